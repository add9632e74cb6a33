package io.github.jtorch.nn;

import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/**
 * x where x >= 0, a * x elsewhere, with a learnt: PyTorch's nn.PReLU. Its parameter
 * {@code weight} holds one slope, or one per channel (dimension 1 of the input), all
 * {@code init} at first.
 */
public final class PReLU extends Module {
    private final long numParameters;
    private final Tensor weight;

    /** One slope, 0.25. */
    public PReLU() {
        this(1, 0.25);
    }

    public PReLU(long numParameters) {
        this(numParameters, 0.25);
    }

    /**
     * {@code numParameters} slopes (1, or the number of channels of the input), each
     * {@code init}.
     */
    public PReLU(long numParameters, double init) {
        if (numParameters < 1) {
            throw new IllegalArgumentException("PReLU needs at least one parameter, got num_parameters=" + numParameters);
        }
        this.numParameters = numParameters;
        this.weight = parameter("weight", made(() -> Ops.full(new long[] {numParameters}, init)));
    }

    /** The slopes, a parameter of shape [num_parameters]. */
    public Tensor weight() {
        return weight;
    }

    @Override
    public Tensor forward(Tensor input) {
        if (numParameters > 1 && (input.dim() < 2 || input.shape()[1] != numParameters)) {
            throw new IllegalArgumentException("PReLU(num_parameters=" + numParameters + ") needs an input with "
                    + numParameters + " channels in dimension 1, got shape " + java.util.Arrays.toString(input.shape()));
        }
        return Ops.prelu(input, weight);
    }

    @Override
    protected String describe() {
        return "PReLU(num_parameters=" + numParameters + ")";
    }
}
