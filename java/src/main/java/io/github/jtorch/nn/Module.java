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
    /** Buffers left out of the state dict (PyTorch's {@code persistent=False}). */
    private final Set<String> transientBuffers = new java.util.HashSet<>();
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
        checkNew(name, t, "parameter");
        Ops.requiresGradInPlace(t, true);
        parameters.put(name, t);
        return t;
    }

    /** Registers {@code t} as a buffer: saved and moved with the module, not trained. */
    protected final Tensor buffer(String name, Tensor t) {
        checkNew(name, t, "buffer");
        buffers.put(name, t);
        return t;
    }

    /** Registers a child module under {@code name}. */
    protected final <M extends Module> M child(String name, M m) {
        checkNew(name, m, "module");
        children.put(name, m);
        return m;
    }

    /** Puts {@code m} in place of the child named {@code name} (a container's assignment). */
    final <M extends Module> M replaceChild(String name, M m) {
        if (!children.containsKey(name)) {
            throw new IllegalArgumentException(kind() + ": no module named '" + name + "' to replace");
        }
        children.put(name, java.util.Objects.requireNonNull(m, name));
        return m;
    }

    /**
     * PyTorch's {@code register_parameter}: makes {@code t} (a floating-point leaf tensor) a
     * parameter of this module named {@code name}, requiring grad, trained by optimizers
     * given {@link #parameters()} and saved in {@link #stateDict()}. Returns {@code t}. Throws
     * IllegalArgumentException for a null tensor, an empty name, a name holding a dot, or a
     * name this module already has for a parameter, buffer or child.
     */
    public final Tensor registerParameter(String name, Tensor t) {
        return parameter(name, t);
    }

    /**
     * PyTorch's {@code register_buffer}: makes {@code t} state of this module that is not
     * trained: saved in {@link #stateDict()} and moved with the module. Returns {@code t}.
     * Throws as {@link #registerParameter(String, Tensor)} does.
     */
    public final Tensor registerBuffer(String name, Tensor t) {
        return buffer(name, t);
    }

    /**
     * {@link #registerBuffer(String, Tensor)}; with {@code persistent} false the buffer is
     * moved and converted with the module but left out of {@link #stateDict()}, as
     * PyTorch's {@code persistent=False}.
     */
    public final Tensor registerBuffer(String name, Tensor t, boolean persistent) {
        buffer(name, t);
        if (!persistent) {
            transientBuffers.add(name);
        }
        return t;
    }

    /**
     * PyTorch's {@code register_module} ({@code add_module}): makes {@code m} a child of this
     * module named {@code name}; its parameters and buffers are this module's under
     * {@code name.}. Returns {@code m}. Throws as {@link #registerParameter(String, Tensor)}
     * does, and for a module that would contain itself.
     */
    public final <M extends Module> M registerModule(String name, M m) {
        if (m != null && m.namedModules().containsValue(this)) {
            throw new IllegalArgumentException(describe() + ": module '" + name + "' contains this module, which cannot be its own child");
        }
        return child(name, m);
    }

    /**
     * What this module is called in messages ("Linear", "Error(s) in loading state_dict for
     * Linear"): its class's simple name, unless a subclass says otherwise.
     */
    protected String kind() {
        return getClass().getSimpleName();
    }

    /** Refuses a name PyTorch refuses, or one already taken, before anything is registered. */
    private void checkNew(String name, Object value, String what) {
        String where = kind();
        if (name == null || name.isEmpty()) {
            throw new IllegalArgumentException(where + ": a " + what + " name must not be empty");
        }
        if (name.contains(".")) {
            throw new IllegalArgumentException(where + ": " + what + " name can't contain \".\", got '" + name + "'");
        }
        if (value == null) {
            throw new IllegalArgumentException(where + ": " + what + " '" + name + "' is null");
        }
        if (parameters.containsKey(name) || buffers.containsKey(name) || children.containsKey(name)) {
            throw new IllegalArgumentException(where + ": attribute '" + name + "' already exists");
        }
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
            buffers.forEach((k, v) -> {
                if (!transientBuffers.contains(k)) {
                    out.put(prefix + k, v);
                }
            });
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
        trainingChanged(on);
        children.values().forEach(m -> m.setTraining(on));
    }

    /**
     * Called as {@link #train()} or {@link #eval()} sets this module's mode, before its
     * children's: a module with native state of its own (a TorchScript module) follows it here.
     */
    protected void trainingChanged(boolean training) {}

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
        for (Tensor t : tensors()) {
            if (t.device().equals(target)) {
                continue;
            }
            try (PointerScope s = new PointerScope()) {
                Ops.setDataInPlace(t, Autograd.noGrad(() -> Ops.toDevice(t, target)));
            }
        }
        return this;
    }

    /**
     * PyTorch's {@code module.to(dtype)}: converts every floating-point parameter and buffer
     * to {@code dtype} (a floating-point one, else IllegalArgumentException), keeping each the
     * same tensor, so scopes and references stay valid; integer buffers (a batch count) keep
     * theirs. Gradients of converted parameters are dropped (set to none): convert between
     * steps. An optimizer made before keeps its state in the old dtype: make it after.
     * Threads: as {@link #toDevice(Device)}. Returns this.
     */
    public final Module to(io.github.jtorch.DType dtype) {
        java.util.Objects.requireNonNull(dtype, "dtype");
        if (!dtype.isFloatingPoint()) {
            throw new IllegalArgumentException(kind() + ".to only accepts floating point dtypes, but got desired dtype="
                    + dtype.torchName());
        }
        Set<Tensor> params = Collections.newSetFromMap(new IdentityHashMap<>());
        params.addAll(namedParameters().values());
        for (Tensor t : tensors()) {
            if (!t.dtype().isFloatingPoint() || t.dtype() == dtype) {
                continue;
            }
            try (PointerScope s = new PointerScope(); Autograd.NoGrad g = Autograd.noGrad()) {
                if (params.contains(t)) {
                    Ops.clearGradInPlace(t);
                }
                Ops.setDataInPlace(t, Ops.toDtype(t, dtype));
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
     * tensors, as {@link #loadStateDict(Map, boolean)} with strict true: names and shapes
     * must match, or IllegalArgumentException and nothing changes. Throws
     * {@link io.github.jtorch.TorchException} for a file that is missing, not in the
     * safetensors format, or damaged. {@link #save(Path)} replaces a file at once, so loading
     * from a file another thread is saving to reads the old contents or the new.
     */
    public final void load(Path file) {
        load(file, true);
    }

    /** {@link #load(Path)}, strict or not as {@link #loadStateDict(Map, boolean)}. */
    public final LoadResult load(Path file, boolean strict) {
        try (PointerScope s = new PointerScope()) {
            return loadStateDict(Safetensors.load(file), strict);
        }
    }

    /** The keys a non-strict {@link #loadStateDict(Map, boolean)} left aside, as PyTorch reports them. */
    public static final class LoadResult {
        private final List<String> missingKeys;
        private final List<String> unexpectedKeys;

        LoadResult(List<String> missingKeys, List<String> unexpectedKeys) {
            this.missingKeys = List.copyOf(missingKeys);
            this.unexpectedKeys = List.copyOf(unexpectedKeys);
        }

        /** This module's keys the state dict lacks: those tensors were left as they were. */
        public List<String> missingKeys() {
            return missingKeys;
        }

        /** The state dict's keys this module does not have: ignored. */
        public List<String> unexpectedKeys() {
            return unexpectedKeys;
        }

        @Override
        public String toString() {
            return "LoadResult(missing_keys=" + missingKeys + ", unexpected_keys=" + unexpectedKeys + ")";
        }
    }

    /**
     * PyTorch's {@code load_state_dict}: copies each tensor of {@code state} into this
     * module's parameter or buffer of the same dotted name, converted to its dtype and
     * device, keeping this module's tensors (optimizers over them stay valid).
     *
     * <p>With {@code strict}, the names must be exactly {@link #stateDict()}'s (a batch
     * norm's {@code num_batches_tracked} may be missing, as in PyTorch: it is left as it is);
     * otherwise names only one side has are reported in the result. A shape that differs is
     * an error either way. Errors are IllegalArgumentException with PyTorch's message
     * ("Error(s) in loading state_dict for Linear: Missing key(s) ..., size mismatch for
     * weight: ..."), thrown before anything changes. {@code state}'s tensors are only read.
     */
    public final LoadResult loadStateDict(Map<String, Tensor> state, boolean strict) {
        java.util.Objects.requireNonNull(state, "state");
        Map<String, Tensor> mine = stateDict();
        List<String> missing = new ArrayList<>();
        List<String> unexpected = new ArrayList<>();
        List<String> sizes = new ArrayList<>();
        for (Map.Entry<String, Tensor> e : mine.entrySet()) {
            Tensor given = state.get(e.getKey());
            if (given == null) {
                // A batch count the checkpoint leaves out stays as it is (see BatchNorm.isBatchCount).
                if (!BatchNorm.isBatchCount(e.getKey())) {
                    missing.add(e.getKey());
                }
            } else if (!Arrays.equals(given.shape(), e.getValue().shape())) {
                sizes.add("size mismatch for " + e.getKey() + ": copying a param with shape " + torchSize(given.shape())
                        + " from checkpoint, the shape in current model is " + torchSize(e.getValue().shape()) + ".");
            }
        }
        for (String k : state.keySet()) {
            if (!mine.containsKey(k)) {
                unexpected.add(k);
            }
        }
        List<String> errors = new ArrayList<>();
        // PyTorch's order and spelling, its trailing spaces included.
        if (strict && !missing.isEmpty()) {
            errors.add("Missing key(s) in state_dict: " + quoted(missing) + ". ");
        }
        if (strict && !unexpected.isEmpty()) {
            errors.add("Unexpected key(s) in state_dict: " + quoted(unexpected) + ". ");
        }
        errors.addAll(sizes);
        if (!errors.isEmpty()) {
            throw new IllegalArgumentException("Error(s) in loading state_dict for " + kind() + ":\n\t"
                    + String.join("\n\t", errors));
        }
        try (PointerScope s = new PointerScope(); Autograd.NoGrad g = Autograd.noGrad()) {
            for (Map.Entry<String, Tensor> e : mine.entrySet()) {
                Tensor given = state.get(e.getKey());
                if (given != null) {
                    Ops.copyInPlace(e.getValue(), given);
                }
            }
        }
        return new LoadResult(missing, unexpected);
    }

    private static String torchSize(long[] shape) {
        StringBuilder b = new StringBuilder("torch.Size([");
        for (int i = 0; i < shape.length; i++) {
            b.append(i == 0 ? "" : ", ").append(shape[i]);
        }
        return b.append("])").toString();
    }

    private static String quoted(List<String> keys) {
        StringBuilder b = new StringBuilder();
        for (String k : keys) {
            b.append(b.length() == 0 ? "" : ", ").append('"').append(k).append('"');
        }
        return b.toString();
    }

    /** Buffers by dotted name, each once, under the first name it is reached by; transient ones too. */
    public final Map<String, Tensor> namedBuffers() {
        Map<String, Tensor> out = new LinkedHashMap<>();
        Set<Tensor> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        namedModules().forEach((prefix, m) -> m.buffers.forEach((k, v) -> {
            if (seen.add(v)) {
                out.put(prefix.isEmpty() ? k : prefix + "." + k, v);
            }
        }));
        return out;
    }

    /** Every buffer of this module and its children, each once. */
    public final List<Tensor> buffers() {
        return new ArrayList<>(namedBuffers().values());
    }

    /** The direct children by name, in registration order. */
    public final Map<String, Module> namedChildren() {
        return Collections.unmodifiableMap(new LinkedHashMap<>(children));
    }

    /**
     * This module (under "") and every module below it by dotted name, each once, in
     * PyTorch's order: a module before its children.
     */
    public final Map<String, Module> namedModules() {
        Map<String, Module> out = new LinkedHashMap<>();
        walk("", out, Collections.newSetFromMap(new IdentityHashMap<>()));
        return out;
    }

    private void walk(String prefix, Map<String, Module> out, Set<Module> seen) {
        if (!seen.add(this)) {
            return;
        }
        out.put(prefix, this);
        children.forEach((k, m) -> m.walk(prefix.isEmpty() ? k : prefix + "." + k, out, seen));
    }

    /** This module and every module below it, each once. */
    public final List<Module> modules() {
        return new ArrayList<>(namedModules().values());
    }

    /**
     * PyTorch's {@code apply}: calls {@code fn} on every child (recursively), then on this
     * module, each once; for initialising weights ({@link Init} functions). Returns this.
     */
    public final Module apply(java.util.function.Consumer<? super Module> fn) {
        java.util.Objects.requireNonNull(fn, "fn");
        visitChildrenFirst(fn, Collections.newSetFromMap(new IdentityHashMap<>()));
        return this;
    }

    private void visitChildrenFirst(java.util.function.Consumer<? super Module> fn, Set<Module> seen) {
        if (seen.add(this)) {
            children.values().forEach(m -> m.visitChildrenFirst(fn, seen));
            fn.accept(this);
        }
    }

    /**
     * PyTorch's {@code requires_grad_}: makes every parameter require grad or not (to freeze
     * layers). Returns this.
     */
    public final Module requiresGrad(boolean requiresGrad) {
        for (Tensor p : parameters()) {
            Ops.requiresGradInPlace(p, requiresGrad);
        }
        return this;
    }

    /**
     * PyTorch's {@code zero_grad()}: sets every parameter's gradient to none (PyTorch 2's
     * {@code set_to_none=True}), waiting for backward passes on other threads that write
     * them. Returns this.
     */
    public final Module zeroGrad() {
        for (Tensor p : parameters()) {
            Ops.clearGradInPlace(p);
        }
        return this;
    }

    /** This module's parameters and buffers (transient ones too), each once. */
    private List<Tensor> tensors() {
        List<Tensor> all = new ArrayList<>(namedParameters().values());
        Set<Tensor> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        seen.addAll(all);
        for (Tensor b : namedBuffers().values()) {
            if (seen.add(b)) {
                all.add(b);
            }
        }
        return all;
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
        if (nativeReleased()) {
            return true;
        }
        for (Tensor t : tensors()) {
            if (t.isReleased()) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether native state of this module's own, besides its tensors (a TorchScript module's),
     * has been released. Never throws.
     */
    protected boolean nativeReleased() {
        return false;
    }

    /**
     * What this module is, for {@link #toString()}: its kind and sizes. A subclass describes
     * itself here rather than in {@code toString()}, which adds the released marker. (A
     * container such as {@link Sequential} shows a child whose class overrides
     * {@code toString()} instead by that.)
     */
    protected String describe() {
        return kind();
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
