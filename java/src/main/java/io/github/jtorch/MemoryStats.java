package io.github.jtorch;

/**
 * A snapshot of native memory accounting. Byte figures are <em>logical</em>: elements times
 * element size of each live handle; a storage shared by views is counted once per handle.
 */
public final class MemoryStats {
    /** Tensor handles alive now. */
    public final long liveTensors;
    /** Logical bytes of the live handles. */
    public final long liveBytes;
    /** Highest {@code liveBytes} since start or the last {@link Memory#resetPeak()}. */
    public final long peakBytes;
    /** Handles ever created. */
    public final long allocCount;
    /** Handles ever freed. */
    public final long freeCount;

    MemoryStats(long liveTensors, long liveBytes, long peakBytes, long allocCount, long freeCount) {
        this.liveTensors = liveTensors;
        this.liveBytes = liveBytes;
        this.peakBytes = peakBytes;
        this.allocCount = allocCount;
        this.freeCount = freeCount;
    }

    @Override
    public String toString() {
        return "live " + liveTensors + " tensors, " + liveBytes + " bytes (peak " + peakBytes + "), "
                + allocCount + " allocated, " + freeCount + " freed";
    }
}
