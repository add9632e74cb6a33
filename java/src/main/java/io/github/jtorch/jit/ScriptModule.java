package io.github.jtorch.jit;

import io.github.jtorch.Ops;
import io.github.jtorch.ScriptModuleHandle;
import io.github.jtorch.Tensor;
import io.github.jtorch.nn.Module;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A TorchScript module that Python's {@code torch.jit.save} wrote (scripted or traced), loaded
 * by {@link Jit#load(Path)}, as a {@link Module}: its parameters and buffers are the module's own tensors under their dotted
 * names (a tree of {@link Part}s holds them), so {@code parameters()}, {@code stateDict()},
 * {@code train()}/{@code eval()}, {@code toDevice}, {@code loadStateDict} and the optimizers
 * work on it as on any module, and a step changes what the module computes.
 *
 * <p>Memory: the native module and its tensors attach to the calling thread's current scope
 * when it is loaded, and are freed with it, by {@link io.github.jtorch.Torch#release(Object)}
 * or by the GC when unscoped; any use after that throws IllegalStateException.
 *
 * <p>Threads: any number of threads may call it at once (serve under
 * {@link io.github.jtorch.Autograd#noGrad}); {@code train()}/{@code eval()} wait for calls
 * running at that moment.
 */
public final class ScriptModule extends Module {
    private final ScriptModuleHandle handle;

    /** Takes over {@code handle}: its tensors become this module's; closes it if that fails. */
    ScriptModule(ScriptModuleHandle handle) {
        this.handle = handle;
        try {
            ScriptModuleHandle.Tensors ts = handle.takeTensors();
            ts.parameters.forEach((name, t) -> place(this, name, t, true));
            ts.buffers.forEach((name, t) -> place(this, name, t, false));
            if (!handle.isTraining()) {
                eval();
            }
        } catch (RuntimeException | Error e) {
            handle.close();
            throw e;
        }
    }

    /** The native module, for what this class does not cover. */
    public ScriptModuleHandle handle() {
        return handle;
    }

    /**
     * Calls the module's {@code forward} on one tensor; IllegalStateException when it gives
     * something other than one tensor (use {@link #call(Object...)} then).
     */
    @Override
    public Tensor forward(Tensor input) {
        Object out = handle.forward(Objects.requireNonNull(input, "input"));
        if (out instanceof Tensor) {
            return (Tensor) out;
        }
        throw new IllegalStateException("forward of " + describe() + " returned " + kindOf(out)
                + ", not one tensor: use call(...)");
    }

    /**
     * {@code module(*inputs)}: {@code forward} with any arguments, the result as
     * {@link #callMethod(String, Object...)} gives it.
     */
    @Override
    public Object call(Object... inputs) {
        return callMethod("forward", inputs);
    }

    /**
     * Calls the module's method {@code method} with {@code args}: tensors, numbers, strings,
     * booleans, null, {@link List}s (a method's tuple parameters take them too) and
     * {@link Map}s, nested. The result is a tensor (attached to the current scope), Long,
     * Double, Boolean, String, null, or an unmodifiable List (a list or tuple) or Map of
     * these. Runs under the calling thread's grad mode. IllegalArgumentException naming the
     * method for one the module lacks; {@link io.github.jtorch.TorchException} naming it for
     * arguments its declared types refuse, or an error it raises.
     */
    public Object callMethod(String method, Object... args) {
        return handle.call(method, args == null ? List.of() : Arrays.asList(args));
    }

    /** The names of the module's methods. */
    public List<String> methodNames() {
        return handle.methodNames();
    }

    @Override
    protected void trainingChanged(boolean training) {
        handle.train(training);
    }

    @Override
    protected boolean nativeReleased() {
        return handle.isReleased();
    }

    @Override
    public Iterable<?> nativeResources() {
        List<Object> all = new ArrayList<>();
        all.add(handle);
        super.nativeResources().forEach(all::add);
        return all;
    }

    @Override
    protected String describe() {
        return "ScriptModule(" + handle.file() + ")";
    }

    private static String kindOf(Object o) {
        return o == null ? "None" : o instanceof List ? "a list of " + ((List<?>) o).size() : "a " + o.getClass().getSimpleName();
    }

    /** Registers {@code t} under its dotted {@code name} below {@code root}, making the parts on the way. */
    private static void place(Module root, String name, Tensor t, boolean parameter) {
        String[] path = name.split("\\.");
        Module at = root;
        for (int i = 0; i < path.length - 1; i++) {
            Module next = at.namedChildren().get(path[i]);
            at = next != null ? next : at.registerModule(path[i], new Part());
        }
        String leaf = path[path.length - 1];
        if (parameter) {
            boolean trained = t.requiresGrad();
            at.registerParameter(leaf, t);
            if (!trained) {
                // Frozen in Python: stays frozen.
                Ops.requiresGradInPlace(t, false);
            }
        } else {
            at.registerBuffer(leaf, t);
        }
    }

    /**
     * A submodule of a TorchScript module: holds its tensors, so that they have their dotted
     * names. It does not run by itself: call the {@link ScriptModule}.
     */
    public static final class Part extends Module {
        Part() {}

        @Override
        public Tensor forward(Tensor input) {
            throw new UnsupportedOperationException(
                    "a part of a TorchScript module does not run by itself: call the ScriptModule");
        }

        @Override
        protected String kind() {
            return "ScriptModule.Part";
        }
    }
}
