package io.github.jtorch.nn;

import io.github.jtorch.Tensor;

/**
 * PyTorch's {@code nn.BatchNorm2d}: batch normalisation of (N, C, H, W) input over
 * its C channels; other ranks throw IllegalArgumentException naming the layer. Defaults as
 * PyTorch's: eps 1e-5, momentum 0.1 (null: cumulative average), affine, track_running_stats and (PyTorch 2.13's) bias.
 */
public final class BatchNorm2d extends BatchNorm {
    public BatchNorm2d(long numFeatures) {
        this(numFeatures, 1e-5, 0.1, true, true, true);
    }

    public BatchNorm2d(long numFeatures, double eps, Double momentum, boolean affine, boolean trackRunningStats,
            boolean bias) {
        super("BatchNorm2d", numFeatures, eps, momentum, affine, trackRunningStats, bias);
    }

    @Override
    protected void checkInputDim(Tensor input) {
        Layers.dims(this, input, 4);
    }
}
