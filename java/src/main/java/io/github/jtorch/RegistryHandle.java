package io.github.jtorch;

import java.util.function.LongPredicate;

/**
 * A handle to a native object other than a tensor, held in a registry of its kind with static
 * {@code release} and {@code isLive} calls: what optimizers, process groups and work items share.
 */
abstract class RegistryHandle extends NativeHandle {
    private final Kind kind;
    private final String name;
    private final LongPredicate release;
    private final LongPredicate isLive;

    /** {@code name} shows in {@link #toString()}; {@code release} answers whether it was live. */
    RegistryHandle(long id, Kind kind, String name, LongPredicate release, LongPredicate isLive) {
        super(id);
        this.kind = kind;
        this.name = name;
        this.release = release;
        this.isLive = isLive;
    }

    @Override
    final Kind kind() {
        return kind;
    }

    @Override
    final void freeNative() {
        release.test(id);
    }

    @Override
    final boolean isLiveNative() {
        return isLive.test(id);
    }

    @Override
    final Runnable releaser() {
        return releaserOf(id, release);
    }

    @Override
    public String toString() {
        return isReleased() ? "#" + name + "[released]" : "#" + name + "[" + Long.toHexString(id) + "]";
    }
}
