package io.github.jtorch.nn;

import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/**
 * log(1 + exp(beta * x)) / beta, element-wise, and x itself where beta * x exceeds
 * {@code threshold}: PyTorch's nn.Softplus.
 */
public final class Softplus extends Module {
    private final double beta;
    private final double threshold;

    /** beta 1.0, threshold 20.0. */
    public Softplus() {
        this(1.0, 20.0);
    }

    public Softplus(double beta) {
        this(beta, 20.0);
    }

    public Softplus(double beta, double threshold) {
        this.beta = beta;
        this.threshold = threshold;
    }

    @Override
    public Tensor forward(Tensor input) {
        return Ops.softplus(input, beta, threshold);
    }

    @Override
    protected String describe() {
        return "Softplus(beta=" + Scoped.num(beta) + ", threshold=" + Scoped.num(threshold) + ")";
    }
}
