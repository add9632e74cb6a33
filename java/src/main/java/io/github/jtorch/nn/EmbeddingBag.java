package io.github.jtorch.nn;

import io.github.jtorch.DType;
import io.github.jtorch.Dispatcher;
import io.github.jtorch.Ops;
import io.github.jtorch.PointerScope;
import io.github.jtorch.Tensor;
import java.util.Arrays;
import java.util.List;

/**
 * PyTorch's {@code nn.EmbeddingBag}: the sum, mean or max of bags of rows of a table of
 * {@code count} vectors of size {@code dim} (initialised N(0, 1), the padding row zero).
 * Called with a 2-D (B, N) input (B bags of N indices, no offsets), or a 1-D input and 1-D
 * offsets where each bag starts ({@link #call(Object...)}: input, offsets, per_sample_weights;
 * per-sample weights in "sum" mode only). With include_last_offset the offsets end with the
 * input's length. Indices equal to padding_idx are left out of their bag.
 */
public final class EmbeddingBag extends Module {
    private final long count;
    private final long dim;
    private final Double maxNorm;
    private final double normType;
    private final boolean scaleGradByFreq;
    private final String mode;
    private final boolean includeLastOffset;
    private final Long paddingIdx;
    private final Tensor weight;

    public EmbeddingBag(long count, long dim) {
        this(count, dim, null, 2.0, false, "mean", false, null);
    }

    /** mode is "sum", "mean" or "max"; a null maxNorm or paddingIdx is PyTorch's None. */
    public EmbeddingBag(long count, long dim, Double maxNorm, double normType, boolean scaleGradByFreq, String mode,
            boolean includeLastOffset, Long paddingIdx) {
        Layers.positive("EmbeddingBag", "num_embeddings and embedding_dim", count, dim);
        Layers.require("sum".equals(mode) || "mean".equals(mode) || "max".equals(mode), "EmbeddingBag",
                "mode must be one of sum, mean or max, got '" + mode + "'");
        Layers.require(!(scaleGradByFreq && "max".equals(mode)), "EmbeddingBag",
                "max mode does not support scaling the gradient by the frequency");
        Layers.require(paddingIdx == null || (paddingIdx < count && paddingIdx >= -count), "EmbeddingBag",
                "padding_idx must be within num_embeddings (" + count + "), got " + paddingIdx);
        this.count = count;
        this.dim = dim;
        this.maxNorm = maxNorm;
        this.normType = normType;
        this.scaleGradByFreq = scaleGradByFreq;
        this.mode = mode;
        this.includeLastOffset = includeLastOffset;
        this.paddingIdx = paddingIdx == null ? null : paddingIdx < 0 ? paddingIdx + count : paddingIdx;
        Long pad = this.paddingIdx;
        this.weight = parameter("weight", made(() -> {
            Tensor w = Ops.randn(count, dim);
            if (pad != null) {
                Ops.fillInPlace(Ops.select(w, 0, pad), 0.0);
            }
            return w;
        }));
    }

    /** The bags of a 2-D input. */
    @Override
    public Tensor forward(Tensor input) {
        return forward(input, null, null);
    }

    /**
     * The bags of {@code input}: 2-D with null offsets, or 1-D with 1-D offsets;
     * {@code perSampleWeights} (or null) of the input's shape, in "sum" mode only.
     */
    @SuppressWarnings("unchecked")
    public Tensor forward(Tensor input, Tensor offsets, Tensor perSampleWeights) {
        Layers.require(input != null, describe(), "input is null");
        Layers.require(perSampleWeights == null || "sum".equals(mode), describe(),
                "per_sample_weights is only supported for mode='sum', got mode='" + mode + "'");
        Layers.require(perSampleWeights == null || Arrays.equals(perSampleWeights.shape(), input.shape()), describe(),
                "per_sample_weights must have the input's shape " + Arrays.toString(input.shape()) + ", got "
                        + (perSampleWeights == null ? "" : Arrays.toString(perSampleWeights.shape())));
        if (input.dim() == 2) {
            Layers.require(offsets == null, describe(), "if input is 2D, then offsets has to be null, as input is "
                    + "treated as a mini-batch of fixed length sequences");
        } else if (input.dim() == 1) {
            Layers.require(offsets != null && offsets.dim() == 1, describe(),
                    "a 1D input needs 1D offsets, got " + (offsets == null ? "none" : offsets.dim() + "D offsets"));
        } else {
            throw new IllegalArgumentException(describe() + ": input has to be 1D or 2D, got " + input.dim() + "D input");
        }
        long modeEnum = "sum".equals(mode) ? 0 : "mean".equals(mode) ? 1 : 2;
        return Layers.run(this, () -> {
            try (PointerScope s = new PointerScope()) {
                Tensor in = input;
                Tensor off = offsets;
                Tensor psw = perSampleWeights;
                boolean last = includeLastOffset;
                if (input.dim() == 2) {
                    long n = input.shape()[1];
                    off = Ops.arange(0L, input.numel(), Math.max(n, 1L), input.dtype());
                    in = Ops.reshape(input, -1L);
                    psw = psw == null ? null : Ops.reshape(psw, -1L);
                    last = false;
                }
                if (maxNorm != null) {
                    Embedding.renorm(weight, in, maxNorm, normType);
                }
                List<Tensor> r = (List<Tensor>) Dispatcher.call("aten::embedding_bag", weight, in, off, scaleGradByFreq,
                        modeEnum, false, psw, last, paddingIdx);
                return s.moveOut(r.get(0));
            }
        });
    }

    @Override
    public Object call(Object... inputs) {
        if (inputs != null && inputs.length >= 1 && inputs.length <= 3 && inputs[0] instanceof Tensor) {
            for (int i = 1; i < inputs.length; i++) {
                if (inputs[i] != null && !(inputs[i] instanceof Tensor)) {
                    throw new IllegalArgumentException(describe() + " takes input, offsets and per_sample_weights "
                            + "tensors (or null), got " + describeInputs(inputs));
                }
            }
            return forward((Tensor) inputs[0], inputs.length > 1 ? (Tensor) inputs[1] : null,
                    inputs.length > 2 ? (Tensor) inputs[2] : null);
        }
        throw new IllegalArgumentException(describe() + " takes input, offsets and per_sample_weights tensors (or null), got "
                + describeInputs(inputs));
    }

    public Tensor weight() {
        return weight;
    }

    @Override
    protected String describe() {
        return "EmbeddingBag(" + count + ", " + dim + (maxNorm == null ? "" : ", max_norm=" + Layers.pyFloat(maxNorm))
                + (normType == 2.0 ? "" : ", norm_type=" + Layers.pyFloat(normType))
                + (scaleGradByFreq ? ", scale_grad_by_freq=True" : "") + ", mode='" + mode + "'"
                + (paddingIdx == null ? "" : ", padding_idx=" + paddingIdx) + ")";
    }
}
