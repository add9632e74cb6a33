package io.github.jtorch;

/**
 * An internal failure of the native core (a caught Rust panic or a failed JNI call).
 * It is a bug in jtorch; the process stays alive and nothing is leaked.
 */
public class NativeException extends RuntimeException {
    public NativeException(String message) {
        super(message);
    }
}
