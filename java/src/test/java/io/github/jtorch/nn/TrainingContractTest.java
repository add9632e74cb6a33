package io.github.jtorch.nn;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertSame;
import static org.junit.Assert.assertThrows;
import static org.junit.Assert.assertTrue;

import io.github.jtorch.Autograd;
import io.github.jtorch.DType;
import io.github.jtorch.Device;
import io.github.jtorch.Memory;
import io.github.jtorch.Ops;
import io.github.jtorch.PointerScope;
import io.github.jtorch.Safetensors;
import io.github.jtorch.Tensor;
import io.github.jtorch.Torch;
import io.github.jtorch.optim.Optimizer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.Test;

/** What training code relies on: optimizers, shared layers, loading and moving modules. */
public class TrainingContractTest {

    @Test
    public void anOptimizerWhoseParametersWereReleasedThrowsInsteadOfUpdatingThem() {
        long live = Memory.stats().liveTensors;
        Linear model = Torch.retain(new Linear(3, 2));
        Optimizer opt = Torch.retain(Optimizer.sgd(model.parameters(), 0.1));
        Torch.release(model);
        for (Runnable use : List.<Runnable>of(opt::zeroGrad, opt::step, () -> opt.setLearningRate(0.5))) {
            IllegalStateException e = assertThrows(IllegalStateException.class, use::run);
            assertTrue(e.getMessage(), e.getMessage().contains("parameter 0 of this optimizer") && e.getMessage().contains("released"));
        }
        Torch.release(opt);
        assertEquals(live, Memory.stats().liveTensors);
    }

    @Test
    public void anOptimizerKeepsItsUnscopedParametersFromTheGarbageCollector() {
        Optimizer opt = Optimizer.sgd(new Linear(3, 2).parameters(), 0.1);
        for (int i = 0; i < 5; i++) {
            Torch.gc();
        }
        opt.zeroGrad();
        opt.step();
        opt.close();
    }

    @Test
    public void aLayerUsedTwiceGivesItsParametersOnceAndIsUpdatedOnceAStep() {
        try (PointerScope s = new PointerScope()) {
            Linear shared = new Linear(1, 1, false);
            Module model = new Sequential(shared, shared);
            assertEquals(1, model.parameters().size());
            assertEquals(List.of("0.weight"), new ArrayList<>(model.namedParameters().keySet()));
            assertEquals("the state dict keeps both names", 2, model.stateDict().size());
            Tensor w = shared.parameters().get(0);
            try (Autograd.NoGrad g = Autograd.noGrad()) {
                Ops.copyInPlace(w, Ops.ones(1, 1));
            }
            Optimizer opt = Optimizer.sgd(model.parameters(), 0.1);
            opt.zeroGrad();
            // d/dw (w * (w * x)) at w = 1, x = 1 is 2: one step of 0.1 takes w to 0.8.
            Ops.backward(model.forward(Ops.ones(1, 1)).sum());
            opt.step();
            assertEquals(0.8f, w.toFloatArray()[0], 1e-6f);
        }
    }

