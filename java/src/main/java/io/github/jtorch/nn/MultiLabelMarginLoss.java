package io.github.jtorch.nn;

import io.github.jtorch.Tensor;
import io.github.jtorch.Ops;

/** Multi-class multi-label hinge loss, PyTorch's nn.MultiLabelMarginLoss: the target holds each sample's class indices (int64, the input's shape), ended by -1. */
public final class MultiLabelMarginLoss extends Loss {
    /** reduction "mean". */
    public MultiLabelMarginLoss() {
        this("mean");
    }

    /** {@code reduction}: "mean", "sum" or "none". */
    public MultiLabelMarginLoss(String reduction) {
        super(reduction, "input", "target");
    }

    @Override
    protected Tensor compute(Object[] in) {
        Tensor input = (Tensor) in[0];
        Tensor target = (Tensor) in[1];
        return Ops.multilabelMarginLoss(input, target, reductionCode());
    }
}
