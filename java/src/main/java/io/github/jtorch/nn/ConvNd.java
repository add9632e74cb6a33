package io.github.jtorch.nn;

import io.github.jtorch.Dispatcher;
import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;
import java.util.Arrays;
import java.util.Set;

/**
 * What PyTorch's convolutions share (its {@code _ConvNd}): the arguments, their checks, the
 * weight and bias of PyTorch's shapes and initialisation (kaiming_uniform with a = sqrt(5),
 * which is uniform in ±1/sqrt(fan_in), and the bias uniform in ±1/sqrt(fan_in)), padding modes
 * and the PyTorch-style description.
 */
abstract class ConvNd extends Module {
    private static final Set<String> MODES = Set.of("zeros", "reflect", "replicate", "circular");

    final String name;
    final int n;
    final boolean transposed;
    final long in;
    final long out;
    final long[] kernel;
    final long[] stride;
    /** Numeric padding; for "same" or "valid", what that amounts to per side where it is even. */
    final long[] padding;
    /** "same" or "valid", or null for numeric padding. */
    final String paddingString;
    final long[] dilation;
    final long[] outputPadding;
    final long groups;
    final String paddingMode;
    /** F.pad's (left, right) per dimension, last dimension first: for the non-zeros padding modes. */
    private final long[] reversedPadding;
    final Tensor weight;
    final Tensor bias;

    ConvNd(String name, int n, boolean transposed, long in, long out, long[] kernel, long[] stride, long[] padding,
            String paddingString, long[] dilation, long[] outputPadding, long groups, boolean bias, String paddingMode) {
        this.name = name;
        this.n = n;
        this.transposed = transposed;
        Layers.require(groups > 0, name, "groups must be a positive integer, got " + groups);
        Layers.require(in > 0 && out > 0, name, "in_channels and out_channels must be positive, got " + in + " and " + out);
        Layers.require(in % groups == 0, name, "in_channels (" + in + ") must be divisible by groups (" + groups + ")");
        Layers.require(out % groups == 0, name, "out_channels (" + out + ") must be divisible by groups (" + groups + ")");
        this.in = in;
        this.out = out;
        this.groups = groups;
        this.kernel = Layers.tuple(name, "kernel_size", n, kernel);
        this.stride = Layers.tuple(name, "stride", n, stride);
        this.dilation = Layers.tuple(name, "dilation", n, dilation);
        this.outputPadding = Layers.tuple(name, "output_padding", n, outputPadding);
        Layers.positive(name, "kernel_size", this.kernel);
        Layers.positive(name, "stride", this.stride);
        Layers.positive(name, "dilation", this.dilation);
        Layers.nonNegative(name, "output_padding", this.outputPadding);
        this.paddingMode = paddingMode == null ? "zeros" : paddingMode;
        Layers.require(MODES.contains(this.paddingMode), name,
                "padding_mode must be one of zeros, reflect, replicate, circular, got '" + paddingMode + "'");
        Layers.require(!transposed || this.paddingMode.equals("zeros"), name, "only 'zeros' padding mode is supported");
        this.reversedPadding = new long[2 * n];
        if (paddingString != null) {
            Layers.require(paddingString.equals("same") || paddingString.equals("valid"), name,
                    "padding must be an integer, a tuple, 'same' or 'valid', got '" + paddingString + "'");
            Layers.require(!paddingString.equals("same") || Layers.allEqual(this.stride, 1), name,
                    "padding='same' is not supported for strided convolutions");
            this.paddingString = paddingString;
            this.padding = new long[n];
            if (paddingString.equals("same")) {
                // As PyTorch: the odd one of a total padding goes on the right.
                for (int d = 0; d < n; d++) {
                    long total = this.dilation[d] * (this.kernel[d] - 1);
                    long left = total / 2;
                    reversedPadding[2 * (n - 1 - d)] = left;
                    reversedPadding[2 * (n - 1 - d) + 1] = total - left;
                }
            }
        } else {
            this.paddingString = null;
            this.padding = Layers.tuple(name, "padding", n, padding);
            Layers.nonNegative(name, "padding", this.padding);
            for (int d = 0; d < n; d++) {
                reversedPadding[2 * (n - 1 - d)] = this.padding[d];
                reversedPadding[2 * (n - 1 - d) + 1] = this.padding[d];
            }
        }
        long[] shape = new long[n + 2];
        shape[0] = transposed ? in : out;
        shape[1] = transposed ? out / groups : in / groups;
        System.arraycopy(this.kernel, 0, shape, 2, n);
        long fanIn = shape[1] * Layers.product(this.kernel);
        double bound = 1 / Math.sqrt(fanIn);
        this.weight = parameter("weight", uniform(bound, shape));
        this.bias = bias ? parameter("bias", uniform(bound, out)) : null;
    }

