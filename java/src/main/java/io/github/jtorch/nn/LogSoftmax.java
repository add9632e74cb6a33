package io.github.jtorch.nn;

import io.github.jtorch.Chain;
import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/**
 * log(softmax(x)) along dim, computed stably: PyTorch's nn.LogSoftmax. Without a dim it takes PyTorch's
 * implicit one: 0 for inputs of 0, 1 or 3 dimensions, 1 otherwise (give one instead).
 */
public final class LogSoftmax extends Module {
    private final Long dim;

    /** The implicit dim (see above), as PyTorch's LogSoftmax() with dim=None. */
    public LogSoftmax() {
        this.dim = null;
    }

    public LogSoftmax(long dim) {
        this.dim = dim;
    }

    @Override
    public Tensor forward(Tensor input) {
        long d = dim != null ? dim : Softmax.implicitDim(input);
        return Ops.logSoftmax(input, d);
    }

    @Override
    public boolean appendTo(Chain chain) {
        if (dim == null) {
            return false; // the dim depends on the input's rank
        }
        chain.then("log_softmax", dim);
        return true;
    }

    @Override
    protected String describe() {
        return "LogSoftmax(dim=" + (dim == null ? "None" : dim.toString()) + ")";
    }
}
