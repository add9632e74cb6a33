package io.github.jtorch.nn;

import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/** PyTorch's {@code nn.Flatten}: dimensions start_dim..end_dim (1 and -1 by default) made one. */
public final class Flatten extends Module {
    private final long startDim;
    private final long endDim;

    public Flatten() {
        this(1, -1);
    }

    public Flatten(long startDim, long endDim) {
        this.startDim = startDim;
        this.endDim = endDim;
    }

    @Override
    public Tensor forward(Tensor input) {
        Layers.require(input != null, describe(), "input is null");
        return Layers.run(this, () -> Ops.flatten(input, startDim, endDim));
    }

    @Override
    protected String describe() {
        return "Flatten(start_dim=" + startDim + ", end_dim=" + endDim + ")";
    }
}
