package io.github.jtorch;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import io.github.jtorch.jit.Jit;
import io.github.jtorch.jit.ScriptModule;
import io.github.jtorch.optim.Optimizer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.AfterClass;
import org.junit.BeforeClass;
import org.junit.Test;

/**
 * TorchScript modules and torch.save files written by PyTorch at test time
 * (scripts/parity/jit_reference.py) read back, called, fine-tuned and saved for Python again.
 */
public class JitTest {
    private static final String SCRIPT = "scripts/parity/jit_reference.py";
    private static Path dir;

    @BeforeClass
    public static void madeByPyTorch() throws Exception {
        dir = Files.createTempDirectory("jtorch-jit");
        TestSupport.python(SCRIPT, "make", dir.toString());
    }

    @AfterClass
    public static void removeFiles() throws Exception {
        TestSupport.deleteDir(dir);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Tensor> tensors(String file) {
        return (Map<String, Tensor>) Torch.load(dir.resolve(file));
    }

    private static void assertClose(String what, Tensor expected, Tensor actual, double tol) {
        assertArrayEquals(what + " shape", expected.shape(), actual.shape());
        double[] e = expected.toDoubleArray();
        double[] a = actual.toDoubleArray();
        for (int i = 0; i < e.length; i++) {
            assertEquals(what + "[" + i + "]", e[i], a[i], tol);
        }
    }

    @Test
    public void scriptedAndTracedModulesGivePyTorchsOutputs() {
        try (PointerScope s = new PointerScope()) {
            Map<String, Tensor> in = tensors("inputs.pt");
            Map<String, Tensor> expected = tensors("expected.pt");
            ScriptModule scripted = Jit.load(dir.resolve("scripted.pt"));
            ScriptModule traced = Jit.load(dir.resolve("traced.pt"));
            assertFalse("saved after eval()", scripted.isTraining());
            assertEquals(List.of("forward", "summarize"), scripted.methodNames());
            assertClose("scripted forward", expected.get("forward"), scripted.forward(in.get("x")), 1e-6);
            assertClose("traced forward", expected.get("traced"), (Tensor) traced.call(in.get("x")), 1e-6);
        }
    }

    @Test
    public void aMethodTakesDictsListsStringsNumbersBooleansNoneAndTuples() {
        try (PointerScope s = new PointerScope()) {
            Map<String, Tensor> in = tensors("inputs.pt");
            Map<String, Tensor> expected = tensors("expected.pt");
            ScriptModule m = Jit.load(dir.resolve("scripted.pt"));
            Map<String, Object> feats = new LinkedHashMap<>();
            feats.put("a", in.get("a"));
            feats.put("b", in.get("b"));
            List<?> out = (List<?>) m.callMethod("summarize", feats, List.of("a", "b"), "!", 1.5, true, in.get("extra"),
                    List.of(List.of("a", 2), List.of("b", 3)));
            assertEquals(7, out.size());
            assertClose("total", expected.get("total"), (Tensor) out.get(0), 1e-6);
            assertEquals(List.of("a!", "b!"), out.get(1));
            assertEquals(Map.of("a", 12L, "b", 18L), out.get(2));
            assertEquals("!", out.get(3));
            assertEquals(3.0, out.get(4));
            assertEquals(false, out.get(5));
            assertClose("extra", in.get("extra"), (Tensor) out.get(6), 0);
            // An int where a float is declared, and None for an Optional.
            List<?> none = (List<?>) m.callMethod("summarize", feats, List.of("b"), "?", 2, false, null, List.of());
            assertNull(none.get(6));
            assertEquals(4.0, none.get(4));
            assertEquals(Map.of(), none.get(2));
        }
    }

    @Test
    public void parametersAndBuffersAreTheStateDictPyTorchSaved() {
        try (PointerScope s = new PointerScope()) {
            Map<String, Tensor> state = tensors("state.pt");
            ScriptModule m = Jit.load(dir.resolve("scripted.pt"));
            assertEquals(List.of("block.fc.weight", "block.fc.bias", "block.bn.weight", "block.bn.bias", "head.weight",
                    "head.bias"), new ArrayList<>(m.namedParameters().keySet()));
            Map<String, Tensor> mine = m.stateDict();
            assertEquals(state.keySet(), mine.keySet());
            state.forEach((k, v) -> assertClose(k, v, mine.get(k), 0));
            for (Tensor p : m.parameters()) {
                assertTrue(p.requiresGrad());
            }
        }
    }

    @Test
    @SuppressWarnings("unchecked")
    public void aCheckpointHoldingAStateDictNumbersAndListsReadsAsMapsAndLists() {
        try (PointerScope s = new PointerScope()) {
            Map<String, Object> ckpt = (Map<String, Object>) Torch.load(dir.resolve("checkpoint.pt"));
            assertEquals(List.of("model", "epoch", "names", "lr"), new ArrayList<>(ckpt.keySet()));
            assertEquals(3L, ckpt.get("epoch"));
            assertEquals(0.5, ckpt.get("lr"));
            assertEquals(List.of("a", "b"), ckpt.get("names"));
            Map<String, Tensor> model = (Map<String, Tensor>) ckpt.get("model");
            Map<String, Tensor> state = tensors("state.pt");
            assertEquals(new ArrayList<>(state.keySet()), new ArrayList<>(model.keySet()));
            state.forEach((k, v) -> assertClose(k, v, model.get(k), 0));
            assertEquals(DType.INT64, model.get("block.bn.num_batches_tracked").dtype());
        }
    }

    @Test
    public void fineTunedWithSgdAsPyTorchAndReadBackByPython() throws Exception {
        try (PointerScope s = new PointerScope()) {
            Map<String, Tensor> in = tensors("inputs.pt");
            Map<String, Tensor> expected = tensors("expected.pt");
            ScriptModule m = Jit.load(dir.resolve("scripted.pt"));
            m.train();
            assertTrue(m.handle().isTraining());
            Optimizer opt = Optimizer.sgd(m.parameters(), 0.1, 0.9, 0, false);
            double[] losses = new double[3];
            for (int i = 0; i < losses.length; i++) {
                try (PointerScope step = new PointerScope()) {
                    opt.zeroGrad();
                    Tensor loss = Ops.mseLoss(m.forward(in.get("x")), in.get("y"));
                    Ops.backward(loss);
                    opt.step();
                    losses[i] = loss.itemDouble();
                }
            }
            assertArrayEquals(expected.get("losses").toDoubleArray(), losses, 1e-5);
            m.eval();
            assertFalse(m.handle().isTraining());
            try (Autograd.NoGrad g = Autograd.noGrad()) {
                assertClose("tuned forward", expected.get("tuned_forward"), m.forward(in.get("x")), 1e-5);
            }
            m.stateDict().forEach((k, v) -> assertClose(k, expected.get("tuned." + k), v, 1e-5));
            Jit.save(m, dir.resolve("tuned_java.pt"));
        }
        String out = TestSupport.python(SCRIPT, "check", dir.toString());
        Matcher diff = Pattern.compile(":max-diff ([-0-9.eE]+)").matcher(out);
        assertTrue(out, diff.find());
        assertTrue(out, Double.parseDouble(diff.group(1)) < 1e-5);
        assertTrue(out, out.contains(":names [\"a!\" \"b!\"]") && out.contains(":keys true"));
    }

    @Test
    public void aModuleIsFreedWithItsScopeAndRefusedAfter() {
        MemoryStats base = TestSupport.baseline();
        ScriptModule m;
        Tensor x;
        try (PointerScope s = new PointerScope()) {
            m = Jit.load(dir.resolve("scripted.pt"));
            x = Ops.ones(5, 4);
            m.forward(x);
            assertFalse(m.isReleased());
        }
        assertTrue(m.isReleased());
        assertTrue(m.handle().isReleased());
        TestSupport.assertBackTo(base);
        try (PointerScope s = new PointerScope()) {
            Tensor y = Ops.ones(5, 4);
            try {
                m.forward(y);
                fail("a released module ran");
            } catch (IllegalStateException expected) {
                // as it should
            }
        }
        // A released parameter stops it, as it stops any module.
        try (PointerScope s = new PointerScope()) {
            ScriptModule partly = Jit.load(dir.resolve("scripted.pt"));
            Torch.release(partly.namedParameters().get("head.bias"));
            Tensor y = Ops.ones(5, 4);
            try {
                partly.forward(y);
                fail("a module whose parameter was released ran");
            } catch (IllegalStateException expected) {
                assertTrue(expected.getMessage(), expected.getMessage().contains("script module"));
            }
        }
        // Retained, it outlives the scope; release frees it.
        ScriptModule kept;
        try (PointerScope s = new PointerScope()) {
            kept = Torch.retain(Jit.load(dir.resolve("traced.pt")));
        }
        assertFalse(kept.isReleased());
        Torch.release(kept);
        assertTrue(kept.handle().isReleased());
        TestSupport.assertBackTo(base);
    }

    private static String thrown(Class<? extends Throwable> type, Runnable body) {
        try {
            body.run();
        } catch (Throwable e) {
            if (!type.isInstance(e)) {
                throw new AssertionError("expected " + type.getSimpleName() + ", got " + e, e);
            }
            return e.getMessage();
        }
        throw new AssertionError("expected " + type.getSimpleName() + ", nothing thrown");
    }

    @Test
    public void badFilesAndCallsThrowNamingThePathOrMethodAndLeakNothing() throws Exception {
        Path good = dir.resolve("scripted.pt");
        byte[] bytes = Files.readAllBytes(good);
        Path truncated = Files.write(dir.resolve("truncated.pt"), Arrays.copyOf(bytes, bytes.length / 2));
        byte[] noise = new byte[4096];
        new java.util.Random(3).nextBytes(noise);
        Path random = Files.write(dir.resolve("random.pt"), noise);
        Path missing = dir.resolve("missing.pt");
        MemoryStats base = TestSupport.baseline();
        for (Path p : List.of(truncated, random, missing, dir, dir.resolve("state.pt"))) {
            String msg = thrown(TorchException.class, () -> Jit.load(p));
            assertTrue(msg, msg.contains(p.toString()));
        }
        assertTrue(thrown(TorchException.class, () -> Jit.load(dir.resolve("state.pt"))).contains("torch.save"));
        for (Path p : List.of(truncated, random, missing)) {
            String msg = thrown(TorchException.class, () -> Torch.load(p));
            assertTrue(msg, msg.contains(p.toString()));
        }
        try (PointerScope s = new PointerScope()) {
            ScriptModule m = Jit.load(good);
            Tensor x = Ops.ones(5, 4);
            String noMethod = thrown(IllegalArgumentException.class, () -> m.callMethod("predict", x));
            assertTrue(noMethod, noMethod.contains("\"predict\"") && noMethod.contains(good.toString()));
            String wrongType = thrown(TorchException.class, () -> m.callMethod("forward", "x"));
            assertTrue(wrongType, wrongType.contains("forward") && wrongType.contains("'x'"));
            String tooMany = thrown(TorchException.class, () -> m.callMethod("forward", x, x));
            assertTrue(tooMany, tooMany.contains("forward"));
            String noJava = thrown(IllegalArgumentException.class, () -> m.callMethod("forward", new Object()));
            assertTrue(noJava, noJava.contains("forward argument 0"));
            Map<String, Object> nested = new java.util.HashMap<>();
            nested.put("k", List.of(1, new Object()));
            String deep = thrown(IllegalArgumentException.class, () -> m.callMethod("forward", x, nested));
            assertTrue(deep, deep.contains("forward argument 1[k][1] is a java.lang.Object"));
            String badKey = thrown(IllegalArgumentException.class,
                    () -> m.callMethod("forward", List.of(Map.of(new Object(), 1))));
            assertTrue(badKey, badKey.contains("forward argument 0[0] key is a java.lang.Object"));
            String shape = thrown(TorchException.class, () -> m.forward(Ops.ones(2, 7)));
            assertTrue(shape, shape.contains("forward"));
        }
        TestSupport.assertBackTo(base);
    }

    @Test
    public void aForwardOfOneTensorThatReturnsATupleGivesItsValuesAndForwardAloneRefusesIt() {
        MemoryStats base = TestSupport.baseline();
        try (PointerScope s = new PointerScope()) {
            ScriptModule m = Jit.load(dir.resolve("pair.pt"));
            Tensor x = Ops.arange(0, 6, 1, DType.FLOAT32).reshape(2, 3);
            List<?> out = (List<?>) m.callMethod("forward", x);
            assertEquals(2, out.size());
            assertClose("twice", Ops.mul(x, 2.0), (Tensor) out.get(0), 0);
            assertEquals(15.0, ((Tensor) out.get(1)).itemDouble(), 0);
            String refused = thrown(IllegalStateException.class, () -> m.forward(x));
            assertTrue(refused, refused.contains("not one tensor"));
        }
        TestSupport.assertBackTo(base);
    }

    @Test
    public void manyThreadsServeOneModuleUnderNoGradInFlatMemory() throws Exception {
        MemoryStats base = TestSupport.baseline();
        ScriptModule m;
        Tensor x;
        try (PointerScope s = new PointerScope()) {
            m = Torch.retain(Jit.load(dir.resolve("scripted.pt")));
            x = Torch.retain(tensors("inputs.pt").get("x"));
        }
        double[] want;
        try (PointerScope s = new PointerScope(); Autograd.NoGrad g = Autograd.noGrad()) {
            want = m.forward(x).toDoubleArray();
        }
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<Long>> done = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                done.add(pool.submit(() -> {
                    long live = 0;
                    for (int i = 0; i < 300; i++) {
                        try (PointerScope s = new PointerScope(); Autograd.NoGrad g = Autograd.noGrad()) {
                            assertArrayEquals(want, m.forward(x).toDoubleArray(), 0);
                        }
                        if (i == 100) {
                            live = Memory.stats().liveTensors;
                        }
                    }
                    return live;
                }));
            }
            for (Future<Long> f : done) {
                // Each thread's scopes free all they made: live handles stay near the start's.
                assertTrue("live tensors grew to " + f.get(), f.get() < base.liveTensors + 64);
            }
        } finally {
            pool.shutdown();
        }
        Torch.release(m);
        Torch.release(x);
        TestSupport.assertBackTo(base);
    }
}
