package io.github.jtorch;

import static io.github.jtorch.TestSupport.assertBackTo;
import static io.github.jtorch.TestSupport.baseline;
import static io.github.jtorch.TestSupport.floats;
import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotEquals;
import static org.junit.Assert.assertSame;
import static org.junit.Assert.assertTrue;

import org.junit.After;
import org.junit.Before;
import org.junit.Test;

/** Creating tensors, reading them back, metadata and the ops, against values worked out by hand. */
public class TensorTest {
    private MemoryStats base;
    private PointerScope scope;

    @Before
    public void openScope() {
        base = baseline();
        scope = new PointerScope();
    }

    @After
    public void closeScopeAndCheckNothingLeaked() {
        scope.close();
        assertBackTo(base);
    }

    private static Tensor matrix(double... rowMajor2x2) {
        return Tensor.of(floats(rowMajor2x2), 2, 2);
    }

    // ---- round trips ------------------------------------------------------------------------

    @Test
    public void floatArrayRoundTrips() {
        float[] data = {1.5f, -2.25f, 0f, -0f, Float.MAX_VALUE, -Float.MIN_NORMAL, Float.POSITIVE_INFINITY,
            Float.NEGATIVE_INFINITY, Float.NaN, 1e-20f, 123456.789f, 0.1f};
        Tensor t = Tensor.of(data, 3, 4);
        assertSame(DType.FLOAT32, t.dtype());
        assertArrayEquals(new long[] {3, 4}, t.shape());
        assertArrayEquals(data, t.toFloatArray(), 0f);
        assertEquals(Float.floatToRawIntBits(-0f), Float.floatToRawIntBits(t.toFloatArray()[3]));
    }

    @Test
    public void doubleArrayRoundTrips() {
        double[] data = {Math.PI, -Math.E, 1e300, -1e-300, 0.1, Double.MAX_VALUE};
        Tensor t = Tensor.of(data, 2, 3);
        assertSame(DType.FLOAT64, t.dtype());
        assertArrayEquals(new long[] {2, 3}, t.shape());
        assertArrayEquals(data, t.toDoubleArray(), 0.0);
    }

    @Test
    public void longArrayRoundTrips() {
        long[] data = {Long.MIN_VALUE, -1, 0, 1, Long.MAX_VALUE, 1L << 53 | 1};
        Tensor t = Tensor.of(data);
        assertSame(DType.INT64, t.dtype());
        assertArrayEquals(new long[] {6}, t.shape());
        assertArrayEquals(data, t.toLongArray());
    }

    @Test
    public void intArrayRoundTrips() {
        int[] data = {Integer.MIN_VALUE, -7, 0, 7, Integer.MAX_VALUE, 65536};
        Tensor t = Tensor.of(data, 3, 2);
        assertSame(DType.INT32, t.dtype());
        assertArrayEquals(data, t.toIntArray());
        assertArrayEquals(new long[] {Integer.MIN_VALUE, -7, 0, 7, Integer.MAX_VALUE, 65536}, t.toLongArray());
    }

    @Test
    public void byteArrayRoundTrips() {
        byte[] data = {Byte.MIN_VALUE, -1, 0, 1, Byte.MAX_VALUE};
        Tensor t = Tensor.of(data);
        assertSame(DType.INT8, t.dtype());
        assertArrayEquals(data, t.toByteArray());
        assertArrayEquals(new int[] {-128, -1, 0, 1, 127}, t.toIntArray());
    }

    @Test
    public void booleanArrayRoundTrips() {
        boolean[] data = {true, false, false, true, true, false};
        Tensor t = Tensor.of(data, 2, 3);
        assertSame(DType.BOOL, t.dtype());
        assertArrayEquals(new long[] {2, 3}, t.shape());
        assertArrayEquals(data, t.toBooleanArray());
        assertArrayEquals(new byte[] {1, 0, 0, 1, 1, 0}, t.toByteArray());
        assertEquals(3, t.sum().itemLong());
    }

