package io.github.jtorch;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotSame;
import static org.junit.Assert.assertSame;
import static org.junit.Assert.assertThrows;
import static org.junit.Assert.assertTrue;

import io.github.jtorch.nn.BatchNorm;
import io.github.jtorch.nn.Dropout;
import io.github.jtorch.nn.Linear;
import io.github.jtorch.nn.Module;
import io.github.jtorch.nn.ReLU;
import io.github.jtorch.nn.Sequential;
import java.util.List;
import org.junit.Test;

/** Ops run one after another in one native call, and Sequential's forward pass through them. */
public class ChainTest {

    /** A user's layer that cannot be a chain step: Sequential runs it on its own. */
    static final class Doubler extends Module {
        @Override
        public Tensor forward(Tensor input) {
            return input.mul(2.0);
        }
    }

    private static Tensor weight(long out, long in) {
        return Ops.randn(out, in);
    }

    @Test
    public void aChainGivesWhatTheOpsCalledOneByOneGive() {
        MemoryStats base = TestSupport.baseline();
        try (PointerScope s = new PointerScope()) {
            Tensor x = Ops.randn(3, 4);
            Tensor w1 = weight(5, 4);
            Tensor b1 = Ops.randn(5);
            Tensor w2 = weight(2, 5);
            Tensor byOps = Ops.add(Ops.linear(Ops.relu(Ops.linear(x, w1, b1)), w2), 1.5);
            Tensor byChain = new Chain().then("linear", w1, b1).then("relu").then("linear", w2).then("add", 1.5).run(x);
            assertArrayEquals(byOps.shape(), byChain.shape());
            assertArrayEquals(byOps.toFloatArray(), byChain.toFloatArray(), 0f);
            Tensor sum = new Chain().then("add", x).then("mul", 2L).then("sum", new long[] {1}, true).run(x);
            assertArrayEquals(Ops.sum(x.add(x).mul(2L), new long[] {1}, true).toFloatArray(), sum.toFloatArray(), 0f);
        }
        TestSupport.assertBackTo(base);
    }

    @Test
    public void onlyTheLastStepsResultIsStoredAndScoped() {
        Tensor y;
        try (PointerScope s = new PointerScope()) {
            Tensor x = Ops.randn(8, 16);
            Tensor w = weight(16, 16);
            Chain chain = new Chain();
            for (int i = 0; i < 10; i++) {
                chain.then("linear", w).then("relu");
            }
            MemoryStats before = Memory.stats();
            y = chain.run(x);
            MemoryStats after = Memory.stats();
            assertEquals("one tensor stored for twenty steps", before.liveTensors + 1, after.liveTensors);
            assertEquals(before.allocCount + 1, after.allocCount);
        }
        assertTrue("the result is the scope's", y.isReleased());
    }

    @Test
    public void gradientsFlowThroughAChainAsThroughTheOps() {
        try (PointerScope s = new PointerScope()) {
            Tensor x = Ops.randn(4, 3);
            Tensor w = Ops.requiresGradInPlace(weight(2, 3), true);
            Tensor b = Ops.requiresGradInPlace(Ops.randn(2), true);
            Ops.backward(Ops.sum(Ops.relu(Ops.linear(x, w, b))));
            float[] expectedW = w.grad().toFloatArray();
            float[] expectedB = b.grad().toFloatArray();
            Ops.zeroInPlace(w.grad());
            Ops.zeroInPlace(b.grad());
            Tensor y = new Chain().then("linear", w, b).then("relu").run(x);
            assertTrue(y.requiresGrad());
            Ops.backward(Ops.sum(y));
            assertArrayEquals(expectedW, w.grad().toFloatArray(), 1e-6f);
            assertArrayEquals(expectedB, b.grad().toFloatArray(), 1e-6f);
            Tensor quiet = Autograd.noGrad(() -> new Chain().then("linear", w, b).run(x));
            assertFalse("no graph is recorded under no-grad", quiet.requiresGrad());
        }
    }

    @Test
    public void aFailingStepNamesItsOpAndLeavesNothingBehind() {
        try (PointerScope s = new PointerScope()) {
            Tensor x = Ops.randn(3, 4);
            Chain chain = new Chain().then("linear", weight(5, 4)).then("relu").then("linear", weight(2, 7));
            MemoryStats before = Memory.stats();
            TorchException e = assertThrows(TorchException.class, () -> chain.run(x));
            assertTrue(e.getMessage(), e.getMessage().startsWith("linear: "));
            MemoryStats after = Memory.stats();
            assertEquals(before.liveTensors, after.liveTensors);
            assertEquals(before.liveBytes, after.liveBytes);
        }
    }

    @Test
    public void aReleasedArgumentOrInputIsRefusedBeforeAnyStepRuns() {
        try (PointerScope s = new PointerScope()) {
            Tensor x = Ops.randn(3, 4);
            Tensor w = weight(2, 4);
            Chain chain = new Chain().then("relu").then("linear", w);
            w.close();
            assertThrows(IllegalStateException.class, () -> chain.run(x));
            x.close();
            assertThrows(IllegalStateException.class, () -> new Chain().then("relu").run(x));
        }
    }

