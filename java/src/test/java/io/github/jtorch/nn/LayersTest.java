package io.github.jtorch.nn;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import io.github.jtorch.Memory;
import io.github.jtorch.MemoryStats;
import io.github.jtorch.Ops;
import io.github.jtorch.PointerScope;
import io.github.jtorch.Tensor;
import io.github.jtorch.Torch;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.Test;

/**
 * The torch.nn layers through the Java API: PyTorch's initialisation (as distributions; exact
 * values are checked against PyTorch's state dicts in jtorch.nn-layers-test), state-dict names,
 * messages for bad arguments and inputs, and memory.
 */
public class LayersTest {

    private static double[] values(Tensor t) {
        return Ops.toDtype(t, io.github.jtorch.DType.FLOAT64).toDoubleArray();
    }

    /** Every value within ±bound, and spread over it (not all near zero). */
    private static void assertUniformWithin(String what, Tensor t, double bound) {
        double max = 0;
        for (double v : values(t)) {
            assertTrue(what + " value " + v + " within ±" + bound, Math.abs(v) <= bound);
            max = Math.max(max, Math.abs(v));
        }
        assertTrue(what + " spread over ±" + bound + ", largest " + max, max > 0.6 * bound);
    }

    @Test
    public void weightsAndBiasesAreUniformInPlusMinusOneOverSqrtFanIn() {
        try (PointerScope s = new PointerScope()) {
            // Seeded: a few draws can all fall short of the spread the check asks for.
            io.github.jtorch.Torch.manualSeed(7);
            Conv1d c1 = new Conv1d(4, 8, 3);
            assertUniformWithin("Conv1d weight", c1.weight(), 1 / Math.sqrt(4 * 3));
            assertUniformWithin("Conv1d bias", c1.bias(), 1 / Math.sqrt(4 * 3));
            Conv3d c3 = new Conv3d(4, 6, new long[] {2, 3, 1}, new long[] {1}, new long[] {0}, new long[] {1}, 2, true, "zeros");
            assertArrayEquals(new long[] {6, 2, 2, 3, 1}, c3.weight().shape());
            assertUniformWithin("Conv3d weight", c3.weight(), 1 / Math.sqrt(2 * 6));
            // A transposed convolution's fan-in is its weight's dimension 1: out / groups.
            ConvTranspose2d t2 = new ConvTranspose2d(4, 6, new long[] {3}, new long[] {2}, new long[] {1}, new long[] {0}, 2,
                    true, new long[] {1}, "zeros");
            assertArrayEquals(new long[] {4, 3, 3, 3}, t2.weight().shape());
            assertUniformWithin("ConvTranspose2d weight", t2.weight(), 1 / Math.sqrt(3 * 9));
            assertUniformWithin("ConvTranspose2d bias", t2.bias(), 1 / Math.sqrt(3 * 9));
            Bilinear b = new Bilinear(5, 3, 40);
            assertUniformWithin("Bilinear weight", b.namedParameters().get("weight"), 1 / Math.sqrt(5));
        }
    }

    @Test
    public void normalisationLayersStartAtOnesAndZerosAndEmbeddingsPadWithZeros() {
        try (PointerScope s = new PointerScope()) {
            for (Module m : List.of(new LayerNorm(3), new GroupNorm(1, 3), new RMSNorm(3), new BatchNorm1d(3))) {
                assertArrayEquals(m + " weight", new double[] {1, 1, 1}, values(m.stateDict().get("weight")), 0);
                if (m.stateDict().containsKey("bias")) {
                    assertArrayEquals(m + " bias", new double[] {0, 0, 0}, values(m.stateDict().get("bias")), 0);
                }
            }
            Embedding e = new Embedding(6, 4, -1L, null, 2.0, false);
            assertEquals("Embedding(6, 4, padding_idx=5)", e.toString());
            assertArrayEquals(new double[] {0, 0, 0, 0}, values(Ops.select(e.weight(), 0, 5)), 0);
            assertFalse(values(Ops.select(e.weight(), 0, 0))[0] == 0);
        }
    }

