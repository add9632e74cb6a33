package io.github.jtorch.bench;

import io.github.jtorch.Torch;

/** The benchmark loops written directly against tch in Rust, run inside this JVM's process. */
public final class Baseline {
    static {
        Torch.libtorchVersion(); // loads LibTorch and the native core
    }

    private Baseline() {}

    /** Runs {@code n} times {@code c = a + b; drop(c)} on 4-element float tensors; returns nanoseconds. */
    public static native long rustAddLoop(int n);

    /** The same loop keeping results in batches of {@code batch} that are dropped together. */
    public static native long rustAddLoopBatched(int n, int batch);

    /** {@code steps} MLP training steps (784-256-10, batch 64, Adam) written against tch; nanoseconds. */
    public static native long rustMlpLoop(int steps);

    /** The same loop through jtorch's tensor store (ids, accounting, release) without JNI. */
    public static native long rustStoreAddLoop(int n);
}
