package io.github.jtorch;

import static io.github.jtorch.TestSupport.assertBackTo;
import static io.github.jtorch.TestSupport.baseline;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertSame;
import static org.junit.Assert.assertThrows;
import static org.junit.Assert.assertTrue;
import static org.junit.Assume.assumeTrue;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.After;
import org.junit.Test;

/**
 * A REPL evaluation interrupted mid-scope (its thread stopped, or an exception thrown past
 * scopes opened without try-with-resources) leaks nothing that the next stop-session, or the
 * collection of an ended thread, does not free (rules 3, 9, 11, 12).
 */
public class InterruptedEvaluationTest {

    @After
    public void leaveThisThreadClean() {
        Torch.stopSession();
    }

    /** Runs gc until live tensors are back to {@code base} (or 100 rounds pass), then checks they are. */
    private static void assertCollectedBackTo(MemoryStats base) {
        for (int round = 0; round < 100 && Memory.stats().liveTensors != base.liveTensors; round++) {
            Torch.gc();
        }
        assertBackTo(base);
    }

    /** What an interrupted evaluation leaves: a session and two scopes, each owning tensors. */
    private static List<Tensor> leaveSessionAndScopesOpen() {
        List<Tensor> made = new ArrayList<>();
        Torch.startSession();
        made.add(Ops.ones(3));
        new PointerScope();
        made.add(Ops.ones(4).mul(2));
        new PointerScope();
        made.add(Ops.randn(2, 2));
        return made;
    }

    @Test
    public void scopesAndSessionLeftOpenByAThreadThatEndedAreFreedOnceItIsCollected() throws Throwable {
        MemoryStats base = baseline();
        List<Tensor> made = TestSupport.onOtherThread(InterruptedEvaluationTest::leaveSessionAndScopesOpen);
        assertEquals(base.liveTensors + 4, Memory.stats().liveTensors);
        assertCollectedBackTo(base);
        for (Tensor t : made) {
            assertTrue(t.isReleased());
        }
    }

    @Test
    public void tensorsThatLeftTheScopesOfAThreadThatEndedStayAlive() throws Throwable {
        MemoryStats base = baseline();
        Tensor retained;
        Tensor adopted;
        try (PointerScope mine = new PointerScope()) {
            List<Tensor> fromThread = TestSupport.onOtherThread(() -> {
                new PointerScope();
                Tensor r = Torch.retain(Ops.ones(2));
                Tensor a = Ops.ones(5);
                Ops.ones(7); // left to the scope
                return List.of(r, a);
            });
            retained = fromThread.get(0);
            adopted = mine.attach(fromThread.get(1));
            for (int round = 0; round < 100 && Memory.stats().liveTensors != base.liveTensors + 2; round++) {
                Torch.gc();
            }
            assertEquals("only the tensor left to the ended thread's scope is freed",
                    base.liveTensors + 2, Memory.stats().liveTensors);
            assertFalse(retained.isReleased());
            assertFalse(adopted.isReleased());
            assertEquals(5.0, adopted.sum().itemDouble(), 0);
        }
        assertTrue(adopted.isReleased());
        assertFalse(retained.isReleased());
        retained.close();
        assertBackTo(base);
    }

    @Test
    public void stopSessionClosesScopesLeftOpenAboveTheSession() {
        MemoryStats base = baseline();
        List<Tensor> made = leaveSessionAndScopesOpen();
        List<PointerScope> open = PointerScope.openScopes();
        assertEquals(2, open.size());
        Torch.stopSession();
        for (PointerScope s : open) {
            assertTrue(s.isClosed());
        }
        for (Tensor t : made) {
            assertTrue(t.isReleased());
        }
        assertNull(PointerScope.current());
        assertFalse(Torch.hasSession());
        assertBackTo(base);
    }

    @Test
    public void stopSessionWithoutASessionClosesScopesLeftOpen() {
        MemoryStats base = baseline();
        new PointerScope();
        Tensor a = Ops.ones(2);
        new PointerScope();
        Tensor b = Ops.ones(2);
        Torch.stopSession();
        assertTrue(a.isReleased());
        assertTrue(b.isReleased());
        assertNull(PointerScope.current());
        assertBackTo(base);
    }

