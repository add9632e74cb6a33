package io.github.jtorch.nn;

import io.github.jtorch.Chain;
import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/** {@code y = x W^T + b}, initialised as PyTorch does (uniform in ±1/sqrt(in)). */
public final class Linear extends Module {
    private final long in;
    private final long out;
    private final Tensor weight;
    private final Tensor bias;

    public Linear(long in, long out) {
        this(in, out, true);
    }

    public Linear(long in, long out, boolean bias) {
        if (in < 1 || out < 1) {
            throw new IllegalArgumentException("Linear sizes must be positive, got " + in + " -> " + out);
        }
        this.in = in;
        this.out = out;
        double bound = 1 / Math.sqrt(in);
        this.weight = parameter("weight", uniform(bound, out, in));
        this.bias = bias ? parameter("bias", uniform(bound, out)) : null;
    }

    @Override
    public Tensor forward(Tensor input) {
        return Ops.linear(input, weight, bias);
    }

    @Override
    public boolean appendTo(Chain chain) {
        chain.then("linear", weight, bias);
        return true;
    }

    public Tensor weight() {
        return weight;
    }

    public Tensor bias() {
        return bias;
    }

    @Override
    protected String describe() {
        return "Linear(" + in + " -> " + out + (bias == null ? ", no bias)" : ")");
    }
}
