package io.github.jtorch.stress;

import io.github.jtorch.DType;
import io.github.jtorch.Device;
import io.github.jtorch.NativeResource;
import io.github.jtorch.Ops;
import io.github.jtorch.PointerScope;
import io.github.jtorch.Tensor;
import io.github.jtorch.Torch;
import io.github.jtorch.TorchOutOfMemoryException;
import java.io.IOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * Argument values by parameter type, good and bad: the first value of each pool is a
 * plausible good one (the baseline a case keeps for the parameters it does not vary), the
 * rest are the nulls, wrong kinds, negative and huge sizes, NaNs, released tensors, foreign and
 * closed scopes, and misbehaving callbacks that a caller might pass.
 */
final class ArgumentPool {
    /** One argument value, made fresh for each case. */
    static final class Value {
        final String label;
        final Function<Fixtures, Object> make;

        Value(String label, Function<Fixtures, Object> make) {
            this.label = label;
            this.make = make;
        }

        @Override
        public String toString() {
            return label;
        }
    }

    /** The exception a misbehaving callback throws: it must reach the caller unchanged. */
    static final class CallbackFailure extends RuntimeException {
        CallbackFailure() {
            super("a callback failed on purpose", null, false, false);
        }
    }

    private final Path files;

    ArgumentPool(Path files) {
        this.files = files;
        this.jit = JitFiles.dir();
    }

    /** Where the TorchScript and torch.save files are, or null when Python could not make them. */
    private final Path jit;

    /** The values for TorchScript modules: a live one, null, a released one (none without Python). */
    private List<Value> scriptModules(boolean handle) {
        if (jit == null) {
            return List.of(NULL);
        }
        Path module = jit.resolve("module.pt");
        Function<Fixtures, Object> load = f -> handle
                ? io.github.jtorch.ScriptModuleHandle.load(module, null)
                : io.github.jtorch.jit.Jit.load(module);
        return List.of(v("a TorchScript module with forward(x) and describe(d, names, k)", load), NULL,
                v("a released TorchScript module", f -> {
                    Object m = load.apply(f);
                    Torch.release(m);
                    return m;
                }));
    }

    /** TorchScript and torch.save files, whole and damaged (none without Python). */
    List<Value> jitPaths() {
        if (jit == null) {
            return List.of();
        }
        return List.of(constant("a TorchScript module file", jit.resolve("module.pt")),
                constant("a truncated TorchScript file", jit.resolve("truncated.pt")),
                constant("a TorchScript file with damaged bytes", jit.resolve("damaged.pt")),
                constant("a TorchScript file of format version 999", jit.resolve("wrong_version.pt")),
                constant("a torch.save file of a dict", jit.resolve("saved.pt")),
                constant("a torch.save file of a state dict (an OrderedDict)", jit.resolve("ordered.pt")),
                constant("a torch.save file of the format before PyTorch 1.6", jit.resolve("legacy.pt")));
    }

    private static Value v(String label, Function<Fixtures, Object> make) {
        return new Value(label, make);
    }

    private static Value constant(String label, Object value) {
        return new Value(label, f -> value);
    }

    private static final Value NULL = constant("null", null);

