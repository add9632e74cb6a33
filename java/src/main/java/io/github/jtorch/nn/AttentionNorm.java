package io.github.jtorch.nn;

import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/**
 * Layer normalisation over the last dimension, as the transformer layers' {@code norm1},
 * {@code norm2}, {@code norm3} and the encoder's and decoder's {@code norm}: PyTorch's
 * {@code LayerNorm(d_model, eps, bias)} with its state-dict names {@code weight} and
 * {@code bias} (ones and zeros). Package-private until it is unified with the public
 * LayerNorm.
 */
final class AttentionNorm extends Module {
    private final long size;
    private final double eps;
    private final Tensor weight;
    private final Tensor bias;

    AttentionNorm(long size, double eps, boolean bias) {
        this.size = size;
        this.eps = eps;
        this.weight = parameter("weight", Ops.ones(size));
        this.bias = bias ? parameter("bias", Ops.zeros(size)) : null;
    }

    @Override
    public Tensor forward(Tensor input) {
        if (input.dim() == 0 || input.shape()[input.dim() - 1] != size) {
            throw new IllegalArgumentException("LayerNorm: input.size(-1) must be equal to normalized_shape. Expected " + size
                    + ", got " + (input.dim() == 0 ? "a 0-D tensor" : input.shape()[input.dim() - 1]));
        }
        return Ops.layerNorm(input, new long[] {size}, weight, bias, eps);
    }

    @Override
    protected String describe() {
        return "LayerNorm((" + size + ",), eps=" + eps + (bias == null ? ", bias=False)" : ")");
    }
}
