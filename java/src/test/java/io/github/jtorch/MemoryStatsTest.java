package io.github.jtorch;

import static io.github.jtorch.TestSupport.assertBackTo;
import static io.github.jtorch.TestSupport.baseline;
import static io.github.jtorch.TestSupport.floats;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.junit.Test;

/** Rule 12: the accounting is exact. */
public class MemoryStatsTest {

    /** A creator of one tensor and the logical bytes (numel * element size) it must be counted for. */
    private static final class Case {
        final Supplier<Tensor> make;
        final long bytes;

        Case(long bytes, Supplier<Tensor> make) {
            this.make = make;
            this.bytes = bytes;
        }
    }

    private static List<Case> cases() {
        List<Case> c = new ArrayList<>();
        c.add(new Case(2 * 3 * 4, () -> Tensor.of(floats(1, 2, 3, 4, 5, 6), 2, 3)));
        c.add(new Case(5 * 8, () -> Tensor.of(new double[] {1, 2, 3, 4, 5})));
        c.add(new Case(4 * 8, () -> Tensor.of(new long[] {1, 2, 3, 4})));
        c.add(new Case(3 * 4, () -> Tensor.of(new int[] {1, 2, 3})));
        c.add(new Case(7, () -> Tensor.of(new byte[] {1, 2, 3, 4, 5, 6, 7})));
        c.add(new Case(3, () -> Tensor.of(new boolean[] {true, false, true})));
        c.add(new Case(4 * 2, () -> Tensor.of(floats(1, 2, 3, 4), new long[] {2, 2}, DType.FLOAT16)));
        c.add(new Case(3 * 2, () -> Tensor.of(floats(1, 2, 3), new long[] {3}, DType.BFLOAT16)));
        c.add(new Case(10 * 2, () -> Ops.zeros(new long[] {2, 5}, DType.INT16, null)));
        c.add(new Case(5, () -> Ops.ones(new long[] {5}, DType.UINT8, null)));
        c.add(new Case(4, () -> Ops.zeros()));
        c.add(new Case(0, () -> Ops.zeros(3, 0)));
        c.add(new Case(100 * 100 * 4, () -> Ops.rand(100, 100)));
        c.add(new Case(7 * 8, () -> Ops.randn(new long[] {7}, DType.FLOAT64, null)));
        c.add(new Case(4 * 4, () -> Ops.arange(0.0, 4.0, 1.0)));
        return c;
    }

    @Test
    public void liveCountsGrowExactlyByTheTensorsCreatedAndReturnOnClose() {
        MemoryStats base = baseline();
        List<Case> cases = cases();
        long expectedBytes = 0;
        try (PointerScope scope = new PointerScope()) {
            int n = 0;
            for (Case c : cases) {
                MemoryStats before = Memory.stats();
                Tensor t = c.make.get();
                n++;
                expectedBytes += c.bytes;
                MemoryStats after = Memory.stats();
                assertEquals("bytes of " + t, before.liveBytes + c.bytes, after.liveBytes);
                assertEquals("count after " + t, before.liveTensors + 1, after.liveTensors);
                assertEquals("numel * element size of " + t, t.numel() * t.dtype().itemSize(), c.bytes);
            }
            MemoryStats all = Memory.stats();
            assertEquals(base.liveTensors + n, all.liveTensors);
            assertEquals(base.liveBytes + expectedBytes, all.liveBytes);
        }
        assertBackTo(base);
    }

    @Test
    public void allocAndFreeCountsGrowByTheNumberOfTensors() {
        MemoryStats base = baseline();
        int n = 37;
        try (PointerScope scope = new PointerScope()) {
            for (int i = 0; i < n; i++) {
                Ops.ones(i + 1);
            }
            MemoryStats inside = Memory.stats();
            assertEquals(base.allocCount + n, inside.allocCount);
            assertEquals(base.freeCount, inside.freeCount);
            assertEquals(base.liveTensors + n, inside.liveTensors);
            // 4 bytes * (1 + 2 + ... + n)
            assertEquals(base.liveBytes + 4L * n * (n + 1) / 2, inside.liveBytes);
        }
        MemoryStats after = Memory.stats();
        assertEquals(base.allocCount + n, after.allocCount);
        assertEquals(base.freeCount + n, after.freeCount);
        assertEquals(after.allocCount - after.freeCount, after.liveTensors);
        assertBackTo(base);
    }

