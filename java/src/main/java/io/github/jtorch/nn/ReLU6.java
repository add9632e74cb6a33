package io.github.jtorch.nn;

import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/** min(max(x, 0), 6), element-wise: PyTorch's nn.ReLU6 (hardtanh between 0 and 6). */
public final class ReLU6 extends Module {
    private final boolean inplace;

    public ReLU6() {
        this(false);
    }

    /** With {@code inplace}, forward overwrites its input and returns it. */
    public ReLU6(boolean inplace) {
        this.inplace = inplace;
    }

    @Override
    public Tensor forward(Tensor input) {
        return inplace ? Ops.hardtanhInPlace(input, 0.0, 6.0) : Ops.relu6(input);
    }

    @Override
    protected String describe() {
        return inplace ? "ReLU6(inplace=True)" : "ReLU6()";
    }
}