    /** The values for a parameter of type {@code type}, or null when there is none to try. */
    List<Value> forType(Class<?> type) {
        if (type == long[].class) {
            return List.of(constant("[2,3]", new long[] {2, 3}), NULL, constant("[]", new long[0]),
                    constant("[-1]", new long[] {-1}), constant("[0]", new long[] {0}),
                    constant("[2^40]", new long[] {1L << 40}), constant("[MAX]", new long[] {Long.MAX_VALUE}),
                    constant("[MIN]", new long[] {Long.MIN_VALUE}), constant("[MAX/2,4]", new long[] {Long.MAX_VALUE / 2, 4}),
                    constant("[1 x 65 dims]", ones(65)), constant("[-2,5]", new long[] {-2, 5}));
        }
        if (type == long.class || type == Long.class) {
            List<Value> l = new ArrayList<>(List.of(constant("2L", 2L), constant("0L", 0L), constant("-1L", -1L),
                    constant("2^40", 1L << 40), constant("Long.MAX", Long.MAX_VALUE), constant("Long.MIN", Long.MIN_VALUE)));
            if (type == Long.class) {
                l.add(NULL);
            }
            return l;
        }
        if (type == int.class || type == Integer.class) {
            List<Value> l = new ArrayList<>(List.of(constant("1", 1), constant("0", 0), constant("-1", -1),
                    constant("1024", 1024), constant("1025", 1025), constant("Integer.MAX", Integer.MAX_VALUE),
                    constant("Integer.MIN", Integer.MIN_VALUE)));
            if (type == Integer.class) {
                l.add(NULL);
            }
            return l;
        }
        if (type == double.class || type == Double.class || type == float.class || type == Float.class) {
            double[] ds = {0.5, 0, -0.0, -1, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.MAX_VALUE,
                Double.MIN_VALUE, 1e300};
            List<Value> l = new ArrayList<>();
            for (double d : ds) {
                boolean isFloat = type == float.class || type == Float.class;
                l.add(constant(Double.toString(d), isFloat ? (Object) (float) d : (Object) d));
            }
            if (!type.isPrimitive()) {
                l.add(NULL);
            }
            return l;
        }
        if (type == Number.class) {
            // A number an op keeps exact when it is an integer: floats and integers of every width.
            List<Value> l = new ArrayList<>(forType(Double.class));
            l.addAll(List.of(constant("2 (Integer)", 2), constant("Long.MAX", Long.MAX_VALUE), constant("Long.MIN", Long.MIN_VALUE),
                    constant("(short) -3", (short) -3), constant("2^70 (BigInteger)", java.math.BigInteger.ONE.shiftLeft(70)),
                    constant("1.5 (BigDecimal)", new java.math.BigDecimal("1.5")), constant("1.5f", 1.5f)));
            return l;
        }
        if (type == boolean.class || type == Boolean.class) {
            return List.of(constant("true", true), constant("false", false));
        }
        if (type == float[].class) {
            return List.of(constant("float[]{1,2,3,4,5,6}", new float[] {1, 2, 3, 4, 5, 6}), NULL,
                    constant("float[0]", new float[0]), constant("float[]{NaN}", new float[] {Float.NaN}));
        }
        if (type == double[].class) {
            return List.of(constant("double[]{1..6}", new double[] {1, 2, 3, 4, 5, 6}), NULL, constant("double[0]", new double[0]));
        }
        if (type == int[].class) {
            return List.of(constant("int[]{1..6}", new int[] {1, 2, 3, 4, 5, 6}), NULL, constant("int[0]", new int[0]));
        }
        if (type == byte[].class) {
            return List.of(constant("byte[]{1..6}", new byte[] {1, 2, 3, 4, 5, 6}), NULL, constant("byte[0]", new byte[0]));
        }
        if (type == boolean[].class) {
            return List.of(constant("boolean[]{t,f}", new boolean[] {true, false}), NULL, constant("boolean[0]", new boolean[0]));
        }
        if (type == String.class || type == CharSequence.class) {
            return List.of(constant("\"float32\"", "float32"), NULL, constant("\"\"", ""), constant("\"cpu\"", "cpu"),
                    constant("\"cuda:0\"", "cuda:0"), constant("\"cuda:-1\"", "cuda:-1"),
                    constant("\"cuda:99999999999\"", "cuda:99999999999"), constant("\"warn\"", "warn"),
                    constant("\"1GB\"", "1GB"), constant("\"-5\"", "-5"), constant("\"NaN\"", "NaN"),
                    constant("\"\\u0000\"", "\u0000"), constant("a 10000-character string", "x".repeat(10_000)),
                    // Op names, for a chain's steps.
                    constant("\"linear\"", "linear"), constant("\"add\"", "add"), constant("\"relu\"", "relu"),
                    constant("\"max_pool2d\"", "max_pool2d"));
        }
        if (type == DType.class) {
            List<Value> l = new ArrayList<>();
            l.add(constant("FLOAT32", DType.FLOAT32));
            l.add(NULL);
            for (DType d : DType.values()) {
                if (d != DType.FLOAT32) {
                    l.add(constant(d.name(), d));
                }
            }
            return l;
        }
        if (type == Device.class) {
            return List.of(constant("cpu", Device.CPU), NULL, constant("cuda:0", Device.cuda(0)),
                    constant("cuda:MAX", Device.cuda(Integer.MAX_VALUE)));
        }
        if (Tensor.class.isAssignableFrom(type) || type.getName().equals("io.github.jtorch.TensorOps")
                || type.getName().equals("io.github.jtorch.NativeHandle")) {
            return tensors();
        }
        if (type.getName().equals("io.github.jtorch.nn.Module") || type.getName().equals("io.github.jtorch.nn.Sequential")) {
            return List.of(v("a Sequential(Linear(3, 2), ReLU())", Fixtures::model), NULL, v("a released Linear(3, 2)", Fixtures::releasedModel),
                    v("a Conv1d(1, 2, 3)", f -> new io.github.jtorch.nn.Conv1d(1, 2, 3)),
                    v("a Sequential whose Linear was released", Fixtures::partlyReleasedModel));
        }
        if (type.getName().equals("io.github.jtorch.nn.TransformerEncoderLayer")) {
            return List.of(v("a TransformerEncoderLayer(4, 2)", f -> new io.github.jtorch.nn.TransformerEncoderLayer(4, 2)), NULL,
                    v("a released TransformerEncoderLayer(4, 2)", f -> released(new io.github.jtorch.nn.TransformerEncoderLayer(4, 2))));
        }
        if (type.getName().equals("io.github.jtorch.nn.TransformerDecoderLayer")) {
            return List.of(v("a TransformerDecoderLayer(4, 2)", f -> new io.github.jtorch.nn.TransformerDecoderLayer(4, 2)), NULL,
                    v("a released TransformerDecoderLayer(4, 2)", f -> released(new io.github.jtorch.nn.TransformerDecoderLayer(4, 2))));
        }
        if (type.getName().equals("io.github.jtorch.nn.Transformer")) {
            // PyTorch's default is 512 wide with 6 + 6 layers: too heavy to build per case.
            return List.of(v("a Transformer(d_model=4, nhead=2, 1 + 1 layers)", f -> smallTransformer()), NULL,
                    v("a released small Transformer", f -> released(smallTransformer())));
        }
        if (type.getName().equals("io.github.jtorch.Kwargs")) {
            return kwargs();
        }
        if (type.getName().equals("[Lio.github.jtorch.nn.Module;")) {
            return List.of(v("[Linear(3, 2), ReLU()]", f -> new io.github.jtorch.nn.Module[] {f.model(), new io.github.jtorch.nn.ReLU()}),
                    NULL, constant("[]", new io.github.jtorch.nn.Module[0]), constant("[null]", new io.github.jtorch.nn.Module[1]),
                    v("[a released Linear]", f -> new io.github.jtorch.nn.Module[] {f.releasedModel()}));
        }
        if (type.getName().equals("io.github.jtorch.optim.Optimizer")) {
            return List.of(v("an SGD over a model's parameters", Fixtures::optimizer), NULL,
                    v("an SGD whose model was released", Fixtures::optimizerOfReleasedModel),
                    v("a released SGD", Fixtures::releasedOptimizer), v("an Adam that has taken a step", Fixtures::adamAfterStep));
        }
        if (type.getName().equals("io.github.jtorch.OptimizerHandle")) {
            return List.of(v("an SGD handle over a model's parameters", Fixtures::optimizerHandle), NULL,
                    v("a closed SGD handle", f -> {
                        io.github.jtorch.OptimizerHandle h = f.optimizerHandle();
                        h.close();
                        return h;
                    }));
        }
        if (type.getName().equals("io.github.jtorch.Chain")) {
            // Made fresh for each case: then() grows a chain.
            return List.of(v("a chain: linear by a [2,3] weight, then relu", f -> new io.github.jtorch.Chain().then("linear", f.floats()).then("relu")),
                    NULL, v("an empty chain", f -> new io.github.jtorch.Chain()),
                    v("a chain adding a released tensor", f -> new io.github.jtorch.Chain().then("add", f.released())),
                    v("a chain whose shapes do not fit", f -> new io.github.jtorch.Chain().then("linear", f.floats()).then("linear", f.floats())),
                    v("a chain adding another thread's closed scope's tensor", f -> new io.github.jtorch.Chain().then("add", f.fromClosedForeignScope())));
        }
        if (type == Object[].class) {
            return List.of(v("[tensor]", f -> new Object[] {f.floats()}), NULL, constant("[]", new Object[0]),
                    constant("[null]", new Object[1]), v("[tensor, null]", f -> new Object[] {f.floats(), null}),
                    constant("[2L]", new Object[] {2L}), constant("[0.5, false]", new Object[] {0.5, false}),
                    v("[released tensor]", f -> new Object[] {f.released()}), constant("[\"text\"]", new Object[] {"text"}),
                    constant("[long[]{1}, true]", new Object[] {new long[] {1}, true}),
                    constant("[2^70 (BigInteger)]", new Object[] {java.math.BigInteger.ONE.shiftLeft(70)}),
                    v("[tensor, tensor, tensor, tensor]", f -> new Object[] {f.floats(), f.floats(), f.floats(), f.floats()}));
        }
        if (type == PointerScope.class) {
            return List.of(v("an open scope", Fixtures::openScope), NULL, v("a closed scope", Fixtures::closedScope),
                    v("another thread's open scope", Fixtures::foreignScope), v("this thread's session", Fixtures::session));
        }
        if (type == Object.class || type == NativeResource.class) {
            return objects();
        }
        if (type == Iterable.class || type == List.class || type == Collection.class) {
            return List.of(v("[tensor, tensor]", f -> List.of(f.floats(), f.floats())), NULL, constant("[]", List.of()),
                    v("[tensor, null]", f -> Arrays.asList(f.floats(), null)), v("[released tensor]", f -> List.of(f.released())),
                    v("[\"not a tensor\"]", f -> List.of("not a tensor")), v("a list holding itself", f -> cyclic(f.floats())),
                    // For List<ParamGroup> and List<? extends Module>.
                    v("[a ParamGroup of a model's parameters]", f -> List.of(io.github.jtorch.optim.ParamGroup.of(f.model().parameters()))),
                    v("[a ParamGroup of a released model's parameters]", f -> List.of(io.github.jtorch.optim.ParamGroup.of(
                            f.releasedModel().parameters()))),
                    v("[a Linear, null]", f -> Arrays.asList(new io.github.jtorch.nn.Linear(2, 2), null)));
        }
        if (type == Map.class) {
            return List.of(v("{w tensor}", f -> Map.of("w", f.floats())), NULL, constant("{}", Map.of()),
                    v("{w null}", f -> nullValueMap()), v("{w released}", f -> Map.of("w", f.released())),
                    v("{w \"junk\"}", f -> Map.of("w", "junk")), v("{null tensor}", f -> nullKeyMap(f.floats())),
                    // State dicts and options: another model's, the right keys with wrong
                    // shapes or dtypes, unknown option keys, an optimizer's and a scaler's.
                    v("a Sequential(Linear(3, 2), ReLU())'s state dict", f -> f.model().stateDict()),
                    v("a Conv1d's state dict (another model's)", f -> new io.github.jtorch.nn.Conv1d(1, 2, 3).stateDict()),
                    v("the model's keys with [5,5] tensors", f -> Fixtures.withValues(f.model().stateDict(), k -> f.keep(Ops.zeros(5, 5)))),
                    v("the model's keys with int64 tensors", f -> Fixtures.withValues(f.model().stateDict(),
                            k -> f.keep(Ops.zeros(new long[] {2, 3}, DType.INT64, null)))),
                    v("a released model's state dict", f -> {
                        Map<String, Tensor> sd = f.model().stateDict();
                        Torch.release(sd.values());
                        return sd;
                    }),
                    constant("{lr 0.1}", Map.of("lr", 0.1)), constant("{lr -1}", Map.of("lr", -1.0)),
                    constant("{lr \"fast\"}", Map.of("lr", "fast")), constant("{nope 1} (an unknown key)", Map.of("nope", 1)),
                    v("an SGD's state dict", f -> f.optimizer().stateDict()),
                    v("a stepped Adam's state dict", f -> f.adamAfterStep().stateDict()),
                    v("a grad scaler's state dict", f -> new io.github.jtorch.amp.GradScaler().stateDict()));
        }
        if (type.getName().equals("io.github.jtorch.jit.ScriptModule")) {
            return scriptModules(false);
        }
        if (type.getName().equals("io.github.jtorch.ScriptModuleHandle")) {
            return scriptModules(true);
        }
        if (type == Path.class) {
            List<Value> paths = new ArrayList<>(List.of(v("a new file", f -> files.resolve("new-" + System.nanoTime() + ".bin")), NULL,
                    constant("a directory", files), v("a file of garbage", f -> write("garbage.bin", "\u0001\u0002garbage")),
                    v("an empty file", f -> write("empty.bin", "")),
                    v("a header claiming 2^60 bytes", f -> writeBytes("huge-header.bin", hugeHeader())),
                    v("a header of bad JSON", f -> writeBytes("bad-json.bin", header("{\"w\": {\"dtype\": \"F32\", \"shape\": [2"))),
                    v("a tensor past the end of the file", f -> writeBytes("short.bin",
                            header("{\"w\":{\"dtype\":\"F32\",\"shape\":[1000000],\"data_offsets\":[0,4000000]}}"))),
                    constant("a missing file", files.resolve("missing/none.bin"))));
            paths.addAll(jitPaths());
            return paths;
        }
        if (type.getName().equals("io.github.jtorch.utils.Checkpoint$Options")) {
            return List.of(constant("checkpoint's default options", io.github.jtorch.utils.Checkpoint.options()), NULL,
                    constant("options without preserve_rng_state",
                            io.github.jtorch.utils.Checkpoint.options().preserveRngState(false).useReentrant(true)));
        }
        if (type == Throwable.class || type == Exception.class || type == RuntimeException.class) {
            return List.of(constant("RuntimeException", new RuntimeException("x")), NULL,
                    constant("TorchOutOfMemoryException", new TorchOutOfMemoryException("x")),
                    constant("OutOfMemoryError", new OutOfMemoryError("x")));
        }
        if (type.getName().startsWith("io.github.jtorch.distributed.")) {
            List<Value> d = distributed(type);
            if (d != null) {
                return d;
            }
        }
        if (type.isEnum()) {
            List<Value> l = new ArrayList<>();
            for (Object c : type.getEnumConstants()) {
                l.add(constant(c.toString(), c));
            }
            l.add(NULL);
            return l;
        }
        if (type.isInterface() && functionalMethod(type) != null) {
            return callbacks(type);
        }
        if (!type.isPrimitive()) {
            return List.of(NULL); // a type this pool knows no values of: null is still a bad input
        }
        return null;
    }