    @Test
    public void emptyArraysRoundTrip() {
        Tensor t = Tensor.of(new float[0]);
        assertArrayEquals(new long[] {0}, t.shape());
        assertEquals(0, t.numel());
        assertEquals(0, t.toFloatArray().length);
        Tensor shaped = Tensor.of(new long[0], 2, 0, 3);
        assertArrayEquals(new long[] {2, 0, 3}, shaped.shape());
        assertEquals(0, shaped.toLongArray().length);
        assertEquals(0.0, shaped.sum().itemDouble(), 0.0);
    }

    @Test
    public void nonZeroValuesReadBackAsTrueFromAnyDtype() {
        assertArrayEquals(new boolean[] {false, true, true, false}, Tensor.of(floats(0, 2.5, -1, 0)).toBooleanArray());
        assertArrayEquals(new boolean[] {true, false}, Tensor.of(new long[] {-5, 0}).toBooleanArray());
    }

    // ---- dtype conversion -------------------------------------------------------------------

    @Test
    public void floatDataConvertsToFloat64() {
        Tensor t = Tensor.of(floats(1.5, -2.25, 0.1), new long[] {3}, DType.FLOAT64);
        assertSame(DType.FLOAT64, t.dtype());
        assertArrayEquals(new double[] {1.5, -2.25, (double) 0.1f}, t.toDoubleArray(), 0.0);
    }

    @Test
    public void floatDataConvertsToFloat16AndBack() {
        Tensor t = Tensor.of(floats(1.5, -2.25, 1.1, 65504, 1e5, 0), new long[] {6}, DType.FLOAT16);
        assertSame(DType.FLOAT16, t.dtype());
        assertTrue(t.dtype().isFloatingPoint());
        // 1.1 keeps 10 mantissa bits: 1 + 102/1024; 1e5 is above half's largest finite value 65504.
        assertArrayEquals(floats(1.5, -2.25, 1.099609375, 65504, Double.POSITIVE_INFINITY, 0), t.toFloatArray(), 0f);
    }

    @Test
    public void floatDataConvertsToBFloat16AndBack() {
        Tensor t = Tensor.of(floats(1.5, -2.25, 1.1, 1e5, 3.0), new long[] {5}, DType.BFLOAT16);
        assertSame(DType.BFLOAT16, t.dtype());
        // 7 mantissa bits: 1.1 rounds up to 1 + 13/128; 1e5 = 1.52587890625 * 2^16 rounds to 1.5234375 * 2^16.
        assertArrayEquals(floats(1.5, -2.25, 1.1015625, 99840, 3.0), t.toFloatArray(), 0f);
        assertArrayEquals(new double[] {1.5, -2.25, 1.1015625, 99840, 3.0}, t.toDoubleArray(), 0.0);
    }

    @Test
    public void integerDataConvertsToOtherDtypes() {
        Tensor f = Tensor.of(new int[] {1, -2, 3}, new long[] {3}, DType.FLOAT32);
        assertSame(DType.FLOAT32, f.dtype());
        assertArrayEquals(floats(1, -2, 3), f.toFloatArray(), 0f);

        Tensor i = Tensor.of(new long[] {5, -6}, new long[] {2}, DType.INT32);
        assertSame(DType.INT32, i.dtype());
        assertArrayEquals(new int[] {5, -6}, i.toIntArray());

        Tensor u = Tensor.of(new byte[] {-1, 7}, new long[] {2}, DType.UINT8);
        assertSame(DType.UINT8, u.dtype());
        assertArrayEquals(new long[] {255, 7}, u.toLongArray());
        assertArrayEquals(new byte[] {-1, 7}, u.toByteArray());

        Tensor s = Tensor.of(new double[] {300.9, -2.9}, new long[] {2}, DType.INT16);
        assertSame(DType.INT16, s.dtype());
        assertArrayEquals(new long[] {300, -2}, s.toLongArray());

        Tensor b = Tensor.of(floats(0, 0.5, -3), new long[] {3}, DType.BOOL);
        assertSame(DType.BOOL, b.dtype());
        assertArrayEquals(new boolean[] {false, true, true}, b.toBooleanArray());
    }

