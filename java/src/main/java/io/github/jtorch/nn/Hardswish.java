package io.github.jtorch.nn;

import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/** x * hardsigmoid(x), element-wise: PyTorch's nn.Hardswish. */
public final class Hardswish extends Module {
    private final boolean inplace;

    public Hardswish() {
        this(false);
    }

    /** With {@code inplace}, forward overwrites its input and returns it. */
    public Hardswish(boolean inplace) {
        this.inplace = inplace;
    }

    @Override
    public Tensor forward(Tensor input) {
        return inplace ? Ops.hardswishInPlace(input) : Ops.hardswish(input);
    }

    @Override
    protected String describe() {
        return inplace ? "Hardswish(inplace=True)" : "Hardswish()";
    }
}