    /**
     * Process groups (of one rank, on loopback: a collective needs no peer), their options and
     * work items; null for the other classes of jtorch.distributed.
     */
    private static List<Value> distributed(Class<?> type) {
        switch (type.getSimpleName()) {
            case "InitOptions":
                return List.of(v("options of a one-rank group on a free port", f -> Fixtures.oneRankOptions()), NULL,
                        constant("options with nothing set", io.github.jtorch.distributed.InitOptions.empty()),
                        // Where there is no GPU (or no NCCL plugin), joining is refused with the reason.
                        v("options of a one-rank NCCL group on a free port",
                                f -> Fixtures.oneRankOptions().withBackend("nccl")),
                        v("options of a two-rank group whose peer never comes (50 ms timeout)",
                                f -> Fixtures.oneRankOptions().withWorldSize(2).withTimeout(java.time.Duration.ofMillis(50))));
            case "ProcessGroup":
                return List.of(v("a one-rank process group", Fixtures::group), NULL,
                        v("a closed process group", f -> Fixtures.closedGroup()));
            case "Work":
                return List.of(v("a finished all-reduce's work", f -> f.finishedWork()), NULL,
                        v("a closed work item", f -> {
                            io.github.jtorch.distributed.Work w = f.finishedWork();
                            w.close();
                            return w;
                        }));
            default:
                return null;
        }
    }

