package io.github.jtorch.nn;

import io.github.jtorch.Autograd;
import io.github.jtorch.Chain;
import io.github.jtorch.Device;
import io.github.jtorch.NativeResource;
import io.github.jtorch.Ops;
import io.github.jtorch.PointerScope;
import io.github.jtorch.Safetensors;
import io.github.jtorch.Tensor;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A neural-network layer: parameters (tensors that require grad), buffers (such as running
 * statistics) and child modules, and a {@link #forward(Tensor)}.
 *
 * <p>Memory: a module's tensors are made when it is, and attach to the calling thread's
 * current scope like any tensor. Make models outside per-batch scopes (or {@code retain}
 * them); {@link io.github.jtorch.Torch#release(Object)} on a module frees all its tensors, and
 * any later use throws {@link IllegalStateException}. Scopes and {@code retain} reach a
 * module's tensors through {@link #nativeResources()}.
 */
public abstract class Module implements NativeResource {
    private final Map<String, Tensor> parameters = new LinkedHashMap<>();
    private final Map<String, Tensor> buffers = new LinkedHashMap<>();
    private final Map<String, Module> children = new LinkedHashMap<>();
    private boolean training = true;

    /** Computes the module's output for {@code input}. */
    public abstract Tensor forward(Tensor input);

    /**
     * PyTorch's {@code module(*inputs)}: the module's output for any number of inputs. By
     * default one tensor goes to {@link #forward(Tensor)}; a module that takes more inputs
     * (a loss's input and target, attention's query, key and value, a recurrent layer's
     * initial state) or gives more than one tensor (a recurrent layer's output and state, as
     * a {@link List}) overrides this. Throws IllegalArgumentException naming the module for
     * inputs it does not take.
     */
    public Object call(Object... inputs) {
        if (inputs != null && inputs.length == 1 && inputs[0] instanceof Tensor) {
            return forward((Tensor) inputs[0]);
        }
        throw new IllegalArgumentException(describe() + " takes one tensor, got " + describeInputs(inputs));
    }

    /** The kinds of {@code inputs}, for messages. */
    protected static String describeInputs(Object... inputs) {
        if (inputs == null) {
            return "null";
        }
        List<String> kinds = new ArrayList<>();
        for (Object o : inputs) {
            kinds.add(o == null ? "null" : o instanceof Tensor ? "a tensor" : o.getClass().getSimpleName());
        }
        return inputs.length + " input" + (inputs.length == 1 ? "" : "s") + " " + kinds;
    }

    /**
     * Appends this module's forward pass to {@code chain} as steps on its running tensor and
     * returns true, or appends nothing and returns false (the default) when its forward pass
     * is not such a chain of ops; {@link Sequential} then calls {@link #forward(Tensor)}. A
     * module that overrides {@link #forward(Tensor)} must keep the two in step.
     */
    public boolean appendTo(Chain chain) {
        return false;
    }

    /** Registers {@code t} as a parameter named {@code name} and makes it require grad. */
    protected final Tensor parameter(String name, Tensor t) {
        Ops.requiresGradInPlace(t, true);
        parameters.put(name, t);
        return t;
    }

    /** Registers {@code t} as a buffer: saved and moved with the module, not trained. */
    protected final Tensor buffer(String name, Tensor t) {
        buffers.put(name, t);
        return t;
    }

    /** Registers a child module under {@code name}. */
    protected final <M extends Module> M child(String name, M m) {
        children.put(name, m);
        return m;
    }

    /** The value of {@code body} made in a scope of its own, so temporaries are freed. */
    protected static Tensor made(java.util.function.Supplier<Tensor> body) {
        try (PointerScope s = new PointerScope()) {
            return s.moveOut(Autograd.noGrad(body));
        }
    }

    /** Uniform values in [-bound, bound), as PyTorch initialises linear and convolution layers. */
    protected static Tensor uniform(double bound, long... shape) {
        return made(() -> Ops.rand(shape).mul(2 * bound).sub(bound));
    }

    /**
     * Every parameter of this module and its children, in registration order, each once: a
     * layer used twice in a model gives its parameters once (an optimizer given one twice
     * would update it twice a step, and refuses it).
     */
    public final List<Tensor> parameters() {
        return new ArrayList<>(namedParameters().values());
    }

    /**
     * Parameters by dotted name ({@code 0.weight}, {@code fc.bias}, ...), each once, under
     * the first name it is reached by.
     */
    public final Map<String, Tensor> namedParameters() {
        Map<String, Tensor> out = new LinkedHashMap<>();
        collect("", out, false, Collections.newSetFromMap(new IdentityHashMap<>()));
        return out;
    }

    /**
     * Parameters and buffers by dotted name: what {@link #save(Path)} writes. A tensor
     * shared by two layers appears under both names.
     */
    public final Map<String, Tensor> stateDict() {
        Map<String, Tensor> out = new LinkedHashMap<>();
        collect("", out, true, null);
        return out;
    }

    /** Collects by dotted name; with {@code seen}, each tensor once. */
    private void collect(String prefix, Map<String, Tensor> out, boolean withBuffers, Set<Tensor> seen) {
        parameters.forEach((k, v) -> {
            if (seen == null || seen.add(v)) {
                out.put(prefix + k, v);
            }
        });
        if (withBuffers) {
            buffers.forEach((k, v) -> out.put(prefix + k, v));
        }
        children.forEach((k, m) -> m.collect(prefix + k + ".", out, withBuffers, seen));
    }

    /** Training mode (dropout active, batch norm updates its statistics). Returns this. */
    public final Module train() {
        setTraining(true);
        return this;
    }

    /** Evaluation mode. Returns this. */
    public final Module eval() {
        setTraining(false);
        return this;
    }

    private void setTraining(boolean on) {
        training = on;
        children.values().forEach(m -> m.setTraining(on));
    }

    public final boolean isTraining() {
        return training;
    }

    /**
     * Moves every parameter and buffer to {@code device}, keeping each the same tensor (so
     * scopes, optimizers and references stay valid); null is the CPU. Returns this. A tensor
     * already there is left as it is.
     *
     * <p>Threads: moving a tensor frees its old memory at once, so a move throws
     * {@link IllegalStateException} when another thread's op is using that tensor at that
     * moment (a {@link #forward(Tensor)} on this model, say); tensors moved before it stay
     * moved. Move a model before other threads use it.
     */
    public final Module toDevice(Device device) {
        Device target = device == null ? Device.CPU : device;
        for (Tensor t : stateDict().values()) {
            if (t.device().equals(target)) {
                continue;
            }
            try (PointerScope s = new PointerScope()) {
                Ops.setDataInPlace(t, Autograd.noGrad(() -> Ops.toDevice(t, target)));
            }
        }
        return this;
    }

    /** Writes the parameters and buffers to a {@code .safetensors} file. */
    public final void save(Path file) {
        Safetensors.save(stateDict(), file);
    }

    /**
     * Reads parameters and buffers from a {@code .safetensors} file into this module's
     * tensors. Names and shapes must match; values are converted to each tensor's dtype.
     * Throws IllegalArgumentException for a missing or unexpected name or a shape that
     * differs, before changing anything (a batch norm's {@code num_batches_tracked} may be
     * missing: it is then left as it is); nothing read is kept. Throws
     * {@link io.github.jtorch.TorchException} for a file that is missing, not in the
     * safetensors format, or damaged. {@link #save(Path)} replaces a file at once, so loading
     * from a file another thread is saving to reads the old contents or the new.
     */
    public final void load(Path file) {
        try (PointerScope s = new PointerScope()) {
            Map<String, Tensor> read = Safetensors.load(file);
            Map<String, Tensor> mine = stateDict();
            Set<String> expected = new LinkedHashSet<>(mine.keySet());
            // A batch count the file leaves out stays as it is (see BatchNorm.isBatchCount).
            expected.removeIf(k -> BatchNorm.isBatchCount(k) && !read.containsKey(k));
            if (!read.keySet().equals(expected)) {
                throw new IllegalArgumentException("file " + file + " holds " + read.keySet() + ", module has " + mine.keySet());
            }
            for (Map.Entry<String, Tensor> e : mine.entrySet()) {
                if (!expected.contains(e.getKey())) {
                    continue;
                }
                long[] want = e.getValue().shape();
                long[] got = read.get(e.getKey()).shape();
                if (!Arrays.equals(want, got)) {
                    throw new IllegalArgumentException("file " + file + " holds " + e.getKey() + " of shape " + Arrays.toString(got)
                            + ", the module's has shape " + Arrays.toString(want) + "; nothing was loaded");
                }
            }
            try (Autograd.NoGrad g = Autograd.noGrad()) {
                for (String k : expected) {
                    Ops.copyInPlace(mine.get(k), read.get(k));
                }
            }
        }
    }

    @Override
    public Iterable<?> nativeResources() {
        List<Object> all = new ArrayList<>(parameters.values());
        all.addAll(buffers.values());
        all.addAll(children.values());
        return all;
    }

    /**
     * Whether a parameter or buffer of this module or of a child has been released (by
     * {@link io.github.jtorch.Torch#release(Object)}, or by the scope it was made in): the
     * module can no longer run. Never throws.
     */
    public final boolean isReleased() {
        for (Tensor t : stateDict().values()) {
            if (t.isReleased()) {
                return true;
            }
        }
        return false;
    }

    /**
     * What this module is, for {@link #toString()}: its kind and sizes. A subclass describes
     * itself here rather than in {@code toString()}, which adds the released marker. (A
     * container such as {@link Sequential} shows a child whose class overrides
     * {@code toString()} instead by that.)
     */
    protected String describe() {
        return getClass().getSimpleName();
    }

    /** The children a container is showing through their own toString() on this thread. */
    private static final ThreadLocal<Set<Module>> SHOWING =
            ThreadLocal.withInitial(() -> Collections.newSetFromMap(new IdentityHashMap<>()));
    private static final String RELEASED = " (released)";

    /**
     * How a container shows {@code child}: its {@link #describe()}, or its own
     * {@code toString()} where its class overrides that instead (without a released marker:
     * the container's covers it). A child whose toString() shows the model holding it is
     * shown by its description there. Never throws.
     */
    static String describeChild(Module child) {
        Set<Module> showing = SHOWING.get();
        try {
            if (child.getClass().getMethod("toString").getDeclaringClass() != Module.class && showing.add(child)) {
                try {
                    String s = child.toString();
                    return s.endsWith(RELEASED) ? s.substring(0, s.length() - RELEASED.length()) : s;
                } finally {
                    showing.remove(child);
                }
            }
        } catch (NoSuchMethodException | RuntimeException | StackOverflowError | AssertionError e) {
            // Its own toString failed: its description stands in.
        }
        return child.describe();
    }

    /** {@link #describe()}, with a marker once the module is released. Never throws. */
    @Override
    public String toString() {
        return isReleased() ? describe() + RELEASED : describe();
    }

    /** Children in registration order. */
    protected final Map<String, Module> children() {
        return children;
    }
}
