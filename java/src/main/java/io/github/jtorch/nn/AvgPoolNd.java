package io.github.jtorch.nn;

import io.github.jtorch.Dispatcher;
import io.github.jtorch.Tensor;

/** What PyTorch's average pools share: arguments, checks and description. */
abstract class AvgPoolNd extends Module {
    final String name;
    final int n;
    final long[] kernel;
    final long[] stride;
    final long[] padding;
    final boolean ceilMode;
    final boolean countIncludePad;
    /** The divisor in place of the window's size, or null. */
    final Long divisorOverride;

    AvgPoolNd(String name, int n, long[] kernel, long[] stride, long[] padding, boolean ceilMode, boolean countIncludePad,
            Long divisorOverride) {
        this.name = name;
        this.n = n;
        this.kernel = Layers.tuple(name, "kernel_size", n, kernel);
        this.stride = stride == null || stride.length == 0 ? this.kernel.clone() : Layers.tuple(name, "stride", n, stride);
        this.padding = Layers.tuple(name, "padding", n, padding);
        Layers.positive(name, "kernel_size", this.kernel);
        Layers.positive(name, "stride", this.stride);
        Layers.nonNegative(name, "padding", this.padding);
        for (int d = 0; d < n; d++) {
            Layers.require(2 * this.padding[d] <= this.kernel[d], name,
                    "padding should be at most half of the kernel size, got padding " + Layers.repr(this.padding)
                            + " and kernel_size " + Layers.repr(this.kernel));
        }
        Layers.require(divisorOverride == null || divisorOverride != 0, name, "divisor_override must not be zero");
        this.ceilMode = ceilMode;
        this.countIncludePad = countIncludePad;
        this.divisorOverride = divisorOverride;
    }

    @Override
    public Tensor forward(Tensor input) {
        Layers.dims(this, input, n + 1, n + 2);
        return Layers.run(this, () -> (Tensor) (n == 1
                ? Dispatcher.call("aten::avg_pool1d", input, kernel, stride, padding, ceilMode, countIncludePad)
                : Dispatcher.call("aten::avg_pool" + n + "d", input, kernel, stride, padding, ceilMode, countIncludePad,
                        divisorOverride)));
    }

    @Override
    protected String describe() {
        String s = name + "(kernel_size=" + Layers.reprInt(kernel) + ", stride=" + Layers.reprInt(stride) + ", padding="
                + Layers.reprInt(padding);
        if (n == 1) {
            // PyTorch's AvgPool1d shows tuples, the others what they were given.
            s = name + "(kernel_size=" + Layers.repr(kernel) + ", stride=" + Layers.repr(stride) + ", padding="
                    + Layers.repr(padding);
        }
        return s + ")";
    }
}
