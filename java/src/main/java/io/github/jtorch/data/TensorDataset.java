package io.github.jtorch.data;

import io.github.jtorch.Tensor;
import java.util.ArrayList;
import java.util.List;

/**
 * Tensors sharing their first dimension, PyTorch's {@code TensorDataset}: item i is the list of
 * each tensor's i-th row (views, made in the caller's scope). The dataset does not own its
 * tensors: they must stay alive (in a scope that outlives every loader over it) while it is read.
 */
public final class TensorDataset implements Dataset<List<Tensor>> {
    private final List<Tensor> tensors;
    private final long size;

    public TensorDataset(Tensor... tensors) {
        if (tensors.length == 0) {
            throw new IllegalArgumentException("TensorDataset: at least one tensor is needed");
        }
        long n = -1;
        for (Tensor t : tensors) {
            if (t.dim() == 0) {
                throw new IllegalArgumentException("TensorDataset: a tensor has no first dimension (0-dimensional)");
            }
            long first = t.shape()[0];
            if (n >= 0 && first != n) {
                throw new IllegalArgumentException("Size mismatch between tensors: first dimensions " + n + " and " + first);
            }
            n = first;
        }
        this.tensors = List.of(tensors);
        this.size = n;
    }

    /** The tensors given, in order. */
    public List<Tensor> tensors() {
        return tensors;
    }

    @Override
    public List<Tensor> get(long index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException("TensorDataset: index " + index + " out of 0.." + (size - 1));
        }
        List<Tensor> row = new ArrayList<>(tensors.size());
        for (Tensor t : tensors) {
            row.add(t.index(index));
        }
        return row;
    }

    @Override
    public long size() {
        return size;
    }
}
