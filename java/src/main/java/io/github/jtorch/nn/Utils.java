package io.github.jtorch.nn;

import io.github.jtorch.Autograd;
import io.github.jtorch.Ops;
import io.github.jtorch.PointerScope;
import io.github.jtorch.Tensor;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * PyTorch's {@code torch.nn.utils}: gradient clipping and parameters as one vector. Results
 * attach to the current scope; the gradients and parameters given are changed in place,
 * without autograd recording it.
 */
public final class Utils {
    private Utils() {}

    /**
     * PyTorch's {@code clip_grad_norm_}: scales the gradients of {@code parameters} (those that
     * have one) in place so that their total {@code normType}-norm (all gradients as one
     * vector; {@code Double.POSITIVE_INFINITY} for the largest magnitude) is at most
     * {@code maxNorm}, and returns that total norm as it was before clipping, a 0-d tensor.
     * With {@code errorIfNonfinite}, a NaN or infinite total norm throws ArithmeticException
     * and no gradient changes.
     */
    public static Tensor clipGradNormInPlace(Iterable<Tensor> parameters, double maxNorm, double normType,
            boolean errorIfNonfinite) {
        // The gradients' handles are this call's own: made inside its scope, so none is left
        // unscoped (to the GC) when the caller has no scope open.
        try (PointerScope s = new PointerScope(); Autograd.NoGrad g = Autograd.noGrad()) {
            List<Tensor> grads = grads(parameters);
            if (grads.isEmpty()) {
                return s.moveOut(Ops.scalarTensor(0.0));
            }
            List<Tensor> norms = new ArrayList<>();
            for (Tensor grad : grads) {
                norms.add(Ops.linalgVectorNorm(grad, normType));
            }
            Tensor total = Ops.linalgVectorNorm(Ops.stack(norms, 0), normType);
            double value = total.toDoubleArray()[0];
            if (errorIfNonfinite && !Double.isFinite(value)) {
                throw new ArithmeticException("The total norm of order " + normType + " for gradients from `parameters` is non-finite, "
                        + "so it cannot be clipped. To disable this error and scale the gradients by the non-finite norm anyway, "
                        + "set `error_if_nonfinite=False`");
            }
            Tensor coef = Ops.clampMax(Ops.reciprocal(Ops.add(total, 1e-6)).mul(maxNorm), 1.0);
            for (Tensor grad : grads) {
                Ops.mulInPlace(grad, coef);
            }
            return s.moveOut(total);
        }
    }

    /** {@link #clipGradNormInPlace(Iterable, double, double, boolean)} with the 2-norm and no error. */
    public static Tensor clipGradNormInPlace(Iterable<Tensor> parameters, double maxNorm) {
        return clipGradNormInPlace(parameters, maxNorm, 2.0, false);
    }

    /**
     * PyTorch's {@code clip_grad_value_}: clamps every gradient of {@code parameters} to
     * [-clipValue, clipValue] in place.
     */
    public static void clipGradValueInPlace(Iterable<Tensor> parameters, double clipValue) {
        try (PointerScope s = new PointerScope(); Autograd.NoGrad g = Autograd.noGrad()) {
            for (Tensor grad : grads(parameters)) {
                Ops.clampInPlace(grad, -clipValue, clipValue);
            }
        }
    }

    /** PyTorch's {@code parameters_to_vector}: the parameters' values flattened into one new 1-D tensor. */
    public static Tensor parametersToVector(Iterable<Tensor> parameters) {
        List<Tensor> flat = new ArrayList<>();
        try (PointerScope s = new PointerScope()) {
            for (Tensor p : Objects.requireNonNull(parameters, "parameters")) {
                flat.add(Ops.reshape(Objects.requireNonNull(p, "parameter"), -1L));
            }
            if (flat.isEmpty()) {
                throw new IllegalArgumentException("parameters_to_vector needs at least one parameter");
            }
            return s.moveOut(Ops.cat(flat, 0));
        }
    }

    /**
     * PyTorch's {@code vector_to_parameters}: copies consecutive slices of the 1-D tensor
     * {@code vec} into each parameter in turn, keeping the parameters the same tensors.
     * {@code vec} must hold exactly as many elements as the parameters together, else
     * IllegalArgumentException and nothing changes.
     */
    public static void vectorToParameters(Tensor vec, Iterable<Tensor> parameters) {
        Objects.requireNonNull(vec, "vec");
        if (vec.dim() != 1) {
            throw new IllegalArgumentException("expected vec to be a 1-D tensor, got " + vec.dim() + "-D");
        }
        List<Tensor> ps = new ArrayList<>();
        long total = 0;
        for (Tensor p : Objects.requireNonNull(parameters, "parameters")) {
            ps.add(Objects.requireNonNull(p, "parameter"));
            total += p.numel();
        }
        if (total != vec.numel()) {
            throw new IllegalArgumentException("vector_to_parameters: vec has " + vec.numel() + " elements, the parameters " + total);
        }
        try (PointerScope s = new PointerScope(); Autograd.NoGrad g = Autograd.noGrad()) {
            long at = 0;
            for (Tensor p : ps) {
                Ops.copyInPlace(p, Ops.viewAs(Ops.narrow(vec, 0L, at, p.numel()), p));
                at += p.numel();
            }
        }
    }

    /** The gradients of those parameters that have one, each a tensor over the gradient's memory. */
    private static List<Tensor> grads(Iterable<Tensor> parameters) {
        List<Tensor> out = new ArrayList<>();
        for (Tensor p : Objects.requireNonNull(parameters, "parameters")) {
            Tensor g = Ops.grad(Objects.requireNonNull(p, "parameter"));
            if (g != null) {
                out.add(g);
            }
        }
        return out;
    }
}