    @Test
    public void anOptimizerRefusesOneTensorGivenTwice() {
        try (PointerScope s = new PointerScope()) {
            Tensor p = Ops.requiresGradInPlace(Ops.ones(2), true);
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Optimizer.adam(List.of(p, p), 1e-3));
            assertTrue(e.getMessage(), e.getMessage().contains("parameters[1] is the same tensor as parameters[0]"));
        }
    }

    @Test
    public void loadingAFileOfOtherShapesThrowsAndChangesNothing() throws Exception {
        Path file = Files.createTempFile("jtorch-load", ".safetensors");
        try (PointerScope s = new PointerScope()) {
            Linear model = new Linear(2, 3);
            float[] weight = model.stateDict().get("weight").toFloatArray();
            float[] bias = model.stateDict().get("bias").toFloatArray();
            // The right weight and a bias of the wrong shape: neither may be loaded.
            Safetensors.save(Map.of("weight", Ops.zeros(3, 2), "bias", Ops.zeros(5)), file);
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> model.load(file));
            assertTrue(e.getMessage(), e.getMessage().contains("size mismatch for bias: copying a param with shape torch.Size([5]) from checkpoint, the shape in current model is torch.Size([3])."));
            assertArrayEquals(weight, model.stateDict().get("weight").toFloatArray(), 0f);
            assertArrayEquals(bias, model.stateDict().get("bias").toFloatArray(), 0f);
            // A shape that would broadcast is refused too.
            Safetensors.save(Map.of("weight", Ops.zeros(1, 2), "bias", Ops.zeros(3)), file);
            assertThrows(IllegalArgumentException.class, () -> model.load(file));
            assertArrayEquals(weight, model.stateDict().get("weight").toFloatArray(), 0f);
        } finally {
            Files.deleteIfExists(file);
        }
    }

    @Test
    public void aModelLoadedWhileAnotherThreadSavesItReadsAWholeFile() throws Exception {
        Path file = Files.createTempFile("jtorch-checkpoint", ".safetensors");
        Linear saved = Torch.retain(new Linear(64, 64));
        Linear loaded = Torch.retain(new Linear(64, 64));
        saved.save(file);
        AtomicBoolean stop = new AtomicBoolean();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread saver = new Thread(() -> {
            try {
                while (!stop.get()) {
                    saved.save(file);
                }
            } catch (Throwable e) {
                failure.set(e);
            }
        });
        saver.start();
        try {
            long end = System.nanoTime() + 1_000_000_000L;
            int loads = 0;
            while (System.nanoTime() < end) {
                loaded.load(file);
                loads++;
            }
            assertTrue(loads > 0);
        } finally {
            stop.set(true);
            saver.join();
            Torch.release(List.of(saved, loaded));
            try (java.util.stream.Stream<Path> left = Files.list(file.getParent())) {
                String prefix = "." + file.getFileName();
                assertTrue("no temporary file left beside it", left.noneMatch(p -> p.getFileName().toString().startsWith(prefix)));
            }
            Files.deleteIfExists(file);
        }
        if (failure.get() != null) {
            throw new AssertionError("the saving thread failed", failure.get());
        }
    }

    @Test
    public void movingAModelWhereItAlreadyIsDoesNotDisturbAnotherThreadsForward() throws Exception {
        Linear model = Torch.retain(new Linear(64, 64));
        Tensor x = Torch.retain(Ops.ones(8, 64));
        AtomicBoolean stop = new AtomicBoolean();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread forward = new Thread(() -> {
            try {
                while (!stop.get()) {
                    try (PointerScope s = new PointerScope()) {
                        model.forward(x);
                    }
                }
            } catch (Throwable e) {
                failure.set(e);
            }
        });
        forward.start();
        try {
            Tensor weight = model.parameters().get(0);
            for (int i = 0; i < 20_000; i++) {
                assertSame(model, model.toDevice(i % 2 == 0 ? Device.CPU : null));
            }
            assertSame("still the same tensor", weight, model.parameters().get(0));
        } finally {
            stop.set(true);
            forward.join();
            Torch.release(List.of(model, x));
        }
        if (failure.get() != null) {
            throw new AssertionError("the forward thread failed", failure.get());
        }
    }

    @Test
    public void settingATensorsDataToItselfDoesNothing() {
        try (PointerScope s = new PointerScope()) {
            Tensor t = Ops.arange(0, 4, 1);
            assertSame(t, Ops.setDataInPlace(t, t));
            assertArrayEquals(new float[] {0, 1, 2, 3}, t.toFloatArray(), 0f);
        }
    }

    @Test
    public void aWindowWhoseSizeOverflowsIsRefusedNotComputed() {
        try (PointerScope s = new PointerScope()) {
            Tensor input = Ops.ones(1, 1, 8, 8);
            Tensor weight = Ops.ones(1, 1, 2, 2);
            long big = Long.MAX_VALUE;
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> Ops.conv2d(input, weight, null, new long[] {1}, new long[] {0}, new long[] {big}, 1));
            assertTrue(e.getMessage(), e.getMessage().startsWith("conv2d: ") && e.getMessage().contains("overflow"));
            assertThrows(IllegalArgumentException.class,
                    () -> Ops.maxPool2d(input, new long[] {2}, new long[] {1}, new long[] {big / 2 + 1}, new long[] {1}, false));
            // Each side fits in 64 bits, the element count does not.
            IllegalArgumentException count = assertThrows(IllegalArgumentException.class, () -> Ops.conv2d(Ops.ones(1, 1, 1, 1),
                    Ops.ones(1, 1, 1, 1), null, new long[] {1}, new long[] {1L << 31}, new long[] {1}, 1));
            assertTrue(count.getMessage(), count.getMessage().contains("overflows 64 bits"));
            assertArrayEquals(new long[] {1, 1, 7, 7},
                    Ops.conv2d(input, weight, null, new long[] {1}, new long[] {0}, new long[] {1}, 1).shape());
        }
    }

    @Test
    public void safetensorsRefusesTheNameTheFormatKeepsForItself() throws Exception {
        Path file = Files.createTempFile("jtorch-meta", ".safetensors");
        try (PointerScope s = new PointerScope()) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> Safetensors.save(Map.of("__metadata__", Ops.ones(1)), file));
            assertTrue(e.getMessage(), e.getMessage().contains("__metadata__"));
        } finally {
            Files.deleteIfExists(file);
        }
    }

    @Test
    public void aNegativeMemorySizeIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Memory.parseSize("-5m"));
        assertTrue(e.getMessage(), e.getMessage().contains("negative"));
        assertEquals(5L << 20, Memory.parseSize("5m"));
        // Each failure says what is wrong with the size, as the Javadoc says.
        for (String huge : new String[] {"9223372036854775808", "99999999999g"}) {
            e = assertThrows(IllegalArgumentException.class, () -> Memory.parseSize(huge));
            assertTrue(e.getMessage(), e.getMessage().contains("more than 9223372036854775807 bytes"));
        }
        e = assertThrows(IllegalArgumentException.class, () -> Memory.parseSize("-9000000t"));
        assertTrue(e.getMessage(), e.getMessage().contains("negative"));
        e = assertThrows(IllegalArgumentException.class, () -> Memory.parseSize(null));
        assertTrue(e.getMessage(), e.getMessage().contains("not a memory size"));
        assertEquals(3L << 40, Memory.parseSize(" 3TB "));
    }

    @Test
    public void batchNormInTrainingRefusesOneValuePerChannelAndKeepsItsStatistics() {
        try (PointerScope s = new PointerScope()) {
            BatchNorm bn = new BatchNorm(2);
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> bn.forward(Ops.ones(1, 2)));
            assertTrue(e.getMessage(), e.getMessage().contains("more than one value per channel"));
            assertArrayEquals(new float[] {1, 1}, bn.stateDict().get("running_var").toFloatArray(), 0f);
            bn.eval();
            assertArrayEquals(new float[] {1, 2}, bn.forward(Tensor.of(new float[] {1, 2}, 1, 2)).toFloatArray(), 1e-4f);
        }
    }

    @Test
    public void batchNormCountsItsTrainingBatchesAsPyTorchDoes() throws Exception {
        Path file = Files.createTempFile("jtorch-bn", ".safetensors");
        try (PointerScope s = new PointerScope()) {
            BatchNorm bn = new BatchNorm(2);
            bn.forward(Ops.randn(4, 2));
            bn.forward(Ops.randn(4, 2));
            bn.eval();
            bn.forward(Ops.randn(4, 2));
            Tensor count = bn.stateDict().get("num_batches_tracked");
            assertEquals(DType.INT64, count.dtype());
            assertEquals(0, count.dim());
            assertEquals(2L, count.itemLong());
            // A checkpoint without the count (PyTorch's older ones) loads, leaving it as it is.
            Map<String, Tensor> old = new java.util.HashMap<>(bn.stateDict());
            old.remove("num_batches_tracked");
            Safetensors.save(old, file);
            BatchNorm fresh = new BatchNorm(2);
            fresh.load(file);
            assertEquals(0L, fresh.stateDict().get("num_batches_tracked").itemLong());
            bn.save(file);
            fresh.load(file);
            assertEquals(2L, fresh.stateDict().get("num_batches_tracked").itemLong());
        } finally {
            Files.deleteIfExists(file);
        }
    }

    @Test
    public void anOptimizerRefusesANonLeafTensorAsPyTorchDoes() {
        try (PointerScope s = new PointerScope()) {
            Tensor w = Tensor.of(new float[] {1, 2}, 2).requiresGradInPlace();
            // Already on the CPU: a view through which gradients reach w, not w itself.
            Tensor view = w.toDevice(Device.CPU);
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Optimizer.sgd(List.of(view), 0.1));
            assertTrue(e.getMessage(), e.getMessage().contains("not a leaf"));
            // Optimizing w itself while computing with the view trains w, as in PyTorch.
            Optimizer opt = Optimizer.sgd(List.of(w), 0.1);
            opt.zeroGrad();
            view.mul(view).sum().backward();
            opt.step();
            assertArrayEquals(new float[] {0.8f, 1.6f}, w.toFloatArray(), 1e-6f);
        }
    }

    @Test
    public void batchNormAndEmbeddingTakeTorchNnFunctionalsArgumentOrder() {
        try (PointerScope s = new PointerScope()) {
            Tensor x = Tensor.of(new float[] {1, 2, 3, 6}, 2, 2);
            Tensor mean = Ops.zeros(2);
            Tensor var = Ops.ones(2);
            // F.batch_norm(x, running_mean, running_var, weight, bias, training, momentum, eps)
            Tensor y = Ops.batchNorm(x, mean, var, Ops.full(new long[] {2}, 2.0), Ops.ones(2), true, 0.1, 1e-5);
            assertArrayEquals(new float[] {-1, -1, 3, 3}, y.toFloatArray(), 1e-3f);
            assertArrayEquals(new float[] {0.2f, 0.4f}, mean.toFloatArray(), 1e-6f);
            // F.embedding(input, weight)
            Tensor rows = Ops.embedding(Tensor.of(new long[] {1}, 1), Tensor.of(new float[] {0, 0, 7, 8}, 2, 2));
            assertArrayEquals(new float[] {7, 8}, rows.toFloatArray(), 0f);
        }
    }

    @Test
    public void anOptimizerOverNoParametersIsRefusedAsPyTorchRefusesIt() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Optimizer.sgd(List.of(), 0.1));
        assertEquals("an optimizer needs at least one parameter; got an empty list", e.getMessage());
    }

    /** Four steps on sum(p^2) scaled by 1, 4, 0.1, 0.1 from p = [1, -2]; the figures are PyTorch 2.13's. */
    private static float[] stepsOf(java.util.function.Function<List<Tensor>, Optimizer> make) {
        try (PointerScope s = new PointerScope()) {
            Tensor p = Ops.requiresGradInPlace(Tensor.of(new float[] {1, -2}, 2), true);
            Optimizer opt = make.apply(List.of(p));
            for (double scale : new double[] {1, 4, 0.1, 0.1}) {
                Torch.withTorch(() -> {
                    opt.zeroGrad();
                    Ops.backward(Ops.mul(Ops.sum(Ops.mul(p, p)), scale));
                    opt.step();
                    return null;
                });
            }
            return p.toFloatArray();
        }
    }

    @Test
    public void amsgradAndDampeningChangeTheStepsAsInPyTorch() {
        // torch.optim.Adam(lr=0.1) and Adam(lr=0.1, amsgrad=True), and so on
        assertArrayEquals(new float[] {0.6807085f, -1.6819038f}, stepsOf(ps -> Optimizer.adam(ps, 0.1)), 2e-6f);
        assertArrayEquals(new float[] {0.6807607f, -1.6819490f},
                stepsOf(ps -> Optimizer.adam(ps, 0.1, 0.9, 0.999, 1e-8, 0, true)), 2e-6f);
        assertArrayEquals(new float[] {0.6772918f, -1.6744866f},
                stepsOf(ps -> Optimizer.adamw(ps, 0.1, 0.9, 0.999, 1e-8, 0.01, true)), 2e-6f);
        assertArrayEquals(new float[] {-0.5591701f, 1.1183401f},
                stepsOf(ps -> Optimizer.sgd(ps, 0.1, 0.9, 0.5, 0, false)), 2e-6f);
        assertArrayEquals(new float[] {-1.4062879f, 2.8125758f}, stepsOf(ps -> Optimizer.sgd(ps, 0.1, 0.9, 0, false)), 2e-6f);
    }

    @Test
    public void dropoutTakesAProbabilityOfOneAsPyTorchDoes() {
        try (PointerScope s = new PointerScope()) {
            assertArrayEquals(new float[] {0, 0, 0}, new Dropout(1.0).forward(Ops.ones(3)).toFloatArray(), 0f);
            assertThrows(IllegalArgumentException.class, () -> new Dropout(1.5));
        }
    }
}
