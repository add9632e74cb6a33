package io.github.jtorch;

import java.lang.ref.Reference;
import java.util.List;

/**
 * A native LibTorch optimizer ({@code torch::optim}). Low-level: use
 * {@link io.github.jtorch.optim.Optimizer}. Like a tensor, a handle attaches to the current
 * scope when made and is freed with it, by {@link #close()}, or by the GC when unscoped.
 */
public final class OptimizerHandle extends NativeHandle {
    static {
        NativeLoader.load();
    }

    public static final int SGD = 0;
    public static final int ADAM = 1;
    public static final int ADAMW = 2;

    /**
     * The tensors it updates, held as LibTorch's optimizer holds them: while the optimizer is
     * reachable, the garbage collector does not free an unscoped parameter under it.
     */
    private final List<Tensor> parameters;

    private OptimizerHandle(long id, List<Tensor> parameters) {
        super(id);
        this.parameters = parameters;
    }

    /**
     * Makes an optimizer of {@code kind} over {@code parameters} (each must require grad, and
     * appear once: IllegalArgumentException otherwise). Settings: SGD {lr, momentum,
     * dampening, weight decay, nesterov (0/1)}; Adam and AdamW {lr, beta1, beta2, weight decay,
     * eps, amsgrad (0/1)}. The optimizer keeps its parameters reachable.
     */
    public static OptimizerHandle create(int kind, double[] settings, List<Tensor> parameters) {
        long[] ids = new long[parameters.size()];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = Tensor.idOf(parameters.get(i), "parameters[" + i + "]");
        }
        long made;
        try {
            made = create(kind, settings, ids);
        } finally {
            Reference.reachabilityFence(parameters);
        }
        OptimizerHandle h = new OptimizerHandle(made, List.copyOf(parameters));
        h.attachNew(PointerScope.stack());
        return h;
    }

    /**
     * Clears the gradients of every parameter. Throws IllegalStateException once the optimizer
     * or one of its parameters has been released.
     */
    public void zeroGrad() {
        try {
            zeroGrad(id);
        } finally {
            Reference.reachabilityFence(this);
        }
    }

    /**
     * Updates every parameter from its gradient. Throws IllegalStateException once the
     * optimizer or one of its parameters has been released.
     */
    public void step() {
        try {
            step(id);
        } finally {
            Reference.reachabilityFence(this);
        }
    }

    /** Changes the learning rate; the same exceptions as {@link #step()}. */
    public void setLearningRate(double lr) {
        try {
            setLearningRate(id, lr);
        } finally {
            Reference.reachabilityFence(this);
        }
    }

    @Override
    Kind kind() {
        return Kind.OPTIMIZER;
    }

    static boolean isLiveId(long id) {
        return isLive(id);
    }

    @Override
    void freeNative() {
        release(id);
    }

    @Override
    boolean isLiveNative() {
        return isLive(id);
    }

    @Override
    Runnable releaser() {
        long id = this.id;
        return () -> {
            try {
                if (release(id)) {
                    Memory.countFreedByGc();
                }
            } catch (RuntimeException e) {
                // Nobody to report to on the cleaner thread; the id is stale at worst.
            }
        };
    }

    @Override
    public String toString() {
        return isReleased() ? "#optimizer[released]" : "#optimizer[" + Long.toHexString(id) + "]";
    }

    private static native long create(int kind, double[] settings, long[] params);

    private static native void zeroGrad(long id);

    private static native void step(long id);

    private static native void setLearningRate(long id, double lr);

    private static native boolean release(long id);

    private static native boolean isLive(long id);
}
