package io.github.jtorch.utils;

import io.github.jtorch.Recompute;
import io.github.jtorch.Tensor;
import io.github.jtorch.nn.Module;
import io.github.jtorch.nn.Sequential;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.UnaryOperator;

/**
 * Gradient checkpointing, as PyTorch's {@code torch.utils.checkpoint}: trades compute for
 * memory. {@link #checkpoint} runs a function without keeping its intermediate activations;
 * the backward pass runs it again (with the random generators' states of the first run, so
 * dropout draws the same mask) and back-propagates through the recomputation. Gradients,
 * into the inputs and into the parameters the function uses, equal those of running it
 * without checkpointing.
 *
 * <pre>{@code
 * Tensor h = x;
 * for (Module block : blocks) {
 *     h = Checkpoint.checkpoint(block, h);   // keeps only each block's input and output
 * }
 * Ops.backward(loss.forward(h, y));
 * }</pre>
 *
 * <p>What the caller must know:
 * <ul>
 *   <li>The function must compute the same thing both times: the same ops on the same
 *       tensors, returning as many tensors. It may read tensors other than its inputs
 *       (parameters); those must not change between the forward and the backward pass.
 *   <li>Each run of the function has a scope of its own, closed when the run ends: what it
 *       makes is freed then. Return the results; do not keep them elsewhere. The results of
 *       {@code checkpoint} are new tensors of the caller's current scope.
 *   <li>With grad mode off ({@code Autograd.noGrad}) {@code checkpoint} just runs the function.
 *   <li>An exception the function throws in the forward pass is rethrown as it is; one it
 *       throws in the recomputation ends the backward pass with a {@code TorchException}
 *       naming it, and leaves nothing behind.
 *   <li>{@code use_reentrant}: jtorch has one mechanism, PyTorch's reentrant one (a backward
 *       pass inside the backward pass), made to reach the parameters even when no input
 *       requires grad, as {@code use_reentrant=False} does. Both values are accepted, for code
 *       ported from PyTorch. As with the reentrant variant, the parameters used inside get
 *       their gradients in {@code .grad} (by {@code Ops.backward}); {@code Ops.gradients} with
 *       respect to them does not reach through a checkpoint, only with respect to its inputs'
 *       graphs, and {@code Ops.gradients} through a checkpoint still adds into their
 *       {@code .grad}. Reading or changing gradients or {@code requires_grad} inside the
 *       function's recomputation throws: the backward pass running it holds them.
 * </ul>
 */
public final class Checkpoint {
    private Checkpoint() {}

    /** A checkpointed function: takes the inputs given to {@code checkpoint}, returns a tensor or tensors. */
    @FunctionalInterface
    public interface Fn {
        /** A {@link Tensor}, or a list or array of at least one tensor. */
        Object apply(Object... inputs);
    }

    /** PyTorch's checkpoint options: {@code preserve_rng_state} (default true) and {@code use_reentrant}. */
    public static final class Options {
        private final boolean preserveRngState;
        private final boolean useReentrant;

        private Options(boolean preserveRngState, boolean useReentrant) {
            this.preserveRngState = preserveRngState;
            this.useReentrant = useReentrant;
        }

        /** With {@code preserve_rng_state}: false skips saving and restoring the generators (no dropout inside). */
        public Options preserveRngState(boolean value) {
            return new Options(value, useReentrant);
        }

        /** With {@code use_reentrant}; either value runs the same mechanism (see the class doc). */
        public Options useReentrant(boolean value) {
            return new Options(preserveRngState, value);
        }

        public boolean preserveRngState() {
            return preserveRngState;
        }

        public boolean useReentrant() {
            return useReentrant;
        }
    }

    /** The defaults: {@code preserve_rng_state=True}, {@code use_reentrant=False}. */
    public static Options options() {
        return new Options(true, false);
    }

    /**
     * {@code torch.utils.checkpoint.checkpoint(fn, *inputs)}: {@code fn.apply(inputs)} without
     * its intermediate activations. Tensor inputs go through autograd; other inputs (numbers,
     * masks as null) are passed to {@code fn} as they are. Returns a {@link Tensor} when
     * {@code fn} returns one, else a {@code List<Tensor>}.
     */
    public static Object checkpoint(Fn fn, Object... inputs) {
        return checkpoint(options(), fn, inputs);
    }

    /** {@link #checkpoint(Fn, Object...)} with options. */
    public static Object checkpoint(Options options, Fn fn, Object... inputs) {
        Objects.requireNonNull(options, "checkpoint: options must not be null (use Checkpoint.options())");
        Objects.requireNonNull(fn, "checkpoint: the function must not be null");
        Object[] args = inputs == null ? new Object[] {null} : inputs.clone();
        List<Tensor> tensors = new ArrayList<>();
        int[] at = new int[args.length];
        for (int i = 0; i < args.length; i++) {
            at[i] = args[i] instanceof Tensor ? tensors.size() : -1;
            if (at[i] >= 0) {
                tensors.add((Tensor) args[i]);
            }
        }
        boolean[] single = new boolean[1];
        List<Tensor> out = Recompute.apply(in -> {
            Object[] call = args.clone();
            for (int i = 0; i < call.length; i++) {
                if (at[i] >= 0) {
                    call[i] = in.get(at[i]);
                }
            }
            Object result = fn.apply(call);
            single[0] = result instanceof Tensor;
            return tensorsOf(result);
        }, tensors, options.preserveRngState);
        return single[0] ? out.get(0) : out;
    }

