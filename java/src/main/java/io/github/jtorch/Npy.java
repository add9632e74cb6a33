package io.github.jtorch;

import java.lang.ref.Reference;
import java.nio.file.Path;
import java.util.Objects;

/** NumPy's {@code .npy} files: one tensor each, as {@code numpy.save} and {@code numpy.load} have them. */
public final class Npy {
    static {
        NativeLoader.load();
    }

    private Npy() {}

    /**
     * Reads {@code file} (format versions 1 to 3; little- or big-endian; row- or column-major)
     * into a tensor attached to the current scope, bit for bit: float16, float32, float64,
     * int8 to int64, uint8 and bool. Throws {@link TorchException} naming the file and the
     * reason for one that is missing, truncated, damaged or of a dtype jtorch has not
     * (complex, unsigned beyond 8 bits, strings, objects).
     */
    public static Tensor load(Path file) {
        Objects.requireNonNull(file, "file");
        PointerScope.Stack st = PointerScope.stack();
        long id = 0;
        try {
            id = read(file.toString());
            return Tensor.wrap(id, st);
        } catch (Throwable e) {
            st.lostId = id;
            st.recoverLost();
            throw e;
        }
    }

    /**
     * Writes {@code tensor} to {@code file} as {@code numpy.save} would (version 1,
     * little-endian, row-major), replacing it at once. IllegalArgumentException for bfloat16,
     * which NumPy has no dtype for; {@link TorchException} when the file cannot be written.
     */
    public static void save(Tensor tensor, Path file) {
        Objects.requireNonNull(file, "file");
        try {
            write(Tensor.idOf(tensor, "tensor"), file.toString());
        } finally {
            Reference.reachabilityFence(tensor);
        }
    }

    private static native long read(String file);

    private static native void write(long id, String file);
}
