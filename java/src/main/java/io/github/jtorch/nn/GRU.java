package io.github.jtorch.nn;

import io.github.jtorch.Kwargs;

/**
 * PyTorch's {@code nn.GRU}, run by LibTorch's {@code aten::gru}. Options by PyTorch's names:
 * {@code num_layers} (1), {@code bias} (true), {@code batch_first} (false), {@code dropout} (0,
 * between layers, in training), {@code bidirectional} (false). See {@link RNNBase} for inputs
 * and outputs.
 */
public final class GRU extends RNNBase {
    static final String[] OPTIONS = {"num_layers", "bias", "batch_first", "dropout", "bidirectional"};

    public GRU(long inputSize, long hiddenSize) {
        this(inputSize, hiddenSize, (Object) null);
    }

    /** {@code options}: a {@link Kwargs} (or map) of PyTorch's keyword arguments; null for none. */
    public GRU(long inputSize, long hiddenSize, Object options) {
        super("GRU", "GRU", inputSize, hiddenSize, Args.options("GRU", options, OPTIONS));
    }
}
