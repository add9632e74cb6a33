package io.github.jtorch;

/**
 * A slice for {@link Tensor#index}: Python's {@code start:stop:step}, any part of which may be
 * left out ({@code null}). {@code Slice.of(1, null, 2)} is {@code 1::2}; {@link #ALL} is {@code :}.
 * A string such as {@code "1::2"} says the same.
 */
public final class Slice {
    /** {@code :}, every element of a dimension. */
    public static final Slice ALL = new Slice(null, null, null);

    final Long start;
    final Long stop;
    final Long step;

    private Slice(Long start, Long stop, Long step) {
        this.start = start;
        this.stop = stop;
        this.step = step;
    }

    /** {@code start:stop:step}; null parts are left out. */
    public static Slice of(Long start, Long stop, Long step) {
        return new Slice(start, stop, step);
    }

    /** {@code start:stop}. */
    public static Slice of(Long start, Long stop) {
        return new Slice(start, stop, null);
    }

    @Override
    public String toString() {
        return (start == null ? "" : start) + ":" + (stop == null ? "" : stop) + (step == null ? "" : ":" + step);
    }
}
