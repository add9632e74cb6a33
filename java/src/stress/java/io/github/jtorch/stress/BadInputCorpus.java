package io.github.jtorch.stress;

import clojure.java.api.Clojure;
import io.github.jtorch.Memory;
import io.github.jtorch.MemoryStats;
import io.github.jtorch.NativeLog;
import io.github.jtorch.Ops;
import io.github.jtorch.PointerScope;
import io.github.jtorch.Tensor;
import io.github.jtorch.Torch;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;

/**
 * The bad-input corpus, run as a child JVM by {@link Stress}: every public Java method and
 * Clojure function with bad arguments (see {@link JavaCases}, {@link ClojureCases}), and
 * scripted misuse of scopes. Each case must return or throw a documented exception, never
 * crash, and leave the library usable (a canary op runs after each); at the end the
 * accounting must be back where it started.
 *
 * <p>Prints {@code CORPUS-CASE i description} before case i (so a crash names its case),
 * {@code CORPUS-FINDING} for each failure, and {@code CORPUS-DONE} with the counts.
 * {@code --from i} starts at case i (the launcher's way on after a crash).
 */
public final class BadInputCorpus {
    private final Map<String, Long> exceptions = new TreeMap<>();
    /** Failures by function and exception type, with the first case that showed each. */
    private final Map<String, long[]> findingCounts = new TreeMap<>();
    private final Map<String, String> findingExamples = new TreeMap<>();
    private long passed;
    private long failed;
    private long known;

    /**
     * Failures this corpus found in code other developers own, reported to them and not yet
     * fixed (docs/reliability.md lists them): still printed and counted, as known, but they do
     * not fail the run. Keys are {@code function: what exception-class}, for example
     * {@code "jtorch.nn/linear: undocumented exception java.lang.ClassCastException"}.
     */
    private static final Map<String, String> KNOWN = Map.of(); // none open now
    private long notRun;
    private long budget = -1;
    private Method setBudget;
    private Method recordSites;

    private BadInputCorpus() {}

    public static void main(String[] args) throws Exception {
        int from = Integer.parseInt(StressWorker.options(args).getOrDefault("from", "0"));
        Torch.setNumThreads(1);
        new BadInputCorpus().run(from);
        System.out.flush();
        System.exit(0);
    }

    private void run(int from) throws Exception {
        Path files = Files.createTempDirectory("jtorch-corpus");
        ArgumentPool pool = new ArgumentPool(files);
        Fixtures fixtures = new Fixtures();
        findGlobalSettings();
        List<CorpusCase> cases = new ArrayList<>(scripted());
        JavaCases java = new JavaCases(pool, fixtures);
        cases.addAll(java.cases());
        cases.addAll(new ClojureCases(pool, files).cases());
        long javaCount = cases.stream().filter(c -> !c.clojure).count();
        System.out.println("CORPUS-PLAN cases=" + cases.size() + " java=" + javaCount + " clojure=" + (cases.size() - javaCount)
                + " skipped-methods=" + java.skipped.size());
        java.skipped.forEach(s -> System.out.println("CORPUS-SKIPPED " + s));
        MemoryStats before = Round.settle();
        long javaRun = 0;
        long clojureRun = 0;
        for (int i = from; i < cases.size(); i++) {
            CorpusCase c = cases.get(i);
            String d = c.description.length() > 400 ? c.description.substring(0, 400) + "..." : c.description;
            System.out.println("CORPUS-CASE " + i + " " + d);
            System.out.flush();
            long t0 = System.nanoTime();
            runCase(i, d, c, fixtures);
            long ms = (System.nanoTime() - t0) / 1_000_000;
            if (ms >= 1000) {
                System.out.println("CORPUS-SLOW " + i + " took " + ms + " ms"); // what makes the run long
            }
            if (c.clojure) {
                clojureRun++;
            } else {
                javaRun++;
            }
        }
        fixtures.close();
        checkNothingLeaked(before);
        findingCounts.forEach((key, n) -> System.out.println((KNOWN.containsKey(key) ? "CORPUS-KNOWN-KIND " : "CORPUS-FINDING-KIND ")
                + n[0] + " cases: " + key + (KNOWN.containsKey(key) ? " [known: " + KNOWN.get(key) + "]" : "")
                + " (first: case " + findingExamples.get(key) + ")"));
        deleteAll(files);
        System.out.println("CORPUS-DONE cases=" + (javaRun + clojureRun) + " passed=" + passed + " failed=" + failed
                + " known=" + known + " java="
                + javaRun + " clojure=" + clojureRun + " exceptions={" + Outcomes.format(exceptions).replace(" ", "") + "}");
        if (notRun > 0) {
            System.out.println("CORPUS-NOTE " + notRun + " cases could not make their arguments and were not counted");
        }
    }

