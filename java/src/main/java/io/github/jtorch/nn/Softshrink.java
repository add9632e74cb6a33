package io.github.jtorch.nn;

import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/** x - lambd where x > lambd, x + lambd where x < -lambd, 0 between: PyTorch's nn.Softshrink. */
public final class Softshrink extends Module {
    private final double lambd;

    /** lambd 0.5. */
    public Softshrink() {
        this(0.5);
    }

    /** {@code lambd} must not be negative. */
    public Softshrink(double lambd) {
        if (!(lambd >= 0)) {
            throw new IllegalArgumentException("Softshrink's lambd must be at least 0, got " + lambd);
        }
        this.lambd = lambd;
    }

    @Override
    public Tensor forward(Tensor input) {
        return Ops.softshrink(input, lambd);
    }

    @Override
    protected String describe() {
        return "Softshrink(" + Scoped.num(lambd) + ")";
    }
}
