package io.github.jtorch.data;

/**
 * The indices of one epoch, PyTorch's {@code torch.utils.data.Sampler}: each call to
 * {@link #iterator()} starts a new epoch (a shuffling sampler draws its next order then).
 */
public interface Sampler extends Iterable<Long> {
    /** How many indices one epoch yields. */
    long size();
}
