package io.github.jtorch.distributed;

/** The reductions of {@code torch.distributed.ReduceOp}; Gloo has no average, so AVG is a sum divided by the ranks. */
public enum ReduceOp {
    SUM(0), AVG(1), PRODUCT(2), MIN(3), MAX(4);

    final int code;

    ReduceOp(int code) {
        this.code = code;
    }
}
