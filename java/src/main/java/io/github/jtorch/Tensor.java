package io.github.jtorch;

import java.lang.ref.Reference;

/**
 * A handle to one native LibTorch tensor.
 *
 * <p>A new tensor attaches to the calling thread's innermost open {@link PointerScope}
 * (or its session) and is freed when that scope closes. With no scope open it is
 * <em>unscoped</em>: freed by {@link #close()}, {@link Torch#release(Object)}, or when the
 * garbage collector finds this object unreachable.
 *
 * <p>Errors: every method throws {@link IllegalStateException} once the tensor is released
 * (except {@link #isReleased()}, {@link #close()} and {@link #toString()}),
 * {@link TorchException} when LibTorch rejects an operation, and
 * {@link IllegalArgumentException} for arguments the caller can fix.
 */
public final class Tensor extends TensorOps {
    static {
        NativeLoader.loadForClass();
    }

    private Tensor(long id) {
        super(id);
    }

    /** Wraps a fresh native id on the calling thread. */
    static Tensor wrap(long id) {
        return wrap(id, PointerScope.stack());
    }

    /** Wraps a fresh native id made for the thread whose scope stack is {@code stack}. */
    static Tensor wrap(long id, PointerScope.Stack stack) {
        Tensor t = new Tensor(id);
        t.attachNew(stack);
        stack.lastWrapped = id; // after attaching: see src/scope.rs
        return t;
    }

    /**
     * This tensor under a new handle, unscoped, after which this handle is released (see
     * {@link Torch#handOff(Object)}). Throws {@link IllegalStateException} if it is released.
     */
    Tensor moved() {
        PointerScope.Stack stack = PointerScope.stack();
        long next = reissue(id);
        Tensor t = new Tensor(next);
        // No scope frees it until a receiver takes ownership; the GC does if none does.
        t.makeUnscoped();
        stack.lastWrapped = next; // as wrap does: the id has reached Java (see src/scope.rs)
        // The old id is released: its owner has nothing left to free or count.
        detachFromOwner();
        return t;
    }

    /**
     * Wraps the fresh native ids {@code ids} (one native call's results) for the thread whose
     * scope stack is {@code stack}; when that fails part way, the ids not yet wrapped are
     * freed (see PointerScope.Stack.lostId).
     */
    static Tensor[] wrapAll(long[] ids, PointerScope.Stack stack) {
        Tensor[] out = new Tensor[ids.length];
        int wrapped = 0;
        try {
            for (; wrapped < ids.length; wrapped++) {
                out[wrapped] = wrap(ids[wrapped], stack);
            }
            return out;
        } catch (Throwable e) {
            stack.lostFrom = wrapped;
            stack.lostIds = ids;
            stack.recoverLost();
            throw e;
        }
    }

    /** The native id of {@code t}, with a clear message when it is null. */
    static long idOf(Tensor t, String name) {
        if (t == null) {
            throw new NullPointerException(name + " must be a tensor, not null");
        }
        return t.id;
    }

    @Override
    Kind kind() {
        return Kind.TENSOR;
    }

    @Override
    void freeNative() {
        release(id);
    }

    @Override
    boolean isLiveNative() {
        return isLive(id);
    }

    @Override
    Runnable releaser() {
        return new Release(id);
    }

    /** Cleaner action: captures only the id, never the tensor. */
    private static final class Release implements Runnable {
        private final long id;

        Release(long id) {
            this.id = id;
        }

        @Override
        public void run() {
            try {
                if (release(id)) {
                    Memory.countFreedByGc();
                }
            } catch (RuntimeException e) {
                // A cleaner thread has nobody to report to; the id is stale at worst.
            }
        }
    }

    /** A float32 tensor of {@code data} in the given shape (none given, or null: one dimension). */
    public static Tensor of(float[] data, long... shape) {
        return of(data, shape == null || shape.length == 0 ? null : shape, null);
    }

    /** One of the native calls that make a tensor from a Java array of {@code dims}, as {@code dtype}. */
    @FunctionalInterface
    private interface Upload {
        long run(long[] dims, int dtype);
    }

    /**
     * Makes a tensor from {@code length} values by {@code upload} and wraps it; should the call
     * fail, or an asynchronous exception arrive as it returns, the stack frees a result Java
     * never got (see {@link PointerScope.Stack#lostId}).
     */
    private static Tensor upload(int length, long[] shape, DType dtype, Upload upload) {
        PointerScope.Stack st = PointerScope.forOp();
        long[] dims = shapeFor(length, shape);
        long id = 0;
        try {
            id = upload.run(dims, DType.codeOf(dtype));
            return wrap(id, st);
        } catch (Throwable e) {
            st.lostId = id;
            st.recoverLost();
            throw e;
        }
    }

