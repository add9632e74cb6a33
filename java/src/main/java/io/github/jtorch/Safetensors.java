package io.github.jtorch;

import java.lang.ref.Reference;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/** Named tensors to and from {@code .safetensors} files. */
public final class Safetensors {
    static {
        NativeLoader.loadForClass();
    }

    private Safetensors() {}

    /**
     * Writes {@code tensors} (name to tensor) to {@code file}, replacing it. The file is
     * written beside it and renamed over it, so a reader at the same moment reads the old file
     * or the new one, and a write that fails leaves the old file as it was. Throws
     * {@link TorchException} when the file cannot be written (its directory missing, say),
     * IllegalArgumentException for a path that names no file (empty, or ending in {@code ..})
     * and for the name {@code __metadata__} (which the format keeps for itself).
     */
    public static void save(Map<String, Tensor> tensors, Path file) {
        Objects.requireNonNull(tensors, "tensors");
        Objects.requireNonNull(file, "file");
        String[] names = new String[tensors.size()];
        long[] ids = new long[names.length];
        int i = 0;
        for (Map.Entry<String, Tensor> e : tensors.entrySet()) {
            names[i] = Objects.requireNonNull(e.getKey(), "tensor name");
            ids[i] = Tensor.idOf(e.getValue(), e.getKey());
            i++;
        }
        try {
            write(file.toString(), names, ids);
        } finally {
            // The tensors stay reachable until the native side has read them.
            Reference.reachabilityFence(tensors);
        }
    }

    /**
     * Reads {@code file}; the tensors attach to the calling thread's current scope. The map's
     * order is by name. Throws {@link TorchException} for a file that is missing, not in the
     * safetensors format, damaged, or holding an element type jtorch's reader does not take
     * (FP8, complex, unsigned beyond 8 bits), which the message names.
     */
    public static Map<String, Tensor> load(Path file) {
        Objects.requireNonNull(file, "file");
        PointerScope.Stack st = PointerScope.stack();
        Object[] read;
        try {
            read = read(file.toString());
        } catch (Throwable e) {
            st.recoverLost();
            throw e;
        }
        String[] names = (String[]) read[0];
        Tensor[] tensors = Tensor.wrapAll((long[]) read[1], st);
        Map<String, Tensor> out = new LinkedHashMap<>();
        for (int i = 0; i < tensors.length; i++) {
            out.put(names[i], tensors[i]);
        }
        return out;
    }

    private static native void write(String file, String[] names, long[] ids);

    private static native Object[] read(String file);
}
