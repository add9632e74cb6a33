package io.github.jtorch.nn;

import io.github.jtorch.Kwargs;
import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;
import java.util.List;

/**
 * PyTorch's {@code nn.RNNCell}: {@code h' = tanh(x W_ih^T + b_ih + h W_hh^T + b_hh)} (or relu),
 * by LibTorch's {@code aten::rnn_tanh_cell} / {@code aten::rnn_relu_cell}. Options: {@code bias}
 * (true), {@code nonlinearity} ("tanh" or "relu"). {@link #call(Object...)} takes
 * {@code (input)} or {@code (input, hx)} and returns h'.
 */
public final class RNNCell extends RNNCellBase {
    private final boolean relu;

    public RNNCell(long inputSize, long hiddenSize) {
        this(inputSize, hiddenSize, (Object) null);
    }

    /** {@code options}: a {@link Kwargs} (or map) of PyTorch's keyword arguments; null for none. */
    public RNNCell(long inputSize, long hiddenSize, Object options) {
        this(inputSize, hiddenSize, Args.options("RNNCell", options, "bias", "nonlinearity"));
    }

    private RNNCell(long inputSize, long hiddenSize, Args a) {
        super("RNNCell", inputSize, hiddenSize, a.bool("bias", true), 1);
        String nl = a.string("nonlinearity", "tanh");
        if (!nl.equals("tanh") && !nl.equals("relu")) {
            throw new IllegalArgumentException("RNNCell: Unknown nonlinearity '" + nl + "'. Select from 'tanh' or 'relu'.");
        }
        this.relu = nl.equals("relu");
    }

    @Override
    List<Tensor> cell(Tensor x, Object hx, long[] shape, boolean batched) {
        Tensor h = state(hx, "hidden", x, shape, batched);
        return List.of(relu ? Ops.rnnReluCell(x, h, weightIh, weightHh, biasIh, biasHh)
                : Ops.rnnTanhCell(x, h, weightIh, weightHh, biasIh, biasHh));
    }

    @Override
    String extraDescription() {
        return relu ? ", nonlinearity=relu" : "";
    }
}
