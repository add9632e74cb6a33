package io.github.jtorch.nn;

/**
 * PyTorch's {@code nn.AvgPool2d} over (N, C, H, W) or (C, H, W) input; the stride defaults to
 * the kernel size; arrays take one value for both dimensions or two.
 */
public final class AvgPool2d extends AvgPoolNd {
    public AvgPool2d(long kernel) {
        this(new long[] {kernel}, null, new long[] {0}, false, true, null);
    }

    /** A null stride is the kernel size; a null divisorOverride divides by the window's size. */
    public AvgPool2d(long[] kernel, long[] stride, long[] padding, boolean ceilMode, boolean countIncludePad,
            Long divisorOverride) {
        super("AvgPool2d", 2, kernel, stride, padding, ceilMode, countIncludePad, divisorOverride);
    }
}
