package io.github.jtorch;

/**
 * A handle to a native object other than a tensor, held in a registry of its kind with static
 * {@code release} and {@code isLive} calls (named by its {@link NativeHandle.Kind}): what
 * optimizers, process groups and work items share.
 */
abstract class RegistryHandle extends NativeHandle {
    private final Kind kind;

    RegistryHandle(long id, Kind kind) {
        super(id);
        this.kind = kind;
    }

    @Override
    final Kind kind() {
        return kind;
    }

    @Override
    final void freeNative() {
        kind.release.test(id);
    }

    @Override
    final boolean isLiveNative() {
        return kind.isLive(id);
    }

    @Override
    final Runnable releaser() {
        return releaserOf(id, kind.release);
    }

    @Override
    public String toString() {
        return isReleased() ? "#" + kind.label + "[released]" : "#" + kind.label + "[" + Long.toHexString(id) + "]";
    }
}
