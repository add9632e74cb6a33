package io.github.jtorch.nn;

import io.github.jtorch.Kwargs;
import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/**
 * x * Phi(x), Phi the standard normal distribution function: PyTorch's nn.GELU. With
 * approximate "tanh", Phi is estimated with tanh as in PyTorch.
 */
public final class GELU extends Module {
    private final String approximate;

    /** The exact form (approximate "none"). */
    public GELU() {
        this("none");
    }

    /** {@code approximate} is "none" or "tanh". */
    public GELU(String approximate) {
        if (!"none".equals(approximate) && !"tanh".equals(approximate)) {
            throw new IllegalArgumentException("GELU's approximate must be \"none\" or \"tanh\", got " + approximate);
        }
        this.approximate = approximate;
    }

    @Override
    public Tensor forward(Tensor input) {
        return Ops.gelu(input, Kwargs.of("approximate", approximate));
    }

    @Override
    protected String describe() {
        return "GELU(approximate='" + approximate + "')";
    }
}
