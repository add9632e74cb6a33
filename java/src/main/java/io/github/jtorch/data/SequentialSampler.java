package io.github.jtorch.data;

import java.util.Iterator;
import java.util.NoSuchElementException;

/** 0, 1, ..., n-1 every epoch, PyTorch's {@code SequentialSampler}. */
public final class SequentialSampler implements Sampler {
    private final long n;

    public SequentialSampler(long n) {
        if (n < 0) {
            throw new IllegalArgumentException("SequentialSampler: size must be >= 0, got " + n);
        }
        this.n = n;
    }

    @Override
    public long size() {
        return n;
    }

    @Override
    public Iterator<Long> iterator() {
        return new Iterator<>() {
            long i;

            @Override
            public boolean hasNext() {
                return i < n;
            }

            @Override
            public Long next() {
                if (i >= n) {
                    throw new NoSuchElementException();
                }
                return i++;
            }
        };
    }
}
