package io.github.jtorch.nn;

import io.github.jtorch.Chain;
import io.github.jtorch.Tensor;

/**
 * PyTorch's {@code nn.MaxPool2d} over (N, C, H, W) or (C, H, W) input; the stride defaults to
 * the kernel size. Arrays take one value for both dimensions or two. With return_indices,
 * {@link #call(Object...)} gives [output, indices] and {@link #forward(Tensor)} the output.
 */
public final class MaxPool2d extends MaxPoolNd {
    public MaxPool2d(long kernel) {
        this(new long[] {kernel}, new long[] {kernel}, new long[] {0});
    }

    public MaxPool2d(long[] kernel, long[] stride, long[] padding) {
        this(kernel, stride, padding, new long[] {1}, false, false);
    }

    /** A null stride is the kernel size. */
    public MaxPool2d(long[] kernel, long[] stride, long[] padding, long[] dilation, boolean returnIndices,
            boolean ceilMode) {
        super("MaxPool2d", 2, kernel, stride, padding, dilation, returnIndices, ceilMode);
    }

    @Override
    public boolean appendTo(Chain chain) {
        chain.then("max_pool2d", kernel, stride, padding, dilation, ceilMode);
        return true;
    }
}
