package io.github.jtorch;

import java.util.Arrays;

/**
 * Frees the scopes and session a thread leaves open when it ends (killed, or interrupted
 * mid-scope), and the tensor whose id an interrupt kept from Java: each thread's scope stack is
 * watched from the moment it is made.
 */
final class ThreadEndCleanup {
    private ThreadEndCleanup() {}

    /**
     * Per thread with a scope stack: an object reachable only from that thread's locals. When
     * the thread ends it becomes unreachable, and a cleaner frees what the thread left open.
     */
    private static final ThreadLocal<Object> THREAD_END_WATCH = new ThreadLocal<>();

    /**
     * Registers a cleaner that frees what the calling thread, whose scope stack is
     * {@code stack}, leaves open when it ends. Its action holds the stack, never the watched
     * object, which only the thread's locals reach.
     */
    static void watch(ScopeStack stack) {
        Object alive = new Object();
        THREAD_END_WATCH.set(alive);
        NativeHandle.CLEANER.register(alive, new FreeAbandoned(stack));
        if (stack.exitKey != 0) {
            PointerScope.watchThreadExit(stack.exitKey);
        }
    }

    /** Frees what a thread that has ended left open; runs on the cleaner's thread. */
    private static void freeAbandoned(ScopeStack st) {
        st.finishInterruptedClose();
        for (int i = st.depth - 1; i >= 0; i--) {
            st.scopes[i].abandon();
        }
        Arrays.fill(st.scopes, 0, st.depth, null);
        st.depth = 0;
        if (st.session != null) {
            st.session.abandon();
            st.session = null;
        }
        st.freeAllLostOfEndedThread();
    }

    /** Cleaner action for a thread that ended with scopes or a session open. */
    private static final class FreeAbandoned implements Runnable {
        private final ScopeStack stack;

        FreeAbandoned(ScopeStack stack) {
            this.stack = stack;
        }

        @Override
        public void run() {
            try {
                freeAbandoned(stack);
            } catch (RuntimeException e) {
                // A cleaner thread has nobody to report to; what could be freed has been.
            }
        }
    }
}
