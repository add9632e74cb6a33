package io.github.jtorch.nn;

import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;
import java.util.function.BiFunction;

/**
 * Triplet loss max(d(a, p) - d(a, n) + margin, 0) with a distance function of the caller's,
 * PyTorch's nn.TripletMarginWithDistanceLoss; by default the pairwise (Euclidean) distance.
 * With swap, d(p, n) stands for d(a, n) where smaller. The distance function gets two
 * tensors and must return one tensor of their pairwise distances; what it makes besides is
 * freed when the loss returns.
 */
public final class TripletMarginWithDistanceLoss extends Loss {
    private final BiFunction<Tensor, Tensor, Tensor> distance;
    private final double margin;
    private final boolean swap;

    /** Pairwise distance, margin 1, no swap, reduction "mean". */
    public TripletMarginWithDistanceLoss() {
        this(null, 1.0, false, "mean");
    }

    /** {@code distance} null is the pairwise distance; {@code margin} must be positive. */
    public TripletMarginWithDistanceLoss(BiFunction<Tensor, Tensor, Tensor> distance, double margin, boolean swap, String reduction) {
        super(reduction, "anchor", "positive", "negative");
        if (!(margin > 0)) {
            throw new IllegalArgumentException("TripletMarginWithDistanceLoss: margin must be greater than 0, got " + margin);
        }
        this.distance = distance != null ? distance : (a, b) -> Ops.pairwiseDistance(a, b);
        this.margin = margin;
        this.swap = swap;
    }

    /** The loss of anchor, positive and negative. */
    public Tensor forward(Tensor anchor, Tensor positive, Tensor negative) {
        return run(new Object[] {anchor, positive, negative});
    }

    @Override
    protected Tensor compute(Object[] in) {
        // As torch.nn.functional.triplet_margin_with_distance_loss writes it.
        Tensor anchor = (Tensor) in[0];
        Tensor positive = (Tensor) in[1];
        Tensor negative = (Tensor) in[2];
        if (anchor.dim() != positive.dim() || positive.dim() != negative.dim()) {
            throw new IllegalArgumentException(name() + " needs anchor, positive and negative of one number of dimensions, got "
                    + anchor.dim() + "-D, " + positive.dim() + "-D and " + negative.dim() + "-D");
        }
        Tensor distPos = distanceOf(anchor, positive);
        Tensor distNeg = distanceOf(anchor, negative);
        if (swap) {
            distNeg = Ops.minimum(distNeg, distanceOf(positive, negative));
        }
        return reduce(Ops.clampMin(Ops.sub(Ops.add(distPos, margin), distNeg), 0));
    }

    private Tensor distanceOf(Tensor a, Tensor b) {
        Tensor d = distance.apply(a, b);
        if (d == null) {
            throw new IllegalArgumentException(name() + ": the distance function returned null, not a tensor");
        }
        return d;
    }
}