    List<Value> tensors() {
        return List.of(v("a float32 [2,3] tensor", Fixtures::floats), NULL, v("an int64 [3] tensor", Fixtures::longs),
                v("a bool [2] tensor", Fixtures::bools), v("a 0-dimensional tensor", Fixtures::scalar),
                v("an empty tensor", Fixtures::empty), v("a float16 [2,2] tensor", Fixtures::halfMatrix),
                v("a released tensor", Fixtures::released),
                v("a tensor of another thread's closed scope", Fixtures::fromClosedForeignScope),
                v("a tensor another thread's open scope owns", Fixtures::ownedByForeignScope));
    }

    private List<Value> objects() {
        List<Value> l = new ArrayList<>(tensors());
        l.add(constant("\"text\"", "text"));
        l.add(constant("42", 42));
        l.add(v("a list holding itself and a tensor", f -> cyclic(f.floats())));
        l.add(v("a map of tensors", f -> Map.of("a", f.floats(), "b", List.of(f.longs()))));
        l.add(v("nested arrays", f -> new Object[] {f.floats(), new Object[] {f.longs(), null}}));
        l.add(constant("Optional.empty()", Optional.empty()));
        l.add(constant("a NativeResource whose nativeResources() throws", (NativeResource) () -> {
            throw new CallbackFailure();
        }));
        l.add(constant("a NativeResource whose nativeResources() is null", (NativeResource) () -> null));
        l.add(constant("new Object()", new Object()));
        l.addAll(kwargs().subList(1, kwargs().size()));
        return l;
    }