    private void findGlobalSettings() {
        try {
            budget = (long) Memory.class.getMethod("budget").invoke(null);
            setBudget = Memory.class.getMethod("setBudget", long.class);
        } catch (ReflectiveOperationException e) {
            setBudget = null;
        }
        try {
            recordSites = Memory.class.getMethod("recordAllocationSites", boolean.class);
        } catch (ReflectiveOperationException e) {
            recordSites = null;
        }
    }

    /** Puts back what a case may have changed for the whole process. */
    private void restoreGlobalSettings() throws ReflectiveOperationException {
        Torch.setNumThreads(1);
        NativeLog.setLevel("warn");
        if (setBudget != null) {
            setBudget.invoke(null, budget);
        }
        if (recordSites != null) {
            recordSites.invoke(null, false);
        }
        Object closeAll = Clojure.var("clojure.core", "resolve").invoke(Clojure.read("jtorch.repl/close-all!"));
        if (closeAll instanceof clojure.lang.IFn) {
            ((clojure.lang.IFn) closeAll).invoke();
        }
    }

    /** The function a case calls: {@code Class.method(types)} or {@code ns/name}. */
    private static String function(String description) {
        if (description.startsWith("(")) {
            int end = description.indexOf(' ');
            return (end < 0 ? description.substring(1, description.length() - 1) : description.substring(1, end)).replace(")", "");
        }
        int with = description.indexOf(" with ");
        return with < 0 ? description : description.substring(0, with);
    }

    private void finding(int i, String description, String what, Throwable e) {
        String key = function(description) + ": " + what + (e == null ? "" : " " + e.getClass().getName());
        boolean isKnown = KNOWN.containsKey(key);
        if (isKnown) {
            known++;
        } else {
            failed++;
        }
        long[] n = findingCounts.computeIfAbsent(key, k -> new long[1]);
        if (n[0]++ > 0) {
            return; // the first case of each kind is printed in full
        }
        findingExamples.put(key, i + " " + description);
        System.out.println((isKnown ? "CORPUS-KNOWN " : "CORPUS-FINDING ") + i + " " + description + ": " + what
                + (e == null ? "" : ": " + e));
        if (isKnown) {
            return;
        }
        if (e != null) {
            StackTraceElement[] st = e.getStackTrace();
            for (int k = 0; k < Math.min(st.length, 12); k++) {
                System.out.println("CORPUS-FINDING     at " + st[k]);
            }
        }
    }