    /**
     * A tensor of {@code data} in {@code shape} (null: one dimension; empty: a 0-dimensional
     * tensor of one element), converted to {@code dtype} (null keeps the array's type).
     */
    public static Tensor of(float[] data, long[] shape, DType dtype) {
        return upload(data == null ? 0 : data.length, shape, dtype, (dims, code) -> fromFloats(data, dims, code));
    }

    /** A float64 tensor of {@code data}. */
    public static Tensor of(double[] data, long... shape) {
        return of(data, shape == null || shape.length == 0 ? null : shape, null);
    }

    /** A tensor of {@code data}, as {@link #of(float[], long[], DType)} says (null dtype: float64). */
    public static Tensor of(double[] data, long[] shape, DType dtype) {
        return upload(data == null ? 0 : data.length, shape, dtype, (dims, code) -> fromDoubles(data, dims, code));
    }

    /** An int64 tensor of {@code data}. */
    public static Tensor of(long[] data, long... shape) {
        return of(data, shape == null || shape.length == 0 ? null : shape, null);
    }

    /** A tensor of {@code data}, as {@link #of(float[], long[], DType)} says (null dtype: int64). */
    public static Tensor of(long[] data, long[] shape, DType dtype) {
        return upload(data == null ? 0 : data.length, shape, dtype, (dims, code) -> fromLongs(data, dims, code));
    }

    /** An int32 tensor of {@code data}. */
    public static Tensor of(int[] data, long... shape) {
        return of(data, shape == null || shape.length == 0 ? null : shape, null);
    }

    /** A tensor of {@code data}, as {@link #of(float[], long[], DType)} says (null dtype: int32). */
    public static Tensor of(int[] data, long[] shape, DType dtype) {
        return upload(data == null ? 0 : data.length, shape, dtype, (dims, code) -> fromInts(data, dims, code));
    }

    /** An int8 tensor of {@code data}. */
    public static Tensor of(byte[] data, long... shape) {
        return of(data, shape == null || shape.length == 0 ? null : shape, null);
    }

    /** A tensor of {@code data}, as {@link #of(float[], long[], DType)} says (null dtype: int8). */
    public static Tensor of(byte[] data, long[] shape, DType dtype) {
        return upload(data == null ? 0 : data.length, shape, dtype, (dims, code) -> fromBytes(data, dims, code));
    }

    /** A bool tensor of {@code data}. */
    public static Tensor of(boolean[] data, long... shape) {
        if (data == null) {
            throw new NullPointerException("data must not be null");
        }
        byte[] bytes = new byte[data.length];
        for (int i = 0; i < data.length; i++) {
            bytes[i] = data[i] ? (byte) 1 : 0;
        }
        return of(bytes, shape == null || shape.length == 0 ? null : shape, DType.BOOL);
    }

    /**
     * A tensor of {@code shape} and {@code dtype} whose elements are {@code bytes}, bit for bit:
     * each element's bytes in the machine's order (little-endian on the platforms LibTorch
     * ships for), as {@link #toRawBytes()} gives them and as safetensors and NumPy store them.
     * Every dtype, float16 and bfloat16 included; NaN payloads, signed zeros and subnormals
     * stay as they are. The bytes are copied. IllegalArgumentException when their number is
     * not the shape's element count times the dtype's element size.
     */
    public static Tensor fromRaw(byte[] bytes, long[] shape, DType dtype) {
        java.util.Objects.requireNonNull(bytes, "bytes");
        java.util.Objects.requireNonNull(shape, "shape");
        java.util.Objects.requireNonNull(dtype, "dtype");
        return upload(bytes.length, shape, dtype, (dims, code) -> fromRaw(bytes, dims, code));
    }

    /**
     * {@link #fromRaw(byte[], long[], DType)} from the buffer's remaining bytes (position to
     * limit), which must be exactly the tensor's; the buffer's position moves to its limit. A
     * direct buffer is read natively, without a Java copy; the tensor never shares the
     * buffer's memory (a tensor outliving or racing a buffer Java frees would be unsafe), so
     * later writes to the buffer do not change it.
     */
    public static Tensor fromRaw(java.nio.ByteBuffer buffer, long[] shape, DType dtype) {
        java.util.Objects.requireNonNull(buffer, "buffer");
        java.util.Objects.requireNonNull(shape, "shape");
        java.util.Objects.requireNonNull(dtype, "dtype");
        Tensor t;
        if (buffer.isDirect()) {
            int at = buffer.position();
            int n = buffer.remaining();
            try {
                t = upload(n, shape, dtype, (dims, code) -> fromRawBuffer(buffer, at, n, dims, code));
            } finally {
                java.lang.ref.Reference.reachabilityFence(buffer);
            }
        } else {
            byte[] bytes = new byte[buffer.remaining()];
            buffer.duplicate().get(bytes);
            t = fromRaw(bytes, shape, dtype);
        }
        buffer.position(buffer.limit());
        return t;
    }

