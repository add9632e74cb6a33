package io.github.jtorch;

/**
 * A snapshot of native memory. Byte figures named "logical" count elements times element
 * size of each live handle (views of one storage count once per handle); the storage figure
 * counts each storage once. The {@code cuda...Bytes} figures are LibTorch's CUDA caching
 * allocator's for the current CUDA device: they count the whole process's use of that
 * LibTorch (not only jtorch's tensors), in the allocator's block sizes (a request is
 * rounded up to a multiple of 512 bytes, sometimes more), and are all -1 without CUDA.
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
    /**
     * Bytes of the current CUDA device that the caching allocator has handed to tensors and
     * not yet taken back: the device memory live CUDA tensors use. 0 before the first CUDA
     * tensor; -1 without CUDA.
     */
    public final long cudaAllocatedBytes;
    /**
     * Highest {@code cudaAllocatedBytes} since start or the last {@link Memory#resetCudaPeak()};
     * -1 without CUDA.
     */
    public final long cudaPeakAllocatedBytes;
    /**
     * Bytes of the current CUDA device the caching allocator has obtained from the driver and
     * holds: {@code cudaAllocatedBytes} plus cached blocks no tensor uses, which
     * {@link Memory#emptyCache()} returns to the driver. -1 without CUDA.
     */
    public final long cudaReservedBytes;
    /**
     * Highest {@code cudaReservedBytes} since start or the last {@link Memory#resetCudaPeak()};
     * -1 without CUDA.
     */
    public final long cudaPeakReservedBytes;

    MemoryStats(long liveTensors, long peakTensors, long liveBytes, long peakBytes, long liveStorageBytes,
            long allocCount, long freeCount, long freedByGc, long rssBytes, boolean cudaAvailable, long cudaFreeBytes,
            long cudaTotalBytes, long cudaAllocatedBytes, long cudaPeakAllocatedBytes, long cudaReservedBytes,
            long cudaPeakReservedBytes) {
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
        this.cudaAllocatedBytes = cudaAllocatedBytes;
        this.cudaPeakAllocatedBytes = cudaPeakAllocatedBytes;
        this.cudaReservedBytes = cudaReservedBytes;
        this.cudaPeakReservedBytes = cudaPeakReservedBytes;
    }

    @Override
    public String toString() {
        return "live " + liveTensors + " tensors, " + liveBytes + " bytes (peak " + peakBytes + "), "
                + allocCount + " allocated, " + freeCount + " freed";
    }
}
