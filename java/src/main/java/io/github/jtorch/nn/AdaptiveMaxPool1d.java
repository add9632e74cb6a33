package io.github.jtorch.nn;

/**
 * PyTorch's {@code nn.AdaptiveMaxPool1d} over 1-D spatial input, batched or not; output_size takes one
 * value for every dimension or 1, -1 (PyTorch's None) keeping the input's size. With
 * return_indices, {@link #call(Object...)} gives [output, indices]; forward gives the output.
 */
public final class AdaptiveMaxPool1d extends AdaptivePoolNd {
    public AdaptiveMaxPool1d(long... outputSize) {
        this(outputSize, false);
    }

    public AdaptiveMaxPool1d(long[] outputSize, boolean returnIndices) {
        super("AdaptiveMaxPool1d", 1, true, outputSize, returnIndices);
    }
}
