package io.github.jtorch.nn;

import io.github.jtorch.Kwargs;
import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;
import java.util.List;

/**
 * PyTorch's {@code nn.GRUCell}, by LibTorch's {@code aten::gru_cell}. Option: {@code bias}
 * (true). {@link #call(Object...)} takes {@code (input)} or {@code (input, hx)} and returns h'.
 */
public final class GRUCell extends RNNCellBase {
    public GRUCell(long inputSize, long hiddenSize) {
        this(inputSize, hiddenSize, (Object) null);
    }

    /** {@code options}: a {@link Kwargs} (or map) of PyTorch's keyword arguments; null for none. */
    public GRUCell(long inputSize, long hiddenSize, Object options) {
        super("GRUCell", inputSize, hiddenSize, Args.options("GRUCell", options, "bias").bool("bias", true), 3);
    }

    @Override
    List<Tensor> cell(Tensor x, Object hx, long[] shape, boolean batched) {
        Tensor h = state(hx, "hidden", x, shape, batched);
        return List.of(Ops.gruCell(x, h, weightIh, weightHh, biasIh, biasHh));
    }
}
