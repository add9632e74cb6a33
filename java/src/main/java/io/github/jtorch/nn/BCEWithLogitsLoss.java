package io.github.jtorch.nn;

import io.github.jtorch.Dispatcher;
import io.github.jtorch.Tensor;

/**
 * Binary cross-entropy of logits (sigmoid applied inside, stably) against targets of the same
 * shape, PyTorch's nn.BCEWithLogitsLoss. Optional buffers as PyTorch's: {@code weight}
 * rescales each element's loss, {@code pos_weight} (one value per class, the last dimension)
 * weighs positive targets.
 */
public final class BCEWithLogitsLoss extends Loss {
    private final Tensor weight;
    private final Tensor posWeight;

    /** No weights, reduction "mean". */
    public BCEWithLogitsLoss() {
        this(null, "mean", null);
    }

    /** {@code weight} and {@code posWeight} may be null; the loss keeps copies. */
    public BCEWithLogitsLoss(Tensor weight, String reduction, Tensor posWeight) {
        super(reduction, "input", "target");
        this.weight = weight == null ? null : buffer("weight", copied(weight));
        this.posWeight = posWeight == null ? null : buffer("pos_weight", copied(posWeight));
    }

    /** The weight (the buffer), or null. */
    public Tensor weight() {
        return weight;
    }

    /** The positive-class weight (the buffer {@code pos_weight}), or null. */
    public Tensor posWeight() {
        return posWeight;
    }

    @Override
    protected Tensor compute(Object[] in) {
        Tensor input = (Tensor) in[0];
        Tensor target = (Tensor) in[1];
        sameShape(input, target);
        return (Tensor) Dispatcher.call("aten::binary_cross_entropy_with_logits", input, target, weight, posWeight, reductionCode());
    }
}
