// Generated from src/ops.rs by `make bindings`. Do not edit.
package io.github.jtorch;

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
        return Tensor.wrap(ldv(0, shape, DType.codeOf(dtype), Device.codeOf(device)));
    }

    /** A tensor of the given shape filled with 0. As float32 on the CPU. */
    public static Tensor zeros(long... shape) {
        return zeros(shape, null, null);
    }

    /** A tensor of the given shape filled with 1. */
    public static Tensor ones(long[] shape, DType dtype, Device device) {
        return Tensor.wrap(ldv(1, shape, DType.codeOf(dtype), Device.codeOf(device)));
    }

    /** A tensor of the given shape filled with 1. As float32 on the CPU. */
    public static Tensor ones(long... shape) {
        return ones(shape, null, null);
    }

    /** Uniform random numbers in [0, 1). */
    public static Tensor rand(long[] shape, DType dtype, Device device) {
        return Tensor.wrap(ldv(2, shape, DType.codeOf(dtype), Device.codeOf(device)));
    }

    /** Uniform random numbers in [0, 1). As float32 on the CPU. */
    public static Tensor rand(long... shape) {
        return rand(shape, null, null);
    }

    /** Standard normal random numbers. */
    public static Tensor randn(long[] shape, DType dtype, Device device) {
        return Tensor.wrap(ldv(3, shape, DType.codeOf(dtype), Device.codeOf(device)));
    }

    /** Standard normal random numbers. As float32 on the CPU. */
    public static Tensor randn(long... shape) {
        return randn(shape, null, null);
    }

    /** Values from start (inclusive) to end (exclusive) by step. */
    public static Tensor arange(double start, double end, double step, DType dtype, Device device) {
        return Tensor.wrap(sssdv(4, start, end, step, DType.codeOf(dtype), Device.codeOf(device)));
    }

    /** Values from start (inclusive) to end (exclusive) by step. As float32 on the CPU. */
    public static Tensor arange(double start, double end, double step) {
        return arange(start, end, step, null, null);
    }

    /** Element-wise a + b, broadcasting. */
    public static Tensor add(Tensor a, Tensor b) {
        return Tensor.wrap(tt(5, Tensor.idOf(a, "a"), Tensor.idOf(b, "b")));
    }

    /** Adds the number b to every element of a. */
    public static Tensor add(Tensor a, double b) {
        return Tensor.wrap(ts(6, Tensor.idOf(a, "a"), b));
    }

    /** Element-wise a - b, broadcasting. */
    public static Tensor sub(Tensor a, Tensor b) {
        return Tensor.wrap(tt(7, Tensor.idOf(a, "a"), Tensor.idOf(b, "b")));
    }

    /** Subtracts the number b from every element of a. */
    public static Tensor sub(Tensor a, double b) {
        return Tensor.wrap(ts(8, Tensor.idOf(a, "a"), b));
    }

    /** Element-wise a * b, broadcasting. */
    public static Tensor mul(Tensor a, Tensor b) {
        return Tensor.wrap(tt(9, Tensor.idOf(a, "a"), Tensor.idOf(b, "b")));
    }

    /** Multiplies every element of a by the number b. */
    public static Tensor mul(Tensor a, double b) {
        return Tensor.wrap(ts(10, Tensor.idOf(a, "a"), b));
    }

    /** Element-wise true division a / b, broadcasting. */
    public static Tensor div(Tensor a, Tensor b) {
        return Tensor.wrap(tt(11, Tensor.idOf(a, "a"), Tensor.idOf(b, "b")));
    }

    /** Divides every element of a by the number b. */
    public static Tensor div(Tensor a, double b) {
        return Tensor.wrap(ts(12, Tensor.idOf(a, "a"), b));
    }

    /** Matrix product of a and b, with PyTorch's broadcasting rules. */
    public static Tensor matmul(Tensor a, Tensor b) {
        return Tensor.wrap(tt(13, Tensor.idOf(a, "a"), Tensor.idOf(b, "b")));
    }

    /** Sum of all elements, as a 0-dimensional tensor. */
    public static Tensor sum(Tensor a) {
        return Tensor.wrap(t(14, Tensor.idOf(a, "a")));
    }

    /** Sum over the given dimensions. */
    public static Tensor sum(Tensor a, long[] dims, boolean keepdim) {
        return Tensor.wrap(tlb(15, Tensor.idOf(a, "a"), dims, keepdim));
    }

    /** Mean of all elements (floating dtypes), as a 0-dimensional tensor. */
    public static Tensor mean(Tensor a) {
        return Tensor.wrap(t(16, Tensor.idOf(a, "a")));
    }

    /** Mean over the given dimensions (floating dtypes). */
    public static Tensor mean(Tensor a, long[] dims, boolean keepdim) {
        return Tensor.wrap(tlb(17, Tensor.idOf(a, "a"), dims, keepdim));
    }

    /** The same elements in a new shape; one dimension may be -1. */
    public static Tensor reshape(Tensor a, long... shape) {
        return Tensor.wrap(tl(18, Tensor.idOf(a, "a"), shape));
    }

    /** The op table, for generated bindings in other languages. */
    public static final List<OpSpec> SPECS = List.of(
        new OpSpec(0, "zeros", "LDV", List.of("shape", "dtype", "device"), "A tensor of the given shape filled with 0."),
        new OpSpec(1, "ones", "LDV", List.of("shape", "dtype", "device"), "A tensor of the given shape filled with 1."),
        new OpSpec(2, "rand", "LDV", List.of("shape", "dtype", "device"), "Uniform random numbers in [0, 1)."),
        new OpSpec(3, "randn", "LDV", List.of("shape", "dtype", "device"), "Standard normal random numbers."),
        new OpSpec(4, "arange", "SSSDV", List.of("start", "end", "step", "dtype", "device"), "Values from start (inclusive) to end (exclusive) by step."),
        new OpSpec(5, "add", "TT", List.of("a", "b"), "Element-wise a + b, broadcasting."),
        new OpSpec(6, "add", "TS", List.of("a", "b"), "Adds the number b to every element of a."),
        new OpSpec(7, "sub", "TT", List.of("a", "b"), "Element-wise a - b, broadcasting."),
        new OpSpec(8, "sub", "TS", List.of("a", "b"), "Subtracts the number b from every element of a."),
        new OpSpec(9, "mul", "TT", List.of("a", "b"), "Element-wise a * b, broadcasting."),
        new OpSpec(10, "mul", "TS", List.of("a", "b"), "Multiplies every element of a by the number b."),
        new OpSpec(11, "div", "TT", List.of("a", "b"), "Element-wise true division a / b, broadcasting."),
        new OpSpec(12, "div", "TS", List.of("a", "b"), "Divides every element of a by the number b."),
        new OpSpec(13, "matmul", "TT", List.of("a", "b"), "Matrix product of a and b, with PyTorch's broadcasting rules."),
        new OpSpec(14, "sum", "T", List.of("a"), "Sum of all elements, as a 0-dimensional tensor."),
        new OpSpec(15, "sum", "TLB", List.of("a", "dims", "keepdim"), "Sum over the given dimensions."),
        new OpSpec(16, "mean", "T", List.of("a"), "Mean of all elements (floating dtypes), as a 0-dimensional tensor."),
        new OpSpec(17, "mean", "TLB", List.of("a", "dims", "keepdim"), "Mean over the given dimensions (floating dtypes)."),
        new OpSpec(18, "reshape", "TL", List.of("a", "shape"), "The same elements in a new shape; one dimension may be -1."));

    static native long t(int op, long a);
    static native long tt(int op, long a, long b);
    static native long ts(int op, long a, double b);
    static native long tl(int op, long a, long[] ints);
    static native long tlb(int op, long a, long[] ints, boolean flag);
    static native long ldv(int op, long[] shape, int dtype, int device);
    static native long sssdv(int op, double a, double b, double c, int dtype, int device);
}
