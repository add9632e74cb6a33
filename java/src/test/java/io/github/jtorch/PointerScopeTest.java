package io.github.jtorch;

import static io.github.jtorch.TestSupport.assertBackTo;
import static io.github.jtorch.TestSupport.baseline;
import static io.github.jtorch.TestSupport.floats;
import static io.github.jtorch.TestSupport.onOtherThread;
import static io.github.jtorch.TestSupport.thrownOnOtherThread;
import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertSame;
import static org.junit.Assert.assertThrows;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.After;
import org.junit.Test;

/** The scope rules of docs/memory-model.md: rules 2-9 as seen from Java. */
public class PointerScopeTest {

    @After
    public void noScopeOrSessionLeftOpen() {
        if (PointerScope.current() != null) {
            // Leave the thread clean for the next test whatever happened here.
            Torch.stopSession();
            for (PointerScope s : PointerScope.openScopes()) {
                s.close();
            }
            fail("the test left a scope or session open");
        }
    }

    // ---- rule 2: attach on creation --------------------------------------------------------

    @Test
    public void tensorCreatedInsideScopeAttachesToInnermostScope() {
        MemoryStats base = baseline();
        try (PointerScope outer = new PointerScope()) {
            Tensor a = Ops.zeros(2);
            try (PointerScope inner = new PointerScope()) {
                Tensor b = Ops.ones(3);
                Tensor c = a.add(1.0);
                assertSame(inner, b.owner());
                assertSame(inner, c.owner());
                assertEquals(2, inner.ownedCount());
            }
            assertSame(outer, a.owner());
            assertEquals(1, outer.ownedCount());
        }
        assertBackTo(base);
    }

    @Test
    public void tensorCreatedWithoutScopeOrSessionIsUnscoped() {
        MemoryStats base = baseline();
        Tensor t = Ops.zeros(4);
        try {
            assertNull(t.owner());
            assertEquals(base.liveTensors + 1, Memory.stats().liveTensors);
        } finally {
            t.close();
        }
        assertTrue(t.isReleased());
        assertBackTo(base);
    }

    @Test
    public void tensorCreatedWithOnlyASessionAttachesToTheSession() {
        MemoryStats base = baseline();
        Torch.startSession();
        Tensor t;
        try {
            PointerScope session = PointerScope.current();
            assertNotNull(session);
            assertTrue(session.isSession());
            t = Ops.ones(2, 2);
            assertSame(session, t.owner());
            try (PointerScope scope = new PointerScope()) {
                Tensor inScope = Ops.ones(1);
                assertSame(scope, inScope.owner());
            }
            assertFalse(t.isReleased());
        } finally {
            Torch.stopSession();
        }
        assertTrue(t.isReleased());
        assertFalse(Torch.hasSession());
        assertBackTo(base);
    }

    // ---- rule 3: deterministic release ------------------------------------------------------

    @Test
    public void closingScopeFreesEveryTensorCreatedInIt() {
        MemoryStats base = baseline();
        List<Tensor> made = new ArrayList<>();
        try (PointerScope scope = new PointerScope()) {
            for (int i = 0; i < 50; i++) { // more than the scope's initial capacity
                made.add(Ops.ones(i + 1));
            }
            made.add(made.get(0).add(made.get(0)));
            assertEquals(base.liveTensors + 51, Memory.stats().liveTensors);
            assertEquals(51, scope.ownedCount());
        }
        for (Tensor t : made) {
            assertTrue(t.isReleased());
        }
        assertBackTo(base);
    }

    @Test
    public void closingAScopeOfSeveralReleaseBatchesFreesEachTensorAndOptimizerOnce() {
        MemoryStats base = baseline();
        int batch = PointerScope.RELEASE_BATCH;
        // Last batch full (then settled by a call of no ids), and last batch of one; an
        // optimizer listed right after the first full batch went.
        for (int n : new int[] {2 * batch, 2 * batch + 1}) {
            List<Tensor> made = new ArrayList<>(n);
            OptimizerHandle opt = null;
            PointerScope closed;
            try (PointerScope scope = new PointerScope()) {
                closed = scope;
                for (int i = 0; i < n; i++) {
                    made.add(Ops.ones(1));
                    if (i == batch - 1) {
                        Ops.requiresGradInPlace(made.get(0), true);
                        opt = OptimizerHandle.create(0, new double[] {0.01, 0, 0, 0, 0}, List.of(made.get(0)));
                    }
                }
                assertEquals(n + 1, scope.ownedCount());
            }
            for (Tensor t : made) {
                assertTrue(t.isReleased());
            }
            assertTrue(opt.isReleased());
            assertEquals(n + 1, closed.stats().freed);
            assertBackTo(base);
        }
    }

