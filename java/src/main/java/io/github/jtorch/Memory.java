package io.github.jtorch;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Native memory: exact accounting (rule 12 of the memory model), peak regions, leak hunting
 * by allocation site, a memory budget, and recovery from out-of-memory.
 */
public final class Memory {
    static {
        NativeLoader.loadForClass();
    }

    private Memory() {}

    private static final AtomicLong FREED_BY_GC = new AtomicLong();

    static void countFreedByGc() {
        FREED_BY_GC.incrementAndGet();
    }

    /** Handles the GC fallback has freed so far. */
    static long freedByGcSoFar() {
        return FREED_BY_GC.get();
    }

    /**
     * The figures now. Counts are exact whenever no tensor is being created or freed: after
     * all scopes close, live counts return to what they were before. Costs time in proportion
     * to the live tensors (the unique-storage figure scans them).
     */
    public static MemoryStats stats() {
        long[] s = statsArray();
        long[] cuda = cudaMemInfo();
        long[] alloc = cudaAllocatorStats();
        boolean a = alloc.length == 4;
        return new MemoryStats(s[0], peakTensors(), s[1], s[2], uniqueStorageBytes(), s[3], s[4], FREED_BY_GC.get(),
                rssBytes(), cuda.length == 2, cuda.length == 2 ? cuda[0] : -1, cuda.length == 2 ? cuda[1] : -1,
                a ? alloc[0] : -1, a ? alloc[1] : -1, a ? alloc[2] : -1, a ? alloc[3] : -1);
    }

    /** One line a person can read in a log or at the REPL. */
    public static String report() {
        MemoryStats s = stats();
        StringBuilder b = new StringBuilder(String.format(Locale.ROOT,
                "jtorch: %d tensors live (peak %d), %s live (peak %s, %s in storage), %d made, %d freed (%d by GC), RSS %s",
                s.liveTensors, s.peakTensors, human(s.liveBytes), human(s.peakBytes), human(s.liveStorageBytes),
                s.allocCount, s.freeCount, s.freedByGc, human(s.rssBytes)));
        if (budget() > 0) {
            b.append(", budget ").append(human(budget()));
        }
        if (s.cudaAvailable) {
            b.append(String.format(Locale.ROOT, ", CUDA %s free of %s", human(s.cudaFreeBytes), human(s.cudaTotalBytes)));
        }
        if (s.cudaAllocatedBytes >= 0) {
            b.append(String.format(Locale.ROOT, ", CUDA allocator %s allocated (peak %s), %s reserved (peak %s)",
                    human(s.cudaAllocatedBytes), human(s.cudaPeakAllocatedBytes), human(s.cudaReservedBytes),
                    human(s.cudaPeakReservedBytes)));
        }
        return b.toString();
    }

    static String human(long bytes) {
        if (bytes < 1024) {
            return bytes + " B";
        }
        String[] units = {"KiB", "MiB", "GiB", "TiB"};
        double v = bytes;
        int u = -1;
        while (v >= 1024 && u < units.length - 1) {
            v /= 1024;
            u++;
        }
        return String.format(Locale.ROOT, "%.1f %s", v, units[u]);
    }

    /**
     * Starts a new peak period: the peaks become the current live figures. The CUDA caching
     * allocator's peaks have their own reset, {@link #resetCudaPeak()}.
     */
    public static void resetPeak() {
        resetPeak0();
    }

    /**
     * Sets the CUDA caching allocator's peaks of the current device ({@code cudaPeakAllocatedBytes},
     * {@code cudaPeakReservedBytes}) to its current figures. True if it did; without CUDA this
     * does nothing and returns false.
     */
    public static boolean resetCudaPeak() {
        return cudaResetPeak0();
    }

    /** A body's value and the peak of live logical bytes above its start while it ran. */
    public static final class Peak<T> {
        public final T value;
        public final long peakBytes;

        Peak(T value, long peakBytes) {
            this.value = value;
            this.peakBytes = peakBytes;
        }