    @Test
    public void startSessionClosesScopesLeftOpenAndThePreviousSession() {
        MemoryStats base = baseline();
        List<Tensor> made = leaveSessionAndScopesOpen();
        Torch.startSession();
        for (Tensor t : made) {
            assertTrue(t.isReleased());
        }
        PointerScope fresh = PointerScope.current();
        assertTrue(fresh.isSession());
        assertTrue(PointerScope.openScopes().isEmpty());
        Tensor kept = Ops.ones(1);
        assertSame(fresh, kept.owner());
        Torch.stopSession();
        assertTrue(kept.isReleased());
        assertBackTo(base);
    }

    @Test
    public void closingASessionClosesTheScopesAboveItFirst() {
        MemoryStats base = baseline();
        Torch.startSession();
        PointerScope session = PointerScope.current();
        PointerScope above = new PointerScope();
        Tensor t = Ops.ones(2);
        session.close();
        assertTrue(above.isClosed());
        assertTrue(t.isReleased());
        assertNull(PointerScope.current());
        assertBackTo(base);
    }

    @Test
    public void exceptionThrownPastScopesOpenedWithoutTryLeavesThemToStopSession() {
        MemoryStats base = baseline();
        Torch.startSession();
        try {
            Torch.withTorch(() -> {
                new PointerScope(); // opened without try-with-resources, as careless code does
                Ops.ones(8);
                throw new IllegalStateException("interrupted");
            });
        } catch (IllegalStateException expected) {
            // withTorch closed its own scope, and with it the one opened inside it
        }
        assertTrue(PointerScope.openScopes().isEmpty());
        new PointerScope(); // this one is outside any withTorch
        Ops.ones(9);
        Torch.stopSession();
        assertBackTo(base);
    }

