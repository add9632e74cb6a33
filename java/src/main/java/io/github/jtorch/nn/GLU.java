package io.github.jtorch.nn;

import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/**
 * Gated linear unit, PyTorch's nn.GLU: the input split in two halves a, b along {@code dim}
 * (whose size must be even), a * sigmoid(b).
 */
public final class GLU extends Module {
    private final long dim;

    /** Along the last dimension. */
    public GLU() {
        this(-1);
    }

    public GLU(long dim) {
        this.dim = dim;
    }

    @Override
    public Tensor forward(Tensor input) {
        int n = input.dim();
        long d = dim < 0 ? dim + n : dim;
        if (d < 0 || d >= n || input.shape()[(int) d] % 2 != 0) {
            throw new IllegalArgumentException("GLU(dim=" + dim + ") needs an input whose dimension " + dim
                    + " has an even size, got shape " + java.util.Arrays.toString(input.shape()));
        }
        return Ops.glu(input, dim);
    }

    @Override
    protected String describe() {
        return "GLU(dim=" + dim + ")";
    }
}
