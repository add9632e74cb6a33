package io.github.jtorch.distributed;

import static io.github.jtorch.ProcessGroupHandle.ALL_GATHER;
import static io.github.jtorch.ProcessGroupHandle.ALL_REDUCE;
import static io.github.jtorch.ProcessGroupHandle.ALL_TO_ALL;
import static io.github.jtorch.ProcessGroupHandle.BARRIER;
import static io.github.jtorch.ProcessGroupHandle.BROADCAST;
import static io.github.jtorch.ProcessGroupHandle.RECV;
import static io.github.jtorch.ProcessGroupHandle.REDUCE;
import static io.github.jtorch.ProcessGroupHandle.REDUCE_SCATTER;
import static io.github.jtorch.ProcessGroupHandle.SEND;

import io.github.jtorch.NativeResource;
import io.github.jtorch.ProcessGroupHandle;
import io.github.jtorch.Tensor;
import io.github.jtorch.WorkHandle;
import java.util.List;
import java.util.Objects;

/**
 * A c10d process group on the Gloo backend (CPU tensors), as {@code torch.distributed}'s: every
 * rank must call the same collectives in the same order. Collectives take dense, contiguous CPU
 * tensors; each comes synchronous (blocks until done, then returns) and asynchronous
 * ({@code ...Async}, returning a {@link Work} to wait on). In-place ones (all-reduce, broadcast,
 * reduce, recv) write the caller's tensor and return it; the others return new tensors attached
 * to the current scope.
 *
 * <p>Failures: a peer that dies, or stops answering for the group's timeout, makes the
 * collective throw {@link DistributedException}; the group is then of no further use.
 *
 * <p>Memory: made by {@link #create}, the group attaches to the current scope like a tensor (the
 * default group of {@link Distributed} does not); {@link #close()} leaves the group, joining its
 * threads and closing its sockets (after the work items that still hold it are freed).
 *
 * <p>Threads: a blocking collective holds no jtorch lock; collectives may be started from
 * several threads, but every rank must start them in the same order.
 */
public final class ProcessGroup implements NativeResource, AutoCloseable {
    private final ProcessGroupHandle handle;

    private ProcessGroup(ProcessGroupHandle handle) {
        this.handle = handle;
    }

    /** Joins the group {@code options} names (see {@link InitOptions}); the group attaches to the current scope. */
    public static ProcessGroup create(InitOptions options) {
        return create(options, true);
    }

    static ProcessGroup create(InitOptions o, boolean scoped) {
        Objects.requireNonNull(o, "options");
        return new ProcessGroup(ProcessGroupHandle.create(o.backend(), o.masterAddr(), o.masterPort(), o.rank(),
                o.worldSize(), o.timeout().toMillis(), o.host(), o.networkInterface(), scoped));
    }

    /** This process's rank in the group. */
    public int rank() {
        return handle.rank();
    }

    /** The number of ranks in the group. */
    public int size() {
        return handle.size();
    }

    /** Reduces {@code t} over the ranks, in place on every rank; returns {@code t}. */
    public Tensor allReduce(Tensor t, ReduceOp op) {
        return sync(allReduceAsync(t, op)).get(0);
    }

    public Work allReduceAsync(Tensor t, ReduceOp op) {
        return start(ALL_REDUCE, List.of(t), code(op), 0, t, false);
    }

    /** Copies rank {@code src}'s {@code t} into {@code t} on every rank; returns {@code t}. */
    public Tensor broadcast(Tensor t, int src) {
        return sync(broadcastAsync(t, src)).get(0);
    }

    public Work broadcastAsync(Tensor t, int src) {
        return start(BROADCAST, List.of(t), 0, src, t, false);
    }

    /** Reduces {@code t} over the ranks into rank {@code dst}'s {@code t} (others' are scratch); returns {@code t}. */
    public Tensor reduce(Tensor t, int dst, ReduceOp op) {
        return sync(reduceAsync(t, dst, op)).get(0);
    }

    public Work reduceAsync(Tensor t, int dst, ReduceOp op) {
        return start(REDUCE, List.of(t), code(op), dst, t, false);
    }

    /** Every rank's {@code t} (all of one shape and dtype), in rank order, as new tensors. */
    public List<Tensor> allGather(Tensor t) {
        return sync(allGatherAsync(t));
    }

    public Work allGatherAsync(Tensor t) {
        return start(ALL_GATHER, List.of(t), 0, 0, null, true);
    }

    /** One tensor per rank in, and the reduction over the ranks of their {@code inputs[rank()]} out. */
    public Tensor reduceScatter(List<Tensor> inputs, ReduceOp op) {
        return sync(reduceScatterAsync(inputs, op)).get(0);
    }

    public Work reduceScatterAsync(List<Tensor> inputs, ReduceOp op) {
        Objects.requireNonNull(inputs, "inputs");
        return start(REDUCE_SCATTER, inputs, code(op), 0, null, false);
    }

    /**
     * {@code t} split in {@link #size()} equal parts along dim 0, part i sent to rank i; returns
     * the parts received, in rank order, as one new tensor ({@code all_to_all_single}).
     */
    public Tensor allToAll(Tensor t) {
        return sync(allToAllAsync(t)).get(0);
    }

    public Work allToAllAsync(Tensor t) {
        return start(ALL_TO_ALL, List.of(t), 0, 0, null, false);
    }

    /** Sends {@code t} to rank {@code dst}, which receives it with a {@link #recv} of the same tag. */
    public void send(Tensor t, int dst) {
        sync(sendAsync(t, dst, 0));
    }

    public Work sendAsync(Tensor t, int dst, int tag) {
        return start(SEND, List.of(t), tag, dst, null, false);
    }

    /** Receives into {@code t} (of the sent shape and dtype) what rank {@code src} sends; returns {@code t}. */
    public Tensor recv(Tensor t, int src) {
        return sync(recvAsync(t, src, 0)).get(0);
    }

    public Work recvAsync(Tensor t, int src, int tag) {
        return start(RECV, List.of(t), tag, src, t, false);
    }

    /** Blocks until every rank has reached its barrier. */
    public void barrier() {
        sync(barrierAsync());
    }

    public Work barrierAsync() {
        return start(BARRIER, List.of(), 0, 0, null, false);
    }

    private static int code(ReduceOp op) {
        return Objects.requireNonNull(op, "reduce op").code;
    }

    private Work start(int kind, List<Tensor> tensors, int op, int arg, Tensor inPlace, boolean many) {
        WorkHandle w = handle.start(kind, tensors, op, arg);
        return new Work(w, inPlace, many);
    }

    private static List<Tensor> sync(Work w) {
        try {
            return w.await();
        } finally {
            w.close();
        }
    }

    /** The native group: for jtorch's own classes that drive it (DistributedDataParallel's Reducer). */
    public ProcessGroupHandle handle() {
        return handle;
    }

    /** Leaves the group now. Further use throws IllegalStateException. */
    @Override
    public void close() {
        handle.close();
    }

    public boolean isReleased() {
        return handle.isReleased();
    }

    @Override
    public Iterable<?> nativeResources() {
        return List.of(handle);
    }

    @Override
    public String toString() {
        return handle.isReleased() ? "#process-group[released]"
                : "#process-group[gloo rank " + rank() + " of " + size() + "]";
    }
}
