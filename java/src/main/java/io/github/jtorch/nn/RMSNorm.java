package io.github.jtorch.nn;

import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/**
 * PyTorch's {@code nn.RMSNorm}: x / sqrt(mean(x^2) + eps) over the last dimensions, which must
 * be {@code normalizedShape}; a null eps is the input dtype's machine epsilon, as PyTorch's
 * None. With elementwise_affine a {@code weight} of ones.
 */
public final class RMSNorm extends Module {
    private final long[] normalizedShape;
    private final Double eps;
    private final boolean elementwiseAffine;
    private final Tensor weight;

    public RMSNorm(long... normalizedShape) {
        this(normalizedShape, null, true);
    }

    public RMSNorm(long[] normalizedShape, Double eps, boolean elementwiseAffine) {
        Layers.require(normalizedShape != null && normalizedShape.length > 0, "RMSNorm",
                "normalized_shape needs at least one size");
        Layers.positive("RMSNorm", "normalized_shape", normalizedShape);
        this.normalizedShape = normalizedShape.clone();
        this.eps = eps;
        this.elementwiseAffine = elementwiseAffine;
        this.weight = elementwiseAffine ? parameter("weight", Ops.ones(normalizedShape)) : null;
    }

    @Override
    public Tensor forward(Tensor input) {
        NormChecks.trailing(this, input, normalizedShape);
        return Layers.run(this, () -> Ops.rmsNorm(input, normalizedShape, weight, eps));
    }

    @Override
    protected String describe() {
        return "RMSNorm(" + Layers.repr(normalizedShape) + ", eps=" + (eps == null ? "None" : Layers.pyFloat(eps))
                + ", elementwise_affine=" + Layers.pyBool(elementwiseAffine) + ")";
    }
}
