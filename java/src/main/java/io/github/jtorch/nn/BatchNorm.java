package io.github.jtorch.nn;

import io.github.jtorch.Chain;
import io.github.jtorch.DType;
import io.github.jtorch.Ops;
import io.github.jtorch.PointerScope;
import io.github.jtorch.Tensor;

/**
 * Batch normalisation over the channel dimension (dimension 1) of (N, C) or (N, C, ...) input,
 * with learned scale and shift and running statistics (momentum 0.1, eps 1e-5 by default).
 * Its state is PyTorch's: {@code weight}, {@code bias}, {@code running_mean},
 * {@code running_var} and {@code num_batches_tracked} (the training batches seen, int64), so
 * a state dict saved by either loads into the other. In training, input with one value per
 * channel throws IllegalArgumentException, as in PyTorch.
 */
public final class BatchNorm extends Module {
    private final long features;
    private final double momentum;
    private final double eps;
    private final Tensor weight;
    private final Tensor bias;
    private final Tensor runningMean;
    private final Tensor runningVar;
    private final Tensor numBatchesTracked;

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
        this.numBatchesTracked = buffer(BATCH_COUNT, Ops.zeros(new long[0], DType.INT64));
    }

    /** The name of the batch count in a state dict, as PyTorch names it. */
    static final String BATCH_COUNT = "num_batches_tracked";

    /**
     * Whether a state dict name is a batch norm's batch count, which a checkpoint may leave
     * out (PyTorch's from before it counted, too).
     */
    static boolean isBatchCount(String name) {
        return name.equals(BATCH_COUNT) || name.endsWith("." + BATCH_COUNT);
    }

    @Override
    public Tensor forward(Tensor input) {
        boolean training = isTraining();
        Tensor out = Ops.batchNorm(input, runningMean, runningVar, weight, bias, training, momentum, eps);
        if (training) {
            try (PointerScope s = new PointerScope()) {
                Ops.copyInPlace(numBatchesTracked, Ops.add(numBatchesTracked, 1L));
            }
        }
        return out;
    }

    /**
     * In evaluation only: in training, a forward pass also counts the batch, once the op has
     * run, which a chain step cannot.
     */
    @Override
    public boolean appendTo(Chain chain) {
        if (isTraining()) {
            return false;
        }
        chain.then("batch_norm", runningMean, runningVar, weight, bias, false, momentum, eps);
        return true;
    }

    @Override
    protected String describe() {
        return "BatchNorm(" + features + ")";
    }
}