    @Test
    public void resultsMoveOutThroughManySharedAndCyclicContainers() {
        MemoryStats base = baseline();
        List<Tensor> made = new ArrayList<>();
        try (PointerScope outer = new PointerScope()) {
            // A ring of 20 lists, more than the walk tells apart without a hash set; each holds
            // a tensor, a map with plain keys, the next list and the last list (shared).
            Object ring = Torch.withTorch(() -> {
                List<List<Object>> lists = new ArrayList<>();
                for (int i = 0; i < 20; i++) {
                    List<Object> l = new ArrayList<>();
                    Tensor t = Ops.ones(1);
                    made.add(t);
                    l.add(t);
                    l.add(Map.of(new Object(), "text", "n", i));
                    lists.add(l);
                }
                for (int i = 0; i < 20; i++) {
                    lists.get(i).add(lists.get((i + 1) % 20));
                    lists.get(i).add(lists.get(19));
                }
                return lists.get(0);
            });
            assertNotNull(ring);
            int[] visits = {0};
            Reachable.forEachHandle(ring, h -> visits[0]++);
            assertEquals("each container is walked once", 20, visits[0]);
            for (Tensor t : made) {
                assertFalse(t.isReleased());
                assertSame(outer, t.owner());
            }
            assertEquals(20, outer.ownedCount());
            assertEquals(base.liveTensors + 20, Memory.stats().liveTensors);
        }
        for (Tensor t : made) {
            assertTrue(t.isReleased());
        }
        assertBackTo(base);
    }

    @Test
    public void closingScopeOnExceptionFreesItsTensors() {
        MemoryStats base = baseline();
        AtomicReference<Tensor> made = new AtomicReference<>();
        RuntimeException boom = new RuntimeException("boom");
        try (PointerScope scope = new PointerScope()) {
            made.set(Ops.rand(10, 10));
            throw boom;
        } catch (RuntimeException e) {
            assertSame(boom, e);
        }
        assertTrue(made.get().isReleased());
        assertBackTo(base);
    }

