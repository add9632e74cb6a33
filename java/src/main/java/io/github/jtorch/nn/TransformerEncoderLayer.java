package io.github.jtorch.nn;

import io.github.jtorch.Kwargs;
import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;
import io.github.jtorch.Torch;

/**
 * PyTorch's {@code nn.TransformerEncoderLayer(d_model, nhead)}: self-attention and a
 * feed-forward block, each with a residual connection and layer norm (after, or before with
 * {@code norm_first}). Options by PyTorch's names: {@code dim_feedforward} (2048),
 * {@code dropout} (0.1), {@code activation} ("relu" or "gelu"), {@code layer_norm_eps} (1e-5),
 * {@code batch_first} (false), {@code norm_first} (false), {@code bias} (true). Children as
 * PyTorch names them: {@code self_attn}, {@code linear1}, {@code dropout}, {@code linear2},
 * {@code norm1}, {@code norm2}, {@code dropout1}, {@code dropout2}, so its state dicts load.
 *
 * <p>{@link #call(Object...)} takes {@code src} and then, positionally or by name,
 * {@code src_mask}, {@code src_key_padding_mask}, {@code is_causal} (false); it returns the
 * output tensor. Call {@link #eval()} for deterministic output (dropout is on in training).
 */
public final class TransformerEncoderLayer extends Module {
    static final String[] OPTIONS = {"dim_feedforward", "dropout", "activation", "layer_norm_eps", "batch_first", "norm_first",
        "bias"};
    static final String[] INPUTS = {"src", "src_mask", "src_key_padding_mask", "is_causal"};
    private static final String NAME = "TransformerEncoderLayer";

    private final Args options;
    final long dModel;
    final long nhead;
    final boolean batchFirst;
    private final boolean normFirst;
    private final String activation;
    private final MultiheadAttention selfAttn;
    private final Linear linear1;
    private final Dropout dropout;
    private final Linear linear2;
    private final LayerNorm norm1;
    private final LayerNorm norm2;
    private final Dropout dropout1;
    private final Dropout dropout2;

    public TransformerEncoderLayer(long dModel, long nhead) {
        this(dModel, nhead, (Object) null);
    }

    /** {@code options}: a {@link Kwargs} (or map) of PyTorch's keyword arguments; null for none. */
    public TransformerEncoderLayer(long dModel, long nhead, Object options) {
        this(dModel, nhead, Args.options(NAME, options, OPTIONS));
    }

    private TransformerEncoderLayer(long dModel, long nhead, Args a) {
        this.options = a;
        this.dModel = dModel;
        this.nhead = nhead;
        long ff = a.integer("dim_feedforward", 2048);
        double p = a.number("dropout", 0.1);
        double eps = a.number("layer_norm_eps", 1e-5);
        this.batchFirst = a.bool("batch_first", false);
        this.normFirst = a.bool("norm_first", false);
        boolean bias = a.bool("bias", true);
        this.activation = activation(NAME, a.string("activation", "relu"));
        if (ff <= 0) {
            throw new IllegalArgumentException(NAME + ": dim_feedforward must be greater than 0, got " + ff);
        }
        this.selfAttn = child("self_attn", new MultiheadAttention(dModel, nhead,
                Kwargs.of("dropout", p, "bias", bias, "batch_first", batchFirst)));
        this.linear1 = child("linear1", new Linear(dModel, ff, bias));
        this.dropout = child("dropout", new Dropout(p));
        this.linear2 = child("linear2", new Linear(ff, dModel, bias));
        this.norm1 = child("norm1", new LayerNorm(new long[] {dModel}, eps, true, bias));
        this.norm2 = child("norm2", new LayerNorm(new long[] {dModel}, eps, true, bias));
        this.dropout1 = child("dropout1", new Dropout(p));
        this.dropout2 = child("dropout2", new Dropout(p));
    }

    static String activation(String layer, String name) {
        if (!name.equals("relu") && !name.equals("gelu")) {
            throw new IllegalArgumentException(layer + ": activation should be relu/gelu, not " + name);
        }
        return name;
    }

    static Tensor activate(String activation, Tensor x) {
        return activation.equals("relu") ? Ops.relu(x) : Ops.gelu(x);
    }

    /** A copy with the same options and parameter values (PyTorch's deepcopy of a layer). */
    TransformerEncoderLayer copy() {
        return LayerStack.copyState(this, new TransformerEncoderLayer(dModel, nhead, options));
    }

    @Override
    public Tensor forward(Tensor src) {
        return Torch.withTorch(() -> encode(src, null, null, false));
    }

    @Override
    public Object call(Object... inputs) {
        Args a = Args.call(NAME, inputs, 1, INPUTS);
        Tensor src = a.tensor("src");
        Tensor mask = a.tensor("src_mask");
        Tensor kpm = a.tensor("src_key_padding_mask");
        boolean causal = a.bool("is_causal", false);
        return Torch.withTorch(() -> encode(src, mask, kpm, causal));
    }

    Tensor encode(Tensor src, Tensor srcMask, Tensor keyPaddingMask, boolean isCausal) {
        checkInput(NAME, "src", src, dModel);
        Tensor kpm = Masks.canonical(NAME, "src_key_padding_mask", keyPaddingMask, src.dtype());
        Tensor mask = Masks.canonical(NAME, "src_mask", srcMask, src.dtype());
        Tensor x = src;
        if (normFirst) {
            x = x.add(selfAttention(norm1.forward(x), mask, kpm, isCausal));
            x = x.add(feedForward(norm2.forward(x)));
        } else {
            x = norm1.forward(x.add(selfAttention(x, mask, kpm, isCausal)));
            x = norm2.forward(x.add(feedForward(x)));
        }
        return x;
    }

    private Tensor selfAttention(Tensor x, Tensor mask, Tensor kpm, boolean isCausal) {
        return dropout1.forward(selfAttn.attend(x, x, x, kpm, false, mask, true, isCausal).get(0));
    }

    private Tensor feedForward(Tensor x) {
        return dropout2.forward(linear2.forward(dropout.forward(activate(activation, linear1.forward(x)))));
    }

    /** Input of rank 2 or 3 whose last size is d_model, or an IllegalArgumentException naming the layer. */
    static void checkInput(String layer, String what, Tensor t, long dModel) {
        if (t.dim() != 2 && t.dim() != 3) {
            throw new IllegalArgumentException(layer + ": expected " + what + " to be unbatched 2-D or batched 3-D, got a " + t.dim()
                    + "-D tensor");
        }
        long got = t.shape()[t.dim() - 1];
        if (got != dModel) {
            throw new IllegalArgumentException(layer + ": " + what + ".size(-1) must be equal to d_model. Expected " + dModel + ", got "
                    + got);
        }
    }

    @Override
    protected String describe() {
        return NAME + "(d_model=" + dModel + ", nhead=" + nhead + ", activation=" + activation + (normFirst ? ", norm_first=True" : "")
                + (batchFirst ? ", batch_first=True" : "") + ")";
    }
}
