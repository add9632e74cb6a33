package io.github.jtorch.nn;

import io.github.jtorch.Chain;
import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/**
 * softmax(-x) along dim: PyTorch's nn.Softmin. Without a dim it takes PyTorch's
 * implicit one: 0 for inputs of 0, 1 or 3 dimensions, 1 otherwise (give one instead).
 */
public final class Softmin extends Module {
    private final Long dim;

    /** The implicit dim (see above), as PyTorch's Softmin() with dim=None. */
    public Softmin() {
        this.dim = null;
    }

    public Softmin(long dim) {
        this.dim = dim;
    }

    @Override
    public Tensor forward(Tensor input) {
        long d = dim != null ? dim : Softmax.implicitDim(input);
        return Scoped.result(() -> Ops.softmax(Ops.neg(input), d));
    }

    @Override
    public boolean appendTo(Chain chain) {
        if (dim == null) {
            return false; // the dim depends on the input's rank
        }
        chain.then("neg").then("softmax", dim);
        return true;
    }

    @Override
    protected String describe() {
        return "Softmin(dim=" + (dim == null ? "None" : dim.toString()) + ")";
    }
}
