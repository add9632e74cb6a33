package io.github.jtorch.stress;

/** A small seeded generator (SplitMix64): the same seed gives the same numbers on every JDK. */
final class SplitMix {
    private long state;

    SplitMix(long seed) {
        this.state = seed;
    }

    /** A seed derived from {@code seed} and {@code index}, for independent streams. */
    static long derive(long seed, long index) {
        return new SplitMix(seed ^ (index * 0x9E3779B97F4A7C15L)).nextLong();
    }

    long nextLong() {
        long z = (state += 0x9E3779B97F4A7C15L);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** Uniform in [0, bound). */
    int nextInt(int bound) {
        return (int) Math.floorMod(nextLong(), (long) bound);
    }

    boolean chance(int percent) {
        return nextInt(100) < percent;
    }
}