        @Override
        public String toString() {
            return "peak " + peakBytes + " bytes";
        }
    }

    /**
     * Runs {@code body} and returns its value with the peak of live logical bytes above the
     * value at its start. Regions nest and overlap, on one thread or many: each reports the
     * peak of the time it was open, and none changes {@link MemoryStats#peakBytes}. The live
     * bytes are the whole process's, so a region also sees what other threads make meanwhile.
     */
    public static <T> Peak<T> withPeakTracking(Supplier<T> body) {
        long[] start = peakRegionStart();
        long peak;
        T value;
        try {
            value = body.get();
        } finally {
            peak = peakRegionEnd(start[0], start[1]);
        }
        return new Peak<>(value, peak);
    }

    // ---- budget

    /**
     * Caps jtorch's live tensor memory at {@code bytes} logical bytes (0 or less: no cap).
     * Creation ops that would pass it throw {@link MemoryBudgetException} before allocating;
     * an op result that would pass it is freed at once and the op throws. Threads that make
     * tensors at the same moment are checked against the same live total, so together they
     * can pass the cap by up to one tensor each (a cap checked atomically would cost every op
     * a shared atomic step). Also settable at
     * start-up with {@code -Djtorch.memory.budget=2g} or {@code JTORCH_MEMORY_BUDGET=2g}.
     */
    public static void setBudget(long bytes) {
        NativeLoader.setBudget0(bytes);
    }

    /** The budget in bytes, 0 when there is none. */
    public static long budget() {
        return budget0();
    }

    /**
     * Parses a byte count, or a number with a unit k, m, g or t (powers of 1024, upper or lower
     * case, optionally followed by b: {@code 512k}, {@code 64MB}, {@code 2g}).
     * IllegalArgumentException for anything else, a negative size, or one past
     * {@code Long.MAX_VALUE} bytes.
     */
    public static long parseSize(String text) {
        return MemorySize.parse(text);
    }

    // ---- the host allocator

    /**
     * Whether jtorch tuned glibc's malloc when it loaded. By default glibc gives a thread's
     * freed heap memory back to the system as soon as a few megabytes lie free at the top of its
     * heap, and a training step that frees its temporaries at its end then page-faults the same
     * memory back in at the next step (hundreds of faults a step for a 784-256-10 MLP, a third of
     * its time here). So jtorch sets glibc's mmap threshold to 32 MiB and its trim threshold to
     * 64 MiB, the top of the range glibc's own
     * adaptation reaches: freed memory is kept for the next step, up to 64 MiB a heap, and
     * {@link #trimHost()} still hands it back on demand.
     *
     * <p>Not tuned: with {@code -Djtorch.malloc=default} (or {@code JTORCH_MALLOC=default}); when
     * the process sets glibc's malloc itself ({@code GLIBC_TUNABLES} with {@code glibc.malloc.}
     * settings, or one of {@code MALLOC_MMAP_THRESHOLD_}, {@code MALLOC_TRIM_THRESHOLD_},
     * {@code MALLOC_TOP_PAD_}, {@code MALLOC_MMAP_MAX_}); when malloc is not glibc's (a preloaded
     * jemalloc or tcmalloc, another C library). The setting is the process's: it applies to every
     * thread's allocations, the JVM's own included.
     */
    public static boolean hostAllocatorTuned() {
        return NativeLoader.mallocTuned();
    }

    // ---- out of memory

    /** Whether {@code t} (or a cause of it) is an out-of-memory error from jtorch or LibTorch. */
    public static boolean isOutOfMemory(Throwable t) {
        Set<Throwable> seen = new HashSet<>();
        for (Throwable c = t; c != null && seen.add(c); c = c.getCause()) {
            if (c instanceof TorchOutOfMemoryException) {
                return true;
            }
        }
        return false;
    }

