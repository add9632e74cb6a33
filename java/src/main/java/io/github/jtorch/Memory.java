package io.github.jtorch;

/** Exact native memory accounting (rule 12 of the memory model). */
public final class Memory {
    static {
        NativeLoader.load();
    }

    private Memory() {}

    /**
     * The figures now. They are exact whenever no tensor is being created or freed; after all
     * scopes close, live counts return to what they were before.
     */
    public static MemoryStats stats() {
        long[] s = statsArray();
        return new MemoryStats(s[0], s[1], s[2], s[3], s[4]);
    }

    /** Starts a new peak period: the peak becomes the current live bytes. */
    public static void resetPeak() {
        resetPeak0();
    }

    private static native long[] statsArray();

    private static native void resetPeak0();
}
