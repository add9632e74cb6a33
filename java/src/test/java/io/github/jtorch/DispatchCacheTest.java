package io.github.jtorch;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class DispatchCacheTest {
    @Test
    public void loadingFillsLibTorchsKernelCachesAndOpsLeaveThemFilled() {
        try (PointerScope s = new PointerScope()) {
            Tensor x = Ops.ones(4);
            assertEquals(16.0, Ops.mul(Ops.add(x, x), 2.0).sum().itemDouble(), 0);
        }
        // The loader filled them; ops only read a filled cache, so nothing is left to fill.
        assertEquals(0, Torch.fillDispatchCaches0());
    }
}
