package io.github.jtorch.nn;

import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/** Softmax over the channels at each location of a (C, H, W) or (N, C, H, W) input: PyTorch's nn.Softmax2d. */
public final class Softmax2d extends Module {
    @Override
    public Tensor forward(Tensor input) {
        if (input.dim() != 3 && input.dim() != 4) {
            throw new IllegalArgumentException("Softmax2d takes a 3-D or 4-D input, got " + input.dim() + "-D of shape "
                    + java.util.Arrays.toString(input.shape()));
        }
        return Ops.softmax(input, -3);
    }

    @Override
    protected String describe() {
        return "Softmax2d()";
    }
}
