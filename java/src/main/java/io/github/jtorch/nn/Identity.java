package io.github.jtorch.nn;

import io.github.jtorch.Tensor;

/** PyTorch's {@code nn.Identity}: returns its input, the same tensor. */
public final class Identity extends Module {
    @Override
    public Tensor forward(Tensor input) {
        return input;
    }

    @Override
    protected String describe() {
        return "Identity()";
    }
}
