package io.github.jtorch.nn;

import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/**
 * Negative log-likelihood of log-probabilities (such as LogSoftmax's) at the target's class
 * indices, PyTorch's nn.NLLLoss: the input is (C), (N, C) or (N, C, d1, ...), the target
 * int64 of the input's shape without C. Class weights (C values, the buffer {@code weight})
 * and ignore_index as PyTorch's.
 */
public final class NLLLoss extends Loss {
    private final Tensor weight;
    private final long ignoreIndex;

    /** No weights, ignore_index -100, reduction "mean". */
    public NLLLoss() {
        this(null, -100, "mean");
    }

    /** {@code weight} may be null (every class weighs 1); the loss keeps a copy. */
    public NLLLoss(Tensor weight, long ignoreIndex, String reduction) {
        super(reduction, "input", "target");
        this.weight = weight == null ? null : buffer("weight", copied(weight));
        this.ignoreIndex = ignoreIndex;
    }

    /** The class weights (the buffer), or null. */
    public Tensor weight() {
        return weight;
    }

    @Override
    protected Tensor compute(Object[] in) {
        return Ops.nllLossNd((Tensor) in[0], (Tensor) in[1], weight, reductionCode(), ignoreIndex);
    }
}
