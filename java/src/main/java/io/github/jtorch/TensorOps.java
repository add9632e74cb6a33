// Generated from src/ops.rs by `make bindings`. Do not edit.
package io.github.jtorch;

/** Instance forms of the {@link Ops} whose first argument is a tensor. */
public abstract class TensorOps {
    TensorOps() {}

    /** Element-wise a + b, broadcasting. */
    public final Tensor add(Tensor b) {
        return Ops.add((Tensor) this, b);
    }

    /** Adds the number b to every element of a. */
    public final Tensor add(double b) {
        return Ops.add((Tensor) this, b);
    }

    /** Element-wise a - b, broadcasting. */
    public final Tensor sub(Tensor b) {
        return Ops.sub((Tensor) this, b);
    }

    /** Subtracts the number b from every element of a. */
    public final Tensor sub(double b) {
        return Ops.sub((Tensor) this, b);
    }

    /** Element-wise a * b, broadcasting. */
    public final Tensor mul(Tensor b) {
        return Ops.mul((Tensor) this, b);
    }

    /** Multiplies every element of a by the number b. */
    public final Tensor mul(double b) {
        return Ops.mul((Tensor) this, b);
    }

    /** Element-wise true division a / b, broadcasting. */
    public final Tensor div(Tensor b) {
        return Ops.div((Tensor) this, b);
    }

    /** Divides every element of a by the number b. */
    public final Tensor div(double b) {
        return Ops.div((Tensor) this, b);
    }

    /** Matrix product of a and b, with PyTorch's broadcasting rules. */
    public final Tensor matmul(Tensor b) {
        return Ops.matmul((Tensor) this, b);
    }

    /** Sum of all elements, as a 0-dimensional tensor. */
    public final Tensor sum() {
        return Ops.sum((Tensor) this);
    }

    /** Sum over the given dimensions. */
    public final Tensor sum(long[] dims, boolean keepdim) {
        return Ops.sum((Tensor) this, dims, keepdim);
    }

    /** Mean of all elements (floating dtypes), as a 0-dimensional tensor. */
    public final Tensor mean() {
        return Ops.mean((Tensor) this);
    }

    /** Mean over the given dimensions (floating dtypes). */
    public final Tensor mean(long[] dims, boolean keepdim) {
        return Ops.mean((Tensor) this, dims, keepdim);
    }

    /** The same elements in a new shape; one dimension may be -1. */
    public final Tensor reshape(long... shape) {
        return Ops.reshape((Tensor) this, shape);
    }

}
