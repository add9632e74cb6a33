package io.github.jtorch.nn;

import io.github.jtorch.Chain;
import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/** 2-D max pooling; the stride defaults to the kernel size. */
public final class MaxPool2d extends Module {
    private final long[] kernel;
    private final long[] stride;
    private final long[] padding;

    public MaxPool2d(long kernel) {
        this(new long[] {kernel, kernel}, new long[] {kernel, kernel}, new long[] {0, 0});
    }

    public MaxPool2d(long[] kernel, long[] stride, long[] padding) {
        this.kernel = kernel.clone();
        this.stride = stride.clone();
        this.padding = padding.clone();
    }

    @Override
    public Tensor forward(Tensor input) {
        return Ops.maxPool2d(input, kernel, stride, padding, new long[] {1, 1}, false);
    }

    @Override
    public boolean appendTo(Chain chain) {
        chain.then("max_pool2d", kernel, stride, padding, new long[] {1, 1}, false);
        return true;
    }

    @Override
    protected String describe() {
        return "MaxPool2d(" + kernel[0] + "x" + kernel[1] + ")";
    }
}
