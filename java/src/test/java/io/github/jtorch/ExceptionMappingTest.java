package io.github.jtorch;

import static io.github.jtorch.TestSupport.assertUnchanged;
import static io.github.jtorch.TestSupport.baseline;
import static io.github.jtorch.TestSupport.floats;
import static io.github.jtorch.TestSupport.thrownOnOtherThread;
import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertSame;
import static org.junit.Assert.assertThrows;
import static org.junit.Assert.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.junit.Assume;
import org.junit.Test;
import org.junit.function.ThrowingRunnable;

/** Every failure arrives as a Java exception of the documented type, and leaks nothing (rule 11). */
public class ExceptionMappingTest {

    /** A released tensor, with the scope that made it already closed. */
    private static Tensor releasedTensor() {
        Tensor t;
        try (PointerScope scope = new PointerScope()) {
            t = Ops.ones(2, 3);
        }
        assertTrue(t.isReleased());
        return t;
    }

    private static void assertReleasedMessage(Throwable e) {
        assertNotNull("expected an exception", e);
        assertTrue(String.valueOf(e), e instanceof IllegalStateException);
        assertTrue(e.getMessage(), e.getMessage().contains("released"));
        assertTrue("the message names the tensor: " + e.getMessage(), e.getMessage().contains("tensor #"));
    }

    /** Every way of using a released tensor. */
    private static List<ThrowingRunnable> usesOf(Tensor t, Tensor live) {
        List<ThrowingRunnable> uses = new ArrayList<>();
        uses.add(t::shape);
        uses.add(t::dim);
        uses.add(t::numel);
        uses.add(t::dtype);
        uses.add(t::device);
        uses.add(t::itemDouble);
        uses.add(t::itemFloat);
        uses.add(t::itemLong);
        uses.add(t::toFloatArray);
        uses.add(t::toDoubleArray);
        uses.add(t::toLongArray);
        uses.add(t::toIntArray);
        uses.add(t::toByteArray);
        uses.add(t::toBooleanArray);
        uses.add(() -> t.add(1.0));
        uses.add(() -> t.add(live));
        uses.add(() -> live.add(t));
        uses.add(() -> Ops.sub(live, t));
        uses.add(() -> t.mul(2.0));
        uses.add(() -> t.div(live));
        uses.add(() -> t.matmul(live));
        uses.add(t::sum);
        uses.add(() -> t.sum(new long[] {0}, true));
        uses.add(t::mean);
        uses.add(() -> t.mean(new long[] {1}, false));
        uses.add(() -> t.reshape(-1));
        return uses;
    }

    @Test
    public void useOfReleasedTensorThrowsIllegalStateNamingItReleased() {
        MemoryStats base = baseline();
        Tensor t = releasedTensor();
        try (PointerScope scope = new PointerScope()) {
            Tensor live = Ops.ones(2, 3);
            MemoryStats before = Memory.stats();
            for (ThrowingRunnable use : usesOf(t, live)) {
                assertReleasedMessage(assertThrows(IllegalStateException.class, use));
            }
            assertUnchanged(before);
        }
        assertUnchanged(Memory.stats());
        TestSupport.assertBackTo(base);
    }

    @Test
    public void useOfReleasedTensorFromAnotherThreadThrowsIllegalState() throws Throwable {
        MemoryStats base = baseline();
        Tensor t = Torch.retain(Ops.ones(4));
        t.close(); // released here, on this thread
        Tensor live = Torch.retain(Ops.ones(4));
        try {
            for (ThrowingRunnable use : usesOf(t, live)) {
                Throwable e = TestSupport.onOtherThread(() -> {
                    try {
                        use.run();
                        return null;
                    } catch (Throwable thrown) {
                        return thrown;
                    }
                });
                assertReleasedMessage(e);
            }
        } finally {
            live.close();
        }
        TestSupport.assertBackTo(base);
    }

    @Test
    public void useOfTensorReleasedOnAnotherThreadThrowsIllegalState() throws Throwable {
        MemoryStats base = baseline();
        try (PointerScope scope = new PointerScope()) {
            Tensor t = Ops.ones(3);
            thrownOnOtherThread(() -> {
                Torch.release(t);
                return null;
            });
            assertReleasedMessage(assertThrows(IllegalStateException.class, t::toFloatArray));
            assertReleasedMessage(assertThrows(IllegalStateException.class, () -> t.add(t)));
        }
        TestSupport.assertBackTo(base);
    }

