package io.github.jtorch.nn;

/**
 * PyTorch's {@code nn.ConvTranspose1d}: the 1-D transposed convolution, on (N, C, ...) or unbatched
 * (C, ...) input. Arrays take one value for every dimension or 1; only "zeros" padding_mode.
 * State: {@code weight} (in, out/groups, kernel...) and {@code bias} (out), initialised as
 * PyTorch's. {@link #call(Object...)} with an output size (long[]) picks the output padding.
 */
public final class ConvTranspose1d extends ConvTransposeNd {
    public ConvTranspose1d(long in, long out, long kernel) {
        this(in, out, new long[] {kernel}, new long[] {1}, new long[] {0}, new long[] {0}, 1, true, new long[] {1}, "zeros");
    }

    /** PyTorch's argument order: ..., output_padding, groups, bias, dilation, padding_mode. */
    public ConvTranspose1d(long in, long out, long[] kernel, long[] stride, long[] padding, long[] outputPadding, long groups,
            boolean bias, long[] dilation, String paddingMode) {
        super("ConvTranspose1d", 1, in, out, kernel, stride, padding, outputPadding, groups, bias, dilation, paddingMode);
    }
}
