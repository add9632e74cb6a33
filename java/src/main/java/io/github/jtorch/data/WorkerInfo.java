package io.github.jtorch.data;

/**
 * What a {@link DataLoader} worker thread knows of itself, PyTorch's
 * {@code torch.utils.data.get_worker_info()}: an {@link IterableDataset} read by N workers is
 * iterated once by each (its {@code iterator()} called on the worker's thread), so a dataset
 * that should not repeat its items splits them by {@link #id} and {@link #numWorkers}.
 */
public final class WorkerInfo {
    private static final ThreadLocal<WorkerInfo> CURRENT = new ThreadLocal<>();

    /** This worker's index, 0 to {@code numWorkers - 1}. */
    public final int id;
    /** How many workers the loader runs. */
    public final int numWorkers;

    WorkerInfo(int id, int numWorkers) {
        this.id = id;
        this.numWorkers = numWorkers;
    }

    /** The calling worker thread's info; null on any other thread (the main process, in PyTorch's words). */
    public static WorkerInfo get() {
        return CURRENT.get();
    }

    static void set(WorkerInfo info) {
        if (info == null) {
            CURRENT.remove();
        } else {
            CURRENT.set(info);
        }
    }

    @Override
    public String toString() {
        return "WorkerInfo(id=" + id + ", num_workers=" + numWorkers + ")";
    }
}
