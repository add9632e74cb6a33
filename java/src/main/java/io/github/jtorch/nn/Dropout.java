package io.github.jtorch.nn;

import io.github.jtorch.Chain;
import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/** Zeroes elements with probability p in training mode; the identity in evaluation mode. */
public final class Dropout extends Module {
    private final double p;

    public Dropout(double p) {
        if (!(p >= 0 && p <= 1)) {
            throw new IllegalArgumentException("dropout probability must be in [0, 1], got " + p);
        }
        this.p = p;
    }

    @Override
    public Tensor forward(Tensor input) {
        return Ops.dropout(input, p, isTraining());
    }

    @Override
    public boolean appendTo(Chain chain) {
        chain.then("dropout", p, isTraining());
        return true;
    }

    @Override
    protected String describe() {
        return "Dropout(" + p + ")";
    }
}
