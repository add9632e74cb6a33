package io.github.jtorch.data;

/**
 * An iterable dataset, PyTorch's {@code torch.utils.data.IterableDataset}: items come from
 * {@link #iterator()}, once per epoch. A {@link DataLoader} with workers reads it on a single
 * background thread (an iterator cannot be split between threads), so its items need not be
 * thread-safe, only the iterator's creation.
 */
public interface IterableDataset<T> extends Iterable<T> {}
