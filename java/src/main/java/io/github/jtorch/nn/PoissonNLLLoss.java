package io.github.jtorch.nn;

import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/**
 * Negative log-likelihood of a target under a Poisson distribution of the input's rate,
 * PyTorch's nn.PoissonNLLLoss: exp(input) - target * input with log_input, else
 * input - target * log(input + eps); with full, Stirling's approximation term is added.
 */
public final class PoissonNLLLoss extends Loss {
    private final boolean logInput;
    private final boolean full;
    private final double eps;

    /** log_input true, full false, eps 1e-8, reduction "mean". */
    public PoissonNLLLoss() {
        this(true, false, 1e-8, "mean");
    }

    public PoissonNLLLoss(boolean logInput, boolean full, double eps, String reduction) {
        super(reduction, "log_input", "target");
        this.logInput = logInput;
        this.full = full;
        this.eps = eps;
    }

    @Override
    protected Tensor compute(Object[] in) {
        return Ops.poissonNllLoss((Tensor) in[0], (Tensor) in[1], logInput, full, eps, reductionCode());
    }
}
