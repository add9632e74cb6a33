package io.github.jtorch.nn;

import io.github.jtorch.Chain;
import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/** 1 / (1 + exp(-x)), element-wise: PyTorch's nn.Sigmoid. */
public final class Sigmoid extends Module {
    @Override
    public Tensor forward(Tensor input) {
        return Ops.sigmoid(input);
    }

    @Override
    public boolean appendTo(Chain chain) {
        chain.then("sigmoid");
        return true;
    }

    @Override
    protected String describe() {
        return "Sigmoid()";
    }
}
