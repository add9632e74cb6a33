package io.github.jtorch.nn;

import io.github.jtorch.Kwargs;
import io.github.jtorch.Tensor;
import io.github.jtorch.Torch;

/**
 * PyTorch's {@code nn.TransformerEncoder(encoder_layer, num_layers, norm=None)}: a stack of
 * {@code num_layers} copies of {@code encoder_layer} (each with its own parameters, starting
 * from the given layer's values), as children {@code layers.0}, {@code layers.1}, ..., then
 * {@code norm} when given. Options {@code enable_nested_tensor} and {@code mask_check} are
 * accepted for PyTorch's signature and change nothing: jtorch has no nested-tensor fast path.
 *
 * <p>{@link #call(Object...)} takes {@code src} and then, positionally or by name,
 * {@code mask}, {@code src_key_padding_mask}, {@code is_causal} (null: detected from the mask,
 * as PyTorch does); it returns the output tensor.
 */
public final class TransformerEncoder extends Module {
    static final String[] INPUTS = {"src", "mask", "src_key_padding_mask", "is_causal"};
    private static final String NAME = "TransformerEncoder";

    private final LayerStack<TransformerEncoderLayer> layers;
    private final Module norm;
    private final boolean batchFirst;

    public TransformerEncoder(TransformerEncoderLayer encoderLayer, long numLayers) {
        this(encoderLayer, numLayers, (Object) null);
    }

    /** {@code options}: a {@link Kwargs} (or map) of norm, enable_nested_tensor, mask_check; null for none. */
    public TransformerEncoder(TransformerEncoderLayer encoderLayer, long numLayers, Object options) {
        Args a = Args.options(NAME, options, "norm", "enable_nested_tensor", "mask_check");
        a.bool("enable_nested_tensor", true);
        a.bool("mask_check", true);
        if (encoderLayer == null) {
            throw new IllegalArgumentException(NAME + " needs an encoder layer, got null");
        }
        if (numLayers < 1 || numLayers > Integer.MAX_VALUE) {
            // Past an int the copies could not even be listed: refused before cloning any.
            throw new IllegalArgumentException(NAME + ": num_layers must be from 1 to " + Integer.MAX_VALUE + ", got " + numLayers);
        }
        this.batchFirst = encoderLayer.batchFirst;
        this.layers = child("layers", new LayerStack<>());
        for (long i = 0; i < numLayers; i++) {
            layers.add(encoderLayer.copy());
        }
        Module n = a.module("norm");
        this.norm = n == null ? null : child("norm", n);
    }

    /** A stack ending in {@code norm} (null for none). */
    public TransformerEncoder(TransformerEncoderLayer encoderLayer, long numLayers, Module norm) {
        this(encoderLayer, numLayers, norm == null ? null : Kwargs.of("norm", norm));
    }

    @Override
    public Tensor forward(Tensor src) {
        return Torch.withTorch(() -> encode(src, null, null, null));
    }

    @Override
    public Object call(Object... inputs) {
        Args a = Args.call(NAME, inputs, 1, INPUTS);
        Tensor src = a.tensor("src");
        Tensor mask = a.tensor("mask");
        Tensor kpm = a.tensor("src_key_padding_mask");
        Boolean causal = a.optBool("is_causal");
        return Torch.withTorch(() -> encode(src, mask, kpm, causal));
    }

    Tensor encode(Tensor src, Tensor mask, Tensor keyPaddingMask, Boolean isCausal) {
        Tensor kpm = Masks.canonical(NAME, "src_key_padding_mask", keyPaddingMask, src.dtype());
        Tensor m = Masks.canonical(NAME, "mask", mask, src.dtype());
        if (src.dim() != 2 && src.dim() != 3) {
            throw new IllegalArgumentException(NAME + ": src must be 2-D (unbatched) or 3-D (batched), got shape "
                    + java.util.Arrays.toString(src.shape()));
        }
        long seqLen = src.dim() == 2 ? src.shape()[0] : src.shape()[batchFirst ? 1 : 0];
        boolean causal = Masks.detectCausal(m, isCausal, seqLen);
        Tensor out = src;
        for (TransformerEncoderLayer layer : layers.list()) {
            out = layer.encode(out, m, kpm, causal);
        }
        return norm == null ? out : norm.forward(out);
    }

    @Override
    protected String describe() {
        return NAME + "(" + layers.list().size() + " x " + describeChild(layers.list().get(0))
                + (norm == null ? "" : ", norm=" + describeChild(norm)) + ")";
    }
}
