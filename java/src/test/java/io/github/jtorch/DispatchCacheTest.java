package io.github.jtorch;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class DispatchCacheTest {
    @Test
    public void loadingFillsLibTorchsKernelCachesWithItsOwnChoiceAndOpsLeaveThemFilled() {
        try (PointerScope s = new PointerScope()) {
            Tensor x = Ops.ones(4);
            assertEquals(16.0, Ops.mul(Ops.add(x, x), 2.0).sum().itemDouble(), 0);
        }
        // Each holds the kernel LibTorch itself chooses; nothing is left to fill.
        assertEquals(0, NativeLoader.dispatchCachesUnfilled0());
        assertEquals(0, NativeLoader.fillDispatchCaches0());
    }
}
