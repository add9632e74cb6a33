package io.github.jtorch.nn;

import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;
import java.util.List;

/**
 * Connectionist temporal classification loss, PyTorch's nn.CTCLoss: it takes log_probs
 * (T, N, C) or (T, C) (log-softmax output), targets (N, S) padded or all concatenated
 * (int64 class indices, none the blank), input_lengths and target_lengths (N each): both
 * int64 tensors, or both integer lists ({@code long[]}, {@code int[]} or a {@link List} of
 * numbers). Reduction "mean" divides each sample's loss by its target length, then averages.
 * With zero_infinity, infinite losses (inputs too short for their targets) and their
 * gradients count as 0.
 */
public final class CTCLoss extends Loss {
    private final long blank;
    private final boolean zeroInfinity;

    /** blank 0, reduction "mean", zero_infinity false. */
    public CTCLoss() {
        this(0, "mean", false);
    }

    public CTCLoss(long blank, String reduction, boolean zeroInfinity) {
        super(reduction, "log_probs", "targets", "input_lengths", "target_lengths");
        if (blank < 0) {
            throw new IllegalArgumentException("CTCLoss: blank must be a class index, got " + blank);
        }
        this.blank = blank;
        this.zeroInfinity = zeroInfinity;
    }

    /** The loss with the lengths as int64 tensors. */
    public Tensor forward(Tensor logProbs, Tensor targets, Tensor inputLengths, Tensor targetLengths) {
        return run(new Object[] {logProbs, targets, inputLengths, targetLengths});
    }

    /** The loss with the lengths as integers. */
    public Tensor forward(Tensor logProbs, Tensor targets, long[] inputLengths, long[] targetLengths) {
        return run(new Object[] {logProbs, targets, inputLengths, targetLengths});
    }

    @Override
    protected Object accept(int i, Object v) {
        if (i < 2 || v instanceof Tensor) {
            return super.accept(i, v);
        }
        if (v instanceof long[]) {
            return v;
        }
        if (v instanceof int[]) {
            return java.util.Arrays.stream((int[]) v).asLongStream().toArray();
        }
        if (v instanceof List && ((List<?>) v).stream().allMatch(x -> x instanceof Long || x instanceof Integer)) {
            return ((List<?>) v).stream().mapToLong(x -> ((Number) x).longValue()).toArray();
        }
        return null;
    }

    @Override
    protected Tensor compute(Object[] in) {
        if ((in[2] instanceof Tensor) != (in[3] instanceof Tensor)) {
            throw new IllegalArgumentException(name() + " takes input_lengths and target_lengths both as tensors or both as integers");
        }
        return Ops.ctcLoss((Tensor) in[0], (Tensor) in[1], in[2], in[3], blank, reductionCode(), zeroInfinity);
    }
}
