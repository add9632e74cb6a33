package io.github.jtorch.nn;

import io.github.jtorch.Chain;
import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/** max(x, 0), element-wise. */
public final class ReLU extends Module {
    @Override
    public Tensor forward(Tensor input) {
        return Ops.relu(input);
    }

    @Override
    public boolean appendTo(Chain chain) {
        chain.then("relu");
        return true;
    }

    @Override
    protected String describe() {
        return "ReLU()";
    }
}
