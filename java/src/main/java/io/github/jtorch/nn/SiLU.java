package io.github.jtorch.nn;

import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/** x * sigmoid(x), element-wise: PyTorch's nn.SiLU (swish). */
public final class SiLU extends Module {
    private final boolean inplace;

    public SiLU() {
        this(false);
    }

    /** With {@code inplace}, forward overwrites its input and returns it. */
    public SiLU(boolean inplace) {
        this.inplace = inplace;
    }

    @Override
    public Tensor forward(Tensor input) {
        return inplace ? Ops.siluInPlace(input) : Ops.silu(input);
    }

    @Override
    protected String describe() {
        return inplace ? "SiLU(inplace=True)" : "SiLU()";
    }
}
