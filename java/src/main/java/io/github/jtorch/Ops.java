// Generated from src/ops/table.rs by `make bindings`. Do not edit.
package io.github.jtorch;

import java.lang.ref.Reference;
import java.util.List;

/**
 * Every tensor op, as static methods; one per row of the native op table.
 * Results attach to the calling thread's innermost open {@link PointerScope}.
 * Errors: {@link NullPointerException} for a null tensor, {@link IllegalStateException}
 * for a released one, {@link IllegalArgumentException} for a bad argument,
 * {@link TorchException} when LibTorch rejects the call.
 */
public final class Ops {
    private Ops() {}

    static {
        NativeLoader.load();
    }

    /** A tensor of the given shape filled with 0. */
    public static Tensor zeros(long[] shape, DType dtype, Device device) {
        PointerScope.Stack st = PointerScope.forOp();
        return runLDV(0, st, shape, DType.codeOf(dtype), Device.codeOf(device));
    }

    /** A tensor of the given shape filled with 0. */
    public static Tensor zeros(long[] shape, DType dtype) {
        return zeros(shape, dtype, null);
    }

    /** A tensor of the given shape filled with 0. */
    public static Tensor zeros(long... shape) {
        return zeros(shape, null, null);
    }

    /** A tensor of the given shape filled with 1. */
    public static Tensor ones(long[] shape, DType dtype, Device device) {
        PointerScope.Stack st = PointerScope.forOp();
        return runLDV(1, st, shape, DType.codeOf(dtype), Device.codeOf(device));
    }

    /** A tensor of the given shape filled with 1. */
    public static Tensor ones(long[] shape, DType dtype) {
        return ones(shape, dtype, null);
    }

    /** A tensor of the given shape filled with 1. */
    public static Tensor ones(long... shape) {
        return ones(shape, null, null);
    }

    /** Uniform random numbers in [0, 1). */
    public static Tensor rand(long[] shape, DType dtype, Device device) {
        PointerScope.Stack st = PointerScope.forOp();
        return runLDV(2, st, shape, DType.codeOf(dtype), Device.codeOf(device));
    }

    /** Uniform random numbers in [0, 1). */
    public static Tensor rand(long[] shape, DType dtype) {
        return rand(shape, dtype, null);
    }

    /** Uniform random numbers in [0, 1). */
    public static Tensor rand(long... shape) {
        return rand(shape, null, null);
    }

    /** Standard normal random numbers. */
    public static Tensor randn(long[] shape, DType dtype, Device device) {
        PointerScope.Stack st = PointerScope.forOp();
        return runLDV(3, st, shape, DType.codeOf(dtype), Device.codeOf(device));
    }

    /** Standard normal random numbers. */
    public static Tensor randn(long[] shape, DType dtype) {
        return randn(shape, dtype, null);
    }

    /** Standard normal random numbers. */
    public static Tensor randn(long... shape) {
        return randn(shape, null, null);
    }

    /** Values from start (inclusive) to end (exclusive) by step: int64 when all three are integers, float32 otherwise, unless a dtype is given (as in PyTorch). */
    public static Tensor arange(Number start, Number end, Number step, DType dtype, Device device) {
        OpArgs x = new OpArgs();
        x.s(start, "start"); x.s(end, "end"); x.s(step, "step"); x.d(dtype); x.v(device);
        return x.one(4);
    }

    /** Values from start (inclusive) to end (exclusive) by step: int64 when all three are integers, float32 otherwise, unless a dtype is given (as in PyTorch). */
    public static Tensor arange(Number start, Number end, Number step, DType dtype) {
        return arange(start, end, step, dtype, null);
    }

    /** Values from start (inclusive) to end (exclusive) by step: int64 when all three are integers, float32 otherwise, unless a dtype is given (as in PyTorch). */
    public static Tensor arange(Number start, Number end, Number step) {
        return arange(start, end, step, null, null);
    }

    /** A tensor of the given shape filled with value: int64 for an integer value, float32 for any other, unless a dtype is given (as in PyTorch). */
    public static Tensor full(long[] shape, Number value, DType dtype, Device device) {
        OpArgs x = new OpArgs();
        x.l(shape); x.s(value, "value"); x.d(dtype); x.v(device);
        return x.one(5);
    }

    /** A tensor of the given shape filled with value: int64 for an integer value, float32 for any other, unless a dtype is given (as in PyTorch). */
    public static Tensor full(long[] shape, Number value, DType dtype) {
        return full(shape, value, dtype, null);
    }

    /** A tensor of the given shape filled with value: int64 for an integer value, float32 for any other, unless a dtype is given (as in PyTorch). */
    public static Tensor full(long[] shape, Number value) {
        return full(shape, value, null, null);
    }

    /** Random integers in [low, high) (int64 unless a dtype is given). */
    public static Tensor randint(long low, long high, long[] shape, DType dtype, Device device) {
        OpArgs x = new OpArgs();
        x.i(low); x.i(high); x.l(shape); x.d(dtype); x.v(device);
        return x.one(6);
    }

    /** Random integers in [low, high) (int64 unless a dtype is given). */
    public static Tensor randint(long low, long high, long[] shape, DType dtype) {
        return randint(low, high, shape, dtype, null);
    }

    /** Random integers in [low, high) (int64 unless a dtype is given). */
    public static Tensor randint(long low, long high, long... shape) {
        return randint(low, high, shape, null, null);
    }

    /** steps values evenly spaced from start to end, both included. */
    public static Tensor linspace(Number start, Number end, long steps, DType dtype, Device device) {
        OpArgs x = new OpArgs();
        x.s(start, "start"); x.s(end, "end"); x.i(steps); x.d(dtype); x.v(device);
        return x.one(7);
    }

    /** steps values evenly spaced from start to end, both included. */
    public static Tensor linspace(Number start, Number end, long steps, DType dtype) {
        return linspace(start, end, steps, dtype, null);
    }

    /** steps values evenly spaced from start to end, both included. */
    public static Tensor linspace(Number start, Number end, long steps) {
        return linspace(start, end, steps, null, null);
    }

    /** The n x n identity matrix. */
    public static Tensor eye(long n, DType dtype, Device device) {
        OpArgs x = new OpArgs();
        x.i(n); x.d(dtype); x.v(device);
        return x.one(8);
    }

    /** The n x n identity matrix. */
    public static Tensor eye(long n, DType dtype) {
        return eye(n, dtype, null);
    }

    /** The n x n identity matrix. */
    public static Tensor eye(long n) {
        return eye(n, null, null);
    }

