package io.github.jtorch.nn;

import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/**
 * PyTorch's {@code nn.Unflatten}: dimension {@code dim} split into {@code sizes} (one of them
 * may be -1); its size must be their product.
 */
public final class Unflatten extends Module {
    private final long dim;
    private final long[] sizes;

    public Unflatten(long dim, long... sizes) {
        Layers.require(sizes != null && sizes.length > 0, "Unflatten", "unflattened_size needs at least one size");
        this.dim = dim;
        this.sizes = sizes.clone();
    }

    @Override
    public Tensor forward(Tensor input) {
        Layers.require(input != null, describe(), "input is null");
        return Layers.run(this, () -> Ops.unflatten(input, dim, sizes));
    }

    @Override
    protected String describe() {
        return "Unflatten(dim=" + dim + ", unflattened_size=" + Layers.repr(sizes) + ")";
    }
}
