package io.github.jtorch.nn;

import io.github.jtorch.Autograd;
import io.github.jtorch.Kwargs;
import io.github.jtorch.Ops;
import io.github.jtorch.PointerScope;
import io.github.jtorch.Tensor;
import java.util.List;
import java.util.Locale;

/**
 * PyTorch's {@code torch.nn.init}: fills a tensor in place, without recording the change for
 * autograd, from LibTorch's random generator (so {@code Torch.manualSeed} makes the values
 * PyTorch's for the same seed). Each returns the tensor it was given. Use them from
 * {@link Module#apply(java.util.function.Consumer)} to initialise a model.
 *
 * <p>Fans are PyTorch's: for a weight of shape (out, in, k...), fan_in = in * k... and
 * fan_out = out * k...; a tensor of fewer than two dimensions has none, and the functions that
 * need them throw IllegalArgumentException.
 */
public final class Init {
    private Init() {}

    /**
     * PyTorch's {@code calculate_gain}: the recommended gain for {@code nonlinearity}
     * ("linear", "conv1d".."conv3d", "conv_transpose1d".."3d", "sigmoid", "tanh", "relu",
     * "leaky_relu" with {@code param} its negative slope, 0.01 when null, "selu").
     */
    public static double calculateGain(String nonlinearity, Double param) {
        switch (nonlinearity == null ? "" : nonlinearity) {
            case "linear": case "conv1d": case "conv2d": case "conv3d":
            case "conv_transpose1d": case "conv_transpose2d": case "conv_transpose3d": case "sigmoid":
                return 1;
            case "tanh":
                return 5.0 / 3;
            case "relu":
                return Math.sqrt(2.0);
            case "leaky_relu": {
                double slope = param == null ? 0.01 : param;
                return Math.sqrt(2.0 / (1 + slope * slope));
            }
            case "selu":
                return 3.0 / 4;
            default:
                throw new IllegalArgumentException("Unsupported nonlinearity " + nonlinearity);
        }
    }

    /** {@link #calculateGain(String, Double)} without a parameter. */
    public static double calculateGain(String nonlinearity) {
        return calculateGain(nonlinearity, null);
    }

    /** Values drawn uniformly from [a, b). */
    public static Tensor uniformInPlace(Tensor t, double a, double b) {
        return filled(t, () -> Ops.uniformInPlace(t, a, b));
    }

    /** Values drawn from the normal distribution N(mean, std²). */
    public static Tensor normalInPlace(Tensor t, double mean, double std) {
        return filled(t, () -> Ops.normalInPlace(t, mean, std));
    }

    /**
     * Values from N(mean, std²) with those outside [a, b] redrawn, drawn as PyTorch 2.13 draws
     * them (redrawing normal values when [a, b] holds more than 30% of the mass, otherwise
     * rejection sampling from uniform draws), so a seed gives PyTorch's values.
     */
    public static Tensor truncNormalInPlace(Tensor t, double mean, double std, double a, double b) {
        if (!(std > 0) || !(a < b)) {
            throw new IllegalArgumentException("trunc_normal_ needs std > 0 and a < b, got std=" + std + ", a=" + a + ", b=" + b);
        }
        return filled(t, () -> {
            double p = normCdf((b - mean) / std) - normCdf((a - mean) / std);
            if (p > 0.3) {
                Tensor result = Ops.normalInPlace(t, mean, std);
                while (true) {
                    Tensor outside = Ops.logicalOr(Ops.lt(result, a), Ops.gt(result, b));
                    if (!any(outside)) {
                        break;
                    }
                    result = Ops.where(outside, Ops.normalInPlace(Ops.emptyLike(result), mean, std), result);
                }
                if (result != t) {
                    Ops.copyInPlace(t, result);
                }
                return;
            }
            double mode = Math.max(a, Math.min(mean, b));
            double logPeak = -0.5 * Math.pow((mode - mean) / std, 2);
            Tensor candidates = Ops.emptyLike(t);
            Tensor acceptBuf = Ops.emptyLike(t);
            Ops.uniformInPlace(t, a, b);
            Ops.copyInPlace(candidates, t);
            logDensity(candidates, mean, std, logPeak);
            Tensor pending = Ops.gt(Ops.logInPlace(Ops.uniformInPlace(acceptBuf)), candidates);
            if (any(pending)) {
                Tensor result = t;
                do {
                    Ops.uniformInPlace(candidates, a, b);
                    result = Ops.where(pending, candidates, result);
                    logDensity(candidates, mean, std, logPeak);
                    pending = Ops.where(pending, Ops.gt(Ops.logInPlace(Ops.uniformInPlace(acceptBuf)), candidates), pending);
                } while (any(pending));
                Ops.copyInPlace(t, result);
            }
        });
    }