    @Test
    public void stepsAreCheckedWhenAppended() {
        Tensor w = Ops.randn(2, 2);
        try {
            assertThrows("no such op", IllegalArgumentException.class, () -> new Chain().then("no_such_op"));
            assertThrows("zeros takes no tensor first", IllegalArgumentException.class, () -> new Chain().then("zeros", new long[] {2}));
            assertThrows("gradients returns a list", IllegalArgumentException.class, () -> new Chain().then("gradients", List.of(w)));
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new Chain().then("linear", "w"));
            assertTrue(e.getMessage(), e.getMessage().contains("[weight, bias]"));
            assertThrows("too many arguments", IllegalArgumentException.class, () -> new Chain().then("relu", w));
            assertThrows("a missing required argument", IllegalArgumentException.class, () -> new Chain().then("linear"));
            Chain c = new Chain().then("relu").then("linear", w);
            c.truncate(1);
            assertEquals(1, c.length());
            assertThrows(IllegalArgumentException.class, () -> c.truncate(2));
        } finally {
            w.close();
        }
    }

    @Test
    public void aStepThatHandsBackItsInputGivesAHandleOfItsOwn() {
        try (PointerScope s = new PointerScope()) {
            Tensor x = Ops.randn(4);
            Tensor same = new Chain().then("dropout", 0.5, false).run(x);
            assertNotSame(x, same);
            assertArrayEquals(x.toFloatArray(), same.toFloatArray(), 0f);
            same.close();
            assertFalse("closing the result leaves the input", x.isReleased());
            assertEquals(4, x.toFloatArray().length);
            Chain none = new Chain();
            assertSame("no steps: the input itself", x, none.run(x));
        }
    }

    @Test
    public void sequentialRunsItsLayersThroughChainsAroundALayerThatCannotBeOne() {
        try (PointerScope s = new PointerScope()) {
            Linear l1 = new Linear(4, 8);
            Linear l2 = new Linear(8, 3);
            Sequential inner = new Sequential(new ReLU(), new Dropout(0.5));
            Sequential model = new Sequential(l1, inner, new Doubler(), l2, new ReLU());
            model.eval();
            Tensor x = Ops.randn(5, 4);
            Tensor expected = Ops.relu(l2.forward(Ops.relu(l1.forward(x)).mul(2.0)));
            Tensor y = model.forward(x);
            assertArrayEquals(expected.toFloatArray(), y.toFloatArray(), 1e-6f);
            assertFalse("a model with a layer of its own is no chain", model.appendTo(new Chain()));
            Chain chain = new Chain();
            assertTrue(new Sequential(l1, inner).appendTo(chain));
            assertEquals(3, chain.length());
            assertArrayEquals(Ops.relu(l1.forward(x)).toFloatArray(), chain.run(x).toFloatArray(), 1e-6f);
        }
    }

    @Test
    public void batchNormJoinsTheChainInEvaluationAndCountsItsBatchesOnItsOwnInTraining() {
        try (PointerScope s = new PointerScope()) {
            Linear l = new Linear(3, 4);
            BatchNorm bn = new BatchNorm(4);
            Sequential model = new Sequential(l, bn, new ReLU());
            Tensor x = Ops.randn(6, 3);
            Tensor count = bn.stateDict().get("num_batches_tracked");
            Tensor trained = model.forward(x);
            assertEquals("a training pass counts its batch", 1L, count.itemLong());
            assertFalse(model.appendTo(new Chain()));
            model.eval();
            assertTrue(model.appendTo(new Chain()));
            long before = Memory.stats().liveTensors;
            Tensor evaluated = model.forward(x);
            assertEquals("one handle for the three layers", before + 1, Memory.stats().liveTensors);
            assertEquals("an evaluation pass counts nothing", 1L, count.itemLong());
            Tensor byLayers = Ops.relu(Ops.batchNorm(l.forward(x), bn.stateDict().get("running_mean"),
                    bn.stateDict().get("running_var"), bn.stateDict().get("weight"), bn.stateDict().get("bias"), false, 0.1, 1e-5));
            assertArrayEquals(byLayers.toFloatArray(), evaluated.toFloatArray(), 1e-6f);
            assertEquals(trained.shape().length, evaluated.shape().length);
        }
    }

    @Test
    public void sequentialInTrainingModeDropsOutInsideTheChain() {
        try (PointerScope s = new PointerScope()) {
            Sequential model = new Sequential(new Dropout(0.999));
            Tensor x = Ops.ones(1000);
            float[] y = model.forward(x).toFloatArray();
            int zeros = 0;
            for (float v : y) {
                zeros += v == 0f ? 1 : 0;
            }
            assertTrue("dropout active in training: " + zeros + " zeros", zeros > 900);
            model.eval();
            assertArrayEquals(x.toFloatArray(), model.forward(x).toFloatArray(), 0f);
        }
    }

    @Test
    public void aChainRunsOnManyThreadsAtOnce() throws Exception {
        Tensor w = Torch.retain(Ops.randn(6, 6));
        try {
            Tensor x = Torch.retain(Ops.randn(2, 6));
            float[] expected;
            try (PointerScope s = new PointerScope()) {
                expected = Ops.relu(Ops.linear(Ops.relu(Ops.linear(x, w)), w)).toFloatArray();
            }
            List<Thread> threads = new java.util.ArrayList<>();
            java.util.concurrent.atomic.AtomicReference<Throwable> failure = new java.util.concurrent.atomic.AtomicReference<>();
            for (int t = 0; t < 4; t++) {
                Thread th = new Thread(() -> {
                    try {
                        for (int i = 0; i < 500; i++) {
                            try (PointerScope s = new PointerScope()) {
                                float[] got = new Chain().then("linear", w).then("relu").then("linear", w).then("relu").run(x).toFloatArray();
                                assertArrayEquals(expected, got, 0f);
                            }
                        }
                    } catch (Throwable e) {
                        failure.compareAndSet(null, e);
                    }
                });
                threads.add(th);
                th.start();
            }
            for (Thread th : threads) {
                th.join();
            }
            if (failure.get() != null) {
                throw new AssertionError(failure.get());
            }
            x.close();
        } finally {
            w.close();
        }
    }
}
