package io.github.jtorch.nn;

import io.github.jtorch.Autograd;
import io.github.jtorch.Dispatcher;
import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/**
 * PyTorch's {@code nn.Embedding}: a lookup table of {@code count} vectors of size {@code dim},
 * initialised N(0, 1), indexed by int64 (or int32) tensors. With a padding index its row
 * starts at zero and gets no gradient; with max_norm, rows looked up are first scaled in place
 * to at most that norm (of norm_type, 2 by default).
 */
public final class Embedding extends Module {
    private final long count;
    private final long dim;
    private final Long paddingIdx;
    private final Double maxNorm;
    private final double normType;
    private final boolean scaleGradByFreq;
    private final Tensor weight;

    public Embedding(long count, long dim) {
        this(count, dim, null, null, 2.0, false);
    }

    /** A null paddingIdx or maxNorm is PyTorch's None; a negative paddingIdx counts from the end. */
    public Embedding(long count, long dim, Long paddingIdx, Double maxNorm, double normType, boolean scaleGradByFreq) {
        this(count, dim, paddingIdx, maxNorm, normType, scaleGradByFreq, null);
    }

    private Embedding(long count, long dim, Long paddingIdx, Double maxNorm, double normType, boolean scaleGradByFreq,
            Tensor pretrained) {
        if (count < 1 || dim < 1) {
            throw new IllegalArgumentException("Embedding sizes must be positive, got " + count + " x " + dim);
        }
        if (paddingIdx != null && (paddingIdx >= count || paddingIdx < -count)) {
            throw new IllegalArgumentException("Embedding: padding_idx must be within num_embeddings (" + count + "), got "
                    + paddingIdx);
        }
        this.count = count;
        this.dim = dim;
        this.paddingIdx = paddingIdx == null ? null : paddingIdx < 0 ? paddingIdx + count : paddingIdx;
        this.maxNorm = maxNorm;
        this.normType = normType;
        this.scaleGradByFreq = scaleGradByFreq;
        if (pretrained != null) {
            this.weight = parameter("weight", made(() -> Ops.clone(pretrained)));
        } else {
            Long pad = this.paddingIdx;
            this.weight = parameter("weight", made(() -> {
                Tensor w = Ops.randn(count, dim);
                if (pad != null) {
                    Ops.fillInPlace(Ops.select(w, 0, pad), 0.0);
                }
                return w;
            }));
        }
    }

    /**
     * PyTorch's {@code Embedding.from_pretrained}: a table holding a copy of the 2-D
     * {@code embeddings}; frozen (no gradient) when {@code freeze}. The padding row keeps its
     * values, as PyTorch's.
     */
    public static Embedding fromPretrained(Tensor embeddings, boolean freeze, Long paddingIdx, Double maxNorm,
            double normType, boolean scaleGradByFreq) {
        if (embeddings == null || embeddings.dim() != 2) {
            throw new IllegalArgumentException("Embedding.fromPretrained: embeddings must be 2-D, got "
                    + (embeddings == null ? "null" : java.util.Arrays.toString(embeddings.shape())));
        }
        long[] s = embeddings.shape();
        Embedding e = new Embedding(s[0], s[1], paddingIdx, maxNorm, normType, scaleGradByFreq, embeddings);
        if (freeze) {
            Ops.requiresGradInPlace(e.weight, false);
        }
        return e;
    }

    public static Embedding fromPretrained(Tensor embeddings, boolean freeze) {
        return fromPretrained(embeddings, freeze, null, null, 2.0, false);
    }

    /** The rows of the table at the integer indices in {@code input}. */
    @Override
    public Tensor forward(Tensor input) {
        Layers.require(input != null, describe(), "input is null");
        return Layers.run(this, () -> {
            if (maxNorm != null) {
                renorm(weight, input, maxNorm, normType);
            }
            return (Tensor) Dispatcher.call("aten::embedding", weight, input, paddingIdx == null ? -1L : paddingIdx,
                    scaleGradByFreq, false);
        });
    }

    /** PyTorch's max_norm: the rows at {@code indices} scaled in place, outside autograd. */
    static void renorm(Tensor weight, Tensor indices, double maxNorm, double normType) {
        // In a scope of its own: the op's result is a second handle on weight, not for the caller.
        try (io.github.jtorch.PointerScope s = new io.github.jtorch.PointerScope()) {
            Autograd.noGrad(() -> Dispatcher.call("aten::embedding_renorm_", weight, indices, maxNorm, normType));
        }
    }

    public Tensor weight() {
        return weight;
    }

    @Override
    protected String describe() {
        return "Embedding(" + count + ", " + dim + (paddingIdx == null ? "" : ", padding_idx=" + paddingIdx)
                + (maxNorm == null ? "" : ", max_norm=" + Layers.pyFloat(maxNorm))
                + (normType == 2.0 ? "" : ", norm_type=" + Layers.pyFloat(normType))
                + (scaleGradByFreq ? ", scale_grad_by_freq=True" : "") + ")";
    }
}
