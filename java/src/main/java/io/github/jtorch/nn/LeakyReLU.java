package io.github.jtorch.nn;

import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/** x where x >= 0, negative_slope * x elsewhere: PyTorch's nn.LeakyReLU. */
public final class LeakyReLU extends Module {
    private final double negativeSlope;
    private final boolean inplace;

    /** negative_slope 0.01. */
    public LeakyReLU() {
        this(0.01, false);
    }

    public LeakyReLU(double negativeSlope) {
        this(negativeSlope, false);
    }

    /** With {@code inplace}, forward overwrites its input and returns it. */
    public LeakyReLU(double negativeSlope, boolean inplace) {
        this.negativeSlope = negativeSlope;
        this.inplace = inplace;
    }

    public double negativeSlope() {
        return negativeSlope;
    }

    @Override
    public Tensor forward(Tensor input) {
        return inplace ? Ops.leakyReluInPlace(input, negativeSlope) : Ops.leakyRelu(input, negativeSlope);
    }

    @Override
    protected String describe() {
        return "LeakyReLU(negative_slope=" + Scoped.num(negativeSlope) + (inplace ? ", inplace=True" : "") + ")";
    }
}
