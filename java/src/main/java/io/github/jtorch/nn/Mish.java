package io.github.jtorch.nn;

import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/** x * tanh(softplus(x)), element-wise: PyTorch's nn.Mish. */
public final class Mish extends Module {
    private final boolean inplace;

    public Mish() {
        this(false);
    }

    /** With {@code inplace}, forward overwrites its input and returns it. */
    public Mish(boolean inplace) {
        this.inplace = inplace;
    }

    @Override
    public Tensor forward(Tensor input) {
        return inplace ? Ops.mishInPlace(input) : Ops.mish(input);
    }

    @Override
    protected String describe() {
        return inplace ? "Mish(inplace=True)" : "Mish()";
    }
}
