package io.github.jtorch.nn;

import io.github.jtorch.Kwargs;
import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;
import io.github.jtorch.Torch;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * PyTorch's {@code nn.MultiheadAttention(embed_dim, num_heads)}. Options by PyTorch's names:
 * {@code dropout} (0, on the attention weights in training), {@code bias} (true),
 * {@code add_bias_kv} (false), {@code add_zero_attn} (false), {@code kdim} and {@code vdim}
 * (embed_dim), {@code batch_first} (false). Parameters as PyTorch's: {@code in_proj_weight}
 * (or {@code q_proj_weight}, {@code k_proj_weight}, {@code v_proj_weight} when kdim or vdim
 * differ from embed_dim), {@code in_proj_bias}, {@code bias_k}, {@code bias_v},
 * {@code out_proj.weight}, {@code out_proj.bias}; initialised as its _reset_parameters
 * (xavier uniform projections, zero biases).
 *
 * <p>{@link #call(Object...)} takes {@code (query, key, value)} and then, positionally or by
 * name (a trailing {@link Kwargs} or map), {@code key_padding_mask}, {@code need_weights}
 * (true), {@code attn_mask}, {@code average_attn_weights} (true), {@code is_causal} (false); it
 * returns a {@link List} {@code [attn_output, attn_weights]}, the weights null when not
 * needed. Masks are boolean (true: not attended) or float (added to the scores). Shapes that
 * do not fit are IllegalArgumentExceptions naming the layer and the mismatch.
 */
public final class MultiheadAttention extends Module {
    static final String[] OPTIONS = {"dropout", "bias", "add_bias_kv", "add_zero_attn", "kdim", "vdim", "batch_first"};
    static final String[] INPUTS = {"query", "key", "value", "key_padding_mask", "need_weights", "attn_mask",
        "average_attn_weights", "is_causal"};
    private static final String NAME = "MultiheadAttention";

    final long embedDim;
    final long numHeads;
    final long kdim;
    final long vdim;
    final double dropout;
    final boolean batchFirst;
    final boolean addZeroAttn;
    private final long headDim;
    private final Tensor inProjWeight;
    private final Tensor qProjWeight;
    private final Tensor kProjWeight;
    private final Tensor vProjWeight;
    private final Tensor inProjBias;
    private final Tensor biasK;
    private final Tensor biasV;
    private final Linear outProj;

    public MultiheadAttention(long embedDim, long numHeads) {
        this(embedDim, numHeads, null);
    }

    /** {@code options}: a {@link Kwargs} (or map) of PyTorch's keyword arguments; null for none. */
    public MultiheadAttention(long embedDim, long numHeads, Object options) {
        Args a = Args.options(NAME, options, OPTIONS);
        if (embedDim <= 0 || numHeads <= 0) {
            throw new IllegalArgumentException(NAME + ": embed_dim and num_heads must be greater than 0, got embed_dim=" + embedDim
                    + " and num_heads=" + numHeads + " instead");
        }
        this.embedDim = embedDim;
        this.numHeads = numHeads;
        this.kdim = a.integer("kdim", embedDim);
        this.vdim = a.integer("vdim", embedDim);
        this.dropout = a.number("dropout", 0.0);
        this.batchFirst = a.bool("batch_first", false);
        this.addZeroAttn = a.bool("add_zero_attn", false);
        boolean bias = a.bool("bias", true);
        boolean addBiasKv = a.bool("add_bias_kv", false);
        if (kdim <= 0 || vdim <= 0) {
            throw new IllegalArgumentException(NAME + ": kdim and vdim must be greater than 0, got " + kdim + " and " + vdim);
        }
        if (!(dropout >= 0 && dropout <= 1)) {
            throw new IllegalArgumentException(NAME + ": dropout must be in [0, 1], got " + dropout);
        }
        this.headDim = embedDim / numHeads;
        if (headDim * numHeads != embedDim) {
            throw new IllegalArgumentException(NAME + ": embed_dim must be divisible by num_heads, got " + embedDim + " and "
                    + numHeads);
        }
        if (kdim == embedDim && vdim == embedDim) {
            this.inProjWeight = parameter("in_proj_weight", xavierUniform(3 * embedDim, embedDim));
            this.qProjWeight = kProjWeight = vProjWeight = null;
        } else {
            this.inProjWeight = null;
            this.qProjWeight = parameter("q_proj_weight", xavierUniform(embedDim, embedDim));
            this.kProjWeight = parameter("k_proj_weight", xavierUniform(embedDim, kdim));
            this.vProjWeight = parameter("v_proj_weight", xavierUniform(embedDim, vdim));
        }
        this.inProjBias = bias ? parameter("in_proj_bias", Ops.zeros(3 * embedDim)) : null;
        if (addBiasKv) {
            // xavier_normal_ of a (1, 1, E) tensor: fan_in = fan_out = E.
            double std = Math.sqrt(1.0 / embedDim);
            this.biasK = parameter("bias_k", made(() -> Ops.randn(1, 1, embedDim).mul(std)));
            this.biasV = parameter("bias_v", made(() -> Ops.randn(1, 1, embedDim).mul(std)));
        } else {
            this.biasK = biasV = null;
        }
        this.outProj = child("out_proj", new Linear(embedDim, embedDim, bias));
        if (bias) {
            try (io.github.jtorch.Autograd.NoGrad g = io.github.jtorch.Autograd.noGrad()) {
                Ops.zeroInPlace(outProj.bias());
            }
        }
    }

    /** PyTorch's xavier_uniform_ for a (rows, cols) weight. */
    static Tensor xavierUniform(long rows, long cols) {
        return uniform(Math.sqrt(6.0 / (rows + cols)), rows, cols);
    }

    /** Whether the projections of query, key and value are one packed weight (kdim and vdim equal embed_dim). */
    public boolean packedProjection() {
        return inProjWeight != null;
    }

    public boolean batchFirst() {
        return batchFirst;
    }

    /** The attention output alone, for self-attention of {@code input}. */
    @Override
    public Tensor forward(Tensor input) {
        return Torch.withTorch(() -> attend(input, input, input, null, false, null, true, false).get(0));
    }

    /**
     * {@code [attn_output, attn_weights-or-null]} for query, key and value and {@code options}
     * (a {@link Kwargs} of key_padding_mask, need_weights, attn_mask, average_attn_weights,
     * is_causal; null for none).
     */
    public List<Tensor> forward(Tensor query, Tensor key, Tensor value, Kwargs options) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) call(query, key, value, options == null ? Kwargs.of() : options);
        return r;
    }

    @Override
    public Object call(Object... inputs) {
        Args a = Args.call(NAME, inputs, 3, INPUTS);
        Tensor q = a.tensor("query");
        Tensor k = a.tensor("key");
        Tensor v = a.tensor("value");
        Tensor kpm = a.tensor("key_padding_mask");
        boolean needWeights = a.bool("need_weights", true);
        Tensor mask = a.tensor("attn_mask");
        boolean average = a.bool("average_attn_weights", true);
        boolean causal = a.bool("is_causal", false);
        return Torch.withTorch(() -> attend(q, k, v, kpm, needWeights, mask, average, causal));
    }

    /** torch.nn.functional.multi_head_attention_forward, as MultiheadAttention.forward calls it. */
    List<Tensor> attend(Tensor query, Tensor key, Tensor value, Tensor keyPaddingMask, boolean needWeights, Tensor attnMask,
            boolean average, boolean isCausal) {
        checkShapes(query, key, value, keyPaddingMask, attnMask);
        boolean batched = query.dim() == 3;
        if (batched && batchFirst) {
            query = query.transpose(1, 0);
            key = key.transpose(1, 0);
            value = value.transpose(1, 0);
        }
        if (!batched) {
            query = Ops.unsqueeze(query, 1);
            key = Ops.unsqueeze(key, 1);
            value = Ops.unsqueeze(value, 1);
            if (keyPaddingMask != null) {
                keyPaddingMask = Ops.unsqueeze(keyPaddingMask, 0);
            }
        }
        long tgtLen = query.shape()[0];
        long bsz = query.shape()[1];
        long srcLen = key.shape()[0];
        if (key.shape()[1] != bsz || value.shape()[1] != bsz || value.shape()[0] != srcLen) {
            throw new IllegalArgumentException(NAME + ": query, key and value must have the same batch size and key and value the "
                    + "same length, got " + shapes(query, key, value) + " (as (L, N, E))");
        }
        keyPaddingMask = Masks.canonical(NAME, "key_padding_mask", keyPaddingMask, query.dtype());
        if (isCausal && attnMask == null) {
            throw new IllegalArgumentException(NAME + ": Need attn_mask if specifying the is_causal hint. You may use "
                    + "Transformer.generateSquareSubsequentMask to create this mask.");
        }
        if (isCausal && keyPaddingMask == null && !needWeights) {
            attnMask = null;
        } else {
            attnMask = Masks.canonical(NAME, "attn_mask", attnMask, query.dtype());
            if (keyPaddingMask != null) {
                isCausal = false;
            }
        }
        Tensor q;
        Tensor k;
        Tensor v;
        List<Tensor> b = inProjBias == null ? Arrays.asList(null, null, null) : Ops.chunk(inProjBias, 3, 0);
        if (inProjWeight != null) {
            List<Tensor> w = Ops.chunk(inProjWeight, 3, 0);
            q = Ops.linear(query, w.get(0), b.get(0));
            k = Ops.linear(key, w.get(1), b.get(1));
            v = Ops.linear(value, w.get(2), b.get(2));
        } else {
            q = Ops.linear(query, qProjWeight, b.get(0));
            k = Ops.linear(key, kProjWeight, b.get(1));
            v = Ops.linear(value, vProjWeight, b.get(2));
        }
        if (attnMask != null) {
            if (attnMask.dim() == 2) {
                long[] want = {tgtLen, srcLen};
                if (!Arrays.equals(attnMask.shape(), want)) {
                    throw new IllegalArgumentException(NAME + ": The shape of the 2D attn_mask is " + Arrays.toString(attnMask.shape())
                            + ", but should be " + Arrays.toString(want) + ".");
                }
                attnMask = Ops.unsqueeze(attnMask, 0);
            } else {
                long[] want = {bsz * numHeads, tgtLen, srcLen};
                if (!Arrays.equals(attnMask.shape(), want)) {
                    throw new IllegalArgumentException(NAME + ": The shape of the 3D attn_mask is " + Arrays.toString(attnMask.shape())
                            + ", but should be " + Arrays.toString(want) + ".");
                }
            }
        }
        if (biasK != null) {
            k = Ops.cat(List.of(k, Ops.repeat(biasK, new long[] {1, bsz, 1})), 0);
            v = Ops.cat(List.of(v, Ops.repeat(biasV, new long[] {1, bsz, 1})), 0);
            attnMask = padLast(attnMask);
            keyPaddingMask = padLast(keyPaddingMask);
        }
        q = q.reshape(tgtLen, bsz * numHeads, headDim).transpose(0, 1);
        k = k.reshape(k.shape()[0], bsz * numHeads, headDim).transpose(0, 1);
        v = v.reshape(v.shape()[0], bsz * numHeads, headDim).transpose(0, 1);
        if (addZeroAttn) {
            long[] zshape = {bsz * numHeads, 1, headDim};
            k = Ops.cat(List.of(k, Ops.zeros(zshape, k.dtype(), k.device())), 1);
            v = Ops.cat(List.of(v, Ops.zeros(zshape, v.dtype(), v.device())), 1);
            attnMask = padLast(attnMask);
            keyPaddingMask = padLast(keyPaddingMask);
        }
        srcLen = k.shape()[1];
        if (keyPaddingMask != null) {
            long[] want = {bsz, srcLen};
            if (!Arrays.equals(keyPaddingMask.shape(), want)) {
                throw new IllegalArgumentException(NAME + ": key_padding_mask must have shape " + Arrays.toString(want) + " (batch, "
                        + "source length), got " + Arrays.toString(keyPaddingMask.shape()));
            }
            Tensor kpm = Ops.expand(keyPaddingMask.reshape(bsz, 1, 1, srcLen), new long[] {-1, numHeads, -1, -1}).reshape(bsz * numHeads, 1, srcLen);
            attnMask = attnMask == null ? kpm : attnMask.add(kpm);
        }
        double p = isTraining() ? dropout : 0.0;
        long embed = embedDim;
        Tensor output;
        Tensor weights = null;
        if (needWeights) {
            Tensor qScaled = q.mul(Math.sqrt(1.0 / headDim));
            Tensor kt = k.transpose(-2, -1);
            Tensor scores = attnMask != null ? Ops.baddbmm(attnMask, qScaled, kt) : Ops.bmm(qScaled, kt);
            weights = scores.softmax(-1);
            if (p > 0) {
                weights = Ops.dropout(weights, p, true);
            }
            output = Ops.bmm(weights, v).transpose(0, 1).reshape(tgtLen * bsz, embed);
            weights = weights.reshape(bsz, numHeads, tgtLen, srcLen);
            if (average) {
                weights = Ops.mean(weights, new long[] {1}, false);
            }
        } else {
            if (attnMask != null) {
                attnMask = attnMask.shape()[0] == 1 && attnMask.dim() == 3 ? Ops.unsqueeze(attnMask, 0)
                        : attnMask.reshape(bsz, numHeads, -1, srcLen);
            }
            q = q.reshape(bsz, numHeads, tgtLen, headDim);
            k = k.reshape(bsz, numHeads, srcLen, headDim);
            v = v.reshape(bsz, numHeads, srcLen, headDim);
            Tensor o = Ops.scaledDotProductAttention(q, k, v, attnMask, p, isCausal);
            output = Ops.permute(o, new long[] {2, 0, 1, 3}).reshape(bsz * tgtLen, embed);
        }
        output = outProj.forward(output).reshape(tgtLen, bsz, embed);
        if (!batched) {
            output = Ops.squeeze(output, 1);
            if (weights != null) {
                weights = Ops.squeeze(weights, 0);
            }
        } else if (batchFirst) {
            output = output.transpose(1, 0);
        }
        return Collections.unmodifiableList(Arrays.asList(output, weights));
    }

    /** A mask with one more column of zeros (for bias_k and the zero attention), or null. */
    private static Tensor padLast(Tensor mask) {
        return mask == null ? null : Ops.pad(mask, new long[] {0, 1});
    }

    private void checkShapes(Tensor query, Tensor key, Tensor value, Tensor kpm, Tensor mask) {
        int d = query.dim();
        if (d != 2 && d != 3) {
            throw new IllegalArgumentException(NAME + ": query should be unbatched 2D or batched 3D tensor but received " + d
                    + "-D query tensor");
        }
        String kind = d == 3 ? "batched (3-D)" : "unbatched (2-D)";
        if (key.dim() != d || value.dim() != d) {
            throw new IllegalArgumentException(NAME + ": For " + kind + " `query`, expected `key` and `value` to be " + d + "-D but found "
                    + key.dim() + "-D and " + value.dim() + "-D tensors respectively");
        }
        if (kpm != null && kpm.dim() != d - 1) {
            throw new IllegalArgumentException(NAME + ": For " + kind + " `query`, expected `key_padding_mask` to be `None` or "
                    + (d - 1) + "-D but found " + kpm.dim() + "-D tensor instead");
        }
        if (mask != null && mask.dim() != 2 && mask.dim() != 3) {
            throw new IllegalArgumentException(NAME + ": For " + kind + " `query`, expected `attn_mask` to be `None`, 2-D or 3-D but found "
                    + mask.dim() + "-D tensor instead");
        }
        long[] sizes = {embedDim, kdim, vdim};
        Tensor[] ts = {query, key, value};
        String[] names = {"query", "key", "value"};
        String[] dims = {"embed_dim", "kdim", "vdim"};
        for (int i = 0; i < 3; i++) {
            long got = ts[i].shape()[d - 1];
            if (got != sizes[i]) {
                throw new IllegalArgumentException(NAME + ": " + names[i] + ".size(-1) must be equal to " + dims[i] + ". Expected "
                        + sizes[i] + ", got " + got);
            }
        }
    }

    private static String shapes(Tensor... ts) {
        StringBuilder s = new StringBuilder();
        for (Tensor t : ts) {
            s.append(s.length() == 0 ? "" : ", ").append(Arrays.toString(t.shape()));
        }
        return s.toString();
    }

    @Override
    protected String describe() {
        return "MultiheadAttention(embed_dim=" + embedDim + ", num_heads=" + numHeads + (kdim != embedDim ? ", kdim=" + kdim : "")
                + (vdim != embedDim ? ", vdim=" + vdim : "") + (batchFirst ? ", batch_first=True" : "") + ")";
    }
}
