package io.github.jtorch;

import java.lang.ref.Reference;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Every operator LibTorch's dispatcher holds, called by its PyTorch name: {@code
 * Dispatcher.call("topk", x, 3)}, {@code Dispatcher.call("aten::add.Tensor", a, b,
 * Kwargs.of("alpha", 2))}. The overload is chosen from the arguments as PyTorch chooses it;
 * naming one ({@code "aten::max.dim"}) calls only that one.
 *
 * <p>Arguments: {@link Tensor}; {@code null} (None); integers (Long, Integer, Short, Byte,
 * BigInteger within a long); Double and Float; Boolean; String (also for a dtype, device,
 * layout or memory format by name: {@code "float64"}, {@code "cuda:0"}, {@code
 * "channels_last"}); {@link DType}; {@link Device}; lists as {@code long[]}, {@code int[]},
 * {@code double[]}, {@code boolean[]}, {@code Object[]} or {@link List}; then optionally one
 * {@link Kwargs}, last.
 *
 * <p>Results: a {@link Tensor} (attached to the calling thread's innermost scope, or the very
 * tensor given when the operator wrote it in place or into {@code out}); {@code Long},
 * {@code Double}, {@code Boolean}, {@code String}, {@link DType}, {@code double[]} {re, im} for
 * a complex number, {@code null}; a {@link List} for a list or for several results (a tuple).
 *
 * <p>Errors: {@link IllegalArgumentException} when no overload takes the arguments (it names
 * every schema tried and why), or for an unknown operator; {@link IllegalStateException} for a
 * released tensor; {@link TorchException} when LibTorch refuses the call.
 */
public final class Dispatcher {
    private Dispatcher() {}

    static {
        NativeLoader.loadForClass();
    }

    private static final ConcurrentHashMap<String, Op> OPS = new ConcurrentHashMap<>();

    /**
     * An operator looked up once and called many times (the lookup is the costly part of
     * {@link Dispatcher#call(String, Object...)} in a loop).
     */
    public static final class Op {
        private final String name;
        private final int id;

        private Op(String name, int id) {
            this.name = name;
            this.id = id;
        }

        /** The name it was looked up by. */
        public String name() {
            return name;
        }

        /** Calls it; see {@link Dispatcher} for arguments and results. */
        public Object call(Object... args) {
            Tensor one = callOne(id, args);
            return one != null ? one : invoke(id, args);
        }

        /** Calls it and returns its one tensor; an {@link IllegalStateException} if the result is another thing. */
        public Tensor tensor(Object... args) {
            Object r = invoke(id, args);
            if (r instanceof Tensor) {
                return (Tensor) r;
            }
            Torch.release(r);
            throw new IllegalStateException(name + " returned " + describe(r) + ", not one tensor");
        }

        /** The schemas of its overloads, as LibTorch prints them. */
        public List<String> schemas() {
            return List.of(Dispatcher.schemas(id));
        }

        @Override
        public String toString() {
            return "Dispatcher.Op[" + name + "]";
        }
    }

    /** The operator named {@code name}: {@code "add"}, {@code "aten::add"}, {@code "aten::add.Tensor"}, {@code "myops::f"}. */
    public static Op op(String name) {
        if (name == null) {
            throw new NullPointerException("operator name");
        }
        Op op = OPS.get(name);
        if (op == null) {
            op = new Op(name, opId(name));
            Op raced = OPS.putIfAbsent(name, op);
            op = raced == null ? op : raced;
        }
        return op;
    }

    /** Calls operator {@code name}; see {@link Dispatcher} for arguments and results. */
    public static Object call(String name, Object... args) {
        return op(name).call(args);
    }

    /** Every operator name the dispatcher holds ({@code aten::add}), sorted. */
    public static List<String> names() {
        return List.of(names0());
    }

    /** Every overload's schema, as LibTorch prints it, sorted by name. */
    public static List<String> schemas() {
        return List.of(allSchemas());
    }