    /** {@link #checkpoint(Fn, Object...)} of a module's forward pass: PyTorch's {@code checkpoint(module, x)}. */
    public static Tensor checkpoint(Module module, Tensor input) {
        return checkpoint(options(), module, input);
    }

    /** {@link #checkpoint(Module, Tensor)} with options. */
    public static Tensor checkpoint(Options options, Module module, Tensor input) {
        Objects.requireNonNull(module, "checkpoint: the module must not be null");
        return checkpointed(options, module::forward).apply(input);
    }

    /** {@code fn}, each call of it checkpointed: {@code checkpointed(block::forward).apply(x)}. */
    public static UnaryOperator<Tensor> checkpointed(UnaryOperator<Tensor> fn) {
        return checkpointed(options(), fn);
    }

    /** {@link #checkpointed(UnaryOperator)} with options. */
    public static UnaryOperator<Tensor> checkpointed(Options options, UnaryOperator<Tensor> fn) {
        Objects.requireNonNull(options, "checkpoint: options must not be null (use Checkpoint.options())");
        Objects.requireNonNull(fn, "checkpoint: the function must not be null");
        return x -> (Tensor) checkpoint(options, args -> fn.apply((Tensor) args[0]), x);
    }

    /** The tensors of a function's result: a tensor, or a list or array of tensors. */
    private static List<Tensor> tensorsOf(Object result) {
        if (result instanceof Tensor) {
            return List.of((Tensor) result);
        }
        Collection<?> items = result instanceof Collection<?> ? (Collection<?>) result
                : result instanceof Object[] ? Arrays.asList((Object[]) result) : null;
        if (items == null || items.isEmpty()) {
            throw new IllegalArgumentException("checkpoint: the function must return a tensor or a list of tensors, got "
                    + (result == null ? "null" : items == null ? result.getClass().getName() : "an empty list"));
        }
        List<Tensor> out = new ArrayList<>(items.size());
        for (Object o : items) {
            if (!(o instanceof Tensor)) {
                throw new IllegalArgumentException("checkpoint: the function must return tensors, got "
                        + (o == null ? "null" : o.getClass().getName()) + " in its result");
            }
            out.add((Tensor) o);
        }
        return out;
    }

    /**
     * {@code torch.utils.checkpoint.checkpoint_sequential(functions, segments, input)}: runs the
     * functions one after the other on {@code input}, in {@code segments} segments of
     * {@code functions.size() / segments} functions (the last takes the rest), each segment
     * but the last checkpointed, as PyTorch does.
     */
    public static Tensor checkpointSequential(List<? extends Function<Tensor, Tensor>> functions, int segments,
            Tensor input) {
        return checkpointSequential(functions, segments, input, options());
    }

    /** {@link #checkpointSequential(List, int, Tensor)} with options. */
    public static Tensor checkpointSequential(List<? extends Function<Tensor, Tensor>> functions, int segments,
            Tensor input, Options options) {
        Objects.requireNonNull(functions, "checkpoint_sequential: functions must not be null");
        Objects.requireNonNull(input, "checkpoint_sequential: input must not be null");
        for (int i = 0; i < functions.size(); i++) {
            Objects.requireNonNull(functions.get(i), "checkpoint_sequential: function " + i + " is null");
        }
        if (segments < 1) {
            throw new IllegalArgumentException("checkpoint_sequential: segments must be at least 1, got " + segments);
        }
        int size = functions.size() / segments;
        int end = -1;
        Tensor x = input;
        for (int start = 0; start < size * (segments - 1); start += size) {
            end = start + size - 1;
            List<? extends Function<Tensor, Tensor>> segment = functions.subList(start, end + 1);
            x = checkpointed(options, t -> runAll(segment, t)).apply(x);
        }
        return runAll(functions.subList(end + 1, functions.size()), x);
    }

    /** {@link #checkpointSequential(List, int, Tensor)} of a {@link Sequential}'s layers. */
    public static Tensor checkpointSequential(Sequential functions, int segments, Tensor input) {
        return checkpointSequential(functions, segments, input, options());
    }

    /** {@link #checkpointSequential(Sequential, int, Tensor)} with options. */
    public static Tensor checkpointSequential(Sequential functions, int segments, Tensor input, Options options) {
        Objects.requireNonNull(functions, "checkpoint_sequential: functions must not be null");
        List<Function<Tensor, Tensor>> fns = new ArrayList<>();
        for (Module m : functions.layers()) {
            fns.add(m::forward);
        }
        return checkpointSequential(fns, segments, input, options);
    }

    private static Tensor runAll(List<? extends Function<Tensor, Tensor>> fns, Tensor x) {
        for (Function<Tensor, Tensor> f : fns) {
            x = f.apply(x);
        }
        return x;
    }
}
