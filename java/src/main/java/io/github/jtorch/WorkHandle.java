package io.github.jtorch;

import java.lang.ref.Reference;
import java.util.ArrayList;
import java.util.List;

/**
 * A collective in flight (c10d's Work). Low-level: use
 * {@link io.github.jtorch.distributed.Work}. Attaches to the current scope when made; it keeps
 * its group and tensors alive until freed, so a collective never writes freed memory.
 */
public final class WorkHandle extends RegistryHandle {
    static {
        NativeLoader.loadForClass();
    }

    private WorkHandle(long id) {
        super(id, Kind.WORK);
    }

    static WorkHandle wrap(long id) {
        WorkHandle h = new WorkHandle(id);
        h.attachNew(PointerScope.stack());
        return h;
    }

    /**
     * Blocks until the collective has finished, at most {@code timeoutMs} (0: until the group's
     * timeout fails it); DistributedException when it failed or the time ran out. Returns the
     * tensors it made, attached to the current scope, to the first caller only (empty after).
     */
    public List<Tensor> await(long timeoutMs) {
        try {
            long[] ids = await0(id, timeoutMs);
            PointerScope.Stack stack = PointerScope.stack();
            List<Tensor> out = new ArrayList<>(ids.length);
            for (long t : ids) {
                out.add(Tensor.wrap(t, stack));
            }
            return out;
        } finally {
            Reference.reachabilityFence(this);
        }
    }

    /** Whether the collective has finished, well or not. */
    public boolean isCompleted() {
        try {
            return isCompleted(id);
        } finally {
            Reference.reachabilityFence(this);
        }
    }

    private static native long[] await0(long id, long timeoutMs);

    private static native boolean isCompleted(long id);

    static native boolean release(long id);

    static native boolean isLive(long id);
}
