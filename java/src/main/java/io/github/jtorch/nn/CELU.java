package io.github.jtorch.nn;

import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/** max(0, x) + min(0, alpha * (exp(x / alpha) - 1)): PyTorch's nn.CELU. alpha must not be 0. */
public final class CELU extends Module {
    private final double alpha;
    private final boolean inplace;

    /** alpha 1.0. */
    public CELU() {
        this(1.0, false);
    }

    public CELU(double alpha) {
        this(alpha, false);
    }

    /** With {@code inplace}, forward overwrites its input and returns it. */
    public CELU(double alpha, boolean inplace) {
        if (alpha == 0) {
            throw new IllegalArgumentException("CELU's alpha must not be 0");
        }
        this.alpha = alpha;
        this.inplace = inplace;
    }

    @Override
    public Tensor forward(Tensor input) {
        return inplace ? Ops.celuInPlace(input, alpha) : Ops.celu(input, alpha);
    }

    @Override
    protected String describe() {
        return "CELU(alpha=" + Scoped.num(alpha) + (inplace ? ", inplace=True" : "") + ")";
    }
}
