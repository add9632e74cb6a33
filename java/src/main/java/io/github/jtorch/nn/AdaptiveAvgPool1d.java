package io.github.jtorch.nn;

/**
 * PyTorch's {@code nn.AdaptiveAvgPool1d} over 1-D spatial input, batched or not; output_size takes one
 * value for every dimension or 1, -1 (PyTorch's None) keeping the input's size.
 */
public final class AdaptiveAvgPool1d extends AdaptivePoolNd {
    public AdaptiveAvgPool1d(long... outputSize) {
        super("AdaptiveAvgPool1d", 1, false, outputSize, false);
    }
}
