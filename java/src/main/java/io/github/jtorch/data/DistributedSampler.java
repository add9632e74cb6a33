package io.github.jtorch.data;

import java.util.Iterator;
import java.util.SplittableRandom;

/**
 * The share of a dataset of {@code n} items that replica {@code rank} of {@code numReplicas}
 * reads, PyTorch's {@code DistributedSampler}, with its partitioning rules: every replica gets
 * the same count, ceil(n / numReplicas) (the list padded by repeating its start), or with
 * {@code dropLast} floor(n / numReplicas) (the tail dropped); replica r takes positions r,
 * r + numReplicas, ... of the (shuffled) list. With {@code shuffle} the list is a permutation
 * drawn from seed + epoch (not PyTorch's, which uses its own generator): call
 * {@link #setEpoch} before each epoch, with the same seed on every replica, as in PyTorch, or
 * every epoch repeats the same order.
 */
public final class DistributedSampler implements Sampler {
    private final int n;
    private final int numReplicas;
    private final int rank;
    private final boolean shuffle;
    private final long seed;
    private final boolean dropLast;
    private final int numSamples;
    private final int totalSize;
    private volatile long epoch;

    public DistributedSampler(long n, int numReplicas, int rank, boolean shuffle, long seed, boolean dropLast) {
        this.n = Indices.checkedSize(n, "DistributedSampler");
        if (numReplicas <= 0) {
            throw new IllegalArgumentException("DistributedSampler: num_replicas must be positive, got " + numReplicas);
        }
        if (rank < 0 || rank >= numReplicas) {
            throw new IllegalArgumentException("Invalid rank " + rank + ", rank should be in the interval [0, " + (numReplicas - 1) + "]");
        }
        this.numReplicas = numReplicas;
        this.rank = rank;
        this.shuffle = shuffle;
        this.seed = seed;
        this.dropLast = dropLast;
        this.numSamples = dropLast && n % numReplicas != 0
                ? (int) Math.ceil((double) (n - numReplicas) / numReplicas)
                : (int) ((n + numReplicas - 1) / numReplicas);
        this.totalSize = numSamples * numReplicas;
    }

    /** PyTorch's defaults: shuffled, seed 0, no drop. */
    public DistributedSampler(long n, int numReplicas, int rank) {
        this(n, numReplicas, rank, true, 0, false);
    }

    /** The epoch whose order the next {@link #iterator()} gives (with shuffle). */
    public void setEpoch(long epoch) {
        this.epoch = epoch;
    }

    @Override
    public long size() {
        return numSamples;
    }

    @Override
    public Iterator<Long> iterator() {
        long[] indices;
        if (shuffle) {
            indices = Indices.permutation(n, new SplittableRandom(seed + epoch));
        } else {
            indices = new long[n];
            for (int i = 0; i < n; i++) {
                indices[i] = i;
            }
        }
        long[] full = new long[totalSize];
        // Padding repeats the list from its start (several times over when it is short),
        // dropping cuts it: both as PyTorch's indices[:total_size] after padding.
        for (int i = 0; i < totalSize && n > 0; i++) {
            full[i] = indices[i % n];
        }
        long[] mine = new long[numSamples];
        for (int i = 0; i < numSamples; i++) {
            mine[i] = full[rank + i * numReplicas];
        }
        return Indices.iterator(mine);
    }
}
