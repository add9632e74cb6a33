package io.github.jtorch.nn;

import io.github.jtorch.Dispatcher;
import io.github.jtorch.Tensor;

/** What PyTorch's transposed convolutions share: forward with an optional output size. */
abstract class ConvTransposeNd extends ConvNd {
    ConvTransposeNd(String name, int n, long in, long out, long[] kernel, long[] stride, long[] padding,
            long[] outputPadding, long groups, boolean bias, long[] dilation, String paddingMode) {
        super(name, n, true, in, out, kernel, stride, padding, null, dilation, outputPadding, groups, bias, paddingMode);
    }

    /**
     * PyTorch's {@code module(input)} or {@code module(input, output_size)}: the output size
     * (a long[] of the spatial sizes, or with batch and channels) picks the output padding
     * among the sizes the stride allows; IllegalArgumentException for one it does not.
     */
    @Override
    public Object call(Object... inputs) {
        if (inputs != null && inputs.length == 2 && inputs[0] instanceof Tensor && inputs[1] instanceof long[]) {
            Tensor input = (Tensor) inputs[0];
            checkInput(input);
            long[] op = outputPaddingFor(input, (long[]) inputs[1]);
            return Layers.run(this, () -> (Tensor) Dispatcher.call("aten::conv_transpose" + n + "d", input, weight, bias,
                    stride, padding, op, groups, dilation));
        }
        return super.call(inputs);
    }
}
