package io.github.jtorch.nn;

import io.github.jtorch.DType;
import io.github.jtorch.Device;
import io.github.jtorch.Ops;
import io.github.jtorch.PointerScope;
import io.github.jtorch.Tensor;

/** PyTorch's attention mask conventions (torch.nn.functional._canonical_mask and friends). */
final class Masks {
    private Masks() {}

    /**
     * {@code mask} as an additive float mask of {@code dtype}: a boolean mask's true
     * positions become -inf, the rest 0; a float mask is returned as it is; null stays null.
     * Any other dtype is an IllegalArgumentException naming the layer and the mask.
     */
    static Tensor canonical(String layer, String name, Tensor mask, DType dtype) {
        if (mask == null) {
            return null;
        }
        DType d = mask.dtype();
        if (d.isFloatingPoint()) {
            return mask;
        }
        if (d != DType.BOOL) {
            throw new IllegalArgumentException(layer + ": only bool and floating types of " + name + " are supported, got " + d);
        }
        return Ops.maskedFill(Ops.zeros(mask.shape(), dtype, mask.device()), mask, Double.NEGATIVE_INFINITY);
    }

    /** The (n, n) mask on {@code device} with -inf above the diagonal and 0 elsewhere. */
    static Tensor squareSubsequent(long n, DType dtype, Device device) {
        if (n < 0) {
            throw new IllegalArgumentException("generate_square_subsequent_mask: the size must not be negative, got " + n);
        }
        return Ops.triu(Ops.full(new long[] {n, n}, Double.NEGATIVE_INFINITY, dtype, device), 1L);
    }

    /**
     * PyTorch's _detect_is_causal_mask: {@code isCausal} when given, else whether
     * {@code mask} is exactly the causal mask of size {@code size}.
     */
    static boolean detectCausal(Tensor mask, Boolean isCausal, long size) {
        if (isCausal != null) {
            return isCausal;
        }
        if (mask == null || mask.dim() != 2 || mask.shape()[0] != size || mask.shape()[1] != size) {
            return false;
        }
        try (PointerScope s = new PointerScope()) {
            return Ops.all(Ops.eq(mask, squareSubsequent(size, mask.dtype(), mask.device()))).itemDouble() != 0;
        }
    }
}
