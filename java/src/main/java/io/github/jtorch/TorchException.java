package io.github.jtorch;

/** LibTorch rejected an operation (shape mismatch, unsupported dtype, ...). The library stays usable. */
public class TorchException extends RuntimeException {
    public TorchException(String message) {
        super(message);
    }
}
