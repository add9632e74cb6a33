package io.github.jtorch.nn;

import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/** x limited to [min_val, max_val], element-wise: PyTorch's nn.Hardtanh. */
public final class Hardtanh extends Module {
    private final double minVal;
    private final double maxVal;
    private final boolean inplace;

    /** Between -1 and 1. */
    public Hardtanh() {
        this(-1.0, 1.0, false);
    }

    public Hardtanh(double minVal, double maxVal) {
        this(minVal, maxVal, false);
    }

    /** {@code maxVal} must exceed {@code minVal}; with {@code inplace}, forward overwrites its input. */
    public Hardtanh(double minVal, double maxVal, boolean inplace) {
        if (!(maxVal > minVal)) {
            throw new IllegalArgumentException("Hardtanh needs max_val > min_val, got min_val=" + minVal + ", max_val=" + maxVal);
        }
        this.minVal = minVal;
        this.maxVal = maxVal;
        this.inplace = inplace;
    }

    @Override
    public Tensor forward(Tensor input) {
        return inplace ? Ops.hardtanhInPlace(input, minVal, maxVal) : Ops.hardtanh(input, minVal, maxVal);
    }

    @Override
    protected String describe() {
        return "Hardtanh(min_val=" + Scoped.num(minVal) + ", max_val=" + Scoped.num(maxVal) + (inplace ? ", inplace=True" : "") + ")";
    }
}
