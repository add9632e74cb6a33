package io.github.jtorch.nn;

import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/**
 * Randomized leaky ReLU, PyTorch's nn.RReLU: in training mode each negative element is scaled
 * by a slope drawn uniformly from [lower, upper]; in evaluation mode by (lower + upper) / 2.
 */
public final class RReLU extends Module {
    private final double lower;
    private final double upper;
    private final boolean inplace;

    /** lower 1/8, upper 1/3. */
    public RReLU() {
        this(1.0 / 8, 1.0 / 3, false);
    }

    public RReLU(double lower, double upper) {
        this(lower, upper, false);
    }

    /** With {@code inplace}, forward overwrites its input and returns it. */
    public RReLU(double lower, double upper, boolean inplace) {
        if (!(lower <= upper)) {
            throw new IllegalArgumentException("RReLU needs lower <= upper, got lower=" + lower + ", upper=" + upper);
        }
        this.lower = lower;
        this.upper = upper;
        this.inplace = inplace;
    }

    @Override
    public Tensor forward(Tensor input) {
        return inplace ? Ops.rreluInPlace(input, lower, upper, isTraining()) : Ops.rrelu(input, lower, upper, isTraining());
    }

    @Override
    protected String describe() {
        return "RReLU(lower=" + Scoped.num(lower) + ", upper=" + Scoped.num(upper) + (inplace ? ", inplace=True" : "") + ")";
    }
}
