package io.github.jtorch.nn;

import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/** log(1 / (1 + exp(-x))), element-wise and computed stably: PyTorch's nn.LogSigmoid. */
public final class LogSigmoid extends Module {
    @Override
    public Tensor forward(Tensor input) {
        return Ops.logSigmoid(input);
    }

    @Override
    protected String describe() {
        return "LogSigmoid()";
    }
}
