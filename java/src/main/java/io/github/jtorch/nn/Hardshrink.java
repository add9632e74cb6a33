package io.github.jtorch.nn;

import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/** x where |x| > lambd, 0 elsewhere: PyTorch's nn.Hardshrink. */
public final class Hardshrink extends Module {
    private final double lambd;

    /** lambd 0.5. */
    public Hardshrink() {
        this(0.5);
    }

    public Hardshrink(double lambd) {
        this.lambd = lambd;
    }

    @Override
    public Tensor forward(Tensor input) {
        return Ops.hardshrink(input, lambd);
    }

    @Override
    protected String describe() {
        return "Hardshrink(" + Scoped.num(lambd) + ")";
    }
}