    @Test
    public void releasedTensorPrintsMarkerAndNeverThrows() throws Throwable {
        baseline();
        Tensor t = releasedTensor();
        MemoryStats base = Memory.stats();
        String s = t.toString();
        assertTrue(s, s.startsWith("#tensor[released"));
        assertEquals(s, String.valueOf(t));
        String fromOther = TestSupport.onOtherThread(t::toString);
        assertEquals(s, fromOther);
        t.close(); // closing a released tensor is a no-op
        assertUnchanged(base);
    }

    @Test
    public void liveTensorPrintsDtypeShapeDeviceAndValues() {
        MemoryStats base = baseline();
        try (PointerScope scope = new PointerScope()) {
            String s = Tensor.of(floats(1, 2, 3, 4, 5, 6, 7, 8), 2, 4).toString();
            assertTrue(s, s.startsWith("#tensor[float32 [2, 4] cpu ["));
            assertTrue(s, s.contains("1.0000"));
            assertTrue(s, s.contains("..."));
            String l = Tensor.of(new long[] {3, 4}).toString();
            assertEquals("#tensor[int64 [2] cpu [3 4]]", l);
            String b = Tensor.of(new boolean[] {true, false}).toString();
            assertEquals("#tensor[bool [2] cpu [true false]]", b);
        }
        TestSupport.assertBackTo(base);
    }

    @Test
    public void shapeMismatchThrowsTorchExceptionWithoutBacktrace() {
        MemoryStats base = baseline();
        try (PointerScope scope = new PointerScope()) {
            Tensor a = Tensor.of(floats(1, 2, 3));
            Tensor b = Tensor.of(floats(1, 2));
            MemoryStats before = Memory.stats();
            TorchException e = assertThrows(TorchException.class, () -> a.add(b));
            assertFalse(e instanceof TorchOutOfMemoryException);
            String m = e.getMessage();
            assertNotNull(m);
            assertTrue(m, m.contains("size of tensor a (3) must match the size of tensor b (2)"));
            assertTrue("the message names the op: " + m, m.startsWith("add: "));
            assertFalse(m, m.contains("frame #"));
            assertFalse(m, m.contains("Exception raised from"));
            assertFalse(m, m.contains("\n"));
            TorchException mm = assertThrows(TorchException.class,
                () -> Ops.matmul(Ops.ones(2, 3), Ops.ones(2, 3)));
            assertFalse(mm.getMessage(), mm.getMessage().contains("frame #"));
            assertTrue(mm.getMessage(), mm.getMessage().contains("cannot be multiplied"));
            // Two ones() were created for the matmul; nothing else.
            MemoryStats after = Memory.stats();
            assertEquals(before.liveTensors + 2, after.liveTensors);
            assertEquals(before.allocCount + 2, after.allocCount);
            // The library keeps working.
            assertArrayEquals(floats(2, 4, 6), a.add(a).toFloatArray(), 0f);
        }
        TestSupport.assertBackTo(base);
    }

    @Test
    public void libTorchRecordsNoCppBacktraceForTheErrorsJtorchShowsWithoutOne() {
        // Recording and symbolizing one cost about 6 ms an error (src/shims/backtraces.cpp).
        assertTrue(NativeLoader.cppBacktracesSkipped0());
        try (PointerScope scope = new PointerScope()) {
            TorchException e = assertThrows(TorchException.class, () -> Ops.matmul(Ops.ones(2, 3), Ops.ones(4, 5)));
            assertEquals("matmul: mat1 and mat2 shapes cannot be multiplied (2x3 and 4x5)", e.getMessage());
        }
    }

