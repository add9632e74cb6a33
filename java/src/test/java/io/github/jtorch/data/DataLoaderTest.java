package io.github.jtorch.data;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotEquals;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertSame;
import static org.junit.Assert.assertThrows;
import static org.junit.Assert.assertTrue;

import io.github.jtorch.DType;
import io.github.jtorch.Memory;
import io.github.jtorch.MemoryStats;
import io.github.jtorch.Ops;
import io.github.jtorch.PointerScope;
import io.github.jtorch.Tensor;
import io.github.jtorch.Torch;
import java.awt.image.BufferedImage;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import javax.imageio.ImageIO;
import org.junit.Test;

/**
 * jtorch.data from Java: datasets, samplers, default collation with PyTorch's structure, and
 * the loader's worker threads (order kept, early exit, failures, nothing leaked, threads gone).
 * PyTorch parity of the samplers' index lists is checked by the Clojure suite (data_test.clj).
 */
public class DataLoaderTest {

    private static MemoryStats baseline() {
        assertNull("a previous test left a scope open on this thread", PointerScope.current());
        MemoryStats last = Memory.stats();
        for (int i = 0, stable = 0; i < 30 && stable < 3; i++) {
            Torch.gc();
            MemoryStats now = Memory.stats();
            stable = now.liveTensors == last.liveTensors && now.freeCount == last.freeCount ? stable + 1 : 0;
            last = now;
        }
        return last;
    }

    private static void assertBackTo(MemoryStats base) {
        MemoryStats now = Memory.stats();
        assertEquals("live tensors", base.liveTensors, now.liveTensors);
        assertEquals("live bytes", base.liveBytes, now.liveBytes);
    }

    private static Set<String> workerThreads() {
        return Thread.getAllStackTraces().keySet().stream().filter(Thread::isAlive).map(Thread::getName)
                .filter(n -> n.startsWith("jtorch-data-worker-")).collect(Collectors.toSet());
    }

    /** Items i -> {"x": [i, 2i] float32, "y": i (Long), "name": "s" + i}, after a pause of pauseMs. */
    private static Dataset<Map<String, Object>> mapItems(int n, long pauseMs, long failAt) {
        return new Dataset<>() {
            @Override
            public Map<String, Object> get(long i) {
                if (i == failAt) {
                    throw new IllegalStateException("item " + i + " is broken");
                }
                if (pauseMs > 0) {
                    try {
                        Thread.sleep(pauseMs * ((i * 7) % 3));
                    } catch (InterruptedException e) {
                        throw new IllegalStateException(e);
                    }
                }
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("x", Tensor.of(new float[] {i, 2 * i}, 2));
                m.put("y", i);
                m.put("name", "s" + i);
                return m;
            }

            @Override
            public long size() {
                return n;
            }
        };
    }

    @Test
    public void tensorDatasetBatchesAreTheStackedRowsWithTheLastBatchShort() {
        MemoryStats base = baseline();
        try (PointerScope outer = new PointerScope()) {
            Tensor x = Ops.arange(0, 20, 1, DType.FLOAT32).reshape(10, 2);
            Tensor y = Ops.arange(0, 10, 1);
            DataLoader loader = DataLoader.builder(new TensorDataset(x, y)).batchSize(4).build();
            assertEquals(3, loader.size());
            List<long[]> shapes = new ArrayList<>();
            List<Long> ys = new ArrayList<>();
            for (Object batch : loader) {
                List<?> b = (List<?>) batch;
                Tensor bx = (Tensor) b.get(0);
                Tensor by = (Tensor) b.get(1);
                shapes.add(bx.shape());
                assertEquals(DType.FLOAT32, bx.dtype());
                assertEquals(DType.INT64, by.dtype());
                for (long v : by.toLongArray()) {
                    ys.add(v);
                }
                long first = by.toLongArray()[0];
                assertEquals(2.0f * first, bx.toFloatArray()[0], 0);
            }
            assertArrayEquals(new long[] {4, 2}, shapes.get(0));
            assertArrayEquals(new long[] {2, 2}, shapes.get(2));
            assertEquals(List.of(0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L), ys);
            DataLoader dropping = DataLoader.builder(new TensorDataset(x, y)).batchSize(4).dropLast(true).build();
            assertEquals(2, dropping.size());
        }
        assertBackTo(base);
    }

