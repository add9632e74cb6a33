package io.github.jtorch;

import java.lang.ref.Cleaner;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * Entry points of the memory model (scopes, results, retain, release, sessions, gc) and
 * process-wide LibTorch settings.
 */
public final class Torch {
    static {
        NativeLoader.loadForClass();
    }

    private Torch() {}

    /**
     * Runs {@code body} in a fresh {@link PointerScope} and returns its value. Every tensor
     * reachable from that value (through maps, iterables, object arrays, {@link java.util.Optional},
     * records and {@link NativeResource}s) moves to the enclosing scope (or session), or becomes
     * unscoped when there is none; everything else the body created is freed, on normal
     * exit and on exceptions alike. Any other object is not looked into: a class that holds
     * tensors and is returned from here implements {@link NativeResource}.
     */
    public static <T> T withTorch(Supplier<T> body) {
        try (PointerScope scope = new PointerScope()) {
            return scope.moveOut(body.get());
        }
    }

    /** Like {@link #withTorch(Supplier)} for a body that returns nothing. */
    public static void withTorch(Runnable body) {
        try (PointerScope scope = new PointerScope()) {
            body.run();
        }
    }

    /**
     * Detaches every tensor reachable from {@code value} from whatever scope owns it; they
     * become unscoped (freed by {@link #release} or by the GC). Use it for tensors that
     * escape through atoms, caches, closures or other threads. Returns {@code value}.
     */
    public static <T> T retain(T value) {
        Reachable.forEachHandle(value, NativeHandle::makeUnscoped);
        return value;
    }

    /**
     * Hands the tensors in {@code value} to another thread, as one puts them on a queue or
     * channel: returns {@code value} with each tensor replaced by a new handle to the same
     * tensor (its data, autograd history and grad), which no scope owns, in containers of the
     * same kinds (lists, sets, maps, arrays, {@link java.util.Optional}; the tensors' old
     * handles are released, so any later use of them throws {@link IllegalStateException}).
     * The receiver calls {@link #takeOwnership(Object)}; one that never does leaves them to
     * the GC. Throws {@link IllegalArgumentException} for another kind of object holding
     * tensors (hand off its tensors instead) and {@link IllegalStateException} for a released
     * tensor; tensors moved before the failure stay moved. Hand off only tensors the sender
     * made for the receiver: a module's parameter handed off is released for the module too.
     */
    @SuppressWarnings("unchecked")
    public static <T> T handOff(T value) {
        return (T) HandOff.move(value);
    }

    /**
     * Takes the tensors in {@code value} (handed off by another thread, or any others) into
     * the calling code's current scope, or its thread's session; with neither they stay
     * unscoped. Returns {@code value}.
     */
    public static <T> T takeOwnership(T value) {
        PointerScope scope = PointerScope.current();
        return scope == null ? value : scope.attach(value);
    }

    /**
     * Frees every tensor reachable from {@code value} now, whoever owns it. Releasing twice is
     * a no-op; any later use of a released tensor throws {@link IllegalStateException}.
     */
    public static void release(Object value) {
        Reachable.forEachHandle(value, NativeHandle::close);
    }

    /**
     * Opens a session on the current thread: tensors created outside any scope attach to it
     * until {@link #stopSession()}. An existing session on this thread is stopped first, and
     * every scope open on this thread is closed first: call it outside any scope, since one it
     * is called from is closed too (its tensors freed; {@link #withTorch} then throws
     * {@link IllegalStateException} for a result that holds tensors). That is how
     * scopes an interrupted evaluation left open are recovered.
     */
    public static void startSession() {
        PointerScope.startSession();
    }

    /**
     * Frees everything the current thread's session owns and ends it. Every scope open on this
     * thread is closed first, innermost first, one it is called from included (call it outside
     * any scope, as {@link #startSession()} says): that is how scopes an interrupted
     * evaluation left open are recovered. No-op when nothing is open.
     */
    public static void stopSession() {
        PointerScope.stopSession();
    }

    /** Whether the current thread has a session. */
    public static boolean hasSession() {
        return PointerScope.hasSession();
    }

    private static final Cleaner PROBE = Cleaner.create();

