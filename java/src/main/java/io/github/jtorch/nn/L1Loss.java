package io.github.jtorch.nn;

import io.github.jtorch.Tensor;
import io.github.jtorch.Ops;

/** Mean absolute error |input - target|: PyTorch's nn.L1Loss. Input and target broadcast. */
public final class L1Loss extends Loss {
    /** reduction "mean". */
    public L1Loss() {
        this("mean");
    }

    /** {@code reduction}: "mean", "sum" or "none". */
    public L1Loss(String reduction) {
        super(reduction, "input", "target");
    }

    @Override
    protected Tensor compute(Object[] in) {
        Tensor input = (Tensor) in[0];
        Tensor target = (Tensor) in[1];
        java.util.List<Tensor> xy = broadcast(input, target);
        return Ops.l1Loss(xy.get(0), xy.get(1), reductionCode());
    }
}
