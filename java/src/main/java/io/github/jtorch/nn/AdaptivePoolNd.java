package io.github.jtorch.nn;

import io.github.jtorch.Dispatcher;
import io.github.jtorch.Tensor;
import java.util.List;

/**
 * What PyTorch's adaptive pools share. An output size of -1 in a dimension (PyTorch's None)
 * keeps the input's size there.
 */
abstract class AdaptivePoolNd extends Module {
    final String name;
    final int n;
    final boolean max;
    final long[] outputSize;
    final boolean returnIndices;

    AdaptivePoolNd(String name, int n, boolean max, long[] outputSize, boolean returnIndices) {
        this.name = name;
        this.n = n;
        this.max = max;
        this.outputSize = Layers.tuple(name, "output_size", n, outputSize);
        for (long s : this.outputSize) {
            Layers.require(s > 0 || s == -1, name, "output_size must be positive (or -1 for the input's size), got "
                    + Layers.repr(this.outputSize));
        }
        this.returnIndices = returnIndices;
    }

    private long[] sizeFor(Tensor input) {
        Layers.dims(this, input, n + 1, n + 2);
        long[] shape = input.shape();
        long[] size = outputSize.clone();
        for (int d = 0; d < n; d++) {
            if (size[d] == -1) {
                size[d] = shape[shape.length - n + d];
            }
        }
        return size;
    }

    @SuppressWarnings("unchecked")
    private List<Tensor> withIndices(Tensor input) {
        long[] size = sizeFor(input);
        return Layers.run(this, () -> (List<Tensor>) Dispatcher.call("aten::adaptive_max_pool" + n + "d", input, size));
    }

    @Override
    public Tensor forward(Tensor input) {
        if (max) {
            List<Tensor> both = withIndices(input);
            io.github.jtorch.Torch.release(both.get(1));
            return both.get(0);
        }
        long[] size = sizeFor(input);
        return Layers.run(this, () -> (Tensor) Dispatcher.call("aten::adaptive_avg_pool" + n + "d", input, size));
    }

    /** [output, indices] for a max pool with return_indices; else the output, as forward. */
    @Override
    public Object call(Object... inputs) {
        if (returnIndices && inputs != null && inputs.length == 1 && inputs[0] instanceof Tensor) {
            return withIndices((Tensor) inputs[0]);
        }
        return super.call(inputs);
    }

    @Override
    protected String describe() {
        StringBuilder s = new StringBuilder(name).append("(output_size=");
        if (n == 1 || Layers.allEqual(outputSize, outputSize[0]) && outputSize[0] != -1) {
            s.append(outputSize[0] == -1 ? "None" : Long.toString(outputSize[0]));
        } else {
            s.append("(");
            for (int d = 0; d < n; d++) {
                s.append(d == 0 ? "" : ", ").append(outputSize[d] == -1 ? "None" : Long.toString(outputSize[d]));
            }
            s.append(")");
        }
        return s.append(")").toString();
    }
}