    @Test
    public void otherLibTorchRejectionsAreTorchExceptions() {
        MemoryStats base = baseline();
        try (PointerScope scope = new PointerScope()) {
            Tensor t = Tensor.of(floats(1, 2, 3, 4, 5, 6), 2, 3);
            Tensor ints = Tensor.of(new int[] {1, 2, 3});
            MemoryStats before = Memory.stats();
            List<ThrowingRunnable> bad = List.of(
                () -> t.reshape(4, -1),
                () -> t.reshape(-1, -1),
                () -> t.reshape(-2, 3),
                () -> t.sum(new long[] {5}, false),
                () -> t.mean(new long[] {-3}, true),
                () -> t.sum(new long[] {0, 0}, false),
                () -> ints.mean(),
                () -> t.matmul(Ops.zeros(new long[] {0}, null, null).reshape(0)));
            for (ThrowingRunnable r : bad) {
                TorchException e = assertThrows(TorchException.class, r);
                assertFalse(e.getMessage(), e.getMessage().contains("frame #"));
            }
            MemoryStats after = Memory.stats();
            // Only the zeros/reshape inputs of the last case were created.
            assertEquals(before.liveTensors + 2, after.liveTensors);
        }
        TestSupport.assertBackTo(base);
    }

    @Test
    public void hugeAllocationThrowsOutOfMemoryAndLibraryKeepsWorking() {
        MemoryStats base = baseline();
        try (PointerScope scope = new PointerScope()) {
            TorchOutOfMemoryException e = assertThrows(TorchOutOfMemoryException.class,
                () -> Ops.zeros(100000, 100000, 100000));
            assertTrue(e instanceof TorchException);
            assertFalse(e.getMessage(), e.getMessage().contains("frame #"));
            assertUnchanged(base);
            Tensor small = Ops.ones(2, 2);
            assertEquals(4.0, small.sum().itemDouble(), 0.0);
        }
        TestSupport.assertBackTo(base);
    }

    @Test
    public void hugeAllocationFromEveryCreationPathIsARecoverableException() {
        MemoryStats base = baseline();
        try (PointerScope scope = new PointerScope()) {
            List<ThrowingRunnable> huge = List.of(
                () -> Ops.ones(new long[] {100000, 100000, 100000}, DType.FLOAT64, Device.CPU),
                () -> Ops.rand(100000, 100000, 100000),
                () -> Ops.randn(100000, 100000, 100000),
                () -> Ops.zeros(new long[] {1L << 20, 1L << 20, 1L << 10}, DType.INT8, null));
            for (ThrowingRunnable r : huge) {
                assertThrows(TorchException.class, r);
            }
            assertUnchanged(base);
            assertEquals(3.0, Ops.arange(0, 3, 1).numel(), 0.0);
        }
        TestSupport.assertBackTo(base);
    }

    @Test
    public void negativeDimensionThrowsIllegalArgument() {
        MemoryStats base = baseline();
        try (PointerScope scope = new PointerScope()) {
            List<ThrowingRunnable> bad = List.of(
                () -> Ops.zeros(2, -1),
                () -> Ops.ones(-3),
                () -> Ops.rand(new long[] {-1, 4}, DType.FLOAT64, null),
                () -> Ops.randn(1, 2, -5),
                () -> Tensor.of(new float[0], new long[] {-1, 0}, null),
                () -> Tensor.of(new long[] {1, 2}, -2, -1));
            for (ThrowingRunnable r : bad) {
                IllegalArgumentException e = assertThrows(IllegalArgumentException.class, r);
                assertTrue(e.getMessage(), e.getMessage().contains("negative dimension"));
            }
        }
        assertUnchanged(base);
    }

    @Test
    public void nullTensorArgumentThrowsNullPointerNamingTheArgument() {
        MemoryStats base = baseline();
        try (PointerScope scope = new PointerScope()) {
            Tensor t = Ops.ones(2);
            MemoryStats before = Memory.stats();
            assertTrue(assertThrows(NullPointerException.class, () -> Ops.add(null, t)).getMessage().startsWith("a "));
            assertTrue(assertThrows(NullPointerException.class, () -> Ops.add(t, null)).getMessage().startsWith("b "));
            assertTrue(assertThrows(NullPointerException.class, () -> t.mul((Tensor) null)).getMessage().startsWith("b "));
            assertTrue(assertThrows(NullPointerException.class, () -> Ops.sum(null)).getMessage().startsWith("a "));
            assertTrue(assertThrows(NullPointerException.class, () -> Ops.reshape(null, 2)).getMessage().startsWith("a "));
            assertTrue(assertThrows(NullPointerException.class, () -> Ops.matmul(t, null)).getMessage().startsWith("b "));
            assertTrue(assertThrows(NullPointerException.class, () -> Ops.div((Tensor) null, 2.0))
                .getMessage().startsWith("a "));
            assertTrue(assertThrows(NullPointerException.class, () -> t.reshape((long[]) null))
                .getMessage().contains("shape"));
            assertTrue(assertThrows(NullPointerException.class, () -> t.sum(null, false))
                .getMessage().contains("dims"));
            assertTrue(assertThrows(NullPointerException.class, () -> Ops.zeros((long[]) null))
                .getMessage().contains("shape"));
            assertTrue(assertThrows(NullPointerException.class, () -> Tensor.of((float[]) null))
                .getMessage().contains("data"));
            assertTrue(assertThrows(NullPointerException.class, () -> Tensor.of((boolean[]) null))
                .getMessage().contains("data"));
            assertUnchanged(before);
        }
        TestSupport.assertBackTo(base);
    }

