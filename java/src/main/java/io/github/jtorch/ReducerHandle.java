package io.github.jtorch;

import java.lang.ref.Reference;
import java.util.List;

/**
 * DistributedDataParallel's engine, c10d's Reducer (src/distributed/reducer.rs). Low-level: use
 * {@link io.github.jtorch.nn.parallel.DistributedDataParallel}. Hooks on the parameters' gradient
 * accumulators all-reduce each bucket of gradients as soon as its last gradient is written,
 * while the rest of backward runs; at backward's end the averages are in {@code .grad}. Attaches
 * to the current scope when made; freeing it removes the hooks.
 */
public final class ReducerHandle extends RegistryHandle {
    static {
        NativeLoader.loadForClass();
    }

    private ReducerHandle(long id) {
        super(id, Kind.REDUCER);
    }

    /**
     * A Reducer over {@code params} (each requiring grad) in buckets of about {@code bucketCapBytes}.
     * With {@code findUnusedParameters}, each {@link #prepare(Tensor)} walks the loss's graph and
     * counts the parameters it does not reach as ready (PyTorch's find_unused_parameters);
     * without, every parameter must get a gradient in each backward pass.
     */
    public static ReducerHandle create(ProcessGroupHandle group, List<Tensor> params, long bucketCapBytes,
            boolean findUnusedParameters) {
        java.util.Objects.requireNonNull(group, "process group");
        long[] ids = new long[params.size()];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = Tensor.idOf(params.get(i), "parameters[" + i + "]");
        }
        long made;
        try {
            made = create(group.id, ids, bucketCapBytes, findUnusedParameters);
        } finally {
            Reference.reachabilityFence(group);
            Reference.reachabilityFence(params);
        }
        ReducerHandle h = new ReducerHandle(made);
        h.attachNew(PointerScope.stack());
        return h;
    }

    /**
     * Arms the hooks for the backward pass from {@code loss}, in which every parameter must get
     * a gradient unless the Reducer was made to find unused parameters.
     */
    public void prepare(Tensor loss) {
        try {
            prepare(id, Tensor.idOf(loss, "loss"));
        } finally {
            Reference.reachabilityFence(this);
            Reference.reachabilityFence(loss);
        }
    }

    /** The number of buckets the gradients are all-reduced in. */
    public int buckets() {
        try {
            return buckets(id);
        } finally {
            Reference.reachabilityFence(this);
        }
    }

    private static native long create(long group, long[] params, long bucketCapBytes, boolean findUnused);

    private static native void prepare(long id, long loss);

    private static native int buckets(long id);

    static native boolean release(long id);

    static native boolean isLive(long id);
}
