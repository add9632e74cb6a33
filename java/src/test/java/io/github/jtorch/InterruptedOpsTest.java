package io.github.jtorch;

import static io.github.jtorch.TestSupport.assertBackTo;
import static io.github.jtorch.TestSupport.baseline;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.Test;

/** A REPL's interrupt stops a REPL evaluation's ops; elsewhere ops leave interrupts alone. */
public class InterruptedOpsTest {

    @Test
    public void anInterruptStopsAReplEvaluationsLoopOfOpsAndClearsTheInterrupt() throws Exception {
        MemoryStats base = baseline();
        ReplSession repl = new ReplSession("interrupt-test");
        AtomicReference<Throwable> stopped = new AtomicReference<>();
        AtomicReference<Boolean> stillInterrupted = new AtomicReference<>();
        CountDownLatch running = new CountDownLatch(1);
        Thread evaluation = new Thread(() -> {
            repl.enter();
            try {
                Tensor a = Ops.ones(4);
                while (true) {
                    try (PointerScope s = new PointerScope()) {
                        a.add(a).mul(2.0);
                    }
                    running.countDown();
                }
            } catch (CancellationException e) {
                stopped.set(e);
                stillInterrupted.set(Thread.currentThread().isInterrupted());
            } finally {
                repl.leave();
            }
        });
        evaluation.start();
        running.await();
        evaluation.interrupt();
        evaluation.join(10_000);
        assertFalse("the loop stopped", evaluation.isAlive());
        assertTrue(String.valueOf(stopped.get()), stopped.get() instanceof CancellationException);
        assertEquals("the interrupt is consumed, as InterruptedException's is", Boolean.FALSE, stillInterrupted.get());
        assertEquals(1, repl.ownedCount());
        repl.close();
        assertBackTo(base);
    }

    @Test
    public void outsideAReplEvaluationOpsIgnoreInterrupts() {
        try (PointerScope s = new PointerScope()) {
            Thread.currentThread().interrupt();
            try {
                Ops.ones(2).add(Ops.ones(2));
                try (PointerScope inner = new PointerScope()) {
                    Ops.zeros(1);
                }
                assertTrue("the interrupt is left for the caller", Thread.currentThread().isInterrupted());
            } finally {
                Thread.interrupted();
            }
        }
    }

    /**
     * Runs {@code body} on a fresh thread (interrupts and REPL sessions stay there), rethrows
     * its failure, and checks that it left no tensor behind.
     */
    private static void onFreshThread(Runnable body) throws Exception {
        MemoryStats base = baseline();
        AtomicReference<Throwable> failed = new AtomicReference<>();
        Thread t = new Thread(() -> {
            try {
                body.run();
            } catch (Throwable e) {
                failed.set(e);
            }
        });
        t.start();
        t.join(30_000);
        if (failed.get() instanceof Exception) {
            throw (Exception) failed.get();
        }
        if (failed.get() != null) {
            throw new AssertionError(failed.get());
        }
        assertBackTo(base);
    }

    private static boolean stops(Runnable op) {
        Thread.currentThread().interrupt();
        try {
            op.run();
            return false;
        } catch (CancellationException e) {
            return true;
        } finally {
            Thread.interrupted();
        }
    }

    @Test
    public void nestedReplSessionsKeepTheOuterEvaluationInterruptible() throws Exception {
        onFreshThread(() -> {
            ReplSession outer = new ReplSession("outer");
            ReplSession inner = new ReplSession("inner");
            outer.enter();
            inner.enter();
            inner.leave();
            assertTrue("after the inner session's leave", stops(() -> Ops.zeros(1)));
            outer.leave();
            assertFalse("after leaving both", stops(() -> Ops.zeros(1).close()));
            inner.close();
            outer.close();
        });
    }

    @Test
    public void closingAReplSessionThatWasNeverLeftEndsItsInterruptibility() throws Exception {
        onFreshThread(() -> {
            ReplSession repl = new ReplSession("closed-while-entered");
            repl.enter();
            repl.close();
            assertFalse(stops(() -> Ops.zeros(1).close()));
        });
    }

    @Test
    public void anInterruptAfterTheLastOpDoesNotStopTheNextEvaluation() throws Exception {
        onFreshThread(() -> {
            ReplSession repl = new ReplSession("late-interrupt");
            repl.enter();
            Ops.zeros(1);
            Thread.currentThread().interrupt();
            repl.leave();
            assertFalse("the last leave consumed it", Thread.currentThread().isInterrupted());
            repl.enter();
            Ops.zeros(1);
            repl.leave();
            repl.close();
        });
    }

    @Test
    public void tensorsFromDataAndReadsOfValuesStopAtAnInterruptToo() throws Exception {
        onFreshThread(() -> {
            ReplSession repl = new ReplSession("reads");
            repl.enter();
            Tensor x = Ops.ones(2);
            assertTrue(stops(() -> Tensor.of(new float[] {1, 2})));
            assertTrue(stops(() -> x.toFloatArray()));
            assertTrue(stops(() -> x.sum().itemDouble()));
            repl.leave();
            repl.close();
        });
    }
}
