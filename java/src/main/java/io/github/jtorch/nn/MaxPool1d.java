package io.github.jtorch.nn;

/**
 * PyTorch's {@code nn.MaxPool1d} over (N, C, L) or (C, L) input; the stride defaults to the
 * kernel size. With return_indices, {@link #call(Object...)} gives [output, indices] and
 * {@link #forward(io.github.jtorch.Tensor)} the output.
 */
public final class MaxPool1d extends MaxPoolNd {
    public MaxPool1d(long kernel) {
        this(new long[] {kernel}, null, new long[] {0}, new long[] {1}, false, false);
    }

    /** A null stride is the kernel size. */
    public MaxPool1d(long[] kernel, long[] stride, long[] padding, long[] dilation, boolean returnIndices,
            boolean ceilMode) {
        super("MaxPool1d", 1, kernel, stride, padding, dilation, returnIndices, ceilMode);
    }
}
