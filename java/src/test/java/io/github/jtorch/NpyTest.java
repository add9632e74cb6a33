package io.github.jtorch;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.Test;

/**
 * NumPy .npy files and .npz archives written at test time (scripts/parity/npy_reference.py, by
 * hand as numpy.save and savez do) read bit for bit, written back and read by Python, and
 * damaged ones refused.
 */
public class NpyTest {
    private static final String SCRIPT = "scripts/parity/npy_reference.py";
    private static final List<String> NAMES = List.of("f32", "f64", "f16", "i64", "i32", "i16", "i8", "u8", "b1", "scalar",
            "empty");

    @Test
    public void everyDtypeOrderAndVersionReadsAndWritesBackBitForBit() throws Exception {
        Path dir = Files.createTempDirectory("jtorch-npy");
        try {
            TestSupport.python(SCRIPT, "write", dir.toString());
            MemoryStats base = TestSupport.baseline();
            try (PointerScope s = new PointerScope()) {
                for (String name : NAMES) {
                    Tensor t = Npy.load(dir.resolve(name + ".npy"));
                    assertArrayEquals(name, Files.readAllBytes(dir.resolve(name + ".raw")), t.toRawBytes());
                    Npy.save(t, dir.resolve(name + ".jtorch.npy"));
                }
                assertEquals(DType.FLOAT16, Npy.load(dir.resolve("f16.npy")).dtype());
                assertArrayEquals(new long[0], Npy.load(dir.resolve("scalar.npy")).shape());
                assertArrayEquals(new long[] {0, 3}, Npy.load(dir.resolve("empty.npy")).shape());
                String[][] sameAs = {{"f64.big", "f64"}, {"i32.fortran", "i32"}, {"f64.fortran-big", "f64"}, {"i64.v2", "i64"}};
                for (String[] p : sameAs) {
                    Tensor t = Npy.load(dir.resolve(p[0] + ".npy"));
                    assertArrayEquals(p[0], Files.readAllBytes(dir.resolve(p[1] + ".raw")), t.toRawBytes());
                }
            }
            TestSupport.assertBackTo(base);
            try (PointerScope s = new PointerScope()) {
                for (String kind : List.of("stored", "deflated")) {
                    Map<String, Tensor> all = Npy.loadNpz(dir.resolve("all." + kind + ".npz"));
                    assertEquals(NAMES, List.copyOf(all.keySet()));
                    for (String name : NAMES) {
                        assertArrayEquals(kind + " " + name, Files.readAllBytes(dir.resolve(name + ".raw")), all.get(name).toRawBytes());
                    }
                    Npy.saveNpz(all, dir.resolve("jtorch." + kind + ".npz"), kind.equals("deflated"));
                }
                assertEquals(NAMES.size() * 2, s.ownedCount());
            }
            TestSupport.assertBackTo(base);
            String out = TestSupport.python(SCRIPT, "check", dir.toString());
            assertTrue(out, out.contains(":different []"));
            assertTrue(out, out.contains(":stored {:names true :wrong [] :compressed false}"));
            assertTrue(out, out.contains(":deflated {:names true :wrong [] :compressed true}"));
            for (String bad : List.of("entry", "archive")) {
                Path p = dir.resolve("bad." + bad + ".npz");
                try (PointerScope s = new PointerScope()) {
                    Npy.loadNpz(p);
                    fail(bad + " was read");
                } catch (TorchException e) {
                    assertTrue(e.getMessage(), e.getMessage().contains(p.toString()));
                    if (bad.equals("entry")) {
                        assertTrue(e.getMessage(), e.getMessage().contains("cut.npy"));
                    }
                }
                TestSupport.assertBackTo(base);
            }
            for (String bad : List.of("truncated", "header", "magic", "version", "dtype", "shape", "huge")) {
                Path p = dir.resolve("bad." + bad + ".npy");
                try (PointerScope s = new PointerScope()) {
                    Npy.load(p);
                    fail(bad + " was read");
                } catch (TorchException e) {
                    assertTrue(e.getMessage(), e.getMessage().contains(p.toString()));
                }
            }
            try (PointerScope s = new PointerScope()) {
                Npy.save(Ops.ones(2).to(DType.BFLOAT16), dir.resolve("bf16.npy"));
                fail("bfloat16 was written");
            } catch (IllegalArgumentException e) {
                assertTrue(e.getMessage(), e.getMessage().contains("bfloat16"));
            }
            TestSupport.assertBackTo(base);
        } finally {
            TestSupport.deleteDir(dir);
        }
    }
}
