package io.github.jtorch.nn;

import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/**
 * PyTorch's {@code nn.LayerNorm}: normalises over the last dimensions of the input, which must
 * be {@code normalizedShape}, with eps 1e-5; with elementwise_affine a {@code weight} (ones)
 * and, with bias, a {@code bias} (zeros) of that shape.
 */
public final class LayerNorm extends Module {
    private final long[] normalizedShape;
    private final double eps;
    private final boolean elementwiseAffine;
    private final Tensor weight;
    private final Tensor bias;

    public LayerNorm(long... normalizedShape) {
        this(normalizedShape, 1e-5, true, true);
    }

    public LayerNorm(long[] normalizedShape, double eps, boolean elementwiseAffine, boolean bias) {
        Layers.require(normalizedShape != null && normalizedShape.length > 0, "LayerNorm",
                "normalized_shape needs at least one size");
        Layers.positive("LayerNorm", "normalized_shape", normalizedShape);
        this.normalizedShape = normalizedShape.clone();
        this.eps = eps;
        this.elementwiseAffine = elementwiseAffine;
        this.weight = elementwiseAffine ? parameter("weight", Ops.ones(normalizedShape)) : null;
        this.bias = elementwiseAffine && bias ? parameter("bias", Ops.zeros(normalizedShape)) : null;
    }

    @Override
    public Tensor forward(Tensor input) {
        NormChecks.trailing(this, input, normalizedShape);
        return Layers.run(this, () -> Ops.layerNorm(input, normalizedShape, weight, bias, eps));
    }

    @Override
    protected String describe() {
        return "LayerNorm(" + Layers.repr(normalizedShape) + ", eps=" + Layers.pyFloat(eps) + ", elementwise_affine="
                + Layers.pyBool(elementwiseAffine) + ", bias="
                + Layers.pyBool(bias != null) + ")";
    }
}