    /** Layer and call options: a plausible one first, then unknown names and bad values. */
    private static List<Value> kwargs() {
        return List.of(constant("Kwargs(bias=false)", io.github.jtorch.Kwargs.of("bias", false)), NULL,
                constant("Kwargs(nope=1) (an unknown name)", io.github.jtorch.Kwargs.of("nope", 1)),
                constant("Kwargs(dropout=-1.0)", io.github.jtorch.Kwargs.of("dropout", -1.0)),
                constant("Kwargs(batch_first=\"yes\")", io.github.jtorch.Kwargs.of("batch_first", "yes")),
                constant("Kwargs(padding=-1, stride=0)", io.github.jtorch.Kwargs.of("padding", -1L, "stride", 0L)),
                constant("{:num_layers -2} (a map)", Map.of("num_layers", -2L)));
    }

    private static io.github.jtorch.nn.Transformer smallTransformer() {
        return new io.github.jtorch.nn.Transformer(io.github.jtorch.Kwargs.of("d_model", 4L, "nhead", 2L, "num_encoder_layers", 1L,
                "num_decoder_layers", 1L, "dim_feedforward", 8L));
    }

    private static Object released(io.github.jtorch.nn.Module m) {
        Torch.release(m);
        return m;
    }

    private static Object cyclic(Tensor t) {
        List<Object> l = new ArrayList<>();
        l.add(t);
        l.add(l);
        return l;
    }

