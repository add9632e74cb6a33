package io.github.jtorch;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Map;
import java.util.Random;
import org.junit.Test;

/** Tensors to and from raw bytes, Java arrays and direct buffers, bit for bit in every dtype. */
public class RawTransferTest {
    private static final Map<DType, Integer> SIZES = Map.of(DType.FLOAT32, 4, DType.FLOAT64, 8, DType.FLOAT16, 2,
            DType.BFLOAT16, 2, DType.INT64, 8, DType.INT32, 4, DType.INT16, 2, DType.INT8, 1, DType.UINT8, 1, DType.BOOL, 1);

    private static byte[] randomBytes(DType dtype, int n, long seed) {
        byte[] b = new byte[n * SIZES.get(dtype)];
        new Random(seed).nextBytes(b);
        if (dtype == DType.BOOL) {
            for (int i = 0; i < b.length; i++) {
                b[i] &= 1;
            }
        }
        return b;
    }

    @Test
    public void everyDtypeRoundTripsBitForBitThroughArraysAndDirectBuffers() {
        MemoryStats base = TestSupport.baseline();
        try (PointerScope s = new PointerScope()) {
            for (DType dtype : DType.values()) {
                byte[] bytes = randomBytes(dtype, 24, dtype.ordinal());
                Tensor t = Tensor.fromRaw(bytes, new long[] {2, 3, 4}, dtype);
                assertEquals(dtype, t.dtype());
                assertArrayEquals(new long[] {2, 3, 4}, t.shape());
                assertArrayEquals(dtype.toString(), bytes, t.toRawBytes());

                ByteBuffer direct = ByteBuffer.allocateDirect(bytes.length + 3);
                direct.position(3);
                t.copyRawTo(direct);
                assertEquals(direct.limit(), direct.position());
                direct.position(3);
                byte[] back = new byte[bytes.length];
                direct.duplicate().get(back);
                assertArrayEquals(dtype + " direct", bytes, back);
                Tensor fromDirect = Tensor.fromRaw(direct, new long[] {24}, dtype);
                assertEquals(direct.limit(), direct.position());
                assertArrayEquals(dtype + " from direct", bytes, fromDirect.toRawBytes());

                ByteBuffer heap = ByteBuffer.wrap(bytes);
                assertArrayEquals(dtype + " from heap", bytes, Tensor.fromRaw(heap, new long[] {4, 6}, dtype).toRawBytes());
            }
        }
        TestSupport.assertBackTo(base);
    }

    @Test
    public void floatSpecialValuesKeepTheirBits() {
        int[] bits = {0x7fc00123, 0x7f800001, 0xffc0beef, 0x80000000, 0x00000001, 0x807fffff, 0x7f800000, 0xff800000};
        ByteBuffer b = ByteBuffer.allocate(bits.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        for (int x : bits) {
            b.putInt(x);
        }
        try (PointerScope s = new PointerScope()) {
            Tensor t = Tensor.fromRaw(b.array(), new long[] {bits.length}, DType.FLOAT32);
            assertArrayEquals(b.array(), t.toRawBytes());
            assertArrayEquals(b.array(), t.contiguous().toRawBytes());
            float[] f = t.toFloatArray();
            assertEquals(Float.floatToRawIntBits(-0.0f), Float.floatToRawIntBits(f[3]));
            assertEquals(Float.MIN_VALUE, f[4], 0);
            // float16 and bfloat16: 1.0, -0.0, the smallest subnormal, a NaN with a payload.
            byte[] half = {0x00, 0x3c, 0x00, (byte) 0x80, 0x01, 0x00, 0x01, 0x7e};
            assertArrayEquals(new float[] {1f, -0f, 5.9604645e-8f}, java.util.Arrays.copyOf(
                    Tensor.fromRaw(half, new long[] {4}, DType.FLOAT16).toFloatArray(), 3), 0);
            assertArrayEquals(half, Tensor.fromRaw(half, new long[] {4}, DType.FLOAT16).toRawBytes());
            byte[] brain = {(byte) 0x80, 0x3f, 0x00, (byte) 0x80, 0x01, 0x00, 0x41, 0x7f};
            assertEquals(1f, Tensor.fromRaw(brain, new long[] {4}, DType.BFLOAT16).toFloatArray()[0], 0);
            assertArrayEquals(brain, Tensor.fromRaw(brain, new long[] {4}, DType.BFLOAT16).toRawBytes());
        }
    }

    @Test
    public void aViewGivesItsElementsInRowMajorOrder() {
        try (PointerScope s = new PointerScope()) {
            Tensor t = Tensor.of(new long[] {0, 1, 2, 3, 4, 5}, 2, 3).transpose(0, 1);
            ByteBuffer want = ByteBuffer.allocate(48).order(ByteOrder.LITTLE_ENDIAN);
            for (long v : new long[] {0, 3, 1, 4, 2, 5}) {
                want.putLong(v);
            }
            assertArrayEquals(want.array(), t.toRawBytes());
        }
    }

    @Test
    public void wrongSizesAndBuffersAreRefusedAndNothingIsWritten() {
        MemoryStats base = TestSupport.baseline();
        try (PointerScope s = new PointerScope()) {
            try {
                Tensor.fromRaw(new byte[7], new long[] {2}, DType.FLOAT32);
                fail("7 bytes made two float32s");
            } catch (IllegalArgumentException e) {
                assertTrue(e.getMessage(), e.getMessage().contains("7 bytes"));
            }
            try {
                Tensor.fromRaw(new byte[8], new long[] {-2, -1}, DType.FLOAT32);
                fail("a negative shape was taken");
            } catch (IllegalArgumentException e) {
                // as it should
            }
            Tensor t = Tensor.fromRaw(new byte[16], new long[] {4}, DType.FLOAT32);
            ByteBuffer small = ByteBuffer.allocateDirect(15);
            try {
                t.copyRawTo(small);
                fail("16 bytes went into 15");
            } catch (IllegalArgumentException e) {
                assertEquals(0, small.position());
            }
            try {
                t.copyRawTo(ByteBuffer.allocateDirect(16).asReadOnlyBuffer());
                fail("a read-only buffer was written");
            } catch (java.nio.ReadOnlyBufferException e) {
                // as it should
            }
            ByteBuffer odd = ByteBuffer.allocateDirect(6);
            try {
                Tensor.fromRaw(odd, new long[] {2}, DType.FLOAT32);
                fail("6 bytes made two float32s");
            } catch (IllegalArgumentException e) {
                // as it should
            }
        }
        TestSupport.assertBackTo(base);
    }
}
