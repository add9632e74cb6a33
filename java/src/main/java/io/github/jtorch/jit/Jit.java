package io.github.jtorch.jit;

import io.github.jtorch.Device;
import io.github.jtorch.ScriptModuleHandle;
import java.nio.file.Path;
import java.util.Objects;

/** PyTorch's {@code torch.jit}: TorchScript modules to and from files. */
public final class Jit {
    private Jit() {}

    /**
     * {@code torch.jit.load}: loads {@code file}, which {@code torch.jit.save} wrote (a scripted
     * or traced module), its tensors where they were saved. Throws
     * {@link io.github.jtorch.TorchException} naming the file and the reason for one that is
     * missing, not a TorchScript file, truncated or damaged.
     */
    public static ScriptModule load(Path file) {
        return load(file, null);
    }

    /** {@link #load(Path)} with the tensors on {@code device} (null: where they were saved). */
    public static ScriptModule load(Path file, Device device) {
        return new ScriptModule(ScriptModuleHandle.load(file, device));
    }

    /**
     * {@code torch.jit.save}: writes {@code module} with its current parameters and buffers,
     * so that Python's {@code torch.jit.load} reads it; replaces {@code file} at once.
     * ({@code module.save(Path)} writes the state dict as safetensors, as for any module.)
     */
    public static void save(ScriptModule module, Path file) {
        Objects.requireNonNull(module, "module").handle().save(file);
    }
}
