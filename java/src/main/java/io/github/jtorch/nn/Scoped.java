package io.github.jtorch.nn;

import io.github.jtorch.PointerScope;
import io.github.jtorch.Tensor;
import java.util.function.Supplier;

/** Forward passes of several ops: their in-between tensors are freed once the result is made. */
final class Scoped {
    private Scoped() {}

    /**
     * The value of {@code body}, moved to the caller's scope; every other tensor {@code body}
     * made is freed (autograd keeps what it needs of them).
     */
    static Tensor result(Supplier<Tensor> body) {
        try (PointerScope s = new PointerScope()) {
            return s.moveOut(body.get());
        }
    }

    /** PyTorch's repr of a float: 1.0, 0.01, 1e-08. */
    static String num(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e16) {
            return Double.toString(v);
        }
        String s = Double.toString(v);
        int e = s.indexOf('E');
        if (e < 0) {
            return s;
        }
        String mantissa = s.substring(0, e).replaceAll("\\.0$", "");
        int exp = Integer.parseInt(s.substring(e + 1));
        return mantissa + "e" + (exp < 0 ? "-" : "+") + (Math.abs(exp) < 10 ? "0" : "") + Math.abs(exp);
    }
}
