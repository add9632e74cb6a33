package io.github.jtorch.nn;

import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/** x / (1 + |x|), element-wise: PyTorch's nn.Softsign. */
public final class Softsign extends Module {
    @Override
    public Tensor forward(Tensor input) {
        return Scoped.result(() -> Ops.div(input, Ops.add(Ops.abs(input), 1.0)));
    }

    @Override
    protected String describe() {
        return "Softsign()";
    }
}
