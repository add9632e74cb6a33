package io.github.jtorch.nn;

import io.github.jtorch.Tensor;
import io.github.jtorch.Dispatcher;

/** Mean squared error (input - target)^2: PyTorch's nn.MSELoss. Input and target broadcast. */
public final class MSELoss extends Loss {
    /** reduction "mean". */
    public MSELoss() {
        this("mean");
    }

    /** {@code reduction}: "mean", "sum" or "none". */
    public MSELoss(String reduction) {
        super(reduction, "input", "target");
    }

    @Override
    protected Tensor compute(Object[] in) {
        Tensor input = (Tensor) in[0];
        Tensor target = (Tensor) in[1];
        java.util.List<Tensor> xy = broadcast(input, target);
        return (Tensor) Dispatcher.call("aten::mse_loss", xy.get(0), xy.get(1), reductionCode());
    }
}
