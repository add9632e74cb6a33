package io.github.jtorch;

import java.util.function.Supplier;

/**
 * Grad mode. Autograd records ops on tensors that require grad unless the calling Java thread
 * is inside a no-grad region. The mode belongs to the Java thread (virtual threads included):
 * each op carries it to LibTorch, which keeps it per OS thread, so a virtual thread that
 * resumes on another carrier keeps its mode and never leaks it to other threads.
 */
public final class Autograd {
    private Autograd() {}

    /** A no-grad region; close it (try-with-resources) on the thread that opened it. */
    public static final class NoGrad implements AutoCloseable {
        private final PointerScope.Stack stack;
        private boolean closed;

        private NoGrad(PointerScope.Stack stack) {
            this.stack = stack;
            stack.noGrad++;
        }

        /** Ends the region; closing twice is a no-op. */
        @Override
        public void close() {
            if (!closed) {
                closed = true;
                stack.noGrad--;
            }
        }
    }

    /** Opens a no-grad region on the calling thread. */
    public static NoGrad noGrad() {
        return new NoGrad(PointerScope.stack());
    }

    /** Runs {@code body} with autograd off on this thread; the mode is restored on exceptions too. */
    public static <T> T noGrad(Supplier<T> body) {
        try (NoGrad g = noGrad()) {
            return body.get();
        }
    }

    /** Whether ops on the calling thread are recorded by autograd now. */
    public static boolean isGradEnabled() {
        return PointerScope.stack().gradEnabled();
    }
}