    @Test
    public void defaultCollateKeepsMapsListsAndStringsAsPyTorchDoes() {
        MemoryStats base = baseline();
        try (PointerScope s = new PointerScope()) {
            List<Object> samples = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                samples.add(List.of(mapItems(3, 0, -1).get(i), 1.5 * i, true, new float[] {i, i}));
            }
            List<?> batch = (List<?>) Collate.defaultCollate(samples);
            Map<?, ?> m = (Map<?, ?>) batch.get(0);
            assertEquals(List.of("x", "y", "name"), new ArrayList<>(m.keySet()));
            assertArrayEquals(new long[] {3, 2}, ((Tensor) m.get("x")).shape());
            assertArrayEquals(new long[] {0, 1, 2}, ((Tensor) m.get("y")).toLongArray());
            assertEquals(DType.INT64, ((Tensor) m.get("y")).dtype());
            assertEquals(List.of("s0", "s1", "s2"), m.get("name"));
            assertEquals(DType.FLOAT64, ((Tensor) batch.get(1)).dtype());
            assertEquals(DType.BOOL, ((Tensor) batch.get(2)).dtype());
            assertArrayEquals(new long[] {3, 2}, ((Tensor) batch.get(3)).shape());
            assertThrows(IllegalArgumentException.class, () -> Collate.defaultCollate(List.of(List.of(1, 2), List.of(1))));
            assertThrows(IllegalArgumentException.class, () -> Collate.defaultCollate(List.of(new Object())));
        }
        assertBackTo(base);
    }

    @Test
    public void severalWorkersKeepTheBatchOrderAndStopAtTheEnd() {
        MemoryStats base = baseline();
        List<Long> seen = new ArrayList<>();
        DataLoader loader = DataLoader.builder(mapItems(23, 3, -1)).batchSize(2).numWorkers(3).prefetchFactor(2).build();
        try (DataLoader.BatchIterator it = loader.iterator()) {
            while (it.hasNext()) {
                Tensor y;
                try (PointerScope step = new PointerScope()) {
                    Map<?, ?> batch = step.attach((Map<?, ?>) it.next());
                    y = (Tensor) batch.get("y");
                    for (long v : y.toLongArray()) {
                        seen.add(v);
                    }
                }
                assertTrue("each batch is freed with its step", y.isReleased());
            }
        }
        List<Long> expected = new ArrayList<>();
        for (long i = 0; i < 23; i++) {
            expected.add(i);
        }
        assertEquals(expected, seen);
        assertEquals(Set.of(), workerThreads());
        assertBackTo(base);
    }

    @Test
    public void aBatchTakenWithNoScopeOpenIsUnscopedAndTakenOverByAttach() {
        MemoryStats base = baseline();
        DataLoader loader = DataLoader.builder(mapItems(4, 0, -1)).batchSize(2).numWorkers(1).build();
        try (DataLoader.BatchIterator it = loader.iterator()) {
            Object batch = it.next();
            Tensor x = (Tensor) ((Map<?, ?>) batch).get("x");
            assertFalse(x.isReleased());
            try (PointerScope step = new PointerScope()) {
                step.attach(batch);
            }
            assertTrue(x.isReleased());
        }
        assertBackTo(base);
    }

    @Test
    public void leavingEarlyStopsTheWorkersAndReleasesBatchesNotTaken() throws Exception {
        MemoryStats base = baseline();
        DataLoader loader = DataLoader.builder(mapItems(100, 1, -1)).batchSize(2).numWorkers(2).prefetchFactor(3).build();
        try (PointerScope outer = new PointerScope(); DataLoader.BatchIterator it = loader.iterator()) {
            it.next();
            Thread.sleep(50); // let the workers fill their queues
            assertFalse(workerThreads().isEmpty());
        }
        assertEquals(Set.of(), workerThreads());
        assertBackTo(base);
        // A for-each left early: closing the loader stops what it left running.
        for (Object batch : loader) {
            Torch.release(batch);
            break;
        }
        loader.close();
        assertEquals(Set.of(), workerThreads());
        assertBackTo(base);
    }

    @Test
    public void aWorkersExceptionComesOutAtItsBatchAfterTheBatchesBeforeIt() {
        MemoryStats base = baseline();
        DataLoader loader = DataLoader.builder(mapItems(20, 1, 7)).batchSize(2).numWorkers(2).build();
        List<Integer> taken = new ArrayList<>();
        IllegalStateException e;
        try (DataLoader.BatchIterator it = loader.iterator()) {
            e = assertThrows(IllegalStateException.class, () -> {
                while (it.hasNext()) {
                    Torch.release(it.next());
                    taken.add(taken.size());
                }
            });
        }
        assertEquals("item 7 is broken", e.getMessage());
        assertEquals(List.of(0, 1, 2), taken); // batch 3 holds item 7
        assertEquals(Set.of(), workerThreads());
        assertBackTo(base);
    }

    @Test
    public void anExceptionInTheConsumerLeavesNothingBehind() {
        MemoryStats base = baseline();
        DataLoader loader = DataLoader.builder(mapItems(30, 1, -1)).batchSize(3).numWorkers(2).build();
        assertThrows(ArithmeticException.class, () -> {
            try (PointerScope s = new PointerScope(); DataLoader.BatchIterator it = loader.iterator()) {
                it.next();
                it.next();
                throw new ArithmeticException("step failed");
            }
        });
        assertEquals(Set.of(), workerThreads());
        assertBackTo(base);
    }

    @Test
    public void shuffleIsReproducibleAndReshufflesEachEpoch() {
        MemoryStats base = baseline();
        try (PointerScope s = new PointerScope()) {
            Tensor x = Ops.arange(0, 12, 1);
            List<List<Long>> epochs = new ArrayList<>();
            for (int run = 0; run < 2; run++) {
                DataLoader loader = DataLoader.builder(new TensorDataset(x)).batchSize(12).shuffle(true).seed(5).numWorkers(run).build();
                for (int epoch = 0; epoch < 2; epoch++) {
                    for (Object batch : loader) {
                        List<Long> order = Arrays.stream(((Tensor) ((List<?>) batch).get(0)).toLongArray()).boxed().collect(Collectors.toList());
                        assertEquals(Set.copyOf(order), Set.copyOf(Arrays.stream(x.toLongArray()).boxed().collect(Collectors.toList())));
                        epochs.add(order);
                    }
                }
            }
            assertEquals(epochs.get(0), epochs.get(2));
            assertEquals(epochs.get(1), epochs.get(3));
            assertNotEquals(epochs.get(0), epochs.get(1));
        }
        assertBackTo(base);
    }

    @Test
    public void samplersFollowPyTorchsRules() {
        RandomSampler r = new RandomSampler(5, true, 12, 3);
        List<Long> draws = new ArrayList<>();
        r.forEach(draws::add);
        assertEquals(12, draws.size());
        assertTrue(draws.stream().allMatch(i -> i >= 0 && i < 5));
        List<Long> long0 = new ArrayList<>();
        new RandomSampler(4, false, 10, 1).forEach(long0::add);
        assertEquals(Set.of(0L, 1L, 2L, 3L), new HashSet<>(long0.subList(0, 4)));
        assertEquals(10, long0.size());

        WeightedRandomSampler w = new WeightedRandomSampler(new double[] {0, 1, 0, 3}, 50, true, 7);
        List<Long> weighted = new ArrayList<>();
        w.forEach(weighted::add);
        assertTrue(weighted.stream().allMatch(i -> i == 1 || i == 3));
        List<Long> once = new ArrayList<>();
        new WeightedRandomSampler(new double[] {1, 1, 0, 1}, 3, false, 7).forEach(once::add);
        assertEquals(Set.of(0L, 1L, 3L), new HashSet<>(once));

        for (boolean dropLast : new boolean[] {false, true}) {
            Set<Long> all = new HashSet<>();
            int total = 0;
            for (int rank = 0; rank < 3; rank++) {
                DistributedSampler d = new DistributedSampler(10, 3, rank, true, 4, dropLast);
                d.setEpoch(2);
                List<Long> mine = new ArrayList<>();
                d.forEach(mine::add);
                assertEquals(d.size(), mine.size());
                total += mine.size();
                all.addAll(mine);
            }
            // 10 over 3: padded to 12 (every index covered), or cut to 9 (disjoint).
            assertEquals(dropLast ? 9 : 12, total);
            assertEquals(dropLast ? 9 : 10, all.size());
        }
    }

    @Test
    public void anIterableDatasetIsReadByEachWorkerWhichSplitsItByWorkerInfo() {
        MemoryStats base = baseline();
        // Each worker takes the items of its index modulo the worker count; inline, all.
        IterableDataset<Long> numbers = () -> {
            WorkerInfo w = WorkerInfo.get();
            int from = w == null ? 0 : w.id;
            int step = w == null ? 1 : w.numWorkers;
            return java.util.stream.LongStream.range(0, 7).filter(i -> i % step == from).boxed().iterator();
        };
        Map<Integer, List<List<Long>>> expected = Map.of(
                0, List.of(List.of(0L, 1L, 2L), List.of(3L, 4L, 5L), List.of(6L)),
                2, List.of(List.of(0L, 2L, 4L), List.of(1L, 3L, 5L), List.of(6L)),
                3, List.of(List.of(0L, 3L, 6L), List.of(1L, 4L), List.of(2L, 5L)));
        for (int workers : new int[] {0, 2, 3}) {
            List<List<Long>> seen = new ArrayList<>();
            try (PointerScope s = new PointerScope()) {
                for (Object batch : DataLoader.builder(numbers).batchSize(3).numWorkers(workers).build()) {
                    List<Long> b = new ArrayList<>();
                    for (long v : ((Tensor) batch).toLongArray()) {
                        b.add(v);
                    }
                    seen.add(b);
                }
            }
            assertEquals("batches from the workers in turn, " + workers + " workers", expected.get(workers), seen);
        }
        assertNull(WorkerInfo.get());
        assertEquals(Set.of(), workerThreads());
        assertBackTo(base);
    }

    @Test
    public void anImageFolderWrittenWithImageIoReadsBackAsChwFloats() throws Exception {
        MemoryStats base = baseline();
        Path root = Files.createTempDirectory("jtorch-images");
        try {
            String[] classes = {"cat", "dog"};
            for (int c = 0; c < 2; c++) {
                Files.createDirectories(root.resolve(classes[c]));
                for (int k = 0; k < 2; k++) {
                    BufferedImage img = new BufferedImage(3, 2, BufferedImage.TYPE_INT_RGB);
                    for (int yy = 0; yy < 2; yy++) {
                        for (int xx = 0; xx < 3; xx++) {
                            img.setRGB(xx, yy, ((10 * c + xx) << 16) | ((20 * k + yy) << 8) | 200);
                        }
                    }
                    ImageIO.write(img, "png", root.resolve(classes[c]).resolve("img" + k + ".png").toFile());
                }
            }
            Files.writeString(root.resolve("cat").resolve("notes.txt"), "not an image");
            ImageFolder folder = new ImageFolder(root);
            assertEquals(List.of("cat", "dog"), folder.classes());
            assertEquals(4, folder.size());
            try (PointerScope s = new PointerScope()) {
                List<?> batch = (List<?>) DataLoader.builder(folder).batchSize(4).numWorkers(2).build().iterator().next();
                Tensor images = (Tensor) batch.get(0);
                assertArrayEquals(new long[] {4, 3, 2, 3}, images.shape());
                assertArrayEquals(new long[] {0, 0, 1, 1}, ((Tensor) batch.get(1)).toLongArray());
                float[] v = images.toFloatArray();
                // image 3 (dog, img1), pixel (x=2, y=1): R = 12, G = 21, B = 200
                int base3 = 3 * 18;
                assertEquals(12 / 255f, v[base3 + 0 * 6 + 1 * 3 + 2], 1e-6);
                assertEquals(21 / 255f, v[base3 + 1 * 6 + 1 * 3 + 2], 1e-6);
                assertEquals(200 / 255f, v[base3 + 2 * 6 + 1 * 3 + 2], 1e-6);
            }
            ImageFolder halved = new ImageFolder(root, img -> img.mul(0.5));
            try (PointerScope s = new PointerScope()) {
                Tensor img = (Tensor) halved.get(0).get(0);
                assertEquals(200 / 255f / 2, img.toFloatArray()[12], 1e-6);
            }
        } finally {
            for (File f : root.toFile().listFiles()) {
                for (File g : f.isDirectory() ? f.listFiles() : new File[0]) {
                    g.delete();
                }
                f.delete();
            }
            root.toFile().delete();
        }
        assertEquals(Set.of(), workerThreads());
        assertBackTo(base);
    }

    @Test
    public void aCsvFileIsParsedIntoFeatureAndLabelTensors() throws Exception {
        MemoryStats base = baseline();
        Path file = Files.createTempFile("jtorch-data", ".csv");
        try {
            Files.writeString(file, "a,b,label,c\n1.5,2,0,3\n\n4,5.25,1,6\n");
            CsvDataset csv = new CsvDataset(file, true, ',', null, 2, DType.INT64);
            assertEquals(List.of("a", "b", "label", "c"), csv.header());
            assertEquals(2, csv.size());
            assertEquals(3, csv.featureCount());
            try (PointerScope s = new PointerScope()) {
                List<?> batch = (List<?>) DataLoader.builder(csv).batchSize(2).build().iterator().next();
                assertArrayEquals(new float[] {1.5f, 2, 3, 4, 5.25f, 6}, ((Tensor) batch.get(0)).toFloatArray(), 0);
                assertArrayEquals(new long[] {0, 1}, ((Tensor) batch.get(1)).toLongArray());
                CsvDataset some = new CsvDataset(file, true, ',', new int[] {-1, 0}, -1, null);
                assertEquals(1, some.get(1).size());
                assertArrayEquals(new float[] {6, 4}, some.get(1).get(0).toFloatArray(), 0);
            }
            Files.writeString(file, "1,x\n");
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new CsvDataset(file, false, 0));
            assertTrue(e.getMessage(), e.getMessage().contains("line 1 column 1"));
        } finally {
            Files.deleteIfExists(file);
        }
        assertBackTo(base);
    }

    @Test
    public void optionsPyTorchRefusesAreRefused() {
        Dataset<Map<String, Object>> d = mapItems(4, 0, -1);
        assertThrows(IllegalArgumentException.class, () -> DataLoader.builder(d).shuffle(true).sampler(new SequentialSampler(4)).build());
        assertThrows(IllegalArgumentException.class,
                () -> DataLoader.builder(d).batchSize(2).batchSampler(new BatchSampler(new SequentialSampler(4), 2, false)).build());
        assertThrows(IllegalArgumentException.class, () -> DataLoader.builder(d).numWorkers(-1).build());
        assertSame(DataLoader.Builder.class, DataLoader.builder(d).getClass());
    }
}
