package io.github.jtorch;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.fail;

import clojure.java.api.Clojure;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;

/** Helpers shared by the test classes: baselines of the global accounting and other threads. */
public final class TestSupport {
    private TestSupport() {}

    /**
     * The accounting now, after checking that the calling thread starts clean (no open scope,
     * no session), which every test relies on to compare against a baseline.
     */
    static MemoryStats baseline() {
        assertNull("a previous test left a scope or session open on this thread", PointerScope.current());
        return settled();
    }

    /**
     * The accounting once the GC fallback has freed what earlier tests left unreachable, so
     * that no cleaner runs in the middle of a test and shifts its figures.
     */
    public static MemoryStats settled() {
        MemoryStats last = Memory.stats();
        int stableRounds = 0;
        for (int i = 0; i < 30 && stableRounds < 3; i++) {
            Torch.gc();
            MemoryStats now = Memory.stats();
            stableRounds = now.liveTensors == last.liveTensors && now.freeCount == last.freeCount ? stableRounds + 1 : 0;
            last = now;
        }
        return last;
    }

    /** Live handles and live bytes are exactly back to {@code base}. */
    static void assertBackTo(MemoryStats base) {
        MemoryStats now = Memory.stats();
        assertEquals("live tensors (" + now + " vs baseline " + base + ")", base.liveTensors, now.liveTensors);
        assertEquals("live bytes (" + now + " vs baseline " + base + ")", base.liveBytes, now.liveBytes);
    }

    /** Nothing was created or freed since {@code base}: no handle leaked or was double counted. */
    static void assertUnchanged(MemoryStats base) {
        MemoryStats now = Memory.stats();
        assertBackTo(base);
        assertEquals("alloc count (" + now + ")", base.allocCount, now.allocCount);
        assertEquals("free count (" + now + ")", base.freeCount, now.freeCount);
    }

    /** Runs {@code body} on a new platform thread, waits for it and returns its value or rethrows. */
    static <T> T onOtherThread(Callable<T> body) throws Throwable {
        AtomicReference<T> value = new AtomicReference<>();
        AtomicReference<Throwable> error = new AtomicReference<>();
        Thread t = new Thread(() -> {
            try {
                value.set(body.call());
            } catch (Throwable e) {
                error.set(e);
            }
        }, "jtorch-test-other");
        t.start();
        t.join(60_000);
        if (t.isAlive()) {
            fail("the other thread did not finish");
        }
        if (error.get() != null) {
            throw error.get();
        }
        return value.get();
    }

    /** The throwable {@code body} throws on a new platform thread, or null if it returns normally. */
    static Throwable thrownOnOtherThread(Callable<?> body) throws Throwable {
        return onOtherThread(() -> {
            try {
                body.call();
                return null;
            } catch (Throwable e) {
                return e;
            }
        });
    }

    /**
     * Runs {@code script} (a path from the repository root) by {@link #python(String, String...)}
     * and reads the EDN it prints with clojure.edn: PyTorch's side of a parity test, computed
     * now. {@code args} follow the script on its command line.
     */
    public static Object pythonReference(String script, String... args) throws Exception {
        return Clojure.var("clojure.edn", "read-string").invoke(python(script, args));
    }

    static float[] floats(double... values) {
        float[] out = new float[values.length];
        for (int i = 0; i < values.length; i++) {
            out[i] = (float) values[i];
        }
        return out;
    }

    /**
     * Runs the Python script {@code script} (a path from the repository root) with the torch
     * package jtorch loads on PYTHONPATH, and returns what it prints: PyTorch's side of a test,
     * computed now. Fails the test, with what the script printed to stderr, when it fails.
     */
    public static String python(String script, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("python3", script));
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.environment().put("PYTHONPATH", new File(Torch.libtorchLocation()).getParent());
        File err = File.createTempFile("jtorch-python", ".err");
        try {
            pb.redirectError(err);
            Process p = pb.start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (p.waitFor() != 0) {
                fail(script + " failed:\n" + java.nio.file.Files.readString(err.toPath()));
            }
            return out;
        } finally {
            err.delete();
        }
    }

    /** Deletes {@code dir} and the files in it (a test's temporary folder, one level deep). */
    public static void deleteDir(java.nio.file.Path dir) throws java.io.IOException {
        try (java.util.stream.Stream<java.nio.file.Path> files = java.nio.file.Files.list(dir)) {
            for (java.nio.file.Path p : (Iterable<java.nio.file.Path>) files::iterator) {
                java.nio.file.Files.delete(p);
            }
        }
        java.nio.file.Files.delete(dir);
    }
}
