package io.github.jtorch;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertThrows;
import static org.junit.Assert.assertTrue;

import java.math.BigInteger;
import java.util.List;
import org.junit.Test;

/** Results PyTorch 2.13 gives for the same calls (values from running them there). */
public class PyTorchParityTest {
    private static final long BIG = (1L << 53) + 1; // the first long a double cannot hold

    @Test
    public void aCloneIsRecordedByAutograd() {
        try (PointerScope s = new PointerScope()) {
            Tensor y = Tensor.of(new float[] {1, 2}, 2).requiresGradInPlace();
            Tensor c = y.clone();
            assertTrue("a clone of a tensor that needs grad needs grad", c.requiresGrad());
            c.mul(y).sum().backward();
            // torch: (y.clone() * y).sum().backward(); y.grad == [2., 4.]
            assertArrayEquals(new float[] {2, 4}, y.grad().toFloatArray(), 0f);
        }
    }

    @Test
    public void backwardTakesAGradientAndKeepsTheGraphWhenAsked() {
        try (PointerScope s = new PointerScope()) {
            Tensor w = Tensor.of(new float[] {1, 2, 3}, 3).requiresGradInPlace();
            Tensor y = w.mul(w);
            // torch: y.backward(tensor([1., .5, 2.]), retain_graph=True); w.grad == [2., 2., 12.]
            y.backward(Tensor.of(new float[] {1, 0.5f, 2}, 3), true);
            assertArrayEquals(new float[] {2, 2, 12}, w.grad().toFloatArray(), 0f);
            // then y.backward(ones(3)) adds to it: [4., 6., 18.], and frees the graph
            y.backward(Ops.ones(3));
            assertArrayEquals(new float[] {4, 6, 18}, w.grad().toFloatArray(), 0f);
            TorchException again = assertThrows(TorchException.class, () -> y.backward(Ops.ones(3)));
            assertTrue(again.getMessage(), again.getMessage().contains("backward through the graph a second time"));
            TorchException shape = assertThrows(TorchException.class, () -> w.mul(w).backward(Ops.ones(2)));
            assertTrue(shape.getMessage(), shape.getMessage().contains(
                    "Mismatch in shape: grad_output[0] has a shape of torch.Size([2]) and output[0] has a shape of torch.Size([3])."));
            // A larger gradient too (LibTorch alone would sum it down), and one for a scalar loss.
            assertThrows(TorchException.class, () -> w.mul(w).backward(Ops.ones(2, 3)));
            assertThrows(TorchException.class, () -> w.mul(w).sum().backward(Ops.ones(1)));
            TorchException scalar = assertThrows(TorchException.class, () -> w.mul(w).backward());
            assertTrue(scalar.getMessage(), scalar.getMessage().contains("only for scalar outputs"));
            assertArrayEquals("failed passes add nothing", new float[] {4, 6, 18}, w.grad().toFloatArray(), 0f);
        }
    }

    @Test
    public void gradientsOfGradientsFollowCreateGraph() {
        try (PointerScope s = new PointerScope()) {
            Tensor x = Tensor.of(new float[] {1, 2, 3}, 3).requiresGradInPlace();
            // torch: g, = grad((x ** 3).sum(), [x], create_graph=True); g == [3., 12., 27.]
            Tensor g = Ops.gradients(x.pow(3).sum(), List.of(x), null, false, true).get(0);
            assertArrayEquals(new float[] {3, 12, 27}, g.toFloatArray(), 0f);
            assertTrue("a gradient made with create_graph has a graph", g.requiresGrad());
            // h, = grad(g.sum(), [x]); h == [6., 12., 18.]; x.grad stays None
            assertArrayEquals(new float[] {6, 12, 18}, g.sum().gradients(List.of(x)).get(0).toFloatArray(), 0f);
            assertNull("gradients leaves .grad alone", x.grad());
            assertFalse("without create_graph a gradient has no graph", x.mul(x).sum().gradients(List.of(x)).get(0).requiresGrad());
        }
    }

