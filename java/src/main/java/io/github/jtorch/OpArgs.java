package io.github.jtorch;

import java.lang.ref.Reference;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAccumulator;
import java.util.concurrent.atomic.LongAdder;

/**
 * Arguments of a general op, gathered in signature order (one call per {@link OpSpec.ArgType})
 * and sent as one array ({@link #packed()}). Used by the generated {@link Ops}.
 */
final class OpArgs {
    private long[] tensors = new long[4];
    /** The argument tensors themselves, reachable until the native call is done. */
    private Tensor[] held = new Tensor[4];
    private int nh;
    private double[] numbers = new double[2];
    private long[] ints = new long[4];
    private int nt;
    private int nn;
    private int ni;

    private void pushId(long id) {
        if (nt == tensors.length) {
            tensors = Arrays.copyOf(tensors, nt * 2);
        }
        tensors[nt++] = id;
    }

    private void pushNumber(double v) {
        if (nn == numbers.length) {
            numbers = Arrays.copyOf(numbers, nn * 2);
        }
        numbers[nn++] = v;
    }

    private void pushInt(long v) {
        if (ni == ints.length) {
            ints = Arrays.copyOf(ints, Math.max(4, ni * 2));
        }
        ints[ni++] = v;
    }

    void tensor(Tensor t, String name) {
        pushId(Tensor.idOf(t, name));
        hold(t);
    }

    void optTensor(Tensor t) {
        pushId(t == null ? 0 : t.id);
        if (t != null) {
            hold(t);
        }
    }

    private void hold(Tensor t) {
        if (nh == held.length) {
            held = Arrays.copyOf(held, nh * 2);
        }
        held[nh++] = t;
    }

    void tensors(List<Tensor> list, String name) {
        if (list == null) {
            throw new NullPointerException(name + " must be a list of tensors, not null");
        }
        pushInt(list.size());
        for (int i = 0; i < list.size(); i++) {
            tensor(list.get(i), name + "[" + i + "]");
        }
    }

    /**
     * A number; an integer (Long, Integer, Short, Byte, the atomic and adder longs, a
     * BigInteger) stays exact. An integer beyond a long is refused, as PyTorch refuses it.
     */
    void number(Number v, String name) {
        if (v == null) {
            throw new NullPointerException(name + " must be a number, not null");
        }
        tagged(v, name);
    }

    /** An optional number: null is none. */
    void optNumber(Number v, String name) {
        if (v == null) {
            pushInt(NO_NUMBER);
        } else {
            tagged(v, name);
        }
    }

    /** Number tags in the integers (src/ops/args.rs): none, a float in the numbers, an integer. */
    private static final long NO_NUMBER = 0;
    private static final long FLOAT = 1;
    private static final long INTEGER = 2;

    private void tagged(Number v, String name) {
        if (v instanceof BigInteger && ((BigInteger) v).bitLength() >= 64) {
            throw new IllegalArgumentException(name + " " + v + " does not fit in a long (LibTorch's integers are 64-bit)");
        }
        if (v instanceof Long || v instanceof Integer || v instanceof Short || v instanceof Byte || v instanceof BigInteger
                || v instanceof AtomicLong || v instanceof AtomicInteger || v instanceof LongAdder
                || v instanceof LongAccumulator) {
            pushInt(INTEGER);
            pushInt(v.longValue());
        } else {
            pushInt(FLOAT);
            pushNumber(v.doubleValue());
        }
    }

    void integer(long v) {
        pushInt(v);
    }

    void bool(boolean v) {
        pushInt(v ? 1 : 0);
    }

    void ints(long[] v) {
        if (v == null) {
            throw new NullPointerException("an integer list argument must not be null");
        }
        pushInt(v.length);
        for (long x : v) {
            pushInt(x);
        }
    }

    void dtype(DType d) {
        pushInt(DType.codeOf(d));
    }

    void device(Device d) {
        pushInt(Device.codeOf(d));
    }

    /**
     * The arguments in the one array the native entry points read: the count of tensor ids,
     * the count of numbers, the ids, the numbers (as their bits), then the integers.
     */
    private long[] packed() {
        long[] a = new long[packedLength()];
        packInto(a, 0);
        return a;
    }

    /** The length of {@link #packed()}. */
    int packedLength() {
        return 2 + nt + nn + ni;
    }

    /** Writes {@link #packed()}'s elements into {@code a} from {@code at}. */
    void packInto(long[] a, int at) {
        a[at] = nt;
        a[at + 1] = nn;
        System.arraycopy(tensors, 0, a, at + 2, nt);
        for (int k = 0; k < nn; k++) {
            a[at + 2 + nt + k] = Double.doubleToRawLongBits(numbers[k]);
        }
        System.arraycopy(ints, 0, a, at + 2 + nt + nn, ni);
    }

    /** The native call of an op returning one tensor, an optional one or nothing: the id, or 0. */
    private long call(int op, PointerScope.Stack stack) {
        stack.stopIfInterrupted();
        try {
            return Ops.general(op, stack.gradEnabled(), packed());
        } finally {
            // An unscoped argument's cleaner must not free it before the op has run.
            Reference.reachabilityFence(held);
        }
    }

    /** The native call of an op returning a list of tensors: their ids. */
    private long[] callList(int op, PointerScope.Stack stack) {
        stack.stopIfInterrupted();
        try {
            return Ops.generalList(op, stack.gradEnabled(), packed());
        } finally {
            Reference.reachabilityFence(held);
        }
    }

    /** Runs op {@code op}, which returns one tensor. */
    Tensor one(int op) {
        PointerScope.Stack st = PointerScope.stack();
        long id = 0;
        try {
            id = call(op, st);
            return Tensor.wrap(id, st);
        } catch (Throwable e) {
            st.lostId = id; // see PointerScope.Stack.lostId
            st.recoverLost();
            throw e;
        }
    }

    /** Runs op {@code op}, which returns a tensor or nothing (null). */
    Tensor maybe(int op) {
        PointerScope.Stack st = PointerScope.stack();
        long id = 0;
        try {
            id = call(op, st);
            return id == 0 ? null : Tensor.wrap(id, st);
        } catch (Throwable e) {
            st.lostId = id;
            st.recoverLost();
            throw e;
        }
    }

    /**
     * Runs op {@code op}, which returns a list of tensors. Of a list an asynchronous
     * exception takes from Java, only the last tensor is found and freed (see
     * docs/reliability.md, Limits).
     */
    List<Tensor> list(int op) {
        PointerScope.Stack st = PointerScope.stack();
        long[] ids = null;
        int wrapped = 0;
        try {
            ids = callList(op, st);
            Tensor[] out = new Tensor[ids.length];
            for (; wrapped < ids.length; wrapped++) {
                out[wrapped] = Tensor.wrap(ids[wrapped], st);
            }
            return List.of(out);
        } catch (Throwable e) {
            // The ones wrapped are the scope's already; the rest never reached a Tensor.
            st.lostFrom = wrapped;
            st.lostIds = ids;
            st.recoverLost();
            throw e;
        }
    }

    /** Runs op {@code op}, which returns nothing. */
    void none(int op) {
        call(op, PointerScope.stack());
    }
}
