package io.github.jtorch;

import static io.github.jtorch.TestSupport.assertBackTo;
import static io.github.jtorch.TestSupport.baseline;
import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertSame;
import static org.junit.Assert.assertThrows;
import static org.junit.Assert.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.Test;

/** Detached scopes: the work of a CompletableFuture chain owned by one scope across its threads. */
public class DetachedScopeTest {

    @Test
    public void aChainsStagesOnDifferentThreadsShareOneScopeFreedWhenItCloses() throws Exception {
        MemoryStats base = baseline();
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            List<CompletableFuture<double[]>> chains = new ArrayList<>();
            List<PointerScope> scopes = new ArrayList<>();
            for (int i = 0; i < 40; i++) {
                double v = i;
                PointerScope work = PointerScope.detached();
                scopes.add(work);
                chains.add(CompletableFuture
                        .supplyAsync(() -> work.call(() -> Ops.full(new long[] {3}, v)), pool)
                        .thenApplyAsync(x -> work.call(() -> {
                            // A scope of this thread opened inside: its result moves to the detached one.
                            Tensor y = Torch.withTorch(() -> x.add(1.0).mul(2.0));
                            assertSame(work, PointerScope.current());
                            return new Tensor[] {x, y};
                        }), pool)
                        .thenApplyAsync(xy -> work.call(() -> new double[] {
                            xy[1].sum().itemDouble(), work.ownedCount(), xy[0].isReleased() ? 1 : 0}), pool)
                        .whenComplete((r, e) -> work.close()));
            }
            for (int i = 0; i < chains.size(); i++) {
                double[] r = chains.get(i).get(60, TimeUnit.SECONDS);
                assertEquals(3 * 2 * (i + 1.0), r[0], 0.0);
                assertEquals("the chain's own tensors only: x, y and the sum", 3.0, r[1], 0.0);
                assertEquals(0.0, r[2], 0.0);
            }
            for (PointerScope s : scopes) {
                assertTrue(s.isClosed());
            }
            assertNull("the pool's threads are left with no current scope",
                    pool.submit(PointerScope::current).get());
        } finally {
            pool.shutdown();
        }
        assertBackTo(base);
    }

    @Test
    public void outsideCallNothingJoinsADetachedScope() {
        MemoryStats base = baseline();
        try (PointerScope outer = new PointerScope()) {
            PointerScope work = PointerScope.detached();
            Tensor inside = work.call(() -> Ops.ones(2));
            Tensor outside = Ops.ones(2);
            assertSame(outer, PointerScope.current());
            assertEquals(1, work.ownedCount());
            assertEquals(1, outer.ownedCount());
            Tensor kept = work.call(() -> work.moveOut(inside));
            assertSame("moved out to the scope current where it was opened", kept, inside);
            work.close();
            assertFalse(inside.isReleased());
            assertFalse(outside.isReleased());
            assertThrows(IllegalStateException.class, () -> work.call(() -> Ops.ones(1)));
        }
        assertBackTo(base);
    }

    @Test
    public void onlyDetachedScopesRunCode() {
        try (PointerScope s = new PointerScope()) {
            assertThrows(IllegalStateException.class, () -> s.call(() -> Ops.ones(1)));
        }
        PointerScope work = PointerScope.detached();
        work.run(() -> assertArrayEquals(new float[] {1f}, Ops.ones(1).toFloatArray(), 0f));
        assertEquals(1, work.ownedCount());
        work.close();
        assertEquals(0, work.ownedCount());
    }
}