    /**
     * Asks the JVM to collect garbage and waits for pending cleaners to run, so unreachable
     * unscoped tensors are freed: until the JVM has handed on every reference the collection
     * found and jtorch's cleaner has freed them all, for at most about two seconds. A
     * diagnostic: correctness never depends on it.
     */
    public static void gc() {
        try {
            for (int round = 0; round < 3; round++) {
                CountDownLatch ran = new CountDownLatch(1);
                PROBE.register(new Object(), ran::countDown);
                System.gc();
                if (ran.await(200, TimeUnit.MILLISECONDS)) {
                    break;
                }
            }
            // The probe's action has run, so the JVM's reference handler has taken what the
            // collection found. Done when it and jtorch's cleaner both wait for more and the
            // count of tensors the cleaner freed has stopped moving (three looks 2 ms apart; a
            // count alone stops for a moment whenever the host holds a thread up), or time is up.
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(2);
            long last = Memory.freedByGcSoFar();
            for (int still = 0; still < 3 && System.nanoTime() < deadline;) {
                Thread.sleep(2);
                long now = Memory.freedByGcSoFar();
                boolean idle = handlerWaiting() && waiting(NativeHandle.cleanerThread);
                still = now == last && idle ? still + 1 : 0;
                last = now;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Whether {@code t} is blocked waiting for work (or absent, or gone). */
    private static boolean waiting(Thread t) {
        if (t == null) {
            return true;
        }
        Thread.State s = t.getState();
        return s == Thread.State.WAITING || s == Thread.State.TIMED_WAITING || s == Thread.State.TERMINATED;
    }

    /**
     * Whether the reference handler waits for the next collection's references. It waits in a
     * native method, where its state reads RUNNABLE, so its top frame says.
     */
    private static boolean handlerWaiting() {
        Thread t = ReferenceHandler.THREAD;
        if (t == null || waiting(t)) {
            return true;
        }
        StackTraceElement[] top = t.getStackTrace();
        return top.length == 0 || top[0].getMethodName().equals("waitForReferencePendingList");
    }

    /** The JVM's thread that hands references the collector found to their queues (null: none). */
    private static final class ReferenceHandler {
        // Looked up once, on the first gc(): it lives as long as the JVM.
        static final Thread THREAD = Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.getName().equals("Reference Handler"))
                .findFirst()
                .orElse(null);
    }

    /** Seeds LibTorch's random number generators (CPU and CUDA). */
    public static void manualSeed(long seed) {
        manualSeed0(seed);
    }

    /**
     * Sets the number of threads LibTorch uses inside one op (intra-op parallelism), from 1 to
     * 1024; other counts throw {@link IllegalArgumentException} (far larger ones crash LibTorch's
     * thread pools).
     */
    public static void setNumThreads(int n) {
        setNumThreads0(n);
    }

    /** The number of threads LibTorch uses inside one op. */
    public static int getNumThreads() {
        return getNumThreads0();
    }

    /** Whether LibTorch sees a usable CUDA device (false on a machine without one, never throws). */
    public static boolean cudaAvailable() {
        return cudaAvailable0();
    }

    /** The number of CUDA devices LibTorch sees; 0 without CUDA. */
    public static int cudaDeviceCount() {
        return cudaDeviceCount0();
    }

    /** The LibTorch version the native core was built for. */
    public static String libtorchVersion() {
        return libtorchVersion0();
    }

    /** Where LibTorch was loaded from. */
    public static String libtorchLocation() {
        return NativeLoader.libtorchDir().toString();
    }

    private static native void manualSeed0(long seed);

    private static native void setNumThreads0(int n);

    private static native int getNumThreads0();

    private static native boolean cudaAvailable0();

    private static native int cudaDeviceCount0();

    private static native String libtorchVersion0();

    /**
     * Python's {@code torch.load} for what LibTorch reads: a file {@code torch.save} wrote
     * holding tensors, state dicts, numbers, strings, and dicts, lists and tuples of them (a
     * checkpoint). Returns a tensor (attached to the current scope), an unmodifiable Map (a
     * dict or state dict, in the file's order), List, or a Long, Double, Boolean or String.
     * Throws {@link TorchException} naming the file and the reason for one that is missing,
     * damaged, in the format before PyTorch 1.6, or holds other Python objects.
     */
    public static Object load(java.nio.file.Path file) {
        return ScriptModuleHandle.unpickle(file);
    }
}
