package io.github.jtorch.nn;

/**
 * PyTorch's {@code nn.Conv1d}: 1-D convolution over (N, C, ...) or unbatched (C, ...) input.
 * Arrays take one value for every dimension or 1; padding is numeric or "same" (stride 1
 * only) or "valid"; padding_mode is zeros, reflect, replicate or circular. State: {@code weight}
 * (out, in/groups, kernel...) and {@code bias} (out), initialised as PyTorch's.
 */
public final class Conv1d extends ConvNd {
    public Conv1d(long in, long out, long kernel) {
        this(in, out, new long[] {kernel}, new long[] {1}, new long[] {0}, new long[] {1}, 1, true, "zeros");
    }

    public Conv1d(long in, long out, long[] kernel, long[] stride, long[] padding, long[] dilation, long groups,
            boolean bias, String paddingMode) {
        super("Conv1d", 1, false, in, out, kernel, stride, padding, null, dilation, new long[] {0}, groups, bias, paddingMode);
    }

    /** With padding "same" or "valid". */
    public Conv1d(long in, long out, long[] kernel, long[] stride, String padding, long[] dilation, long groups,
            boolean bias, String paddingMode) {
        super("Conv1d", 1, false, in, out, kernel, stride, null, padding, dilation, new long[] {0}, groups, bias, paddingMode);
    }
}
