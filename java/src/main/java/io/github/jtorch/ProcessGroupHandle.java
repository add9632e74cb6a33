package io.github.jtorch;

import java.lang.ref.Reference;
import java.util.List;

/**
 * A native c10d process group: a TCPStore rendezvous and LibTorch's ProcessGroupGloo
 * (src/distributed/). Low-level: use {@link io.github.jtorch.distributed.ProcessGroup}. Like a
 * tensor, a handle attaches to the current scope when made (unless made unscoped) and is freed
 * with it, by {@link #close()}, or by the GC when unscoped; freeing it leaves the group (its
 * threads joined, its sockets closed) once no work item still holds it.
 */
public final class ProcessGroupHandle extends RegistryHandle {
    static {
        NativeLoader.loadForClass();
    }

    /** The collectives {@link #start} runs, numbered as src/distributed/mod.rs has them. */
    public static final int ALL_REDUCE = 0, BROADCAST = 1, REDUCE = 2, ALL_GATHER = 3, REDUCE_SCATTER = 4,
            ALL_TO_ALL = 5, SEND = 6, RECV = 7, BARRIER = 8;

    private ProcessGroupHandle(long id) {
        super(id, Kind.PROCESS_GROUP);
    }

    /**
     * Joins a group: blocks until all {@code size} ranks have joined through the TCPStore at
     * {@code addr:port} (served by rank 0), or throws DistributedException after
     * {@code timeoutMs}. Gloo's sockets bind {@code iface} when not empty, else {@code host},
     * else this machine's hostname. {@code scoped}: attach to the current scope (else
     * unscoped, freed by {@link #close()} or the GC).
     */
    public static ProcessGroupHandle create(String backend, String addr, int port, int rank, int size, long timeoutMs,
            String host, String iface, boolean scoped) {
        ProcessGroupHandle h = new ProcessGroupHandle(create(backend, addr, port, rank, size, timeoutMs, host, iface));
        if (scoped) {
            h.attachNew(PointerScope.stack());
        } else {
            h.makeUnscoped();
            AllocationSites.onCreate(h);
        }
        return h;
    }

    public int rank() {
        try {
            return rank(id);
        } finally {
            Reference.reachabilityFence(this);
        }
    }

    public int size() {
        try {
            return size(id);
        } finally {
            Reference.reachabilityFence(this);
        }
    }

    /**
     * Starts collective {@code kind} on {@code tensors} ({@code op}: the reduce op, or the tag
     * of a send or recv; {@code arg}: the root, peer or nothing). The work item attaches to
     * the current scope; it keeps the tensors alive until it is freed.
     */
    public WorkHandle start(int kind, List<Tensor> tensors, int op, int arg) {
        long[] ids = new long[tensors.size()];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = Tensor.idOf(tensors.get(i), "tensors[" + i + "]");
        }
        try {
            return WorkHandle.wrap(start(id, kind, ids, op, arg));
        } finally {
            Reference.reachabilityFence(this);
            Reference.reachabilityFence(tensors);
        }
    }

    private static native long create(String backend, String addr, int port, int rank, int size, long timeoutMs,
            String host, String iface);

    private static native int rank(long id);

    private static native int size(long id);

    private static native long start(long id, int kind, long[] tensors, int op, int arg);

    static native boolean release(long id);

    static native boolean isLive(long id);
}
