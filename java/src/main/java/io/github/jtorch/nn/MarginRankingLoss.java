package io.github.jtorch.nn;

import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;

/** max(0, -target * (input1 - input2) + margin), target 1 or -1: PyTorch's nn.MarginRankingLoss. The three inputs have the same number of dimensions. */
public final class MarginRankingLoss extends Loss {
    private final double margin;

    /** margin 0, reduction "mean". */
    public MarginRankingLoss() {
        this(0.0, "mean");
    }

    public MarginRankingLoss(double margin, String reduction) {
        super(reduction, "input1", "input2", "target");
        this.margin = margin;
    }

    /** The loss of input1, input2 and target. */
    public Tensor forward(Tensor input1, Tensor input2, Tensor target) {
        return run(new Object[] {input1, input2, target});
    }

    @Override
    protected Tensor compute(Object[] in) {
        Tensor input1 = (Tensor) in[0];
        Tensor input2 = (Tensor) in[1];
        Tensor target = (Tensor) in[2];
        if (input1.dim() != input2.dim() || input1.dim() != target.dim()) {
            throw new IllegalArgumentException(name() + " needs inputs of one number of dimensions, got input1 "
                    + java.util.Arrays.toString(input1.shape()) + ", input2 " + java.util.Arrays.toString(input2.shape())
                    + ", target " + java.util.Arrays.toString(target.shape()));
        }
        return Ops.marginRankingLoss(input1, input2, target, margin, reductionCode());
    }
}
