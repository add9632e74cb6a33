package io.github.jtorch;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * TorchScript values to and from the flat list of words src/shims/jit.cpp reads and writes: a kind,
 * then its payload (a number; a string's byte count and its UTF-8 bytes eight to a word; a
 * tensor's position among the call's tensors; a list's, tuple's or dict's count and items).
 */
final class IValues {
    static final long NONE = 0, BOOL = 1, INT = 2, DOUBLE = 3, STRING = 4, TENSOR = 5, LIST = 6, TUPLE = 7, DICT = 8;

    private IValues() {}

    /** Arguments as words, with the tensors they name by position. */
    static final class Encoded {
        long[] words = new long[16];
        int n;
        final List<Tensor> tensors = new ArrayList<>();

        private void add(long w) {
            if (n == words.length) {
                words = java.util.Arrays.copyOf(words, n * 2);
            }
            words[n++] = w;
        }

        long[] words() {
            return java.util.Arrays.copyOf(words, n);
        }

        long[] tensorIds() {
            long[] ids = new long[tensors.size()];
            for (int i = 0; i < ids.length; i++) {
                ids[i] = Tensor.idOf(tensors.get(i), "tensor argument");
            }
            return ids;
        }
    }

    /**
     * Encodes {@code args}: tensors, numbers, strings, booleans, null, {@link List}s (and
     * arrays of objects), {@link Map}s, nested. IllegalArgumentException naming {@code what}
     * for anything else.
     */
    static Encoded encode(List<?> args, String what) {
        Encoded e = new Encoded();
        for (int i = 0; i < args.size(); i++) {
            put(e, args.get(i), Where.argument(what, i), 0);
        }
        return e;
    }

    /**
     * Where a value sits among the arguments ({@code forward argument 0[2] key}), spelled out
     * only when a message needs it: a call that encodes well builds no string.
     */
    private static final class Where {
        private final Where parent;
        private final String what;
        private final int index;
        private final boolean keyed;
        private final Object key;

        private Where(Where parent, String what, int index, boolean keyed, Object key) {
            this.parent = parent;
            this.what = what;
            this.index = index;
            this.keyed = keyed;
            this.key = key;
        }

        /** Argument {@code index} of {@code what}'s call. */
        static Where argument(String what, int index) {
            return new Where(null, what, index, false, null);
        }

        /** Item {@code index} of a list. */
        Where item(int index) {
            return new Where(this, null, index, false, null);
        }

        /** A map's key. */
        Where key() {
            return new Where(this, " key", 0, false, null);
        }

        /** A map's value under {@code key}. */
        Where value(Object key) {
            return new Where(this, null, 0, true, key);
        }

        @Override
        public String toString() {
            if (parent == null) {
                return what + " argument " + index;
            }
            if (what != null) {
                return parent + what;
            }
            return parent + "[" + (keyed ? String.valueOf(key) : String.valueOf(index)) + "]";
        }
    }

    private static void put(Encoded e, Object v, Where where, int depth) {
        if (depth > 256) {
            throw new IllegalArgumentException(where + " is nested more than 256 deep (does it contain itself?)");
        }
        if (v == null) {
            e.add(NONE);
        } else if (v instanceof Tensor) {
            Tensor t = (Tensor) v;
            e.add(TENSOR);
            e.add(e.tensors.size());
            e.tensors.add(t);
        } else if (v instanceof Boolean) {
            e.add(BOOL);
            e.add((Boolean) v ? 1 : 0);
        } else if (v instanceof Long || v instanceof Integer || v instanceof Short || v instanceof Byte) {
            e.add(INT);
            e.add(((Number) v).longValue());
        } else if (v instanceof BigInteger || v.getClass().getName().equals("clojure.lang.BigInt")) {
            BigInteger big = v instanceof BigInteger ? (BigInteger) v : new BigInteger(v.toString());
            if (big.bitLength() > 63) {
                throw new IllegalArgumentException(where + ": " + v + " does not fit a TorchScript int (64 bits)");
            }
            e.add(INT);
            e.add(big.longValue());
        } else if (v instanceof Double || v instanceof Float) {
            e.add(DOUBLE);
            e.add(Double.doubleToRawLongBits(((Number) v).doubleValue()));
        } else if (v instanceof CharSequence) {
            byte[] bytes = v.toString().getBytes(StandardCharsets.UTF_8);
            e.add(STRING);
            e.add(bytes.length);
            for (int at = 0; at < bytes.length; at += 8) {
                long w = 0;
                for (int k = 0; k < 8 && at + k < bytes.length; k++) {
                    w |= (bytes[at + k] & 0xffL) << (8 * k);
                }
                e.add(w);
            }
        } else if (v instanceof List) {
            List<?> list = (List<?>) v;
            e.add(LIST);
            e.add(list.size());
            int i = 0;
            for (Object item : list) {
                put(e, item, where.item(i++), depth + 1);
            }
        } else if (v instanceof Object[]) {
            put(e, java.util.Arrays.asList((Object[]) v), where, depth);
        } else if (v instanceof Map) {
            Map<?, ?> map = (Map<?, ?>) v;
            e.add(DICT);
            e.add(map.size());
            for (Map.Entry<?, ?> entry : map.entrySet()) {
                put(e, entry.getKey(), where.key(), depth + 1);
                put(e, entry.getValue(), where.value(entry.getKey()), depth + 1);
            }
        } else {
            throw new IllegalArgumentException(where + " is a " + v.getClass().getName()
                    + ": TorchScript takes tensors, numbers, strings, booleans, null, lists and maps");
        }
    }

    /**
     * Decodes what a native call returned: the number of tensors, their ids, then the value's
     * words. The tensors attach to {@code st}'s current scope first, so none is lost when
     * anything after fails.
     */
    static Object decode(long[] out, PointerScope.Stack st) {
        int nt = (int) out[0];
        Tensor[] tensors = Tensor.wrapAll(java.util.Arrays.copyOfRange(out, 1, 1 + nt), st);
        int[] at = {1 + nt};
        return value(out, at, tensors);
    }

    private static Object value(long[] w, int[] at, Tensor[] tensors) {
        long kind = w[at[0]++];
        if (kind == NONE) {
            return null;
        } else if (kind == BOOL) {
            return w[at[0]++] != 0;
        } else if (kind == INT) {
            return w[at[0]++];
        } else if (kind == DOUBLE) {
            return Double.longBitsToDouble(w[at[0]++]);
        } else if (kind == STRING) {
            int len = (int) w[at[0]++];
            byte[] bytes = new byte[len];
            for (int k = 0; k < len; k++) {
                bytes[k] = (byte) (w[at[0] + k / 8] >>> (8 * (k % 8)));
            }
            at[0] += (len + 7) / 8;
            return new String(bytes, StandardCharsets.UTF_8);
        } else if (kind == TENSOR) {
            return tensors[(int) w[at[0]++]];
        } else if (kind == LIST || kind == TUPLE) {
            int n = (int) w[at[0]++];
            List<Object> items = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                items.add(value(w, at, tensors));
            }
            return Collections.unmodifiableList(items);
        } else if (kind == DICT) {
            int n = (int) w[at[0]++];
            Map<Object, Object> map = new LinkedHashMap<>();
            for (int i = 0; i < n; i++) {
                Object k = value(w, at, tensors);
                map.put(k, value(w, at, tensors));
            }
            return Collections.unmodifiableMap(map);
        }
        throw new IllegalStateException("unknown value kind " + kind + " from the native side");
    }
}
