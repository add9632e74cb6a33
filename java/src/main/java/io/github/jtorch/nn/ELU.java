package io.github.jtorch.nn;

import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/** x where x > 0, alpha * (exp(x) - 1) elsewhere: PyTorch's nn.ELU. */
public final class ELU extends Module {
    private final double alpha;
    private final boolean inplace;

    /** alpha 1.0. */
    public ELU() {
        this(1.0, false);
    }

    public ELU(double alpha) {
        this(alpha, false);
    }

    /** With {@code inplace}, forward overwrites its input and returns it. */
    public ELU(double alpha, boolean inplace) {
        this.alpha = alpha;
        this.inplace = inplace;
    }

    @Override
    public Tensor forward(Tensor input) {
        return inplace ? Ops.eluInPlace(input, alpha) : Ops.elu(input, alpha);
    }

    @Override
    protected String describe() {
        return "ELU(alpha=" + Scoped.num(alpha) + (inplace ? ", inplace=True" : "") + ")";
    }
}
