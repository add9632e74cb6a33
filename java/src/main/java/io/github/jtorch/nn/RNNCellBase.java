package io.github.jtorch.nn;

import io.github.jtorch.DType;
import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;
import io.github.jtorch.Torch;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * What {@link RNNCell}, {@link LSTMCell} and {@link GRUCell} share, as PyTorch's
 * {@code RNNCellBase}: one time step, with parameters {@code weight_ih}, {@code weight_hh},
 * {@code bias_ih}, {@code bias_hh} uniform in ±1/sqrt(hidden_size). Input is (N, input_size)
 * or unbatched (input_size); the state defaults to zeros. Input or state of the wrong rank,
 * size or dtype is an IllegalArgumentException naming the cell and the mismatch.
 */
public abstract class RNNCellBase extends Module {
    private final String name;
    protected final long inputSize;
    protected final long hiddenSize;
    protected final boolean bias;
    protected final Tensor weightIh;
    protected final Tensor weightHh;
    protected final Tensor biasIh;
    protected final Tensor biasHh;

    RNNCellBase(String name, long inputSize, long hiddenSize, boolean bias, int chunks) {
        this.name = name;
        if (inputSize <= 0 || hiddenSize <= 0) {
            throw new IllegalArgumentException(name + ": input_size and hidden_size must be greater than zero, got " + inputSize
                    + " and " + hiddenSize);
        }
        this.inputSize = inputSize;
        this.hiddenSize = hiddenSize;
        this.bias = bias;
        double stdv = 1 / Math.sqrt(hiddenSize);
        this.weightIh = parameter("weight_ih", uniform(stdv, chunks * hiddenSize, inputSize));
        this.weightHh = parameter("weight_hh", uniform(stdv, chunks * hiddenSize, hiddenSize));
        this.biasIh = bias ? parameter("bias_ih", uniform(stdv, chunks * hiddenSize)) : null;
        this.biasHh = bias ? parameter("bias_hh", uniform(stdv, chunks * hiddenSize)) : null;
    }

    /** The next hidden state (for an LSTM cell, h alone), from a zero state. */
    @Override
    public Tensor forward(Tensor input) {
        return Torch.withTorch(() -> {
            Object r = step(input, null);
            return r instanceof Tensor ? (Tensor) r : (Tensor) ((List<?>) r).get(0);
        });
    }

    /** PyTorch's {@code cell(input, hx=None)}: h' (for an LSTM cell, a {@link List} [h', c']). */
    @Override
    public Object call(Object... inputs) {
        Args a = Args.call(name, inputs, 1, "input", "hx");
        Tensor input = a.tensor("input");
        Object hx = a.get("hx");
        return Torch.withTorch(() -> step(input, hx));
    }

    private Object step(Tensor input, Object hx) {
        if (input.dim() != 1 && input.dim() != 2) {
            throw new IllegalArgumentException(name + ": Expected input to be 1D or 2D, got " + input.dim() + "D instead");
        }
        DType wt = weightIh.dtype();
        if (input.dtype() != wt) {
            throw new IllegalArgumentException(name + ": input dtype (" + input.dtype() + ") does not match weight dtype (" + wt + ")");
        }
        boolean batched = input.dim() == 2;
        Tensor x = batched ? input : Ops.unsqueeze(input, 0);
        if (x.shape()[1] != inputSize) {
            throw new IllegalArgumentException(name + ": input.size(-1) must be equal to input_size. Expected " + inputSize + ", got "
                    + x.shape()[1]);
        }
        long[] shape = {x.shape()[0], hiddenSize};
        List<Tensor> out = cell(x, hx, shape, batched);
        if (!batched) {
            out = Arrays.asList(out.stream().map(t -> Ops.squeeze(t, 0)).toArray(Tensor[]::new));
        }
        return out.size() == 1 ? out.get(0) : Collections.unmodifiableList(out);
    }

    /** Runs the cell's op on batched input with its state checked by {@link #state}. */
    abstract List<Tensor> cell(Tensor x, Object hx, long[] shape, boolean batched);

    /** One state tensor (named {@code what} in messages): zeros when null, else batched and of {@code shape}. */
    final Tensor state(Object hx, String what, Tensor x, long[] shape, boolean batched) {
        if (hx == null) {
            return Ops.zeros(shape, x.dtype(), x.device());
        }
        if (!(hx instanceof Tensor)) {
            throw new IllegalArgumentException(name + ": " + what + " must be a tensor, got " + hx.getClass().getSimpleName());
        }
        Tensor h = (Tensor) hx;
        if (h.dim() != 1 && h.dim() != 2) {
            throw new IllegalArgumentException(name + ": Expected " + what + " to be 1D or 2D, got " + h.dim() + "D instead");
        }
        Tensor h2 = batched ? h : Ops.unsqueeze(h, 0);
        if (!Arrays.equals(h2.shape(), shape)) {
            throw new IllegalArgumentException(name + ": Expected " + what + " size " + RNNBase.tuple(shape) + ", got "
                    + Arrays.toString(h.shape()));
        }
        return h2;
    }

    final String name() {
        return name;
    }

    @Override
    protected String describe() {
        return name + "(" + inputSize + ", " + hiddenSize + (bias ? "" : ", bias=False") + extraDescription() + ")";
    }

    String extraDescription() {
        return "";
    }
}
