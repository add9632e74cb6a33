package io.github.jtorch;

import java.lang.ref.Reference;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A native TorchScript module, loaded from a file {@code torch.jit.save} wrote. Low-level: use
 * {@link io.github.jtorch.jit.ScriptModule}. Like a tensor, a handle attaches to the current
 * scope when made and is freed with it, by {@link #close()}, or by the GC when unscoped; any
 * use after that throws IllegalStateException.
 */
public final class ScriptModuleHandle extends RegistryHandle {
    static {
        NativeLoader.loadForClass();
    }

    private final String file;

    private ScriptModuleHandle(long id, String file) {
        super(id, Kind.SCRIPT_MODULE);
        this.file = file;
    }

    /**
     * Loads {@code file} with its tensors on {@code device} (null: where they were saved).
     * Throws {@link TorchException} naming the file and the reason for one that is missing,
     * not a TorchScript file, truncated or damaged.
     */
    public static ScriptModuleHandle load(Path file, Device device) {
        Objects.requireNonNull(file, "file");
        ScriptModuleHandle h = new ScriptModuleHandle(load(file.toString(), device == null ? -1 : Device.codeOf(device)),
                file.toString());
        h.attachNew(PointerScope.stack());
        return h;
    }

    /** The file it was loaded from. */
    public String file() {
        return file;
    }

    /** A module's parameters and buffers by dotted name, in PyTorch's order. */
    public static final class Tensors {
        public final Map<String, Tensor> parameters;
        public final Map<String, Tensor> buffers;

        Tensors(Map<String, Tensor> parameters, Map<String, Tensor> buffers) {
            this.parameters = parameters;
            this.buffers = buffers;
        }
    }

    /**
     * The module's parameters and buffers: tensors that are the module's own (a change to one
     * is a change to the module), attached to the current scope. Once only: a second call
     * throws {@link TorchException}.
     */
    public Tensors takeTensors() {
        PointerScope.Stack st = PointerScope.stack();
        Object[] read;
        int nParams;
        try {
            nParams = parameterCount(id);
            read = takeTensors(id);
        } catch (Throwable e) {
            st.recoverLost();
            throw e;
        } finally {
            Reference.reachabilityFence(this);
        }
        String[] names = (String[]) read[0];
        Tensor[] tensors = Tensor.wrapAll((long[]) read[1], st);
        Map<String, Tensor> params = new LinkedHashMap<>();
        Map<String, Tensor> buffers = new LinkedHashMap<>();
        for (int i = 0; i < tensors.length; i++) {
            (i < nParams ? params : buffers).put(names[i], tensors[i]);
        }
        return new Tensors(params, buffers);
    }

    /**
     * Calls method {@code method} with {@code args} (tensors, numbers, strings, booleans, null,
     * lists, maps), under the calling thread's grad mode. The result: a tensor (attached to
     * the current scope), Long, Double, Boolean, String, null, an unmodifiable List (for a list
     * or tuple) or Map, nested. IllegalArgumentException for a method the module lacks or an
     * argument Java cannot pass; {@link TorchException} naming the method for arguments its
     * declared types refuse, or an error inside it.
     */
    public Object call(String method, List<?> args) {
        Objects.requireNonNull(method, "method");
        Objects.requireNonNull(args, "args");
        if (args.size() == 1 && args.get(0) instanceof Tensor && method.equals("forward")) {
            return forward((Tensor) args.get(0));
        }
        IValues.Encoded e = IValues.encode(args, method);
        PointerScope.Stack st = PointerScope.stack();
        try {
            return IValues.decode(call(id, method, e.words(), e.tensorIds(), st.gradEnabled()), st);
        } finally {
            Reference.reachabilityFence(this);
            Reference.reachabilityFence(e.tensors);
        }
    }

    /**
     * {@code forward(input)}, as {@code call("forward", List.of(input))} gives it, in one native
     * call that passes no string and no array when the result is one tensor (the serving call).
     */
    public Object forward(Tensor input) {
        Objects.requireNonNull(input, "input");
        PointerScope.Stack st = PointerScope.stack();
        Object[] results = new Object[1];
        long made = 0;
        try {
            made = forwardOne(id, input.id, st.gradEnabled(), results);
            if (made != 0) {
                return Tensor.wrap(made, st);
            }
            return IValues.decode((long[]) results[0], st);
        } catch (Throwable e) {
            // Field writes only (see PointerScope.Stack.lostId): the result a failure caught
            // between the call and its wrapping never reached a Tensor.
            st.lostId = made;
            st.recoverLost();
            throw e;
        } finally {
            Reference.reachabilityFence(this);
            Reference.reachabilityFence(input);
        }
    }

    /** The names of the module's methods ({@code forward} among them, where it has one). */
    public List<String> methodNames() {
        try {
            String names = methodNames(id);
            return names.isEmpty() ? List.of() : List.of(names.split("\n"));
        } finally {
            Reference.reachabilityFence(this);
        }
    }

    /** Sets training mode ({@code module.train(on)}) on the module and all its submodules. */
    public void train(boolean on) {
        try {
            train(id, on);
        } finally {
            Reference.reachabilityFence(this);
        }
    }

    public boolean isTraining() {
        try {
            return isTraining(id);
        } finally {
            Reference.reachabilityFence(this);
        }
    }

    /**
     * Writes the module as {@code torch.jit.save} does, replacing {@code file} at once (written
     * beside it, then renamed). {@link TorchException} naming the file when it cannot be.
     */
    public void save(Path file) {
        Objects.requireNonNull(file, "file");
        try {
            save(id, file.toString());
        } finally {
            Reference.reachabilityFence(this);
        }
    }

    /**
     * Reads a file {@code torch.save} wrote (tensors, state dicts, and dicts, lists and tuples
     * of them and of numbers and strings; see {@link Torch#load}): the value
     * as {@link #call(String, List)} returns one, its tensors attached to the current scope.
     * {@link TorchException} naming the file and the reason when it cannot be read.
     */
    public static Object unpickle(Path file) {
        Objects.requireNonNull(file, "file");
        return IValues.decode(unpickle(file.toString()), PointerScope.stack());
    }

    @Override
    public String toString() {
        return isReleased() ? "#script-module[released]" : "#script-module[" + file + "]";
    }

    private static native long load(String file, int device);

    private static native int parameterCount(long id);

    private static native Object[] takeTensors(long id);

    private static native long[] call(long id, String method, long[] words, long[] tensors, boolean grad);

    private static native long forwardOne(long id, long input, boolean grad, Object[] results);

    private static native String methodNames(long id);

    private static native void train(long id, boolean on);

    private static native boolean isTraining(long id);

    private static native void save(long id, String file);

    private static native long[] unpickle(String file);

    static native boolean release(long id);

    static native boolean isLive(long id);
}