    @Test
    public void aHessianVectorProductMatchesPyTorch() {
        try (PointerScope s = new PointerScope()) {
            Tensor x = Tensor.of(new float[] {0.5f, -1, 2}, 3).requiresGradInPlace();
            // torch: g, = grad((tanh(x) * x).sum(), x, create_graph=True)
            //        hv, = grad(g, x, grad_outputs=tensor([1., .5, 2.]))
            Tensor g = Ops.gradients(x.tanh().mul(x).sum(), List.of(x), null, false, true).get(0);
            assertArrayEquals(new float[] {0.8553410f, -1.1815685f, 1.1053293f}, g.toFloatArray(), 1e-6f);
            Tensor hv = g.gradients(List.of(x), Tensor.of(new float[] {1, 0.5f, 2}, 3)).get(0);
            assertArrayEquals(new float[] {1.2094644f, 0.1001243f, -0.2622714f}, hv.toFloatArray(), 1e-6f);
        }
    }

    @Test
    public void gradientsRefuseWhatPyTorchRefuses() {
        try (PointerScope s = new PointerScope()) {
            Tensor a = Tensor.of(new float[] {1, 2}, 2).requiresGradInPlace();
            Tensor b = Tensor.of(new float[] {3, 4}, 2).requiresGradInPlace();
            TorchException unused = assertThrows(TorchException.class, () -> a.mul(a).sum().gradients(List.of(a, b)));
            assertTrue(unused.getMessage(), unused.getMessage().contains("appears to not have been used in the graph"));
            // materialize_grads=True: zeros for b
            List<Tensor> both = Ops.gradients(a.mul(a).sum(), List.of(a, b), null, false, false, true);
            assertArrayEquals(new float[] {2, 4}, both.get(0).toFloatArray(), 0f);
            assertArrayEquals(new float[] {0, 0}, both.get(1).toFloatArray(), 0f);
            // An input given twice gets its gradient twice, as two tensors: swapping the memory
            // of one leaves the other as it was.
            List<Tensor> twice = a.mul(a).sum().gradients(List.of(a, a));
            Ops.setDataInPlace(twice.get(0), Ops.zeros(2));
            assertArrayEquals(new float[] {2, 4}, twice.get(1).toFloatArray(), 0f);
            // LibTorch hands the gradient given back as the gradient of a sum's terms and of
            // the output itself: each result is a tensor of its own too.
            Tensor g = Tensor.of(new float[] {1, 0.5f}, 2);
            List<Tensor> terms = a.add(b).gradients(List.of(a, b), g);
            Ops.setDataInPlace(terms.get(0), Ops.zeros(2));
            assertArrayEquals(new float[] {1, 0.5f}, terms.get(1).toFloatArray(), 0f);
            assertArrayEquals(new float[] {1, 0.5f}, g.toFloatArray(), 0f);
            Tensor self = a.gradients(List.of(a), g).get(0);
            Ops.setDataInPlace(self, Ops.zeros(2));
            assertArrayEquals(new float[] {1, 0.5f}, g.toFloatArray(), 0f);
            TorchException none = assertThrows(TorchException.class, () -> a.mul(a).sum().gradients(List.of()));
            assertTrue(none.getMessage(), none.getMessage().contains("cannot be empty"));
            Tensor y = a.mul(a).sum();
            y.gradients(List.of(a));
            TorchException again = assertThrows(TorchException.class, () -> y.gradients(List.of(a)));
            assertTrue(again.getMessage(), again.getMessage().contains("backward through the graph a second time"));
            Tensor kept = a.mul(a).sum();
            kept.gradients(List.of(a), null, true);
            assertArrayEquals("retain_graph keeps the graph", new float[] {2, 4}, kept.gradients(List.of(a)).get(0).toFloatArray(), 0f);
            TorchException noGraph = assertThrows(TorchException.class, () -> Ops.ones(2).sum().gradients(List.of(a)));
            assertTrue(noGraph.getMessage(), noGraph.getMessage().contains("does not require grad"));
            TorchException input = assertThrows(TorchException.class, () -> a.mul(a).sum().gradients(List.of(Ops.ones(2))));
            assertTrue(input.getMessage(), input.getMessage().contains("does not require grad"));
            TorchException scalar = assertThrows(TorchException.class, () -> a.mul(a).gradients(List.of(a)));
            assertTrue(scalar.getMessage(), scalar.getMessage().contains("only for scalar outputs"));
            TorchException shape = assertThrows(TorchException.class, () -> a.mul(a).gradients(List.of(a), Ops.ones(3)));
            assertTrue(shape.getMessage(), shape.getMessage().contains("Mismatch in shape"));
            assertNull(a.grad());
        }
    }

