package io.github.jtorch.nn;

/** PyTorch's {@code nn.AvgPool1d} over (N, C, L) or (C, L) input; the stride defaults to the kernel size. */
public final class AvgPool1d extends AvgPoolNd {
    public AvgPool1d(long kernel) {
        this(new long[] {kernel}, null, new long[] {0}, false, true);
    }

    /** A null stride is the kernel size. */
    public AvgPool1d(long[] kernel, long[] stride, long[] padding, boolean ceilMode, boolean countIncludePad) {
        super("AvgPool1d", 1, kernel, stride, padding, ceilMode, countIncludePad, null);
    }
}
