package io.github.jtorch.nn;

import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/**
 * PyTorch's {@code nn.GroupNorm}: normalises (N, C, ...) input over groups of
 * {@code numChannels / numGroups} channels, eps 1e-5; with affine a per-channel
 * {@code weight} (ones) and, with bias, a {@code bias} (zeros).
 */
public final class GroupNorm extends Module {
    private final long numGroups;
    private final long numChannels;
    private final double eps;
    private final boolean affine;
    private final Tensor weight;
    private final Tensor bias;

    public GroupNorm(long numGroups, long numChannels) {
        this(numGroups, numChannels, 1e-5, true, true);
    }

    public GroupNorm(long numGroups, long numChannels, double eps, boolean affine, boolean bias) {
        Layers.positive("GroupNorm", "num_groups and num_channels", numGroups, numChannels);
        Layers.require(numChannels % numGroups == 0, "GroupNorm",
                "num_channels (" + numChannels + ") must be divisible by num_groups (" + numGroups + ")");
        this.numGroups = numGroups;
        this.numChannels = numChannels;
        this.eps = eps;
        this.affine = affine;
        this.weight = affine ? parameter("weight", Ops.ones(numChannels)) : null;
        this.bias = affine && bias ? parameter("bias", Ops.zeros(numChannels)) : null;
    }

    @Override
    public Tensor forward(Tensor input) {
        Layers.dims(this, input, 2, 3, 4, 5, 6, 7, 8);
        Layers.size(this, input, 1, numChannels, "channels");
        return Layers.run(this, () -> Ops.groupNorm(input, numGroups, weight, bias, eps));
    }

    @Override
    protected String describe() {
        return "GroupNorm(" + numGroups + ", " + numChannels + ", eps=" + Layers.pyFloat(eps) + ", affine="
                + Layers.pyBool(affine) + ", bias="
                + Layers.pyBool(bias != null) + ")";
    }
}