    /**
     * This tensor's elements as bytes, bit for bit, in its own dtype and row-major order (a
     * contiguous CPU copy of it is made where it is not one): what
     * {@link #fromRaw(byte[], long[], DType)} takes back.
     */
    public byte[] toRawBytes() {
        try {
            return toRaw(id);
        } finally {
            java.lang.ref.Reference.reachabilityFence(this);
        }
    }

    /**
     * Writes {@link #toRawBytes()}'s bytes into {@code buffer} at its position, which moves
     * past them; a direct buffer is written natively, without a Java copy.
     * IllegalArgumentException, and nothing written, when they do not fit its remaining bytes;
     * {@link java.nio.ReadOnlyBufferException} for a read-only buffer.
     */
    public void copyRawTo(java.nio.ByteBuffer buffer) {
        java.util.Objects.requireNonNull(buffer, "buffer");
        if (buffer.isReadOnly()) {
            throw new java.nio.ReadOnlyBufferException();
        }
        if (buffer.isDirect()) {
            try {
                long n = copyRawToBuffer(id, buffer, buffer.position(), buffer.remaining());
                buffer.position(buffer.position() + (int) n);
            } finally {
                java.lang.ref.Reference.reachabilityFence(this);
                java.lang.ref.Reference.reachabilityFence(buffer);
            }
        } else {
            byte[] bytes = toRawBytes();
            if (bytes.length > buffer.remaining()) {
                throw new IllegalArgumentException("the tensor's " + bytes.length + " bytes do not fit the buffer's "
                        + buffer.remaining() + " remaining");
            }
            buffer.put(bytes);
        }
    }

    private static long[] shapeFor(int length, long[] shape) {
        return shape == null ? new long[] {length} : shape;
    }

    /** Before a read of values: a REPL evaluation's interrupt stops a loop of reads too. */
    private static void beforeRead() {
        PointerScope.forOp();
    }

    /**
     * Python's indexing, {@code x[indices]}, as PyTorch does it: {@code x[1:3, None, ..., idx]}
     * is {@code x.index("1:3", null, "...", idx)} or {@code x.index("1:3, None, ...", idx)}.
     * Integers, slices ({@link Slice} or {@code "start:stop:step"}), {@code null}/{@code
     * "None"}, {@code "..."}, booleans, integer or boolean tensors and integer lists; integers
     * and slices alone give a view of this tensor. The result attaches to the current scope.
     */
    public Tensor index(Object... indices) {
        return Indexing.index(this, indices);
    }

    /**
     * Python's index assignment, {@code x[indices] = value}, in place: {@code value} is a tensor
     * (broadcast to the indexed shape) or a number. Returns this tensor.
     */
    public Tensor indexSet(Object value, Object... indices) {
        return Indexing.indexPut(this, value, indices);
    }

    /** Sizes of each dimension. */
    public long[] shape() {
        try {
            return shape(id);
        } finally {
            Reference.reachabilityFence(this);
        }
    }

    /** Number of dimensions (0 for a scalar tensor). */
    public int dim() {
        return shape().length;
    }

    /** Number of elements: the product of the shape (1 for a scalar tensor). */
    public long numel() {
        long n = 1;
        for (long d : shape()) {
            n *= d;
        }
        return n;
    }

    /** The element type. */
    public DType dtype() {
        try {
            return DType.fromCode(dtype(id));
        } finally {
            Reference.reachabilityFence(this);
        }
    }

    /** Where the tensor's memory is. */
    public Device device() {
        try {
            return Device.fromCode(device(id));
        } finally {
            Reference.reachabilityFence(this);
        }
    }

    /** The single element of a one-element tensor, as a double. */
    public double itemDouble() {
        beforeRead();
        try {
            return itemDouble(id);
        } finally {
            Reference.reachabilityFence(this);
        }
    }

    /** The single element of a one-element tensor, as a float. */
    public float itemFloat() {
        return (float) itemDouble();
    }

