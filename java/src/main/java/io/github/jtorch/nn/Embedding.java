package io.github.jtorch.nn;

import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/** A lookup table of {@code count} vectors of size {@code dim}, initialised N(0, 1). */
public final class Embedding extends Module {
    private final long count;
    private final long dim;
    private final Tensor weight;

    public Embedding(long count, long dim) {
        if (count < 1 || dim < 1) {
            throw new IllegalArgumentException("Embedding sizes must be positive, got " + count + " x " + dim);
        }
        this.count = count;
        this.dim = dim;
        this.weight = parameter("weight", Ops.randn(count, dim));
    }

    /** The rows of the table at the int64 indices in {@code input}. */
    @Override
    public Tensor forward(Tensor input) {
        return Ops.embedding(input, weight);
    }

    @Override
    protected String describe() {
        return "Embedding(" + count + " x " + dim + ")";
    }
}
