package io.github.jtorch.nn;

import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/**
 * Multi-class hinge loss of scores (C) or (N, C) against int64 class indices, PyTorch's
 * nn.MultiMarginLoss: the mean over the other classes of max(0, margin - x[y] + x[i])^p,
 * p 1 or 2; an optional weight per class (the buffer {@code weight}, one-dimensional).
 */
public final class MultiMarginLoss extends Loss {
    private final long p;
    private final double margin;
    private final Tensor weight;

    /** p 1, margin 1, no weight, reduction "mean". */
    public MultiMarginLoss() {
        this(1, 1.0, null, "mean");
    }

    /** {@code weight} may be null; the loss keeps a copy. */
    public MultiMarginLoss(long p, double margin, Tensor weight, String reduction) {
        super(reduction, "input", "target");
        if (p != 1 && p != 2) {
            throw new IllegalArgumentException("MultiMarginLoss: only p 1 and 2 are supported, got " + p);
        }
        if (weight != null && weight.dim() != 1) {
            throw new IllegalArgumentException("MultiMarginLoss: weight must be one-dimensional, got shape "
                    + java.util.Arrays.toString(weight.shape()));
        }
        this.p = p;
        this.margin = margin;
        this.weight = weight == null ? null : buffer("weight", copied(weight));
    }

    /** The class weights (the buffer), or null. */
    public Tensor weight() {
        return weight;
    }

    @Override
    protected Tensor compute(Object[] in) {
        return Ops.multiMarginLoss((Tensor) in[0], (Tensor) in[1], p, margin, weight, reductionCode());
    }
}
