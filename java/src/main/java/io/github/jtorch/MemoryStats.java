package io.github.jtorch;

/**
 * A snapshot of native memory. Byte figures named "logical" count elements times element
 * size of each live handle (views of one storage count once per handle); the storage figure
 * counts each storage once.
 */
public final class MemoryStats {
    /** Tensor handles alive now. */
    public final long liveTensors;
    /** Highest {@code liveTensors} since start or the last {@link Memory#resetPeak()}. */
    public final long peakTensors;
    /** Logical bytes of the live handles. */
    public final long liveBytes;
    /** Highest {@code liveBytes} since start or the last {@link Memory#resetPeak()}. */
    public final long peakBytes;
    /** Bytes of storage the live handles address, each storage counted once (views share one). */
    public final long liveStorageBytes;
    /** Handles ever created; each has exactly one Java wrapper object, so also wrappers created. */
    public final long allocCount;
    /** Handles ever freed, by any path. */
    public final long freeCount;
    /** Handles freed by the GC fallback (their wrapper became unreachable while unscoped). */
    public final long freedByGc;
    /** Resident set size of the whole process (JVM included), from /proc; 0 where unknown. */
    public final long rssBytes;
    /** Whether a CUDA device is usable. */
    public final boolean cudaAvailable;
    /** Free memory of the current CUDA device as the driver reports it; -1 without CUDA. */
    public final long cudaFreeBytes;
    /** Total memory of the current CUDA device; -1 without CUDA. */
    public final long cudaTotalBytes;

    MemoryStats(long liveTensors, long peakTensors, long liveBytes, long peakBytes, long liveStorageBytes,
            long allocCount, long freeCount, long freedByGc, long rssBytes, boolean cudaAvailable, long cudaFreeBytes,
            long cudaTotalBytes) {
        this.liveTensors = liveTensors;
        this.peakTensors = peakTensors;
        this.liveBytes = liveBytes;
        this.peakBytes = peakBytes;
        this.liveStorageBytes = liveStorageBytes;
        this.allocCount = allocCount;
        this.freeCount = freeCount;
        this.freedByGc = freedByGc;
        this.rssBytes = rssBytes;
        this.cudaAvailable = cudaAvailable;
        this.cudaFreeBytes = cudaFreeBytes;
        this.cudaTotalBytes = cudaTotalBytes;
    }

    @Override
    public String toString() {
        return "live " + liveTensors + " tensors, " + liveBytes + " bytes (peak " + peakBytes + "), "
                + allocCount + " allocated, " + freeCount + " freed";
    }
}