    @Test
    public void readingFloatsAsIntegersTruncatesTowardZero() {
        Tensor t = Tensor.of(floats(1.7, -1.7, 2.5, -0.5));
        assertArrayEquals(new long[] {1, -1, 2, 0}, t.toLongArray());
        assertArrayEquals(new int[] {1, -1, 2, 0}, t.toIntArray());
    }

    @Test
    public void everyDtypeIsReportedBack() {
        for (DType d : DType.values()) {
            Tensor t = Ops.ones(new long[] {2}, d, null);
            assertSame(d, t.dtype());
            assertEquals(Device.CPU, t.device());
            assertEquals(2.0, t.sum().itemDouble(), 0.0);
        }
    }

    @Test
    public void dtypeNamesFollowPyTorch() {
        assertEquals("float32", DType.FLOAT32.torchName());
        assertEquals("bfloat16", DType.BFLOAT16.torchName());
        assertSame(DType.INT64, DType.fromName("int64"));
        assertTrue(DType.FLOAT16.isFloatingPoint());
        assertFalse(DType.INT8.isFloatingPoint());
        assertFalse(DType.BOOL.isFloatingPoint());
    }

    // ---- metadata and items -----------------------------------------------------------------

    @Test
    public void shapeNumelAndDimDescribeTheTensor() {
        Tensor t = Ops.zeros(2, 3, 4);
        assertArrayEquals(new long[] {2, 3, 4}, t.shape());
        assertEquals(24, t.numel());
        assertEquals(3, t.dim());

        Tensor scalar = Ops.zeros();
        assertArrayEquals(new long[0], scalar.shape());
        assertEquals(1, scalar.numel());
        assertEquals(0, scalar.dim());

        Tensor vector = Tensor.of(floats(1, 2, 3));
        assertArrayEquals(new long[] {3}, vector.shape());
        assertEquals(1, vector.dim());

        Tensor empty = Ops.ones(5, 0);
        assertEquals(0, empty.numel());
        assertEquals(2, empty.dim());
    }

    @Test
    public void itemReadsTheSingleElement() {
        assertEquals(2.75, Tensor.of(new double[] {2.75}, 1).itemDouble(), 0.0);
        assertEquals(2, Tensor.of(new double[] {2.75}, 1).itemLong());
        assertEquals(-2, Tensor.of(new double[] {-2.75}, 1, 1).itemLong());
        assertEquals(1.5f, Tensor.of(floats(1.5), 1).itemFloat(), 0f);
        assertEquals(Long.MAX_VALUE, Tensor.of(new long[] {Long.MAX_VALUE}, 1).itemLong());
        assertEquals(1.0, Tensor.of(new boolean[] {true}, 1).itemDouble(), 0.0);
        assertEquals(10.0, Tensor.of(floats(1, 2, 3, 4)).sum().itemDouble(), 0.0);
    }

    // ---- arithmetic -------------------------------------------------------------------------

    @Test
    public void addSubMulDivWithTensors() {
        Tensor a = matrix(1, 2, 3, 4);
        Tensor b = matrix(5, 6, 7, 8);
        assertArrayEquals(floats(6, 8, 10, 12), a.add(b).toFloatArray(), 0f);
        assertArrayEquals(floats(-4, -4, -4, -4), a.sub(b).toFloatArray(), 0f);
        assertArrayEquals(floats(5, 12, 21, 32), a.mul(b).toFloatArray(), 0f);
        assertArrayEquals(floats(1 / 5.0, 2 / 6.0, 3 / 7.0, 4 / 8.0), a.div(b).toFloatArray(), 1e-7f);
        assertArrayEquals(floats(6, 8, 10, 12), Ops.add(a, b).toFloatArray(), 0f);
        assertArrayEquals(new long[] {2, 2}, a.add(b).shape());
    }

