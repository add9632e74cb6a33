package io.github.jtorch;

import java.util.List;

/**
 * One row of the native op table: its index, PyTorch name, argument shape ({@link Family}),
 * the kind of each argument ({@link ArgType}), what it returns ({@link Returns}), how many
 * leading arguments every call gives (the rest may be left out, each taking its default), the
 * argument names and the doc line. The enums' constants are those of src/ops (written by the
 * bindings generator), so the two sides name them alike.
 */
public final class OpSpec {
    /** How an op's arguments cross to native code: each fast shape has an entry point of its own. */
    public enum Family {
        /** One tensor. */
        UNARY,
        /** Two tensors. */
        BINARY,
        /** A tensor and a number. */
        TENSOR_SCALAR,
        /** A tensor and a list of integers (a shape, or dimensions). */
        TENSOR_SHAPE,
        /** A tensor, the dimensions to reduce and keepdim. */
        REDUCE_DIMS,
        /** A shape, a dtype and a device. */
        FACTORY,
        /** Any arguments, packed by {@link OpArgs}. */
        GENERAL
    }

    /** The kind of value an argument is. */
    public enum ArgType {
        TENSOR,
        /** A tensor or null (none). */
        OPT_TENSOR,
        /** A list of tensors. */
        TENSORS,
        /** A number; an integer stays exact. */
        NUMBER,
        /** A number or null (none). */
        OPT_NUMBER,
        INT,
        /** A boolean, false when left out. */
        BOOL,
        /** A boolean, true when left out. */
        BOOL_TRUE,
        /** A list of integers. */
        INTS,
        /** A dtype, or null for the op's default. */
        DTYPE,
        /** A device, or null for the CPU. */
        DEVICE
    }

    /** What an op returns. */
    public enum Returns {
        TENSOR,
        /** A list of tensors. */
        TENSORS,
        /** A tensor or null. */
        OPT_TENSOR,
        NOTHING
    }

    public final int index;
    public final String name;
    public final Family family;
    /** The kind of each argument, one per name in {@link #args}. */
    public final List<ArgType> argTypes;
    public final Returns returns;
    /** Whether the op goes through the general entry point ({@link Family#GENERAL}). */
    public final boolean general;
    /** Arguments every call gives; the trailing ones after them may be left out. */
    public final int required;
    public final List<String> args;
    public final String doc;

    OpSpec(int index, String name, Family family, List<ArgType> argTypes, Returns returns, int required, List<String> args,
            String doc) {
        this.index = index;
        this.name = name;
        this.family = family;
        this.argTypes = argTypes;
        this.returns = returns;
        this.general = family == Family.GENERAL;
        this.required = required;
        this.args = args;
        this.doc = doc;
    }

    /** Whether the first argument is a tensor. */
    public boolean takesTensorFirst() {
        return !argTypes.isEmpty() && argTypes.get(0) == ArgType.TENSOR;
    }

    @Override
    public String toString() {
        return name + "(" + String.join(", ", args) + ") " + argTypes + " -> " + returns + " [" + family + "]";
    }
}
