package io.github.jtorch.distributed;

/**
 * The default process group, as {@code torch.distributed}'s module functions keep it: one per
 * process, joined by {@link #initProcessGroup(InitOptions)} and left by
 * {@link #destroyProcessGroup()}. It belongs to no scope (it lives until destroyed). The
 * collectives are {@link ProcessGroup}'s, on {@link #group()}.
 */
public final class Distributed {
    private static ProcessGroup defaultGroup;
    private static int localRank = -1;
    private static boolean joining;

    private Distributed() {}

    /**
     * Joins the default group: blocks until every rank has joined, or throws
     * {@link DistributedException} after the options' timeout. IllegalStateException when one
     * is joined already; IllegalArgumentException for a backend other than "gloo" or "nccl"
     * (CUDA tensors, through jtorch's NCCL plugin; a DistributedException where there is no
     * plugin or no CUDA device) or options missing.
     */
    public static ProcessGroup initProcessGroup(InitOptions options) {
        java.util.Objects.requireNonNull(options, "options");
        synchronized (Distributed.class) {
            if (defaultGroup != null || joining) {
                throw new IllegalStateException(
                        "the default process group is initialized already: destroyProcessGroup() first");
            }
            joining = true;
        }
        // The rendezvous blocks: no lock is held meanwhile.
        ProcessGroup made = null;
        int local = -1;
        try {
            local = options.localRank();
            made = ProcessGroup.create(options, false);
        } finally {
            synchronized (Distributed.class) {
                joining = false;
                defaultGroup = made;
                localRank = made == null ? -1 : local;
            }
        }
        return made;
    }

    /** {@link #initProcessGroup(InitOptions)} with torchrun's environment variables. */
    public static ProcessGroup initProcessGroup() {
        return initProcessGroup(InitOptions.fromEnvironment());
    }

    /**
     * Leaves the default group: Gloo's threads are joined and its sockets closed once no work
     * item still holds it. A no-op when none is joined.
     */
    public static void destroyProcessGroup() {
        ProcessGroup g;
        synchronized (Distributed.class) {
            g = defaultGroup;
            defaultGroup = null;
            localRank = -1;
        }
        if (g != null) {
            g.close();
        }
    }

    public static synchronized boolean isInitialized() {
        return defaultGroup != null;
    }

    /** The default group; IllegalStateException when none is joined. */
    public static synchronized ProcessGroup group() {
        if (defaultGroup == null) {
            throw new IllegalStateException(
                    "the default process group is not initialized: call initProcessGroup first");
        }
        return defaultGroup;
    }

    public static int getRank() {
        return group().rank();
    }

    public static int getWorldSize() {
        return group().size();
    }

    /** This process's rank on its machine (LOCAL_RANK, else the rank). */
    public static synchronized int getLocalRank() {
        group();
        return localRank;
    }
}
