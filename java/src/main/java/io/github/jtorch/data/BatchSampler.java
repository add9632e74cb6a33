package io.github.jtorch.data;

import java.util.Arrays;
import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * Groups a sampler's indices into batches of {@code batchSize}, PyTorch's {@code BatchSampler}:
 * the last batch is smaller, or dropped with {@code dropLast}. Each {@link #iterator()} starts
 * a new epoch of the sampler.
 */
public final class BatchSampler implements Iterable<long[]> {
    private final Sampler sampler;
    private final int batchSize;
    private final boolean dropLast;

    public BatchSampler(Sampler sampler, int batchSize, boolean dropLast) {
        if (batchSize <= 0) {
            throw new IllegalArgumentException("BatchSampler: batch_size should be a positive integer value, but got batch_size=" + batchSize);
        }
        this.sampler = sampler;
        this.batchSize = batchSize;
        this.dropLast = dropLast;
    }

    /** How many batches one epoch yields. */
    public long size() {
        long n = sampler.size();
        return dropLast ? n / batchSize : (n + batchSize - 1) / batchSize;
    }

    @Override
    public Iterator<long[]> iterator() {
        Iterator<Long> indices = sampler.iterator();
        return new Iterator<>() {
            long[] next = advance();

            private long[] advance() {
                long[] batch = new long[batchSize];
                int k = 0;
                while (k < batchSize && indices.hasNext()) {
                    batch[k++] = indices.next();
                }
                if (k == 0 || (k < batchSize && dropLast)) {
                    return null;
                }
                return k == batchSize ? batch : Arrays.copyOf(batch, k);
            }

            @Override
            public boolean hasNext() {
                return next != null;
            }

            @Override
            public long[] next() {
                if (next == null) {
                    throw new NoSuchElementException();
                }
                long[] out = next;
                next = advance();
                return out;
            }
        };
    }
}
