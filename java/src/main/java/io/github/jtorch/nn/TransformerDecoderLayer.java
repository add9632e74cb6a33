package io.github.jtorch.nn;

import io.github.jtorch.Kwargs;
import io.github.jtorch.Tensor;
import io.github.jtorch.Torch;

/**
 * PyTorch's {@code nn.TransformerDecoderLayer(d_model, nhead)}: self-attention, attention over
 * the encoder's output (memory) and a feed-forward block, each with a residual connection and
 * layer norm (after, or before with {@code norm_first}). Options as
 * {@link TransformerEncoderLayer}'s. Children as PyTorch names them: {@code self_attn},
 * {@code multihead_attn}, {@code linear1}, {@code dropout}, {@code linear2}, {@code norm1},
 * {@code norm2}, {@code norm3}, {@code dropout1}, {@code dropout2}, {@code dropout3}.
 *
 * <p>{@link #call(Object...)} takes {@code tgt, memory} and then, positionally or by name,
 * {@code tgt_mask}, {@code memory_mask}, {@code tgt_key_padding_mask},
 * {@code memory_key_padding_mask}, {@code tgt_is_causal} (false), {@code memory_is_causal}
 * (false); it returns the output tensor. {@link #forward(Tensor)} throws: the layer needs
 * memory too.
 */
public final class TransformerDecoderLayer extends Module {
    static final String[] INPUTS = {"tgt", "memory", "tgt_mask", "memory_mask", "tgt_key_padding_mask", "memory_key_padding_mask",
        "tgt_is_causal", "memory_is_causal"};
    private static final String NAME = "TransformerDecoderLayer";

    private final Args options;
    final long dModel;
    final long nhead;
    final boolean batchFirst;
    private final boolean normFirst;
    private final String activation;
    private final MultiheadAttention selfAttn;
    private final MultiheadAttention multiheadAttn;
    private final Linear linear1;
    private final Dropout dropout;
    private final Linear linear2;
    private final LayerNorm norm1;
    private final LayerNorm norm2;
    private final LayerNorm norm3;
    private final Dropout dropout1;
    private final Dropout dropout2;
    private final Dropout dropout3;

    public TransformerDecoderLayer(long dModel, long nhead) {
        this(dModel, nhead, (Object) null);
    }

    /** {@code options}: a {@link Kwargs} (or map) of PyTorch's keyword arguments; null for none. */
    public TransformerDecoderLayer(long dModel, long nhead, Object options) {
        this(dModel, nhead, Args.options(NAME, options, TransformerEncoderLayer.OPTIONS));
    }

    private TransformerDecoderLayer(long dModel, long nhead, Args a) {
        this.options = a;
        this.dModel = dModel;
        this.nhead = nhead;
        long ff = a.integer("dim_feedforward", 2048);
        double p = a.number("dropout", 0.1);
        double eps = a.number("layer_norm_eps", 1e-5);
        this.batchFirst = a.bool("batch_first", false);
        this.normFirst = a.bool("norm_first", false);
        boolean bias = a.bool("bias", true);
        this.activation = TransformerEncoderLayer.activation(NAME, a.string("activation", "relu"));
        if (ff <= 0) {
            throw new IllegalArgumentException(NAME + ": dim_feedforward must be greater than 0, got " + ff);
        }
        Kwargs mha = Kwargs.of("dropout", p, "bias", bias, "batch_first", batchFirst);
        this.selfAttn = child("self_attn", new MultiheadAttention(dModel, nhead, mha));
        this.multiheadAttn = child("multihead_attn", new MultiheadAttention(dModel, nhead, mha));
        this.linear1 = child("linear1", new Linear(dModel, ff, bias));
        this.dropout = child("dropout", new Dropout(p));
        this.linear2 = child("linear2", new Linear(ff, dModel, bias));
        this.norm1 = child("norm1", new LayerNorm(new long[] {dModel}, eps, true, bias));
        this.norm2 = child("norm2", new LayerNorm(new long[] {dModel}, eps, true, bias));
        this.norm3 = child("norm3", new LayerNorm(new long[] {dModel}, eps, true, bias));
        this.dropout1 = child("dropout1", new Dropout(p));
        this.dropout2 = child("dropout2", new Dropout(p));
        this.dropout3 = child("dropout3", new Dropout(p));
    }

    /** A copy with the same options and parameter values (PyTorch's deepcopy of a layer). */
    TransformerDecoderLayer copy() {
        return LayerStack.copyState(this, new TransformerDecoderLayer(dModel, nhead, options));
    }

    @Override
    public Tensor forward(Tensor tgt) {
        throw new IllegalArgumentException(NAME + " needs tgt and memory: use call(tgt, memory, ...)");
    }

    @Override
    public Object call(Object... inputs) {
        Args a = Args.call(NAME, inputs, 2, INPUTS);
        Tensor tgt = a.tensor("tgt");
        Tensor memory = a.tensor("memory");
        Tensor tgtMask = a.tensor("tgt_mask");
        Tensor memoryMask = a.tensor("memory_mask");
        Tensor tgtKpm = a.tensor("tgt_key_padding_mask");
        Tensor memoryKpm = a.tensor("memory_key_padding_mask");
        boolean tgtCausal = a.bool("tgt_is_causal", false);
        boolean memoryCausal = a.bool("memory_is_causal", false);
        return Torch.withTorch(() -> decode(tgt, memory, tgtMask, memoryMask, tgtKpm, memoryKpm, tgtCausal, memoryCausal));
    }

    Tensor decode(Tensor tgt, Tensor memory, Tensor tgtMask, Tensor memoryMask, Tensor tgtKpm, Tensor memoryKpm, boolean tgtCausal,
            boolean memoryCausal) {
        TransformerEncoderLayer.checkInput(NAME, "tgt", tgt, dModel);
        TransformerEncoderLayer.checkInput(NAME, "memory", memory, dModel);
        Tensor x = tgt;
        if (normFirst) {
            x = x.add(selfAttention(norm1.forward(x), tgtMask, tgtKpm, tgtCausal));
            x = x.add(crossAttention(norm2.forward(x), memory, memoryMask, memoryKpm, memoryCausal));
            x = x.add(feedForward(norm3.forward(x)));
        } else {
            x = norm1.forward(x.add(selfAttention(x, tgtMask, tgtKpm, tgtCausal)));
            x = norm2.forward(x.add(crossAttention(x, memory, memoryMask, memoryKpm, memoryCausal)));
            x = norm3.forward(x.add(feedForward(x)));
        }
        return x;
    }

    private Tensor selfAttention(Tensor x, Tensor mask, Tensor kpm, boolean isCausal) {
        return dropout1.forward(selfAttn.attend(x, x, x, kpm, false, mask, true, isCausal).get(0));
    }

    private Tensor crossAttention(Tensor x, Tensor memory, Tensor mask, Tensor kpm, boolean isCausal) {
        return dropout2.forward(multiheadAttn.attend(x, memory, memory, kpm, false, mask, true, isCausal).get(0));
    }

    private Tensor feedForward(Tensor x) {
        return dropout3.forward(linear2.forward(dropout.forward(TransformerEncoderLayer.activate(activation, linear1.forward(x)))));
    }

    @Override
    protected String describe() {
        return NAME + "(d_model=" + dModel + ", nhead=" + nhead + ", activation=" + activation + (normFirst ? ", norm_first=True" : "")
                + (batchFirst ? ", batch_first=True" : "") + ")";
    }
}