    @Test
    public void stateDictNamesArePyTorchs() {
        try (PointerScope s = new PointerScope()) {
            assertEquals(List.of("running_mean", "running_var", "num_batches_tracked"),
                    new ArrayList<>(new BatchNorm1d(3, 1e-5, 0.1, false, true, true).stateDict().keySet()));
            assertEquals(List.of("weight", "bias"),
                    new ArrayList<>(new BatchNorm2d(3, 1e-5, 0.1, true, false, true).stateDict().keySet()));
            assertEquals(List.of("weight"), new ArrayList<>(new LayerNorm(new long[] {3}, 1e-5, true, false).stateDict().keySet()));
            assertEquals(List.of("weight"), new ArrayList<>(new GroupNorm(1, 3, 1e-5, true, false).stateDict().keySet()));
            Map<String, Module> named = new LinkedHashMap<>();
            named.put("convs", new ModuleList(new Conv1d(2, 2, 1), new Identity(), new Conv2d(2, 2, 1)));
            named.put("norm", new BatchNorm1d(2));
            ModuleDict d = new ModuleDict(named);
            assertEquals(List.of("convs.0.weight", "convs.0.bias", "convs.2.weight", "convs.2.bias", "norm.weight",
                    "norm.bias", "norm.running_mean", "norm.running_var", "norm.num_batches_tracked"),
                    new ArrayList<>(d.stateDict().keySet()));
            assertEquals(6, d.parameters().size());
        }
    }

    private static void assertRefused(String needle, Runnable r) {
        try {
            r.run();
            fail("expected IllegalArgumentException containing \"" + needle + "\"");
        } catch (IllegalArgumentException e) {
            assertTrue(e.getMessage(), e.getMessage().contains(needle));
        }
    }

    @Test
    public void badArgumentsAndInputsNameTheLayerAndTheMismatch() {
        try (PointerScope s = new PointerScope()) {
            assertRefused("Conv1d: out_channels (5) must be divisible by groups (2)",
                    () -> new Conv1d(4, 5, new long[] {3}, new long[] {1}, new long[] {0}, new long[] {1}, 2, true, "zeros"));
            assertRefused("Conv2d: kernel_size takes 1 or 2 integers, got [1, 2, 3]",
                    () -> new Conv2d(1, 1, new long[] {1, 2, 3}, new long[] {1}, new long[] {0}, new long[] {1}, 1, true));
            assertRefused("MaxPool1d: padding should be at most half",
                    () -> new MaxPool1d(new long[] {2}, null, new long[] {2}, new long[] {1}, false, false));
            assertRefused("Conv2d(3, 4, kernel_size=(3, 3), stride=(1, 1)): expected input with 3 channels (dimension 1), got 2",
                    () -> new Conv2d(3, 4, 3).forward(Ops.zeros(1, 2, 5, 5)));
            assertRefused("BatchNorm1d(3, eps=1e-05, momentum=0.1, affine=True, bias=True, track_running_stats=True): "
                    + "expected 2D or 3D input, got 4D", () -> new BatchNorm1d(3).forward(Ops.zeros(2, 3, 2, 2)));
            assertRefused("LayerNorm((4,), eps=1e-05, elementwise_affine=True, bias=True): expected input of shape [*, 4], got [2, 3]",
                    () -> new LayerNorm(4).forward(Ops.zeros(2, 3)));
            // A kernel larger than the padded input: LibTorch's message, with the layer named.
            assertRefused("Conv1d(1, 1, kernel_size=(5,), stride=(1,)): ", () -> new Conv1d(1, 1, 5).forward(Ops.zeros(1, 1, 3)));
            assertRefused("AvgPool2d(kernel_size=3, stride=3, padding=0): ", () -> new AvgPool2d(3).forward(Ops.zeros(1, 1, 2, 2)));
        }
    }

