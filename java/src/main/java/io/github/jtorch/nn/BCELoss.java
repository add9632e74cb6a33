package io.github.jtorch.nn;

import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/**
 * Binary cross-entropy of probabilities (in [0, 1]) against targets of the same shape,
 * PyTorch's nn.BCELoss; an optional rescaling weight broadcast to the target's shape (the
 * buffer {@code weight}).
 */
public final class BCELoss extends Loss {
    private final Tensor weight;

    /** No weight, reduction "mean". */
    public BCELoss() {
        this(null, "mean");
    }

    /** {@code weight} may be null; the loss keeps a copy. */
    public BCELoss(Tensor weight, String reduction) {
        super(reduction, "input", "target");
        this.weight = weight == null ? null : buffer("weight", copied(weight));
    }

    /** The weight (the buffer), or null. */
    public Tensor weight() {
        return weight;
    }

    @Override
    protected Tensor compute(Object[] in) {
        Tensor input = (Tensor) in[0];
        Tensor target = (Tensor) in[1];
        sameShape(input, target);
        Tensor w = weight == null ? null : Ops.broadcastTensors(java.util.List.of(target, weight)).get(1);
        return Ops.binaryCrossEntropy(input, target, w, reductionCode());
    }
}