    @Test
    public void withTorchFreesTensorsWhenBodyThrows() {
        MemoryStats base = baseline();
        AtomicReference<Tensor> made = new AtomicReference<>();
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> Torch.withTorch(() -> {
            made.set(Ops.ones(5));
            throw new IllegalStateException("body failed");
        }));
        assertEquals("body failed", e.getMessage());
        assertTrue(made.get().isReleased());
        assertNull(PointerScope.current());
        assertBackTo(base);
    }

    @Test
    public void closingOuterScopeClosesOpenInnerScopesFirst() {
        MemoryStats base = baseline();
        PointerScope outer = new PointerScope();
        Tensor a = Ops.ones(1);
        PointerScope middle = new PointerScope();
        Tensor b = Ops.ones(2);
        PointerScope inner = new PointerScope();
        Tensor c = Ops.ones(3);
        assertSame(inner, PointerScope.current());

        outer.close();

        assertTrue(inner.isClosed());
        assertTrue(middle.isClosed());
        assertTrue(outer.isClosed());
        assertTrue(a.isReleased());
        assertTrue(b.isReleased());
        assertTrue(c.isReleased());
        assertNull(PointerScope.current());
        assertTrue(PointerScope.openScopes().isEmpty());
        // The try-with-resources closes of the inner scopes that would follow are no-ops.
        inner.close();
        middle.close();
        assertBackTo(base);
    }

    @Test
    public void closingMiddleScopeKeepsOuterScopeOpen() {
        MemoryStats base = baseline();
        try (PointerScope outer = new PointerScope()) {
            Tensor a = Ops.ones(1);
            PointerScope middle = new PointerScope();
            PointerScope inner = new PointerScope();
            Tensor c = Ops.ones(3);
            middle.close();
            assertTrue(inner.isClosed());
            assertTrue(c.isReleased());
            assertFalse(outer.isClosed());
            assertFalse(a.isReleased());
            assertSame(outer, PointerScope.current());
            Tensor d = Ops.ones(2);
            assertSame(outer, d.owner());
        }
        assertBackTo(base);
    }

    @Test
    public void closingScopeTwiceIsANoOp() {
        MemoryStats base = baseline();
        PointerScope scope = new PointerScope();
        Tensor t = Ops.ones(4);
        scope.close();
        MemoryStats afterFirst = Memory.stats();
        scope.close();
        MemoryStats afterSecond = Memory.stats();
        assertTrue(t.isReleased());
        assertEquals(afterFirst.freeCount, afterSecond.freeCount);
        assertEquals(afterFirst.liveTensors, afterSecond.liveTensors);
        assertEquals("#scope[closed]", scope.toString());
        assertBackTo(base);
    }

    @Test
    public void closedScopeRefusesAttachAndMoveOut() {
        MemoryStats base = baseline();
        PointerScope scope = new PointerScope();
        scope.close();
        Tensor t = Ops.ones(1);
        try {
            assertThrows(IllegalStateException.class, () -> scope.attach(t));
            assertThrows(IllegalStateException.class, () -> scope.moveOut(t));
            assertNull(t.owner());
        } finally {
            t.close();
        }
        assertBackTo(base);
    }

    // ---- rule 4: results move out -----------------------------------------------------------

    @Test
    public void moveOutMovesResultToEnclosingScope() {
        MemoryStats base = baseline();
        try (PointerScope outer = new PointerScope()) {
            Tensor result;
            Tensor temp;
            try (PointerScope inner = new PointerScope()) {
                temp = Ops.ones(3);
                result = inner.moveOut(temp.mul(2.0));
                assertSame(outer, result.owner());
            }
            assertTrue(temp.isReleased());
            assertFalse(result.isReleased());
            assertArrayEquals(floats(2, 2, 2), result.toFloatArray(), 0f);
            assertEquals(1, outer.ownedCount());
            assertEquals(base.liveTensors + 1, Memory.stats().liveTensors);
        }
        assertBackTo(base);
    }

    @Test
    public void withTorchReturnsValueAndFreesTheRest() {
        MemoryStats base = baseline();
        try (PointerScope outer = new PointerScope()) {
            List<Tensor> temps = new ArrayList<>();
            Tensor result = Torch.withTorch(() -> {
                Tensor a = Ops.arange(0, 4, 1);
                Tensor b = a.mul(a);
                temps.add(a);
                temps.add(b);
                return b.sum();
            });
            assertEquals(14.0, result.itemDouble(), 0.0);
            assertSame(outer, result.owner());
            for (Tensor t : temps) {
                assertTrue(t.isReleased());
            }
            assertEquals(base.liveTensors + 1, Memory.stats().liveTensors);
            String plain = Torch.withTorch(() -> Ops.ones(2).toString());
            assertTrue(plain, plain.startsWith("#tensor["));
            assertEquals(base.liveTensors + 1, Memory.stats().liveTensors);
        }
        assertBackTo(base);
    }

    @Test
    public void nestedWithTorchMovesResultsOutStepByStep() {
        MemoryStats base = baseline();
        try (PointerScope outer = new PointerScope()) {
            Tensor r = Torch.withTorch(() -> Torch.withTorch(() -> Ops.ones(2).add(1.0)).mul(3.0));
            assertSame(outer, r.owner());
            assertArrayEquals(floats(6, 6), r.toFloatArray(), 0f);
            assertEquals(base.liveTensors + 1, Memory.stats().liveTensors);
        }
        assertBackTo(base);
    }

    @Test
    public void withTorchRunnableFreesEverything() {
        MemoryStats base = baseline();
        List<Tensor> made = new ArrayList<>();
        Torch.withTorch(() -> {
            made.add(Ops.ones(3));
            made.add(Ops.zeros(3));
        });
        assertTrue(made.get(0).isReleased());
        assertTrue(made.get(1).isReleased());
        assertBackTo(base);
    }

    @Test
    public void moveOutMovesResultToSessionWhenNoEnclosingScope() {
        MemoryStats base = baseline();
        Torch.startSession();
        Tensor result;
        try {
            PointerScope session = PointerScope.current();
            result = Torch.withTorch(() -> Ops.ones(2, 3));
            assertSame(session, result.owner());
            assertFalse(result.isReleased());
            assertEquals(base.liveTensors + 1, Memory.stats().liveTensors);
        } finally {
            Torch.stopSession();
        }
        assertTrue(result.isReleased());
        assertBackTo(base);
    }

    @Test
    public void moveOutMakesResultUnscopedWithoutEnclosingScopeOrSession() {
        MemoryStats base = baseline();
        Tensor result = Torch.withTorch(() -> Ops.ones(2, 3));
        try {
            assertNull(result.owner());
            assertFalse(result.isReleased());
            assertEquals(base.liveTensors + 1, Memory.stats().liveTensors);
        } finally {
            Torch.release(result);
        }
        assertTrue(result.isReleased());
        assertBackTo(base);
    }

    @Test
    public void moveOutLeavesTensorsOwnedByOtherScopesAlone() {
        MemoryStats base = baseline();
        try (PointerScope outer = new PointerScope()) {
            Tensor outerTensor = Ops.ones(1);
            try (PointerScope middle = new PointerScope()) {
                Tensor r = Torch.withTorch(() -> List.of(outerTensor, Ops.zeros(1))).get(1);
                assertSame(outer, outerTensor.owner());
                assertSame(middle, r.owner());
            }
            assertFalse(outerTensor.isReleased());
        }
        assertBackTo(base);
    }

    // ---- rule 5: reachability ---------------------------------------------------------------

    /** A user type that holds native resources. */
    static final class Model implements NativeResource {
        final Tensor weight;
        final Tensor bias;
        final Model child;

        Model(Tensor weight, Tensor bias, Model child) {
            this.weight = weight;
            this.bias = bias;
            this.child = child;
        }

        @Override
        public Iterable<?> nativeResources() {
            List<Object> out = new ArrayList<>();
            out.add(weight);
            out.add(bias);
            if (child != null) {
                out.add(child);
            }
            return out;
        }
    }

    /**
     * Creates tensors in an inner scope, moves {@code build}'s value out to an outer scope and
     * checks that exactly the tensors listed by the builder survived the inner close, are owned
     * by the outer scope, and that the outer close frees them.
     */
    private static void assertMovesOutThrough(java.util.function.Function<List<Tensor>, Object> build) {
        MemoryStats base = baseline();
        List<Tensor> reachable = new ArrayList<>();
        Tensor garbage;
        try (PointerScope outer = new PointerScope()) {
            try (PointerScope inner = new PointerScope()) {
                garbage = Ops.zeros(7);
                inner.moveOut(build.apply(reachable));
            }
            assertTrue("a tensor not reachable from the result must be freed", garbage.isReleased());
            assertFalse(reachable.isEmpty());
            for (Tensor t : reachable) {
                assertFalse("reachable tensor freed: " + t, t.isReleased());
                assertSame(outer, t.owner());
            }
            assertEquals(base.liveTensors + reachable.size(), Memory.stats().liveTensors);
        }
        for (Tensor t : reachable) {
            assertTrue(t.isReleased());
        }
        assertBackTo(base);
    }

    private static Tensor made(List<Tensor> reachable, double value) {
        Tensor t = Ops.ones(1).mul(value);
        reachable.add(t);
        return t;
    }

    @Test
    public void moveOutReachesThroughMapKeysAndValues() {
        assertMovesOutThrough(r -> {
            Map<Object, Object> m = new HashMap<>();
            m.put(made(r, 1), "value is a string");
            m.put("key is a string", made(r, 2));
            m.put(made(r, 3), made(r, 4));
            m.put("nested", new LinkedHashMap<>(Map.of("deep", made(r, 5))));
            return m;
        });
    }

    @Test
    public void moveOutReachesThroughLists() {
        assertMovesOutThrough(r -> List.of(made(r, 1), List.of(made(r, 2), 42, "x"), new ArrayList<>(List.of(made(r, 3)))));
    }

    @Test
    public void moveOutReachesThroughNestedObjectArrays() {
        assertMovesOutThrough(r -> new Object[] {made(r, 1), new Object[] {new Object[] {made(r, 2)}, 3.0},
            new Tensor[] {made(r, 3), null}, new int[] {1, 2}});
    }

    @Test
    public void moveOutReachesThroughOptional() {
        assertMovesOutThrough(r -> List.of(Optional.of(made(r, 1)), Optional.empty(), Optional.of(List.of(made(r, 2)))));
    }

    @Test
    public void moveOutReachesThroughOptionalAsTheResultItself() {
        assertMovesOutThrough(r -> Optional.of(made(r, 1)));
    }

    @Test
    public void moveOutReachesThroughNativeResourceImplementations() {
        assertMovesOutThrough(r -> new Model(made(r, 1), made(r, 2), new Model(made(r, 3), made(r, 4), null)));
    }

    @Test
    public void moveOutTerminatesOnAListContainingItself() {
        assertMovesOutThrough(r -> {
            List<Object> list = new ArrayList<>();
            list.add(list);
            list.add(made(r, 1));
            List<Object> other = new ArrayList<>();
            other.add(list);
            other.add(made(r, 2));
            list.add(other);
            return list;
        });
    }

    @Test
    public void moveOutTerminatesOnCyclicArraysMapsAndNativeResources() {
        assertMovesOutThrough(r -> {
            Object[] array = new Object[2];
            array[0] = array;
            array[1] = made(r, 1);
            Map<Object, Object> map = new IdentityHashMap<>();
            map.put("self", map);
            map.put("array", array);
            map.put("t", made(r, 2));
            List<Object> holder = new ArrayList<>();
            NativeResource loop = () -> holder;
            holder.add(loop);
            holder.add(made(r, 3));
            return List.of(map, loop);
        });
    }

    @Test
    public void sameTensorReachedTwiceIsMovedOnce() {
        MemoryStats base = baseline();
        try (PointerScope outer = new PointerScope()) {
            Tensor t;
            try (PointerScope inner = new PointerScope()) {
                t = Ops.ones(2);
                inner.moveOut(List.of(t, t, Map.of(t, t)));
            }
            assertSame(outer, t.owner());
            assertEquals(1, outer.ownedCount());
        }
        assertBackTo(base);
    }

    @Test
    public void retainAndReleaseReachThroughNestedStructures() {
        MemoryStats base = baseline();
        List<Tensor> all = new ArrayList<>();
        Object structure;
        try (PointerScope scope = new PointerScope()) {
            List<Object> cyclic = new ArrayList<>();
            cyclic.add(cyclic);
            cyclic.add(made(all, 1));
            structure = Torch.retain(Map.of("a", Optional.of(made(all, 2)), "b", new Object[] {cyclic},
                "c", new Model(made(all, 3), made(all, 4), null)));
        }
        for (Tensor t : all) {
            assertFalse(t.isReleased());
            assertNull(t.owner());
        }
        assertEquals(base.liveTensors + 4, Memory.stats().liveTensors);
        Torch.release(structure);
        for (Tensor t : all) {
            assertTrue(t.isReleased());
        }
        assertBackTo(base);
    }

    // ---- detach and attach ------------------------------------------------------------------

    @Test
    public void detachMakesTensorUnscopedSoItSurvivesScopeClose() {
        MemoryStats base = baseline();
        Tensor kept;
        Tensor freed;
        try (PointerScope scope = new PointerScope()) {
            kept = Ops.ones(3);
            freed = Ops.ones(3);
            assertSame(kept, scope.detach(kept));
            assertNull(kept.owner());
            assertEquals(1, scope.ownedCount());
        }
        try {
            assertTrue(freed.isReleased());
            assertFalse(kept.isReleased());
            assertArrayEquals(floats(1, 1, 1), kept.toFloatArray(), 0f);
        } finally {
            kept.close();
        }
        assertBackTo(base);
    }

    @Test
    public void detachIgnoresTensorsOwnedByOtherScopes() {
        MemoryStats base = baseline();
        try (PointerScope outer = new PointerScope()) {
            Tensor t = Ops.ones(1);
            try (PointerScope inner = new PointerScope()) {
                inner.detach(t);
            }
            assertSame(outer, t.owner());
        }
        assertBackTo(base);
    }

    @Test
    public void attachMovesTensorOwnedByAnotherScope() {
        MemoryStats base = baseline();
        try (PointerScope outer = new PointerScope()) {
            Tensor t = Ops.ones(2);
            Tensor stays = Ops.ones(2);
            try (PointerScope inner = new PointerScope()) {
                assertSame(t, inner.attach(t));
                assertSame(inner, t.owner());
                assertEquals(1, outer.ownedCount());
            }
            assertTrue(t.isReleased());
            assertFalse(stays.isReleased());
            assertEquals(1, outer.ownedCount());
        }
        assertBackTo(base);
    }

    @Test
    public void attachAdoptsUnscopedTensor() {
        MemoryStats base = baseline();
        Tensor t = Ops.ones(2);
        assertNull(t.owner());
        try (PointerScope scope = new PointerScope()) {
            scope.attach(List.of(t));
            assertSame(scope, t.owner());
        }
        assertTrue(t.isReleased());
        assertBackTo(base);
    }

    @Test
    public void attachingBackAndForthBetweenScopesFreesOnce() {
        MemoryStats base = baseline();
        Tensor t;
        PointerScope closed;
        try (PointerScope outer = new PointerScope()) {
            closed = outer;
            t = Ops.ones(2);
            try (PointerScope inner = new PointerScope()) {
                inner.attach(t);
                outer.attach(t); // back to outer, which listed it already
                inner.attach(t);
                outer.attach(t);
            }
            assertFalse(t.isReleased());
            assertSame(outer, t.owner());
        }
        assertTrue(t.isReleased());
        assertNull("a tensor its scope freed has no owner", t.owner());
        assertEquals("listed three times, freed once", 1, closed.stats().freed);
        MemoryStats now = Memory.stats();
        assertEquals(base.allocCount + 1, now.allocCount);
        assertEquals(base.freeCount + 1, now.freeCount);
        assertBackTo(base);
    }

    @Test
    public void ownedCountCountsATensorAttachedBackOnlyOnce() {
        MemoryStats base = baseline();
        try (PointerScope outer = new PointerScope()) {
            Tensor t = Ops.ones(2);
            try (PointerScope inner = new PointerScope()) {
                inner.attach(t);
                outer.attach(t);
                assertEquals("outer owns one tensor", 1, outer.ownedCount());
                assertEquals("#scope[1 tensors]", outer.toString());
            }
        }
        assertBackTo(base);
    }

    @Test
    public void attachAdoptsTensorOwnedByAScopeOfAnotherThread() throws Throwable {
        MemoryStats base = baseline();
        CountDownLatch handedOver = new CountDownLatch(1);
        CountDownLatch attached = new CountDownLatch(1);
        AtomicReference<Tensor> shared = new AtomicReference<>();
        Thread other = new Thread(() -> {
            try (PointerScope theirs = new PointerScope()) {
                shared.set(Ops.ones(4));
                handedOver.countDown();
                attached.await(30, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        try (PointerScope mine = new PointerScope()) {
            other.start();
            assertTrue(handedOver.await(30, TimeUnit.SECONDS));
            Tensor t = shared.get();
            mine.attach(t);
            attached.countDown();
            other.join(30_000);
            assertFalse("closing the other thread's scope must not free a tensor attached here", t.isReleased());
            assertSame(mine, t.owner());
            assertEquals(4.0, t.sum().itemDouble(), 0.0);
        } finally {
            attached.countDown();
            other.join(30_000);
        }
        assertTrue(shared.get().isReleased());
        assertBackTo(base);
    }

    // ---- thread confinement -----------------------------------------------------------------

    @Test
    public void closingFromAnotherThreadThrowsAndLeavesScopeUsable() throws Throwable {
        MemoryStats base = baseline();
        try (PointerScope scope = new PointerScope()) {
            Tensor before = Ops.ones(2);
            Throwable e = thrownOnOtherThread(() -> {
                scope.close();
                return null;
            });
            assertTrue(String.valueOf(e), e instanceof IllegalStateException);
            assertTrue(e.getMessage(), e.getMessage().contains("belongs to thread"));
            assertFalse(scope.isClosed());
            assertFalse(before.isReleased());
            assertSame(scope, PointerScope.current());
            Tensor after = Ops.ones(2);
            assertSame(scope, after.owner());
            assertEquals(2, scope.ownedCount());
        }
        assertBackTo(base);
    }

    @Test
    public void attachingOrMovingOutFromAnotherThreadThrowsAndLeavesScopeUsable() throws Throwable {
        MemoryStats base = baseline();
        try (PointerScope scope = new PointerScope()) {
            Tensor mine = Ops.ones(2);
            Tensor theirs = Torch.retain(Ops.ones(3));
            try {
                Throwable attach = thrownOnOtherThread(() -> scope.attach(theirs));
                assertTrue(String.valueOf(attach), attach instanceof IllegalStateException);
                Throwable move = thrownOnOtherThread(() -> scope.moveOut(mine));
                assertTrue(String.valueOf(move), move instanceof IllegalStateException);
                assertNull(theirs.owner());
                assertSame(scope, mine.owner());
                scope.attach(theirs);
                assertSame(scope, theirs.owner());
            } finally {
                if (theirs.owner() == null) {
                    theirs.close();
                }
            }
        }
        assertBackTo(base);
    }

    @Test
    public void tensorsOfAScopeCanBeReadAndReleasedFromAnotherThread() throws Throwable {
        MemoryStats base = baseline();
        try (PointerScope scope = new PointerScope()) {
            Tensor t = Ops.arange(0, 5, 1);
            double sum = onOtherThread(() -> {
                // A result created on the other thread belongs to that thread (unscoped there).
                Tensor s = t.sum();
                try {
                    assertNull(s.owner());
                    return s.itemDouble();
                } finally {
                    s.close();
                }
            });
            assertEquals(10.0, sum, 0.0);
            onOtherThread(() -> {
                Torch.release(t);
                return null;
            });
            assertTrue(t.isReleased());
            assertEquals(0, scope.ownedCount());
        }
        assertBackTo(base);
    }

    @Test
    public void currentIsInnermostScopeThenSessionThenNull() {
        baseline();
        assertNull(PointerScope.current());
        Torch.startSession();
        try {
            PointerScope session = PointerScope.current();
            assertTrue(session.isSession());
            try (PointerScope a = new PointerScope()) {
                assertSame(a, PointerScope.current());
                assertFalse(a.isSession());
                try (PointerScope b = new PointerScope()) {
                    assertSame(b, PointerScope.current());
                    assertEquals(List.of(a, b), PointerScope.openScopes());
                }
                assertSame(a, PointerScope.current());
            }
            assertSame(session, PointerScope.current());
        } finally {
            Torch.stopSession();
        }
        assertNull(PointerScope.current());
    }

    @Test
    public void currentIsPerThread() throws Throwable {
        try (PointerScope mine = new PointerScope()) {
            assertSame(mine, PointerScope.current());
            assertNull(onOtherThread(PointerScope::current));
        }
    }

    // ---- rule 9: sessions -------------------------------------------------------------------

    @Test
    public void sessionsOnTwoThreadsAreIndependent() throws Throwable {
        MemoryStats base = baseline();
        CountDownLatch bothStarted = new CountDownLatch(2);
        CountDownLatch firstStopped = new CountDownLatch(1);
        AtomicReference<Tensor> firstTensor = new AtomicReference<>();
        AtomicReference<Tensor> secondTensor = new AtomicReference<>();
        AtomicReference<Boolean> secondAliveAfterFirstStopped = new AtomicReference<>();
        AtomicReference<Throwable> failure = new AtomicReference<>();

        Thread first = new Thread(() -> {
            try {
                Torch.startSession();
                try {
                    firstTensor.set(Ops.ones(3));
                    bothStarted.countDown();
                    bothStarted.await(30, TimeUnit.SECONDS);
                } finally {
                    Torch.stopSession();
                    firstStopped.countDown();
                }
            } catch (Throwable e) {
                failure.compareAndSet(null, e);
            }
        });
        Thread second = new Thread(() -> {
            try {
                Torch.startSession();
                try {
                    secondTensor.set(Ops.ones(5));
                    bothStarted.countDown();
                    firstStopped.await(30, TimeUnit.SECONDS);
                    secondAliveAfterFirstStopped.set(!secondTensor.get().isReleased() && Torch.hasSession());
                    if (!(PointerScope.current().isSession() && secondTensor.get().owner() == PointerScope.current())) {
                        throw new AssertionError("second thread's tensor is not owned by its own session");
                    }
                } finally {
                    Torch.stopSession();
                }
            } catch (Throwable e) {
                failure.compareAndSet(null, e);
            }
        });
        first.start();
        second.start();
        first.join(60_000);
        second.join(60_000);
        if (failure.get() != null) {
            throw failure.get();
        }
        assertFalse(Torch.hasSession());
        assertEquals(Boolean.TRUE, secondAliveAfterFirstStopped.get());
        assertTrue(firstTensor.get().isReleased());
        assertTrue(secondTensor.get().isReleased());
        assertBackTo(base);
    }

    @Test
    public void startingASessionClosesTheExistingOneFirst() {
        MemoryStats base = baseline();
        Tensor first;
        Tensor second;
        try {
            Torch.startSession();
            PointerScope s1 = PointerScope.current();
            first = Ops.ones(2);
            Torch.startSession();
            PointerScope s2 = PointerScope.current();
            assertTrue(s1.isClosed());
            assertTrue(first.isReleased());
            assertTrue(s2.isSession());
            second = Ops.ones(2);
            assertSame(s2, second.owner());
        } finally {
            Torch.stopSession();
        }
        assertTrue(second.isReleased());
        Torch.stopSession(); // no-op without a session
        assertBackTo(base);
    }

    // ---- rules 6 and 7: retain and release --------------------------------------------------

    @Test
    public void retainMakesTensorsSurviveScopeClose() {
        MemoryStats base = baseline();
        Tensor kept;
        Tensor freed;
        try (PointerScope outer = new PointerScope()) {
            try (PointerScope inner = new PointerScope()) {
                kept = Torch.retain(Ops.ones(2, 2));
                freed = Ops.ones(2, 2);
                assertNull(kept.owner());
            }
        }
        try {
            assertTrue(freed.isReleased());
            assertFalse(kept.isReleased());
            assertEquals(base.liveTensors + 1, Memory.stats().liveTensors);
            Tensor sum = kept.sum(); // unscoped too: no scope is open here
            assertEquals(4.0, sum.itemDouble(), 0.0);
            sum.close();
        } finally {
            kept.close();
        }
        assertBackTo(base);
    }

    @Test
    public void releaseFreesNowAndTwiceIsANoOp() {
        MemoryStats base = baseline();
        try (PointerScope scope = new PointerScope()) {
            Tensor t = Ops.ones(10);
            Tensor other = Ops.ones(10);
            MemoryStats before = Memory.stats();
            Torch.release(t);
            MemoryStats after = Memory.stats();
            assertTrue(t.isReleased());
            assertEquals(before.liveTensors - 1, after.liveTensors);
            assertEquals(before.liveBytes - 40, after.liveBytes);
            assertEquals(before.freeCount + 1, after.freeCount);
            Torch.release(t);
            t.close();
            Torch.release(List.of(t, Optional.of(t)));
            MemoryStats again = Memory.stats();
            assertEquals(after.liveTensors, again.liveTensors);
            assertEquals(after.freeCount, again.freeCount);
            assertFalse(other.isReleased());
            assertEquals(1, scope.ownedCount());
        }
        MemoryStats end = Memory.stats();
        assertEquals(base.freeCount + 2, end.freeCount);
        assertBackTo(base);
    }

    @Test
    public void releaseFreesTensorsOwnedByAnotherScope() {
        MemoryStats base = baseline();
        try (PointerScope outer = new PointerScope()) {
            Tensor t = Ops.ones(3);
            try (PointerScope inner = new PointerScope()) {
                Torch.release(new Object[] {t});
            }
            assertTrue(t.isReleased());
            assertEquals(0, outer.ownedCount());
        }
        assertBackTo(base);
    }

    @Test
    public void releaseOfNullAndNonTensorValuesIsANoOp() {
        MemoryStats base = baseline();
        Torch.release(null);
        Torch.release("string");
        Torch.release(List.of(1, 2, 3));
        assertNull(Torch.retain(null));
        TestSupport.assertUnchanged(base);
    }

    // ---- rule 8: the GC frees unscoped tensors ----------------------------------------------

    /** Creates {@code n} unscoped tensors and returns only their native ids. */
    private static long[] unscopedIds(int n) {
        long[] ids = new long[n];
        for (int i = 0; i < n; i++) {
            Tensor t = Ops.ones(16);
            assertNull(t.owner());
            ids[i] = t.id;
        }
        return ids;
    }

    private static int liveCount(long[] ids) {
        int n = 0;
        for (long id : ids) {
            if (Tensor.isLive(id)) {
                n++;
            }
        }
        return n;
    }

    @Test
    public void garbageCollectorFreesUnreachableUnscopedTensors() {
        MemoryStats base = baseline();
        long[] ids = unscopedIds(200);
        assertEquals(200, liveCount(ids));
        assertEquals(base.liveTensors + 200, Memory.stats().liveTensors);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while ((liveCount(ids) > 0 || Memory.stats().liveTensors > base.liveTensors) && System.nanoTime() < deadline) {
            Torch.gc();
        }
        assertEquals("unscoped tensors not freed by the GC", 0, liveCount(ids));
        assertBackTo(base);
    }

    @Test
    public void garbageCollectorFreesTensorsMadeUnscopedByRetainAndMoveOut() {
        MemoryStats base = baseline();
        long[] ids = new long[2];
        try (PointerScope scope = new PointerScope()) {
            ids[0] = Torch.retain(Ops.ones(8)).id;
        }
        ids[1] = Torch.withTorch(() -> Ops.ones(8)).id;
        assertEquals(2, liveCount(ids));
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (liveCount(ids) > 0 && System.nanoTime() < deadline) {
            Torch.gc();
        }
        assertEquals(0, liveCount(ids));
        assertBackTo(base);
    }
}
