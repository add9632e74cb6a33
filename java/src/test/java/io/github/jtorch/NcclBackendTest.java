package io.github.jtorch;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertThrows;
import static org.junit.Assert.assertTrue;

import io.github.jtorch.distributed.DistributedException;
import io.github.jtorch.distributed.InitOptions;
import io.github.jtorch.distributed.ProcessGroup;
import io.github.jtorch.distributed.ReduceOp;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.time.Duration;
import org.junit.Test;

/**
 * The NCCL backend: LibTorch's ProcessGroupNCCL through jtorch's NCCL plugin
 * (libjtorch_nccl.so), which ships beside the native core where LibTorch has CUDA. On a
 * machine with CUDA a group of one runs collectives on CUDA tensors; without, joining fails
 * with LibTorch's own reason, which shows that the plugin loaded and reached ProcessGroupNCCL.
 */
public class NcclBackendTest {

    private static final String PLUGIN = "/io/github/jtorch/native/linux-x86_64/libjtorch_nccl.so";

    private static InitOptions single() throws IOException {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        return InitOptions.empty().withBackend("nccl").withMasterAddr("127.0.0.1").withMasterPort(port).withRank(0)
                .withWorldSize(1).withTimeout(Duration.ofSeconds(20));
    }

    private static boolean pluginShipped() {
        return NativeLoader.class.getResource(PLUGIN) != null;
    }

    @Test
    public void theNcclPluginShipsWhereLibTorchHasCuda() {
        Torch.cudaAvailable(); // loads jtorch, and finds LibTorch
        boolean cudaLibTorch = Files.isRegularFile(NativeLoader.libtorchDir().resolve("lib/libtorch_cuda.so"));
        assertEquals("the plugin is in the jar exactly where LibTorch has CUDA", cudaLibTorch, pluginShipped());
    }

    @Test
    public void anNcclGroupRunsOnCudaTensorsOrIsRefusedWithLibTorchsReason() throws Exception {
        MemoryStats base = TestSupport.baseline();
        if (Torch.cudaAvailable() && pluginShipped()) {
            try (PointerScope s = new PointerScope(); ProcessGroup g = ProcessGroup.create(single())) {
                Tensor t = Tensor.of(new double[] {1, 2, 3}, 3).toDevice(Device.cuda(0));
                g.allReduce(t, ReduceOp.SUM);
                assertArrayEquals(new double[] {1, 2, 3}, t.toDevice(Device.CPU).toDoubleArray(), 0);
                IllegalArgumentException cpu = assertThrows(IllegalArgumentException.class,
                        () -> g.allReduce(Tensor.of(new double[] {1}, 1), ReduceOp.SUM));
                assertTrue(cpu.getMessage(), cpu.getMessage().contains("CUDA tensors"));
            }
        } else {
            InitOptions nccl = single();
            DistributedException e = assertThrows(DistributedException.class, () -> ProcessGroup.create(nccl));
            String expected = pluginShipped() ? "no GPUs found" : "NCCL plugin";
            assertTrue(e.getMessage(), e.getMessage().contains(expected));
            // Nothing of the attempt is held: its port serves a Gloo group at once.
            try (ProcessGroup g = ProcessGroup.create(nccl.withBackend("gloo"))) {
                assertNotNull(g);
            }
        }
        TestSupport.assertBackTo(base);
    }
}
