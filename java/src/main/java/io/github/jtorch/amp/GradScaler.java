package io.github.jtorch.amp;

import io.github.jtorch.Autograd;
import io.github.jtorch.DType;
import io.github.jtorch.Device;
import io.github.jtorch.NativeResource;
import io.github.jtorch.Ops;
import io.github.jtorch.PointerScope;
import io.github.jtorch.Tensor;
import io.github.jtorch.optim.Optimizer;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * PyTorch's {@code torch.amp.GradScaler}: scales a float16 loss up before backward so that
 * small gradients do not flush to zero, unscales the gradients before the optimizer's step,
 * skips steps whose gradients overflowed, and adjusts the scale (halving it after an overflow,
 * doubling it after {@code growthInterval} clean steps). Per step:
 *
 * <pre>{@code
 * opt.zeroGrad();
 * Tensor loss = ...;                 // forward, in an Autocast region
 * scaler.scale(loss).backward();
 * scaler.step(opt);                  // unscales, then steps unless a gradient is inf or NaN
 * scaler.update();
 * }</pre>
 *
 * <p>Memory: its scale and growth tracker are tensors of the scope current when it is made, as
 * a model's are: make it outside per-batch scopes. One scaler serves one training loop: its
 * methods are not for several threads at once.
 */
public final class GradScaler implements NativeResource {
    private enum Stage { READY, UNSCALED, STEPPED }

    /** What the scaler knows of an optimizer since the last update. */
    private static final class PerOptimizer {
        Stage stage = Stage.READY;
        /** Non-zero once a gradient was inf or NaN; NaN before unscaling. */
        double foundInf = Double.NaN;
    }

    private final Device device;
    private final double growthFactor;
    private final double backoffFactor;
    private final long growthInterval;
    private final boolean enabled;
    private final Tensor scale;
    private final Tensor growthTracker;
    private final Map<Optimizer, PerOptimizer> optimizers = new IdentityHashMap<>();

    /** A scaler on the CPU with PyTorch's defaults: scale 2^16, growth 2, backoff 0.5, interval 2000. */
    public GradScaler() {
        this(Device.CPU, 65536.0, 2.0, 0.5, 2000, true);
    }

    /**
     * A scaler for gradients on {@code device} (null: the CPU). {@code growthFactor} must be
     * above 1, {@code backoffFactor} below 1 and {@code growthInterval} positive, else
     * IllegalArgumentException. A scaler not {@code enabled} passes everything through: its
     * {@link #step(Optimizer)} is the optimizer's.
     */
    public GradScaler(Device device, double initScale, double growthFactor, double backoffFactor, long growthInterval,
            boolean enabled) {
        if (!(growthFactor > 1.0)) {
            throw new IllegalArgumentException("The growth factor must be > 1.0, got " + growthFactor);
        }
        if (!(backoffFactor < 1.0)) {
            throw new IllegalArgumentException("The backoff factor must be < 1.0, got " + backoffFactor);
        }
        if (growthInterval <= 0) {
            throw new IllegalArgumentException("growth_interval must be a positive integer, got " + growthInterval);
        }
        if (!(initScale > 0) || Double.isInfinite(initScale)) {
            throw new IllegalArgumentException("init_scale must be a positive number, got " + initScale);
        }
        this.device = device == null ? Device.CPU : device;
        this.growthFactor = growthFactor;
        this.backoffFactor = backoffFactor;
        this.growthInterval = growthInterval;
        this.enabled = enabled;
        this.scale = Ops.full(new long[0], initScale, DType.FLOAT32, this.device);
        this.growthTracker = Ops.full(new long[0], 0L, DType.INT32, this.device);
    }

    /** {@code outputs} times the current scale (a new tensor), or {@code outputs} itself when not enabled. */
    public Tensor scale(Tensor outputs) {
        if (!enabled) {
            return outputs;
        }
        return outputs.mul(scale.device().equals(outputs.device()) ? scale : Ops.toDevice(scale, outputs.device()));
    }

    /**
     * Divides the gradients of {@code optimizer}'s parameters by the scale in place (once per
     * step, before clipping them, say), and records whether any is inf or NaN. Throws
     * IllegalStateException when called twice before {@link #update()} or after
     * {@link #step(Optimizer)}, and IllegalArgumentException for float16 gradients (PyTorch's
     * rule: keep the parameters in float32).
     */
    public void unscale(Optimizer optimizer) {
        if (!enabled) {
            return;
        }
        PerOptimizer state = optimizers.computeIfAbsent(optimizer, o -> new PerOptimizer());
        if (state.stage == Stage.UNSCALED) {
            throw new IllegalStateException("unscale_() has already been called on this optimizer since the last update().");
        }
        if (state.stage == Stage.STEPPED) {
            throw new IllegalStateException("unscale_() is being called after step().");
        }
        List<Tensor> grads = new ArrayList<>();
        try (PointerScope s = new PointerScope(); Autograd.NoGrad g = Autograd.noGrad()) {
            for (Tensor p : optimizer.parameters()) {
                Tensor grad = Ops.grad(p);
                if (grad != null) {
                    if (grad.dtype() == DType.FLOAT16) {
                        throw new IllegalArgumentException("Attempting to unscale FP16 gradients.");
                    }
                    grads.add(grad);
                }
            }
            Tensor invScale = Ops.reciprocal(Ops.toDtype(scale, DType.FLOAT64)).toDtype(DType.FLOAT32);
            Tensor foundInf = Ops.full(new long[0], 0.0, DType.FLOAT32, device);
            if (!grads.isEmpty()) {
                Ops._ampForeachNonFiniteCheckAndUnscaleInPlace(grads, foundInf, invScale);
            }
            state.foundInf = foundInf.toDoubleArray()[0];
        }
        state.stage = Stage.UNSCALED;
    }

