package io.github.jtorch.nn;

import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/** scale * (max(0, x) + min(0, alpha * (exp(x) - 1))) with PyTorch's fixed alpha and scale: nn.SELU. */
public final class SELU extends Module {
    private final boolean inplace;

    public SELU() {
        this(false);
    }

    /** With {@code inplace}, forward overwrites its input and returns it. */
    public SELU(boolean inplace) {
        this.inplace = inplace;
    }

    @Override
    public Tensor forward(Tensor input) {
        return inplace ? Ops.seluInPlace(input) : Ops.selu(input);
    }

    @Override
    protected String describe() {
        return inplace ? "SELU(inplace=True)" : "SELU()";
    }
}