    private void runCase(int i, String description, CorpusCase c, Fixtures fixtures) {
        List<AutoCloseable> toClose = new ArrayList<>();
        Object result = null;
        Throwable thrown = null;
        try {
            new PointerScope(); // the case's own scope: results attach to it, stop-session frees them
            result = c.run(fixtures, toClose);
            if (result instanceof AutoCloseable && !(result instanceof Tensor) && !(result instanceof PointerScope)) {
                toClose.add((AutoCloseable) result);
            }
        } catch (Throwable e) {
            thrown = e;
        }
        boolean ok = classify(i, description, c, thrown);
        try {
            for (AutoCloseable a : toClose) {
                try {
                    a.close();
                } catch (Exception e) {
                    if (!Outcomes.isDocumented(e)) {
                        throw e;
                    }
                }
            }
            Torch.stopSession();
            fixtures.releaseMade();
            restoreGlobalSettings();
        } catch (Throwable e) {
            finding(i, description, "cleaning up after the case threw", e);
            return;
        }
        String broken = canary();
        if (broken != null) {
            finding(i, description, "the library is not usable after this case: " + broken, null);
        } else if (ok) {
            passed++;
        }
    }

    /** Whether the outcome is allowed; tallies it. */
    private boolean classify(int i, String description, CorpusCase c, Throwable e) {
        if (e == null) {
            exceptions.merge("(returned)", 1L, Long::sum);
            return true;
        }
        if (e instanceof CorpusCase.FixtureFailure) {
            notRun++;
            System.out.println("CORPUS-NOT-RUN " + i + " " + e.getMessage() + ": " + e.getCause());
            return false;
        }
        if (e instanceof ArgumentPool.CallbackFailure || ClojureCases.isPlanned(e)) {
            exceptions.merge("(callback-exception-passed-through)", 1L, Long::sum);
            return true;
        }
        if (e instanceof ClassCastException && c.polluted) {
            exceptions.merge("(ClassCastException-for-heap-polluted-generic-argument)", 1L, Long::sum);
            return true;
        }
        exceptions.merge(Outcomes.typeName(e), 1L, Long::sum);
        if (Outcomes.isDocumented(e)) {
            return true;
        }
        finding(i, description, "undocumented exception", e);
        return false;
    }

    /** Null when a small op still works, no scope is left open and printing works; else what is wrong. */
    private static String canary() {
        try {
            double v = Torch.withTorch(() -> Ops.ones(2).add(1).sum().itemDouble());
            if (v != 4.0) {
                return "ones(2).add(1).sum() is " + v;
            }
            if (PointerScope.current() != null) {
                return "a scope is still open after stop-session";
            }
            return null;
        } catch (Throwable e) {
            return e.toString();
        }
    }

    private void checkNothingLeaked(MemoryStats before) {
        Torch.stopSession();
        MemoryStats now = Memory.stats();
        for (int pass = 0; pass < 60 && now.liveTensors != before.liveTensors; pass++) {
            Torch.gc();
            now = Memory.stats();
        }
        if (now.liveTensors != before.liveTensors || now.liveBytes != before.liveBytes) {
            finding(-1, "the whole corpus", "leak: live tensors " + now.liveTensors + " (" + now.liveBytes
                    + " bytes) after, " + before.liveTensors + " (" + before.liveBytes + " bytes) before", null);
        }
    }

