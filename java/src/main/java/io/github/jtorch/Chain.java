package io.github.jtorch;

import java.lang.ref.Reference;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Ops applied one after another to a running tensor, run in one native call by
 * {@link #run(Tensor)}, as a model's forward pass through its layers is. Only the last step's
 * result becomes a {@link Tensor}: the tensors between steps are never given an id, a Java
 * object or a place in a scope, and are freed as soon as the next step has used them (what
 * autograd needs of them it keeps, as it would of any op's inputs).
 *
 * <p>A step is an op of {@link Ops#SPECS} whose first argument is a tensor and which returns
 * one, such as {@code linear}, {@code relu} or {@code dropout}; {@link #then(String, Object...)}
 * gives its other arguments, in the table's order, as {@link Ops} takes them. The result is the
 * same tensor the ops called one by one give, and an error names the op that failed.
 *
 * <p>{@link io.github.jtorch.nn.Sequential} runs each stretch of layers that can append
 * themselves ({@link io.github.jtorch.nn.Module#appendTo(Chain)}) this way. A chain belongs to
 * the thread that builds it; it holds its argument tensors until it is dropped, and checks
 * that they are live when it runs.
 */
public final class Chain {
    static {
        NativeLoader.loadForClass();
    }

    /** The rows that may be steps, by name (two rows may share one, as add's do). */
    private static final Map<String, List<OpSpec>> STEPS = new HashMap<>();

    static {
        for (OpSpec s : Ops.SPECS) {
            if (s.takesTensorFirst() && s.returns == OpSpec.Returns.TENSOR) {
                STEPS.computeIfAbsent(s.name, k -> new ArrayList<>()).add(s);
            }
        }
    }

    private final List<OpSpec> specs = new ArrayList<>();
    private final List<Object[]> args = new ArrayList<>();

    /**
     * Appends op {@code op} applied to the running tensor, with {@code rest} as its other
     * arguments: tensors as {@link Tensor} (null for an optional one left out), numbers as
     * {@link Number}, flags as {@link Boolean}, integer lists as {@code long[]}, dtypes as
     * {@link DType} and devices as {@link Device}. Trailing arguments with defaults may be left
     * out, as in {@link Ops}. Returns this.
     *
     * @throws IllegalArgumentException when no op of that name takes a tensor first, returns
     *     one and takes these arguments
     * @throws NullPointerException when {@code rest} itself is null
     */
    public Chain then(String op, Object... rest) {
        if (rest == null) {
            throw new NullPointerException("the arguments of a step must be an array, not null (an optional tensor left out is new Object[] {null})");
        }
        List<OpSpec> rows = STEPS.get(op);
        if (rows == null) {
            throw new IllegalArgumentException("no op " + op + " takes a tensor first and returns one, as a chain step must");
        }
        for (OpSpec s : rows) {
            if (fits(s, rest)) {
                specs.add(s);
                args.add(rest.clone());
                return this;
            }
        }
        StringBuilder takes = new StringBuilder();
        for (OpSpec s : rows) {
            takes.append(takes.length() == 0 ? "" : " or ").append(s.args.subList(1, s.args.size()));
        }
        throw new IllegalArgumentException("op " + op + " takes " + takes + " after its input, not " + kinds(rest));
    }

    /** The kinds of {@code args}, for a message: their values may be huge or endless. */
    private static String kinds(Object[] args) {
        StringBuilder b = new StringBuilder("(");
        for (Object a : args) {
            b.append(b.length() == 1 ? "" : ", ").append(a == null ? "null" : a instanceof Tensor ? "tensor" : a.getClass().getSimpleName());
        }
        return b.append(')').toString();
    }

    /** How many steps the chain has. */
    public int length() {
        return specs.size();
    }

    /**
     * Drops every step after the first {@code length}: for a module that appended some steps
     * and then found it cannot append the rest.
     */
    public void truncate(int length) {
        if (length < 0 || length > specs.size()) {
            throw new IllegalArgumentException("a chain of " + specs.size() + " steps cannot be cut to " + length);
        }
        specs.subList(length, specs.size()).clear();
        args.subList(length, args.size()).clear();
    }

    /**
     * Runs the steps on {@code input}: the last step's result, in the calling thread's current
     * scope as any op's; {@code input} itself when there are no steps. The steps run with
     * gradients recorded or not as the calling thread has it; the thread's interrupt stops
     * the chain before it runs.
     *
     * @throws IllegalStateException when a tensor it names has been released
     * @throws TorchException when a step fails (its message names the op)
     */
    public Tensor run(Tensor input) {
        if (specs.isEmpty()) {
            Tensor.idOf(input, "input");
            return input;
        }
        PointerScope.Stack st = PointerScope.forOp();
        long id = 0;
        try {
            id = run(st.gradEnabled(), program(input));
            return Tensor.wrap(id, st);
        } catch (Throwable e) {
            st.lostId = id; // see PointerScope.Stack.lostId
            st.recoverLost();
            throw e;
        } finally {
            // Unscoped arguments' cleaners must not free them before the steps have run.
            Reference.reachabilityFence(input);
            Reference.reachabilityFence(args);
        }
    }

    /**
     * The program the native side reads: for each step, its op's index, the length of its
     * packed arguments ({@link OpArgs}), then those; the first step's start with the input.
     */
    private long[] program(Tensor input) {
        OpArgs[] packed = new OpArgs[specs.size()];
        int total = 0;
        for (int k = 0; k < packed.length; k++) {
            packed[k] = new OpArgs();
            if (k == 0) {
                packed[k].tensor(input, "input");
            }
            pack(packed[k], specs.get(k), args.get(k));
            total += 2 + packed[k].packedLength();
        }
        long[] program = new long[total];
        int at = 0;
        for (int k = 0; k < packed.length; k++) {
            int length = packed[k].packedLength();
            program[at] = specs.get(k).index;
            program[at + 1] = length;
            packed[k].packInto(program, at + 2);
            at += 2 + length;
        }
        return program;
    }

    /** Whether {@code rest} can be the arguments after the first of {@code s}. */
    private static boolean fits(OpSpec s, Object[] rest) {
        List<OpSpec.ArgType> types = s.argTypes;
        if (rest.length + 1 < s.required || rest.length + 1 > types.size()) {
            return false;
        }
        for (int k = 0; k < rest.length; k++) {
            if (!fits(types.get(k + 1), rest[k])) {
                return false;
            }
        }
        return true;
    }

    private static boolean fits(OpSpec.ArgType type, Object v) {
        switch (type) {
            case TENSOR:
                return v instanceof Tensor;
            case OPT_TENSOR:
                return v == null || v instanceof Tensor;
            case TENSORS:
                return v instanceof List && ((List<?>) v).stream().allMatch(t -> t instanceof Tensor);
            case NUMBER:
                return v instanceof Number;
            case OPT_NUMBER:
                return v == null || v instanceof Number;
            case INT:
                return v instanceof Long || v instanceof Integer || v instanceof Short || v instanceof Byte;
            case BOOL:
            case BOOL_TRUE:
                return v instanceof Boolean;
            case INTS:
                return v instanceof long[];
            case DTYPE:
                return v == null || v instanceof DType;
            case DEVICE:
                return v == null || v instanceof Device;
            default:
                return false;
        }
    }

    /** Packs the arguments after the first, each left out taking its default. */
    @SuppressWarnings("unchecked")
    private static void pack(OpArgs x, OpSpec s, Object[] rest) {
        List<OpSpec.ArgType> types = s.argTypes;
        for (int k = 1; k < types.size(); k++) {
            Object v = k - 1 < rest.length ? rest[k - 1] : null;
            String name = s.args.get(k);
            switch (types.get(k)) {
                case TENSOR:
                    x.tensor((Tensor) v, name);
                    break;
                case OPT_TENSOR:
                    x.optTensor((Tensor) v);
                    break;
                case TENSORS:
                    x.tensors((List<Tensor>) v, name);
                    break;
                case NUMBER:
                    x.number((Number) v, name);
                    break;
                case OPT_NUMBER:
                    x.optNumber((Number) v, name);
                    break;
                case INT:
                    x.integer(((Number) v).longValue());
                    break;
                case BOOL:
                    x.bool(v != null && (Boolean) v);
                    break;
                case BOOL_TRUE:
                    x.bool(v == null || (Boolean) v);
                    break;
                case INTS:
                    x.ints((long[]) v);
                    break;
                case DTYPE:
                    x.dtype((DType) v);
                    break;
                case DEVICE:
                    x.device((Device) v);
                    break;
                default:
                    throw new IllegalStateException("unknown argument type " + types.get(k) + " of op " + s.name);
            }
        }
    }

    private static native long run(boolean grad, long[] program);
}
