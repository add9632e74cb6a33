package io.github.jtorch;

import java.lang.ref.Reference;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Python's indexing for {@link Tensor#index} and {@link Tensor#indexSet}, done by LibTorch's own
 * implementation of it. An index is an integer, a {@link Slice} or a slice string ({@code
 * "1:3"}, {@code "::2"}), {@code null} or {@code "None"} (a new dimension), {@code "..."}, a
 * boolean, a tensor (integer or boolean), or an integer list ({@code long[]}, {@code int[]},
 * a {@code List} of integers); one string may hold several, comma-separated: {@code "1:3, None,
 * ..."}.
 */
final class Indexing {
    private Indexing() {}

    static {
        NativeLoader.loadForClass();
    }

    private static final long INT = 0, SLICE = 1, NONE = 2, ELLIPSIS = 3, TENSOR = 4, BOOL = 5, INTS = 6;

    private static final class Spec {
        long[] longs = new long[16];
        int n;
        final List<Tensor> tensors = new ArrayList<>(2);

        void add(long v) {
            if (n == longs.length) {
                longs = Arrays.copyOf(longs, n * 2);
            }
            longs[n++] = v;
        }

        void slice(Long start, Long stop, Long step) {
            add(SLICE);
            for (Long part : new Long[] {start, stop, step}) {
                add(part == null ? 0 : 1);
                add(part == null ? 0 : part);
            }
        }

        void item(Object v) {
            if (v == null) {
                add(NONE);
            } else if (v instanceof Long || v instanceof Integer || v instanceof Short || v instanceof Byte) {
                add(INT);
                add(((Number) v).longValue());
            } else if (v instanceof Slice) {
                Slice s = (Slice) v;
                slice(s.start, s.stop, s.step);
            } else if (v instanceof Boolean) {
                add(BOOL);
                add((Boolean) v ? 1 : 0);
            } else if (v instanceof Tensor) {
                add(TENSOR);
                add(tensors.size());
                tensors.add((Tensor) v);
            } else if (v instanceof String) {
                for (String token : ((String) v).split(",", -1)) {
                    token(token.trim(), (String) v);
                }
            } else if (v instanceof long[]) {
                long[] a = (long[]) v;
                add(INTS);
                add(a.length);
                for (long x : a) {
                    add(x);
                }
            } else if (v instanceof int[]) {
                int[] a = (int[]) v;
                add(INTS);
                add(a.length);
                for (int x : a) {
                    add(x);
                }
            } else if (v instanceof List) {
                List<?> l = (List<?>) v;
                add(INTS);
                add(l.size());
                for (Object x : l) {
                    if (!(x instanceof Long || x instanceof Integer || x instanceof Short || x instanceof Byte)) {
                        throw new IllegalArgumentException("an index list holds integers only, got " + x);
                    }
                    add(((Number) x).longValue());
                }
            } else {
                throw new IllegalArgumentException("not an index: " + v + " (" + v.getClass().getName() + ")");
            }
        }

        private void token(String t, String whole) {
            try {
                if (t.equals("...")) {
                    add(ELLIPSIS);
                } else if (t.equals("None")) {
                    add(NONE);
                } else if (t.equals("True") || t.equals("False")) {
                    add(BOOL);
                    add(t.equals("True") ? 1 : 0);
                } else if (t.contains(":")) {
                    String[] parts = t.split(":", -1);
                    if (parts.length > 3) {
                        throw new IllegalArgumentException();
                    }
                    Long[] p = new Long[3];
                    for (int i = 0; i < parts.length; i++) {
                        String s = parts[i].trim();
                        p[i] = s.isEmpty() ? null : Long.parseLong(s);
                    }
                    slice(p[0], p[1], p[2]);
                } else {
                    add(INT);
                    add(Long.parseLong(t));
                }
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("cannot read index '" + t + "' in \"" + whole
                        + "\": expected an integer, start:stop:step, None, ... or True/False");
            }
        }

        long[] ids() {
            long[] ids = new long[tensors.size()];
            for (int i = 0; i < ids.length; i++) {
                ids[i] = tensors.get(i).id;
            }
            return ids;
        }
    }

    private static Spec spec(Object[] indices) {
        Spec s = new Spec();
        if (indices == null) {
            s.item(null);
            return s;
        }
        for (Object v : indices) {
            s.item(v);
        }
        return s;
    }

    static Tensor index(Tensor self, Object[] indices) {
        Spec s = spec(indices);
        PointerScope.Stack st = PointerScope.stack();
        st.stopIfInterrupted();
        long id = 0;
        try {
            id = index(Tensor.idOf(self, "self"), st.gradEnabled(), Arrays.copyOf(s.longs, s.n), s.ids());
            return Tensor.wrap(id, st);
        } catch (Throwable e) {
            st.lostId = id;
            st.recoverLost();
            throw e;
        } finally {
            Reference.reachabilityFence(s.tensors);
            Reference.reachabilityFence(self);
        }
    }

    static Tensor indexPut(Tensor self, Object value, Object[] indices) {
        Spec s = spec(indices);
        PointerScope.Stack st = PointerScope.stack();
        st.stopIfInterrupted();
        long valueId = 0;
        double number = 0;
        long integer = 0;
        boolean isInt = false;
        if (value instanceof Tensor) {
            valueId = ((Tensor) value).id;
        } else if (value instanceof Long || value instanceof Integer || value instanceof Short || value instanceof Byte) {
            integer = ((Number) value).longValue();
            isInt = true;
        } else if (value instanceof Number) {
            number = ((Number) value).doubleValue();
        } else if (value instanceof Boolean) {
            integer = (Boolean) value ? 1 : 0;
            isInt = true;
        } else {
            throw new IllegalArgumentException("an index assignment takes a tensor or a number, got " + value);
        }
        try {
            indexPut(Tensor.idOf(self, "self"), st.gradEnabled(), Arrays.copyOf(s.longs, s.n), s.ids(), valueId, number, integer, isInt);
            return self;
        } finally {
            Reference.reachabilityFence(s.tensors);
            Reference.reachabilityFence(value);
        }
    }

    private static native long index(long self, boolean grad, long[] spec, long[] tensors);

    private static native void indexPut(long self, boolean grad, long[] spec, long[] tensors, long value, double number,
            long integer, boolean isInt);
}
