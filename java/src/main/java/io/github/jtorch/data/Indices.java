package io.github.jtorch.data;

import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.SplittableRandom;

/** Index arrays as iterators, and seeded permutations. */
final class Indices {
    private Indices() {}

    static Iterator<Long> iterator(long[] indices) {
        return new Iterator<>() {
            int i;

            @Override
            public boolean hasNext() {
                return i < indices.length;
            }

            @Override
            public Long next() {
                if (i >= indices.length) {
                    throw new NoSuchElementException();
                }
                return indices[i++];
            }
        };
    }

    /** A uniformly random permutation of 0..n-1 (Fisher-Yates), fixed by {@code random}. */
    static long[] permutation(int n, SplittableRandom random) {
        long[] p = new long[n];
        for (int i = 0; i < n; i++) {
            p[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            long t = p[i];
            p[i] = p[j];
            p[j] = t;
        }
        return p;
    }

    static int checkedSize(long n, String who) {
        if (n < 0 || n > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException(who + ": size must be 0 to " + (Integer.MAX_VALUE - 8) + ", got " + n);
        }
        return (int) n;
    }
}
