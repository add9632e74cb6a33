package io.github.jtorch;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotEquals;
import static org.junit.Assert.assertSame;
import static org.junit.Assert.assertThrows;
import static org.junit.Assert.assertTrue;

import clojure.lang.Keyword;
import io.github.jtorch.nn.GELU;
import io.github.jtorch.nn.LayerNorm;
import io.github.jtorch.nn.Linear;
import io.github.jtorch.nn.Module;
import io.github.jtorch.nn.ModuleList;
import io.github.jtorch.nn.Sequential;
import io.github.jtorch.nn.Tanh;
import io.github.jtorch.utils.Checkpoint;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.Test;

/**
 * {@link Checkpoint}: PyTorch's loss and gradients with checkpointing (from
 * scripts/parity/checkpoint_reference.py, run now), dropout recomputed with the same mask,
 * failures in the recomputation, no-grad, bad functions, and what it saves.
 */
public class CheckpointTest {
    private static Object get(Object m, String key) {
        return ((Map<?, ?>) m).get(Keyword.intern(key));
    }

    private static Tensor tensorOf(Object edn) {
        List<?> shapeList = (List<?>) get(edn, "shape");
        long[] shape = shapeList.stream().mapToLong(x -> ((Number) x).longValue()).toArray();
        List<?> values = (List<?>) get(edn, "values");
        if (get(edn, "dtype").equals(Keyword.intern("int64"))) {
            return Tensor.of(values.stream().mapToLong(x -> ((Number) x).longValue()).toArray(), shape);
        }
        float[] f = new float[values.size()];
        for (int i = 0; i < f.length; i++) {
            f[i] = ((Number) values.get(i)).floatValue();
        }
        return Tensor.of(f, shape);
    }

    private static Map<String, Tensor> stateOf(Object edn) {
        Map<String, Tensor> out = new LinkedHashMap<>();
        ((Map<?, ?>) edn).forEach((k, v) -> out.put((String) k, tensorOf(v)));
        return out;
    }

    private static void assertClose(String what, Object want, Tensor got) {
        List<?> values = (List<?>) get(want, "values");
        float[] mine = got.toFloatArray();
        assertEquals(what, values.size(), mine.length);
        for (int i = 0; i < mine.length; i++) {
            double w = ((Number) values.get(i)).doubleValue();
            assertTrue(what + "[" + i + "] is " + mine[i] + ", PyTorch's " + w,
                    Math.abs(w - mine[i]) <= 1e-5 + 1e-4 * Math.abs(w));
        }
    }

    static final class Block extends Module {
        final LayerNorm norm = registerModule("norm", new LayerNorm(8));
        final Linear fc1 = registerModule("fc1", new Linear(8, 16));
        final Linear fc2 = registerModule("fc2", new Linear(16, 8));
        final GELU gelu = registerModule("gelu", new GELU());

        @Override
        public Tensor forward(Tensor x) {
            return x.add(fc2.forward(gelu.forward(fc1.forward(norm.forward(x)))));
        }
    }

    static final class Blocks extends Module {
        final ModuleList blocks = registerModule("blocks", new ModuleList(new Block(), new Block(), new Block()));
        final Linear head = registerModule("head", new Linear(8, 5));

        @Override
        public Tensor forward(Tensor x) {
            for (int i = 0; i < 3; i++) {
                x = Checkpoint.checkpoint(blocks.get(i), x);
            }
            return head.forward(x);
        }
    }

