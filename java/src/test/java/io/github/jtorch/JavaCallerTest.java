package io.github.jtorch;

import static io.github.jtorch.TestSupport.assertBackTo;
import static io.github.jtorch.TestSupport.baseline;
import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertThrows;
import static org.junit.Assert.assertTrue;

import io.github.jtorch.nn.Linear;
import io.github.jtorch.nn.Sequential;
import io.github.jtorch.optim.Optimizer;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.Test;

/** What a Java caller meets at the edges of the API: records, argument errors, files, names. */
public class JavaCallerTest {
    record Pair(Tensor a, Tensor b) {}

    record Labelled(String label, int count, List<Tensor> tensors) {}

    @Test
    public void tensorsInARecordReturnedFromWithTorchMoveOutLikeTensorsInACollection() {
        MemoryStats base = baseline();
        try (PointerScope outer = new PointerScope()) {
            Pair p = Torch.withTorch(() -> new Pair(Ops.ones(2), Ops.zeros(2)));
            Labelled l = Torch.withTorch(() -> new Labelled("x", 2, List.of(Ops.ones(3))));
            assertFalse(p.a().isReleased());
            assertFalse(p.b().isReleased());
            assertFalse(l.tensors().get(0).isReleased());
            assertArrayEquals(new float[] {1, 1}, p.a().toFloatArray(), 0f);
            Torch.release(p);
            assertTrue("release reaches a record's tensors too", p.a().isReleased() && p.b().isReleased());
        }
        assertBackTo(base);
    }

    @Test
    public void aNegativeSizeIsAnIllegalArgumentInCreationOpsOfEveryArgumentShape() {
        MemoryStats base = baseline();
        try (PointerScope s = new PointerScope()) {
            for (Runnable make : List.<Runnable>of(
                    () -> Ops.full(new long[] {-1}, 1),
                    () -> Ops.randint(0, 5, new long[] {2, -1}, null, null),
                    () -> Ops.eye(-1),
                    () -> Ops.linspace(0, 1, -1),
                    () -> Ops.zeros(-1),
                    () -> Ops.ones(3, -1),
                    () -> Ops.rand(-1),
                    () -> Ops.randn(-1))) {
                IllegalArgumentException e = assertThrows(IllegalArgumentException.class, make::run);
                assertTrue(e.getMessage(), e.getMessage().contains("-1"));
            }
        }
        assertBackTo(base);
    }

    @Test
    public void optimizerSettingsPyTorchRefusesAreIllegalArgumentsInItsWords() {
        try (PointerScope s = new PointerScope()) {
            List<Tensor> ps = new Linear(2, 2).parameters();
            Map<String, Runnable> bad = new LinkedHashMap<>();
            bad.put("Invalid momentum value: -0.5", () -> Optimizer.sgd(ps, 0.1, -0.5, 0, false));
            bad.put("Invalid weight_decay value: -1.0", () -> Optimizer.sgd(ps, 0.1, 0, -1, false));
            bad.put("Nesterov momentum requires a momentum and zero dampening", () -> Optimizer.sgd(ps, 0.1, 0.9, 0.5, 0, true));
            bad.put("Invalid beta parameter at index 0: 1.0", () -> Optimizer.adam(ps, 0.1, 1.0, 0.999, 1e-8, 0));
            bad.put("Invalid beta parameter at index 1: -0.1", () -> Optimizer.adamw(ps, 0.1, 0.9, -0.1, 1e-8, 0));
            bad.put("Invalid epsilon value: -1e-08", () -> Optimizer.adam(ps, 0.1, 0.9, 0.999, -1e-8, 0));
            for (Map.Entry<String, Runnable> e : bad.entrySet()) {
                IllegalArgumentException thrown = assertThrows(e.getKey(), IllegalArgumentException.class, e.getValue()::run);
                assertEquals(e.getKey(), thrown.getMessage());
            }
        }
    }

    @Test
    public void safetensorsLoadsInNameOrderEveryTime() throws Exception {
        Path file = Files.createTempFile("jtorch-order", ".safetensors");
        try (PointerScope s = new PointerScope()) {
            Map<String, Tensor> out = new LinkedHashMap<>();
            for (String name : new String[] {"zeta", "alpha", "mid", "beta", "omega"}) {
                out.put(name, Ops.ones(1));
            }
            Safetensors.save(out, file);
            assertEquals(List.of("alpha", "beta", "mid", "omega", "zeta"), new ArrayList<>(Safetensors.load(file).keySet()));
        } finally {
            Files.deleteIfExists(file);
        }
    }

    @Test
    public void aSafetensorsFileOfAnElementTypeJtorchDoesNotReadSaysWhich() throws Exception {
        byte[] header = "{\"x\":{\"dtype\":\"F8_E4M3\",\"shape\":[2],\"data_offsets\":[0,2]}}  ".getBytes(StandardCharsets.UTF_8);
        ByteBuffer b = ByteBuffer.allocate(8 + header.length + 2).order(ByteOrder.LITTLE_ENDIAN);
        b.putLong(header.length).put(header).put(new byte[2]);
        Path file = Files.createTempFile("jtorch-fp8", ".safetensors");
        try (PointerScope s = new PointerScope()) {
            Files.write(file, b.array());
            TorchException e = assertThrows(TorchException.class, () -> Safetensors.load(file));
            assertTrue(e.getMessage(), e.getMessage().contains("unsupported dtype F8_E4M3"));
        } finally {
            Files.deleteIfExists(file);
        }
    }

    @Test
    public void savingIntoAMissingDirectoryNamesTheFileAskedFor() throws Exception {
        Path dir = Files.createTempDirectory("jtorch-save");
        Path file = dir.resolve("missing").resolve("model.safetensors");
        try (PointerScope s = new PointerScope()) {
            TorchException e = assertThrows(TorchException.class, () -> Safetensors.save(Map.of("w", Ops.ones(1)), file));
            assertTrue(e.getMessage(), e.getMessage().startsWith("cannot write " + file + ":"));
            assertFalse(e.getMessage(), e.getMessage().contains(".tmp"));
        } finally {
            Files.deleteIfExists(dir);
        }
    }

    @Test
    public void deviceNamesParseAsPyTorchParsesThem() {
        assertEquals(Device.CPU, Device.parse("cpu:0"));
        assertEquals(Device.cuda(1), Device.parse("cuda:1"));
        assertEquals(Device.cuda(0), Device.parse("cuda"));
        for (String bad : new String[] {"cuda:+1", "cuda:01", "cuda:", "cuda:-1", "cpu:1", "gpu"}) {
            assertThrows(bad, IllegalArgumentException.class, () -> Device.parse(bad));
        }
    }

    @Test
    public void aNullLayerOrShapeGetsTheMessageItsJavadocGives() {
        try (PointerScope s = new PointerScope()) {
            NullPointerException e = assertThrows(NullPointerException.class, () -> new Sequential(new Linear(1, 1), null));
            assertEquals("layer 1 is null", e.getMessage());
            assertArrayEquals(new long[] {3}, Tensor.of(new float[] {1, 2, 3}, (long[]) null).shape());
        }
    }
}
