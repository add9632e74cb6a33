package io.github.jtorch.nn;

import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/** Hinge embedding loss, PyTorch's nn.HingeEmbeddingLoss: x where the target is 1, max(0, margin - x) where it is -1. */
public final class HingeEmbeddingLoss extends Loss {
    private final double margin;

    /** margin 1.0, reduction "mean". */
    public HingeEmbeddingLoss() {
        this(1.0, "mean");
    }

    public HingeEmbeddingLoss(double margin, String reduction) {
        super(reduction, "input", "target");
        this.margin = margin;
    }

    @Override
    protected Tensor compute(Object[] in) {
        Tensor input = (Tensor) in[0];
        Tensor target = (Tensor) in[1];
        return Ops.hingeEmbeddingLoss(input, target, margin, reductionCode());
    }
}
