package io.github.jtorch.nn;

import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/** Triplet loss max(d(a, p) - d(a, n) + margin, 0) with the p-norm distance d: PyTorch's nn.TripletMarginLoss. With swap, d(p, n) stands for d(a, n) where smaller. */
public final class TripletMarginLoss extends Loss {
    private final double margin;
    private final double p;
    private final double eps;
    private final boolean swap;

    /** margin 1, p 2, eps 1e-6, no swap, reduction "mean". */
    public TripletMarginLoss() {
        this(1.0, 2.0, 1e-6, false, "mean");
    }

    public TripletMarginLoss(double margin, double p, double eps, boolean swap, String reduction) {
        super(reduction, "anchor", "positive", "negative");
        if (!(margin > 0)) {
            throw new IllegalArgumentException("TripletMarginLoss: margin must be greater than 0, got " + margin);
        }
        this.margin = margin;
        this.p = p;
        this.eps = eps;
        this.swap = swap;
    }

    /** The loss of anchor, positive and negative. */
    public Tensor forward(Tensor anchor, Tensor positive, Tensor negative) {
        return run(new Object[] {anchor, positive, negative});
    }

    @Override
    protected Tensor compute(Object[] in) {
        Tensor anchor = (Tensor) in[0];
        Tensor positive = (Tensor) in[1];
        Tensor negative = (Tensor) in[2];
        return Ops.tripletMarginLoss(anchor, positive, negative, margin, p, eps, swap, reductionCode());
    }
}
