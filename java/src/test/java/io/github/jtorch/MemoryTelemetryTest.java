package io.github.jtorch;

import static io.github.jtorch.TestSupport.assertBackTo;
import static io.github.jtorch.TestSupport.baseline;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.Test;

public class MemoryTelemetryTest {
    @Test
    public void peakRegionsNestAndReturnTheBodysValue() {
        MemoryStats base = baseline();
        Memory.Peak<Long> outer = Memory.withPeakTracking(() -> {
            try (PointerScope s = new PointerScope()) {
                Ops.zeros(1000);
                Memory.Peak<String> inner = Memory.withPeakTracking(() -> Torch.withTorch(() -> {
                    Ops.zeros(250);
                    return "inner";
                }));
                assertEquals("inner", inner.value);
                assertEquals(1000, inner.peakBytes);
                return inner.peakBytes;
            }
        });
        assertEquals(Long.valueOf(1000), outer.value);
        assertEquals(5000, outer.peakBytes);
        assertBackTo(base);
    }

    @Test
    public void peakRegionsOverlappingOnTwoThreadsEachReportTheirOwnTimeAndLeaveTheProcessPeak() throws Exception {
        MemoryStats base = baseline();
        // Earlier work in the process: a 4 MB peak, long gone.
        try (PointerScope s = new PointerScope()) {
            Ops.zeros(1_000_000);
        }
        long processPeak = Memory.stats().peakBytes;
        java.util.concurrent.CountDownLatch aMade = new java.util.concurrent.CountDownLatch(1);
        java.util.concurrent.CountDownLatch bOpen = new java.util.concurrent.CountDownLatch(1);
        java.util.concurrent.CountDownLatch aClosed = new java.util.concurrent.CountDownLatch(1);
        long[] peaks = new long[2];
        long[] processPeakDuringB = new long[1];
        Thread a = new Thread(() -> {
            peaks[0] = Memory.withPeakTracking(() -> {
                try (PointerScope s = new PointerScope()) {
                    Ops.zeros(250_000); // 1 MB, freed
                }
                aMade.countDown();
                awaitQuietly(bOpen);
                return null;
            }).peakBytes;
            aClosed.countDown();
        });
        Thread b = new Thread(() -> {
            awaitQuietly(aMade);
            peaks[1] = Memory.withPeakTracking(() -> {
                bOpen.countDown();
                awaitQuietly(aClosed); // A's region ends inside B's
                processPeakDuringB[0] = Memory.stats().peakBytes;
                try (PointerScope s = new PointerScope()) {
                    Ops.zeros(250); // 1 KB
                }
                return null;
            }).peakBytes;
        });
        a.start();
        b.start();
        a.join();
        b.join();
        assertEquals("A saw its own megabyte", 1_000_000, peaks[0]);
        assertEquals("B saw its own kilobyte, not A's megabyte from before it opened", 1_000, peaks[1]);
        assertEquals("a region leaves the process peak alone", processPeak, processPeakDuringB[0]);
        assertEquals(processPeak, Memory.stats().peakBytes);
        assertBackTo(base);
    }

