package io.github.jtorch;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * The autograd node of {@code torch.utils.checkpoint} (src/shims/checkpoint.cpp): the forward pass
 * runs a function without recording its graph, and the backward pass runs it again with grad
 * mode on and back-propagates through that recomputation. Low-level: use
 * {@link io.github.jtorch.utils.Checkpoint}.
 *
 * <p>Each run of the function gets a scope of its own, closed when the run ends: what the
 * function makes is freed then, and its outputs live on only where autograd needs them (the
 * forward pass's outputs are new tensors of the caller's scope).
 */
public final class Recompute {
    static {
        NativeLoader.loadForClass();
    }

    private final Function<List<Tensor>, List<Tensor>> fn;
    /** The forward pass's inputs, while it runs; the recomputation gets copies from native. */
    private List<Tensor> forwardInputs;
    /** What the function threw in its last failed run, for the caller to rethrow. */
    private volatile Throwable failure;

    private Recompute(Function<List<Tensor>, List<Tensor>> fn) {
        this.fn = fn;
    }

    /**
     * Runs {@code fn} on {@code inputs} as {@code torch.utils.checkpoint.checkpoint} does: with
     * grad mode on, the result's backward pass runs {@code fn} again on the inputs, with the
     * random generators' states of this call when {@code preserveRngState}, and back-propagates
     * into the inputs and into every tensor {@code fn} reads that requires grad (a module's
     * parameters); with grad mode off this is {@code fn.apply(inputs)}. {@code fn} must make
     * the same computation both times and return at least one tensor. An exception {@code fn}
     * throws here is rethrown as it is; one it throws in the recomputation ends the backward
     * pass with a {@link TorchException} that names it.
     */
    public static List<Tensor> apply(Function<List<Tensor>, List<Tensor>> fn, List<Tensor> inputs,
            boolean preserveRngState) {
        Objects.requireNonNull(fn, "checkpoint: the function must not be null");
        Objects.requireNonNull(inputs, "checkpoint: the inputs must not be null");
        long[] ids = new long[inputs.size()];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = Tensor.idOf(inputs.get(i), "checkpoint input " + i);
        }
        PointerScope.Stack st = PointerScope.forOp();
        if (!st.gradEnabled()) {
            return outputsOf(fn.apply(inputs));
        }
        Recompute r = new Recompute(fn);
        r.forwardInputs = inputs;
        long[] out = null;
        int wrapped = 0;
        try {
            out = apply0(r, ids, preserveRngState);
            Tensor[] result = new Tensor[out.length];
            for (; wrapped < out.length; wrapped++) {
                result[wrapped] = Tensor.wrap(out[wrapped], st);
            }
            return List.of(result);
        } catch (Throwable e) {
            st.lostFrom = wrapped; // see PointerScope.Stack.lostId
            st.lostIds = out;
            st.recoverLost();
            Throwable cause = r.failure;
            if (cause != null) {
                sneakyThrow(cause);
            }
            throw e;
        } finally {
            r.forwardInputs = null;
            java.lang.ref.Reference.reachabilityFence(inputs);
        }
    }

    /** {@code fn}'s outputs, checked: a list of at least one tensor. */
    private static List<Tensor> outputsOf(List<Tensor> out) {
        if (out == null || out.isEmpty()) {
            throw new IllegalArgumentException("checkpoint: the function must return at least one tensor, got "
                    + (out == null ? "null" : "none"));
        }
        for (int i = 0; i < out.size(); i++) {
            if (out.get(i) == null) {
                throw new IllegalArgumentException("checkpoint: the function returned null as output " + i);
            }
        }
        return out;
    }

    /**
     * Called by native (src/recompute.rs) on the thread that runs the node: one run of the
     * function, the forward pass ({@code recompute} false, grad mode off) or the recomputation
     * (grad mode on), in a scope of its own; it hands its outputs to native frame
     * {@code frame}. Returns null, or what the function threw, described.
     */
    private String run(long frame, boolean recompute) {
        PointerScope.Stack st = PointerScope.stack();
        int noGrad = st.noGrad;
        st.noGrad = recompute ? 0 : noGrad + 1;
        try (PointerScope scope = new PointerScope()) {
            List<Tensor> in = recompute ? wrapAll(inputs0(frame), st) : forwardInputs;
            List<Tensor> out = outputsOf(fn.apply(in));
            long[] ids = new long[out.size()];
            for (int i = 0; i < ids.length; i++) {
                ids[i] = Tensor.idOf(out.get(i), "checkpoint output " + i);
            }
            outputs0(frame, ids);
            java.lang.ref.Reference.reachabilityFence(out);
            return null;
        } catch (Throwable e) {
            failure = e;
            String m = e.getMessage();
            return "checkpoint: the function threw " + e.getClass().getName() + (m == null ? "" : ": " + m);
        } finally {
            st.noGrad = noGrad;
        }
    }

    private static List<Tensor> wrapAll(long[] ids, PointerScope.Stack st) {
        List<Tensor> in = new ArrayList<>(ids.length);
        int wrapped = 0;
        try {
            for (; wrapped < ids.length; wrapped++) {
                in.add(Tensor.wrap(ids[wrapped], st));
            }
            return in;
        } catch (Throwable e) {
            st.lostFrom = wrapped;
            st.lostIds = ids;
            st.recoverLost();
            throw e;
        }
    }

    @SuppressWarnings("unchecked")
    private static <E extends Throwable> void sneakyThrow(Throwable e) throws E {
        throw (E) e;
    }

    private static native long[] apply0(Recompute r, long[] inputs, boolean preserveRngState);

    /** The recomputation's inputs, new tensors of the calling thread's innermost scope. */
    private static native long[] inputs0(long frame);

    private static native void outputs0(long frame, long[] outputs);
}
