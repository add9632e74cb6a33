package io.github.jtorch;

/**
 * The part of a thread's {@link PointerScope.Stack} that holds its grad mode (see
 * {@link Autograd}): each op reads it and carries it to LibTorch.
 */
abstract class GradMode extends LostResults {
    /** Depth of no-grad regions; autograd records ops only at 0. Per Java thread. */
    int noGrad;

    final boolean gradEnabled() {
        return noGrad == 0;
    }
}