    private static Map<String, Tensor> nullValueMap() {
        Map<String, Tensor> m = new HashMap<>();
        m.put("w", null);
        return m;
    }

    private static Map<String, Tensor> nullKeyMap(Tensor t) {
        Map<String, Tensor> m = new LinkedHashMap<>();
        m.put(null, t);
        return m;
    }

    private static long[] ones(int n) {
        long[] a = new long[n];
        Arrays.fill(a, 1);
        return a;
    }

    private Path write(String name, String text) {
        return writeBytes(name, text.getBytes(StandardCharsets.ISO_8859_1));
    }

    private Path writeBytes(String name, byte[] bytes) {
        try {
            return Files.write(files.resolve(name), bytes);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A safetensors file: 8-byte little-endian header length, then the JSON header. */
    private static byte[] header(String json) {
        byte[] j = json.getBytes(StandardCharsets.UTF_8);
        byte[] out = new byte[8 + j.length];
        long n = j.length;
        for (int i = 0; i < 8; i++) {
            out[i] = (byte) (n >>> (8 * i));
        }
        System.arraycopy(j, 0, out, 8, j.length);
        return out;
    }

    private static byte[] hugeHeader() {
        byte[] out = new byte[16];
        long n = 1L << 60;
        for (int i = 0; i < 8; i++) {
            out[i] = (byte) (n >>> (8 * i));
        }
        return out;
    }

    /** The one abstract method of a functional interface, or null. */
    static Method functionalMethod(Class<?> type) {
        Method found = null;
        for (Method m : type.getMethods()) {
            if (Modifier.isAbstract(m.getModifiers()) && !isObjectMethod(m)) {
                if (found != null) {
                    return null;
                }
                found = m;
            }
        }
        return found;
    }

    private static boolean isObjectMethod(Method m) {
        try {
            Object.class.getMethod(m.getName(), m.getParameterTypes());
            return true;
        } catch (NoSuchMethodException e) {
            return false;
        }
    }

    /** What a misbehaving callback does when called. */
    private interface Behaviour {
        Object call(Object[] args);
    }

    private static Value callback(Class<?> type, String label, Behaviour b) {
        return new Value(label, f -> Proxy.newProxyInstance(type.getClassLoader() == null ? ArgumentPool.class.getClassLoader()
                : type.getClassLoader(), new Class<?>[] {type}, (proxy, method, args) -> {
                    if (method.getDeclaringClass() == Object.class) {
                        switch (method.getName()) {
                            case "hashCode":
                                return System.identityHashCode(proxy);
                            case "equals":
                                return proxy == args[0];
                            default:
                                return label;
                        }
                    }
                    Object r = b.call(args);
                    Class<?> rt = method.getReturnType();
                    if (rt == void.class) {
                        return null;
                    }
                    if (rt.isPrimitive()) {
                        return rt == boolean.class ? (Object) false : rt == double.class ? (Object) 0.0 : rt == long.class
                                ? (Object) 0L : rt == float.class ? (Object) 0f : (Object) 0;
                    }
                    return rt.isInstance(r) ? r : null;
                }));
    }

    private List<Value> callbacks(Class<?> type) {
        return List.of(
                callback(type, "a callback returning a new tensor", args -> Ops.ones(2)),
                NULL,
                callback(type, "a callback returning its argument", args -> args == null || args.length == 0 ? null : args[0]),
                callback(type, "a callback returning null", args -> null),
                callback(type, "a callback that throws", args -> {
                    throw new CallbackFailure();
                }),
                callback(type, "a callback that leaves a scope open", args -> {
                    new PointerScope();
                    return Ops.ones(3);
                }),
                callback(type, "a callback that closes the scope it runs in", args -> {
                    PointerScope s = PointerScope.current();
                    if (s != null) {
                        s.close();
                    }
                    return Ops.ones(4);
                }),
                callback(type, "a callback that starts a session", args -> {
                    Torch.startSession();
                    return Ops.ones(5);
                }),
                callback(type, "a callback returning a list holding itself", args -> cyclic(Ops.ones(6))));
    }
}