    @Test
    public void opResultsAndViewsAreCountedPerHandle() {
        MemoryStats base = baseline();
        try (PointerScope scope = new PointerScope()) {
            Tensor a = Ops.ones(4, 4);
            Tensor view = a.reshape(-1); // shares a's storage; logical bytes are per handle
            Tensor sum = a.sum();
            Tensor prod = a.matmul(a);
            MemoryStats s = Memory.stats();
            assertEquals(base.liveTensors + 4, s.liveTensors);
            assertEquals(base.liveBytes + 64 + 64 + 4 + 64, s.liveBytes);
            Torch.release(view);
            assertEquals(base.liveBytes + 64 + 4 + 64, Memory.stats().liveBytes);
            assertEquals(16.0, a.sum().itemDouble(), 0.0);
            assertEquals(4.0, prod.toFloatArray()[0], 0f);
            assertEquals(16.0, sum.itemDouble(), 0.0);
        }
        assertBackTo(base);
    }

    @Test
    public void releaseUpdatesTheFiguresAtOnce() {
        MemoryStats base = baseline();
        Tensor t = Ops.zeros(new long[] {10}, DType.FLOAT64, null);
        MemoryStats live = Memory.stats();
        assertEquals(base.liveTensors + 1, live.liveTensors);
        assertEquals(base.liveBytes + 80, live.liveBytes);
        t.close();
        MemoryStats freed = Memory.stats();
        assertEquals(base.freeCount + 1, freed.freeCount);
        assertBackTo(base);
        t.close();
        assertEquals(freed.freeCount, Memory.stats().freeCount);
    }

    @Test
    public void peakBytesIsAtLeastLiveBytes() {
        MemoryStats base = baseline();
        assertTrue(base.toString(), base.peakBytes >= base.liveBytes);
        try (PointerScope scope = new PointerScope()) {
            for (int i = 0; i < 10; i++) {
                Ops.ones(1000);
                MemoryStats s = Memory.stats();
                assertTrue(s.toString(), s.peakBytes >= s.liveBytes);
                assertTrue(s.toString(), s.peakBytes >= base.liveBytes + 4000L * (i + 1));
            }
        }
        MemoryStats after = Memory.stats();
        assertTrue(after.toString(), after.peakBytes >= base.liveBytes + 40_000);
        assertTrue(after.toString(), after.peakBytes >= after.liveBytes);
        assertBackTo(base);
    }

    @Test
    public void resetPeakStartsANewPeakAtTheCurrentLiveBytes() {
        MemoryStats base = baseline();
        try (PointerScope big = new PointerScope()) {
            Ops.zeros(1000, 100); // 400,000 bytes
        }
        assertTrue(Memory.stats().peakBytes >= base.liveBytes + 400_000);
        Memory.resetPeak();
        MemoryStats reset = Memory.stats();
        assertEquals(reset.liveBytes, reset.peakBytes);
        assertEquals(base.liveBytes, reset.liveBytes);
        try (PointerScope scope = new PointerScope()) {
            Ops.ones(250); // 1,000 bytes
            assertEquals(base.liveBytes + 1000, Memory.stats().peakBytes);
            Ops.ones(new long[] {250}, DType.FLOAT64, null); // 2,000 bytes
            assertEquals(base.liveBytes + 3000, Memory.stats().peakBytes);
        }
        MemoryStats after = Memory.stats();
        assertEquals("the peak stays after the tensors are freed", base.liveBytes + 3000, after.peakBytes);
        Memory.resetPeak();
        assertEquals(base.liveBytes, Memory.stats().peakBytes);
        assertBackTo(base);
    }

    @Test
    public void failedCreationsChangeNoFigure() {
        MemoryStats base = baseline();
        try {
            Ops.zeros(-1);
        } catch (IllegalArgumentException expected) {
            // counted nowhere
        }
        try {
            Tensor.of(floats(1, 2, 3), 2, 2);
        } catch (IllegalArgumentException expected) {
            // counted nowhere
        }
        try {
            Ops.zeros(100000, 100000, 100000);
        } catch (TorchOutOfMemoryException expected) {
            // counted nowhere
        }
        TestSupport.assertUnchanged(base);
    }

    @Test
    public void statsToStringShowsEveryFigure() {
        MemoryStats s = Memory.stats();
        String text = s.toString();
        assertTrue(text, text.contains("live " + s.liveTensors + " tensors"));
        assertTrue(text, text.contains(s.liveBytes + " bytes"));
        assertTrue(text, text.contains("(peak " + s.peakBytes + ")"));
        assertTrue(text, text.contains(s.allocCount + " allocated"));
        assertTrue(text, text.contains(s.freeCount + " freed"));
    }
}