    @Test
    public void addSubMulDivWithNumbers() {
        Tensor a = matrix(1, 2, 3, 4);
        assertArrayEquals(floats(11, 12, 13, 14), a.add(10).toFloatArray(), 0f);
        assertArrayEquals(floats(0, 1, 2, 3), a.sub(1).toFloatArray(), 0f);
        assertArrayEquals(floats(0.5, 1, 1.5, 2), a.mul(0.5).toFloatArray(), 0f);
        assertArrayEquals(floats(0.25, 0.5, 0.75, 1), a.div(4).toFloatArray(), 0f);
        assertArrayEquals(floats(-1, -2, -3, -4), Ops.mul(a, -1).toFloatArray(), 0f);
    }

    @Test
    public void binaryOpsBroadcast() {
        Tensor a = matrix(1, 2, 3, 4);
        Tensor row = Tensor.of(floats(10, 20));
        Tensor column = Tensor.of(floats(10, 20), 2, 1);
        assertArrayEquals(floats(11, 22, 13, 24), a.add(row).toFloatArray(), 0f);
        assertArrayEquals(floats(11, 12, 23, 24), a.add(column).toFloatArray(), 0f);
        Tensor outer = column.mul(Tensor.of(floats(1, 2, 3)));
        assertArrayEquals(new long[] {2, 3}, outer.shape());
        assertArrayEquals(floats(10, 20, 30, 20, 40, 60), outer.toFloatArray(), 0f);
    }

    @Test
    public void integerOpsKeepIntegerDtypeExceptTrueDivision() {
        Tensor i = Tensor.of(new int[] {1, 2, 3});
        Tensor sum = i.add(i);
        assertSame(DType.INT32, sum.dtype());
        assertArrayEquals(new int[] {2, 4, 6}, sum.toIntArray());
        Tensor half = i.div(2);
        assertTrue(half.dtype().isFloatingPoint());
        assertArrayEquals(floats(0.5, 1, 1.5), half.toFloatArray(), 0f);
        Tensor mixed = i.add(Tensor.of(new double[] {0.5, 0.5, 0.5}));
        assertSame(DType.FLOAT64, mixed.dtype());
        assertArrayEquals(new double[] {1.5, 2.5, 3.5}, mixed.toDoubleArray(), 0.0);
    }

    @Test
    public void matmulMultipliesMatrices() {
        Tensor a = matrix(1, 2, 3, 4);
        Tensor b = matrix(5, 6, 7, 8);
        Tensor c = a.matmul(b);
        assertArrayEquals(new long[] {2, 2}, c.shape());
        assertArrayEquals(floats(19, 22, 43, 50), c.toFloatArray(), 0f);

        Tensor rect = Tensor.of(floats(1, 2, 3, 4, 5, 6), 2, 3).matmul(Tensor.of(floats(1, 0, -1), 3, 1));
        assertArrayEquals(new long[] {2, 1}, rect.shape());
        assertArrayEquals(floats(-2, -2), rect.toFloatArray(), 0f);

        Tensor mv = Ops.matmul(a, Tensor.of(floats(1, 1)));
        assertArrayEquals(new long[] {2}, mv.shape());
        assertArrayEquals(floats(3, 7), mv.toFloatArray(), 0f);

        Tensor dot = Tensor.of(floats(1, 2, 3)).matmul(Tensor.of(floats(4, 5, 6)));
        assertEquals(0, dot.dim());
        assertEquals(32.0, dot.itemDouble(), 0.0);
    }

    // ---- reductions and reshape -------------------------------------------------------------

    @Test
    public void sumOfAllElements() {
        Tensor m = Tensor.of(floats(1, 2, 3, 4, 5, 6), 2, 3);
        Tensor s = m.sum();
        assertEquals(0, s.dim());
        assertEquals(21.0, s.itemDouble(), 0.0);
        Tensor longs = Tensor.of(new long[] {1L << 40, 1L << 40, 5});
        assertEquals((1L << 41) + 5, longs.sum().itemLong());
        assertSame(DType.INT64, Tensor.of(new int[] {1, 2}).sum().dtype());
    }

