package io.github.jtorch.nn;

import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/**
 * Cross-entropy of unnormalised scores (logits) against a target, PyTorch's
 * nn.CrossEntropyLoss: the input is (C), (N, C) or (N, C, d1, ...); the target holds class
 * indices (int64, the input's shape without C) or class probabilities (the input's shape).
 * Options as PyTorch's: class weights (a tensor of C values, the buffer {@code weight}),
 * ignore_index (class-index targets of that value count for nothing), reduction,
 * label_smoothing in [0, 1].
 */
public final class CrossEntropyLoss extends Loss {
    private final Tensor weight;
    private final long ignoreIndex;
    private final double labelSmoothing;

    /** No weights, ignore_index -100, reduction "mean", no smoothing. */
    public CrossEntropyLoss() {
        this(null, -100, "mean", 0.0);
    }

    /** {@code weight} may be null (every class weighs 1); the loss keeps a copy. */
    public CrossEntropyLoss(Tensor weight, long ignoreIndex, String reduction, double labelSmoothing) {
        super(reduction, "input", "target");
        if (!(labelSmoothing >= 0 && labelSmoothing <= 1)) {
            throw new IllegalArgumentException("CrossEntropyLoss: label_smoothing must be in [0, 1], got " + labelSmoothing);
        }
        this.weight = weight == null ? null : buffer("weight", copied(weight));
        this.ignoreIndex = ignoreIndex;
        this.labelSmoothing = labelSmoothing;
    }

    /** The class weights (the buffer), or null. */
    public Tensor weight() {
        return weight;
    }

    @Override
    protected Tensor compute(Object[] in) {
        return Ops.crossEntropyLoss((Tensor) in[0], (Tensor) in[1], weight, reductionCode(), ignoreIndex, labelSmoothing);
    }
}