    @Test
    public void checkpointedModelsGivePyTorchsLossAndGradients() throws Exception {
        List<?> cases = (List<?>) TestSupport.pythonReference("scripts/parity/checkpoint_reference.py");
        MemoryStats base = TestSupport.baseline();
        try (PointerScope s = new PointerScope()) {
            Object blocks = cases.get(0);
            assertEquals("blocks", get(blocks, "case"));
            Blocks m = new Blocks();
            assertTrue(m.loadStateDict(stateOf(get(blocks, "state")), true).toString(), true);
            Tensor loss = Ops.crossEntropy(m.forward(tensorOf(get(blocks, "x"))), tensorOf(get(blocks, "y")));
            assertEquals(((Number) get(blocks, "loss")).doubleValue(), loss.itemDouble(), 1e-5);
            loss.backward();
            Map<String, Tensor> params = m.namedParameters();
            Map<?, ?> grads = (Map<?, ?>) get(blocks, "grads");
            assertEquals(grads.keySet(), params.keySet());
            grads.forEach((k, v) -> assertClose("blocks: grad of " + k, v, params.get(k).grad()));

            Object seqCase = cases.get(1);
            Sequential seq = new Sequential(new Linear(8, 16), new GELU(), new Linear(16, 16), new Tanh(),
                    new Linear(16, 8), new GELU(), new Linear(8, 3));
            seq.loadStateDict(stateOf(get(seqCase, "state")), true);
            Tensor x = tensorOf(get(seqCase, "x")).requiresGradInPlace();
            int segments = ((Number) get(seqCase, "segments")).intValue();
            Tensor out = Checkpoint.checkpointSequential(seq, segments, x);
            Tensor loss2 = Ops.mseLoss(out, tensorOf(get(seqCase, "target")));
            assertEquals(((Number) get(seqCase, "loss")).doubleValue(), loss2.itemDouble(), 1e-5);
            loss2.backward();
            Map<String, Tensor> seqParams = seq.namedParameters();
            ((Map<?, ?>) get(seqCase, "grads"))
                    .forEach((k, v) -> assertClose("sequential: grad of " + k, v, seqParams.get(k).grad()));
            assertClose("sequential: grad of the input", get(seqCase, "x-grad"), x.grad());
        }
        TestSupport.assertBackTo(base);
    }

    /** The gradients of w through dropout, checkpointed or not, from the same seed. */
    private static float[] dropoutGradients(boolean checkpointed, Checkpoint.Options options) {
        return Torch.withTorch(() -> {
            Tensor w = Tensor.of(TestSupport.floats(1, 2, 3, 4, 5, 6, 7, 8), 8).requiresGradInPlace();
            Torch.manualSeed(7);
            java.util.function.UnaryOperator<Tensor> f = x -> Ops.dropout(x.mul(w), 0.5).tanh();
            Tensor x = Tensor.of(TestSupport.floats(1, 1, 1, 1, 1, 1, 1, 1), 8);
            Tensor y = checkpointed ? Checkpoint.checkpointed(options, f).apply(x) : f.apply(x);
            // Draws between the forward and the backward pass move the generator on.
            Ops.randn(100);
            y.sum().backward();
            return w.grad().toFloatArray();
        });
    }

    @Test
    public void dropoutRecomputesTheMaskOfTheForwardPass() {
        float[] plain = dropoutGradients(false, null);
        float[] kept = dropoutGradients(true, Checkpoint.options());
        assertTrue(Arrays.toString(kept) + " vs " + Arrays.toString(plain), Arrays.equals(plain, kept));
        float[] redrawn = dropoutGradients(true, Checkpoint.options().preserveRngState(false));
        assertFalse("without preserve_rng_state the recomputation draws a new mask", Arrays.equals(plain, redrawn));
    }

    @Test
    public void theGeneratorGoesOnAsIfTheRecomputationHadNotDrawn() {
        float[][] after = new float[2][];
        for (int run = 0; run < 2; run++) {
            boolean checkpointed = run == 1;
            after[run] = Torch.withTorch(() -> {
                Torch.manualSeed(3);
                Tensor w = Ops.randn(4).requiresGradInPlace();
                Tensor y = checkpointed ? Checkpoint.checkpointed(x -> Ops.dropout(x, 0.5)).apply(w) : Ops.dropout(w, 0.5);
                y.sum().backward();
                return Ops.randn(4).toFloatArray();
            });
        }
        assertTrue(Arrays.equals(after[0], after[1]));
    }

