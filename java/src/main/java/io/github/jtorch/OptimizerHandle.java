package io.github.jtorch;

import java.lang.ref.Reference;
import java.util.List;

/**
 * A native optimizer: jtorch's own torch.optim algorithms (src/optim/). Low-level: use
 * {@link io.github.jtorch.optim.Optimizer}. Like a tensor, a handle attaches to the current
 * scope when made and is freed with it, by {@link #close()}, or by the GC when unscoped.
 *
 * <p>Options cross as text: {@code name=value} pairs joined by {@code ;}, by PyTorch's names,
 * a value being a number, {@code true}/{@code false}, or two numbers joined by {@code ,}
 * ({@code betas=0.9,0.999}).
 */
public final class OptimizerHandle extends RegistryHandle {
    static {
        NativeLoader.loadForClass();
    }

    public static final int SGD = 0;
    public static final int ADAM = 1;
    public static final int ADAMW = 2;
    public static final int RMSPROP = 3;
    public static final int ADAGRAD = 4;

    /**
     * The tensors it updates, held as PyTorch's optimizers hold them: while the optimizer is
     * reachable, the garbage collector does not free an unscoped parameter under it.
     */
    private final List<Tensor> parameters;

    private OptimizerHandle(long id, List<Tensor> parameters) {
        super(id, Kind.OPTIMIZER);
        this.parameters = parameters;
    }

    /**
     * Makes an optimizer of {@code kind} over {@code parameters} in one group (each must require
     * grad, and appear once: IllegalArgumentException otherwise). Settings: SGD {lr, momentum,
     * dampening, weight decay, nesterov (0/1)}; Adam and AdamW {lr, beta1, beta2, weight decay,
     * eps, amsgrad (0/1)}. The optimizer keeps its parameters reachable.
     */
    public static OptimizerHandle create(int kind, double[] settings, List<Tensor> parameters) {
        java.util.Objects.requireNonNull(settings, "settings");
        String spec;
        if (kind == SGD && settings.length == 5) {
            spec = "lr=" + settings[0] + ";momentum=" + settings[1] + ";dampening=" + settings[2] + ";weight_decay="
                    + settings[3] + ";nesterov=" + (settings[4] != 0);
        } else if ((kind == ADAM || kind == ADAMW) && settings.length == 6) {
            spec = "lr=" + settings[0] + ";betas=" + settings[1] + "," + settings[2] + ";weight_decay=" + settings[3]
                    + ";eps=" + settings[4] + ";amsgrad=" + (settings[5] != 0);
        } else {
            throw new IllegalArgumentException("optimizer kind " + kind + " takes no " + settings.length + " settings");
        }
        return create(kind, parameters, new int[] {parameters.size()}, new String[] {spec});
    }

    /**
     * Makes an optimizer of {@code kind} over {@code parameters}: the first
     * {@code groupSizes[0]} of them form the first group, with the options
     * {@code groupOptions[0]} (PyTorch's defaults for the rest), and so on.
     */
    public static OptimizerHandle create(int kind, List<Tensor> parameters, int[] groupSizes, String[] groupOptions) {
        long[] ids = new long[parameters.size()];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = Tensor.idOf(parameters.get(i), "parameters[" + i + "]");
        }
        long made;
        try {
            made = create(kind, ids, groupSizes, groupOptions);
        } finally {
            Reference.reachabilityFence(parameters);
        }
        OptimizerHandle h = new OptimizerHandle(made, List.copyOf(parameters));
        h.attachNew(PointerScope.stack());
        return h;
    }

    /**
     * Sets every parameter's gradient to None. Throws IllegalStateException once the optimizer
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
     * Updates every parameter that has a gradient. Throws IllegalStateException once the
     * optimizer or one of its parameters has been released.
     */
    public void step() {
        try {
            step(id);
        } finally {
            Reference.reachabilityFence(this);
        }
    }

    /** The number of parameters in each group. */
    public int[] groupSizes() {
        try {
            return groupSizes(id);
        } finally {
            Reference.reachabilityFence(this);
        }
    }

    /** Every option of group {@code group}, as text. */
    public String options(int group) {
        try {
            return options(id, group);
        } finally {
            Reference.reachabilityFence(this);
        }
    }

    /**
     * Sets the options {@code spec} names in group {@code group}; IllegalArgumentException,
     * and nothing set, for one the algorithm lacks or a value PyTorch refuses.
     */
    public void setOptions(int group, String spec) {
        try {
            setOptions(id, group, spec);
        } finally {
            Reference.reachabilityFence(this);
        }
    }

    /** Parameter {@code index}'s step count; NaN when its state has none. */
    public double stateStep(int index) {
        try {
            return stateStep(id, index);
        } finally {
            Reference.reachabilityFence(this);
        }
    }

    /** The names of parameter {@code index}'s state tensors. */
    public List<String> stateNames(int index) {
        try {
            String names = stateNames(id, index);
            return names.isEmpty() ? List.of() : List.of(names.split(","));
        } finally {
            Reference.reachabilityFence(this);
        }
    }

    /** A copy of parameter {@code index}'s state tensor {@code name}, attached to the current scope. */
    public Tensor stateTensor(int index, String name) {
        try {
            return Tensor.wrap(stateTensor(id, index, name));
        } finally {
            Reference.reachabilityFence(this);
        }
    }

    /**
     * Loads a saved state: each group's size and options, each parameter's step (NaN: none),
     * and the state tensors as (parameter, name, tensor) triples, which are copied.
     * IllegalArgumentException, and nothing loaded, when it does not fit this optimizer.
     */
    public void load(int[] groupSizes, String[] groupOptions, double[] steps, int[] tensorParams, String[] tensorNames,
            List<Tensor> tensors) {
        long[] ids = new long[tensors.size()];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = Tensor.idOf(tensors.get(i), "state tensor " + tensorNames[i]);
        }
        try {
            load(id, groupSizes, groupOptions, steps, tensorParams, tensorNames, ids);
        } finally {
            Reference.reachabilityFence(this);
            Reference.reachabilityFence(tensors);
        }
    }

    private static native long create(int kind, long[] params, int[] groupSizes, String[] groupOptions);

    private static native void zeroGrad(long id);

    private static native void step(long id);

    private static native int[] groupSizes(long id);

    private static native String options(long id, int group);

    private static native void setOptions(long id, int group, String spec);

    private static native double stateStep(long id, int index);

    private static native String stateNames(long id, int index);

    private static native long stateTensor(long id, int index, String name);

    private static native void load(long id, int[] groupSizes, String[] groupOptions, double[] steps, int[] tensorParams,
            String[] tensorNames, long[] tensorIds);

    static native boolean release(long id);

    static native boolean isLive(long id);
}
