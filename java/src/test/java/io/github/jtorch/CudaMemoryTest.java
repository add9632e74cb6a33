package io.github.jtorch;

import static io.github.jtorch.TestSupport.assertUnchanged;
import static io.github.jtorch.TestSupport.baseline;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import org.junit.Assume;
import org.junit.Test;

/** The CUDA caching allocator's figures in {@link MemoryStats}, {@link Memory#emptyCache()} and its peaks. */
public class CudaMemoryTest {
    private static final long BYTES = 64L << 20;

    @Test
    public void withoutCudaTheFiguresAreAbsentAndEmptyCacheDoesNothing() {
        Assume.assumeFalse("a CUDA device is usable", Torch.cudaAvailable());
        MemoryStats base = baseline();
        MemoryStats s = Memory.stats();
        assertFalse(s.cudaAvailable);
        assertEquals(-1, s.cudaAllocatedBytes);
        assertEquals(-1, s.cudaPeakAllocatedBytes);
        assertEquals(-1, s.cudaReservedBytes);
        assertEquals(-1, s.cudaPeakReservedBytes);
        assertFalse("nothing to empty", Memory.emptyCache());
        assertFalse("no peaks to reset", Memory.resetCudaPeak());
        assertFalse(Memory.report(), Memory.report().contains("CUDA"));
        assertUnchanged(base);
    }

    @Test
    public void peaksAreNeverBelowTheCurrentFigures() {
        MemoryStats s = Memory.stats();
        assertTrue(s.toString(), s.cudaPeakAllocatedBytes >= s.cudaAllocatedBytes);
        assertTrue(s.toString(), s.cudaPeakReservedBytes >= s.cudaReservedBytes);
        assertTrue("reserved holds what is allocated", s.cudaReservedBytes >= s.cudaAllocatedBytes);
        assertEquals("the allocator's figures exactly when CUDA is usable", s.cudaAvailable, s.cudaAllocatedBytes >= 0);
    }

    @Test
    public void aCudaTensorRaisesAllocatedAndEmptyCacheLowersReserved() {
        Assume.assumeTrue("no CUDA device", Torch.cudaAvailable());
        MemoryStats base = baseline();
        assertTrue(Memory.emptyCache());
        MemoryStats before = Memory.stats();
        MemoryStats during;
        try (PointerScope scope = new PointerScope()) {
            Tensor t = Ops.zeros(new long[] {BYTES / 4}, DType.FLOAT32, Device.cuda(0));
            during = Memory.stats();
            assertTrue(before + " -> " + during, during.cudaAllocatedBytes >= before.cudaAllocatedBytes + BYTES);
            assertTrue(during.cudaReservedBytes >= during.cudaAllocatedBytes);
            assertTrue(Memory.report(), Memory.report().contains("CUDA allocator"));
            assertEquals(0.0, t.sum().itemDouble(), 0);
        }
        MemoryStats released = Memory.stats();
        assertTrue(during + " -> " + released, released.cudaAllocatedBytes <= during.cudaAllocatedBytes - BYTES);
        assertTrue("the freed block stays cached", released.cudaReservedBytes >= during.cudaAllocatedBytes);
        assertTrue(released.cudaPeakAllocatedBytes >= during.cudaAllocatedBytes);

        assertTrue(Memory.emptyCache());
        MemoryStats emptied = Memory.stats();
        assertTrue(released + " -> " + emptied, emptied.cudaReservedBytes <= released.cudaReservedBytes - BYTES);

        assertTrue(Memory.resetCudaPeak());
        MemoryStats reset = Memory.stats();
        assertTrue(during + " -> " + reset, reset.cudaPeakAllocatedBytes < during.cudaAllocatedBytes);
        for (MemoryStats s : new MemoryStats[] {before, during, released, emptied, reset}) {
            assertTrue(s.cudaPeakAllocatedBytes >= s.cudaAllocatedBytes);
            assertTrue(s.cudaPeakReservedBytes >= s.cudaReservedBytes);
        }
        TestSupport.assertBackTo(base);
    }
}
