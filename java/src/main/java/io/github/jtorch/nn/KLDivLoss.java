package io.github.jtorch.nn;

import io.github.jtorch.Kwargs;
import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;
import java.util.List;

/**
 * Kullback-Leibler divergence of the target from the input, PyTorch's nn.KLDivLoss: the input
 * holds log-probabilities, the target probabilities (log-probabilities with log_target).
 * Reduction "batchmean" (the sum over the batch's size, the divergence's definition) as well
 * as "mean", "sum" and "none".
 */
public final class KLDivLoss extends Loss {
    private final boolean logTarget;

    /** reduction "mean", probabilities as target. */
    public KLDivLoss() {
        this("mean", false);
    }

    public KLDivLoss(String reduction, boolean logTarget) {
        super(reduction, List.of("none", "batchmean", "sum", "mean"), "input", "target");
        this.logTarget = logTarget;
    }

    @Override
    protected Tensor compute(Object[] in) {
        Tensor input = (Tensor) in[0];
        Tensor target = (Tensor) in[1];
        if (!reduction().equals("batchmean")) {
            return Ops.klDiv(input, target, reductionCode(), Kwargs.of("log_target", logTarget));
        }
        Tensor sum = Ops.klDiv(input, target, 2L, Kwargs.of("log_target", logTarget));
        return input.dim() == 0 ? sum : Ops.div(sum, (double) input.shape()[0]);
    }
}
