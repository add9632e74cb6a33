package io.github.jtorch.bench.threads;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Lets a benchmark's next run start only once the threads of its last run have left the
 * process, as a Rust join does. {@code Thread.join} returns when the
 * thread's code has ended, before the operating-system thread has finished exiting: the JVM
 * deletes the thread and the C library frees its caches and gives back its stack after that,
 * on the cores the next run's threads are starting on. Linux only; elsewhere nothing waits.
 * {@link FreshThreads} waits so after every run.
 */
final class ThreadExits {
    private ThreadExits() {}

    /** The calling thread's id in the operating system, or null where Linux's /proc has none. */
    static String currentTid() {
        try {
            return Files.readSymbolicLink(Path.of("/proc/thread-self")).getFileName().toString();
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return null;
        }
    }

    /**
     * Waits until none of {@code tids} (from {@link #currentTid}; nulls are skipped) is a thread of
     * this process any more, for a second at most in all.
     */
    static void awaitGone(String[] tids) {
        long deadline = System.nanoTime() + 1_000_000_000L;
        for (String tid : tids) {
            if (tid == null) {
                continue;
            }
            Path task = Path.of("/proc/self/task", tid);
            while (Files.exists(task) && System.nanoTime() < deadline) {
                Thread.onSpinWait();
            }
        }
    }
}
