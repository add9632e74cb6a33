package io.github.jtorch.nn;

import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/** 0 below -3, 1 above 3, x / 6 + 1/2 between: PyTorch's nn.Hardsigmoid. */
public final class Hardsigmoid extends Module {
    private final boolean inplace;

    public Hardsigmoid() {
        this(false);
    }

    /** With {@code inplace}, forward overwrites its input and returns it. */
    public Hardsigmoid(boolean inplace) {
        this.inplace = inplace;
    }

    @Override
    public Tensor forward(Tensor input) {
        return inplace ? Ops.hardsigmoidInPlace(input) : Ops.hardsigmoid(input);
    }

    @Override
    protected String describe() {
        return inplace ? "Hardsigmoid(inplace=True)" : "Hardsigmoid()";
    }
}