    /**
     * How many overloads the dispatcher registers, and how many of them jtorch can call (all
     * whose required arguments have types jtorch gives): {@code {registered, callable, names}}.
     */
    public static long[] coverage() {
        return coverage0();
    }

    /**
     * Loads a library of custom operators (as {@code torch.ops.load_library} does); its
     * operators can be named from then on.
     */
    public static void loadLibrary(Path library) {
        loadLibrary0(library.toAbsolutePath().toString());
    }

    /** {@code self} followed by {@code args}: an instance method's call. */
    static Object[] withSelf(Object self, Object[] args) {
        Object[] all = new Object[args.length + 1];
        all[0] = self;
        System.arraycopy(args, 0, all, 1, args.length);
        return all;
    }

    /**
     * The call of operator {@code id} in one JNI crossing with no arrays, for what most calls
     * are: up to four tensors, integers, floats, booleans or nulls, to an overload that returns
     * one tensor. Null when the call is not of that kind (nothing ran): the caller calls
     * {@link #invoke}.
     */
    private static Tensor callOne(int id, Object[] args) {
        int n = args.length;
        if (n > 4) {
            return null;
        }
        // Each value's tag in a byte of `tags` (the count in the top byte), its payload in p0..p3.
        long tags = (long) n << 56;
        long p0 = 0, p1 = 0, p2 = 0, p3 = 0;
        Tensor t0 = null, t1 = null, t2 = null, t3 = null;
        for (int i = 0; i < n; i++) {
            Object v = args[i];
            long tag;
            long payload;
            if (v instanceof Tensor) {
                Tensor t = (Tensor) v;
                tag = TENSOR;
                payload = t.id;
                if (i == 0) {
                    t0 = t;
                } else if (i == 1) {
                    t1 = t;
                } else if (i == 2) {
                    t2 = t;
                } else {
                    t3 = t;
                }
            } else if (v instanceof Long || v instanceof Integer) {
                tag = INT;
                payload = ((Number) v).longValue();
            } else if (v instanceof Double || v instanceof Float) {
                tag = FLOAT;
                payload = Double.doubleToRawLongBits(((Number) v).doubleValue());
            } else if (v instanceof Boolean) {
                tag = BOOL;
                payload = (Boolean) v ? 1 : 0;
            } else {
                return null;
            }
            tags |= tag << (8 * i);
            if (i == 0) {
                p0 = payload;
            } else if (i == 1) {
                p1 = payload;
            } else if (i == 2) {
                p2 = payload;
            } else {
                p3 = payload;
            }
        }
        PointerScope.Stack st = PointerScope.stack();
        st.stopIfInterrupted();
        long made = 0;
        try {
            made = callOne(id, st.gradEnabled(), tags, p0, p1, p2, p3);
            if (made == 0) {
                return null;
            }
            Tensor given = t0 != null && made == t0.id ? t0 : t1 != null && made == t1.id ? t1
                    : t2 != null && made == t2.id ? t2 : t3 != null && made == t3.id ? t3 : null;
            if (given != null) {
                made = 0; // not this call's to recover
                return given;
            }
            return Tensor.wrap(made, st);
        } catch (Throwable e) {
            st.lostId = made;
            st.recoverLost();
            throw e;
        } finally {
            Reference.reachabilityFence(t0);
            Reference.reachabilityFence(t1);
            Reference.reachabilityFence(t2);
            Reference.reachabilityFence(t3);
        }
    }

