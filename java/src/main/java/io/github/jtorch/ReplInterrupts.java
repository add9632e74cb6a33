package io.github.jtorch;

import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;

/**
 * The part of a thread's {@link PointerScope.Stack} that lets a REPL's interrupt stop a loop
 * of ops: while the thread evaluates for a {@link ReplSession}, each op checks the thread's
 * interrupt before it makes anything.
 */
abstract class ReplInterrupts extends GradMode {
    private static final AtomicIntegerFieldUpdater<ReplInterrupts> REPL_DEPTH =
            AtomicIntegerFieldUpdater.newUpdater(ReplInterrupts.class, "replDepth");

    /**
     * How many REPL sessions this thread evaluates for now ({@link ReplSession#enter()}
     * to {@link ReplSession#leave()}, or to the session's close, which may run on another
     * thread: hence atomic): while above 0, ops stop at an interrupt (see
     * {@link #stopIfInterrupted()}).
     */
    volatile int replDepth;

    /** Changes {@link #replDepth} by {@code by}, never below 0; the depth after. */
    final int addReplDepth(int by) {
        return REPL_DEPTH.updateAndGet(this, d -> Math.max(0, d + by));
    }

    /**
     * Throws {@link CancellationException}, clearing the interrupt, when this thread
     * evaluates for a REPL session and has been interrupted: a REPL's interrupt then stops a
     * loop of ops on JDKs that no longer have {@code Thread.stop}.
     */
    final void stopIfInterrupted() {
        if (replDepth > 0 && Thread.interrupted()) {
            throw new CancellationException("evaluation interrupted: a REPL evaluation's ops stop at an interrupt");
        }
    }
}
