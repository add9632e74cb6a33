package io.github.jtorch.nn;

import io.github.jtorch.Kwargs;

/**
 * PyTorch's {@code nn.LSTM}, run by LibTorch's {@code aten::lstm}. Options by PyTorch's names:
 * {@code num_layers} (1), {@code bias} (true), {@code batch_first} (false), {@code dropout} (0,
 * between layers, in training), {@code bidirectional} (false), {@code proj_size} (0: none; else
 * h is projected to that size by {@code weight_hr_l{k}}). {@link #call(Object...)} takes
 * {@code (input)} or {@code (input, [h_0, c_0])} and returns {@code [output, [h_n, c_n]]}; see
 * {@link RNNBase}.
 */
public final class LSTM extends RNNBase {
    static final String[] OPTIONS = {"num_layers", "bias", "batch_first", "dropout", "bidirectional", "proj_size"};

    public LSTM(long inputSize, long hiddenSize) {
        this(inputSize, hiddenSize, (Object) null);
    }

    /** {@code options}: a {@link Kwargs} (or map) of PyTorch's keyword arguments; null for none. */
    public LSTM(long inputSize, long hiddenSize, Object options) {
        super("LSTM", "LSTM", inputSize, hiddenSize, Args.options("LSTM", options, OPTIONS));
    }
}
