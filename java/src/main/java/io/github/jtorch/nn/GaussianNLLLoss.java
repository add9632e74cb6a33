package io.github.jtorch.nn;

import io.github.jtorch.Autograd;
import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;
import java.util.Arrays;

/**
 * Negative log-likelihood of the target under normal distributions of mean input and variance
 * var, PyTorch's nn.GaussianNLLLoss: 0.5 (log(var) + (input - target)^2 / var), plus
 * 0.5 log(2 pi) with full. It takes input, target and var: var of the input's shape, or of it
 * with one dimension of size 1 or the last one left out (one variance shared), or a number;
 * no entry may be negative. Variances below eps count as eps (the gradient still reaches var).
 */
public final class GaussianNLLLoss extends Loss {
    private final boolean full;
    private final double eps;

    /** full false, eps 1e-6, reduction "mean". */
    public GaussianNLLLoss() {
        this(false, 1e-6, "mean");
    }

    public GaussianNLLLoss(boolean full, double eps, String reduction) {
        super(reduction, "input", "target", "var");
        this.full = full;
        this.eps = eps;
    }

    /** The loss of input against target with variances {@code var}. */
    public Tensor forward(Tensor input, Tensor target, Tensor var) {
        return run(new Object[] {input, target, var});
    }

    /** The loss of input against target with one variance {@code var} for every element. */
    public Tensor forward(Tensor input, Tensor target, double var) {
        return run(new Object[] {input, target, var});
    }

    @Override
    protected Object accept(int i, Object v) {
        // var may be a number, as in PyTorch.
        return i == 2 && v instanceof Number ? v : super.accept(i, v);
    }

    @Override
    protected Tensor compute(Object[] in) {
        // As torch.nn.functional.gaussian_nll_loss writes it.
        Tensor input = (Tensor) in[0];
        Tensor target = (Tensor) in[1];
        Tensor var;
        if (in[2] instanceof Number) {
            double v = ((Number) in[2]).doubleValue();
            if (v < 0) {
                throw new IllegalArgumentException(name() + ": var has negative entry/entries, got " + v);
            }
            var = Ops.mul(Ops.onesLike(input), v);
        } else {
            var = (Tensor) in[2];
            if (Ops.any(Ops.lt(var, 0.0)).itemLong() != 0) {
                throw new IllegalArgumentException(name() + ": var has negative entry/entries");
            }
        }
        long[] is = input.shape();
        long[] vs = var.shape();
        if (!Arrays.equals(is, vs)) {
            if (Arrays.equals(Arrays.copyOf(is, Math.max(is.length - 1, 0)), vs) && is.length > 0) {
                var = Ops.unsqueeze(var, -1);
            } else if (!(is.length == vs.length && oneMismatch(is, vs))) {
                throw new IllegalArgumentException(name() + ": var is of incorrect size: input " + Arrays.toString(is)
                        + ", var " + Arrays.toString(vs));
            }
        }
        Tensor clamped = Ops.clone(var);
        try (Autograd.NoGrad g = Autograd.noGrad()) {
            Ops.clampMinInPlace(clamped, eps);
        }
        Tensor diff = Ops.sub(input, target);
        Tensor loss = Ops.mul(Ops.add(Ops.log(clamped), Ops.div(Ops.mul(diff, diff), clamped)), 0.5);
        if (full) {
            loss = Ops.add(loss, 0.5 * Math.log(2 * Math.PI));
        }
        return reduce(loss);
    }

    /** PyTorch's test: the sizes that differ sum to 1 (var's size there is 1). */
    private static boolean oneMismatch(long[] is, long[] vs) {
        long sum = 0;
        for (int k = 0; k < is.length; k++) {
            if (is[k] != vs[k]) {
                sum += vs[k];
            }
        }
        return sum == 1;
    }
}
