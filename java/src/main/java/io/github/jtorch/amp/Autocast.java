package io.github.jtorch.amp;

import io.github.jtorch.DType;
import io.github.jtorch.Device;
import io.github.jtorch.Torch;

/**
 * PyTorch's {@code torch.autocast}: inside a region, ops that LibTorch's autocast lists run
 * in a lower-precision dtype (matrix products and convolutions in bfloat16 or float16), and
 * ops that need range run in float32, so a float32 model trains in mixed precision unchanged.
 *
 * <pre>{@code
 * try (Autocast ac = Autocast.enable(Device.CPU, DType.BFLOAT16)) {
 *     Tensor loss = lossFn.forward(model.forward(x), y);   // linear layers run in bfloat16
 * }
 * loss.backward();                                          // outside the region, as PyTorch advises
 * }</pre>
 *
 * <p>A region belongs to the thread that opened it (LibTorch keeps autocast state per
 * thread): close it on that thread, in the reverse order of opening, best with
 * try-with-resources. Other threads are not affected. Regions nest, and an inner region may
 * turn autocast off ({@link #disable(Device)}). Results are ordinary tensors of the current
 * scope.
 */
public final class Autocast implements AutoCloseable {
    static {
        Torch.libtorchVersion(); // loads the native core
    }

    private final int deviceType;
    private final long before;
    private final Thread owner = Thread.currentThread();
    private boolean closed;

    private Autocast(Device device, DType dtype, boolean enabled, boolean cacheEnabled) {
        this.deviceType = deviceType(device);
        this.before = enter0(deviceType, enabled, scalarType(dtype == null ? defaultDType(device) : dtype), cacheEnabled);
    }

    /**
     * Opens a region where autocast runs on {@code device}'s type (CPU or CUDA) in
     * {@code dtype}: {@link DType#BFLOAT16} or {@link DType#FLOAT16}; null is PyTorch's
     * default (bfloat16 on the CPU, float16 on CUDA). Any other dtype throws
     * IllegalArgumentException.
     */
    public static Autocast enable(Device device, DType dtype) {
        return new Autocast(device, dtype, true, true);
    }

    /**
     * {@link #enable(Device, DType)} with PyTorch's {@code cache_enabled}: whether weights cast
     * inside the region are cached until the outermost region closes (true by default).
     */
    public static Autocast enable(Device device, DType dtype, boolean cacheEnabled) {
        return new Autocast(device, dtype, true, cacheEnabled);
    }

    /** Opens a region where autocast is off on {@code device}'s type, inside an enabled one. */
    public static Autocast disable(Device device) {
        return new Autocast(device, null, false, true);
    }

    /** Whether autocast is on for {@code device}'s type on the calling thread. */
    public static boolean isEnabled(Device device) {
        return isEnabled0(deviceType(device));
    }

    /**
     * Closes the region, restoring the state before it; a second close does nothing. Throws
     * IllegalStateException on a thread other than the one that opened it.
     */
    @Override
    public void close() {
        if (Thread.currentThread() != owner) {
            throw new IllegalStateException("an autocast region must be closed on the thread that opened it (" + owner.getName() + ")");
        }
        if (!closed) {
            closed = true;
            exit0(deviceType, before);
        }
    }

    private static DType defaultDType(Device device) {
        return device != null && device.isCuda() ? DType.FLOAT16 : DType.BFLOAT16;
    }

    private static int deviceType(Device device) {
        return device != null && device.isCuda() ? 1 : 0;
    }

    /** c10's ScalarType code of the dtypes autocast takes. */
    private static int scalarType(DType dtype) {
        switch (dtype) {
            case FLOAT16:
                return 5;
            case BFLOAT16:
                return 15;
            default:
                throw new IllegalArgumentException("autocast runs in bfloat16 or float16, got " + dtype.torchName());
        }
    }

    private static native long enter0(int deviceType, boolean enabled, int scalarType, boolean cacheEnabled);

    private static native void exit0(int deviceType, long before);

    private static native boolean isEnabled0(int deviceType);
}