    /** Calls operator {@code id} (see {@link #op}) with {@code args}; the general entry point. */
    static Object invoke(int id, Object[] args) {
        Encoder e = new Encoder();
        int n = args.length;
        if (n > 0 && args[n - 1] instanceof Kwargs) {
            n--;
        }
        for (int i = 0; i < n; i++) {
            e.value(args[i], 0);
        }
        if (n < args.length) {
            for (Map.Entry<String, Object> kw : ((Kwargs) args[n]).asMap().entrySet()) {
                e.longs.add(KWARG);
                e.longs.add(e.string(kw.getKey()));
                e.value(kw.getValue(), 0);
            }
        }
        PointerScope.Stack st = PointerScope.stack();
        st.stopIfInterrupted();
        // results[2]: the ids the call made, for recovery before the decoder has them.
        Object[] results = new Object[3];
        long id1 = 0;
        Decoder d = null;
        try {
            id1 = call(id, st.gradEnabled(), e.longs.toArray(), e.strings == null ? null : e.strings.toArray(new String[0]), results);
            if (id1 != 0) {
                Tensor given = e.given(id1);
                if (given != null) {
                    id1 = 0; // not this call's to recover
                    return given;
                }
                return Tensor.wrap(id1, st);
            }
            d = new Decoder((long[]) results[0], (String[]) results[1], e, st);
            return d.next();
        } catch (Throwable t) {
            // Field writes only (see PointerScope.Stack.lostId): a stack overflow can strike
            // again here. results[2] lists the ids the call made in the stream's order, so
            // those the decoder wrapped (the scope's already) come first; the rest never
            // reached a Tensor.
            st.lostId = id1;
            if (results[2] != null) {
                st.lostFrom = d == null ? 0 : d.wrapped;
                st.lostIds = (long[]) results[2];
            }
            st.recoverLost();
            throw t;
        } finally {
            Reference.reachabilityFence(e.held);
        }
    }

    static final long NONE = 0, TENSOR = 1, INT = 2, FLOAT = 3, BOOL = 4, STR = 5, LIST = 6, DTYPE = 7,
            DEVICE = 8, KWARG = 10, COMPLEX = 11, TUPLE = 12;

    /** Arguments as src/dispatch/value.rs reads them. */
    private static final class Encoder {
        final LongList longs = new LongList();
        List<String> strings;
        final List<Tensor> held = new ArrayList<>(4);

        long string(String s) {
            if (strings == null) {
                strings = new ArrayList<>(2);
            }
            strings.add(s);
            return strings.size() - 1;
        }

        /** The tensor given whose id is {@code id}, if any (an in-place op's result). */
        Tensor given(long id) {
            for (Tensor t : held) {
                if (t.id == id) {
                    return t;
                }
            }
            return null;
        }

        void value(Object v, int depth) {
            if (depth > 8) {
                throw new IllegalArgumentException("lists nested more than 8 deep");
            }
            if (v == null) {
                longs.add(NONE);
            } else if (v instanceof Tensor) {
                Tensor t = (Tensor) v;
                held.add(t);
                longs.add(TENSOR);
                longs.add(t.id);
            } else if (v instanceof Long || v instanceof Integer || v instanceof Short || v instanceof Byte
                    || v instanceof AtomicLong || v instanceof AtomicInteger) {
                longs.add(INT);
                longs.add(((Number) v).longValue());
            } else if (v instanceof BigInteger) {
                if (((BigInteger) v).bitLength() >= 64) {
                    throw new IllegalArgumentException(v + " does not fit in a long (LibTorch's integers are 64-bit)");
                }
                longs.add(INT);
                longs.add(((BigInteger) v).longValue());
            } else if (v instanceof Number) {
                longs.add(FLOAT);
                longs.add(Double.doubleToRawLongBits(((Number) v).doubleValue()));
            } else if (v instanceof Boolean) {
                longs.add(BOOL);
                longs.add((Boolean) v ? 1 : 0);
            } else if (v instanceof String) {
                longs.add(STR);
                longs.add(string((String) v));
            } else if (v instanceof DType) {
                longs.add(DTYPE);
                longs.add(((DType) v).code);
            } else if (v instanceof Device) {
                longs.add(DEVICE);
                longs.add(Device.codeOf((Device) v));
            } else if (v instanceof long[]) {
                long[] a = (long[]) v;
                longs.add(LIST);
                longs.add(a.length);
                for (long x : a) {
                    longs.add(INT);
                    longs.add(x);
                }
            } else if (v instanceof int[]) {
                int[] a = (int[]) v;
                longs.add(LIST);
                longs.add(a.length);
                for (int x : a) {
                    longs.add(INT);
                    longs.add(x);
                }
            } else if (v instanceof double[]) {
                double[] a = (double[]) v;
                longs.add(LIST);
                longs.add(a.length);
                for (double x : a) {
                    longs.add(FLOAT);
                    longs.add(Double.doubleToRawLongBits(x));
                }
            } else if (v instanceof float[]) {
                float[] a = (float[]) v;
                longs.add(LIST);
                longs.add(a.length);
                for (float x : a) {
                    longs.add(FLOAT);
                    longs.add(Double.doubleToRawLongBits(x));
                }
            } else if (v instanceof boolean[]) {
                boolean[] a = (boolean[]) v;
                longs.add(LIST);
                longs.add(a.length);
                for (boolean x : a) {
                    longs.add(BOOL);
                    longs.add(x ? 1 : 0);
                }
            } else if (v instanceof Object[]) {
                list(Arrays.asList((Object[]) v), depth);
            } else if (v instanceof List) {
                list((List<?>) v, depth);
            } else if (v instanceof Kwargs) {
                throw new IllegalArgumentException("Kwargs must be the last argument");
            } else {
                throw new IllegalArgumentException("an operator cannot take a " + v.getClass().getName() + ": " + v);
            }
        }

