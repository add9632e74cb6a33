package io.github.jtorch.nn;

import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/**
 * PyTorch's {@code nn.Bilinear}: y = x1^T A x2 + b for inputs of in1 and in2 features (last
 * dimension), called with two tensors ({@link #call(Object...)}). State: {@code weight}
 * (out, in1, in2) and {@code bias} (out), uniform in ±1/sqrt(in1) as PyTorch's.
 */
public final class Bilinear extends Module {
    private final long in1;
    private final long in2;
    private final long out;
    private final Tensor weight;
    private final Tensor bias;

    public Bilinear(long in1, long in2, long out) {
        this(in1, in2, out, true);
    }

    public Bilinear(long in1, long in2, long out, boolean bias) {
        Layers.positive("Bilinear", "in1_features, in2_features and out_features", in1, in2, out);
        this.in1 = in1;
        this.in2 = in2;
        this.out = out;
        double bound = 1 / Math.sqrt(in1);
        this.weight = parameter("weight", uniform(bound, out, in1, in2));
        this.bias = bias ? parameter("bias", uniform(bound, out)) : null;
    }

    /** Bilinear takes two inputs: use {@link #call(Object...)}; throws IllegalArgumentException. */
    @Override
    public Tensor forward(Tensor input) {
        throw new IllegalArgumentException(describe() + " takes two tensors, input1 and input2");
    }

    /** The output for two tensors whose last dimensions are in1 and in2 features. */
    public Tensor forward(Tensor input1, Tensor input2) {
        Layers.require(input1 != null && input2 != null, describe(), "inputs must not be null");
        Layers.require(input1.dim() > 0 && input1.shape()[input1.dim() - 1] == in1, describe(),
                "expected input1 with " + in1 + " features (last dimension), got shape " + java.util.Arrays.toString(input1.shape()));
        Layers.require(input2.dim() > 0 && input2.shape()[input2.dim() - 1] == in2, describe(),
                "expected input2 with " + in2 + " features (last dimension), got shape " + java.util.Arrays.toString(input2.shape()));
        return Layers.run(this, () -> Ops.bilinear(input1, input2, weight, bias));
    }

    @Override
    public Object call(Object... inputs) {
        if (inputs != null && inputs.length == 2 && inputs[0] instanceof Tensor && inputs[1] instanceof Tensor) {
            return forward((Tensor) inputs[0], (Tensor) inputs[1]);
        }
        throw new IllegalArgumentException(describe() + " takes two tensors, got " + describeInputs(inputs));
    }

    @Override
    protected String describe() {
        return "Bilinear(in1_features=" + in1 + ", in2_features=" + in2 + ", out_features=" + out + ", bias="
                + Layers.pyBool(bias != null) + ")";
    }
}
