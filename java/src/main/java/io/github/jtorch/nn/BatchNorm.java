package io.github.jtorch.nn;

import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/**
 * Batch normalisation over the channel dimension (dimension 1) of (N, C) or (N, C, ...) input,
 * with learned scale and shift and running statistics (momentum 0.1, eps 1e-5 by default).
 */
public final class BatchNorm extends Module {
    private final long features;
    private final double momentum;
    private final double eps;
    private final Tensor weight;
    private final Tensor bias;
    private final Tensor runningMean;
    private final Tensor runningVar;

    public BatchNorm(long features) {
        this(features, 0.1, 1e-5);
    }

    public BatchNorm(long features, double momentum, double eps) {
        if (features < 1) {
            throw new IllegalArgumentException("BatchNorm needs at least one feature, got " + features);
        }
        this.features = features;
        this.momentum = momentum;
        this.eps = eps;
        this.weight = parameter("weight", Ops.ones(features));
        this.bias = parameter("bias", Ops.zeros(features));
        this.runningMean = buffer("running_mean", Ops.zeros(features));
        this.runningVar = buffer("running_var", Ops.ones(features));
    }

    @Override
    public Tensor forward(Tensor input) {
        return Ops.batchNorm(input, weight, bias, runningMean, runningVar, isTraining(), momentum, eps);
    }

    @Override
    protected String describe() {
        return "BatchNorm(" + features + ")";
    }
}
