package io.github.jtorch.nn;

import io.github.jtorch.Chain;
import io.github.jtorch.Tensor;

/**
 * PyTorch's {@code nn.Conv2d}: 2-D convolution over NCHW or unbatched CHW input. Arrays take
 * one value for both dimensions or two; padding is numeric or "same" (stride 1 only) or
 * "valid"; padding_mode is zeros, reflect, replicate or circular. State: {@code weight}
 * (out, in/groups, kh, kw) and {@code bias} (out), initialised as PyTorch's.
 */
public final class Conv2d extends ConvNd {
    public Conv2d(long in, long out, long kernel) {
        this(in, out, new long[] {kernel, kernel}, new long[] {1, 1}, new long[] {0, 0}, new long[] {1, 1}, 1, true);
    }

    public Conv2d(long in, long out, long[] kernel, long[] stride, long[] padding, long[] dilation, long groups,
            boolean bias) {
        this(in, out, kernel, stride, padding, dilation, groups, bias, "zeros");
    }

    public Conv2d(long in, long out, long[] kernel, long[] stride, long[] padding, long[] dilation, long groups,
            boolean bias, String paddingMode) {
        super("Conv2d", 2, false, in, out, kernel, stride, padding, null, dilation, new long[] {0}, groups, bias, paddingMode);
    }

    /** With padding "same" or "valid". */
    public Conv2d(long in, long out, long[] kernel, long[] stride, String padding, long[] dilation, long groups,
            boolean bias, String paddingMode) {
        super("Conv2d", 2, false, in, out, kernel, stride, null, padding, dilation, new long[] {0}, groups, bias, paddingMode);
    }

    /** With zeros padding of numbers only: the other forms pad or choose padding first. */
    @Override
    public boolean appendTo(Chain chain) {
        if (paddingString != null || !paddingMode.equals("zeros")) {
            return false;
        }
        chain.then("conv2d", weight, bias, stride, padding, dilation, groups);
        return true;
    }
}
