package io.github.jtorch;

/**
 * An object that holds native resources (tensors, or other objects that do).
 * Scopes, {@code retain}, {@code release} and result moving reach through it to
 * every handle it returns from {@link #nativeResources()}.
 */
public interface NativeResource {
    /** The tensors and other native resources this object holds directly. */
    Iterable<?> nativeResources();
}
