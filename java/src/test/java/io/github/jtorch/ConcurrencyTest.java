package io.github.jtorch;

import static io.github.jtorch.TestSupport.assertBackTo;
import static io.github.jtorch.TestSupport.baseline;
import static io.github.jtorch.TestSupport.floats;
import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.Test;

/** Many threads at once: scopes stay per thread, races give only documented exceptions (rules 1, 7, 11, 12). */
public class ConcurrencyTest {
    private static final int THREADS = Math.max(4, Math.min(8, Runtime.getRuntime().availableProcessors()));

    /** Starts {@code n} platform threads running {@code body(i)}, waits for all, and rethrows the first failure. */
    private static void runThreads(int n, ThreadBody body) throws Throwable {
        ConcurrentLinkedQueue<Throwable> failures = new ConcurrentLinkedQueue<>();
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int index = i;
            Thread t = new Thread(() -> {
                try {
                    body.run(index);
                } catch (Throwable e) {
                    failures.add(e);
                }
            }, "jtorch-concurrency-" + i);
            threads.add(t);
        }
        for (Thread t : threads) {
            t.start();
        }
        for (Thread t : threads) {
            t.join(120_000);
            assertFalse("thread " + t.getName() + " did not finish", t.isAlive());
        }
        if (!failures.isEmpty()) {
            Throwable first = failures.poll();
            for (Throwable other : failures) {
                first.addSuppressed(other);
            }
            throw first;
        }
    }

    @FunctionalInterface
    private interface ThreadBody {
        void run(int index) throws Throwable;
    }

    @Test
    public void threadsRunningScopedAddLoopsAtOnceReturnLiveCountToBaseline() throws Throwable {
        MemoryStats base = baseline();
        int iterations = 10_000;
        CyclicBarrier start = new CyclicBarrier(THREADS);
        runThreads(THREADS, index -> {
            try (PointerScope outer = new PointerScope()) {
                Tensor a = Tensor.of(floats(index, 1, 2));
                start.await(30, TimeUnit.SECONDS);
                for (int i = 0; i < iterations; i++) {
                    try (PointerScope scope = new PointerScope()) {
                        Tensor r = a.add(a);
                        if (r.owner() != scope) {
                            throw new AssertionError("result attached to another scope");
                        }
                        if (i % 1000 == 0) {
                            assertArrayEquals(floats(2 * index, 2, 4), r.toFloatArray(), 0f);
                        }
                    }
                }
                if (outer.ownedCount() != 1 || PointerScope.current() != outer) {
                    throw new AssertionError("the thread's stack was disturbed: " + outer);
                }
            }
        });
        assertBackTo(base);
        MemoryStats after = Memory.stats();
        long created = (long) THREADS * (iterations + 1);
        assertEquals(base.allocCount + created, after.allocCount);
        assertEquals(base.freeCount + created, after.freeCount);
    }

    @Test
    public void threadsWithWithTorchAndUnscopedReleaseReturnToBaseline() throws Throwable {
        MemoryStats base = baseline();
        runThreads(THREADS, index -> {
            for (int i = 0; i < 2_000; i++) {
                Tensor kept = Torch.withTorch(() -> Ops.ones(4).mul(index).sum());
                try {
                    if (kept.itemDouble() != 4.0 * index) {
                        throw new AssertionError("wrong sum " + kept);
                    }
                } finally {
                    kept.close();
                }
            }
        });
        assertBackTo(base);
    }

    /**
     * One round: {@code readers} threads loop ops on {@code shared} while the main thread
     * releases it (twice, from two threads at once). Every failure must be an
     * IllegalStateException saying "released"; once a reader has seen one, every later use
     * must fail the same way.
     */
    private static void raceReleaseWithOps(int readers, boolean releaseFromTwoThreads) throws Throwable {
        Tensor shared = Torch.retain(Ops.ones(8, 8));
        AtomicLong opsDone = new AtomicLong();
        CountDownLatch warmedUp = new CountDownLatch(readers);
        CountDownLatch releasersStart = new CountDownLatch(1);
        AtomicInteger sawReleased = new AtomicInteger();
        List<Thread> threads = new ArrayList<>();
        ConcurrentLinkedQueue<Throwable> failures = new ConcurrentLinkedQueue<>();

        for (int r = 0; r < readers; r++) {
            int which = r;
            threads.add(new Thread(() -> {
                try {
                    boolean released = false;
                    int afterRelease = 0;
                    for (long i = 0; i < 5_000_000 && afterRelease < 200; i++) {
                        if (i == 100) {
                            warmedUp.countDown();
                        }
                        try (PointerScope scope = new PointerScope()) {
                            useOnce(shared, (int) ((i + which) % 8));
                            if (released) {
                                throw new AssertionError("a use after release succeeded");
                            }
                            opsDone.incrementAndGet();
                        } catch (IllegalStateException e) {
                            if (e.getMessage() == null || !e.getMessage().contains("released")) {
                                throw new AssertionError("unexpected IllegalStateException", e);
                            }
                            if (!released) {
                                released = true;
                                sawReleased.incrementAndGet();
                            }
                            afterRelease++;
                        }
                    }
                    if (!released) {
                        throw new AssertionError("the release was never observed");
                    }
                    String printed = shared.toString();
                    if (!printed.startsWith("#tensor[released")) {
                        throw new AssertionError("released tensor printed as " + printed);
                    }
                } catch (Throwable e) {
                    failures.add(e);
                } finally {
                    warmedUp.countDown();
                }
            }, "jtorch-reader-" + r));
        }
        int releasers = releaseFromTwoThreads ? 2 : 1;
        for (int r = 0; r < releasers; r++) {
            threads.add(new Thread(() -> {
                try {
                    releasersStart.await(30, TimeUnit.SECONDS);
                    Torch.release(shared);
                } catch (Throwable e) {
                    failures.add(e);
                }
            }, "jtorch-releaser-" + r));
        }
        for (Thread t : threads) {
            t.start();
        }
        assertTrue(warmedUp.await(60, TimeUnit.SECONDS));
        releasersStart.countDown();
        for (Thread t : threads) {
            t.join(120_000);
            assertFalse(t.getName() + " did not finish", t.isAlive());
        }
        if (!failures.isEmpty()) {
            Throwable first = failures.poll();
            failures.forEach(first::addSuppressed);
            throw first;
        }
        assertTrue(shared.isReleased());
        assertEquals(readers, sawReleased.get());
        assertTrue(opsDone.get() > 0);
    }

    /** One use of {@code t}; checks the value whenever the use succeeds. */
    private static void useOnce(Tensor t, int kind) {
        switch (kind) {
            case 0:
                check(t.add(1.0).sum().itemDouble() == 128.0);
                break;
            case 1:
                check(t.toFloatArray().length == 64);
                break;
            case 2:
                check(t.shape().length == 2);
                break;
            case 3:
                check(Ops.add(t, t).mean().itemDouble() == 2.0);
                break;
            case 4:
                check(t.matmul(t).toFloatArray()[0] == 8f);
                break;
            case 5:
                check(t.reshape(-1).numel() == 64);
                break;
            case 6:
                check(t.dtype() == DType.FLOAT32);
                t.toString(); // never throws
                break;
            default:
                check(t.sum(new long[] {0}, true).toDoubleArray()[7] == 8.0);
                break;
        }
    }

    private static void check(boolean ok) {
        if (!ok) {
            throw new AssertionError("an op on a live tensor gave a wrong value");
        }
    }

    @Test
    public void releaseRacingWithOpsOnAnotherThreadOnlyGivesIllegalState() throws Throwable {
        MemoryStats base = baseline();
        for (int round = 0; round < 10; round++) {
            MemoryStats before = Memory.stats();
            raceReleaseWithOps(1, false);
            MemoryStats after = Memory.stats();
            assertEquals("every handle of the round, the shared one included, is freed exactly once",
                after.allocCount - before.allocCount, after.freeCount - before.freeCount);
            assertBackTo(before);
        }
        assertBackTo(base);
    }

    @Test
    public void doubleReleaseRacingWithManyReadersFreesOnceAndOnlyGivesIllegalState() throws Throwable {
        MemoryStats base = baseline();
        for (int round = 0; round < 5; round++) {
            raceReleaseWithOps(THREADS, true);
            assertBackTo(base);
        }
        MemoryStats after = Memory.stats();
        assertEquals(after.allocCount - base.allocCount, after.freeCount - base.freeCount);
    }

    @Test
    public void scopeClosingWhileAnotherThreadReadsItsTensorsOnlyGivesIllegalState() throws Throwable {
        MemoryStats base = baseline();
        for (int round = 0; round < 10; round++) {
            List<Tensor> owned = new ArrayList<>();
            CountDownLatch reading = new CountDownLatch(1);
            ConcurrentLinkedQueue<Throwable> failures = new ConcurrentLinkedQueue<>();
            AtomicInteger released = new AtomicInteger();
            Thread reader;
            try (PointerScope scope = new PointerScope()) {
                for (int i = 0; i < 16; i++) {
                    owned.add(Ops.ones(4, 4).mul(i));
                }
                List<Tensor> view = List.copyOf(owned);
                reader = new Thread(() -> {
                    try {
                        for (int pass = 0; pass < 100_000 && released.get() < view.size(); pass++) {
                            if (pass == 50) {
                                reading.countDown();
                            }
                            int i = pass % view.size();
                            try (PointerScope mine = new PointerScope()) {
                                double s = view.get(i).sum().itemDouble();
                                if (s != 16.0 * i) {
                                    throw new AssertionError("wrong sum " + s + " for tensor " + i);
                                }
                            } catch (IllegalStateException e) {
                                if (!e.getMessage().contains("released")) {
                                    throw e;
                                }
                                released.incrementAndGet();
                            }
                        }
                    } catch (Throwable e) {
                        failures.add(e);
                    } finally {
                        reading.countDown();
                    }
                });
                reader.start();
                assertTrue(reading.await(60, TimeUnit.SECONDS));
            }
            reader.join(120_000);
            assertFalse(reader.isAlive());
            if (!failures.isEmpty()) {
                throw failures.poll();
            }
            for (Tensor t : owned) {
                assertTrue(t.isReleased());
            }
            assertBackTo(base);
        }
    }

    @Test
    public void releasingTheSameTensorsFromManyThreadsFreesEachOnce() throws Throwable {
        MemoryStats base = baseline();
        int n = 2_000;
        List<Tensor> tensors = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            tensors.add(Torch.retain(Ops.ones(2)));
        }
        CyclicBarrier start = new CyclicBarrier(THREADS);
        runThreads(THREADS, index -> {
            start.await(30, TimeUnit.SECONDS);
            List<Tensor> mine = new ArrayList<>(tensors);
            if (index % 2 == 1) {
                java.util.Collections.reverse(mine);
            }
            for (Tensor t : mine) {
                t.close();
            }
        });
        MemoryStats after = Memory.stats();
        assertEquals(base.allocCount + n, after.allocCount);
        assertEquals(base.freeCount + n, after.freeCount);
        assertBackTo(base);
    }

    @Test
    public void unscopedTensorsPassedStraightToAnOpAreNotFreedByTheCollectorWhileItRuns() throws Throwable {
        MemoryStats base = baseline();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(4);
        AtomicLong ops = new AtomicLong();
        Thread collector = new Thread(() -> {
            while (System.nanoTime() < deadline) {
                System.gc();
                try {
                    Thread.sleep(2);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }, "jtorch-collector");
        collector.start();
        // Nothing holds the temporaries but the call itself: once an op has read their ids,
        // the JIT may drop them, and their cleaners would free them under the op.
        runThreads(3, i -> {
            float[] one = {1f};
            float[] two = {2f};
            long n = 0;
            while (System.nanoTime() < deadline) {
                assertEquals(3.0, Ops.cat(List.of(Tensor.of(one), Tensor.of(two)), 0).sum().itemDouble(), 0.0);
                assertEquals(3.0, Ops.add(Tensor.of(one), Tensor.of(two)).itemDouble(), 0.0);
                n++;
            }
            ops.addAndGet(n);
        });
        collector.join();
        assertTrue("ops run: " + ops.get(), ops.get() > 1000);
        for (int round = 0; round < 100 && Memory.stats().liveTensors != base.liveTensors; round++) {
            Torch.gc();
        }
        assertBackTo(base);
    }

    @Test
    public void zeroGradStepAndGradRacingBackwardsOnSharedParametersNeverCrash() throws Throwable {
        MemoryStats base = baseline();
        try (PointerScope shared = new PointerScope()) {
            Tensor w = Ops.rand(100_000);
            Ops.requiresGradInPlace(w, true);
            OptimizerHandle opt = OptimizerHandle.create(0, new double[] {0.01, 0, 0, 0, 0}, List.of(w));
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(3);
            AtomicLong backwards = new AtomicLong();
            // Three threads run backward passes into w's gradient while one resets, steps
            // with and reads that gradient: before the gradients were locked, this freed
            // memory under a backward pass within a second or two.
            runThreads(4, i -> {
                while (System.nanoTime() < deadline) {
                    try (PointerScope s = new PointerScope()) {
                        if (i < 3) {
                            Ops.backward(Ops.sum(Ops.mul(w, w)));
                            backwards.incrementAndGet();
                        } else {
                            opt.zeroGrad();
                            opt.step();
                            Ops.grad(w);
                        }
                    }
                }
            });
            assertTrue(backwards.get() > 10);
        }
        assertBackTo(base);
    }

    @Test
    public void setDataRacingOpsOnTheSameTensorOnOtherThreadsNeverCrashes() throws Throwable {
        MemoryStats base = baseline();
        try (PointerScope shared = new PointerScope()) {
            int n = 1 << 20;
            Tensor big = Ops.rand(n);
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(3);
            AtomicLong swapped = new AtomicLong();
            // Two threads compute on big while a third swaps its memory out: the swap either
            // has big to itself (the others' ops wait for it) or is refused.
            runThreads(3, i -> {
                while (System.nanoTime() < deadline) {
                    try (PointerScope s = new PointerScope()) {
                        if (i < 2) {
                            double sum = Ops.sum(Ops.mul(big, 2.0)).itemDouble();
                            assertTrue("sum " + sum, sum >= 0 && sum <= 2.0 * n);
                            java.util.concurrent.locks.LockSupport.parkNanos(300_000);
                        } else {
                            try {
                                Ops.setDataInPlace(big, Ops.rand(n));
                                swapped.incrementAndGet();
                            } catch (IllegalStateException e) {
                                assertTrue(e.getMessage(), e.getMessage().contains("another thread is using it"));
                            }
                        }
                    }
                }
            });
            assertTrue("no swap went through", swapped.get() > 0);
        }
        assertBackTo(base);
    }

    /** One thread's op, and the tensor the other thread swaps the memory of with set_data_. */
    private static final class Race {
        final Runnable op;
        final java.util.function.Supplier<Tensor> victim;

        Race(Runnable op, java.util.function.Supplier<Tensor> victim) {
            this.op = op;
            this.victim = victim;
        }
    }

    /**
     * Two threads for {@code seconds}, one running {@code race}'s op while the other swaps out
     * the memory of its victim with set_data_, given x (no grad) and w (requires grad, with a
     * gradient), both of n elements. The swap must wait for, or be refused by, any op in flight
     * on that memory, however the op reaches it.
     */
    private static void setDataRacing(int n, int seconds, java.util.function.BiFunction<Tensor, Tensor, Race> race)
            throws Throwable {
        MemoryStats base = baseline();
        try (PointerScope shared = new PointerScope()) {
            Tensor x = Ops.rand(n);
            Tensor w = Ops.rand(n).requiresGradInPlace();
            Ops.backward(Ops.sum(Ops.mul(x, w)));
            Race r = race.apply(x, w);
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
            AtomicLong swaps = new AtomicLong();
            AtomicLong ops = new AtomicLong();
            runThreads(2, i -> {
                while (System.nanoTime() < deadline) {
                    try (PointerScope s = new PointerScope()) {
                        if (i == 0) {
                            r.op.run();
                            ops.incrementAndGet();
                        } else {
                            try {
                                Ops.setDataInPlace(r.victim.get(), Ops.rand(n));
                                swaps.incrementAndGet();
                            } catch (IllegalStateException e) {
                                assertTrue(e.getMessage(), e.getMessage().contains("another thread is using it"));
                            }
                        }
                    }
                }
            });
            assertTrue("ops " + ops.get(), ops.get() > 0);
            assertTrue("no swap went through", swaps.get() > 0);
        }
        assertBackTo(base);
    }

    /** mul saves x to compute w's gradient, and accumulates into w's. */
    private static void backwardThroughMul(Tensor x, Tensor w) {
        Ops.backward(Ops.sum(Ops.mul(x, w)));
    }

    @Test
    public void setDataOnAnInputABackwardPassSavedNeverCrashes() throws Throwable {
        setDataRacing(1 << 23, 4, (x, w) -> new Race(() -> backwardThroughMul(x, w), () -> x));
    }

    @Test
    public void setDataOnAnInputAGradientsPassSavedNeverCrashes() throws Throwable {
        // gradients reads the graph as backward does, and its result has a graph of its own.
        setDataRacing(1 << 23, 4, (x, w) -> new Race(
                () -> Ops.gradients(Ops.sum(Ops.mul(x, w)), List.of(w), null, false, true).get(0).sum().itemDouble(),
                () -> x));
    }

    @Test
    public void setDataOnAGradientHeldAsATensorRacingBackwardNeverCrashes() throws Throwable {
        setDataRacing(1 << 23, 4, (x, w) -> new Race(() -> backwardThroughMul(x, w), () -> Ops.grad(w)));
    }

    @Test
    public void setDataThroughAHandleAnOpHandedBackRacingOpsOnTheOriginalNeverCrashes() throws Throwable {
        setDataRacing(1 << 22, 3, (x, w) -> {
            Tensor d = Ops.clone(x); // memory of its own, which a swap frees
            Tensor handedBack = Ops.contiguous(d); // LibTorch hands d itself back
            return new Race(() -> Ops.sum(Ops.mul(d, d)).itemDouble(), () -> handedBack);
        });
    }

    @Test
    public void setDataOnOneGradientHandleRacingOpsOnAnotherNeverCrashes() throws Throwable {
        setDataRacing(1 << 22, 3, (x, w) -> {
            Tensor g = Ops.grad(w);
            return new Race(() -> Ops.sum(Ops.mul(g, g)).itemDouble(), () -> Ops.grad(w));
        });
    }
}