    @Test
    public void sumOverDimensionsWithAndWithoutKeepdim() {
        Tensor m = Tensor.of(floats(1, 2, 3, 4, 5, 6), 2, 3);
        Tensor d0 = m.sum(new long[] {0}, false);
        assertArrayEquals(new long[] {3}, d0.shape());
        assertArrayEquals(floats(5, 7, 9), d0.toFloatArray(), 0f);
        Tensor d0k = m.sum(new long[] {0}, true);
        assertArrayEquals(new long[] {1, 3}, d0k.shape());
        assertArrayEquals(floats(5, 7, 9), d0k.toFloatArray(), 0f);
        Tensor d1 = Ops.sum(m, new long[] {1}, false);
        assertArrayEquals(new long[] {2}, d1.shape());
        assertArrayEquals(floats(6, 15), d1.toFloatArray(), 0f);
        Tensor d1k = m.sum(new long[] {-1}, true);
        assertArrayEquals(new long[] {2, 1}, d1k.shape());
        assertArrayEquals(floats(6, 15), d1k.toFloatArray(), 0f);
        Tensor both = m.sum(new long[] {0, 1}, false);
        assertArrayEquals(new long[0], both.shape());
        assertEquals(21.0, both.itemDouble(), 0.0);
        Tensor bothKept = m.sum(new long[] {0, 1}, true);
        assertArrayEquals(new long[] {1, 1}, bothKept.shape());
    }

    @Test
    public void meanOfAllElementsAndOverDimensions() {
        Tensor m = Tensor.of(floats(1, 2, 3, 4, 5, 6), 2, 3);
        assertEquals(3.5, m.mean().itemDouble(), 0.0);
        Tensor rows = m.mean(new long[] {1}, false);
        assertArrayEquals(new long[] {2}, rows.shape());
        assertArrayEquals(floats(2, 5), rows.toFloatArray(), 0f);
        Tensor rowsKept = Ops.mean(m, new long[] {1}, true);
        assertArrayEquals(new long[] {2, 1}, rowsKept.shape());
        assertArrayEquals(floats(2, 5), rowsKept.toFloatArray(), 0f);
        Tensor cols = m.mean(new long[] {0}, true);
        assertArrayEquals(new long[] {1, 3}, cols.shape());
        assertArrayEquals(floats(2.5, 3.5, 4.5), cols.toFloatArray(), 0f);
        Tensor d = Tensor.of(new double[] {1, 2}).mean();
        assertSame(DType.FLOAT64, d.dtype());
        assertEquals(1.5, d.itemDouble(), 0.0);
    }

    @Test
    public void reshapeWithMinusOneInfersTheDimension() {
        Tensor m = Tensor.of(floats(1, 2, 3, 4, 5, 6), 2, 3);
        Tensor r = m.reshape(-1, 2);
        assertArrayEquals(new long[] {3, 2}, r.shape());
        assertArrayEquals(floats(1, 2, 3, 4, 5, 6), r.toFloatArray(), 0f);
        assertArrayEquals(new long[] {6}, m.reshape(-1).shape());
        assertArrayEquals(new long[] {1, 3, 2}, Ops.reshape(m, 1, -1, 2).shape());
        assertArrayEquals("reshape leaves its input alone", new long[] {2, 3}, m.shape());
        Tensor scalar = Tensor.of(floats(7), 1).reshape();
        assertEquals(0, scalar.dim());
        assertEquals(7.0, scalar.itemDouble(), 0.0);
    }

    // ---- creation ops -----------------------------------------------------------------------

    @Test
    public void zerosAndOnesAreFilledAndFloat32ByDefault() {
        Tensor z = Ops.zeros(2, 3);
        assertSame(DType.FLOAT32, z.dtype());
        assertArrayEquals(new float[6], z.toFloatArray(), 0f);
        Tensor o = Ops.ones(3);
        assertArrayEquals(floats(1, 1, 1), o.toFloatArray(), 0f);
        Tensor ol = Ops.ones(new long[] {2, 2}, DType.INT64, Device.CPU);
        assertSame(DType.INT64, ol.dtype());
        assertArrayEquals(new long[] {1, 1, 1, 1}, ol.toLongArray());
        Tensor zb = Ops.zeros(new long[] {2}, DType.BOOL, null);
        assertArrayEquals(new boolean[] {false, false}, zb.toBooleanArray());
    }

