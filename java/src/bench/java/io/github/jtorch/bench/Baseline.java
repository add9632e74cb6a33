package io.github.jtorch.bench;

import io.github.jtorch.Torch;

/**
 * The benchmark loops written directly against tch in Rust, run inside this JVM's process. Its
 * natives are in the benchmarks' native library ({@code bench/native}, {@code
 * target/release/libjtorch_bench.so}), not in the jar's: the JVM must load that library with
 * {@code -Djtorch.native}, as the bench tasks of {@code gradle/bench.gradle} do.
 */
public final class Baseline {
    static {
        Torch.libtorchVersion(); // loads LibTorch and the native core
    }

    private Baseline() {}

    /** Runs {@code n} times {@code c = a + b; drop(c)} on 4-element float tensors; returns nanoseconds. */
    public static native long rustAddLoop(int n);

    /**
     * {@code n} times a matmul LibTorch refuses (2x3 by 4x5) in tch; nanoseconds. With
     * {@code cppBacktraces}, LibTorch records its C++ backtraces during the loop, as it does by
     * default (jtorch has it record none): only while no other thread runs ops.
     */
    public static native long rustFailedMatmulLoop(int n, boolean cppBacktraces);

    /**
     * That loop with the add run as jtorch's ops run it, below LibTorch's Autograd kernel (the
     * inputs have no autograd metadata); nanoseconds.
     */
    public static native long rustAddLoopBelowAutograd(int n);

    /** That loop with each op called through {@code frames} more (not inlined) function calls. */
    public static native long rustAddLoopFramed(int n, int frames);

    /** One {@code c = a + b; drop(c)} of that loop, on tensors of the calling thread: one JNI call per op. */
    public static native void rustAddPerCall();

    /**
     * The native work of {@code Ops.add(a, b)} and of releasing its result (store lookups, the
     * op, its id, the release) in one JNI call; {@code a} and {@code b} are live tensor ids.
     */
    public static native void storeAddPerCall(long a, long b);

    /** The op half of {@link #storeAddPerCall}: returns the id of {@code a + b}, for {@link #storeRelease}. */
    public static native long storeAdd(long a, long b);

    /** The release half of {@link #storeAddPerCall}; also frees what {@link #storeInputs} made. */
    public static native void storeRelease(long id);

    /**
     * Ids of two fresh 4-element float tensors in jtorch's store, for {@link #storeAddPerCall}.
     * Like {@link #storeAdd}, it puts tensors that Java never wraps: until the thread's next
     * jtorch op succeeds, a failing one would take the last of them for a result the failure
     * lost, and free it (see {@code src/scope.rs}). Make a jtorch tensor after calling either.
     */
    public static native long[] storeInputs();

    /**
     * The add loop through the least store of tensors by id that can be written: one thread's
     * own fixed table (64 tensors), with no atomics, no fences and no accounting; nanoseconds.
     */
    public static native long rustLeastStoreAddLoop(int n);

    /** {@link #storeAdd} through the calling thread's least store: the id of {@code a + b}. */
    public static native long leastStoreAdd(long a, long b);

    /** {@link #storeRelease} through the calling thread's least store; also frees its inputs. */
    public static native void leastStoreRelease(long id);

    /** Ids of two fresh 4-element float tensors in the calling thread's least store. */
    public static native long[] leastStoreInputs();

    /** The same loop keeping results in batches of {@code batch} that are dropped together. */
    public static native long rustAddLoopBatched(int n, int batch);

    /** {@code steps} MLP training steps (784-256-10, batch 64, Adam) written against tch; nanoseconds. */
    public static native long rustMlpLoop(int steps);

    /**
     * {@code steps} steps of the small causal transformer LM (src/bench/train.rs, see
     * {@link TrainSteps}) written against tch: {nanoseconds, the loss of each step}.
     */
    public static native double[] rustTransformerLoop(int steps);

    /** {@code steps} steps of the LSTM classifier of {@link TrainSteps} written against tch: {nanoseconds, each step's loss}. */
    public static native double[] rustLstmLoop(int steps);

    /** The same loop through jtorch's tensor store (ids, accounting, release) without JNI. */
    public static native long rustStoreAddLoop(int n);

    /** The store loop without memory telemetry (ids and safe release only); nanoseconds. */
    public static native long rustRegistryAddLoop(int n);

    /**
     * Nanoseconds per op that the store adds to the registry-only loop, {with its memory
     * telemetry, with the memory model's accounting alone}: the three loops alternated in
     * {@code chunks} runs of {@code n} ops each.
     */
    public static native double[] rustTelemetryCost(int chunks, int n);

    /** Runs {@code n} times {@code c = a.matmul(b); drop(c)} on 64x64 float tensors; nanoseconds. */
    public static native long rustMatmulLoop(int n);

    /**
     * {@code cycles} times: makes {@code n} tensors ({@code a + b}, 4 elements) into a {@code Vec}
     * and drops it. Returns {total, dropping} in nanoseconds.
     */
    public static native long[] rustScopeCycle(int cycles, int n);

    /**
     * {@code cycles} times: a function returns a nested map of {@code m} tensors
     * ({@code {"layers": [{"w": t, "b": t}, ...]}}), which the caller then drops; nanoseconds.
     */
    public static native long rustRetainCycle(int cycles, int m);

    /** {@code threads} threads each running {@link #rustAddLoop}'s loop {@code n} times; the slowest thread's nanoseconds. */
    public static native long rustAddThreads(int threads, int n);

    /** {@code threads} threads each running {@link #rustStoreAddLoop}'s loop {@code n} times; the slowest thread's nanoseconds. */
    public static native long rustStoreAddThreads(int threads, int n);

    /**
     * The machine's ceiling for the two-thread benchmark: {@code threads} threads each running
     * {@code n} rounds of integer arithmetic (no LibTorch, no allocation), one dependency chain
     * or ({@code independent}) eight independent chains a round; the slowest thread's
     * nanoseconds.
     */
    public static native long rustSpinThreads(int threads, long n, boolean independent);
}
