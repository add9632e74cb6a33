package io.github.jtorch;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The part of a thread's {@link PointerScope.Stack} that frees tensors a native call made
 * but a failure kept from Java: an exception in the call's handler (a {@link StackOverflowError},
 * an {@link OutOfMemoryError}), or an asynchronous one ({@code Thread.stop}) thrown as the call
 * returns. The native half is {@code src/scope.rs}.
 *
 * <p>The parts of a stack are superclasses of it rather than objects it points to, so that an
 * op reads all it needs from the one per-thread object.
 */
abstract class LostResults {
    /** Names each watched platform thread to the native side; never 0. */
    private static final AtomicLong EXIT_KEYS = new AtomicLong();

    private static final MethodHandle IS_VIRTUAL = findIsVirtual();

    private static MethodHandle findIsVirtual() {
        try {
            return MethodHandles.publicLookup().findVirtual(Thread.class, "isVirtual", MethodType.methodType(boolean.class));
        } catch (ReflectiveOperationException e) {
            return null; // before JDK 21 every thread is a platform thread
        }
    }

    private static boolean isVirtual(Thread t) {
        if (IS_VIRTUAL == null) {
            return false;
        }
        try {
            return (boolean) IS_VIRTUAL.invokeExact(t);
        } catch (Throwable e) {
            return false;
        }
    }

    /**
     * Ids of tensors a native call returned to Java that a failure then kept from its
     * caller: {@link #lostId}, and those of {@link #lostIds} from {@link #lostFrom} on. A
     * failing call's handler records them with field writes, which cannot fail as a call
     * can (after a {@link StackOverflowError} the handler's frame may have no room for
     * another), then calls {@link #recoverLost()}; what that could not free, the thread's
     * next op, scope close, session stop or end frees. Freeing an id twice does nothing.
     * {@link #lostFrom} is written before {@link #lostIds}, whose being set says a record
     * is there.
     */
    long lostId;
    long[] lostIds;
    int lostFrom;

    /** The last tensor id wrapped on this thread (see {@code src/scope.rs}). */
    long lastWrapped;

    /** The key the native side watches this platform thread's exit under; 0 for a virtual thread. */
    final long exitKey;

    /** For the calling thread. */
    LostResults() {
        exitKey = isVirtual(Thread.currentThread()) ? 0 : EXIT_KEYS.incrementAndGet();
    }

    /**
     * For a native call that makes a tensor and failed, or whose result has not been
     * wrapped yet, as the failure passes: frees the tensor the call made if its id never
     * reached Java. An asynchronous exception ({@code Thread.stop}) thrown as the call
     * returns takes the id with it (see {@code src/scope.rs}); without this, a thread that
     * survives such stops would keep one tensor per stop for good. Virtual threads cannot
     * be stopped, and share their carriers' record, so they skip it.
     */
    final void recoverLostResult() {
        if (exitKey != 0) {
            PointerScope.releaseLostResult(lastWrapped);
        }
    }

    /**
     * In a failing native call's handler, after recording what the call returned (nothing
     * recorded: the failure came before any id reached Java): frees it, or else what the
     * native record says the call made ({@link #recoverLostResult()}).
     */
    final void recoverLost() {
        if (lostId == 0 && lostIds == null) {
            recoverLostResult();
        }
        freeRecordedLost();
    }

    /** Frees the recorded lost ids, if any; each record is cleared once freed. */
    final void freeRecordedLost() {
        if (lostId == 0 && lostIds == null) {
            return;
        }
        long id = lostId;
        if (id != 0) {
            Tensor.release(id);
            lostId = 0;
        }
        long[] ids = lostIds;
        if (ids != null) {
            for (int i = lostFrom; i < ids.length; i++) {
                Tensor.release(ids[i]);
                lostFrom = i + 1;
            }
            lostIds = null;
            lostFrom = 0;
        }
    }

    /** Frees every lost tensor of this live thread: the recorded ones, then the native record's. */
    final void freeAllLost() {
        freeRecordedLost();
        recoverLostResult();
    }

    /** Frees every lost tensor of this thread once it has ended; runs on the cleaner's thread. */
    final void freeAllLostOfEndedThread() {
        freeRecordedLost();
        if (exitKey != 0) {
            PointerScope.releaseLostResultOfEndedThread(exitKey, lastWrapped);
        }
    }
}