    /** -0.5 ((x - mean) / std)² - logPeak, in place, in PyTorch's order of operations. */
    private static void logDensity(Tensor x, double mean, double std, double logPeak) {
        Ops.subInPlace(x, mean);
        Ops.divInPlace(x, std);
        Ops.powInPlace(x, 2L);
        Ops.mulInPlace(x, -0.5);
        Ops.subInPlace(x, logPeak);
    }

    private static boolean any(Tensor mask) {
        return Ops.any(mask).toDoubleArray()[0] != 0;
    }

    /** {@link #truncNormalInPlace} with PyTorch's defaults: mean 0, std 1, bounds [-2, 2]. */
    public static Tensor truncNormalInPlace(Tensor t) {
        return truncNormalInPlace(t, 0, 1, -2, 2);
    }

    /** Every element {@code value}. */
    public static Tensor constantInPlace(Tensor t, double value) {
        return filled(t, () -> Ops.fillInPlace(t, value));
    }

    /** Every element 1. */
    public static Tensor onesInPlace(Tensor t) {
        return constantInPlace(t, 1);
    }

    /** Every element 0. */
    public static Tensor zerosInPlace(Tensor t) {
        return constantInPlace(t, 0);
    }

    /** The identity matrix, for a 2-D tensor (ones on the diagonal of a rectangular one). */
    public static Tensor eyeInPlace(Tensor t) {
        if (t.dim() != 2) {
            throw new IllegalArgumentException("Only tensors with 2 dimensions are supported, got " + t.dim());
        }
        return filled(t, () -> {
            Ops.fillInPlace(t, 0.0);
            Ops.fillDiagonalInPlace(t, 1.0);
        });
    }

    /**
     * Xavier (Glorot) uniform: U(-x, x) with x = gain * sqrt(6 / (fan_in + fan_out)).
     */
    public static Tensor xavierUniformInPlace(Tensor t, double gain) {
        long[] fans = fans(t);
        double std = gain * Math.sqrt(2.0 / (fans[0] + fans[1]));
        double a = Math.sqrt(3.0) * std;
        return filled(t, () -> Ops.uniformInPlace(t, -a, a));
    }

    public static Tensor xavierUniformInPlace(Tensor t) {
        return xavierUniformInPlace(t, 1);
    }

    /** Xavier (Glorot) normal: N(0, std²) with std = gain * sqrt(2 / (fan_in + fan_out)). */
    public static Tensor xavierNormalInPlace(Tensor t, double gain) {
        long[] fans = fans(t);
        double std = gain * Math.sqrt(2.0 / (fans[0] + fans[1]));
        return filled(t, () -> Ops.normalInPlace(t, 0.0, std));
    }

    public static Tensor xavierNormalInPlace(Tensor t) {
        return xavierNormalInPlace(t, 1);
    }

    /**
     * Kaiming (He) uniform: U(-bound, bound) with bound = gain * sqrt(3 / fan), the gain
     * {@link #calculateGain(String, Double)}'s for {@code nonlinearity} and {@code a}, the fan
     * fan_in or fan_out as {@code mode} says. PyTorch's defaults: a 0, "fan_in",
     * "leaky_relu".
     */
    public static Tensor kaimingUniformInPlace(Tensor t, double a, String mode, String nonlinearity) {
        double std = kaimingStd(t, a, mode, nonlinearity);
        if (Double.isNaN(std)) {
            return t;
        }
        double bound = Math.sqrt(3.0) * std;
        return filled(t, () -> Ops.uniformInPlace(t, -bound, bound));
    }