    /**
     * The single element of a one-element tensor, as a long (fractions truncated). A value no
     * long holds (NaN, an infinity, a float beyond the range) is a {@link TorchException}, as
     * LibTorch's {@code item} refuses it; {@link #toLongArray()} converts such values as
     * PyTorch's {@code .long()} does instead.
     */
    public long itemLong() {
        beforeRead();
        try {
            return itemLong(id);
        } finally {
            Reference.reachabilityFence(this);
        }
    }

    /** The elements in row-major order, converted to float. */
    public float[] toFloatArray() {
        beforeRead();
        try {
            return toFloats(id);
        } finally {
            Reference.reachabilityFence(this);
        }
    }

    /** The elements in row-major order, converted to double. */
    public double[] toDoubleArray() {
        beforeRead();
        try {
            return toDoubles(id);
        } finally {
            Reference.reachabilityFence(this);
        }
    }

    /**
     * The elements in row-major order, converted to long (fractions truncated) as PyTorch's
     * {@code .long()} converts them: a value no long holds gives what that conversion gives
     * (a NaN, {@code Long.MIN_VALUE} on x86), not an exception.
     */
    public long[] toLongArray() {
        beforeRead();
        try {
            return toLongs(id);
        } finally {
            Reference.reachabilityFence(this);
        }
    }

    /**
     * The elements in row-major order, converted to int as LibTorch converts (fractions
     * truncated; wider integers wrap; floats beyond int's range give unspecified values).
     */
    public int[] toIntArray() {
        beforeRead();
        try {
            return toInts(id);
        } finally {
            Reference.reachabilityFence(this);
        }
    }

    /**
     * The elements in row-major order, converted to byte as LibTorch converts (fractions
     * truncated; wider integers wrap; floats beyond byte's range give unspecified values).
     */
    public byte[] toByteArray() {
        beforeRead();
        try {
            return toBytes(id);
        } finally {
            Reference.reachabilityFence(this);
        }
    }

    /** The elements as booleans: non-zero is true. */
    public boolean[] toBooleanArray() {
        if (dtype() == DType.BOOL) {
            byte[] b = toByteArray();
            boolean[] out = new boolean[b.length];
            for (int i = 0; i < b.length; i++) {
                out[i] = b[i] != 0;
            }
            return out;
        }
        double[] d = toDoubleArray();
        boolean[] out = new boolean[d.length];
        for (int i = 0; i < d.length; i++) {
            out[i] = d[i] != 0;
        }
        return out;
    }

    /** Shape, dtype, device and the first few values; a marker once released. Never throws. */
    @Override
    public String toString() {
        try {
            return "#tensor[" + describe(id) + "]";
        } catch (RuntimeException e) {
            return "#tensor[unprintable: " + e.getMessage() + "]";
        } finally {
            Reference.reachabilityFence(this);
        }
    }

    /** Whether autograd tracks gradients for this tensor. */
    public boolean requiresGrad() {
        try {
            return requiresGrad(id);
        } finally {
            Reference.reachabilityFence(this);
        }
    }

    // Methods that pass `id` to these fence `this` after the call: the JIT may drop `this`
    // once `id` is read, and an unscoped tensor's cleaner would then free it mid-call.

    static native boolean requiresGrad(long id);

    static native long fromFloats(float[] data, long[] shape, int dtype);

    static native long fromDoubles(double[] data, long[] shape, int dtype);

    static native long fromLongs(long[] data, long[] shape, int dtype);

    static native long fromInts(int[] data, long[] shape, int dtype);

    static native long fromBytes(byte[] data, long[] shape, int dtype);

    static native long fromRaw(byte[] data, long[] shape, int dtype);

    static native long fromRawBuffer(java.nio.ByteBuffer buffer, long offset, long length, long[] shape, int dtype);

    static native byte[] toRaw(long id);

    static native long copyRawToBuffer(long id, java.nio.ByteBuffer buffer, long offset, long length);

    static native float[] toFloats(long id);

    static native double[] toDoubles(long id);

    static native long[] toLongs(long id);

    static native int[] toInts(long id);

    static native byte[] toBytes(long id);

    static native long[] shape(long id);

    static native int dtype(long id);

    static native int device(long id);

    static native double itemDouble(long id);

    static native long itemLong(long id);

    static native boolean release(long id);

    /** Moves the tensor {@code id} names to a new id and releases {@code id}. */
    static native long reissue(long id);

    static native int releaseAll(long[] ids, int count, boolean settle);

    static native boolean isLive(long id);

    static native String describe(long id);

}
