package io.github.jtorch.data;

/**
 * A map-style dataset, PyTorch's {@code torch.utils.data.Dataset}: {@link #size} items, each
 * read by index. A {@link DataLoader} calls {@link #get} from its worker threads, several at
 * once, so {@code get} must be thread-safe; tensors it makes belong to the worker's scope and
 * are freed once the batch is collated.
 */
public interface Dataset<T> {
    /** The item at {@code index}, 0 &lt;= index &lt; size(). */
    T get(long index);

    /** How many items there are. */
    long size();
}
