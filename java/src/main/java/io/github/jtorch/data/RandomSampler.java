package io.github.jtorch.data;

import java.util.Iterator;
import java.util.SplittableRandom;

/**
 * Random indices, PyTorch's {@code RandomSampler}: a permutation of 0..n-1 per epoch, or with
 * {@code replacement} {@code numSamples} independent draws. Without replacement and with
 * {@code numSamples} over n, whole permutations follow one another, the last cut short, as
 * PyTorch does. Epoch e (the e-th call to {@link #iterator()}, from 0, or the one given to
 * {@link #setEpoch}) draws from seed + e: a sampler made with the same seed gives the same
 * orders epoch after epoch. The orders are not PyTorch's (its generator is not used).
 */
public final class RandomSampler implements Sampler {
    private final int n;
    private final boolean replacement;
    private final long numSamples;
    private final long seed;
    private long epoch;

    /** A permutation of 0..n-1 per epoch, from {@code seed}. */
    public RandomSampler(long n, long seed) {
        this(n, false, -1, seed);
    }

    /**
     * {@code numSamples} indices of 0..n-1 per epoch ({@code numSamples} &lt; 0 means n), drawn
     * with or without replacement, from {@code seed}.
     */
    public RandomSampler(long n, boolean replacement, long numSamples, long seed) {
        this.n = Indices.checkedSize(n, "RandomSampler");
        this.replacement = replacement;
        this.numSamples = numSamples < 0 ? n : numSamples;
        this.seed = seed;
        if (numSamples == 0 && n > 0) {
            throw new IllegalArgumentException("RandomSampler: num_samples should be a positive integer value, but got num_samples=0");
        }
    }

    /** Makes the next {@link #iterator()} draw epoch {@code epoch}'s order. */
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
        long[] out = new long[Math.toIntExact(numSamples)];
        if (n == 0) {
            return Indices.iterator(new long[0]);
        }
        if (replacement) {
            for (int i = 0; i < out.length; i++) {
                out[i] = random.nextInt(n);
            }
        } else {
            for (int filled = 0; filled < out.length; ) {
                long[] p = Indices.permutation(n, random);
                int take = Math.min(n, out.length - filled);
                System.arraycopy(p, 0, out, filled, take);
                filled += take;
            }
        }
        return Indices.iterator(out);
    }
}