    /**
     * Runs {@code work} on {@code batch}; on out-of-memory, frees what it can (collects
     * unreachable tensors, empties the CUDA cache, trims the host heap) and runs it on each
     * half, then on halves of those, and so on, joining the results in order. The caller sees
     * the results or one exception: the out-of-memory error of a single item that still does
     * not fit, or any other error of {@code work}. {@code work} should make its tensors in its
     * own scope so that a failed attempt frees them.
     */
    public static <T, R> List<R> retryOnOom(List<T> batch, Function<List<T>, List<R>> work) {
        Objects.requireNonNull(batch, "batch");
        Objects.requireNonNull(work, "work");
        try {
            return work.apply(batch);
        } catch (RuntimeException e) {
            if (!isOutOfMemory(e) || batch.size() <= 1) {
                throw e;
            }
        }
        relieve();
        int half = batch.size() / 2;
        List<R> out = new ArrayList<>(retryOnOom(batch.subList(0, half), work));
        out.addAll(retryOnOom(batch.subList(half, batch.size()), work));
        return out;
    }

    /** Frees what can be freed without the caller's help. */
    static void relieve() {
        Torch.gc();
        emptyCache();
        trimHost();
    }

    /**
     * Returns to the CUDA driver, on every device, the blocks LibTorch's CUDA caching allocator
     * holds for reuse but no tensor uses, so that other processes can have them:
     * {@code cudaReservedBytes} falls towards {@code cudaAllocatedBytes}. Live tensors keep their
     * memory, unreachable unscoped ones too until the GC frees them ({@link Torch#gc()}). True if
     * there was a CUDA allocator to empty; without CUDA this does nothing and returns false.
     */
    public static boolean emptyCache() {
        return cudaEmptyCache0();
    }

    /** Returns freed host heap memory to the operating system (glibc); true if some was. */
    public static boolean trimHost() {
        return trimHost0();
    }

    // ---- leak hunting

    /**
     * Turns recording of allocation sites on or off (off by default). While on, every new
     * handle costs a stack walk, a few microseconds; turning it off forgets the sites.
     */
    public static void recordAllocationSites(boolean on) {
        AllocationSites.setRecording(on);
    }

    public static boolean isRecordingAllocationSites() {
        return AllocationSites.isRecording();
    }

    /**
     * Live handles made while recording was on, grouped by site, largest first: tensors with
     * their bytes, optimizers counted at 0 bytes.
     */
    public static List<SiteStats> liveBySite() {
        return AllocationSites.sorted(AllocationSites.snapshot());
    }

    /** The live handles by site now, to compare with a later one by {@link #diff}. */
    public static Map<String, SiteStats> siteSnapshot() {
        return AllocationSites.snapshot();
    }

    /** What changed per site from {@code before} to {@code after} (counts and bytes may be negative), largest growth first. */
    public static List<SiteStats> diff(Map<String, SiteStats> before, Map<String, SiteStats> after) {
        Map<String, SiteStats> out = new java.util.HashMap<>();
        Set<String> sites = new HashSet<>(before.keySet());
        sites.addAll(after.keySet());
        for (String site : sites) {
            SiteStats a = before.get(site);
            SiteStats b = after.get(site);
            long count = (b == null ? 0 : b.count) - (a == null ? 0 : a.count);
            long bytes = (b == null ? 0 : b.bytes) - (a == null ? 0 : a.bytes);
            if (count != 0 || bytes != 0) {
                out.put(site, new SiteStats(site, count, bytes));
            }
        }
        return AllocationSites.sorted(out);
    }

    static native long[] statsArray();

    private static native long peakTensors();

    private static native long uniqueStorageBytes();

    private static native long rssBytes();

    static native long bytesOf(long id);

    private static native void resetPeak0();

    private static native long budget0();

    private static native long[] peakRegionStart();

    private static native long peakRegionEnd(long region, long atStart);

    private static native boolean trimHost0();

    private static native long[] cudaMemInfo();

    private static native long[] cudaAllocatorStats();

    private static native boolean cudaEmptyCache0();

    private static native boolean cudaResetPeak0();
}
