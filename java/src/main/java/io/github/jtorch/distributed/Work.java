package io.github.jtorch.distributed;

import io.github.jtorch.NativeResource;
import io.github.jtorch.Tensor;
import io.github.jtorch.WorkHandle;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * A collective started asynchronously ({@code torch.distributed}'s work handle). Wait for it with
 * {@link #await(Duration)} before reading or writing its tensors. It attaches to the scope
 * current when it was started and keeps its tensors and group alive until it is freed, so a
 * collective never writes memory that has been freed, even one that timed out.
 */
public final class Work implements NativeResource, AutoCloseable {
    private final WorkHandle handle;
    /** The caller's tensor that an in-place collective writes, or null. */
    private final Tensor inPlace;
    private final boolean many;
    private List<Tensor> results;

    Work(WorkHandle handle, Tensor inPlace, boolean many) {
        this.handle = handle;
        this.inPlace = inPlace;
        this.many = many;
    }

    /**
     * Blocks until the collective has finished, or throws {@link DistributedException} once it
     * failed (a peer gone, the group's timeout) or {@code timeout} ran out (then it may still be
     * running: destroy the group). Returns its result: the tensor written in place, or the new
     * tensors (attached to the scope current at the first wait); empty for send, recv's caller
     * gets its tensor, barrier gives none. Waiting again returns the same.
     */
    public synchronized List<Tensor> await(Duration timeout) {
        Objects.requireNonNull(timeout, "timeout");
        if (timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("timeout must be positive, got " + timeout);
        }
        return await(Math.max(1, timeout.toMillis()));
    }

    /** {@link #await(Duration)} bounded by the group's timeout only. */
    public synchronized List<Tensor> await() {
        return await(0);
    }

    private List<Tensor> await(long millis) {
        if (results == null) {
            List<Tensor> made = handle.await(millis);
            results = inPlace != null ? List.of(inPlace) : List.copyOf(made);
        }
        return results;
    }

    /** Whether the result is a list of tensors (all-gather) rather than at most one. */
    public boolean returnsList() {
        return many;
    }

    /** Whether the collective has finished, well or not. */
    public boolean isCompleted() {
        return handle.isCompleted();
    }

    /** Frees the work item now (a collective still running keeps its memory until it ends). */
    @Override
    public void close() {
        handle.close();
    }

    @Override
    public Iterable<?> nativeResources() {
        return List.of(handle);
    }

    @Override
    public String toString() {
        return "#work[" + (handle.isReleased() ? "released" : handle.isCompleted() ? "completed" : "running") + "]";
    }
}
