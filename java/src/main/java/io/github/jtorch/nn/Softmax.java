package io.github.jtorch.nn;

import io.github.jtorch.Chain;
import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/**
 * exp(x) / sum(exp(x)) along dim: PyTorch's nn.Softmax. Without a dim it takes PyTorch's
 * implicit one: 0 for inputs of 0, 1 or 3 dimensions, 1 otherwise (give one instead).
 */
public final class Softmax extends Module {
    private final Long dim;

    /** The implicit dim (see above), as PyTorch's Softmax() with dim=None. */
    public Softmax() {
        this.dim = null;
    }

    public Softmax(long dim) {
        this.dim = dim;
    }

    @Override
    public Tensor forward(Tensor input) {
        long d = dim != null ? dim : implicitDim(input);
        return Ops.softmax(input, d);
    }

    /** PyTorch's _get_softmax_dim. */
    static long implicitDim(Tensor input) {
        int n = input.dim();
        return n == 0 || n == 1 || n == 3 ? 0 : 1;
    }

    @Override
    public boolean appendTo(Chain chain) {
        if (dim == null) {
            return false; // the dim depends on the input's rank
        }
        chain.then("softmax", dim);
        return true;
    }

    @Override
    protected String describe() {
        return "Softmax(dim=" + (dim == null ? "None" : dim.toString()) + ")";
    }
}
