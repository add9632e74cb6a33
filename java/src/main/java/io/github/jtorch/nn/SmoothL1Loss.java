package io.github.jtorch.nn;

import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/** Smooth L1 loss, PyTorch's nn.SmoothL1Loss: 0.5 d^2 / beta where |d| < beta, |d| - 0.5 beta elsewhere, d = input - target (broadcast); beta 0 is the L1 loss. */
public final class SmoothL1Loss extends Loss {
    private final double beta;

    /** beta 1.0, reduction "mean". */
    public SmoothL1Loss() {
        this("mean", 1.0);
    }

    public SmoothL1Loss(String reduction, double beta) {
        super(reduction, "input", "target");
        this.beta = beta;
    }

    @Override
    protected Tensor compute(Object[] in) {
        Tensor input = (Tensor) in[0];
        Tensor target = (Tensor) in[1];
        java.util.List<Tensor> xy = broadcast(input, target);
        return beta == 0.0
                ? Ops.l1Loss(xy.get(0), xy.get(1), reductionCode())
                : Ops.smoothL1Loss(xy.get(0), xy.get(1), reductionCode(), beta);
    }
}
