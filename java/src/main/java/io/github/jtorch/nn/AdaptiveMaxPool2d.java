package io.github.jtorch.nn;

/**
 * PyTorch's {@code nn.AdaptiveMaxPool2d} over 2-D spatial input, batched or not; output_size takes one
 * value for every dimension or 2, -1 (PyTorch's None) keeping the input's size. With
 * return_indices, {@link #call(Object...)} gives [output, indices]; forward gives the output.
 */
public final class AdaptiveMaxPool2d extends AdaptivePoolNd {
    public AdaptiveMaxPool2d(long... outputSize) {
        this(outputSize, false);
    }

    public AdaptiveMaxPool2d(long[] outputSize, boolean returnIndices) {
        super("AdaptiveMaxPool2d", 2, true, outputSize, returnIndices);
    }
}
