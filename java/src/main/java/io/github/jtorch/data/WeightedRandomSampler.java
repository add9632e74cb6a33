package io.github.jtorch.data;

import java.util.Arrays;
import java.util.Iterator;
import java.util.SplittableRandom;

/**
 * Indices 0..len(weights)-1 drawn with probability proportional to their weights, PyTorch's
 * {@code WeightedRandomSampler}: {@code numSamples} per epoch, with or without replacement
 * (without, each index at most once, so numSamples &lt;= the number of positive weights).
 * Epoch e draws from seed + e, as {@link RandomSampler}.
 */
public final class WeightedRandomSampler implements Sampler {
    private final double[] weights;
    private final int numSamples;
    private final boolean replacement;
    private final long seed;
    private long epoch;

    public WeightedRandomSampler(double[] weights, long numSamples, boolean replacement, long seed) {
        if (numSamples <= 0 || numSamples > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("WeightedRandomSampler: num_samples should be a positive integer value, but got num_samples=" + numSamples);
        }
        long positive = 0;
        for (double w : weights) {
            if (!(w >= 0) || Double.isInfinite(w)) {
                throw new IllegalArgumentException("WeightedRandomSampler: weights must be finite and >= 0, got " + w);
            }
            if (w > 0) {
                positive++;
            }
        }
        if (positive == 0) {
            throw new IllegalArgumentException("WeightedRandomSampler: the weights sum to 0");
        }
        if (!replacement && numSamples > positive) {
            throw new IllegalArgumentException("WeightedRandomSampler: cannot draw " + numSamples
                    + " samples without replacement from " + positive + " positive weights");
        }
        this.weights = weights.clone();
        this.numSamples = (int) numSamples;
        this.replacement = replacement;
        this.seed = seed;
    }

    /** Makes the next {@link #iterator()} draw epoch {@code epoch}'s indices. */
    public synchronized void setEpoch(long epoch) {
        this.epoch = epoch;
    }

    @Override
    public long size() {
        return numSamples;
    }

    @Override
    public Iterator<Long> iterator() {
        long e;
        synchronized (this) {
            e = epoch++;
        }
        SplittableRandom random = new SplittableRandom(seed + e);
        long[] out = new long[numSamples];
        double[] w = weights.clone();
        double[] cumulative = new double[w.length];
        for (int s = 0; s < numSamples; s++) {
            if (s == 0 || !replacement) {
                double sum = 0;
                for (int i = 0; i < w.length; i++) {
                    sum += w[i];
                    cumulative[i] = sum;
                }
            }
            double u = random.nextDouble() * cumulative[w.length - 1];
            int i = Arrays.binarySearch(cumulative, u);
            i = i >= 0 ? i + 1 : -i - 1;
            // u can land on the end of a run of zero weights: step to the next positive one.
            while (i < w.length - 1 && w[i] == 0) {
                i++;
            }
            out[s] = i;
            if (!replacement) {
                w[i] = 0;
            }
        }
        return Indices.iterator(out);
    }
}