    private static void deleteAll(Path dir) {
        try (Stream<Path> walk = Files.walk(dir)) {
            walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (Exception e) {
            // temporary files only
        }
    }

    // ---- scripted misuse of scopes ----------------------------------------------------------------

    private interface Script {
        void run() throws Throwable;
    }

    private static CorpusCase script(String description, Script body) {
        return new CorpusCase(description, false) {
            @Override
            Object run(Fixtures f, List<AutoCloseable> toClose) throws Throwable {
                body.run();
                return null;
            }
        };
    }

    private static void expect(boolean ok, String promise) {
        if (!ok) {
            throw new AssertionError(promise);
        }
    }

    /** The exception {@code body} throws on a new thread, or null. */
    private static Throwable onOtherThread(Script body) throws InterruptedException {
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        Thread t = new Thread(() -> {
            try {
                body.run();
            } catch (Throwable e) {
                thrown.set(e);
            }
        }, "jtorch-corpus-script");
        t.start();
        t.join();
        return thrown.get();
    }

    private static List<CorpusCase> scripted() {
        List<CorpusCase> out = new ArrayList<>();
        out.add(script("scopes closed out of order: the outer first, then the inner", () -> {
            PointerScope outer = new PointerScope();
            Tensor a = Ops.ones(2);
            PointerScope inner = new PointerScope();
            Tensor b = Ops.ones(3);
            outer.close();
            expect(inner.isClosed() && a.isReleased() && b.isReleased(), "closing the outer scope closes the inner one first");
            inner.close();
        }));
        out.add(script("a middle scope closed before the innermost and the outer", () -> {
            PointerScope outer = new PointerScope();
            PointerScope middle = new PointerScope();
            PointerScope inner = new PointerScope();
            Tensor t = Ops.ones(2);
            middle.close();
            expect(inner.isClosed() && !outer.isClosed() && t.isReleased(), "middle closes inner, keeps outer");
            expect(PointerScope.current() == outer, "the outer scope is innermost again");
            outer.close();
        }));
        out.add(script("a scope closed from the wrong thread", () -> {
            PointerScope mine = new PointerScope();
            Tensor t = Ops.ones(2);
            Throwable e = onOtherThread(mine::close);
            expect(e instanceof IllegalStateException, "closing from another thread throws IllegalStateException: " + e);
            expect(!mine.isClosed() && !t.isReleased(), "and leaves the scope open");
            mine.close();
        }));
        out.add(script("attach, moveOut and detach on another thread's scope", () -> {
            PointerScope mine = new PointerScope();
            Tensor t = Ops.ones(2);
            expect(onOtherThread(() -> mine.attach(Ops.ones(1))) instanceof IllegalStateException, "attach throws");
            expect(onOtherThread(() -> mine.moveOut(t)) instanceof IllegalStateException, "moveOut throws");
            expect(onOtherThread(() -> mine.detach(List.of())) == null, "detach of nothing is allowed");
            mine.close();
            expect(t.isReleased(), "the tensor is freed by its scope");
        }));
        out.add(script("a closed scope used again", () -> {
            PointerScope s = new PointerScope();
            Tensor t = Ops.ones(2);
            s.close();
            s.close();
            expect(s.ownedCount() == 0 && t.isReleased(), "closed scopes own nothing");
            boolean attachThrew = false;
            try {
                s.attach(Ops.ones(1));
            } catch (IllegalStateException expected) {
                attachThrew = true;
            }
            expect(attachThrew, "attach to a closed scope throws IllegalStateException");
            s.detach(t);
            expect(String.valueOf(s).contains("closed"), "a closed scope prints as closed");
        }));
        out.add(script("every use of a tensor another thread's scope freed", () -> {
            Tensor[] t = new Tensor[1];
            expect(onOtherThread(() -> {
                try (PointerScope s = new PointerScope()) {
                    t[0] = Ops.ones(2, 2);
                }
            }) == null, "the other thread ran");
            Script[] uses = {() -> t[0].add(1), () -> t[0].matmul(t[0]), () -> t[0].shape(), () -> t[0].toFloatArray(),
                () -> t[0].itemDouble(), () -> t[0].reshape(4), () -> t[0].sum(new long[] {0}, true), () -> t[0].dtype()};
            for (Script use : uses) {
                try {
                    use.run();
                    throw new AssertionError("a use of a released tensor succeeded");
                } catch (IllegalStateException expected) {
                    expect(String.valueOf(expected.getMessage()).contains("released"), "the message says released");
                }
            }
            expect(t[0].toString().contains("released"), "it prints with a marker");
            t[0].close();
        }));
        out.add(script("a session started inside a scope, then stopped", () -> {
            PointerScope s = new PointerScope();
            Tensor a = Ops.ones(2);
            Torch.startSession();
            expect(s.isClosed() && a.isReleased(), "starting a session closes the scopes left open");
            Tensor b = Ops.ones(2);
            Torch.stopSession();
            expect(b.isReleased() && PointerScope.current() == null, "stopping it frees its tensors");
        }));
        return out;
    }
}
