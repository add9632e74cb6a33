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
}
