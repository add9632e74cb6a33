package io.github.jtorch.bench.threads;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * How every JVM variant of the two-thread benchmark runs its loops: on fresh threads, started
 * together from a spin, and done once the threads have left the process. Shared by the jtorch
 * variants (Java, Clojure, Rust's loop on JVM threads) and the JavaCPP worker, so that all of
 * them are measured the same way.
 */
public final class FreshThreads {
    private FreshThreads() {}

    /** A timed loop on one thread of {@link #run}: it runs {@code start} once its inputs are made. */
    public interface Loop {
        long run(Runnable start) throws Exception;
    }

    /**
     * Runs {@code loop} on {@code k} fresh threads started together (see {@link #spinStart}); the
     * slowest thread's nanoseconds. Returns once the threads have left the process (see {@link
     * ThreadExits}), as Rust's join of its threads does.
     */
    public static long run(int k, Loop loop) {
        AtomicInteger arrived = new AtomicInteger();
        long[] took = new long[k];
        String[] tids = new String[k];
        Throwable[] failed = new Throwable[1];
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < k; t++) {
            int id = t;
            Thread th = new Thread(() -> {
                tids[id] = ThreadExits.currentTid();
                try {
                    took[id] = loop.run(() -> spinStart(arrived, k));
                } catch (Exception | Error e) {
                    failed[0] = e;
                    // Lets the other threads out of the start, should this one fail before it.
                    arrived.addAndGet(k);
                }
            });
            threads.add(th);
            th.start();
        }
        long wall = 0;
        for (int t = 0; t < k; t++) {
            try {
                threads.get(t).join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
            wall = Math.max(wall, took[t]);
        }
        ThreadExits.awaitGone(tids);
        if (failed[0] != null) {
            throw new IllegalStateException(failed[0]);
        }
        return wall;
    }

    /**
     * Counts this thread in and spins until {@code k} threads have: all of them are then running
     * on cores of their own. A thread woken from a sleeping barrier is often put on the waking
     * thread's core and waits there for the scheduler to move it, milliseconds of a short run.
     */
    public static void spinStart(AtomicInteger arrived, int k) {
        arrived.incrementAndGet();
        while (arrived.get() < k) {
            Thread.onSpinWait();
        }
    }
}