    @Test
    public void oneGcFreesWhatThreadsLeftUnscoped() throws Exception {
        MemoryStats base = baseline();
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            Thread t = new Thread(() -> {
                for (int k = 0; k < 2000; k++) {
                    Ops.ones(16).add(1.0); // both unscoped, dropped
                }
            });
            t.start();
            threads.add(t);
        }
        for (Thread t : threads) {
            t.join();
        }
        Torch.gc();
        assertBackTo(base);
    }

    private static void awaitQuietly(java.util.concurrent.CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    public void aBudgetRefusesCreationBeforeAllocatingAndLaterSmallOnesWork() {
        MemoryStats base = baseline();
        try (PointerScope s = new PointerScope()) {
            Memory.setBudget(Memory.parseSize("1m"));
            try {
                Ops.ones(1024, 1024);
                fail("4 MiB over a 1 MiB budget");
            } catch (MemoryBudgetException e) {
                assertTrue(Memory.isOutOfMemory(e));
                assertTrue(e.getMessage().contains("budget of 1048576 bytes"));
            }
            assertEquals(2.0, Ops.ones(2).sum().itemDouble(), 0);
        } finally {
            Memory.setBudget(0);
        }
        assertEquals(0, Memory.budget());
        assertBackTo(base);
    }

    @Test
    public void sizesParseWithUnits() {
        assertEquals(1048576, Memory.parseSize("1m"));
        assertEquals(2L << 30, Memory.parseSize("2G"));
        assertEquals(512 * 1024, Memory.parseSize("512kb"));
        assertEquals(77, Memory.parseSize("77"));
        try {
            Memory.parseSize("lots");
            fail();
        } catch (IllegalArgumentException e) {
            assertTrue(e.getMessage().contains("not a memory size"));
        }
    }

    @Test
    public void allocationSitesNameTheJavaLineAndForgetFreedHandles() {
        MemoryStats base = baseline();
        Memory.recordAllocationSites(true);
        try {
            Map<String, SiteStats> before = Memory.siteSnapshot();
            int line = new Throwable().getStackTrace()[0].getLineNumber(); Tensor leaked = Torch.retain(Ops.zeros(64));
            List<SiteStats> sites = Memory.liveBySite();
            assertEquals(1, sites.size());
            assertEquals("io.github.jtorch.MemoryTelemetryTest.allocationSitesNameTheJavaLineAndForgetFreedHandles"
                    + "(MemoryTelemetryTest.java:" + line + ")", sites.get(0).site);
            assertEquals(256, sites.get(0).bytes);
            List<SiteStats> grew = Memory.diff(before, Memory.siteSnapshot());
            assertEquals(1, grew.get(0).count);
            leaked.close();
            assertTrue(Memory.liveBySite().isEmpty());
        } finally {
            Memory.recordAllocationSites(false);
        }
        assertFalse(Memory.isRecordingAllocationSites());
        assertBackTo(base);
    }

    @Test
    public void aTensorStaysListedWhenAnOptimizerGetsTheSameIdFromItsOwnRegistry() {
        MemoryStats base = baseline();
        Memory.recordAllocationSites(true);
        try (PointerScope scope = new PointerScope()) {
            Tensor t = Ops.zeros(4);
            // Tensors and optimizers are numbered by registries of their own, so an optimizer
            // can carry a live tensor's id (the first of each in a process do): one made here.
            NativeHandle optimizerWithTheSameId = new NativeHandle(t.id) {
                @Override
                Kind kind() {
                    return Kind.OPTIMIZER;
                }

                @Override
                void freeNative() {}

                @Override
                Runnable releaser() {
                    return () -> {};
                }

                @Override
                boolean isLiveNative() {
                    return false;
                }
            };
            AllocationSites.onCreate(optimizerWithTheSameId);
            List<SiteStats> sites = Memory.liveBySite();
            assertEquals(sites.toString(), 1, sites.size());
            assertEquals(1, sites.get(0).count);
            assertEquals(16, sites.get(0).bytes);
        } finally {
            Memory.recordAllocationSites(false);
        }
        assertBackTo(base);
    }

    @Test
    public void aTensorMadeWithNoCallerFrameIsOfUnknownSiteEvenWithClojureOnTheClassPath() throws Exception {
        MemoryStats base = baseline();
        Memory.recordAllocationSites(true);
        try {
            // Made from the JDK's own frames only: no site to name, and no Clojure form either.
            Tensor t = CompletableFuture.supplyAsync(() -> 3L).thenApplyAsync(Ops::eye).get();
            List<SiteStats> sites = Memory.liveBySite();
            assertEquals(1, sites.size());
            assertEquals("(unknown)", sites.get(0).site);
            t.close();
        } finally {
            Memory.recordAllocationSites(false);
        }
        assertBackTo(base);
    }

    @Test
    public void retryOnOomHalvesTheBatchAndKeepsTheOrder() {
        MemoryStats base = baseline();
        List<Integer> sizes = new ArrayList<>();
        List<Integer> batch = List.of(1, 2, 3, 4, 5);
        List<Long> out = Memory.retryOnOom(batch, part -> {
            sizes.add(part.size());
            return Torch.withTorch(() -> {
                if (part.size() > 2) {
                    throw new TorchOutOfMemoryException("simulated");
                }
                List<Long> r = new ArrayList<>();
                for (int x : part) {
                    r.add(Ops.add(Tensor.of(new long[] {x}), 10).sum().itemLong());
                }
                return r;
            });
        });
        assertEquals(List.of(11L, 12L, 13L, 14L, 15L), out);
        assertEquals(List.of(5, 2, 3, 1, 2), sizes);
        assertBackTo(base);
    }

    @Test
    public void theReportIsOneLineAndStatsCarryTheirFigures() {
        String r = Memory.report();
        assertFalse(r.contains("\n"));
        assertTrue(r.startsWith("jtorch: "));
        MemoryStats s = Memory.stats();
        assertTrue(s.rssBytes > 0);
        assertTrue(s.peakTensors >= s.liveTensors);
        assertEquals(Torch.cudaAvailable(), s.cudaAvailable);
        if (!s.cudaAvailable) {
            assertEquals(-1, s.cudaTotalBytes);
        }
    }

    @Test
    public void aScopeCountsWhatItMadeMovedOutAndFreed() {
        MemoryStats base = baseline();
        try (PointerScope outer = new PointerScope()) {
            PointerScope inner = new PointerScope();
            Tensor a = Ops.ones(2);
            Tensor kept = inner.moveOut(a.add(1.0));
            inner.close();
            PointerScope.Stats s = inner.stats();
            assertEquals(2, s.made);
            assertEquals(1, s.movedOut);
            assertEquals(1, s.freed);
            assertEquals(1, outer.stats().movedIn);
            assertFalse(kept.isReleased());
        }
        assertBackTo(base);
    }
}
