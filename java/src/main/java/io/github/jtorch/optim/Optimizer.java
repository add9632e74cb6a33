package io.github.jtorch.optim;

import io.github.jtorch.NativeResource;
import io.github.jtorch.OptimizerHandle;
import io.github.jtorch.Tensor;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * An optimizer from LibTorch ({@code torch::optim}): SGD (momentum, weight decay), Adam and
 * AdamW. Make it once, over parameters that require grad; per step call {@link #zeroGrad()},
 * compute the loss, call backward, then {@link #step()}.
 *
 * <p>Memory: the optimizer's native state attaches to the current scope when it is made, like
 * a tensor (so make it outside per-batch scopes); {@link #close()} or
 * {@link io.github.jtorch.Torch#release(Object)} frees it now. It keeps its parameters
 * reachable, as PyTorch's optimizers do; releasing them (by releasing the model, or closing
 * the scope they belong to) ends its use: {@link #zeroGrad()}, {@link #step()} and
 * {@link #setLearningRate(double)} then throw {@link IllegalStateException} naming the
 * released parameter.
 *
 * <p>Every factory throws {@link IllegalArgumentException} for a parameter that does not
 * require grad or appears twice (a layer used twice in a model gives its parameters once
 * through {@link io.github.jtorch.nn.Module#parameters()}).
 *
 * <p>Threads: {@link #zeroGrad()} and {@link #step()} wait for backward passes on other threads
 * that write gradients of this optimizer's parameters, and those wait for them; threads that
 * train models of their own never wait for each other.
 */
public final class Optimizer implements NativeResource, AutoCloseable {
    private final String kind;
    private final OptimizerHandle handle;
    private double lr;

    private Optimizer(String kind, int code, double lr, double[] settings, Iterable<Tensor> parameters) {
        Objects.requireNonNull(parameters, "parameters");
        List<Tensor> ps = new ArrayList<>();
        parameters.forEach(ps::add);
        this.kind = kind;
        this.lr = lr;
        this.handle = OptimizerHandle.create(code, settings, ps);
    }

    /** Stochastic gradient descent. */
    public static Optimizer sgd(Iterable<Tensor> parameters, double lr) {
        return sgd(parameters, lr, 0, 0, false);
    }

    /** SGD with momentum and weight decay (L2), optionally Nesterov; no dampening. */
    public static Optimizer sgd(Iterable<Tensor> parameters, double lr, double momentum, double weightDecay,
            boolean nesterov) {
        return sgd(parameters, lr, momentum, 0, weightDecay, nesterov);
    }

    /**
     * SGD with every setting of PyTorch's: momentum, dampening (of the momentum's new
     * gradient), weight decay (L2) and Nesterov momentum (which needs momentum and no dampening).
     */
    public static Optimizer sgd(Iterable<Tensor> parameters, double lr, double momentum, double dampening,
            double weightDecay, boolean nesterov) {
        return new Optimizer("SGD", OptimizerHandle.SGD, lr,
                new double[] {lr, momentum, dampening, weightDecay, nesterov ? 1 : 0}, parameters);
    }

    /** Adam with betas (0.9, 0.999), eps 1e-8, no weight decay. */
    public static Optimizer adam(Iterable<Tensor> parameters, double lr) {
        return adam(parameters, lr, 0.9, 0.999, 1e-8, 0);
    }

    /** Adam with the given betas, eps and weight decay (L2, added to the gradient). */
    public static Optimizer adam(Iterable<Tensor> parameters, double lr, double beta1, double beta2, double eps,
            double weightDecay) {
        return adam(parameters, lr, beta1, beta2, eps, weightDecay, false);
    }

    /** Adam as above, with the AMSGrad variant (the largest second moment so far) when {@code amsgrad}. */
    public static Optimizer adam(Iterable<Tensor> parameters, double lr, double beta1, double beta2, double eps,
            double weightDecay, boolean amsgrad) {
        return new Optimizer("Adam", OptimizerHandle.ADAM, lr,
                new double[] {lr, beta1, beta2, weightDecay, eps, amsgrad ? 1 : 0}, parameters);
    }

    /** AdamW (decoupled weight decay) with betas (0.9, 0.999), eps 1e-8, weight decay 0.01. */
    public static Optimizer adamw(Iterable<Tensor> parameters, double lr) {
        return adamw(parameters, lr, 0.9, 0.999, 1e-8, 0.01);
    }

    /** AdamW with the given betas, eps and decoupled weight decay. */
    public static Optimizer adamw(Iterable<Tensor> parameters, double lr, double beta1, double beta2, double eps,
            double weightDecay) {
        return adamw(parameters, lr, beta1, beta2, eps, weightDecay, false);
    }

    /** AdamW as above, with the AMSGrad variant (the largest second moment so far) when {@code amsgrad}. */
    public static Optimizer adamw(Iterable<Tensor> parameters, double lr, double beta1, double beta2, double eps,
            double weightDecay, boolean amsgrad) {
        return new Optimizer("AdamW", OptimizerHandle.ADAMW, lr,
                new double[] {lr, beta1, beta2, weightDecay, eps, amsgrad ? 1 : 0}, parameters);
    }

    /** Clears every parameter's gradient. */
    public void zeroGrad() {
        handle.zeroGrad();
    }

    /** Updates every parameter from its gradient. */
    public void step() {
        handle.step();
    }

    /** The learning rate the next step uses. */
    public double learningRate() {
        return lr;
    }

    /** Changes the learning rate for the following steps. */
    public void setLearningRate(double lr) {
        handle.setLearningRate(lr);
        this.lr = lr;
    }

    /**
     * Whether the optimizer's own native state has been freed (by {@link #close()}, its scope,
     * or the GC). Its parameters' release is theirs: a live optimizer over released parameters
     * throws IllegalStateException from {@link #step()}.
     */
    public boolean isReleased() {
        return handle.isReleased();
    }

    /** Frees the optimizer's native state now; twice is a no-op. */
    @Override
    public void close() {
        handle.close();
    }

    @Override
    public Iterable<?> nativeResources() {
        return List.of(handle);
    }

    @Override
    public String toString() {
        return kind + "(lr=" + lr + (isReleased() ? ", released)" : ")");
    }
}
