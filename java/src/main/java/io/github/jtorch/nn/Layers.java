package io.github.jtorch.nn;

import io.github.jtorch.Tensor;
import io.github.jtorch.TorchException;
import java.util.Arrays;
import java.util.function.Supplier;

/** Argument checks and messages shared by the layers: each names the layer and the mismatch. */
final class Layers {
    private Layers() {}

    /** {@code values} as n values: one value repeated, or exactly n; else IllegalArgumentException. */
    static long[] tuple(String layer, String what, int n, long... values) {
        if (values == null || (values.length != 1 && values.length != n)) {
            throw new IllegalArgumentException(layer + ": " + what + " takes 1 or " + n + " integers, got "
                    + (values == null ? "null" : Arrays.toString(values)));
        }
        long[] out = new long[n];
        Arrays.fill(out, values[0]);
        return values.length == 1 ? out : values.clone();
    }

    static void require(boolean ok, String layer, String message) {
        if (!ok) {
            throw new IllegalArgumentException(layer + ": " + message);
        }
    }

    static void positive(String layer, String what, long... values) {
        for (long v : values) {
            require(v > 0, layer, what + " must be positive, got " + Arrays.toString(values));
        }
    }

    static void nonNegative(String layer, String what, long... values) {
        for (long v : values) {
            require(v >= 0, layer, what + " must be non-negative, got " + Arrays.toString(values));
        }
    }

    /** Throws unless {@code input} has one of {@code dims} dimensions. */
    static void dims(Module m, Tensor input, int... dims) {
        if (input == null) {
            throw new IllegalArgumentException(m.describe() + ": input is null");
        }
        int d = input.dim();
        for (int ok : dims) {
            if (d == ok) {
                return;
            }
        }
        StringBuilder want = new StringBuilder();
        for (int i = 0; i < dims.length; i++) {
            want.append(i == 0 ? "" : i == dims.length - 1 ? " or " : ", ").append(dims[i]).append("D");
        }
        throw new IllegalArgumentException(m.describe() + ": expected " + want + " input, got " + d + "D input of shape "
                + Arrays.toString(input.shape()));
    }

    /** Throws unless dimension {@code dim} of {@code input} is {@code size}. */
    static void size(Module m, Tensor input, int dim, long size, String what) {
        long got = input.shape()[dim];
        if (got != size) {
            throw new IllegalArgumentException(m.describe() + ": expected input with " + size + " " + what + " (dimension "
                    + dim + "), got " + got + " in input of shape " + Arrays.toString(input.shape()));
        }
    }

    /** The value of {@code op}, with LibTorch's error for the input given as IllegalArgumentException naming the layer. */
    static <T> T run(Module m, Supplier<T> op) {
        try {
            return op.get();
        } catch (TorchException e) {
            throw new IllegalArgumentException(m.describe() + ": " + e.getMessage(), e);
        }
    }

    /** Python's repr of a tuple of ints: (3,) or (3, 3). */
    static String repr(long[] v) {
        StringBuilder b = new StringBuilder("(");
        for (int i = 0; i < v.length; i++) {
            b.append(i == 0 ? "" : ", ").append(v[i]);
        }
        return b.append(v.length == 1 ? ",)" : ")").toString();
    }

    /** One value where all are equal, as a PyTorch layer given an int shows it; else the tuple. */
    static String reprInt(long[] v) {
        for (long x : v) {
            if (x != v[0]) {
                return repr(v);
            }
        }
        return Long.toString(v[0]);
    }

    static boolean allEqual(long[] v, long x) {
        for (long y : v) {
            if (y != x) {
                return false;
            }
        }
        return true;
    }

    static long product(long[] v) {
        long p = 1;
        for (long x : v) {
            p *= x;
        }
        return p;
    }

    /** Python's repr of a float: 1e-05, 0.1, 1.0. */
    static String pyFloat(double v) {
        String s = Double.toString(v);
        int e = s.indexOf('E');
        if (e < 0) {
            return s;
        }
        String mantissa = s.substring(0, e);
        if (mantissa.endsWith(".0")) {
            mantissa = mantissa.substring(0, mantissa.length() - 2);
        }
        int exp = Integer.parseInt(s.substring(e + 1));
        if (exp >= -4 && exp < 16) {
            // Python writes these without an exponent.
            return new java.math.BigDecimal(s).stripTrailingZeros().toPlainString();
        }
        return mantissa + "e" + (exp < 0 ? "-" : "+") + String.format("%02d", Math.abs(exp));
    }

    static String pyBool(boolean b) {
        return b ? "True" : "False";
    }
}
