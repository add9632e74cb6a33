package io.github.jtorch.nn;

import io.github.jtorch.Dispatcher;
import io.github.jtorch.Tensor;
import java.util.List;

/** What PyTorch's max pools share: arguments, checks, indices and description. */
abstract class MaxPoolNd extends Module {
    final String name;
    final int n;
    final long[] kernel;
    final long[] stride;
    final long[] padding;
    final long[] dilation;
    final boolean returnIndices;
    final boolean ceilMode;

    MaxPoolNd(String name, int n, long[] kernel, long[] stride, long[] padding, long[] dilation, boolean returnIndices,
            boolean ceilMode) {
        this.name = name;
        this.n = n;
        this.kernel = Layers.tuple(name, "kernel_size", n, kernel);
        this.stride = stride == null || stride.length == 0 ? this.kernel.clone() : Layers.tuple(name, "stride", n, stride);
        this.padding = Layers.tuple(name, "padding", n, padding);
        this.dilation = Layers.tuple(name, "dilation", n, dilation);
        Layers.positive(name, "kernel_size", this.kernel);
        Layers.positive(name, "stride", this.stride);
        Layers.positive(name, "dilation", this.dilation);
        Layers.nonNegative(name, "padding", this.padding);
        for (int d = 0; d < n; d++) {
            Layers.require(2 * this.padding[d] <= (this.kernel[d] - 1) * this.dilation[d] + 1, name,
                    "padding should be at most half of the effective kernel size, got padding " + Layers.repr(this.padding)
                            + " and kernel_size " + Layers.repr(this.kernel));
        }
        this.returnIndices = returnIndices;
        this.ceilMode = ceilMode;
    }

    @SuppressWarnings("unchecked")
    private List<Tensor> withIndices(Tensor input) {
        Layers.dims(this, input, n + 1, n + 2);
        return Layers.run(this, () -> (List<Tensor>) Dispatcher.call("aten::max_pool" + n + "d_with_indices", input,
                kernel, stride, padding, dilation, ceilMode));
    }

    @Override
    public Tensor forward(Tensor input) {
        if (returnIndices) {
            List<Tensor> both = withIndices(input);
            io.github.jtorch.Torch.release(both.get(1));
            return both.get(0);
        }
        Layers.dims(this, input, n + 1, n + 2);
        return Layers.run(this, () -> (Tensor) Dispatcher.call("aten::max_pool" + n + "d", input, kernel, stride,
                padding, dilation, ceilMode));
    }

    /** [output, indices] with return_indices; else the output, as forward. */
    @Override
    public Object call(Object... inputs) {
        if (returnIndices && inputs != null && inputs.length == 1 && inputs[0] instanceof Tensor) {
            return withIndices((Tensor) inputs[0]);
        }
        return super.call(inputs);
    }

    @Override
    protected String describe() {
        return name + "(kernel_size=" + Layers.reprInt(kernel) + ", stride=" + Layers.reprInt(stride) + ", padding="
                + Layers.reprInt(padding) + ", dilation=" + Layers.reprInt(dilation) + ", ceil_mode="
                + Layers.pyBool(ceilMode) + ")";
    }
}