    /** Named, not referenced: ThreadDeath is deprecated for removal on newer JDKs. */
    /**
     * Whether {@code e} is the test's stop: a {@code ThreadDeath}, or one the JDK wrapped
     * (a stop that lands while a lambda's call site is first linked comes out as an
     * {@code InternalError} caused by it).
     */
    private static boolean isThreadDeath(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t.getClass().getName().equals("java.lang.ThreadDeath")) {
                return true;
            }
        }
        return false;
    }

    private static Method threadStop() {
        try {
            Method stop = Thread.class.getMethod("stop");
            Thread probe = new Thread(() -> { });
            stop.invoke(probe); // JDK 20 and later throw UnsupportedOperationException
            return stop;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }

    /**
     * Starts a thread evaluating ops in a loop of scopes over a session, as a REPL does, and
     * returns it once it is busy.
     */
    private static Thread startBusyEvaluation(AtomicReference<Throwable> failure, boolean surviveStop,
            CountDownLatch busy, CountDownLatch finished) {
        Thread t = new Thread(() -> {
            try {
                Torch.startSession();
                Tensor w = Ops.randn(4, 4);
                float[] column = {1, 2, 3, 4};
                try {
                    for (long i = 0; ; i++) {
                        // reshape: an op with a long[] argument, read without swallowing the
                        // pending ThreadDeath (src/jarray.rs).
                        Torch.withTorch(() -> w.matmul(Tensor.of(column, 4, 1)).add(1).sum().mul(w).reshape(16));
                        if (i == 50) {
                            busy.countDown();
                        }
                    }
                } catch (Error stopped) {
                    if (!isThreadDeath(stopped) || !surviveStop) {
                        throw stopped;
                    }
                }
                // The REPL thread lives on; its next evaluation stops the session.
                Torch.stopSession();
            } catch (Throwable e) {
                if (!isThreadDeath(e)) { // ThreadDeath: ended by the interrupt
                    failure.set(e);
                }
            } finally {
                finished.countDown();
            }
        }, "jtorch-evaluation");
        t.start();
        return t;
    }

    private static void stopEvaluationsMidScope(int trials, boolean surviveStop) throws Throwable {
        Method stop = threadStop();
        assumeTrue("Thread.stop is unsupported on JDK " + System.getProperty("java.version"), stop != null);
        for (int i = 0; i < trials; i++) {
            AtomicReference<Throwable> failure = new AtomicReference<>();
            CountDownLatch busy = new CountDownLatch(1);
            CountDownLatch finished = new CountDownLatch(1);
            Thread t = startBusyEvaluation(failure, surviveStop, busy, finished);
            assertTrue(busy.await(60, TimeUnit.SECONDS));
            stop.invoke(t);
            assertTrue(finished.await(60, TimeUnit.SECONDS));
            t.join();
            if (failure.get() != null) {
                throw failure.get();
            }
        }
    }

    @Test
    public void evaluationThreadsStoppedMidScopeLeakNothingOnceCollected() throws Throwable {
        MemoryStats base = baseline();
        stopEvaluationsMidScope(40, false);
        assertCollectedBackTo(base);
    }

    @Test
    public void evaluationThreadStoppedMidScopeThatLivesOnLeaksNothingAfterStopSession() throws Throwable {
        MemoryStats base = baseline();
        stopEvaluationsMidScope(40, true);
        // No gc: stop-session on the surviving thread freed its scopes, session and lost result.
        assertBackTo(base);
    }

    /**
     * A result a failing handler could not free stays recorded on the thread; the next op
     * frees it before it runs, so that op's own failure cannot overwrite the record and lose
     * the result, even with no scope open to close.
     */
    @Test
    public void aResultLeftRecordedIsFreedByTheThreadsNextOpEvenOneThatFailsOutsideAnyScope() throws Throwable {
        MemoryStats base = baseline();
        TestSupport.onOtherThread(() -> {
            Tensor a = Torch.retain(Ops.ones(2));
            int add = Ops.SPECS.stream().filter(s -> s.name.equals("add")).findFirst().orElseThrow().index;
            // What a handler that overflowed its stack leaves: an id Java never wrapped, recorded,
            // and (a tensor made since) no longer the thread's last native result.
            long lost = Ops.binary(add, true, a.id, a.id);
            Tensor b = Torch.retain(Ops.ones(3));
            PointerScope.stack().lostId = lost;
            assertEquals(base.liveTensors + 3, Memory.stats().liveTensors);
            assertThrows(TorchException.class, () -> Ops.matmul(a, b)); // the very next op fails
            Torch.release(List.of(a, b));
            return null;
        });
        assertBackTo(base);
    }

    private static Tensor shared;

    /** Recurses until the stack overflows, a scope and ops of every result kind at each level. */
    private static void deeper(int[] depth) {
        try (PointerScope s = new PointerScope()) {
            depth[0]++;
            shared.add(1.0);
            Ops.split(shared, 1, 0);
            deeper(depth);
        }
    }

    /**
     * A stack overflow can strike between a native call's return and the wrapping of what it
     * returned, and again in the handler meant to free that: such results are recorded with
     * field writes and freed by the next close on the way out. Before, 10 overflows through
     * {@code split} left about 39 tensors for good.
     */
    @Test
    public void stackOverflowsAmongOpsLeaveNoTensorBehind() throws Throwable {
        MemoryStats base = baseline();
        shared = Torch.retain(Ops.ones(8));
        AtomicReference<Throwable> failure = new AtomicReference<>();
        int[] overflows = {0};
        Thread t = new Thread(null, () -> {
            try {
                for (int i = 0; i < 40; i++) {
                    try {
                        deeper(new int[1]);
                    } catch (StackOverflowError e) {
                        overflows[0]++;
                    }
                }
            } catch (Throwable e) {
                failure.set(e);
            }
        }, "jtorch-overflowing", 256 * 1024);
        t.start();
        t.join();
        if (failure.get() != null) {
            throw failure.get();
        }
        assertEquals(40, overflows[0]);
        Torch.release(shared);
        shared = null;
        assertBackTo(base);
    }

    /**
     * A worker that catches {@code ThreadDeath} and goes on, stopped again and again while it
     * runs ops of every native kind in scopes: each stop that lands as an op returns takes the
     * op's result id from Java, and the op's own frame frees that tensor as the stop passes
     * (the lost-result check at stop-session finds only the last one).
     */
    @Test
    public void aThreadStoppedAgainAndAgainThatLivesOnLeaksNoResultAnOpWasReturning() throws Throwable {
        Method stop = threadStop();
        assumeTrue("Thread.stop is unsupported on JDK " + System.getProperty("java.version"), stop != null);
        MemoryStats base = baseline();
        AtomicBoolean quit = new AtomicBoolean();
        AtomicBoolean working = new AtomicBoolean();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        long[] stops = new long[1];
        float[] data = {1, 2, 3, 4};
        Thread worker = new Thread(() -> {
            Tensor w;
            try (PointerScope setup = new PointerScope()) {
                w = Torch.retain(Ops.randn(4, 4));
                // Loads the dispatcher's operator table (cat's path) before any stop can land in
                // its class initialisation, which would fail it for the rest of the JVM.
                Ops.cat(List.of(w, w), 0);
            }
            while (!quit.get()) {
                try {
                    working.set(true);
                    while (!quit.get()) {
                        try (PointerScope s = new PointerScope()) {
                            Tensor x = Tensor.of(data, 4, 1);                  // from Java data
                            Tensor y = w.matmul(x).relu().add(1.0);            // tt, t, ts
                            Tensor z = Ops.ones(4, 1).reshape(1, 4);           // ldv, tl
                            Ops.cat(List.of(y.reshape(1, 4), z), 0).sum();     // g
                        }
                    }
                } catch (Throwable e) {
                    working.set(false);
                    if (!isThreadDeath(e)) {
                        failure.set(e);
                        return;
                    }
                    stops[0]++;
                }
            }
            working.set(false);
            Torch.release(w);
            // What a REPL thread's next evaluation does: a stop that landed before a scope's
            // close began left that scope open, and only ending the thread's session (or the
            // thread) closes it. Before each op's frame freed a result the stop kept from
            // Java, those results were nobody's, and stayed live: 1,818 in a run of this test.
            Torch.stopSession();
        }, "jtorch-stopped-again");
        worker.start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(3);
        while (System.nanoTime() < deadline) {
            Thread.sleep(0, 100_000);
            if (working.getAndSet(false)) {
                stop.invoke(worker);
            }
        }
        quit.set(true);
        worker.join(60_000);
        if (failure.get() != null) {
            throw failure.get();
        }
        assertTrue("stops that reached the worker: " + stops[0], stops[0] >= 100);
        // The worker freed everything itself, as a live thread does: no collection.
        assertBackTo(base);
    }

    /**
     * A thread stopped while it closes a big scope, and that lives on: the next scope it opens
     * finishes that close first (the slot the closing scope kept is the one the new scope
     * takes), with no stop-session and no collection.
     */
    @Test
    public void aCloseCutShortIsFinishedByTheNextScopeTheThreadOpens() throws Throwable {
        MemoryStats base = baseline();
        stopWhileClosing("jtorch-closing", (closing, cutShort) -> {
            try {
                closeABigScope(closing);
                Thread.sleep(60_000); // the stop came after the close: it lands here
            } catch (Throwable e) {
                if (!isThreadDeath(e)) {
                    throw e;
                }
            }
            cutShort.set(Memory.stats().liveTensors != base.liveTensors);
            try (PointerScope next = new PointerScope()) {
                assertBackTo(base);
            }
            assertTrue(PointerScope.openScopes().isEmpty());
            assertBackTo(base);
        });
    }

    @Test
    public void aCloseCutShortInsideAnEnclosingScopeIsFinishedWhenThatScopeCloses() throws Throwable {
        MemoryStats base = baseline();
        stopWhileClosing("jtorch-closing-nested", (closing, cutShort) -> {
            try (PointerScope outer = new PointerScope()) {
                Ops.ones(4);
                closeABigScope(closing);
                Thread.sleep(60_000); // the stop came after the inner close: it lands here
            } catch (Throwable e) {
                if (!isThreadDeath(e)) {
                    throw e;
                }
                // Not from the sleep: it cut the inner close short. The outer scope has closed
                // on the way out, and must have finished that close.
                cutShort.set(Arrays.stream(e.getStackTrace()).noneMatch(f -> f.getMethodName().equals("sleep")));
            }
            assertTrue(PointerScope.openScopes().isEmpty());
            assertBackTo(base);
        });
        assertBackTo(base);
    }

    /** A stopped thread's body: it counts {@code closing} down as a close starts, and sets {@code cutShort} when the stop cut that close short. */
    @FunctionalInterface
    private interface StoppedBody {
        void run(CountDownLatch closing, AtomicBoolean cutShort) throws Throwable;
    }

    /**
     * Runs {@code body} on fresh threads, each stopped once it counts down, until three stops
     * have cut a close short (at most 20 tries; fewer than one fails).
     */
    private static void stopWhileClosing(String name, StoppedBody body) throws Throwable {
        Method stop = threadStop();
        assumeTrue("Thread.stop is unsupported on JDK " + System.getProperty("java.version"), stop != null);
        int cutShort = 0;
        // A busy machine can hold this thread up past a whole close: try until a few land.
        for (int trial = 0; trial < 100 && cutShort < 3; trial++) {
            AtomicReference<Throwable> failure = new AtomicReference<>();
            AtomicBoolean wasCutShort = new AtomicBoolean();
            CountDownLatch closing = new CountDownLatch(1);
            Thread t = new Thread(() -> {
                try {
                    body.run(closing, wasCutShort);
                } catch (Throwable e) {
                    failure.set(e);
                }
            }, name);
            t.start();
            assertTrue(closing.await(60, TimeUnit.SECONDS));
            stop.invoke(t);
            t.join(60_000);
            if (failure.get() != null) {
                throw failure.get();
            }
            cutShort += wasCutShort.get() ? 1 : 0;
        }
        assertTrue("no close of 100,000 tensors was cut short in 100 tries", cutShort > 0);
    }

    /** Makes 100,000 tensors in a scope, counts {@code closing} down, and closes the scope. */
    private static void closeABigScope(CountDownLatch closing) {
        try (PointerScope big = new PointerScope()) {
            Tensor a = Ops.ones(4);
            for (int i = 0; i < 100_000; i++) {
                a.add(1);
            }
            closing.countDown();
        }
    }

    @Test
    public void aCloseCutShortAfterItsScopeLeftTheStackFreesNoScopeOpenedAfter() {
        MemoryStats base = baseline();
        PointerScope.Stack st = PointerScope.stack();
        try (PointerScope closed = new PointerScope()) {
            Ops.ones(2);
        }
        // What a stop landing after the close freed its scope and emptied the slot leaves: the
        // slot marked as closing.
        st.closingAt = st.depth;
        try (PointerScope open = new PointerScope()) {
            Tensor t = Ops.ones(3);
            try (PointerScope inner = new PointerScope()) {
                assertFalse("the open scope was closed", open.isClosed());
                assertFalse(t.isReleased());
                assertEquals(6.0, t.add(Ops.ones(3)).sum().itemDouble(), 0.0);
            }
            assertFalse(t.isReleased());
        }
        assertEquals(-1, st.closingAt);
        assertTrue(PointerScope.openScopes().isEmpty());
        assertBackTo(base);
    }

    private static Thread startVirtualThread(Runnable body) throws ReflectiveOperationException {
        Object builder = Thread.class.getMethod("ofVirtual").invoke(null);
        Method start = Class.forName("java.lang.Thread$Builder").getMethod("start", Runnable.class);
        return (Thread) start.invoke(builder, body);
    }

    @Test
    public void virtualThreadsThatEndWithScopesOpenAreFreedOnceCollected() throws Throwable {
        Thread probe;
        try {
            probe = startVirtualThread(() -> { });
        } catch (ReflectiveOperationException e) {
            assumeTrue("virtual threads need JDK 21 or later", false);
            return;
        }
        probe.join();
        MemoryStats base = baseline();
        ConcurrentLinkedQueue<Throwable> failures = new ConcurrentLinkedQueue<>();
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            threads.add(startVirtualThread(() -> {
                try {
                    leaveSessionAndScopesOpen();
                    Thread.sleep(1); // unmounts; resumes on any carrier with the same stack
                    Ops.ones(6);
                } catch (Throwable e) {
                    failures.add(e);
                }
            }));
        }
        for (Thread t : threads) {
            t.join();
        }
        assertTrue(failures.toString(), failures.isEmpty());
        assertEquals("4 tensors left to each thread's session and scopes, and 1 made after blocking",
                base.liveTensors + 50 * 5, Memory.stats().liveTensors);
        assertCollectedBackTo(base);
    }

    @Test
    public void countingAScopeFromAnotherThreadLosesNoneOfItsTensors() throws Throwable {
        MemoryStats base = baseline();
        AtomicReference<PointerScope> shared = new AtomicReference<>();
        AtomicBoolean done = new AtomicBoolean();
        Thread reader = new Thread(() -> {
            while (!done.get()) {
                PointerScope s = shared.get();
                if (s != null) {
                    s.ownedCount();
                    s.toString();
                }
            }
        }, "jtorch-scope-reader");
        reader.start();
        try {
            for (int round = 0; round < 20; round++) {
                try (PointerScope scope = new PointerScope()) {
                    shared.set(scope);
                    Tensor keep = Ops.ones(1);
                    for (int i = 0; i < 2_000; i++) {
                        Tensor t = Ops.ones(1);
                        if (i % 3 == 0) {
                            scope.detach(t).close(); // leaves gaps that compacting removes
                        }
                    }
                    assertFalse(keep.isReleased());
                }
            }
        } finally {
            done.set(true);
            reader.join();
        }
        assertBackTo(base);
    }
}
