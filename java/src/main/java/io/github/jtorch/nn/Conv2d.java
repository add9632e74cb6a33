package io.github.jtorch.nn;

import io.github.jtorch.Chain;
import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/** 2-D convolution over NCHW input, initialised as PyTorch does. */
public final class Conv2d extends Module {
    private final long in;
    private final long out;
    private final long[] kernel;
    private final long[] stride;
    private final long[] padding;
    private final long[] dilation;
    private final long groups;
    private final Tensor weight;
    private final Tensor bias;

    public Conv2d(long in, long out, long kernel) {
        this(in, out, new long[] {kernel, kernel}, new long[] {1, 1}, new long[] {0, 0}, new long[] {1, 1}, 1, true);
    }

    public Conv2d(long in, long out, long[] kernel, long[] stride, long[] padding, long[] dilation, long groups,
            boolean bias) {
        if (in < 1 || out < 1 || groups < 1 || in % groups != 0 || out % groups != 0) {
            throw new IllegalArgumentException("Conv2d: channels must be positive multiples of groups, got in=" + in
                    + " out=" + out + " groups=" + groups);
        }
        if (kernel.length != 2 || stride.length != 2 || padding.length != 2 || dilation.length != 2) {
            throw new IllegalArgumentException("Conv2d: kernel, stride, padding and dilation take 2 values each");
        }
        this.in = in;
        this.out = out;
        this.kernel = kernel.clone();
        this.stride = stride.clone();
        this.padding = padding.clone();
        this.dilation = dilation.clone();
        this.groups = groups;
        double bound = 1 / Math.sqrt((double) (in / groups) * kernel[0] * kernel[1]);
        this.weight = parameter("weight", uniform(bound, out, in / groups, kernel[0], kernel[1]));
        this.bias = bias ? parameter("bias", uniform(bound, out)) : null;
    }

    @Override
    public Tensor forward(Tensor input) {
        return Ops.conv2d(input, weight, bias, stride, padding, dilation, groups);
    }

    @Override
    public boolean appendTo(Chain chain) {
        chain.then("conv2d", weight, bias, stride, padding, dilation, groups);
        return true;
    }

    @Override
    protected String describe() {
        return "Conv2d(" + in + " -> " + out + ", kernel " + kernel[0] + "x" + kernel[1] + ")";
    }
}
