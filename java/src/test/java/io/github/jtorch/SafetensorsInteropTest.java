package io.github.jtorch;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.Test;

/**
 * Safetensors files of every dtype between PyTorch and jtorch, bit for bit both ways: PyTorch
 * writes them now (scripts/parity/safetensors_dtypes.py), jtorch reads and writes them back,
 * and PyTorch compares.
 */
public class SafetensorsInteropTest {
    private static final String SCRIPT = "scripts/parity/safetensors_dtypes.py";

    @Test
    public void everyDtypeReadsAndWritesBackBitForBit() throws Exception {
        Path dir = Files.createTempDirectory("jtorch-safetensors");
        try {
            TestSupport.python(SCRIPT, "write", dir.toString());
            MemoryStats base = TestSupport.baseline();
            try (PointerScope s = new PointerScope()) {
                Map<String, Tensor> read = Safetensors.load(dir.resolve("pytorch.safetensors"));
                assertEquals(11, read.size());
                assertEquals(DType.BFLOAT16, read.get("bf16").dtype());
                assertEquals(DType.FLOAT16, read.get("f16").dtype());
                assertEquals(DType.BOOL, read.get("bool").dtype());
                assertArrayEquals(new long[0], read.get("scalar").shape());
                for (Map.Entry<String, Tensor> e : read.entrySet()) {
                    byte[] want = Files.readAllBytes(dir.resolve(e.getKey() + ".raw"));
                    assertArrayEquals(e.getKey(), want, e.getValue().toRawBytes());
                }
                Safetensors.save(read, dir.resolve("jtorch.safetensors"));
            }
            TestSupport.assertBackTo(base);
            String out = TestSupport.python(SCRIPT, "check", dir.toString());
            assertTrue(out, out.contains(":different []") && out.contains(":count 11"));
        } finally {
            TestSupport.deleteDir(dir);
        }
    }
}
