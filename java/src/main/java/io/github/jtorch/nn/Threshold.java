package io.github.jtorch.nn;

import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/** x where x > threshold, value elsewhere: PyTorch's nn.Threshold. */
public final class Threshold extends Module {
    private final double threshold;
    private final double value;
    private final boolean inplace;

    public Threshold(double threshold, double value) {
        this(threshold, value, false);
    }

    /** With {@code inplace}, forward overwrites its input and returns it. */
    public Threshold(double threshold, double value, boolean inplace) {
        this.threshold = threshold;
        this.value = value;
        this.inplace = inplace;
    }

    @Override
    public Tensor forward(Tensor input) {
        return inplace ? Ops.thresholdInPlace(input, threshold, value) : Ops.threshold(input, threshold, value);
    }

    @Override
    protected String describe() {
        return "Threshold(threshold=" + Scoped.num(threshold) + ", value=" + Scoped.num(value) + (inplace ? ", inplace=True" : "") + ")";
    }
}
