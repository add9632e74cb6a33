package io.github.jtorch.nn;

import io.github.jtorch.Tensor;
import java.util.Arrays;

/** Input checks of the normalisation layers over trailing dimensions. */
final class NormChecks {
    private NormChecks() {}

    /** Throws unless the input's last dimensions are {@code shape}, naming the layer. */
    static void trailing(Module m, Tensor input, long[] shape) {
        if (input == null) {
            throw new IllegalArgumentException(m.describe() + ": input is null");
        }
        long[] s = input.shape();
        boolean ok = s.length >= shape.length
                && Arrays.equals(Arrays.copyOfRange(s, s.length - shape.length, s.length), shape);
        if (!ok) {
            throw new IllegalArgumentException(m.describe() + ": expected input of shape [*, "
                    + Arrays.toString(shape).replaceAll("[\\[\\]]", "") + "], got " + Arrays.toString(s));
        }
    }
}