        private void list(List<?> items, int depth) {
            longs.add(LIST);
            longs.add(items.size());
            for (Object item : items) {
                value(item, depth + 1);
            }
        }
    }

    /** Results as src/dispatch/mod.rs encodes them. */
    private static final class Decoder {
        private final long[] s;
        private final String[] strings;
        private final Encoder given;
        private final PointerScope.Stack st;
        private int at;
        /** How many of the tensors this call made are wrapped yet (for recovery). */
        private int wrapped;

        Decoder(long[] s, String[] strings, Encoder given, PointerScope.Stack st) {
            this.s = s;
            this.strings = strings;
            this.given = given;
            this.st = st;
        }

        private Object next() {
            long tag = s[at++];
            if (tag == NONE) {
                return null;
            }
            long v = s[at++];
            if (tag == TENSOR) {
                Tensor t = given.given(v);
                if (t != null) {
                    return t;
                }
                t = Tensor.wrap(v, st);
                wrapped++;
                return t;
            } else if (tag == INT) {
                return v;
            } else if (tag == FLOAT) {
                return Double.longBitsToDouble(v);
            } else if (tag == BOOL) {
                return v != 0;
            } else if (tag == STR) {
                return strings[(int) v];
            } else if (tag == DTYPE) {
                return DType.fromCode((int) v);
            } else if (tag == COMPLEX) {
                return new double[] {Double.longBitsToDouble(v), Double.longBitsToDouble(s[at++])};
            } else if (tag == LIST || tag == TUPLE) {
                Object[] items = new Object[(int) v];
                for (int i = 0; i < items.length; i++) {
                    items[i] = next();
                }
                return Collections.unmodifiableList(Arrays.asList(items));
            }
            throw new IllegalStateException("unknown result tag " + tag);
        }
    }

    /** A growable long[]. */
    private static final class LongList {
        private long[] a = new long[16];
        private int n;

        void add(long v) {
            if (n == a.length) {
                a = Arrays.copyOf(a, n * 2);
            }
            a[n++] = v;
        }

        long[] toArray() {
            return Arrays.copyOf(a, n);
        }
    }

    private static String describe(Object r) {
        return r == null ? "nothing" : r instanceof List ? "a list of " + ((List<?>) r).size() : r.getClass().getSimpleName() + " " + r;
    }

    private static native int opId(String name);

    private static native long call(int op, boolean grad, long[] args, String[] strings, Object[] results);

    private static native long callOne(int op, boolean grad, long tags, long p0, long p1, long p2, long p3);

    private static native String[] schemas(int op);

    private static native String[] names0();

    private static native String[] allSchemas();

    private static native long[] coverage0();

    private static native void loadLibrary0(String path);
}
