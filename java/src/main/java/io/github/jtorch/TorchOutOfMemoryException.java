package io.github.jtorch;

/** LibTorch could not allocate memory. Live tensors stay valid; releasing some and retrying can succeed. */
public class TorchOutOfMemoryException extends TorchException {
    public TorchOutOfMemoryException(String message) {
        super(message);
    }
}
