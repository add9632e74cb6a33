package io.github.jtorch.nn;

import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;
import io.github.jtorch.TorchException;
import io.github.jtorch.TorchOutOfMemoryException;
import java.util.Arrays;
import java.util.List;

/**
 * A loss, as torch.nn's loss modules: {@link #forward(Tensor, Tensor)} (or
 * {@link #call(Object...)}, PyTorch's {@code loss(input, target)}) gives the loss of
 * {@code input} against {@code target}, reduced as {@code reduction} says: "mean" (the
 * default), "sum", or "none" (one value per element or sample). Losses of three or four
 * inputs (MarginRankingLoss, TripletMarginLoss, GaussianNLLLoss, CTCLoss, ...) take them
 * through {@code call} or a {@code forward} of that many arguments.
 *
 * <p>Inputs a loss does not take (the wrong number, a non-tensor, a shape or a class index it
 * cannot use) are an {@link IllegalArgumentException} naming the loss; nothing it made is
 * kept. Class weights given to a loss are copied into a buffer of PyTorch's name
 * ({@code weight}, {@code pos_weight}), made in the scope current when the loss is, like
 * any module's tensors.
 */
public abstract class Loss extends Module {
    private final String reduction;
    private final List<String> inputNames;

    /** {@code inputNames}: what {@code call} takes, in order, for messages. */
    protected Loss(String reduction, String... inputNames) {
        this(reduction, List.of("none", "mean", "sum"), inputNames);
    }

    /** With the reductions this loss accepts (KLDivLoss's "batchmean"). */
    protected Loss(String reduction, List<String> reductions, String... inputNames) {
        if (!reductions.contains(reduction)) {
            throw new IllegalArgumentException(getClass().getSimpleName() + ": reduction must be one of "
                    + reductions + ", got " + reduction);
        }
        this.reduction = reduction;
        this.inputNames = List.of(inputNames);
    }

    /** "mean", "sum" or "none" (or "batchmean" for KLDivLoss). */
    public final String reduction() {
        return reduction;
    }

    /** The loss of {@code input} against {@code target}. */
    public Tensor forward(Tensor input, Tensor target) {
        return run(new Object[] {input, target});
    }

    /** A loss takes an input and a target: one tensor is an IllegalArgumentException. */
    @Override
    public final Tensor forward(Tensor input) {
        throw new IllegalArgumentException(takes() + ", got " + describeInputs(input));
    }

    /** PyTorch's {@code loss(*inputs)}: as many inputs as the loss takes (see the class). */
    @Override
    public Object call(Object... inputs) {
        return run(inputs);
    }

    /** Checks {@code inputs} and computes the loss; LibTorch's refusals name this loss. */
    final Tensor run(Object[] inputs) {
        if (inputs == null || inputs.length != inputNames.size()) {
            throw new IllegalArgumentException(takes() + ", got " + describeInputs(inputs));
        }
        Object[] checked = new Object[inputs.length];
        for (int i = 0; i < inputs.length; i++) {
            checked[i] = accept(i, inputs[i]);
            if (checked[i] == null) {
                throw new IllegalArgumentException(takes() + ", got " + describeInputs(inputs));
            }
        }
        try {
            return Scoped.result(() -> compute(checked));
        } catch (TorchOutOfMemoryException e) {
            throw e;
        } catch (TorchException e) {
            throw new IllegalArgumentException(name() + ": " + e.getMessage(), e);
        }
    }

    /**
     * Input {@code i} as {@link #compute(Object[])} takes it, or null when this loss does not
     * take {@code v} there. By default a tensor.
     */
    protected Object accept(int i, Object v) {
        return v instanceof Tensor ? v : null;
    }

    /** The loss of the inputs {@link #accept(int, Object)} let through. */
    protected abstract Tensor compute(Object[] inputs);

    /** "CrossEntropyLoss takes input and target", for messages. */
    protected final String takes() {
        StringBuilder b = new StringBuilder(name()).append(" takes ");
        for (int i = 0; i < inputNames.size(); i++) {
            b.append(i == 0 ? "" : i == inputNames.size() - 1 ? " and " : ", ").append(inputNames.get(i));
        }
        return b.toString();
    }

    protected final String name() {
        return getClass().getSimpleName();
    }

    /** LibTorch's reduction code, as its loss operators take it: none 0, mean 1, sum 2. */
    protected final long reductionCode() {
        switch (reduction) {
            case "none":
                return 0;
            case "mean":
                return 1;
            default:
                return 2;
        }
    }

    /** {@code loss} reduced as this loss's reduction says. */
    protected final Tensor reduce(Tensor loss) {
        switch (reduction) {
            case "none":
                return loss;
            case "mean":
                return Ops.mean(loss);
            default:
                return Ops.sum(loss);
        }
    }

    /** A copy of {@code t}, detached, for a buffer; null stays null. */
    protected static Tensor copied(Tensor t) {
        return t == null ? null : made(() -> Ops.clone(Ops.detach(t)));
    }

    /**
     * {@code a} and {@code b} broadcast to one shape, as torch.nn.functional does before the
     * element-wise losses.
     */
    protected static List<Tensor> broadcast(Tensor a, Tensor b) {
        return Arrays.equals(a.shape(), b.shape()) ? List.of(a, b) : Ops.broadcastTensors(List.of(a, b));
    }

    /** The input's shape equals the target's, or an IllegalArgumentException naming both. */
    protected final void sameShape(Tensor input, Tensor target) {
        if (!Arrays.equals(input.shape(), target.shape())) {
            throw new IllegalArgumentException(name() + " needs a target of the input's shape, got input "
                    + Arrays.toString(input.shape()) + " and target " + Arrays.toString(target.shape()));
        }
    }

    @Override
    protected String describe() {
        return name() + "()";
    }
}
