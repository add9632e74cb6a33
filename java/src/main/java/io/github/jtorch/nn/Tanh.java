package io.github.jtorch.nn;

import io.github.jtorch.Chain;
import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/** Hyperbolic tangent, element-wise: PyTorch's nn.Tanh. */
public final class Tanh extends Module {
    @Override
    public Tensor forward(Tensor input) {
        return Ops.tanh(input);
    }

    @Override
    public boolean appendTo(Chain chain) {
        chain.then("tanh");
        return true;
    }

    @Override
    protected String describe() {
        return "Tanh()";
    }
}
