package io.github.jtorch.nn;

import io.github.jtorch.Autograd;
import io.github.jtorch.DType;
import io.github.jtorch.Device;
import io.github.jtorch.Kwargs;
import io.github.jtorch.Ops;
import io.github.jtorch.PointerScope;
import io.github.jtorch.Tensor;
import io.github.jtorch.Torch;

/**
 * PyTorch's {@code nn.Transformer}: an encoder of {@code num_encoder_layers} and a decoder of
 * {@code num_decoder_layers} layers, each stack ending in a layer norm, as children
 * {@code encoder} and {@code decoder} (state-dict names {@code encoder.layers.0.self_attn.in_proj_weight},
 * {@code decoder.norm.weight}, ...). Options by PyTorch's names and defaults: {@code d_model}
 * (512), {@code nhead} (8), {@code num_encoder_layers} (6), {@code num_decoder_layers} (6),
 * {@code dim_feedforward} (2048), {@code dropout} (0.1), {@code activation} ("relu"),
 * {@code custom_encoder}, {@code custom_decoder} (modules called as PyTorch calls them),
 * {@code layer_norm_eps} (1e-5), {@code batch_first} (false), {@code norm_first} (false),
 * {@code bias} (true). Every parameter of more than one dimension is then initialised
 * xavier-uniform, as PyTorch's _reset_parameters.
 *
 * <p>{@link #call(Object...)} takes {@code src, tgt} and then, positionally or by name,
 * {@code src_mask}, {@code tgt_mask}, {@code memory_mask}, {@code src_key_padding_mask},
 * {@code tgt_key_padding_mask}, {@code memory_key_padding_mask}, {@code src_is_causal},
 * {@code tgt_is_causal}, {@code memory_is_causal} (false); it returns the decoder's output.
 */
public final class Transformer extends Module {
    static final String[] OPTIONS = {"d_model", "nhead", "num_encoder_layers", "num_decoder_layers", "dim_feedforward", "dropout",
        "activation", "custom_encoder", "custom_decoder", "layer_norm_eps", "batch_first", "norm_first", "bias"};
    static final String[] INPUTS = {"src", "tgt", "src_mask", "tgt_mask", "memory_mask", "src_key_padding_mask",
        "tgt_key_padding_mask", "memory_key_padding_mask", "src_is_causal", "tgt_is_causal", "memory_is_causal"};
    private static final String NAME = "Transformer";

    private final long dModel;
    private final long nhead;
    private final boolean batchFirst;
    private final Module encoder;
    private final Module decoder;

    /** PyTorch's defaults: d_model 512, 8 heads, 6 + 6 layers. */
    public Transformer() {
        this(null);
    }

    /** {@code options}: a {@link Kwargs} (or map) of PyTorch's keyword arguments; null for none. */
    public Transformer(Object options) {
        Args a = Args.options(NAME, options, OPTIONS);
        this.dModel = a.integer("d_model", 512);
        this.nhead = a.integer("nhead", 8);
        this.batchFirst = a.bool("batch_first", false);
        long encoderLayers = a.integer("num_encoder_layers", 6);
        long decoderLayers = a.integer("num_decoder_layers", 6);
        double eps = a.number("layer_norm_eps", 1e-5);
        boolean bias = a.bool("bias", true);
        Kwargs layer = Kwargs.of("dim_feedforward", a.integer("dim_feedforward", 2048), "dropout", a.number("dropout", 0.1),
                "activation", a.string("activation", "relu"), "layer_norm_eps", eps, "batch_first", batchFirst,
                "norm_first", a.bool("norm_first", false), "bias", bias);
        Module customEncoder = a.module("custom_encoder");
        Module customDecoder = a.module("custom_decoder");
        // The template layers are made in a scope of their own: only their copies are kept.
        try (PointerScope s = new PointerScope()) {
            this.encoder = child("encoder", customEncoder != null ? customEncoder : s.moveOut(new TransformerEncoder(
                    new TransformerEncoderLayer(dModel, nhead, layer), encoderLayers, new LayerNorm(new long[] {dModel}, eps, true, bias))));
            this.decoder = child("decoder", customDecoder != null ? customDecoder : s.moveOut(new TransformerDecoder(
                    new TransformerDecoderLayer(dModel, nhead, layer), decoderLayers, new LayerNorm(new long[] {dModel}, eps, true, bias))));
        }
        try (Autograd.NoGrad g = Autograd.noGrad(); PointerScope s = new PointerScope()) {
            for (Tensor p : parameters()) {
                if (p.dim() > 1) {
                    long[] shape = p.shape();
                    Ops.copyInPlace(p, MultiheadAttention.xavierUniform(shape[0], shape[1]));
                }
            }
        }
    }

    /** The (n, n) float32 mask with -inf above the diagonal and 0 elsewhere: position i attends to positions up to i. */
    public static Tensor generateSquareSubsequentMask(long n) {
        return generateSquareSubsequentMask(n, DType.FLOAT32);
    }

    /** {@link #generateSquareSubsequentMask(long)} of a floating {@code dtype}. */
    public static Tensor generateSquareSubsequentMask(long n, DType dtype) {
        return Torch.withTorch(() -> Masks.squareSubsequent(n, dtype, Device.CPU));
    }

    @Override
    public Tensor forward(Tensor src) {
        throw new IllegalArgumentException(NAME + " needs src and tgt: use call(src, tgt, ...)");
    }

    @Override
    public Object call(Object... inputs) {
        Args a = Args.call(NAME, inputs, 2, INPUTS);
        Tensor src = a.tensor("src");
        Tensor tgt = a.tensor("tgt");
        boolean batched = src.dim() == 3;
        if (batched && tgt.dim() == 3 && src.shape()[batchFirst ? 0 : 1] != tgt.shape()[batchFirst ? 0 : 1]) {
            throw new IllegalArgumentException(NAME + ": the batch number of src and tgt must be equal, got "
                    + src.shape()[batchFirst ? 0 : 1] + " and " + tgt.shape()[batchFirst ? 0 : 1]);
        }
        if (src.dim() == 0 || tgt.dim() == 0 || src.shape()[src.dim() - 1] != dModel || tgt.shape()[tgt.dim() - 1] != dModel) {
            throw new IllegalArgumentException(NAME + ": the feature number of src and tgt must be equal to d_model (" + dModel
                    + "), got src of shape " + java.util.Arrays.toString(src.shape()) + " and tgt of shape "
                    + java.util.Arrays.toString(tgt.shape()));
        }
        return Torch.withTorch(() -> {
            Object memory = encoder.call(src, Kwargs.of("mask", a.get("src_mask"), "src_key_padding_mask",
                    a.get("src_key_padding_mask"), "is_causal", a.get("src_is_causal")));
            return decoder.call(tgt, memory, Kwargs.of("tgt_mask", a.get("tgt_mask"), "memory_mask", a.get("memory_mask"),
                    "tgt_key_padding_mask", a.get("tgt_key_padding_mask"), "memory_key_padding_mask",
                    a.get("memory_key_padding_mask"), "tgt_is_causal", a.get("tgt_is_causal"), "memory_is_causal",
                    a.get("memory_is_causal")));
        });
    }

    @Override
    protected String describe() {
        return NAME + "(d_model=" + dModel + ", nhead=" + nhead + (batchFirst ? ", batch_first=True" : "") + ", encoder="
                + describeChild(encoder) + ", decoder=" + describeChild(decoder) + ")";
    }
}