    /** Checks the input's rank ((C, ...) or (N, C, ...)) and channels. */
    final void checkInput(Tensor input) {
        Layers.dims(this, input, n + 1, n + 2);
        Layers.size(this, input, input.dim() - n - 1, in, "channels");
    }

    @Override
    public Tensor forward(Tensor input) {
        checkInput(input);
        return Layers.run(this, () -> {
            if (transposed) {
                return (Tensor) Dispatcher.call("aten::conv_transpose" + n + "d", input, weight, bias, stride, padding,
                        outputPadding, groups, dilation);
            }
            if (!paddingMode.equals("zeros")) {
                try (io.github.jtorch.PointerScope s = new io.github.jtorch.PointerScope()) {
                    Tensor padded = Ops.pad(input, reversedPadding, paddingMode);
                    return s.moveOut((Tensor) Dispatcher.call("aten::conv" + n + "d", padded, weight, bias, stride,
                            new long[n], dilation, groups));
                }
            }
            Object pad = paddingString != null ? paddingString : padding;
            return (Tensor) Dispatcher.call("aten::conv" + n + "d", input, weight, bias, stride, pad, dilation, groups);
        });
    }

    public final Tensor weight() {
        return weight;
    }

    /** The bias, or null for a layer made without one. */
    public final Tensor bias() {
        return bias;
    }

    @Override
    protected String describe() {
        StringBuilder s = new StringBuilder(name).append("(").append(in).append(", ").append(out)
                .append(", kernel_size=").append(Layers.repr(kernel)).append(", stride=").append(Layers.repr(stride));
        if (paddingString != null) {
            s.append(", padding=").append(paddingString);
        } else if (!Layers.allEqual(padding, 0)) {
            s.append(", padding=").append(Layers.repr(padding));
        }
        if (!Layers.allEqual(dilation, 1)) {
            s.append(", dilation=").append(Layers.repr(dilation));
        }
        if (!Layers.allEqual(outputPadding, 0)) {
            s.append(", output_padding=").append(Layers.repr(outputPadding));
        }
        if (groups != 1) {
            s.append(", groups=").append(groups);
        }
        if (bias == null) {
            s.append(", bias=False");
        }
        if (!paddingMode.equals("zeros")) {
            s.append(", padding_mode=").append(paddingMode);
        }
        return s.append(")").toString();
    }

    /**
     * The output padding that gives {@code outputSize} (spatial sizes, or with the batch and
     * channel sizes too), as PyTorch's {@code _output_padding}.
     */
    final long[] outputPaddingFor(Tensor input, long[] outputSize) {
        int nonSpatial = input.dim() == n + 2 ? 2 : 1;
        long[] size = outputSize;
        if (size.length == n + nonSpatial) {
            size = Arrays.copyOfRange(size, nonSpatial, size.length);
        }
        Layers.require(size.length == n, name, "output_size must have " + n + " or " + (n + nonSpatial)
                + " elements, got " + Arrays.toString(outputSize));
        long[] res = new long[n];
        for (int d = 0; d < n; d++) {
            long min = (input.shape()[d + nonSpatial] - 1) * stride[d] - 2 * padding[d] + dilation[d] * (kernel[d] - 1) + 1;
            long max = min + stride[d] - 1;
            Layers.require(size[d] >= min && size[d] <= max, name, "requested an output size of "
                    + Arrays.toString(outputSize) + ", but valid sizes of dimension " + d + " range from " + min + " to " + max);
            res[d] = size[d] - min;
        }
        return res;
    }
}
