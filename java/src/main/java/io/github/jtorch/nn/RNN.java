package io.github.jtorch.nn;

import io.github.jtorch.Kwargs;

/**
 * PyTorch's {@code nn.RNN}: an Elman RNN, {@code h_t = tanh(x_t W_ih^T + b_ih + h_{t-1} W_hh^T
 * + b_hh)} (or relu), run by LibTorch's {@code aten::rnn_tanh} / {@code aten::rnn_relu}.
 * Options by PyTorch's names: {@code nonlinearity} ("tanh" or "relu"), {@code num_layers} (1),
 * {@code bias} (true), {@code batch_first} (false), {@code dropout} (0, between layers, in
 * training), {@code bidirectional} (false). See {@link RNNBase} for inputs and outputs.
 */
public final class RNN extends RNNBase {
    static final String[] OPTIONS = {"nonlinearity", "num_layers", "bias", "batch_first", "dropout", "bidirectional"};

    public RNN(long inputSize, long hiddenSize) {
        this(inputSize, hiddenSize, (Object) null);
    }

    /** {@code options}: a {@link Kwargs} (or map) of PyTorch's keyword arguments; null for none. */
    public RNN(long inputSize, long hiddenSize, Object options) {
        this(inputSize, hiddenSize, Args.options("RNN", options, OPTIONS));
    }

    private RNN(long inputSize, long hiddenSize, Args a) {
        super("RNN", mode(a.string("nonlinearity", "tanh")), inputSize, hiddenSize, a);
    }

    private static String mode(String nonlinearity) {
        switch (nonlinearity) {
            case "tanh":
                return "RNN_TANH";
            case "relu":
                return "RNN_RELU";
            default:
                throw new IllegalArgumentException("RNN: Unknown nonlinearity '" + nonlinearity + "'. Select from 'tanh' or 'relu'.");
        }
    }
}