    @Test
    public void unknownDtypeNameThrowsIllegalArgument() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> DType.fromName("float128"));
        assertTrue(e.getMessage(), e.getMessage().contains("float128"));
        assertTrue(e.getMessage(), e.getMessage().contains("float32"));
        assertThrows(IllegalArgumentException.class, () -> DType.fromName("FLOAT32"));
        assertThrows(IllegalArgumentException.class, () -> DType.fromName(""));
        for (DType d : DType.values()) {
            assertSame(d, DType.fromName(d.torchName()));
        }
    }

    @Test
    public void unknownDeviceNameThrowsIllegalArgument() {
        assertThrows(IllegalArgumentException.class, () -> Device.parse("tpu"));
        assertThrows(IllegalArgumentException.class, () -> Device.parse("cuda:x"));
        assertThrows(IllegalArgumentException.class, () -> Device.parse("cuda:-1"));
        assertThrows(IllegalArgumentException.class, () -> Device.cuda(-1));
        assertThrows(NullPointerException.class, () -> Device.parse(null));
        assertSame(Device.CPU, Device.parse("cpu"));
        assertEquals(Device.cuda(1), Device.parse("cuda:1"));
        assertEquals("cuda:0", Device.parse("cuda").toString());
    }

    @Test
    public void itemOnMultiElementTensorThrowsIllegalArgument() {
        MemoryStats base = baseline();
        try (PointerScope scope = new PointerScope()) {
            Tensor t = Ops.ones(2, 2);
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, t::itemDouble);
            assertTrue(e.getMessage(), e.getMessage().contains("4"));
            assertThrows(IllegalArgumentException.class, t::itemLong);
            assertThrows(IllegalArgumentException.class, t::itemFloat);
            assertThrows(IllegalArgumentException.class, () -> Ops.zeros(0).itemDouble());
            // One element in any shape is fine.
            assertEquals(1.0, Ops.ones(1, 1, 1).itemDouble(), 0.0);
        }
        TestSupport.assertBackTo(base);
    }

    @Test
    public void dataThatDoesNotFillTheShapeThrowsIllegalArgument() {
        MemoryStats base = baseline();
        List<ThrowingRunnable> bad = List.of(
            () -> Tensor.of(floats(1, 2, 3), 2, 2),
            () -> Tensor.of(floats(1, 2, 3, 4, 5), 2, 2),
            () -> Tensor.of(new double[] {1, 2}, 3),
            () -> Tensor.of(new long[] {1}, 0),
            () -> Tensor.of(new int[] {1, 2, 3}, 1, 2),
            () -> Tensor.of(new byte[] {1, 2}, 2, 2),
            () -> Tensor.of(new boolean[] {true}, 2),
            () -> Tensor.of(floats(1, 2), Long.MAX_VALUE, 2));
        for (ThrowingRunnable r : bad) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, r);
            assertTrue(e.getMessage(), e.getMessage().contains("do not fill shape"));
        }
        assertUnchanged(base);
    }

    @Test
    public void cudaDeviceWithoutCudaThrowsIllegalArgument() {
        Assume.assumeFalse("CUDA is available here", Torch.cudaAvailable());
        MemoryStats base = baseline();
        Device cuda = Device.cuda(0);
        assertTrue(cuda.isCuda());
        List<ThrowingRunnable> uses = List.of(
            () -> Ops.zeros(new long[] {2}, null, cuda),
            () -> Ops.ones(new long[] {2}, DType.FLOAT64, cuda),
            () -> Ops.rand(new long[] {2}, null, cuda),
            () -> Ops.randn(new long[] {2}, null, cuda),
            () -> Ops.arange(0, 3, 1, null, cuda));
        for (ThrowingRunnable r : uses) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, r);
            assertTrue(e.getMessage(), e.getMessage().contains("CUDA"));
        }
        assertUnchanged(base);
    }

    @Test
    public void badArangeArgumentsThrowIllegalArgument() {
        MemoryStats base = baseline();
        assertThrows(IllegalArgumentException.class, () -> Ops.arange(0, 10, 0));
        assertThrows(IllegalArgumentException.class, () -> Ops.arange(0, Double.NaN, 1));
        assertThrows(IllegalArgumentException.class, () -> Ops.arange(Double.NEGATIVE_INFINITY, 0, 1));
        assertUnchanged(base);
    }

    /** Each case paired with the exception type the contract asks for. */
    private static void assertEachThrows(List<Class<? extends Throwable>> types, List<ThrowingRunnable> cases) {
        MemoryStats base = Memory.stats();
        StringBuilder wrong = new StringBuilder();
        for (int i = 0; i < cases.size(); i++) {
            Throwable e = null;
            try {
                cases.get(i).run();
            } catch (Throwable thrown) {
                e = thrown;
            }
            String got = e == null ? "no exception" : e.getClass().getSimpleName() + ": " + firstLine(e.getMessage());
            if (e == null || !types.get(i).isInstance(e) || String.valueOf(e.getMessage()).contains("frame #")) {
                wrong.append("\n  case ").append(i).append(": expected ").append(types.get(i).getSimpleName())
                    .append(" without a backtrace, got ").append(got);
            }
        }
        assertUnchanged(base);
        if (wrong.length() > 0) {
            throw new AssertionError("wrong exceptions:" + wrong);
        }
    }

    private static String firstLine(String s) {
        if (s == null) {
            return "null";
        }
        int nl = s.indexOf('\n');
        String line = nl < 0 ? s : s.substring(0, nl) + " [" + (s.split("\n").length - 1) + " more lines]";
        return line.length() > 240 ? line.substring(0, 240) + "..." : line;
    }

    @Test
    public void arangeRejectedByLibTorchThrowsTorchExceptionNotNativeException() {
        baseline();
        assertEachThrows(
            List.of(TorchException.class, TorchException.class, TorchException.class, TorchOutOfMemoryException.class),
            List.of(
                () -> Ops.arange(0, 10, -1), // bounds inconsistent with the step's sign
                () -> Ops.arange(0, 2, 1, DType.BOOL, null), // arange not implemented for bool
                () -> Ops.arange(0, 1e19, 1, DType.INT64, null), // end does not fit int64
                () -> Ops.arange(0, 1e16, 1))); // 4e16 bytes
        assertEquals(3, Ops.arange(0, 3, 1, null, Device.CPU).toFloatArray().length);
    }

    @Test
    public void numberOpRejectedByLibTorchThrowsTorchExceptionNotNativeException() {
        MemoryStats base = baseline();
        try (PointerScope scope = new PointerScope()) {
            Tensor mask = Tensor.of(new boolean[] {true, false});
            // The tensor form of the same op is a TorchException already:
            assertThrows(TorchException.class, () -> mask.sub(mask));
            assertEachThrows(List.of(TorchException.class), List.of(() -> mask.sub(1.0)));
        }
        TestSupport.assertBackTo(base);
    }

    @Test
    public void badThreadCountThrowsIllegalArgument() {
        int n = Torch.getNumThreads();
        assertThrows(IllegalArgumentException.class, () -> Torch.setNumThreads(0));
        assertThrows(IllegalArgumentException.class, () -> Torch.setNumThreads(-4));
        assertEquals(n, Torch.getNumThreads());
    }

    @Test
    public void manyErrorsInARowLeakNothing() throws Exception {
        MemoryStats base = baseline();
        try (PointerScope scope = new PointerScope()) {
            Tensor a = Ops.ones(3);
            Tensor b = Ops.ones(4);
            Tensor released = Torch.retain(Ops.ones(1));
            released.close();
            MemoryStats before = Memory.stats();
            List<Callable<?>> failing = List.of(
                () -> a.add(b), () -> a.matmul(b), () -> a.itemDouble(), () -> released.add(a),
                () -> Ops.zeros(-1), () -> Ops.add(a, null), () -> Tensor.of(floats(1), 3));
            for (int round = 0; round < 40; round++) {
                for (Callable<?> c : failing) {
                    try {
                        c.call();
                        throw new AssertionError("expected a failure");
                    } catch (TorchException | IllegalArgumentException | IllegalStateException
                            | NullPointerException expected) {
                        // the documented types
                    }
                }
            }
            assertUnchanged(before);
        }
        TestSupport.assertBackTo(base);
    }

    @Test
    public void anIntegerListLongerThanTheIntegersSentIsABadArgumentNotAnAbort() {
        MemoryStats base = baseline();
        int full = Ops.SPECS.stream().filter(s -> s.name.equals("full")).findFirst().orElseThrow().index;
        // A count of 2^40 integers with four sent: read as is, the buffer alone would be 8 TB.
        assertThrows(IllegalArgumentException.class, () -> Ops.general(full, true, packed(new long[0], new double[] {1}, 1L << 40, 0, -1, -1)));
        // A dtype code beyond 32 bits is no dtype, not float32.
        assertThrows(IllegalArgumentException.class, () -> Ops.general(full, true, packed(new long[0], new double[] {1}, 1, 2, 1, 1L << 32, -1)));
        assertUnchanged(base);
    }

    /** A general op's arguments as {@code OpArgs} packs them: counts, ids, number bits, integers. */
    private static long[] packed(long[] ids, double[] numbers, long... ints) {
        long[] a = new long[2 + ids.length + numbers.length + ints.length];
        a[0] = ids.length;
        a[1] = numbers.length;
        System.arraycopy(ids, 0, a, 2, ids.length);
        for (int k = 0; k < numbers.length; k++) {
            a[2 + ids.length + k] = Double.doubleToRawLongBits(numbers[k]);
        }
        System.arraycopy(ints, 0, a, 2 + ids.length + numbers.length, ints.length);
        return a;
    }

    @Test
    public void aGeneralOpsArgumentArrayWithCountsBeyondItIsABadArgumentNotAnAbort() {
        MemoryStats base = baseline();
        int full = Ops.SPECS.stream().filter(s -> s.name.equals("full")).findFirst().orElseThrow().index;
        // Well formed, the same call works: a [2] tensor of 1.0.
        try (PointerScope s = new PointerScope()) {
            Tensor ok = Tensor.wrap(Ops.general(full, true, packed(new long[0], new double[] {1}, 1, 2, 1, -1, -1)));
            assertEquals(2.0, ok.sum().itemDouble(), 0.0);
        }
        assertThrows(NullPointerException.class, () -> Ops.general(full, true, null));
        assertThrows(IllegalArgumentException.class, () -> Ops.general(full, true, new long[0]));
        assertThrows(IllegalArgumentException.class, () -> Ops.general(full, true, new long[] {1}));
        assertThrows(IllegalArgumentException.class, () -> Ops.general(full, true, new long[] {-1, 0, 5}));
        assertThrows(IllegalArgumentException.class, () -> Ops.general(full, true, new long[] {0, Long.MAX_VALUE, 1}));
        assertThrows(IllegalArgumentException.class, () -> Ops.general(full, true, new long[] {Long.MAX_VALUE, Long.MAX_VALUE}));
        TestSupport.assertBackTo(base);
    }

    @Test
    public void anOpCalledThroughTheOtherGeneralEntryPointIsABadArgument() {
        MemoryStats base = baseline();
        int full = Ops.SPECS.stream().filter(s -> s.name.equals("full")).findFirst().orElseThrow().index;
        int gradients = Ops.SPECS.stream().filter(s -> s.name.equals("gradients")).findFirst().orElseThrow().index;
        try (PointerScope s = new PointerScope()) {
            Tensor a = Ops.ones(4);
            IllegalArgumentException one = assertThrows(IllegalArgumentException.class,
                    () -> Ops.general(gradients, true, packed(new long[] {Tensor.idOf(a, "a")}, new double[0], 2, 0)));
            assertTrue(one.getMessage(), one.getMessage().contains("through generalList"));
            IllegalArgumentException list = assertThrows(IllegalArgumentException.class,
                    () -> Ops.generalList(full, true, packed(new long[0], new double[] {1}, 1, 2, 1, -1, -1)));
            assertTrue(list.getMessage(), list.getMessage().endsWith("through general"));
        }
        TestSupport.assertBackTo(base);
    }
}
