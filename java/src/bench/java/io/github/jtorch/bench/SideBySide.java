package io.github.jtorch.bench;

import clojure.java.api.Clojure;
import clojure.lang.IFn;
import io.github.jtorch.Ops;
import io.github.jtorch.PointerScope;
import io.github.jtorch.Tensor;
import io.github.jtorch.Torch;
import io.github.jtorch.bench.threads.FreshThreads;
import io.github.jtorch.nn.Linear;
import io.github.jtorch.nn.Module;
import io.github.jtorch.nn.ReLU;
import io.github.jtorch.nn.Sequential;
import io.github.jtorch.optim.Optimizer;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * Every benchmark of docs/benchmarks.md, side by side in one run on one machine with one
 * LibTorch thread everywhere: jtorch from Java and from Clojure and Rust {@code tch} in this
 * process (the Rust loops run through JNI, see {@code bench/native/src/lib.rs}), PyTorch in a Python
 * worker process and JavaCPP's PyTorch presets in a JVM worker process (both fed commands
 * round by round over stdin). In each round every variant runs one or (short loops) many
 * short runs, interleaved in shuffled orders, where needed each after an untimed run of its
 * own (see {@link #run(Bench)}), so neither drift on a shared machine nor what ran just before favours
 * one; each figure is the median over rounds with its spread (min..max), and each ratio to Rust
 * is taken within a round before the median is taken. The memory benchmark runs each variant in
 * a fresh JVM.
 *
 * <p>Writes {@code docs/benchmarks.md} (between its generated-section markers; the hand-written
 * text around them stays), {@code docs/bench-ratios.svg} and {@code docs/bench-memory.svg}.
 *
 * <p>Usage: {@code make bench}, or {@code gradle bench} ({@code -Pquick=true}: small sizes,
 * output under {@code build/bench}). System properties: {@code bench.rounds},
 * {@code bench.out} (output directory for the three files).
 */
public final class SideBySide {
    private SideBySide() {}

    /** The systems compared, in table order. */
    enum Sys {
        RUST("Rust tch"),
        JAVA("jtorch, Java"),
        CLOJURE("jtorch, Clojure"),
        PYTORCH("PyTorch, Python"),
        JAVACPP("JavaCPP presets");

        final String label;

        Sys(String label) {
            this.label = label;
        }
    }

    /** One row of the results: one figure per system per round. */
    static final class Row {
        final String id;
        final String label;
        final String unit;
        /** Whether a ratio to Rust means something for this row. */
        final boolean ratio;
        final EnumMap<Sys, double[]> values = new EnumMap<>(Sys.class);

        Row(String id, String label, String unit, boolean ratio) {
            this.id = id;
            this.label = label;
            this.unit = unit;
            this.ratio = ratio;
        }

        boolean has(Sys s) {
            return values.containsKey(s);
        }

        double median(Sys s) {
            return Stats.median(values.get(s));
        }

        /** Per-round ratios of {@code s} to Rust. */
        double[] ratios(Sys s) {
            double[] v = values.get(s);
            double[] r = values.get(Sys.RUST);
            double[] q = new double[v.length];
            for (int i = 0; i < v.length; i++) {
                q[i] = v[i] / r[i];
            }
            return q;
        }

        double ratioMedian(Sys s) {
            return Stats.median(ratios(s));
        }
    }

    /** A benchmark: one or more rows measured by one run of each system's loop. */
    static final class Bench {
        final String name;
        final List<Row> rows;
        final EnumMap<Sys, Supplier<double[]>> runners = new EnumMap<>(Sys.class);
        /** Runs per variant per round, interleaved. */
        int chunks = 1;
        /** Whether each run comes after an untimed one of the same variant. */
        boolean warmEach = true;

        Bench(String name, Row... rows) {
            this.name = name;
            this.rows = List.of(rows);
        }

        /** {@code k} short runs per variant per round, with no untimed run before them. */
        Bench chunked(int k) {
            chunks = k;
            warmEach = false;
            return this;
        }

        /** {@code k} short runs per variant per round, each after an untimed run of its own. */
        Bench chunkedWarm(int k) {
            chunks = k;
            warmEach = true;
            return this;
        }

        Bench on(Sys s, Supplier<double[]> runner) {
            runners.put(s, runner);
            return this;
        }
    }

    static final class Stats {
        private Stats() {}

        static double median(double[] xs) {
            double[] s = xs.clone();
            Arrays.sort(s);
            int n = s.length;
            return n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
        }

        static double min(double[] xs) {
            return Arrays.stream(xs).min().orElse(Double.NaN);
        }

        static double max(double[] xs) {
            return Arrays.stream(xs).max().orElse(Double.NaN);
        }
    }

    /** A worker process spoken to one command a line (scripts/bench_worker.py, JavacppWorker). */
    static final class Worker implements AutoCloseable {
        final String name;
        final Process process;
        final BufferedReader in;
        final Writer out;
        final String hello;

        Worker(String name, List<String> command, Map<String, String> env) throws IOException {
            this.name = name;
            ProcessBuilder pb = new ProcessBuilder(command);
            pb.environment().putAll(env);
            pb.redirectError(ProcessBuilder.Redirect.INHERIT);
            process = pb.start();
            in = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
            out = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
            String first = in.readLine();
            if (first == null || !first.startsWith("ready ")) {
                process.destroyForcibly();
                throw new IOException("the " + name + " worker did not start (" + command + "): " + first);
            }
            hello = first.substring(6).trim();
        }

        long[] call(String command) {
            try {
                out.write(command + "\n");
                out.flush();
                String reply = in.readLine();
                if (reply == null) {
                    throw new IllegalStateException("the " + name + " worker died on: " + command);
                }
                return Arrays.stream(reply.trim().split("\\s+")).mapToLong(Long::parseLong).toArray();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public void close() throws IOException, InterruptedException {
            out.close();
            if (!process.waitFor(60, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        }
    }

    // ------------------------------------------------------------------ sizes

    static final boolean QUICK = Boolean.parseBoolean(System.getProperty("bench.quick", "false"));
    static final int ROUNDS = Integer.getInteger("bench.rounds", QUICK ? 3 : 31);
    static final int WARMUP_RUNS = QUICK ? 1 : 3;
    /** Seed of the rounds' orders. */
    static final long ORDER_SEED = 1;
    /**
     * Short runs per round of the short-loop benchmarks (add, matmul, scope, retention): the
     * per-op figures swing by 2x within seconds on a shared VM, so a round's figure for each
     * variant is the mean of short runs spread over the whole round.
     */
    static final int CHUNKS = QUICK ? 2 : 20;
    /** Short runs per round of the benchmarks that make and free many tensors at once, or take long. */
    static final int SCOPE_CHUNKS = QUICK ? 2 : 3;
    static final int MLP_CHUNKS = QUICK ? 2 : 4;
    static final int THREAD_CHUNKS = 1;
    /** Ops of one short run; a round has {@link #CHUNKS} of them per variant. */
    static final int ADD_OPS = 1_000;
    static final int MATMUL_OPS = 100;
    static final int[] SCOPE_N = {10, 1_000, 100_000};
    static final int[] SCOPE_CYCLES = QUICK ? new int[] {100, 2, 1} : new int[] {250, 3, 1};
    static final int[] RETAIN_M = {10, 1_000};
    static final int[] RETAIN_CYCLES = QUICK ? new int[] {100, 2} : new int[] {250, 3};
    static final int MLP_STEPS = QUICK ? 5 : 20;
    /** Short runs per round of the transformer LM and LSTM steps, each after an untimed run. */
    static final int TRAIN_CHUNKS = 2;
    /** Steps of one such run (tens of milliseconds each). */
    static final int TRAIN_STEPS = QUICK ? 1 : 3;
    /** Steps whose losses are compared across the variants before those benchmarks. */
    static final int CHECK_STEPS = 3;
    /** Benchmarks to run (names, comma-separated; all when empty): a focused run writes under build/bench. */
    static final List<String> ONLY = System.getProperty("bench.only", "").isBlank() ? List.of()
            : List.of(System.getProperty("bench.only").split(","));
    static final int THREAD_OPS = QUICK ? 5_000 : 10_000;
    /** 2-thread runs in one scaling figure, each between two 1-thread runs (see {@link #scaling}). */
    static final int THREAD_PAIRS = QUICK ? 2 : 10;
    static final int MEMORY_STEPS = QUICK ? 10_000 : 100_000;
    static final int MEMORY_EVERY = QUICK ? 250 : 1_000;
    /** Long enough for the JIT to have compiled the step and the sampling before the first sample. */
    static final int MEMORY_WARMUP = QUICK ? 1_000 : 20_000;
    /** JVM settings of every memory run: a fixed, pre-touched heap, so heap growth is not counted. */
    static final List<String> MEMORY_JVM = List.of("-Xms256m", "-Xmx256m", "-XX:+AlwaysPreTouch", "-XX:+UseG1GC");
    /**
     * The fixed heap of this JVM (gradle/bench.gradle's benchHeap), given to the JavaCPP worker too,
     * pre-touched as this JVM's is (gradle/bench.gradle's benchJvm).
     */
    static final String HEAP = System.getProperty("bench.heap", "1g");
    /** The JavaCPP worker's heap settings: this JVM's. */
    static final List<String> WORKER_HEAP = List.of("-Xms" + HEAP, "-Xmx" + HEAP, "-XX:+AlwaysPreTouch");

    /**
     * JavaCPP's own settings for speed: no byte or resident-set limits to check on every
     * allocation (its defaults read the resident set size under a global lock each time). Its
     * garbage-collector fallback stays on, as jtorch's does.
     */
    static final List<String> JAVACPP_JVM = List.of("-Dorg.bytedeco.javacpp.maxBytes=0", "-Dorg.bytedeco.javacpp.maxPhysicalBytes=0");

    private static volatile Object sink;

    // ------------------------------------------------------------------ jtorch from Java

    static long javaAdd(Tensor a, Tensor b, int n) {
        long t0 = System.nanoTime();
        for (int i = 0; i < n; i++) {
            try (PointerScope s = new PointerScope()) {
                a.add(b);
            }
        }
        return System.nanoTime() - t0;
    }

    static long javaMatmul(Tensor a, Tensor b, int n) {
        long t0 = System.nanoTime();
        for (int i = 0; i < n; i++) {
            try (PointerScope s = new PointerScope()) {
                a.matmul(b);
            }
        }
        return System.nanoTime() - t0;
    }

    static long[] javaScope(Tensor a, Tensor b, int cycles, int n) {
        long total = 0;
        long closing = 0;
        for (int c = 0; c < cycles; c++) {
            long t0 = System.nanoTime();
            long made;
            try (PointerScope s = new PointerScope()) {
                for (int i = 0; i < n; i++) {
                    a.add(b);
                }
                made = System.nanoTime();
            }
            long end = System.nanoTime();
            total += end - t0;
            closing += end - made;
        }
        return new long[] {total, closing};
    }

    static long javaRetain(Tensor a, Tensor b, int cycles, int m) {
        long t0 = System.nanoTime();
        for (int c = 0; c < cycles; c++) {
            try (PointerScope outer = new PointerScope()) {
                sink = Torch.withTorch(() -> {
                    List<Map<String, Tensor>> layers = new ArrayList<>(m / 2);
                    for (int i = 0; i < m / 2; i++) {
                        Map<String, Tensor> layer = new HashMap<>(4);
                        layer.put("w", a.add(b));
                        layer.put("b", a.add(b));
                        layers.add(layer);
                    }
                    return Map.of("layers", layers);
                });
            }
        }
        sink = null;
        return System.nanoTime() - t0;
    }

    static long javaThreads(int k, int n) {
        return FreshThreads.run(k, start -> {
            try (PointerScope own = new PointerScope()) {
                Tensor a = Ops.ones(4);
                Tensor b = Ops.ones(4);
                start.run();
                return javaAdd(a, b, n);
            }
        });
    }

    /**
     * Rust's own add loop ({@link Baseline#rustAddLoop}, one native call a run, no jtorch op in
     * it) on {@code k} threads the JVM starts: against {@link Baseline#rustAddThreads}, the same
     * loop on threads Rust starts, it shows what the kind of thread does to the scaling.
     */
    static long rustOnJvmThreads(int k, int n) {
        return FreshThreads.run(k, start -> {
            start.run();
            return Baseline.rustAddLoop(n);
        });
    }

    // ------------------------------------------------------------------ helpers

    static double[] per(long ns, double units) {
        return new double[] {ns / units};
    }

    /** A scope cycle at one size: {total, closing} nanoseconds of {@code cycles} cycles of {@code n} tensors. */
    interface ScopeCycle {
        long[] run(int cycles, int n);
    }

    /** Runs every scope size once: per tensor, {total, closing} for each size in turn. */
    static double[] perTensor(ScopeCycle c) {
        double[] out = new double[2 * SCOPE_N.length];
        for (int i = 0; i < SCOPE_N.length; i++) {
            long[] r = c.run(SCOPE_CYCLES[i], SCOPE_N[i]);
            double tensors = (double) SCOPE_CYCLES[i] * SCOPE_N[i];
            out[2 * i] = r[0] / tensors;
            out[2 * i + 1] = r[1] / tensors;
        }
        return out;
    }

    /**
     * Runs one measurement on inputs made for it and freed after it (in a scope around it), as
     * the Rust loops and the workers do: every run gets fresh inputs. Where a model's tensors
     * land in memory changes its step time by a few percent, so inputs kept for a whole run would
     * bias one variant for the whole run.
     */
    static double[] fresh(Supplier<double[]> measurement) {
        try (PointerScope inputs = new PointerScope()) {
            return measurement.get();
        }
    }

    static long asLong(Object o) {
        return ((Number) o).longValue();
    }

    /**
     * Scaling from one thread to two: runs one thread, then {@link #THREAD_PAIRS} times two
     * threads and one thread (the same loop, fresh threads each time), and answers the 1-thread
     * time per op and the 2-thread runs' throughput over the 1-thread runs'. Short runs in
     * alternation: the machine's slow spells last longer than one run, so each lands on both
     * kinds of run instead of on one long run of one kind.
     */
    static double[] scaling(java.util.function.IntToLongFunction threads, int n) {
        long ones = threads.applyAsLong(1);
        long twos = 0;
        for (int p = 0; p < THREAD_PAIRS; p++) {
            twos += threads.applyAsLong(2);
            ones += threads.applyAsLong(1);
        }
        double oneMean = ones / (double) (THREAD_PAIRS + 1);
        double twoMean = twos / (double) THREAD_PAIRS;
        return new double[] {oneMean / n, 2.0 * oneMean / twoMean};
    }

    static String readFirstLine(List<String> command) {
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            String line = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8)).readLine();
            p.waitFor(30, TimeUnit.SECONDS);
            return line == null ? "unknown" : line.trim();
        } catch (IOException e) {
            return "unknown";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "unknown";
        }
    }

    static String loadAverage() {
        try {
            String[] f = Files.readString(Path.of("/proc/loadavg")).trim().split("\\s+");
            return f[0] + " " + f[1] + " " + f[2];
        } catch (IOException e) {
            return "unknown";
        }
    }

    // ------------------------------------------------------------------ the run

    public static void main(String[] args) throws Exception {
        Path out = Path.of(System.getProperty("bench.out", QUICK || !ONLY.isEmpty() ? "build/bench" : "docs"));
        Files.createDirectories(out);
        Map<String, String> info = new LinkedHashMap<>();
        info.put("load at start", loadAverage());
        Torch.setNumThreads(1);
        Torch.manualSeed(0);
        Path torchHome = Path.of(Torch.libtorchLocation()).getParent();
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Map<String, String> oneThread = Map.of("OMP_NUM_THREADS", "1", "MKL_NUM_THREADS", "1", "OPENBLAS_NUM_THREADS", "1");

        Worker python = null;
        try {
            Map<String, String> env = new HashMap<>(oneThread);
            env.put("PYTHONPATH", torchHome.toString());
            env.put("PYTHONWARNINGS", "ignore");
            python = new Worker("PyTorch", List.of("python3", "scripts/bench_worker.py"), env);
        } catch (IOException e) {
            System.err.println("bench: no PyTorch column: " + e.getMessage());
        }
        String javacppClasspath = System.getProperty("bench.javacpp.classpath", "");
        List<String> javacppCommand = new ArrayList<>(List.of(java));
        javacppCommand.addAll(WORKER_HEAP);
        javacppCommand.addAll(JAVACPP_JVM);
        javacppCommand.addAll(List.of("-cp", javacppClasspath, "io.github.jtorch.bench.javacpp.JavacppWorker"));
        Worker javacpp = null;
        if (!javacppClasspath.isEmpty()) {
            try {
                javacpp = new Worker("JavaCPP", javacppCommand, oneThread);
            } catch (IOException e) {
                System.err.println("bench: no JavaCPP column: " + e.getMessage());
            }
        }

        IFn require = Clojure.var("clojure.core", "require");
        require.invoke(Clojure.read("jtorch.bench.side"));
        require.invoke(Clojure.read("jtorch.bench.mlp"));
        IFn cljAdd = Clojure.var("jtorch.bench.side", "add-loop");
        IFn cljMatmul = Clojure.var("jtorch.bench.side", "matmul-loop");
        IFn cljScope = Clojure.var("jtorch.bench.side", "scope-cycle");
        IFn cljRetain = Clojure.var("jtorch.bench.side", "retain-cycle");
        IFn cljThreads = Clojure.var("jtorch.bench.side", "add-threads");
        IFn cljTrainer = Clojure.var("jtorch.bench.mlp", "make-trainer");
        require.invoke(Clojure.read("jtorch.bench.train"));
        IFn cljTransformer = Clojure.var("jtorch.bench.train", "transformer");
        IFn cljLstm = Clojure.var("jtorch.bench.train", "lstm");

        List<Bench> benches = new ArrayList<>();
        final Worker py = python;
        final Worker jc = javacpp;

        Bench add = new Bench("add", new Row("add", "add, 4-element tensors", "ns/op", true)).chunked(CHUNKS)
                .on(Sys.RUST, () -> per(Baseline.rustAddLoop(ADD_OPS), ADD_OPS))
                .on(Sys.JAVA, () -> fresh(() -> per(javaAdd(Ops.ones(4), Ops.ones(4), ADD_OPS), ADD_OPS)))
                .on(Sys.CLOJURE, () -> fresh(() -> per(asLong(cljAdd.invoke(Ops.ones(4), Ops.ones(4), ADD_OPS)), ADD_OPS)));
        Bench matmul = new Bench("matmul", new Row("matmul", "matmul, 64x64", "ns/op", true)).chunked(CHUNKS)
                .on(Sys.RUST, () -> per(Baseline.rustMatmulLoop(MATMUL_OPS), MATMUL_OPS))
                .on(Sys.JAVA, () -> fresh(() -> per(javaMatmul(Ops.randn(64, 64), Ops.randn(64, 64), MATMUL_OPS), MATMUL_OPS)))
                .on(Sys.CLOJURE, () -> fresh(() -> per(asLong(cljMatmul.invoke(Ops.randn(64, 64), Ops.randn(64, 64), MATMUL_OPS)),
                        MATMUL_OPS)));
        benches.add(add);
        benches.add(matmul);
        // One bench for every N, so that each round measures all three sizes back to back and
        // the growth from one size to the next is read within a round.
        Row[] scopeRows = new Row[2 * SCOPE_N.length];
        for (int i = 0; i < SCOPE_N.length; i++) {
            int n = SCOPE_N[i];
            scopeRows[2 * i] = new Row("scope" + n, String.format(Locale.ROOT, "scope: open, make %,d, close", n), "ns/tensor", true);
            scopeRows[2 * i + 1] = new Row("close" + n, String.format(Locale.ROOT, "scope close (Rust: drop), %,d tensors", n),
                    "ns/tensor", true);
        }
        Bench scope = new Bench("scope", scopeRows).chunkedWarm(SCOPE_CHUNKS)
                .on(Sys.RUST, () -> perTensor((cycles, n) -> Baseline.rustScopeCycle(cycles, n)))
                .on(Sys.JAVA, () -> fresh(() -> {
                    Tensor a = Ops.ones(4);
                    Tensor b = Ops.ones(4);
                    return perTensor((cycles, n) -> javaScope(a, b, cycles, n));
                }))
                .on(Sys.CLOJURE, () -> fresh(() -> {
                    Tensor a = Ops.ones(4);
                    Tensor b = Ops.ones(4);
                    return perTensor((cycles, n) -> {
                        List<?> r = (List<?>) cljScope.invoke(a, b, cycles, n);
                        return new long[] {asLong(r.get(0)), asLong(r.get(1))};
                    });
                }));
        if (py != null) {
            scope.on(Sys.PYTORCH, () -> perTensor((cycles, n) -> py.call("scope " + cycles + " " + n)));
        }
        if (jc != null) {
            scope.on(Sys.JAVACPP, () -> perTensor((cycles, n) -> jc.call("scope " + cycles + " " + n)));
        }
        benches.add(scope);
        for (int i = 0; i < RETAIN_M.length; i++) {
            int m = RETAIN_M[i];
            int cycles = RETAIN_CYCLES[i];
            double tensors = (double) m * cycles;
            Bench r = new Bench("retain" + m,
                    new Row("retain" + m, String.format(Locale.ROOT, "result retention, nested map of %,d", m), "ns/tensor", true))
                    .chunkedWarm(SCOPE_CHUNKS)
                    .on(Sys.RUST, () -> per(Baseline.rustRetainCycle(cycles, m), tensors))
                    .on(Sys.JAVA, () -> fresh(() -> per(javaRetain(Ops.ones(4), Ops.ones(4), cycles, m), tensors)))
                    .on(Sys.CLOJURE, () -> fresh(() -> per(asLong(cljRetain.invoke(Ops.ones(4), Ops.ones(4), cycles, m)), tensors)));
            String cmd = "retain " + cycles + " " + m;
            if (py != null) {
                r.on(Sys.PYTORCH, () -> per(py.call(cmd)[0], tensors));
            }
            if (jc != null) {
                r.on(Sys.JAVACPP, () -> per(jc.call(cmd)[0], tensors));
            }
            benches.add(r);
        }
        Bench mlp = new Bench("mlp", new Row("mlp", "MLP training step (784-256-10, batch 64, Adam)", "us/step", true))
                .chunkedWarm(MLP_CHUNKS)
                .on(Sys.RUST, () -> per(Baseline.rustMlpLoop(MLP_STEPS), MLP_STEPS * 1e3))
                .on(Sys.JAVA, () -> fresh(() -> {
                    Torch.manualSeed(0);
                    Module model = new Sequential(new Linear(784, 256), new ReLU(), new Linear(256, 10));
                    Optimizer opt = Optimizer.adam(model.parameters(), 1e-3);
                    Tensor x = Ops.randn(64, 784);
                    Tensor y = Ops.randint(0, 10, new long[] {64}, null, null);
                    return per(MlpBench.javaSteps(model, opt, x, y, MLP_STEPS), MLP_STEPS * 1e3);
                }))
                .on(Sys.CLOJURE, () -> fresh(() -> per(asLong(((IFn) cljTrainer.invoke()).invoke(MLP_STEPS)), MLP_STEPS * 1e3)));
        benches.add(mlp);
        Bench transformer = trainBench("transformer",
                "transformer LM training step (2 pre-norm layers, d 128, 4 heads, 16 x 64 tokens, causal, AdamW)",
                Baseline::rustTransformerLoop, TrainSteps::transformer, n -> (double[]) cljTransformer.invoke(n), py, "lm");
        Bench lstm = trainBench("lstm", "LSTM training step (64-128, 2 layers, 32 x 50 steps, Linear 128-10, Adam)",
                Baseline::rustLstmLoop, TrainSteps::lstm, n -> (double[]) cljLstm.invoke(n), py, "lstm");
        benches.add(transformer);
        benches.add(lstm);
        Bench threads = new Bench("threads",
                new Row("thread1", "add on 1 thread (this benchmark's baseline)", "ns/op", true),
                new Row("scaling", "2 threads: throughput over 1 thread's", "x", false))
                .chunkedWarm(THREAD_CHUNKS)
                .on(Sys.RUST, () -> scaling(k -> Baseline.rustAddThreads(k, THREAD_OPS), THREAD_OPS))
                .on(Sys.JAVA, () -> scaling(k -> javaThreads(k, THREAD_OPS), THREAD_OPS))
                .on(Sys.CLOJURE, () -> scaling(k -> asLong(cljThreads.invoke(k, THREAD_OPS)), THREAD_OPS));
        benches.add(threads);
        // What the machine itself gives two threads at that moment: plain arithmetic, no LibTorch.
        long spin = QUICK ? 20_000_000L : 100_000_000L;
        // One dependency chain leaves most of a core idle; independent chains take all of it, so
        // two threads on the two halves of one core would scale far less on them.
        benches.add(new Bench("machine",
                new Row("spin", "2 threads of plain arithmetic, one dependency chain (no LibTorch): the machine's ceiling", "x", false),
                new Row("spin-wide", "2 threads of plain arithmetic, eight independent chains (no LibTorch)", "x", false),
                new Row("jvm-threads", "2 JVM threads each running Rust's add loop (no jtorch op): what the kind of thread gives", "x",
                        false))
                .on(Sys.RUST, () -> new double[] {
                    2.0 * Baseline.rustSpinThreads(1, spin, false) / Baseline.rustSpinThreads(2, spin, false),
                    2.0 * Baseline.rustSpinThreads(1, spin / 4, true) / Baseline.rustSpinThreads(2, spin / 4, true),
                    scaling(k -> rustOnJvmThreads(k, THREAD_OPS), THREAD_OPS)[1]}));
        // The workers' simple rows.
        Object[][] simple = {
            {add, "add " + ADD_OPS, (double) ADD_OPS},
            {matmul, "matmul " + MATMUL_OPS, (double) MATMUL_OPS},
            {mlp, "mlp " + MLP_STEPS, MLP_STEPS * 1e3},
        };
        for (Object[] s : simple) {
            Bench bench = (Bench) s[0];
            String cmd = (String) s[1];
            double units = (Double) s[2];
            if (py != null) {
                bench.on(Sys.PYTORCH, () -> per(py.call(cmd)[0], units));
            }
            if (jc != null) {
                bench.on(Sys.JAVACPP, () -> per(jc.call(cmd)[0], units));
            }
        }
        if (py != null) {
            threads.on(Sys.PYTORCH, () -> scaling(k -> py.call("threads " + k + " " + THREAD_OPS)[0], THREAD_OPS));
        }
        if (jc != null) {
            threads.on(Sys.JAVACPP, () -> scaling(k -> jc.call("threads " + k + " " + THREAD_OPS)[0], THREAD_OPS));
        }

        if (!ONLY.isEmpty()) {
            benches.removeIf(b -> !ONLY.contains(b.name));
        }
        long started = System.nanoTime();
        for (Bench bench : benches) {
            if (bench == transformer || bench == lstm) {
                info.put("loss check, " + bench.name, checkLosses(bench));
            }
            run(bench);
        }
        if (python != null) {
            info.put("PyTorch", python.hello);
            python.close();
        }
        if (javacpp != null) {
            info.put("JavaCPP presets", "org.bytedeco:pytorch " + javacpp.hello + " (linux-x86_64)");
            javacpp.close();
        }

        // Memory: each variant in a fresh JVM with the same heap settings.
        Map<String, long[][]> memory = new LinkedHashMap<>();
        boolean memoryRuns = ONLY.isEmpty() || ONLY.contains("memory");
        String memArgs = MEMORY_STEPS + " " + MEMORY_EVERY + " " + MEMORY_WARMUP;
        String benchClasspath = System.getProperty("bench.classpath", System.getProperty("java.class.path"));
        for (String mode : memoryRuns ? List.of("scoped", "gc") : List.<String>of()) {
            List<String> cmd = new ArrayList<>(List.of(java));
            cmd.addAll(MEMORY_JVM);
            cmd.addAll(List.of("-cp", benchClasspath, "io.github.jtorch.bench.MemoryRun", mode));
            cmd.addAll(List.of(memArgs.split(" ")));
            System.err.println("bench: memory, jtorch " + mode);
            memory.put(mode.equals("scoped") ? "jtorch, scope per step" : "jtorch, GC only (no scope)", runMemory(cmd, oneThread));
        }
        if (javacpp != null && memoryRuns) {
            List<String> cmd = new ArrayList<>(List.of(java));
            cmd.addAll(MEMORY_JVM);
            cmd.addAll(JAVACPP_JVM);
            cmd.addAll(List.of("-cp", javacppClasspath, "io.github.jtorch.bench.javacpp.JavacppWorker"));
            System.err.println("bench: memory, JavaCPP");
            try (Worker w = new Worker("JavaCPP memory", cmd, oneThread)) {
                memory.put("JavaCPP, PointerScope per step", new long[][] {w.call("memory " + memArgs)});
            }
        }
        double minutes = (System.nanoTime() - started) / 60e9;

        info.put("load at end", loadAverage());
        info.put("duration", String.format(Locale.ROOT, "%.1f min", minutes));
        BenchReport report = new BenchReport(benches, memory, info, torchHome);
        report.write(out);
        report.writeRaw(Path.of("build", "bench", "raw.tsv"));
        System.out.println(report.consoleSummary());
        // The Clojure futures' threads would keep the JVM up for another minute.
        Clojure.var("clojure.core", "shutdown-agents").invoke();
    }

    /** A step of one of TrainSteps' models: {nanoseconds, the loss of each step} of {@code n} steps. */
    interface Steps {
        double[] run(int n);
    }

    /** Each system's losses of the first steps, run before the benchmark's timed runs, by system. */
    static final Map<Bench, EnumMap<Sys, Steps>> STEPS = new HashMap<>();

    /**
     * A training-step benchmark of {@link TrainSteps}' models: Rust, Java and Clojure in this
     * process, PyTorch through the worker's {@code command}; us a step.
     */
    static Bench trainBench(String name, String label, Steps rust, Steps java, Steps clojure, Worker py, String command) {
        EnumMap<Sys, Steps> steps = new EnumMap<>(Sys.class);
        steps.put(Sys.RUST, rust);
        steps.put(Sys.JAVA, n -> fresh(() -> java.run(n)));
        steps.put(Sys.CLOJURE, n -> fresh(() -> clojure.run(n)));
        if (py != null) {
            steps.put(Sys.PYTORCH, n -> {
                long[] r = py.call(command + " " + n);
                double[] d = new double[r.length];
                d[0] = r[0];
                for (int i = 1; i < r.length; i++) {
                    d[i] = r[i] / 1e9;
                }
                return d;
            });
        }
        Bench b = new Bench(name, new Row(name, label, "us/step", true)).chunkedWarm(TRAIN_CHUNKS);
        steps.forEach((s, st) -> b.on(s, () -> per((long) st.run(TRAIN_STEPS)[0], TRAIN_STEPS * 1e3)));
        STEPS.put(b, steps);
        return b;
    }

    /**
     * Runs {@link #CHECK_STEPS} steps of every system from the same parameters and inputs and
     * compares each step's loss with Rust's: a system that computes something else stops the
     * run. The first loss agrees to float rounding; later ones move apart a little, since the
     * systems' optimizers and PyTorch's packed input projection round differently.
     */
    static String checkLosses(Bench bench) {
        EnumMap<Sys, Steps> steps = STEPS.get(bench);
        double[] rust = steps.get(Sys.RUST).run(CHECK_STEPS);
        StringBuilder line = new StringBuilder();
        for (Map.Entry<Sys, Steps> e : steps.entrySet()) {
            double[] l = e.getKey() == Sys.RUST ? rust : e.getValue().run(CHECK_STEPS);
            double worst = 0;
            for (int i = 1; i <= CHECK_STEPS; i++) {
                worst = Math.max(worst, Math.abs(l[i] - rust[i]) / Math.abs(rust[i]));
            }
            line.append(line.length() == 0 ? "" : "; ").append(e.getKey().label).append(' ');
            for (int i = 1; i <= CHECK_STEPS; i++) {
                line.append(i == 1 ? "" : ", ").append(String.format(Locale.ROOT, "%.6f", l[i]));
            }
            if (worst > 1e-4) {
                throw new IllegalStateException(bench.name + ": " + e.getKey().label + "'s losses " + Arrays.toString(l)
                        + " differ from Rust's " + Arrays.toString(rust) + " by up to " + worst + " (relative)");
            }
        }
        System.err.println("bench: " + bench.name + " losses of the first " + CHECK_STEPS + " steps: " + line);
        return line.toString();
    }

    /** Runs a memory variant in its own process; its lines of numbers. */
    static long[][] runMemory(List<String> cmd, Map<String, String> env) throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder(cmd);
        pb.environment().putAll(env);
        pb.redirectError(ProcessBuilder.Redirect.INHERIT);
        Process p = pb.start();
        List<long[]> lines = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line; (line = in.readLine()) != null;) {
                if (!line.isBlank()) {
                    lines.add(Arrays.stream(line.trim().split("\\s+")).mapToLong(Long::parseLong).toArray());
                }
            }
        }
        if (p.waitFor() != 0) {
            throw new IllegalStateException("memory run failed: " + cmd);
        }
        return lines.toArray(new long[0][]);
    }

    /**
     * Warm-up, then ROUNDS rounds. A round is a full garbage collection, then {@code chunks}
     * runs of every system, each set in an order of its own (shuffled, from a fixed seed: a
     * rerun uses the same orders); a system's figure for the round is the mean of its runs.
     * Short runs spread over the whole round let all systems see the same mix of the machine's
     * fast and slow spells. What a run costs also depends on what ran just before it (garbage
     * another variant left in this JVM, the caches another process left cold, the state another
     * variant left glibc's heap in): a fixed or alternating order would hand the same neighbour
     * to the same variant round after round, and bias its figure one way for the whole run;
     * and where runs make and free many tensors at once ({@link Bench#warmEach}), each timed run
     * comes after an untimed one of the same system, since what one system's frees leave in
     * the C library's heap is otherwise paid by the next system's first large allocation (Rust's
     * scope of 1,000 tensors measured 11 µs a tensor instead of 0.8 µs after jtorch's scope of
     * 100,000).
     */
    static void run(Bench bench) {
        List<Sys> order = new ArrayList<>(bench.runners.keySet());
        System.err.printf(Locale.ROOT, "bench: %s (%s)%n", bench.name, order);
        for (Row row : bench.rows) {
            for (Sys s : order) {
                row.values.put(s, new double[ROUNDS]);
            }
        }
        for (int w = 0; w < WARMUP_RUNS; w++) {
            for (Sys s : order) {
                bench.runners.get(s).get();
            }
        }
        Random orders = new Random(ORDER_SEED);
        for (int r = 0; r < ROUNDS; r++) {
            runRound(bench, order, orders, r);
        }
    }

    /** Round {@code r} of a benchmark (see {@link #run(Bench)}). */
    static void runRound(Bench bench, List<Sys> order, Random orders, int r) {
        System.gc();
        EnumMap<Sys, double[]> mean = new EnumMap<>(Sys.class);
        for (int c = 0; c < bench.chunks; c++) {
            Collections.shuffle(order, orders);
            for (Sys s : order) {
                if (bench.warmEach) {
                    bench.runners.get(s).get();
                }
                double[] v = bench.runners.get(s).get();
                double[] m = mean.computeIfAbsent(s, k -> new double[v.length]);
                for (int k = 0; k < v.length; k++) {
                    m[k] += v[k] / bench.chunks;
                }
            }
        }
        for (Sys s : order) {
            for (int k = 0; k < bench.rows.size(); k++) {
                bench.rows.get(k).values.get(s)[r] = mean.get(s)[k];
            }
        }
    }
}
