package io.github.jtorch;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertSame;
import static org.junit.Assert.assertThrows;
import static org.junit.Assert.assertTrue;

import java.util.List;
import org.junit.Test;

/** Every LibTorch operator from Java, by name, through the dispatcher. */
public class DispatcherTest {
    @Test
    public void operatorsTakePositionalAndKeywordArgumentsAndResultsAttachToTheScope() {
        long before = Memory.stats().liveTensors;
        try (PointerScope s = new PointerScope()) {
            Tensor x = Tensor.of(new float[] {1, 2, 3, 4, 5, 6}, 2, 3);
            Tensor y = (Tensor) Dispatcher.call("layer_norm", x, new long[] {3}, Kwargs.of("eps", 1e-6));
            assertArrayEquals(new long[] {2, 3}, y.shape());
            Tensor z = (Tensor) Dispatcher.call("add", x, x, Kwargs.of("alpha", 2));
            assertArrayEquals(new float[] {3, 6, 9, 12, 15, 18}, z.toFloatArray(), 0f);
            Tensor w = Dispatcher.op("aten::add.Scalar").tensor(x, 1);
            assertArrayEquals(new float[] {2, 3, 4, 5, 6, 7}, w.toFloatArray(), 0f);
            List<?> top = (List<?>) Dispatcher.call("topk", x, 2, Kwargs.of("dim", 1));
            assertArrayEquals(new float[] {3, 2, 6, 5}, ((Tensor) top.get(0)).toFloatArray(), 0f);
            assertArrayEquals(new long[] {2, 1, 2, 1}, ((Tensor) top.get(1)).toLongArray());
            assertEquals(3L, Dispatcher.call("size", x, 1));
            assertEquals(true, Dispatcher.call("is_floating_point", x));
            assertEquals(DType.FLOAT64, ((Tensor) Dispatcher.call("to", x, DType.FLOAT64)).dtype());
            assertEquals(DType.FLOAT64, ((Tensor) Dispatcher.call("to", x, "float64")).dtype());
            assertEquals(3, ((List<?>) Dispatcher.call("unbind", x, 1)).size());
        }
        assertEquals("every result was freed with its scope", before, Memory.stats().liveTensors);
    }

    @Test
    public void inPlaceAndOutCallsReturnTheTensorTheyWroteAndCountItOnce() {
        try (PointerScope s = new PointerScope()) {
            Tensor x = Tensor.of(new float[] {1, 2}, 2);
            long live = Memory.stats().liveTensors;
            assertSame(x, Dispatcher.call("add_", x, 1));
            assertSame(x, Dispatcher.call("relu_", x));
            Tensor out = Ops.zeros(0);
            long bytes = Memory.stats().liveBytes;
            assertSame(out, Dispatcher.call("mul", x, x, Kwargs.of("out", out)));
            assertArrayEquals(new float[] {4, 9}, out.toFloatArray(), 0f);
            assertEquals(live + 1, Memory.stats().liveTensors);
            assertEquals("out, resized to two floats, is counted again", bytes + 8, Memory.stats().liveBytes);
        }
    }

    @Test
    public void badCallsAreIllegalArgumentsNamingTheSchemas() {
        try (PointerScope s = new PointerScope()) {
            Tensor x = Tensor.of(new float[] {1, 2}, 2);
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> Dispatcher.call("sum", x, Kwargs.of("dimm", 1)));
            assertTrue(e.getMessage(), e.getMessage().contains("has no argument named dimm"));
            assertTrue(e.getMessage(), e.getMessage().contains("aten::sum.dim_IntList("));
            assertThrows(IllegalArgumentException.class, () -> Dispatcher.op("no_such_operator"));
            assertThrows(IllegalArgumentException.class, () -> Dispatcher.call("gelu", x, new Object()));
            assertThrows(IllegalArgumentException.class, () -> Dispatcher.call("gelu", Kwargs.of("a", 1), x));
            assertThrows(TorchException.class, () -> Dispatcher.call("mm", x, x));
            Tensor gone = Tensor.of(new float[] {1}, 1);
            gone.close();
            assertThrows(IllegalStateException.class, () -> Dispatcher.call("gelu", gone));
        }
    }

    @Test
    public void theDispatcherListsItsOperatorsAndNearlyAllAreCallable() {
        assertTrue(Dispatcher.names().contains("aten::scaled_dot_product_attention"));
        long[] c = Dispatcher.coverage();
        assertTrue(c[0] + " registered", c[0] > 3000);
        assertTrue(c[1] + " callable", c[1] * 100 >= c[0] * 95);
        assertTrue(Dispatcher.op("gelu").schemas().get(0).startsWith("aten::gelu("));
        assertEquals("elementwise_affine", Kwargs.snakeCase("elementwiseAffine"));
    }

    @Test
    public void everyOperatorIsAStaticMethodOfOpsAndTensorMethodsTakeSelf() {
        try (PointerScope s = new PointerScope()) {
            Tensor x = Tensor.of(new float[] {1, 2, 3, 4, 5, 6}, 2, 3);
            Tensor y = Ops.layerNorm(x, new long[] {3}, Kwargs.of("eps", 1e-6));
            assertArrayEquals(new long[] {2, 3}, y.shape());
            List<Tensor> top = x.topk(2);
            assertArrayEquals(new float[] {3, 2, 6, 5}, top.get(0).toFloatArray(), 0f);
            assertArrayEquals(new float[] {1, 3, 6, 4, 9, 15}, x.cumsum(1).toFloatArray(), 0f);
            assertArrayEquals(new float[] {0, 2, 0, 0, 5, 0}, x.tril(Kwargs.of("diagonal", 1)).mul(
                    Tensor.of(new float[] {0, 1, 0, 0, 1, 0}, 2, 3)).toFloatArray(), 0f);
            Tensor cols = x.index(":", "1:");
            assertArrayEquals(new float[] {2, 3, 5, 6}, cols.toFloatArray(), 0f);
            x.indexSet(0, Tensor.of(new boolean[] {true, false, true, false, true, false}, 2, 3));
            assertArrayEquals(new float[] {0, 2, 0, 4, 0, 6}, x.toFloatArray(), 0f);
        }
    }

    @Test
    public void gradientsFlowThroughOperatorsCalledByName() {
        try (PointerScope s = new PointerScope()) {
            Tensor x = Tensor.of(new float[] {1, 2, 3}, 3).requiresGradInPlace();
            Tensor y = (Tensor) Dispatcher.call("cumsum", x, 0);
            y.sum().backward();
            // d/dx_i of sum(cumsum(x)) = n - i
            assertArrayEquals(new float[] {3, 2, 1}, x.grad().toFloatArray(), 0f);
        }
    }
}