    @Test
    public void anExceptionInTheRecomputationComesOutOfBackwardAndLeavesNothing() {
        MemoryStats base = TestSupport.baseline();
        AtomicInteger calls = new AtomicInteger();
        try (PointerScope s = new PointerScope()) {
            Tensor w = Tensor.of(TestSupport.floats(1, 2, 3), 3).requiresGradInPlace();
            Tensor y = Checkpoint.checkpointed(x -> {
                Tensor t = x.mul(w).exp();
                if (calls.incrementAndGet() == 2) {
                    throw new IllegalStateException("boom in the recomputation");
                }
                return t;
            }).apply(Tensor.of(TestSupport.floats(1, 1, 1), 3));
            TorchException e = assertThrows(TorchException.class, () -> y.sum().backward());
            assertTrue(e.getMessage(), e.getMessage().contains("IllegalStateException: boom in the recomputation"));
            assertEquals(2, calls.get());
        }
        TestSupport.assertBackTo(base);
    }

    @Test
    public void anExceptionInTheForwardPassIsRethrownAsItIs() {
        MemoryStats base = TestSupport.baseline();
        try (PointerScope s = new PointerScope()) {
            Tensor w = Tensor.of(TestSupport.floats(1, 2, 3), 3).requiresGradInPlace();
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> Checkpoint.checkpointed(x -> {
                x.mul(w);
                throw new IllegalStateException("boom");
            }).apply(w));
            assertEquals("boom", e.getMessage());
        }
        TestSupport.assertBackTo(base);
    }

    @Test
    public void underNoGradCheckpointJustRunsTheFunction() {
        AtomicInteger calls = new AtomicInteger();
        Torch.withTorch(() -> {
            Tensor w = Tensor.of(TestSupport.floats(1, 2), 2).requiresGradInPlace();
            Tensor y = Autograd.noGrad(() -> Checkpoint.checkpointed(x -> {
                calls.incrementAndGet();
                return x.mul(2);
            }).apply(w));
            assertFalse(y.requiresGrad());
            assertEquals(1, calls.get());
        });
    }

    @Test
    public void manyInputsAndOutputsOtherArgumentsAndAnInputReturnedAsItIs() {
        Torch.withTorch(() -> {
            Tensor a = Tensor.of(TestSupport.floats(1, 2), 2).requiresGradInPlace();
            Tensor b = Tensor.of(TestSupport.floats(3, 4), 2).requiresGradInPlace();
            @SuppressWarnings("unchecked")
            List<Tensor> out = (List<Tensor>) Checkpoint.checkpoint(
                    args -> List.of(((Tensor) args[0]).mul(((Number) args[2]).doubleValue()), (Tensor) args[1]), a, b, 3.0);
            assertEquals(2, out.size());
            assertTrue(out.get(1).requiresGrad());
            out.get(0).sum().add(out.get(1).mul(out.get(1)).sum()).backward();
            assertTrue(Arrays.equals(TestSupport.floats(3, 3), a.grad().toFloatArray()));
            assertTrue(Arrays.equals(TestSupport.floats(6, 8), b.grad().toFloatArray()));
            Tensor single = (Tensor) Checkpoint.checkpoint(args -> ((Tensor) args[0]).neg(), a);
            assertTrue(single.requiresGrad());
        });
    }

    @Test
    public void badFunctionsAreRefusedAndLeaveNothing() {
        MemoryStats base = TestSupport.baseline();
        try (PointerScope s = new PointerScope()) {
            Tensor w = Tensor.of(TestSupport.floats(1, 2), 2).requiresGradInPlace();
            assertThrows(NullPointerException.class, () -> Checkpoint.checkpoint((Checkpoint.Fn) null, w));
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> Checkpoint.checkpoint(args -> "not a tensor", w));
            assertTrue(e.getMessage(), e.getMessage().contains("java.lang.String"));
            assertThrows(IllegalArgumentException.class, () -> Checkpoint.checkpoint(args -> List.of(), w));
            assertThrows(IllegalArgumentException.class, () -> Checkpoint.checkpoint(args -> null, w));
            assertThrows(IllegalArgumentException.class,
                    () -> Checkpoint.checkpointSequential(List.of(x -> x), 0, w));
        }
        TestSupport.assertBackTo(base);
    }

    @Test
    public void aCheckpointedForwardPassKeepsOnlyItsOutputs() {
        MemoryStats base = TestSupport.baseline();
        long[] live = new long[2];
        for (int run = 0; run < 2; run++) {
            boolean checkpointed = run == 1;
            try (PointerScope s = new PointerScope()) {
                Tensor w = Ops.randn(64, 64).requiresGradInPlace();
                java.util.function.UnaryOperator<Tensor> deep = x -> {
                    for (int i = 0; i < 10; i++) {
                        x = x.matmul(w).tanh();
                    }
                    return x;
                };
                long before = Memory.stats().liveTensors;
                Tensor y = (checkpointed ? Checkpoint.checkpointed(deep) : deep).apply(Ops.randn(8, 64));
                live[run] = Memory.stats().liveTensors - before;
                y.sum().backward();
                assertTrue(w.grad() != null);
            }
        }
        assertEquals("the input and the output", 2, live[1]);
        assertNotEquals(live[0], live[1]);
        TestSupport.assertBackTo(base);
    }

    @Test
    public void theResultIsATensorOfTheCallersScope() {
        try (PointerScope s = new PointerScope()) {
            Tensor w = Tensor.of(TestSupport.floats(1, 2), 2).requiresGradInPlace();
            Tensor y = Checkpoint.checkpointed(x -> x.mul(2)).apply(w);
            assertSame(s, y.owner());
        }
    }

    @Test
    public void changingGradientsInsideTheRecomputationIsRefusedNotAHang() {
        MemoryStats base = TestSupport.baseline();
        try (PointerScope s = new PointerScope()) {
            Tensor w = Tensor.of(TestSupport.floats(1, 2), 2).requiresGradInPlace();
            AtomicInteger calls = new AtomicInteger();
            Tensor y = Checkpoint.checkpointed(x -> {
                if (calls.incrementAndGet() == 2) {
                    w.grad();
                }
                return x.mul(w);
            }).apply(Tensor.of(TestSupport.floats(1, 1), 2));
            TorchException e = assertThrows(TorchException.class, () -> y.sum().backward());
            assertTrue(e.getMessage(), e.getMessage().contains("recomputation"));
        }
        TestSupport.assertBackTo(base);
    }

    @Test
    public void checkpointedTrainingAndZeroGradOnTwoThreadsDoNotDeadlock() throws Throwable {
        try (PointerScope s = new PointerScope()) {
            Linear a = new Linear(16, 16);
            Linear b = new Linear(16, 16);
            java.util.concurrent.atomic.AtomicBoolean done = new java.util.concurrent.atomic.AtomicBoolean();
            Thread zeroing = new Thread(() -> {
                while (!done.get()) {
                    a.zeroGrad();
                    b.zeroGrad();
                }
            });
            zeroing.start();
            try {
                TestSupport.onOtherThread(() -> {
                    for (int i = 0; i < 200; i++) {
                        Torch.withTorch(() -> {
                            Tensor h = Checkpoint.checkpoint(b, Checkpoint.checkpoint(a, Ops.randn(4, 16)));
                            h.sum().backward();
                        });
                    }
                    return null;
                });
            } finally {
                done.set(true);
                zeroing.join();
            }
        }
    }

    /** A checkpoint whose output is freed without a backward pass; a weak reference to what its function holds. */
    private static java.lang.ref.WeakReference<Object> checkpointAndFree() {
        try (PointerScope s = new PointerScope()) {
            Tensor w = Tensor.of(TestSupport.floats(1, 2), 2).requiresGradInPlace();
            Object captured = new Object();
            Checkpoint.checkpointed(x -> {
                captured.hashCode();
                return x.mul(w);
            }).apply(w);
            return new java.lang.ref.WeakReference<>(captured);
        }
    }

    @Test
    public void theGraphLetsTheFunctionGoWhenItIsFreedWithoutABackwardPass() throws Exception {
        MemoryStats base = TestSupport.baseline();
        java.lang.ref.WeakReference<Object> held = checkpointAndFree();
        for (int i = 0; i < 50 && held.get() != null; i++) {
            System.gc();
            Thread.sleep(10);
        }
        assertTrue("the node released its reference to the function", held.get() == null);
        TestSupport.assertBackTo(base);
    }
}
