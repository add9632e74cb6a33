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
 * channel throws IllegalArgumentException, as in PyTorch. {@link BatchNorm1d} and
 * {@link BatchNorm2d} are PyTorch's classes, with their options and input checks.
 */
public class BatchNorm extends Module {
    private final String name;
    private final long features;
    /** Null: a cumulative average of the batches' statistics, as PyTorch's momentum=None. */
    private final Double momentum;
    private final double eps;
    private final boolean affine;
    private final boolean trackRunningStats;
    private final boolean hasBias;
    private final Tensor weight;
    private final Tensor bias;
    private final Tensor runningMean;
    private final Tensor runningVar;
    private final Tensor numBatchesTracked;

    public BatchNorm(long features) {
        this(features, 0.1, 1e-5);
    }

    public BatchNorm(long features, double momentum, double eps) {
        this("BatchNorm", features, eps, momentum, true, true, true);
    }

    /**
     * PyTorch's arguments: without affine no weight and bias; without track_running_stats no
     * running statistics (the batch's own are used in evaluation too) and no batch count;
     * with affine but not bias, a weight only.
     */
    protected BatchNorm(String name, long features, double eps, Double momentum, boolean affine,
            boolean trackRunningStats, boolean bias) {
        if (features < 1) {
            throw new IllegalArgumentException(name + " needs at least one feature, got " + features);
        }
        if (!(eps > 0)) {
            throw new IllegalArgumentException(name + ": eps must be positive, got " + eps);
        }
        this.name = name;
        this.features = features;
        this.momentum = momentum;
        this.eps = eps;
        this.affine = affine;
        this.trackRunningStats = trackRunningStats;
        this.hasBias = affine && bias;
        this.weight = affine ? parameter("weight", Ops.ones(features)) : null;
        this.bias = affine && bias ? parameter("bias", Ops.zeros(features)) : null;
        this.runningMean = trackRunningStats ? buffer("running_mean", Ops.zeros(features)) : null;
        this.runningVar = trackRunningStats ? buffer("running_var", Ops.ones(features)) : null;
        this.numBatchesTracked = trackRunningStats ? buffer(BATCH_COUNT, Ops.zeros(new long[0], DType.INT64)) : null;
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

    /**
     * Throws IllegalArgumentException naming the layer for input of a rank it does not take.
     * This class takes any rank from 2, which batch_norm itself checks.
     */
    protected void checkInputDim(Tensor input) {}

    @Override
    public Tensor forward(Tensor input) {
        checkInputDim(input);
        if (input != null && input.dim() >= 2) {
            Layers.size(this, input, 1, features, "channels");
        }
        boolean training = isTraining();
        boolean counting = training && trackRunningStats;
        double factor = momentum == null
                ? (counting ? 1.0 / (numBatchesTracked.itemLong() + 1) : 0.0)
                : momentum;
        boolean useRunning = !training || trackRunningStats;
        Tensor out = Ops.batchNorm(input, useRunning ? runningMean : null, useRunning ? runningVar : null, weight, bias,
                training || runningMean == null, factor, eps);
        // Counted once the op has run, so a batch it refuses is not counted.
        if (counting) {
            try (PointerScope s = new PointerScope()) {
                Ops.copyInPlace(numBatchesTracked, Ops.add(numBatchesTracked, 1L));
            }
        }
        return out;
    }

    /**
     * In evaluation with running statistics only: in training, a forward pass also counts
     * the batch, once the op has run, which a chain step cannot.
     */
    @Override
    public boolean appendTo(Chain chain) {
        if (isTraining() || !trackRunningStats) {
            return false;
        }
        chain.then("batch_norm", runningMean, runningVar, weight, bias, false, momentum == null ? 0.0 : momentum, eps);
        return true;
    }

    @Override
    protected String describe() {
        if (name.equals("BatchNorm")) {
            return "BatchNorm(" + features + ")";
        }
        return name + "(" + features + ", eps=" + Layers.pyFloat(eps) + ", momentum="
                + (momentum == null ? "None" : Layers.pyFloat(momentum)) + ", affine=" + Layers.pyBool(affine)
                + ", bias=" + Layers.pyBool(hasBias) + ", track_running_stats=" + Layers.pyBool(trackRunningStats) + ")";
    }
}
