package io.github.jtorch.nn;

import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/** Huber loss, PyTorch's nn.HuberLoss: 0.5 d^2 where |d| < delta, delta (|d| - 0.5 delta) elsewhere, d = input - target (broadcast). delta must be positive. */
public final class HuberLoss extends Loss {
    private final double delta;

    /** delta 1.0, reduction "mean". */
    public HuberLoss() {
        this("mean", 1.0);
    }

    public HuberLoss(String reduction, double delta) {
        super(reduction, "input", "target");
        this.delta = delta;
    }

    @Override
    protected Tensor compute(Object[] in) {
        Tensor input = (Tensor) in[0];
        Tensor target = (Tensor) in[1];
        java.util.List<Tensor> xy = broadcast(input, target);
        return Ops.huberLoss(xy.get(0), xy.get(1), reductionCode(), delta);
    }
}
