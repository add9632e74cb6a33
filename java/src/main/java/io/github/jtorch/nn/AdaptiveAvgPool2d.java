package io.github.jtorch.nn;

/**
 * PyTorch's {@code nn.AdaptiveAvgPool2d} over 2-D spatial input, batched or not; output_size takes one
 * value for every dimension or 2, -1 (PyTorch's None) keeping the input's size.
 */
public final class AdaptiveAvgPool2d extends AdaptivePoolNd {
    public AdaptiveAvgPool2d(long... outputSize) {
        super("AdaptiveAvgPool2d", 2, false, outputSize, false);
    }
}
