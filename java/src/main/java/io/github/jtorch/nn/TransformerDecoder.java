package io.github.jtorch.nn;

import io.github.jtorch.Kwargs;
import io.github.jtorch.Tensor;
import io.github.jtorch.Torch;

/**
 * PyTorch's {@code nn.TransformerDecoder(decoder_layer, num_layers, norm=None)}: a stack of
 * {@code num_layers} copies of {@code decoder_layer} (each with its own parameters, starting
 * from the given layer's values), as children {@code layers.0}, {@code layers.1}, ..., then
 * {@code norm} when given.
 *
 * <p>{@link #call(Object...)} takes {@code tgt, memory} and then, positionally or by name,
 * {@code tgt_mask}, {@code memory_mask}, {@code tgt_key_padding_mask},
 * {@code memory_key_padding_mask}, {@code tgt_is_causal} (null: detected from tgt_mask),
 * {@code memory_is_causal} (false); it returns the output tensor. {@link #forward(Tensor)}
 * throws: a decoder needs memory too.
 */
public final class TransformerDecoder extends Module {
    private static final String NAME = "TransformerDecoder";

    private final LayerStack<TransformerDecoderLayer> layers;
    private final Module norm;
    private final boolean batchFirst;

    public TransformerDecoder(TransformerDecoderLayer decoderLayer, long numLayers) {
        this(decoderLayer, numLayers, (Object) null);
    }

    /** {@code options}: a {@link Kwargs} (or map) holding norm; null for none. */
    public TransformerDecoder(TransformerDecoderLayer decoderLayer, long numLayers, Object options) {
        Args a = Args.options(NAME, options, "norm");
        if (decoderLayer == null) {
            throw new IllegalArgumentException(NAME + " needs a decoder layer, got null");
        }
        if (numLayers < 1 || numLayers > Integer.MAX_VALUE) {
            // Past an int the copies could not even be listed: refused before cloning any.
            throw new IllegalArgumentException(NAME + ": num_layers must be from 1 to " + Integer.MAX_VALUE + ", got " + numLayers);
        }
        this.batchFirst = decoderLayer.batchFirst;
        this.layers = child("layers", new LayerStack<>());
        for (long i = 0; i < numLayers; i++) {
            layers.add(decoderLayer.copy());
        }
        Module n = a.module("norm");
        this.norm = n == null ? null : child("norm", n);
    }

    /** A stack ending in {@code norm} (null for none). */
    public TransformerDecoder(TransformerDecoderLayer decoderLayer, long numLayers, Module norm) {
        this(decoderLayer, numLayers, norm == null ? null : Kwargs.of("norm", norm));
    }

    @Override
    public Tensor forward(Tensor tgt) {
        throw new IllegalArgumentException(NAME + " needs tgt and memory: use call(tgt, memory, ...)");
    }

    @Override
    public Object call(Object... inputs) {
        Args a = Args.call(NAME, inputs, 2, TransformerDecoderLayer.INPUTS);
        Tensor tgt = a.tensor("tgt");
        Tensor memory = a.tensor("memory");
        Tensor tgtMask = a.tensor("tgt_mask");
        Tensor memoryMask = a.tensor("memory_mask");
        Tensor tgtKpm = a.tensor("tgt_key_padding_mask");
        Tensor memoryKpm = a.tensor("memory_key_padding_mask");
        Boolean tgtCausal = a.optBool("tgt_is_causal");
        boolean memoryCausal = a.bool("memory_is_causal", false);
        return Torch.withTorch(() -> decode(tgt, memory, tgtMask, memoryMask, tgtKpm, memoryKpm, tgtCausal, memoryCausal));
    }

    Tensor decode(Tensor tgt, Tensor memory, Tensor tgtMask, Tensor memoryMask, Tensor tgtKpm, Tensor memoryKpm, Boolean tgtCausal,
            boolean memoryCausal) {
        if (tgt.dim() != 2 && tgt.dim() != 3) {
            throw new IllegalArgumentException(NAME + ": tgt must be 2-D (unbatched) or 3-D (batched), got shape "
                    + java.util.Arrays.toString(tgt.shape()));
        }
        long seqLen = tgt.dim() == 2 ? tgt.shape()[0] : tgt.shape()[batchFirst ? 1 : 0];
        boolean causal = Masks.detectCausal(tgtMask, tgtCausal, seqLen);
        Tensor out = tgt;
        for (TransformerDecoderLayer layer : layers.list()) {
            out = layer.decode(out, memory, tgtMask, memoryMask, tgtKpm, memoryKpm, causal, memoryCausal);
        }
        return norm == null ? out : norm.forward(out);
    }

    @Override
    protected String describe() {
        return NAME + "(" + layers.list().size() + " x " + describeChild(layers.list().get(0))
                + (norm == null ? "" : ", norm=" + describeChild(norm)) + ")";
    }
}
