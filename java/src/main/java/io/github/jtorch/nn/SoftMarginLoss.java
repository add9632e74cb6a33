package io.github.jtorch.nn;

import io.github.jtorch.Tensor;
import io.github.jtorch.Ops;

/** log(1 + exp(-target * input)), target 1 or -1: PyTorch's nn.SoftMarginLoss. */
public final class SoftMarginLoss extends Loss {
    /** reduction "mean". */
    public SoftMarginLoss() {
        this("mean");
    }

    /** {@code reduction}: "mean", "sum" or "none". */
    public SoftMarginLoss(String reduction) {
        super(reduction, "input", "target");
    }

    @Override
    protected Tensor compute(Object[] in) {
        Tensor input = (Tensor) in[0];
        Tensor target = (Tensor) in[1];
        return Ops.softMarginLoss(input, target, reductionCode());
    }
}
