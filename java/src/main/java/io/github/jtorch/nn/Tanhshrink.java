package io.github.jtorch.nn;

import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/** x - tanh(x), element-wise: PyTorch's nn.Tanhshrink. */
public final class Tanhshrink extends Module {
    @Override
    public Tensor forward(Tensor input) {
        return Scoped.result(() -> Ops.sub(input, Ops.tanh(input)));
    }

    @Override
    protected String describe() {
        return "Tanhshrink()";
    }
}
