package io.github.jtorch.nn;

import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/** 1 - cos(x1, x2) where the target is 1, max(0, cos(x1, x2) - margin) where it is -1: PyTorch's nn.CosineEmbeddingLoss. */
public final class CosineEmbeddingLoss extends Loss {
    private final double margin;

    /** margin 0, reduction "mean". */
    public CosineEmbeddingLoss() {
        this(0.0, "mean");
    }

    public CosineEmbeddingLoss(double margin, String reduction) {
        super(reduction, "input1", "input2", "target");
        this.margin = margin;
    }

    /** The loss of input1, input2 and target. */
    public Tensor forward(Tensor input1, Tensor input2, Tensor target) {
        return run(new Object[] {input1, input2, target});
    }

    @Override
    protected Tensor compute(Object[] in) {
        Tensor input1 = (Tensor) in[0];
        Tensor input2 = (Tensor) in[1];
        Tensor target = (Tensor) in[2];
        return Ops.cosineEmbeddingLoss(input1, input2, target, margin, reductionCode());
    }
}