    @Test
    public void randIsUniformInZeroOne() {
        Torch.manualSeed(7);
        Tensor r = Ops.rand(1000);
        assertSame(DType.FLOAT32, r.dtype());
        for (float v : r.toFloatArray()) {
            assertTrue(String.valueOf(v), v >= 0f && v < 1f);
        }
        double mean = r.mean().itemDouble();
        assertTrue(String.valueOf(mean), mean > 0.4 && mean < 0.6);
        Tensor r64 = Ops.rand(new long[] {3, 3}, DType.FLOAT64, null);
        assertSame(DType.FLOAT64, r64.dtype());
        assertArrayEquals(new long[] {3, 3}, r64.shape());
    }

    @Test
    public void randnIsStandardNormal() {
        Torch.manualSeed(11);
        Tensor r = Ops.randn(100, 100);
        assertArrayEquals(new long[] {100, 100}, r.shape());
        double mean = r.mean().itemDouble();
        double meanOfSquares = r.mul(r).mean().itemDouble();
        assertTrue(String.valueOf(mean), Math.abs(mean) < 0.05);
        assertTrue(String.valueOf(meanOfSquares), Math.abs(meanOfSquares - 1) < 0.1);
    }

    @Test
    public void arangeCountsFromStartToEndByStep() {
        Tensor a = Ops.arange(0.0, 5.0, 1.0);
        assertSame(DType.FLOAT32, a.dtype());
        assertArrayEquals(floats(0, 1, 2, 3, 4), a.toFloatArray(), 0f);
        assertSame("integers give int64, as in PyTorch", DType.INT64, Ops.arange(0, 5, 1).dtype());
        assertArrayEquals(floats(1, 1.25, 1.5, 1.75), Ops.arange(1, 2, 0.25).toFloatArray(), 0f);
        assertArrayEquals(floats(5, 3, 1), Ops.arange(5, 0, -2).toFloatArray(), 0f);
        Tensor l = Ops.arange(-2, 2, 1, DType.INT64, null);
        assertSame(DType.INT64, l.dtype());
        assertArrayEquals(new long[] {-2, -1, 0, 1}, l.toLongArray());
        assertEquals(0, Ops.arange(3, 3, 1).numel());
    }

    @Test
    public void manualSeedMakesRandReproducible() {
        Torch.manualSeed(42);
        float[] first = Ops.rand(16).toFloatArray();
        float[] firstNormal = Ops.randn(16).toFloatArray();
        Torch.manualSeed(42);
        float[] second = Ops.rand(16).toFloatArray();
        float[] secondNormal = Ops.randn(16).toFloatArray();
        assertArrayEquals(first, second, 0f);
        assertArrayEquals(firstNormal, secondNormal, 0f);
        Torch.manualSeed(43);
        assertNotEquals(first[0], Ops.rand(16).toFloatArray()[0], 0f);
    }

    @Test
    public void instanceAndStaticFormsAgree() {
        Tensor a = matrix(1, 2, 3, 4);
        Tensor b = matrix(4, 3, 2, 1);
        assertArrayEquals(Ops.sub(a, b).toFloatArray(), a.sub(b).toFloatArray(), 0f);
        assertArrayEquals(Ops.div(a, 2).toFloatArray(), a.div(2).toFloatArray(), 0f);
        assertArrayEquals(Ops.mean(a).toFloatArray(), a.mean().toFloatArray(), 0f);
        OpSpec add = Ops.SPECS.stream().filter(s -> s.name.equals("add") && s.family == OpSpec.Family.BINARY).findFirst()
                .orElseThrow(AssertionError::new);
        assertEquals("add", Ops.SPECS.get(add.index).name);
        assertEquals(OpSpec.Returns.TENSOR, add.returns);
        assertEquals(java.util.List.of(OpSpec.ArgType.TENSOR, OpSpec.ArgType.TENSOR), add.argTypes);
    }

