package io.github.jtorch.nn;

import io.github.jtorch.Kwargs;
import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;
import java.util.Arrays;
import java.util.List;

/**
 * PyTorch's {@code nn.LSTMCell}, by LibTorch's {@code aten::lstm_cell}. Option: {@code bias}
 * (true). {@link #call(Object...)} takes {@code (input)} or {@code (input, [h, c])} and returns
 * a {@link List} {@code [h', c']}; {@link #forward(Tensor)} returns h' alone.
 */
public final class LSTMCell extends RNNCellBase {
    public LSTMCell(long inputSize, long hiddenSize) {
        this(inputSize, hiddenSize, (Object) null);
    }

    /** {@code options}: a {@link Kwargs} (or map) of PyTorch's keyword arguments; null for none. */
    public LSTMCell(long inputSize, long hiddenSize, Object options) {
        super("LSTMCell", inputSize, hiddenSize, Args.options("LSTMCell", options, "bias").bool("bias", true), 4);
    }

    @Override
    List<Tensor> cell(Tensor x, Object hx, long[] shape, boolean batched) {
        Object h0 = null;
        Object c0 = null;
        if (hx != null) {
            List<?> pair = hx instanceof Tensor[] ? Arrays.asList((Tensor[]) hx) : hx instanceof List ? (List<?>) hx : null;
            if (pair == null || pair.size() != 2) {
                throw new IllegalArgumentException(name() + ": hx must be a list of two tensors [h, c], got "
                        + (pair == null ? hx.getClass().getSimpleName() : pair.size() + " items"));
            }
            h0 = pair.get(0);
            c0 = pair.get(1);
        }
        Tensor h = state(h0, "hx[0]", x, shape, batched);
        Tensor c = state(c0, "hx[1]", x, shape, batched);
        return Ops.lstmCell(x, List.of(h, c), weightIh, weightHh, biasIh, biasHh);
    }
}