    public static Tensor kaimingUniformInPlace(Tensor t) {
        return kaimingUniformInPlace(t, 0, "fan_in", "leaky_relu");
    }

    /** Kaiming (He) normal: N(0, std²) with std = gain / sqrt(fan); arguments as {@link #kaimingUniformInPlace}. */
    public static Tensor kaimingNormalInPlace(Tensor t, double a, String mode, String nonlinearity) {
        double std = kaimingStd(t, a, mode, nonlinearity);
        if (Double.isNaN(std)) {
            return t;
        }
        return filled(t, () -> Ops.normalInPlace(t, 0.0, std));
    }

    public static Tensor kaimingNormalInPlace(Tensor t) {
        return kaimingNormalInPlace(t, 0, "fan_in", "leaky_relu");
    }

    /**
     * A (semi-)orthogonal matrix, for a tensor of two or more dimensions (its trailing
     * dimensions flattened), scaled by {@code gain}: PyTorch's QR of a normal draw.
     */
    public static Tensor orthogonalInPlace(Tensor t, double gain) {
        if (t.dim() < 2) {
            throw new IllegalArgumentException("Only tensors with 2 or more dimensions are supported");
        }
        if (t.numel() == 0) {
            return t;
        }
        long rows = t.shape()[0];
        long cols = t.numel() / rows;
        return filled(t, () -> {
            Tensor flat = Ops.normalInPlace(Ops.empty(new long[] {rows, cols}, Kwargs.of("dtype", t.dtype(), "device", t.device())), 0.0, 1.0);
            if (rows < cols) {
                flat = Ops.t(flat);
            }
            List<Tensor> qr = Ops.linalgQr(flat);
            Tensor q = qr.get(0).mul(Ops.sign(Ops.diag(qr.get(1), 0L)));
            if (rows < cols) {
                q = Ops.t(q);
            }
            Ops.copyInPlace(Ops.viewAs(t, q), q);
            Ops.mulInPlace(t, gain);
        });
    }

    public static Tensor orthogonalInPlace(Tensor t) {
        return orthogonalInPlace(t, 1);
    }

    /** fan_in and fan_out as PyTorch's {@code _calculate_fan_in_and_fan_out}. */
    static long[] fans(Tensor t) {
        long[] s = t.shape();
        if (s.length < 2) {
            throw new IllegalArgumentException("Fan in and fan out can not be computed for tensor with fewer than 2 dimensions");
        }
        long receptive = 1;
        for (int i = 2; i < s.length; i++) {
            receptive *= s[i];
        }
        return new long[] {s[1] * receptive, s[0] * receptive};
    }

    /** Kaiming's std, or NaN for a tensor with no elements (PyTorch leaves it, with a warning). */
    private static double kaimingStd(Tensor t, double a, String mode, String nonlinearity) {
        String m = mode == null ? "" : mode.toLowerCase(Locale.ROOT);
        if (!m.equals("fan_in") && !m.equals("fan_out")) {
            throw new IllegalArgumentException("Mode " + mode + " not supported, please use one of fan_in, fan_out");
        }
        if (t.numel() == 0) {
            return Double.NaN;
        }
        long[] fans = fans(t);
        double gain = calculateGain(nonlinearity, a);
        return gain / Math.sqrt(m.equals("fan_in") ? fans[0] : fans[1]);
    }

    private static double normCdf(double x) {
        try (PointerScope s = new PointerScope()) {
            // LibTorch's erf, for want of one in java.lang.Math.
            return (1 + Ops.erf(Tensor.of(new double[] {x / Math.sqrt(2.0)}, 1)).toDoubleArray()[0]) / 2;
        }
    }

    /** Runs {@code fill} on {@code t} without autograd, its temporaries freed; returns {@code t}. */
    private static Tensor filled(Tensor t, Runnable fill) {
        java.util.Objects.requireNonNull(t, "tensor");
        try (PointerScope s = new PointerScope(); Autograd.NoGrad g = Autograd.noGrad()) {
            fill.run();
        }
        return t;
    }
}