    @Test
    public void allResultsOfThisClassAreOwnedByTheTestScope() {
        Tensor a = Ops.ones(2);
        Tensor b = a.add(a).reshape(2, 1).sum(new long[] {0}, true);
        assertSame(scope, a.owner());
        assertSame(scope, b.owner());
        assertEquals(base.liveTensors + 4, Memory.stats().liveTensors);
    }

    @Test
    public void thousandsOfTensorsSaveAndLoadBackByName() throws Exception {
        // Under -Xcheck:jni, a local reference per name left in place until the call returns
        // shows as warnings past a few dozen names.
        java.util.Map<String, Tensor> many = new java.util.LinkedHashMap<>();
        for (int i = 0; i < 3_000; i++) {
            many.put("t" + i, Ops.full(new long[] {1}, i));
        }
        java.nio.file.Path file = java.nio.file.Files.createTempFile("jtorch-many", ".safetensors");
        try {
            Safetensors.save(many, file);
            java.util.Map<String, Tensor> back = Safetensors.load(file);
            assertEquals(3_000, back.size());
            assertEquals(2_999.0, back.get("t2999").itemDouble(), 0.0);
        } finally {
            java.nio.file.Files.deleteIfExists(file);
        }
    }

    @Test
    public void inPlaceOpsReturnTheTensorTheyChangedSoCallsChain() {
        Tensor w = Ops.zeros(3);
        assertSame(w, w.requiresGradInPlace(true).requiresGradInPlace(false).copyInPlace(Tensor.of(new float[] {0f, 1f, 2f})));
        assertArrayEquals(new float[] {0f, 1f, 2f}, w.toFloatArray(), 0f);
        assertSame(w, Ops.zeroInPlace(w));
        assertArrayEquals(new float[] {0f, 0f, 0f}, w.toFloatArray(), 0f);
        assertSame(w, Ops.requiresGradInPlace(w, true));
        assertTrue(w.requiresGrad());
        assertTrue("on by default, as requires_grad_() in PyTorch", Ops.zeros(2).requiresGradInPlace().requiresGrad());
    }

    @Test
    public void anOpThatHandsBackItsInputGivesATensorOfItsOwnOverTheSameMemory() {
        Tensor a = Tensor.of(new float[] {1f, 2f, 3f});
        Tensor b = Ops.contiguous(a); // LibTorch hands a itself back
        Ops.zeroInPlace(b);
        assertArrayEquals("one memory", new float[] {0f, 0f, 0f}, a.toFloatArray(), 0f);
        Ops.setDataInPlace(b, Tensor.of(new float[] {7f, 8f, 9f}));
        assertArrayEquals("two tensors", new float[] {0f, 0f, 0f}, a.toFloatArray(), 0f);
        assertArrayEquals(new float[] {7f, 8f, 9f}, b.toFloatArray(), 0f);
        Tensor w = Ops.ones(3).requiresGradInPlace();
        Ops.backward(Ops.sum(Ops.mul(Ops.contiguous(w), 2.0)));
        assertArrayEquals("the autograd history is kept", new float[] {2f, 2f, 2f}, Ops.grad(w).toFloatArray(), 0f);
        Ops.setDataInPlace(Ops.grad(w), Ops.zeros(3));
        assertArrayEquals("a gradient handle is a tensor of its own", new float[] {2f, 2f, 2f}, Ops.grad(w).toFloatArray(), 0f);
    }

    @Test
    public void dropoutTrainsUnlessToldNotToAsInPyTorch() {
        Tensor x = Ops.ones(10_000);
        double kept = Ops.sum(Ops.ne(Ops.dropout(x, 0.5), 0.0)).itemDouble();
        assertTrue("about half kept: " + kept, kept > 4_000 && kept < 6_000);
        assertArrayEquals(x.toFloatArray(), Ops.dropout(x, 0.5, false).toFloatArray(), 0f);
    }
}