    @Test
    public void poolsGiveIndicesWhenAskedAndTransposedConvolutionsTakeAnOutputSize() {
        try (PointerScope s = new PointerScope()) {
            Tensor x = Ops.randn(2, 3, 8);
            MaxPool1d pool = new MaxPool1d(new long[] {2}, null, new long[] {0}, new long[] {1}, true, false);
            List<?> both = (List<?>) pool.call(x);
            assertEquals(2, both.size());
            assertArrayEquals(new long[] {2, 3, 4}, ((Tensor) both.get(1)).shape());
            assertArrayEquals(new long[] {2, 3, 4}, pool.forward(x).shape());
            AdaptiveMaxPool2d amp = new AdaptiveMaxPool2d(new long[] {-1, 2}, true);
            assertArrayEquals(new long[] {2, 5, 2}, ((Tensor) ((List<?>) amp.call(Ops.randn(2, 5, 7))).get(0)).shape());
            ConvTranspose1d t = new ConvTranspose1d(3, 2, new long[] {3}, new long[] {2}, new long[] {0}, new long[] {0}, 1,
                    true, new long[] {1}, "zeros");
            assertArrayEquals(new long[] {2, 2, 17}, t.forward(x).shape());
            assertArrayEquals(new long[] {2, 2, 18}, ((Tensor) t.call(x, new long[] {18})).shape());
            assertRefused("valid sizes of dimension 0 range from 17 to 18", () -> t.call(x, new long[] {19}));
        }
    }

    @Test
    public void layersTrainedInAScopeLeaveNothingBehindAndReleasedOnesThrow() {
        Torch.gc();
        MemoryStats before = Memory.stats();
        Module model;
        try (PointerScope s = new PointerScope()) {
            model = new Sequential(new Conv1d(3, 4, new long[] {3}, new long[] {1}, "same", new long[] {1}, 1, true, "reflect"),
                    new BatchNorm1d(4), new MaxPool1d(2), new Flatten(), new Linear(16, 2));
            Tensor x = Ops.randn(5, 3, 8);
            Tensor loss = Ops.sum(model.forward(x));
            loss.backward(null);
            for (Tensor p : model.parameters()) {
                assertArrayEquals(p.shape(), Ops.grad(p).shape());
            }
            EmbeddingBag bag = new EmbeddingBag(10, 3, 1.0, 2.0, false, "sum", true, 0L);
            assertArrayEquals(new long[] {2, 3}, bag.forward(Tensor.of(new long[] {1, 2, 0, 4}, 4), Tensor.of(new long[] {0, 1, 4}, 3), null).shape());
        }
        assertTrue(model.isReleased());
        try {
            model.forward(Ops.randn(5, 3, 8));
            fail("a released layer must not run");
        } catch (IllegalStateException expected) {
            // As documented: use after release.
        }
        Torch.gc();
        MemoryStats after = Memory.stats();
        assertEquals(before.liveTensors, after.liveTensors);
        assertEquals(before.liveBytes, after.liveBytes);
    }

    @Test
    public void containersHoldTheirModulesInOrderAndHaveNoForwardPass() {
        try (PointerScope s = new PointerScope()) {
            ModuleList l = new ModuleList().append(new Identity()).append(new Linear(2, 2));
            assertEquals(2, l.size());
            assertTrue(l.get(-1) instanceof Linear);
            ModuleDict d = new ModuleDict().put("a", new ReLU()).put("b", new Identity()).put("a", new Linear(1, 1));
            assertEquals(List.of("a", "b"), d.keys());
            assertEquals(List.of("a.weight", "a.bias"), new ArrayList<>(d.stateDict().keySet()));
            assertRefused("hold no \".\"", () -> d.put("x.y", new ReLU()));
            try {
                l.forward(Ops.zeros(1));
                fail();
            } catch (IllegalStateException expected) {
                assertNull(null);
            }
        }
    }
}
