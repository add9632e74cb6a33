package io.github.jtorch;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.ref.Reference;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;

/**
 * NumPy's {@code .npy} files (one tensor each) and {@code .npz} archives (named tensors), as
 * {@code numpy.save}, {@code numpy.savez} and {@code numpy.load} have them.
 */
public final class Npy {
    static {
        NativeLoader.loadForClass();
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

    /**
     * Reads the arrays of an {@code .npz} archive ({@code numpy.savez} or
     * {@code savez_compressed}) into tensors attached to the current scope, by name (the entry's
     * name without {@code .npy}, as {@code numpy.load} gives them), in the archive's order, each
     * as {@link #load(Path)} reads it. Throws {@link TorchException} naming the file, and the
     * entry where one is at fault, for a missing, damaged or truncated archive or entry; the
     * tensors read before the failure are freed.
     */
    public static Map<String, Tensor> loadNpz(Path file) {
        Objects.requireNonNull(file, "file");
        Map<String, Tensor> out = new LinkedHashMap<>();
        Path tmp = null;
        boolean done = false;
        try (ZipFile zip = new ZipFile(file.toFile())) {
            tmp = Files.createTempFile("jtorch-npz", ".npy");
            for (Enumeration<? extends ZipEntry> en = zip.entries(); en.hasMoreElements(); ) {
                ZipEntry e = en.nextElement();
                if (e.isDirectory()) {
                    continue;
                }
                try (InputStream in = zip.getInputStream(e); OutputStream os = Files.newOutputStream(tmp)) {
                    in.transferTo(os);
                }
                String name = e.getName().endsWith(".npy") ? e.getName().substring(0, e.getName().length() - 4) : e.getName();
                try {
                    out.put(name, load(tmp));
                } catch (TorchException err) {
                    throw new TorchException(file + ": entry " + e.getName() + ": "
                            + err.getMessage().replace(tmp.toString(), "the entry"));
                }
            }
            done = true;
            return out;
        } catch (IOException e) {
            throw new TorchException(file + ": not a readable .npz archive: " + e.getMessage());
        } finally {
            if (!done) {
                Torch.release(out);
            }
            deleteQuietly(tmp);
        }
    }

    /**
     * Writes {@code tensors} to an {@code .npz} archive as {@code numpy.savez} would (each as
     * {@link #save(Tensor, Path)} writes it, entry {@code NAME.npy}), compressed as
     * {@code savez_compressed} when {@code compressed}; replaces {@code file}. Throws
     * IllegalArgumentException for a bfloat16 tensor or a name that is empty or holds a
     * {@code /}, and {@link TorchException} when the file cannot be written.
     */
    public static void saveNpz(Map<String, Tensor> tensors, Path file, boolean compressed) {
        Objects.requireNonNull(tensors, "tensors");
        Objects.requireNonNull(file, "file");
        for (String name : tensors.keySet()) {
            if (name == null || name.isEmpty() || name.contains("/")) {
                throw new IllegalArgumentException(".npz: an array's name must be non-empty and hold no '/', got " + name);
            }
        }
        Path tmp = null;
        Path partial = null;
        try {
            tmp = Files.createTempFile("jtorch-npz", ".npy");
            partial = Files.createTempFile(file.toAbsolutePath().getParent(), ".jtorch-npz", ".part");
            try (ZipOutputStream zip = new ZipOutputStream(Files.newOutputStream(partial))) {
                for (Map.Entry<String, Tensor> e : tensors.entrySet()) {
                    save(e.getValue(), tmp);
                    ZipEntry entry = new ZipEntry(e.getKey() + ".npy");
                    if (!compressed) {
                        // numpy.savez stores its entries as they are; a stored entry's
                        // sizes and checksum go before its data.
                        java.util.zip.CRC32 crc = new java.util.zip.CRC32();
                        try (InputStream in = Files.newInputStream(tmp)) {
                            byte[] buf = new byte[1 << 16];
                            for (int n; (n = in.read(buf)) > 0; ) {
                                crc.update(buf, 0, n);
                            }
                        }
                        entry.setMethod(ZipEntry.STORED);
                        entry.setSize(Files.size(tmp));
                        entry.setCompressedSize(Files.size(tmp));
                        entry.setCrc(crc.getValue());
                    }
                    zip.putNextEntry(entry);
                    Files.copy(tmp, zip);
                    zip.closeEntry();
                }
            }
            Files.move(partial, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            partial = null;
        } catch (IOException e) {
            throw new TorchException(file + ": cannot write the .npz archive: " + e.getMessage());
        } finally {
            deleteQuietly(tmp);
            deleteQuietly(partial);
        }
    }

    private static void deleteQuietly(Path p) {
        if (p != null) {
            try {
                Files.deleteIfExists(p);
            } catch (IOException e) {
                // A temporary file left behind is all that is lost.
            }
        }
    }

    private static native long read(String file);

    private static native void write(long id, String file);
}
