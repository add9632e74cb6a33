package io.github.jtorch.nn;

import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/**
 * Multi-label one-versus-all loss of logits (N, C) against 0/1 targets of the same shape,
 * PyTorch's nn.MultiLabelSoftMarginLoss: the mean over classes of each binary cross-entropy,
 * an optional weight (the buffer {@code weight}) rescaling each class.
 */
public final class MultiLabelSoftMarginLoss extends Loss {
    private final Tensor weight;

    /** No weight, reduction "mean". */
    public MultiLabelSoftMarginLoss() {
        this(null, "mean");
    }

    /** {@code weight} may be null; the loss keeps a copy. */
    public MultiLabelSoftMarginLoss(Tensor weight, String reduction) {
        super(reduction, "input", "target");
        this.weight = weight == null ? null : buffer("weight", copied(weight));
    }

    /** The class weights (the buffer), or null. */
    public Tensor weight() {
        return weight;
    }

    @Override
    protected Tensor compute(Object[] in) {
        Tensor input = (Tensor) in[0];
        Tensor target = (Tensor) in[1];
        if (input.dim() == 0) {
            throw new IllegalArgumentException(name() + " needs an input with a class dimension, got a 0-dimensional one");
        }
        // As torch.nn.functional.multilabel_soft_margin_loss writes it.
        Tensor pos = Ops.mul(target, Ops.logSigmoid(input));
        Tensor neg = Ops.mul(Ops.rsub(target, 1.0), Ops.logSigmoid(Ops.neg(input)));
        Tensor loss = Ops.neg(Ops.add(pos, neg));
        if (weight != null) {
            loss = Ops.mul(loss, weight);
        }
        long classDim = input.dim() - 1;
        loss = Ops.div(Ops.sum(loss, classDim), (double) input.shape()[(int) classDim]);
        return reduce(loss);
    }
}