    /**
     * Unscales the gradients (unless {@link #unscale(Optimizer)} already did) and runs
     * {@code optimizer.step()} when none is inf or NaN; returns whether it stepped. Throws
     * IllegalStateException when called twice before {@link #update()}.
     */
    public boolean step(Optimizer optimizer) {
        if (!enabled) {
            optimizer.step();
            return true;
        }
        PerOptimizer state = optimizers.computeIfAbsent(optimizer, o -> new PerOptimizer());
        if (state.stage == Stage.STEPPED) {
            throw new IllegalStateException("step() has already been called since the last update().");
        }
        if (state.stage == Stage.READY) {
            unscale(optimizer);
        }
        boolean clean = state.foundInf == 0;
        if (clean) {
            optimizer.step();
        }
        state.stage = Stage.STEPPED;
        return clean;
    }

    /**
     * Adjusts the scale from the steps since the last update: times the backoff factor if any
     * optimizer's gradients overflowed, else times the growth factor once
     * {@code growthInterval} clean updates have passed. Throws IllegalStateException when no
     * {@link #unscale(Optimizer)} or {@link #step(Optimizer)} came since the last update.
     */
    public void update() {
        if (!enabled) {
            return;
        }
        double found = 0;
        boolean recorded = false;
        for (PerOptimizer o : optimizers.values()) {
            if (!Double.isNaN(o.foundInf)) {
                found += o.foundInf;
                recorded = true;
            }
        }
        if (!recorded) {
            throw new IllegalStateException("No inf checks were recorded prior to update.");
        }
        try (PointerScope s = new PointerScope(); Autograd.NoGrad g = Autograd.noGrad()) {
            Tensor combined = Ops.full(new long[0], found, DType.FLOAT32, device);
            Ops._ampUpdateScaleInPlace(scale, growthTracker, combined, growthFactor, backoffFactor, growthInterval);
        }
        optimizers.clear();
    }

    /** {@link #update()} with the scale set to {@code newScale} instead. */
    public void update(double newScale) {
        if (!enabled) {
            return;
        }
        try (Autograd.NoGrad g = Autograd.noGrad()) {
            Ops.fillInPlace(scale, newScale);
        }
        optimizers.clear();
    }

    /** The current scale, or 1 when not enabled. */
    public double getScale() {
        return enabled ? scale.toDoubleArray()[0] : 1.0;
    }

    public boolean isEnabled() {
        return enabled;
    }

    /** PyTorch's {@code state_dict()}: scale, growth and backoff factors, interval and tracker. */
    public Map<String, Object> stateDict() {
        Map<String, Object> out = new LinkedHashMap<>();
        if (enabled) {
            out.put("scale", getScale());
            out.put("growth_factor", growthFactor);
            out.put("backoff_factor", backoffFactor);
            out.put("growth_interval", growthInterval);
            out.put("_growth_tracker", (long) growthTracker.toDoubleArray()[0]);
        }
        return out;
    }

    /**
     * Restores the scale and growth tracker of a {@link #stateDict()}; the factors and
     * interval must be this scaler's, else IllegalArgumentException and nothing changes.
     */
    public void loadStateDict(Map<String, ?> state) {
        if (!enabled) {
            return;
        }
        if (state == null || state.isEmpty()) {
            throw new IllegalArgumentException("The source state dict is empty, possibly because it was saved from a disabled instance of GradScaler.");
        }
        double newScale = number(state, "scale").doubleValue();
        long tracker = number(state, "_growth_tracker").longValue();
        for (String k : List.of("growth_factor", "backoff_factor", "growth_interval")) {
            double mine = k.equals("growth_factor") ? growthFactor : k.equals("backoff_factor") ? backoffFactor : growthInterval;
            if (number(state, k).doubleValue() != mine) {
                throw new IllegalArgumentException("GradScaler: the state's " + k + " is " + state.get(k) + ", this scaler's " + mine);
            }
        }
        try (Autograd.NoGrad g = Autograd.noGrad()) {
            Ops.fillInPlace(scale, newScale);
            Ops.fillInPlace(growthTracker, tracker);
        }
    }

    private static Number number(Map<String, ?> state, String key) {
        Object v = state.get(key);
        if (!(v instanceof Number)) {
            throw new IllegalArgumentException("GradScaler: the state's " + key + " must be a number, got " + v);
        }
        return (Number) v;
    }

    @Override
    public Iterable<?> nativeResources() {
        return List.of(scale, growthTracker);
    }

    @Override
    public String toString() {
        return "GradScaler(scale=" + (scale.isReleased() ? "released" : getScale()) + ", enabled=" + enabled + ")";
    }
}