    /** Zeros with a's shape, dtype and device. */
    public static Tensor zerosLike(Tensor a) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runT(9, st, Tensor.idOf(a, "a"));
        Reference.reachabilityFence(a);
        return out;
    }

    /** Ones with a's shape, dtype and device. */
    public static Tensor onesLike(Tensor a) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runT(10, st, Tensor.idOf(a, "a"));
        Reference.reachabilityFence(a);
        return out;
    }

    /** Standard normal numbers with a's shape, dtype and device. */
    public static Tensor randnLike(Tensor a) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runT(11, st, Tensor.idOf(a, "a"));
        Reference.reachabilityFence(a);
        return out;
    }

    /** Element-wise a + b, broadcasting. */
    public static Tensor add(Tensor a, Tensor b) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runTT(12, st, Tensor.idOf(a, "a"), Tensor.idOf(b, "b"));
        Reference.reachabilityFence(a);
        Reference.reachabilityFence(b);
        return out;
    }

    /** Adds the number b to every element of a. */
    public static Tensor add(Tensor a, double b) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runTS(13, st, Tensor.idOf(a, "a"), b, 0L, false);
        Reference.reachabilityFence(a);
        return out;
    }

    /** Adds the number b to every element of a. (An integer b keeps an integer tensor's dtype.) */
    public static Tensor add(Tensor a, long b) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runTS(13, st, Tensor.idOf(a, "a"), 0.0, b, true);
        Reference.reachabilityFence(a);
        return out;
    }

    /** Element-wise a - b, broadcasting. */
    public static Tensor sub(Tensor a, Tensor b) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runTT(14, st, Tensor.idOf(a, "a"), Tensor.idOf(b, "b"));
        Reference.reachabilityFence(a);
        Reference.reachabilityFence(b);
        return out;
    }

    /** Subtracts the number b from every element of a. */
    public static Tensor sub(Tensor a, double b) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runTS(15, st, Tensor.idOf(a, "a"), b, 0L, false);
        Reference.reachabilityFence(a);
        return out;
    }

    /** Subtracts the number b from every element of a. (An integer b keeps an integer tensor's dtype.) */
    public static Tensor sub(Tensor a, long b) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runTS(15, st, Tensor.idOf(a, "a"), 0.0, b, true);
        Reference.reachabilityFence(a);
        return out;
    }

    /** Element-wise a * b, broadcasting. */
    public static Tensor mul(Tensor a, Tensor b) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runTT(16, st, Tensor.idOf(a, "a"), Tensor.idOf(b, "b"));
        Reference.reachabilityFence(a);
        Reference.reachabilityFence(b);
        return out;
    }

    /** Multiplies every element of a by the number b. */
    public static Tensor mul(Tensor a, double b) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runTS(17, st, Tensor.idOf(a, "a"), b, 0L, false);
        Reference.reachabilityFence(a);
        return out;
    }

    /** Multiplies every element of a by the number b. (An integer b keeps an integer tensor's dtype.) */
    public static Tensor mul(Tensor a, long b) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runTS(17, st, Tensor.idOf(a, "a"), 0.0, b, true);
        Reference.reachabilityFence(a);
        return out;
    }

    /** Element-wise true division a / b, broadcasting. */
    public static Tensor div(Tensor a, Tensor b) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runTT(18, st, Tensor.idOf(a, "a"), Tensor.idOf(b, "b"));
        Reference.reachabilityFence(a);
        Reference.reachabilityFence(b);
        return out;
    }

    /** Divides every element of a by the number b. */
    public static Tensor div(Tensor a, double b) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runTS(19, st, Tensor.idOf(a, "a"), b, 0L, false);
        Reference.reachabilityFence(a);
        return out;
    }

    /** Divides every element of a by the number b. (An integer b keeps an integer tensor's dtype.) */
    public static Tensor div(Tensor a, long b) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runTS(19, st, Tensor.idOf(a, "a"), 0.0, b, true);
        Reference.reachabilityFence(a);
        return out;
    }

    /** Element-wise a to the power b, broadcasting. */
    public static Tensor pow(Tensor a, Tensor b) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runTT(20, st, Tensor.idOf(a, "a"), Tensor.idOf(b, "b"));
        Reference.reachabilityFence(a);
        Reference.reachabilityFence(b);
        return out;
    }

    /** Every element of a to the power of the number b. */
    public static Tensor pow(Tensor a, double b) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runTS(21, st, Tensor.idOf(a, "a"), b, 0L, false);
        Reference.reachabilityFence(a);
        return out;
    }

    /** Every element of a to the power of the number b. (An integer b keeps an integer tensor's dtype.) */
    public static Tensor pow(Tensor a, long b) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runTS(21, st, Tensor.idOf(a, "a"), 0.0, b, true);
        Reference.reachabilityFence(a);
        return out;
    }

    /** Element-wise -a. */
    public static Tensor neg(Tensor a) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runT(22, st, Tensor.idOf(a, "a"));
        Reference.reachabilityFence(a);
        return out;
    }

    /** Element-wise e^a. */
    public static Tensor exp(Tensor a) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runT(23, st, Tensor.idOf(a, "a"));
        Reference.reachabilityFence(a);
        return out;
    }

    /** Element-wise natural logarithm. */
    public static Tensor log(Tensor a) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runT(24, st, Tensor.idOf(a, "a"));
        Reference.reachabilityFence(a);
        return out;
    }

    /** Element-wise square root. */
    public static Tensor sqrt(Tensor a) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runT(25, st, Tensor.idOf(a, "a"));
        Reference.reachabilityFence(a);
        return out;
    }

    /** Element-wise absolute value. */
    public static Tensor abs(Tensor a) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runT(26, st, Tensor.idOf(a, "a"));
        Reference.reachabilityFence(a);
        return out;
    }

    /** Element-wise max(a, 0). */
    public static Tensor relu(Tensor a) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runT(27, st, Tensor.idOf(a, "a"));
        Reference.reachabilityFence(a);
        return out;
    }

    /** Element-wise logistic sigmoid. */
    public static Tensor sigmoid(Tensor a) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runT(28, st, Tensor.idOf(a, "a"));
        Reference.reachabilityFence(a);
        return out;
    }

    /** Element-wise hyperbolic tangent. */
    public static Tensor tanh(Tensor a) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runT(29, st, Tensor.idOf(a, "a"));
        Reference.reachabilityFence(a);
        return out;
    }

    /** Limits every element to [min, max]; either bound may be nil (none), not both. Integer bounds keep an integer tensor's dtype. */
    public static Tensor clamp(Tensor a, Number min, Number max) {
        OpArgs x = new OpArgs();
        x.t(a, "a"); x.q(min, "min"); x.q(max, "max");
        return x.one(30);
    }

    /** Limits every element to [min, max]; either bound may be nil (none), not both. Integer bounds keep an integer tensor's dtype. */
    public static Tensor clamp(Tensor a, Number min) {
        return clamp(a, min, null);
    }

    /** Softmax along dim. */
    public static Tensor softmax(Tensor a, long dim) {
        OpArgs x = new OpArgs();
        x.t(a, "a"); x.i(dim);
        return x.one(31);
    }

    /** Log of the softmax along dim, computed stably. */
    public static Tensor logSoftmax(Tensor a, long dim) {
        OpArgs x = new OpArgs();
        x.t(a, "a"); x.i(dim);
        return x.one(32);
    }

    /** Element-wise a == b. */
    public static Tensor eq(Tensor a, Tensor b) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runTT(33, st, Tensor.idOf(a, "a"), Tensor.idOf(b, "b"));
        Reference.reachabilityFence(a);
        Reference.reachabilityFence(b);
        return out;
    }

    /** Element-wise a == the number b. */
    public static Tensor eq(Tensor a, double b) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runTS(34, st, Tensor.idOf(a, "a"), b, 0L, false);
        Reference.reachabilityFence(a);
        return out;
    }

    /** Element-wise a == the number b. (An integer b keeps an integer tensor's dtype.) */
    public static Tensor eq(Tensor a, long b) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runTS(34, st, Tensor.idOf(a, "a"), 0.0, b, true);
        Reference.reachabilityFence(a);
        return out;
    }

    /** Element-wise a != b. */
    public static Tensor ne(Tensor a, Tensor b) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runTT(35, st, Tensor.idOf(a, "a"), Tensor.idOf(b, "b"));
        Reference.reachabilityFence(a);
        Reference.reachabilityFence(b);
        return out;
    }

    /** Element-wise a != the number b. */
    public static Tensor ne(Tensor a, double b) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runTS(36, st, Tensor.idOf(a, "a"), b, 0L, false);
        Reference.reachabilityFence(a);
        return out;
    }

    /** Element-wise a != the number b. (An integer b keeps an integer tensor's dtype.) */
    public static Tensor ne(Tensor a, long b) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runTS(36, st, Tensor.idOf(a, "a"), 0.0, b, true);
        Reference.reachabilityFence(a);
        return out;
    }

    /** Element-wise a > b. */
    public static Tensor gt(Tensor a, Tensor b) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runTT(37, st, Tensor.idOf(a, "a"), Tensor.idOf(b, "b"));
        Reference.reachabilityFence(a);
        Reference.reachabilityFence(b);
        return out;
    }

    /** Element-wise a > the number b. */
    public static Tensor gt(Tensor a, double b) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runTS(38, st, Tensor.idOf(a, "a"), b, 0L, false);
        Reference.reachabilityFence(a);
        return out;
    }

    /** Element-wise a > the number b. (An integer b keeps an integer tensor's dtype.) */
    public static Tensor gt(Tensor a, long b) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runTS(38, st, Tensor.idOf(a, "a"), 0.0, b, true);
        Reference.reachabilityFence(a);
        return out;
    }

    /** Element-wise a < b. */
    public static Tensor lt(Tensor a, Tensor b) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runTT(39, st, Tensor.idOf(a, "a"), Tensor.idOf(b, "b"));
        Reference.reachabilityFence(a);
        Reference.reachabilityFence(b);
        return out;
    }

    /** Element-wise a < the number b. */
    public static Tensor lt(Tensor a, double b) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runTS(40, st, Tensor.idOf(a, "a"), b, 0L, false);
        Reference.reachabilityFence(a);
        return out;
    }

    /** Element-wise a < the number b. (An integer b keeps an integer tensor's dtype.) */
    public static Tensor lt(Tensor a, long b) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runTS(40, st, Tensor.idOf(a, "a"), 0.0, b, true);
        Reference.reachabilityFence(a);
        return out;
    }

    /** Element-wise a >= b. */
    public static Tensor ge(Tensor a, Tensor b) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runTT(41, st, Tensor.idOf(a, "a"), Tensor.idOf(b, "b"));
        Reference.reachabilityFence(a);
        Reference.reachabilityFence(b);
        return out;
    }

    /** Element-wise a >= the number b. */
    public static Tensor ge(Tensor a, double b) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runTS(42, st, Tensor.idOf(a, "a"), b, 0L, false);
        Reference.reachabilityFence(a);
        return out;
    }

    /** Element-wise a >= the number b. (An integer b keeps an integer tensor's dtype.) */
    public static Tensor ge(Tensor a, long b) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runTS(42, st, Tensor.idOf(a, "a"), 0.0, b, true);
        Reference.reachabilityFence(a);
        return out;
    }

    /** Element-wise a <= b. */
    public static Tensor le(Tensor a, Tensor b) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runTT(43, st, Tensor.idOf(a, "a"), Tensor.idOf(b, "b"));
        Reference.reachabilityFence(a);
        Reference.reachabilityFence(b);
        return out;
    }

    /** Element-wise a <= the number b. */
    public static Tensor le(Tensor a, double b) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runTS(44, st, Tensor.idOf(a, "a"), b, 0L, false);
        Reference.reachabilityFence(a);
        return out;
    }

    /** Element-wise a <= the number b. (An integer b keeps an integer tensor's dtype.) */
    public static Tensor le(Tensor a, long b) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runTS(44, st, Tensor.idOf(a, "a"), 0.0, b, true);
        Reference.reachabilityFence(a);
        return out;
    }

    /** Sum of all elements, as a 0-dimensional tensor. */
    public static Tensor sum(Tensor a) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runT(45, st, Tensor.idOf(a, "a"));
        Reference.reachabilityFence(a);
        return out;
    }

    /** Sum over the given dimensions. */
    public static Tensor sum(Tensor a, long[] dims, boolean keepdim) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runTLB(46, st, Tensor.idOf(a, "a"), dims, keepdim);
        Reference.reachabilityFence(a);
        return out;
    }

    /** Sum over the given dimensions. */
    public static Tensor sum(Tensor a, long... dims) {
        return sum(a, dims, false);
    }

    /** Mean of all elements (floating dtypes), as a 0-dimensional tensor. */
    public static Tensor mean(Tensor a) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runT(47, st, Tensor.idOf(a, "a"));
        Reference.reachabilityFence(a);
        return out;
    }

    /** Mean over the given dimensions (floating dtypes). */
    public static Tensor mean(Tensor a, long[] dims, boolean keepdim) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runTLB(48, st, Tensor.idOf(a, "a"), dims, keepdim);
        Reference.reachabilityFence(a);
        return out;
    }

    /** Mean over the given dimensions (floating dtypes). */
    public static Tensor mean(Tensor a, long... dims) {
        return mean(a, dims, false);
    }

    /** Largest element. */
    public static Tensor max(Tensor a) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runT(49, st, Tensor.idOf(a, "a"));
        Reference.reachabilityFence(a);
        return out;
    }

    /** Largest values along dim (the values; argmax gives the indices). */
    public static Tensor max(Tensor a, long dim, boolean keepdim) {
        OpArgs x = new OpArgs();
        x.t(a, "a"); x.i(dim); x.b(keepdim);
        return x.one(50);
    }

    /** Largest values along dim (the values; argmax gives the indices). */
    public static Tensor max(Tensor a, long dim) {
        return max(a, dim, false);
    }

    /** Smallest element. */
    public static Tensor min(Tensor a) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runT(51, st, Tensor.idOf(a, "a"));
        Reference.reachabilityFence(a);
        return out;
    }

    /** Smallest values along dim (the values; argmin gives the indices). */
    public static Tensor min(Tensor a, long dim, boolean keepdim) {
        OpArgs x = new OpArgs();
        x.t(a, "a"); x.i(dim); x.b(keepdim);
        return x.one(52);
    }

    /** Smallest values along dim (the values; argmin gives the indices). */
    public static Tensor min(Tensor a, long dim) {
        return min(a, dim, false);
    }

    /** Index of the largest element in the flattened tensor. */
    public static Tensor argmax(Tensor a) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runT(53, st, Tensor.idOf(a, "a"));
        Reference.reachabilityFence(a);
        return out;
    }

    /** Indices of the largest values along dim. */
    public static Tensor argmax(Tensor a, long dim, boolean keepdim) {
        OpArgs x = new OpArgs();
        x.t(a, "a"); x.i(dim); x.b(keepdim);
        return x.one(54);
    }

    /** Indices of the largest values along dim. */
    public static Tensor argmax(Tensor a, long dim) {
        return argmax(a, dim, false);
    }

    /** Index of the smallest element in the flattened tensor. */
    public static Tensor argmin(Tensor a) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runT(55, st, Tensor.idOf(a, "a"));
        Reference.reachabilityFence(a);
        return out;
    }

    /** Indices of the smallest values along dim. */
    public static Tensor argmin(Tensor a, long dim, boolean keepdim) {
        OpArgs x = new OpArgs();
        x.t(a, "a"); x.i(dim); x.b(keepdim);
        return x.one(56);
    }

    /** Indices of the smallest values along dim. */
    public static Tensor argmin(Tensor a, long dim) {
        return argmin(a, dim, false);
    }

    /** Standard deviation of all elements (unbiased). */
    public static Tensor std(Tensor a) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runT(57, st, Tensor.idOf(a, "a"));
        Reference.reachabilityFence(a);
        return out;
    }

    /** Standard deviation over the given dimensions (unbiased). */
    public static Tensor std(Tensor a, long[] dims, boolean keepdim) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runTLB(58, st, Tensor.idOf(a, "a"), dims, keepdim);
        Reference.reachabilityFence(a);
        return out;
    }

    /** Standard deviation over the given dimensions (unbiased). */
    public static Tensor std(Tensor a, long... dims) {
        return std(a, dims, false);
    }

    /** Variance of all elements (unbiased). */
    public static Tensor var(Tensor a) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runT(59, st, Tensor.idOf(a, "a"));
        Reference.reachabilityFence(a);
        return out;
    }

    /** Variance over the given dimensions (unbiased). */
    public static Tensor var(Tensor a, long[] dims, boolean keepdim) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runTLB(60, st, Tensor.idOf(a, "a"), dims, keepdim);
        Reference.reachabilityFence(a);
        return out;
    }

    /** Variance over the given dimensions (unbiased). */
    public static Tensor var(Tensor a, long... dims) {
        return var(a, dims, false);
    }

    /** The same elements in a new shape; one dimension may be -1. */
    public static Tensor reshape(Tensor a, long... shape) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runTL(61, st, Tensor.idOf(a, "a"), shape);
        Reference.reachabilityFence(a);
        return out;
    }

    /** A view of a in a new shape (a must be contiguous enough); one dimension may be -1. */
    public static Tensor view(Tensor a, long... shape) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runTL(62, st, Tensor.idOf(a, "a"), shape);
        Reference.reachabilityFence(a);
        return out;
    }

    /** Swaps two dimensions. */
    public static Tensor transpose(Tensor a, long dim0, long dim1) {
        OpArgs x = new OpArgs();
        x.t(a, "a"); x.i(dim0); x.i(dim1);
        return x.one(63);
    }

    /** Reorders the dimensions. */
    public static Tensor permute(Tensor a, long... dims) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runTL(64, st, Tensor.idOf(a, "a"), dims);
        Reference.reachabilityFence(a);
        return out;
    }

    /** Removes every dimension of size 1. */
    public static Tensor squeeze(Tensor a) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runT(65, st, Tensor.idOf(a, "a"));
        Reference.reachabilityFence(a);
        return out;
    }

    /** Removes dimension dim if its size is 1. */
    public static Tensor squeeze(Tensor a, long dim) {
        OpArgs x = new OpArgs();
        x.t(a, "a"); x.i(dim);
        return x.one(66);
    }

    /** Inserts a dimension of size 1 at dim. */
    public static Tensor unsqueeze(Tensor a, long dim) {
        OpArgs x = new OpArgs();
        x.t(a, "a"); x.i(dim);
        return x.one(67);
    }

    /** All elements in one dimension. */
    public static Tensor flatten(Tensor a) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runT(68, st, Tensor.idOf(a, "a"));
        Reference.reachabilityFence(a);
        return out;
    }

    /** Merges dimensions start_dim to end_dim into one. */
    public static Tensor flatten(Tensor a, long start_dim, long end_dim) {
        OpArgs x = new OpArgs();
        x.t(a, "a"); x.i(start_dim); x.i(end_dim);
        return x.one(69);
    }

    /** Joins tensors along an existing dimension. */
    public static Tensor cat(java.util.List<Tensor> tensors, long dim) {
        OpArgs x = new OpArgs();
        x.x(tensors, "tensors"); x.i(dim);
        return x.one(70);
    }

    /** Joins tensors along a new dimension. */
    public static Tensor stack(java.util.List<Tensor> tensors, long dim) {
        OpArgs x = new OpArgs();
        x.x(tensors, "tensors"); x.i(dim);
        return x.one(71);
    }

    /** Pieces of split_size along dim (the last may be smaller). */
    public static java.util.List<Tensor> split(Tensor a, long split_size, long dim) {
        OpArgs x = new OpArgs();
        x.t(a, "a"); x.i(split_size); x.i(dim);
        return x.list(72);
    }

    /** At most chunks pieces of equal size along dim. */
    public static java.util.List<Tensor> chunk(Tensor a, long chunks, long dim) {
        OpArgs x = new OpArgs();
        x.t(a, "a"); x.i(chunks); x.i(dim);
        return x.list(73);
    }

    /** The entries of a at the int64 indices along dim. */
    public static Tensor indexSelect(Tensor a, long dim, Tensor index) {
        OpArgs x = new OpArgs();
        x.t(a, "a"); x.i(dim); x.t(index, "index");
        return x.one(74);
    }

    /** A view of length entries of a from start along dim. */
    public static Tensor narrow(Tensor a, long dim, long start, long length) {
        OpArgs x = new OpArgs();
        x.t(a, "a"); x.i(dim); x.i(start); x.i(length);
        return x.one(75);
    }

    /** The slice of a at index along dim, without that dimension. */
    public static Tensor select(Tensor a, long dim, long index) {
        OpArgs x = new OpArgs();
        x.t(a, "a"); x.i(dim); x.i(index);
        return x.one(76);
    }

    /** a with value where the bool mask is true. */
    public static Tensor maskedFill(Tensor a, Tensor mask, Number value) {
        OpArgs x = new OpArgs();
        x.t(a, "a"); x.t(mask, "mask"); x.s(value, "value");
        return x.one(77);
    }

    /** Elements of a where condition is true, of b elsewhere. */
    public static Tensor where(Tensor condition, Tensor a, Tensor b) {
        OpArgs x = new OpArgs();
        x.t(condition, "condition"); x.t(a, "a"); x.t(b, "b");
        return x.one(78);
    }

    /** Matrix product of a and b, with PyTorch's broadcasting rules. */
    public static Tensor matmul(Tensor a, Tensor b) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runTT(79, st, Tensor.idOf(a, "a"), Tensor.idOf(b, "b"));
        Reference.reachabilityFence(a);
        Reference.reachabilityFence(b);
        return out;
    }

    /** Product of two matrices (2-D only). */
    public static Tensor mm(Tensor a, Tensor b) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runTT(80, st, Tensor.idOf(a, "a"), Tensor.idOf(b, "b"));
        Reference.reachabilityFence(a);
        Reference.reachabilityFence(b);
        return out;
    }

    /** Batched product of two 3-D tensors. */
    public static Tensor bmm(Tensor a, Tensor b) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runTT(81, st, Tensor.idOf(a, "a"), Tensor.idOf(b, "b"));
        Reference.reachabilityFence(a);
        Reference.reachabilityFence(b);
        return out;
    }

    /** a converted to dtype. When a has that dtype already, no copy: a new handle over a's memory (releasing one leaves the other; for a leaf that requires grad, a view through which gradients reach a, so optimize a itself). */
    public static Tensor toDtype(Tensor a, DType dtype) {
        OpArgs x = new OpArgs();
        x.t(a, "a"); x.d(dtype);
        return x.one(82);
    }

    /** a on device. When a is there already, no copy: a new handle over a's memory (releasing one leaves the other; for a leaf that requires grad, a view through which gradients reach a, so optimize a itself). */
    public static Tensor toDevice(Tensor a, Device device) {
        OpArgs x = new OpArgs();
        x.t(a, "a"); x.v(device);
        return x.one(83);
    }

    /** a with its elements in row-major order in memory. */
    public static Tensor contiguous(Tensor a) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runT(84, st, Tensor.idOf(a, "a"));
        Reference.reachabilityFence(a);
        return out;
    }

    /** A copy of a with its own memory (recorded by autograd). */
    public static Tensor clone(Tensor a) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runT(85, st, Tensor.idOf(a, "a"));
        Reference.reachabilityFence(a);
        return out;
    }

    /** Turns gradient tracking for a on (by default) or off, in place. Returns a. */
    public static Tensor requiresGradInPlace(Tensor a, boolean requires_grad) {
        OpArgs x = new OpArgs();
        x.t(a, "a"); x.b(requires_grad);
        x.none(86);
        return a;
    }

    /** Turns gradient tracking for a on (by default) or off, in place. Returns a. */
    public static Tensor requiresGradInPlace(Tensor a) {
        return requiresGradInPlace(a, true);
    }

    /** Adds the gradients of loss into the .grad of the tensors it depends on, as loss.backward(gradient, retain_graph) does in PyTorch: a loss that is not a scalar needs gradient (the same shape: the weights of its elements). The graph is freed after, so a second backward through it fails, unless retain_graph is true. */
    public static void backward(Tensor loss, Tensor gradient, boolean retain_graph) {
        OpArgs x = new OpArgs();
        x.t(loss, "loss"); x.o(gradient); x.b(retain_graph);
        x.none(87);
    }

    /** Adds the gradients of loss into the .grad of the tensors it depends on, as loss.backward(gradient, retain_graph) does in PyTorch: a loss that is not a scalar needs gradient (the same shape: the weights of its elements). The graph is freed after, so a second backward through it fails, unless retain_graph is true. */
    public static void backward(Tensor loss, Tensor gradient) {
        backward(loss, gradient, false);
    }

    /** Adds the gradients of loss into the .grad of the tensors it depends on, as loss.backward(gradient, retain_graph) does in PyTorch: a loss that is not a scalar needs gradient (the same shape: the weights of its elements). The graph is freed after, so a second backward through it fails, unless retain_graph is true. */
    public static void backward(Tensor loss) {
        backward(loss, null, false);
    }

    /** The gradients of output with respect to each of inputs, as torch.autograd.grad(output, inputs, gradient, retain_graph, create_graph, materialize_grads=materialize_grads) gives them in PyTorch, leaving every .grad as it is. An output that is not a scalar needs gradient, as in backward. With create_graph the gradients have a graph of their own, for gradients of gradients (a gradient penalty, a Hessian-vector product), and output's graph is kept; otherwise it is freed, unless retain_graph is true. An input output does not depend on is an error, or with materialize_grads gets zeros. */
    public static java.util.List<Tensor> gradients(Tensor output, java.util.List<Tensor> inputs, Tensor gradient, boolean retain_graph, boolean create_graph, boolean materialize_grads) {
        OpArgs x = new OpArgs();
        x.t(output, "output"); x.x(inputs, "inputs"); x.o(gradient); x.b(retain_graph); x.b(create_graph); x.b(materialize_grads);
        return x.list(88);
    }

    /** The gradients of output with respect to each of inputs, as torch.autograd.grad(output, inputs, gradient, retain_graph, create_graph, materialize_grads=materialize_grads) gives them in PyTorch, leaving every .grad as it is. An output that is not a scalar needs gradient, as in backward. With create_graph the gradients have a graph of their own, for gradients of gradients (a gradient penalty, a Hessian-vector product), and output's graph is kept; otherwise it is freed, unless retain_graph is true. An input output does not depend on is an error, or with materialize_grads gets zeros. */
    public static java.util.List<Tensor> gradients(Tensor output, java.util.List<Tensor> inputs, Tensor gradient, boolean retain_graph, boolean create_graph) {
        return gradients(output, inputs, gradient, retain_graph, create_graph, false);
    }

    /** The gradients of output with respect to each of inputs, as torch.autograd.grad(output, inputs, gradient, retain_graph, create_graph, materialize_grads=materialize_grads) gives them in PyTorch, leaving every .grad as it is. An output that is not a scalar needs gradient, as in backward. With create_graph the gradients have a graph of their own, for gradients of gradients (a gradient penalty, a Hessian-vector product), and output's graph is kept; otherwise it is freed, unless retain_graph is true. An input output does not depend on is an error, or with materialize_grads gets zeros. */
    public static java.util.List<Tensor> gradients(Tensor output, java.util.List<Tensor> inputs, Tensor gradient, boolean retain_graph) {
        return gradients(output, inputs, gradient, retain_graph, false, false);
    }

    /** The gradients of output with respect to each of inputs, as torch.autograd.grad(output, inputs, gradient, retain_graph, create_graph, materialize_grads=materialize_grads) gives them in PyTorch, leaving every .grad as it is. An output that is not a scalar needs gradient, as in backward. With create_graph the gradients have a graph of their own, for gradients of gradients (a gradient penalty, a Hessian-vector product), and output's graph is kept; otherwise it is freed, unless retain_graph is true. An input output does not depend on is an error, or with materialize_grads gets zeros. */
    public static java.util.List<Tensor> gradients(Tensor output, java.util.List<Tensor> inputs, Tensor gradient) {
        return gradients(output, inputs, gradient, false, false, false);
    }

    /** The gradients of output with respect to each of inputs, as torch.autograd.grad(output, inputs, gradient, retain_graph, create_graph, materialize_grads=materialize_grads) gives them in PyTorch, leaving every .grad as it is. An output that is not a scalar needs gradient, as in backward. With create_graph the gradients have a graph of their own, for gradients of gradients (a gradient penalty, a Hessian-vector product), and output's graph is kept; otherwise it is freed, unless retain_graph is true. An input output does not depend on is an error, or with materialize_grads gets zeros. */
    public static java.util.List<Tensor> gradients(Tensor output, java.util.List<Tensor> inputs) {
        return gradients(output, inputs, null, false, false, false);
    }

    /** The gradient accumulated for a, or none: a tensor over the gradient's memory (in-place ops on it change the gradient). */
    public static Tensor grad(Tensor a) {
        OpArgs x = new OpArgs();
        x.t(a, "a");
        return x.maybe(89);
    }

    /** a without autograd history (shares memory with a). */
    public static Tensor detach(Tensor a) {
        PointerScope.Stack st = PointerScope.forOp();
        Tensor out = runT(90, st, Tensor.idOf(a, "a"));
        Reference.reachabilityFence(a);
        return out;
    }

    /** Copies src's values into dst, in place. Returns dst. */
    public static Tensor copyInPlace(Tensor dst, Tensor src) {
        OpArgs x = new OpArgs();
        x.t(dst, "dst"); x.t(src, "src");
        x.none(91);
        return dst;
    }

    /** Sets every element of a to 0, in place. Returns a. */
    public static Tensor zeroInPlace(Tensor a) {
        OpArgs x = new OpArgs();
        x.t(a, "a");
        x.none(92);
        return a;
    }

    /** Makes a hold data's values where data lives (same shape and dtype), keeping a the same tensor: how a module's parameters move to a device. a's old memory is freed at once, so this throws IllegalStateException when another thread's op is using a at that moment, and waits for backward passes running on other threads. When data is a itself, it does nothing. Returns a. */
    public static Tensor setDataInPlace(Tensor a, Tensor data) {
        OpArgs x = new OpArgs();
        x.t(a, "a"); x.t(data, "data");
        x.none(93);
        return a;
    }

    /** input @ weight^T + bias. */
    public static Tensor linear(Tensor input, Tensor weight, Tensor bias) {
        OpArgs x = new OpArgs();
        x.t(input, "input"); x.t(weight, "weight"); x.o(bias);
        return x.one(94);
    }

    /** input @ weight^T + bias. */
    public static Tensor linear(Tensor input, Tensor weight) {
        return linear(input, weight, null);
    }

    /** 2-D convolution over an NCHW input. */
    public static Tensor conv2d(Tensor input, Tensor weight, Tensor bias, long[] stride, long[] padding, long[] dilation, long groups) {
        OpArgs x = new OpArgs();
        x.t(input, "input"); x.t(weight, "weight"); x.o(bias); x.l(stride); x.l(padding); x.l(dilation); x.i(groups);
        return x.one(95);
    }

    /** 2-D max pooling over an NCHW input. */
    public static Tensor maxPool2d(Tensor input, long[] kernel_size, long[] stride, long[] padding, long[] dilation, boolean ceil_mode) {
        OpArgs x = new OpArgs();
        x.t(input, "input"); x.l(kernel_size); x.l(stride); x.l(padding); x.l(dilation); x.b(ceil_mode);
        return x.one(96);
    }

    /** 2-D max pooling over an NCHW input. */
    public static Tensor maxPool2d(Tensor input, long[] kernel_size, long[] stride, long[] padding, long... dilation) {
        return maxPool2d(input, kernel_size, stride, padding, dilation, false);
    }

    /** Zeroes elements with probability p and scales the rest by 1/(1-p) when train is true (by default, as in PyTorch); input unchanged otherwise. */
    public static Tensor dropout(Tensor input, Number p, boolean train) {
        OpArgs x = new OpArgs();
        x.t(input, "input"); x.s(p, "p"); x.b(train);
        return x.one(97);
    }

    /** Zeroes elements with probability p and scales the rest by 1/(1-p) when train is true (by default, as in PyTorch); input unchanged otherwise. */
    public static Tensor dropout(Tensor input, Number p) {
        return dropout(input, p, true);
    }

    /** Batch normalisation, arguments as torch.nn.functional.batch_norm takes them; in training the running statistics are updated in place. */
    public static Tensor batchNorm(Tensor input, Tensor running_mean, Tensor running_var, Tensor weight, Tensor bias, boolean training, Number momentum, Number eps) {
        OpArgs x = new OpArgs();
        x.t(input, "input"); x.o(running_mean); x.o(running_var); x.o(weight); x.o(bias); x.b(training); x.s(momentum, "momentum"); x.s(eps, "eps");
        return x.one(98);
    }

    /** Rows of weight at the int64 indices in input, as torch.nn.functional.embedding takes them. */
    public static Tensor embedding(Tensor input, Tensor weight) {
        OpArgs x = new OpArgs();
        x.t(input, "input"); x.t(weight, "weight");
        return x.one(99);
    }

    /** Mean cross-entropy of logits (N x C) against int64 class indices (N). */
    public static Tensor crossEntropy(Tensor logits, Tensor target) {
        OpArgs x = new OpArgs();
        x.t(logits, "logits"); x.t(target, "target");
        return x.one(100);
    }

    /** Mean squared error of input against target. Shapes that differ are broadcast against each other first, as in torch.nn.functional.mse_loss (and logged as a warning, once a process): an input of [N, 1] against a target of [N] compares every input with every target. */
    public static Tensor mseLoss(Tensor input, Tensor target) {
        OpArgs x = new OpArgs();
        x.t(input, "input"); x.t(target, "target");
        return x.one(101);
    }

    /** Mean negative log-likelihood of log-probabilities (N x C, or N x C x d1 x ... per position) against int64 class indices (N, or N x d1 x ...). */
    public static Tensor nllLoss(Tensor log_probs, Tensor target) {
        OpArgs x = new OpArgs();
        x.t(log_probs, "log_probs"); x.t(target, "target");
        return x.one(102);
    }

    /** Mean binary cross-entropy of logits against targets in [0, 1] of the same shape. */
    public static Tensor binaryCrossEntropyWithLogits(Tensor logits, Tensor target) {
        OpArgs x = new OpArgs();
        x.t(logits, "logits"); x.t(target, "target");
        return x.one(103);
    }

    /** The op table, for generated bindings in other languages. */
    public static final List<OpSpec> SPECS = List.of(
        new OpSpec(0, "zeros", "LDV", 'T', false, 1, List.of("shape", "dtype", "device"), "A tensor of the given shape filled with 0."),
        new OpSpec(1, "ones", "LDV", 'T', false, 1, List.of("shape", "dtype", "device"), "A tensor of the given shape filled with 1."),
        new OpSpec(2, "rand", "LDV", 'T', false, 1, List.of("shape", "dtype", "device"), "Uniform random numbers in [0, 1)."),
        new OpSpec(3, "randn", "LDV", 'T', false, 1, List.of("shape", "dtype", "device"), "Standard normal random numbers."),
        new OpSpec(4, "arange", "SSSDV", 'T', true, 3, List.of("start", "end", "step", "dtype", "device"), "Values from start (inclusive) to end (exclusive) by step: int64 when all three are integers, float32 otherwise, unless a dtype is given (as in PyTorch)."),
        new OpSpec(5, "full", "LSDV", 'T', true, 2, List.of("shape", "value", "dtype", "device"), "A tensor of the given shape filled with value: int64 for an integer value, float32 for any other, unless a dtype is given (as in PyTorch)."),
        new OpSpec(6, "randint", "IILDV", 'T', true, 3, List.of("low", "high", "shape", "dtype", "device"), "Random integers in [low, high) (int64 unless a dtype is given)."),
        new OpSpec(7, "linspace", "SSIDV", 'T', true, 3, List.of("start", "end", "steps", "dtype", "device"), "steps values evenly spaced from start to end, both included."),
        new OpSpec(8, "eye", "IDV", 'T', true, 1, List.of("n", "dtype", "device"), "The n x n identity matrix."),
        new OpSpec(9, "zeros_like", "T", 'T', false, 1, List.of("a"), "Zeros with a's shape, dtype and device."),
        new OpSpec(10, "ones_like", "T", 'T', false, 1, List.of("a"), "Ones with a's shape, dtype and device."),
        new OpSpec(11, "randn_like", "T", 'T', false, 1, List.of("a"), "Standard normal numbers with a's shape, dtype and device."),
        new OpSpec(12, "add", "TT", 'T', false, 2, List.of("a", "b"), "Element-wise a + b, broadcasting."),
        new OpSpec(13, "add", "TS", 'T', false, 2, List.of("a", "b"), "Adds the number b to every element of a."),
        new OpSpec(14, "sub", "TT", 'T', false, 2, List.of("a", "b"), "Element-wise a - b, broadcasting."),
        new OpSpec(15, "sub", "TS", 'T', false, 2, List.of("a", "b"), "Subtracts the number b from every element of a."),
        new OpSpec(16, "mul", "TT", 'T', false, 2, List.of("a", "b"), "Element-wise a * b, broadcasting."),
        new OpSpec(17, "mul", "TS", 'T', false, 2, List.of("a", "b"), "Multiplies every element of a by the number b."),
        new OpSpec(18, "div", "TT", 'T', false, 2, List.of("a", "b"), "Element-wise true division a / b, broadcasting."),
        new OpSpec(19, "div", "TS", 'T', false, 2, List.of("a", "b"), "Divides every element of a by the number b."),
        new OpSpec(20, "pow", "TT", 'T', false, 2, List.of("a", "b"), "Element-wise a to the power b, broadcasting."),
        new OpSpec(21, "pow", "TS", 'T', false, 2, List.of("a", "b"), "Every element of a to the power of the number b."),
        new OpSpec(22, "neg", "T", 'T', false, 1, List.of("a"), "Element-wise -a."),
        new OpSpec(23, "exp", "T", 'T', false, 1, List.of("a"), "Element-wise e^a."),
        new OpSpec(24, "log", "T", 'T', false, 1, List.of("a"), "Element-wise natural logarithm."),
        new OpSpec(25, "sqrt", "T", 'T', false, 1, List.of("a"), "Element-wise square root."),
        new OpSpec(26, "abs", "T", 'T', false, 1, List.of("a"), "Element-wise absolute value."),
        new OpSpec(27, "relu", "T", 'T', false, 1, List.of("a"), "Element-wise max(a, 0)."),
        new OpSpec(28, "sigmoid", "T", 'T', false, 1, List.of("a"), "Element-wise logistic sigmoid."),
        new OpSpec(29, "tanh", "T", 'T', false, 1, List.of("a"), "Element-wise hyperbolic tangent."),
        new OpSpec(30, "clamp", "TQQ", 'T', true, 2, List.of("a", "min", "max"), "Limits every element to [min, max]; either bound may be nil (none), not both. Integer bounds keep an integer tensor's dtype."),
        new OpSpec(31, "softmax", "TI", 'T', true, 2, List.of("a", "dim"), "Softmax along dim."),
        new OpSpec(32, "log_softmax", "TI", 'T', true, 2, List.of("a", "dim"), "Log of the softmax along dim, computed stably."),
        new OpSpec(33, "eq", "TT", 'T', false, 2, List.of("a", "b"), "Element-wise a == b."),
        new OpSpec(34, "eq", "TS", 'T', false, 2, List.of("a", "b"), "Element-wise a == the number b."),
        new OpSpec(35, "ne", "TT", 'T', false, 2, List.of("a", "b"), "Element-wise a != b."),
        new OpSpec(36, "ne", "TS", 'T', false, 2, List.of("a", "b"), "Element-wise a != the number b."),
        new OpSpec(37, "gt", "TT", 'T', false, 2, List.of("a", "b"), "Element-wise a > b."),
        new OpSpec(38, "gt", "TS", 'T', false, 2, List.of("a", "b"), "Element-wise a > the number b."),
        new OpSpec(39, "lt", "TT", 'T', false, 2, List.of("a", "b"), "Element-wise a < b."),
        new OpSpec(40, "lt", "TS", 'T', false, 2, List.of("a", "b"), "Element-wise a < the number b."),
        new OpSpec(41, "ge", "TT", 'T', false, 2, List.of("a", "b"), "Element-wise a >= b."),
        new OpSpec(42, "ge", "TS", 'T', false, 2, List.of("a", "b"), "Element-wise a >= the number b."),
        new OpSpec(43, "le", "TT", 'T', false, 2, List.of("a", "b"), "Element-wise a <= b."),
        new OpSpec(44, "le", "TS", 'T', false, 2, List.of("a", "b"), "Element-wise a <= the number b."),
        new OpSpec(45, "sum", "T", 'T', false, 1, List.of("a"), "Sum of all elements, as a 0-dimensional tensor."),
        new OpSpec(46, "sum", "TLB", 'T', false, 2, List.of("a", "dims", "keepdim"), "Sum over the given dimensions."),
        new OpSpec(47, "mean", "T", 'T', false, 1, List.of("a"), "Mean of all elements (floating dtypes), as a 0-dimensional tensor."),
        new OpSpec(48, "mean", "TLB", 'T', false, 2, List.of("a", "dims", "keepdim"), "Mean over the given dimensions (floating dtypes)."),
        new OpSpec(49, "max", "T", 'T', false, 1, List.of("a"), "Largest element."),
        new OpSpec(50, "max", "TIB", 'T', true, 2, List.of("a", "dim", "keepdim"), "Largest values along dim (the values; argmax gives the indices)."),
        new OpSpec(51, "min", "T", 'T', false, 1, List.of("a"), "Smallest element."),
        new OpSpec(52, "min", "TIB", 'T', true, 2, List.of("a", "dim", "keepdim"), "Smallest values along dim (the values; argmin gives the indices)."),
        new OpSpec(53, "argmax", "T", 'T', false, 1, List.of("a"), "Index of the largest element in the flattened tensor."),
        new OpSpec(54, "argmax", "TIB", 'T', true, 2, List.of("a", "dim", "keepdim"), "Indices of the largest values along dim."),
        new OpSpec(55, "argmin", "T", 'T', false, 1, List.of("a"), "Index of the smallest element in the flattened tensor."),
        new OpSpec(56, "argmin", "TIB", 'T', true, 2, List.of("a", "dim", "keepdim"), "Indices of the smallest values along dim."),
        new OpSpec(57, "std", "T", 'T', false, 1, List.of("a"), "Standard deviation of all elements (unbiased)."),
        new OpSpec(58, "std", "TLB", 'T', false, 2, List.of("a", "dims", "keepdim"), "Standard deviation over the given dimensions (unbiased)."),
        new OpSpec(59, "var", "T", 'T', false, 1, List.of("a"), "Variance of all elements (unbiased)."),
        new OpSpec(60, "var", "TLB", 'T', false, 2, List.of("a", "dims", "keepdim"), "Variance over the given dimensions (unbiased)."),
        new OpSpec(61, "reshape", "TL", 'T', false, 2, List.of("a", "shape"), "The same elements in a new shape; one dimension may be -1."),
        new OpSpec(62, "view", "TL", 'T', false, 2, List.of("a", "shape"), "A view of a in a new shape (a must be contiguous enough); one dimension may be -1."),
        new OpSpec(63, "transpose", "TII", 'T', true, 3, List.of("a", "dim0", "dim1"), "Swaps two dimensions."),
        new OpSpec(64, "permute", "TL", 'T', false, 2, List.of("a", "dims"), "Reorders the dimensions."),
        new OpSpec(65, "squeeze", "T", 'T', false, 1, List.of("a"), "Removes every dimension of size 1."),
        new OpSpec(66, "squeeze", "TI", 'T', true, 2, List.of("a", "dim"), "Removes dimension dim if its size is 1."),
        new OpSpec(67, "unsqueeze", "TI", 'T', true, 2, List.of("a", "dim"), "Inserts a dimension of size 1 at dim."),
        new OpSpec(68, "flatten", "T", 'T', false, 1, List.of("a"), "All elements in one dimension."),
        new OpSpec(69, "flatten", "TII", 'T', true, 3, List.of("a", "start_dim", "end_dim"), "Merges dimensions start_dim to end_dim into one."),
        new OpSpec(70, "cat", "XI", 'T', true, 2, List.of("tensors", "dim"), "Joins tensors along an existing dimension."),
        new OpSpec(71, "stack", "XI", 'T', true, 2, List.of("tensors", "dim"), "Joins tensors along a new dimension."),
        new OpSpec(72, "split", "TII", 'X', true, 3, List.of("a", "split_size", "dim"), "Pieces of split_size along dim (the last may be smaller)."),
        new OpSpec(73, "chunk", "TII", 'X', true, 3, List.of("a", "chunks", "dim"), "At most chunks pieces of equal size along dim."),
        new OpSpec(74, "index_select", "TIT", 'T', true, 3, List.of("a", "dim", "index"), "The entries of a at the int64 indices along dim."),
        new OpSpec(75, "narrow", "TIII", 'T', true, 4, List.of("a", "dim", "start", "length"), "A view of length entries of a from start along dim."),
        new OpSpec(76, "select", "TII", 'T', true, 3, List.of("a", "dim", "index"), "The slice of a at index along dim, without that dimension."),
        new OpSpec(77, "masked_fill", "TTS", 'T', true, 3, List.of("a", "mask", "value"), "a with value where the bool mask is true."),
        new OpSpec(78, "where", "TTT", 'T', true, 3, List.of("condition", "a", "b"), "Elements of a where condition is true, of b elsewhere."),
        new OpSpec(79, "matmul", "TT", 'T', false, 2, List.of("a", "b"), "Matrix product of a and b, with PyTorch's broadcasting rules."),
        new OpSpec(80, "mm", "TT", 'T', false, 2, List.of("a", "b"), "Product of two matrices (2-D only)."),
        new OpSpec(81, "bmm", "TT", 'T', false, 2, List.of("a", "b"), "Batched product of two 3-D tensors."),
        new OpSpec(82, "to_dtype", "TD", 'T', true, 2, List.of("a", "dtype"), "a converted to dtype. When a has that dtype already, no copy: a new handle over a's memory (releasing one leaves the other; for a leaf that requires grad, a view through which gradients reach a, so optimize a itself)."),
        new OpSpec(83, "to_device", "TV", 'T', true, 2, List.of("a", "device"), "a on device. When a is there already, no copy: a new handle over a's memory (releasing one leaves the other; for a leaf that requires grad, a view through which gradients reach a, so optimize a itself)."),
        new OpSpec(84, "contiguous", "T", 'T', false, 1, List.of("a"), "a with its elements in row-major order in memory."),
        new OpSpec(85, "clone", "T", 'T', false, 1, List.of("a"), "A copy of a with its own memory (recorded by autograd)."),
        new OpSpec(86, "requires_grad_", "TY", 'U', true, 1, List.of("a", "requires_grad"), "Turns gradient tracking for a on (by default) or off, in place. Returns a."),
        new OpSpec(87, "backward", "TOB", 'U', true, 1, List.of("loss", "gradient", "retain_graph"), "Adds the gradients of loss into the .grad of the tensors it depends on, as loss.backward(gradient, retain_graph) does in PyTorch: a loss that is not a scalar needs gradient (the same shape: the weights of its elements). The graph is freed after, so a second backward through it fails, unless retain_graph is true."),
        new OpSpec(88, "gradients", "TXOBBB", 'X', true, 2, List.of("output", "inputs", "gradient", "retain_graph", "create_graph", "materialize_grads"), "The gradients of output with respect to each of inputs, as torch.autograd.grad(output, inputs, gradient, retain_graph, create_graph, materialize_grads=materialize_grads) gives them in PyTorch, leaving every .grad as it is. An output that is not a scalar needs gradient, as in backward. With create_graph the gradients have a graph of their own, for gradients of gradients (a gradient penalty, a Hessian-vector product), and output's graph is kept; otherwise it is freed, unless retain_graph is true. An input output does not depend on is an error, or with materialize_grads gets zeros."),
        new OpSpec(89, "grad", "T", 'N', true, 1, List.of("a"), "The gradient accumulated for a, or none: a tensor over the gradient's memory (in-place ops on it change the gradient)."),
        new OpSpec(90, "detach", "T", 'T', false, 1, List.of("a"), "a without autograd history (shares memory with a)."),
        new OpSpec(91, "copy_", "TT", 'U', true, 2, List.of("dst", "src"), "Copies src's values into dst, in place. Returns dst."),
        new OpSpec(92, "zero_", "T", 'U', true, 1, List.of("a"), "Sets every element of a to 0, in place. Returns a."),
        new OpSpec(93, "set_data_", "TT", 'U', true, 2, List.of("a", "data"), "Makes a hold data's values where data lives (same shape and dtype), keeping a the same tensor: how a module's parameters move to a device. a's old memory is freed at once, so this throws IllegalStateException when another thread's op is using a at that moment, and waits for backward passes running on other threads. When data is a itself, it does nothing. Returns a."),
        new OpSpec(94, "linear", "TTO", 'T', true, 2, List.of("input", "weight", "bias"), "input @ weight^T + bias."),
        new OpSpec(95, "conv2d", "TTOLLLI", 'T', true, 7, List.of("input", "weight", "bias", "stride", "padding", "dilation", "groups"), "2-D convolution over an NCHW input."),
        new OpSpec(96, "max_pool2d", "TLLLLB", 'T', true, 5, List.of("input", "kernel_size", "stride", "padding", "dilation", "ceil_mode"), "2-D max pooling over an NCHW input."),
        new OpSpec(97, "dropout", "TSY", 'T', true, 2, List.of("input", "p", "train"), "Zeroes elements with probability p and scales the rest by 1/(1-p) when train is true (by default, as in PyTorch); input unchanged otherwise."),
        new OpSpec(98, "batch_norm", "TOOOOBSS", 'T', true, 8, List.of("input", "running_mean", "running_var", "weight", "bias", "training", "momentum", "eps"), "Batch normalisation, arguments as torch.nn.functional.batch_norm takes them; in training the running statistics are updated in place."),
        new OpSpec(99, "embedding", "TT", 'T', true, 2, List.of("input", "weight"), "Rows of weight at the int64 indices in input, as torch.nn.functional.embedding takes them."),
        new OpSpec(100, "cross_entropy", "TT", 'T', true, 2, List.of("logits", "target"), "Mean cross-entropy of logits (N x C) against int64 class indices (N)."),
        new OpSpec(101, "mse_loss", "TT", 'T', true, 2, List.of("input", "target"), "Mean squared error of input against target. Shapes that differ are broadcast against each other first, as in torch.nn.functional.mse_loss (and logged as a warning, once a process): an input of [N, 1] against a target of [N] compares every input with every target."),
        new OpSpec(102, "nll_loss", "TT", 'T', true, 2, List.of("log_probs", "target"), "Mean negative log-likelihood of log-probabilities (N x C, or N x C x d1 x ... per position) against int64 class indices (N, or N x d1 x ...)."),
        new OpSpec(103, "binary_cross_entropy_with_logits", "TT", 'T', true, 2, List.of("logits", "target"), "Mean binary cross-entropy of logits against targets in [0, 1] of the same shape."));

    // Each fast kind's native call, with the wrapping of its result. Should the call or the
    // wrapping fail, or an asynchronous exception (Thread.stop) arrive as the call returns,
    // the stack frees the result the caller never got (PointerScope.Stack.lostId).
    private static Tensor runT(int op, PointerScope.Stack st, long a) {
        long id = 0;
        try {
            id = t(op, st.gradEnabled(), a);
            return Tensor.wrap(id, st);
        } catch (Throwable e) {
            st.lostId = id;
            st.recoverLost();
            throw e;
        }
    }

    private static Tensor runTT(int op, PointerScope.Stack st, long a, long b) {
        long id = 0;
        try {
            id = tt(op, st.gradEnabled(), a, b);
            return Tensor.wrap(id, st);
        } catch (Throwable e) {
            st.lostId = id;
            st.recoverLost();
            throw e;
        }
    }

    private static Tensor runTS(int op, PointerScope.Stack st, long a, double b, long bInt, boolean integral) {
        long id = 0;
        try {
            id = ts(op, st.gradEnabled(), a, b, bInt, integral);
            return Tensor.wrap(id, st);
        } catch (Throwable e) {
            st.lostId = id;
            st.recoverLost();
            throw e;
        }
    }

    private static Tensor runTL(int op, PointerScope.Stack st, long a, long[] ints) {
        long id = 0;
        try {
            id = tl(op, st.gradEnabled(), a, ints);
            return Tensor.wrap(id, st);
        } catch (Throwable e) {
            st.lostId = id;
            st.recoverLost();
            throw e;
        }
    }

    private static Tensor runTLB(int op, PointerScope.Stack st, long a, long[] ints, boolean flag) {
        long id = 0;
        try {
            id = tlb(op, st.gradEnabled(), a, ints, flag);
            return Tensor.wrap(id, st);
        } catch (Throwable e) {
            st.lostId = id;
            st.recoverLost();
            throw e;
        }
    }

    private static Tensor runLDV(int op, PointerScope.Stack st, long[] shape, int dtype, int device) {
        long id = 0;
        try {
            id = ldv(op, shape, dtype, device);
            return Tensor.wrap(id, st);
        } catch (Throwable e) {
            st.lostId = id;
            st.recoverLost();
            throw e;
        }
    }

    static native long t(int op, boolean grad, long a);
    static native long tt(int op, boolean grad, long a, long b);
    static native long ts(int op, boolean grad, long a, double b, long bInt, boolean integral);
    static native long tl(int op, boolean grad, long a, long[] ints);
    static native long tlb(int op, boolean grad, long a, long[] ints, boolean flag);
    static native long ldv(int op, long[] shape, int dtype, int device);
    static native long g(int op, boolean grad, long[] args);
    static native long[] gx(int op, boolean grad, long[] args);
}