    @Test
    public void anIntegerFillValueGivesInt64AndStaysExact() {
        try (PointerScope s = new PointerScope()) {
            Tensor t = Ops.full(new long[] {1}, BIG);
            assertEquals(DType.INT64, t.dtype());
            assertEquals(BIG, t.itemLong());
            assertEquals(DType.FLOAT32, Ops.full(new long[] {1}, 2.5).dtype());
            assertEquals(BIG, Ops.full(new long[] {1}, BigInteger.valueOf(BIG), DType.INT64).itemLong());
            Tensor masked = Ops.zeros(new long[] {2}, DType.INT64).maskedFill(Tensor.of(new boolean[] {true, false}, 2), BIG);
            assertArrayEquals(new long[] {BIG, 0}, masked.toLongArray());
        }
    }

    @Test
    public void clampingAnIntegerTensorByIntegersKeepsItsDtype() {
        try (PointerScope s = new PointerScope()) {
            Tensor t = Tensor.of(new long[] {1, 2, 3, (1L << 24) + 1}, 4).clamp(2, 1L << 30);
            assertEquals(DType.INT64, t.dtype());
            assertArrayEquals(new long[] {2, 2, 3, (1L << 24) + 1}, t.toLongArray());
            // A float bound promotes, as in PyTorch.
            assertEquals(DType.FLOAT32, Tensor.of(new long[] {1, 2}, 2).clamp(1.5).dtype());
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Ops.clamp(t, null, null));
            assertTrue(e.getMessage(), e.getMessage().contains("needs a min or a max; neither was given"));
            // NaN is a bound like any other, not "none".
            assertTrue(Double.isNaN(Ops.ones(1).clamp(Double.NaN).itemDouble()));
        }
    }

    @Test
    public void arangeOfIntegersIsInt64() {
        try (PointerScope s = new PointerScope()) {
            Tensor t = Ops.arange(0, 5, 1);
            assertEquals(DType.INT64, t.dtype());
            assertArrayEquals(new long[] {0, 1, 2, 3, 4}, t.toLongArray());
            assertEquals(DType.FLOAT32, Ops.arange(0, 5, 0.5).dtype());
            assertEquals(DType.FLOAT64, Ops.arange(0, 5, 1, DType.FLOAT64).dtype());
            // Exact past 2^53 and up to Long.MAX_VALUE: torch.arange(2**63 - 4, 2**63 - 1) has three.
            assertArrayEquals(new long[] {BIG, BIG + 1, BIG + 2}, Ops.arange(BIG, BIG + 3, 1).toLongArray());
            assertEquals(3, Ops.arange(Long.MAX_VALUE - 3, Long.MAX_VALUE, 1).numel());
        }
    }

    @Test
    public void integersBeyondALongAreRefusedAndEveryIntegerTypeStaysExact() {
        try (PointerScope s = new PointerScope()) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> Ops.full(new long[] {1}, BigInteger.ONE.shiftLeft(64)));
            assertTrue(e.getMessage(), e.getMessage().contains("value 18446744073709551616 does not fit in a long"));
            assertEquals(DType.INT64, Ops.full(new long[] {1}, new java.util.concurrent.atomic.AtomicLong(5)).dtype());
            assertEquals(DType.INT64, Ops.full(new long[] {1}, (short) 5).dtype());
            assertEquals(DType.FLOAT32, Ops.full(new long[] {1}, new java.math.BigDecimal("5")).dtype());
        }
    }

    @Test
    public void aNullNumberIsRefusedWithItsName() {
        try (PointerScope s = new PointerScope()) {
            NullPointerException e = assertThrows(NullPointerException.class, () -> Ops.full(new long[] {1}, null));
            assertTrue(e.getMessage(), e.getMessage().contains("value"));
        }
    }
}
