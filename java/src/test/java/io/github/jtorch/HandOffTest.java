package io.github.jtorch;

import static io.github.jtorch.TestSupport.assertBackTo;
import static io.github.jtorch.TestSupport.baseline;
import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotSame;
import static org.junit.Assert.assertSame;
import static org.junit.Assert.assertThrows;
import static org.junit.Assert.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.Test;

/** Rule 7a: Torch.handOff moves tensors to new handles and releases the old; takeOwnership adopts them. */
public class HandOffTest {

    @Test
    public void handOffReleasesTheSendersHandlesAndKeepsTheContainersShape() {
        MemoryStats base = baseline();
        try (PointerScope scope = new PointerScope()) {
            Tensor a = Ops.ones(2);
            Tensor b = Ops.zeros(3);
            Map<String, Object> batch = new LinkedHashMap<>();
            batch.put("a", a);
            batch.put("rest", List.of(b, "label"));
            batch.put("arr", new Tensor[] {a.mul(2.0)});
            batch.put("opt", Optional.of(b.add(1.0)));
            int before = scope.ownedCount();
            Map<String, Object> moved = Torch.handOff(batch);
            assertTrue(a.isReleased());
            assertTrue(b.isReleased());
            assertThrows(IllegalStateException.class, () -> a.sum());
            Tensor movedA = (Tensor) moved.get("a");
            assertNotSame(a, movedA);
            assertArrayEquals(new float[] {1, 1}, movedA.toFloatArray(), 0f);
            List<?> rest = (List<?>) moved.get("rest");
            assertEquals("label", rest.get(1));
            assertArrayEquals(new float[] {0, 0, 0}, ((Tensor) rest.get(0)).toFloatArray(), 0f);
            assertArrayEquals(new float[] {2, 2}, ((Tensor[]) moved.get("arr"))[0].toFloatArray(), 0f);
            assertArrayEquals(new float[] {1, 1, 1}, ((Optional<?>) moved.get("opt")).map(t -> ((Tensor) t).toFloatArray()).get(), 0f);
            assertEquals("the sender's scope no longer owns the four it handed off", before - 4, scope.ownedCount());
            try (PointerScope receiver = new PointerScope()) {
                assertSame(moved, Torch.takeOwnership(moved));
                assertEquals(4, receiver.ownedCount());
            }
            assertTrue(movedA.isReleased());
        }
        assertBackTo(base);
    }

    @Test
    public void tensorsHandedOffBetweenThreadsAreOwnedByTheReceiversScope() throws Exception {
        MemoryStats base = baseline();
        BlockingQueue<List<Tensor>> queue = new ArrayBlockingQueue<>(4);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            List<Future<Boolean>> senders = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                double v = i;
                senders.add(pool.submit(() -> Torch.withTorch(() -> {
                    Tensor x = Ops.full(new long[] {2}, v);
                    List<Tensor> sent = new ArrayList<>(List.of(x, x.add(1.0)));
                    try {
                        queue.put(Torch.handOff(sent));
                    } catch (InterruptedException e) {
                        throw new IllegalStateException(e);
                    }
                    return x.isReleased();
                })));
            }
            double total = 0;
            for (int i = 0; i < 8; i++) {
                try (PointerScope receiver = new PointerScope()) {
                    List<Tensor> got = Torch.takeOwnership(queue.poll(60, TimeUnit.SECONDS));
                    total += got.get(0).sum().itemDouble() + got.get(1).sum().itemDouble();
                    assertEquals(4, receiver.ownedCount());
                }
            }
            for (Future<Boolean> s : senders) {
                assertTrue("the sender's handle is released", s.get());
            }
            assertEquals(2 * 28 + 2 * 36, total, 0.0);
        } finally {
            pool.shutdown();
        }
        assertBackTo(base);
    }

    @Test
    public void handOffKeepsAutogradStateAndGrad() {
        Torch.withTorch(() -> {
            Tensor w = Ops.ones(3).requiresGradInPlace(true);
            Tensor moved = Torch.handOff(w);
            moved.mul(moved).sum().backward();
            assertArrayEquals(new float[] {2, 2, 2}, moved.grad().toFloatArray(), 0f);
            assertTrue(moved.requiresGrad());
        });
    }

    @Test
    public void handOffRefusesReleasedTensorsAndUnknownContainers() {
        MemoryStats base = baseline();
        Torch.withTorch(() -> {
            Tensor t = Ops.ones(1);
            t.close();
            assertThrows(IllegalStateException.class, () -> Torch.handOff(t));
            NativeResource holder = () -> List.of(Ops.ones(1));
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Torch.handOff(holder));
            assertTrue(e.getMessage(), e.getMessage().contains("cannot hand off"));
            assertSame("a value holding no tensors comes back as it is", "text", Torch.handOff("text"));
        });
        assertBackTo(base);
    }

    @Test
    public void aHandOffNobodyTakesIsFreedByTheGc() throws Exception {
        MemoryStats base = baseline();
        Torch.withTorch(() -> {
            Torch.handOff(List.of(Ops.ones(16), Ops.ones(16)));
        });
        for (int i = 0; i < 50 && Memory.stats().liveTensors != base.liveTensors; i++) {
            Torch.gc();
            Thread.sleep(20);
        }
        assertBackTo(base);
        assertFalse(PointerScope.current() != null);
    }
}
