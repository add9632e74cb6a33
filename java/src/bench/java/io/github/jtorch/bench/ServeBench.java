package io.github.jtorch.bench;

import io.github.jtorch.Autograd;
import io.github.jtorch.Memory;
import io.github.jtorch.MemoryStats;
import io.github.jtorch.Ops;
import io.github.jtorch.PointerScope;
import io.github.jtorch.Tensor;
import io.github.jtorch.Torch;
import io.github.jtorch.jit.Jit;
import io.github.jtorch.jit.ScriptModule;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Serving one TorchScript module from many threads at once: the classifier that
 * scripts/export_serving_model.py exports (at the start of each run), served by (a) jtorch from
 * Java, T threads each calling {@code forward} under no-grad in a {@link PointerScope} of its
 * own per call; (b) PyTorch in Python, the same file loaded with {@code torch.jit.load}, T
 * Python threads, each call under {@code torch.no_grad()} (scripts/bench_serve.py, a worker
 * process); (c) Rust tch's {@code CModule}, T Rust threads, each call under a no-grad guard
 * (src/bench/serve.rs, in this process). Every side serves the same fixed request batch for a
 * fixed time after a warm-up, with the same LibTorch intra-op thread count, and the three are
 * interleaved round by round. Prints, per T, each side's throughput (calls/s) and p50/p99
 * latency (medians over rounds), the paired per-round ratios jtorch/PyTorch throughput and
 * jtorch/Rust p50, and each side's resident memory (jtorch's live tensors too) after its
 * warm-up, after half the rounds and after the last (jtorch's after each round too).
 *
 * <p>Usage: {@code gradle benchServe} (40 rounds of 0.5 s a side after 5 s of warm-up, T = 2 and 8);
 * {@code -Pquick=true} for a short check (one round of one second, T = 2); {@code -Pthreads=2,8},
 * {@code -Prounds=}, {@code -Pseconds=}, {@code -Pbatch=} (rows per request) and
 * {@code -PintraOp=} (LibTorch intra-op threads, every side) change the run.
 */
public final class ServeBench {
    static {
        Torch.libtorchVersion(); // loads LibTorch and the native core
    }

    private ServeBench() {}

    /** The exported classifier's input width (scripts/export_serving_model.py). */
    static final int FEATURES = 64;

    /** {@code threads} Rust threads calling tch's CModule of {@code file}; {wall ns, checksum bits, latency ns...}. */
    static native long[] rustServe(String file, int threads, int rows, int features, long nanos);

    /** LibTorch's {intra-op, inter-op} thread counts in this process (jtorch's and Rust's). */
    static native long[] threadSettings();

    /** One timed run of one side. */
    static final class Run {
        final double callsPerSecond;
        final long[] sortedLatencies;
        /** The process's resident bytes and jtorch's live tensors when the run ended. */
        final long rssAfter;
        final long liveAfter;

        Run(long wallNs, long[] latencies, long rssAfter, long liveAfter) {
            this.callsPerSecond = latencies.length / (wallNs / 1e9);
            this.sortedLatencies = latencies;
            Arrays.sort(latencies);
            this.rssAfter = rssAfter;
            this.liveAfter = liveAfter;
        }

        /** The latency at quantile {@code q} (nearest rank), in microseconds. */
        double percentileUs(double q) {
            int n = sortedLatencies.length;
            return n == 0 ? Double.NaN : sortedLatencies[Math.max(0, (int) Math.ceil(q * n) - 1)] / 1e3;
        }
    }

    interface Side {
        Run run(int threads, double seconds) throws Exception;
    }

    /** A thread's latencies, grown as needed. */
    private static final class Latencies {
        long[] values = new long[1 << 16];
        int n;

        void add(long v) {
            if (n == values.length) {
                values = Arrays.copyOf(values, n * 2);
            }
            values[n++] = v;
        }
    }

    /** jtorch: {@code threads} fresh Java threads, each call in its own scope under no-grad. */
    static Run javaServe(ScriptModule model, Tensor x, int threads, double seconds) throws Exception {
        long nanos = (long) (seconds * 1e9);
        CyclicBarrier start = new CyclicBarrier(threads + 1);
        Latencies[] lat = new Latencies[threads];
        AtomicReference<Throwable> failed = new AtomicReference<>();
        Thread[] ts = new Thread[threads];
        for (int k = 0; k < threads; k++) {
            Latencies mine = lat[k] = new Latencies();
            ts[k] = new Thread(() -> {
                try {
                    start.await();
                    long end = System.nanoTime() + nanos;
                    for (long t0 = System.nanoTime(); t0 < end; t0 = System.nanoTime()) {
                        try (PointerScope call = new PointerScope(); Autograd.NoGrad g = Autograd.noGrad()) {
                            model.forward(x);
                        }
                        mine.add(System.nanoTime() - t0);
                    }
                } catch (Throwable e) {
                    failed.compareAndSet(null, e);
                }
            }, "serve-" + k);
            ts[k].start();
        }
        start.await();
        long t0 = System.nanoTime();
        for (Thread t : ts) {
            t.join();
        }
        long wall = System.nanoTime() - t0;
        if (failed.get() != null) {
            throw new IllegalStateException("a serving thread failed", failed.get());
        }
        MemoryStats after = Memory.stats();
        int total = 0;
        for (Latencies l : lat) {
            total += l.n;
        }
        long[] all = new long[total];
        int at = 0;
        for (Latencies l : lat) {
            System.arraycopy(l.values, 0, all, at, l.n);
            at += l.n;
        }
        return new Run(wall, all, after.rssBytes, after.liveTensors);
    }

    /** Rust tch, in this process: no jtorch tensors, so its live tensor counts are jtorch's (unchanged). */
    static Run rustServe(String file, int rows, int threads, double seconds) {
        long[] r = rustServe(file, threads, rows, FEATURES, (long) (seconds * 1e9));
        MemoryStats after = Memory.stats();
        return new Run(r[0], Arrays.copyOfRange(r, 2, r.length), after.rssBytes, after.liveTensors);
    }

    /** PyTorch, in its worker process (scripts/bench_serve.py): no jtorch tensors there, so live counts 0. */
    static Run pythonServe(SideBySide.Worker python, int threads, double seconds) {
        long[] f = python.call(threads + " " + seconds);
        return new Run(f[0], Arrays.copyOfRange(f, 2, f.length), f[1], 0);
    }

    /** The value of {@code key=} in the PyTorch worker's first line. */
    static String setting(SideBySide.Worker python, String key) {
        for (String part : python.hello.split(" ")) {
            if (part.startsWith(key + "=")) {
                return part.substring(key.length() + 1);
            }
        }
        throw new IllegalStateException("the PyTorch worker did not say " + key + ": " + python.hello);
    }

    static String torchHome() {
        return Path.of(Torch.libtorchLocation()).getParent().toString();
    }

    /** Exports the classifier into {@code dir} with PyTorch; returns the TorchScript file. */
    static Path export(Path dir) throws Exception {
        ProcessBuilder pb = new ProcessBuilder("python3", "scripts/export_serving_model.py", dir.toString());
        pb.environment().put("PYTHONPATH", torchHome());
        pb.inheritIO();
        int rc = pb.start().waitFor();
        if (rc != 0) {
            throw new IllegalStateException("scripts/export_serving_model.py failed: exit " + rc);
        }
        return dir.resolve("model.pt");
    }

    /** The request batch every side serves: {@code rows} x FEATURES, sin(0.1 i) at flat index i. */
    static float[] request(int rows) {
        float[] v = new float[rows * FEATURES];
        for (int i = 0; i < v.length; i++) {
            v[i] = (float) Math.sin(0.1 * i);
        }
        return v;
    }

    public static void main(String[] args) throws Exception {
        boolean quick = Boolean.getBoolean("bench.quick");
        int[] threadCounts = Arrays.stream(System.getProperty("bench.threads", quick ? "2" : "2,8").split(","))
                .mapToInt(s -> Integer.parseInt(s.trim())).toArray();
        int rounds = Integer.getInteger("bench.rounds", quick ? 1 : 40);
        double seconds = Double.parseDouble(System.getProperty("bench.seconds", quick ? "1" : "0.5"));
        // Long enough for the JIT compiler and the C library's per-thread arenas to settle.
        double warmup = quick ? 0.5 : 5;
        int rows = Integer.getInteger("bench.batch", 8);
        int intraOp = Integer.getInteger("bench.intraOp", 1);
        Torch.setNumThreads(intraOp);
        Path file = export(Path.of("build/bench/serve")).toAbsolutePath();
        String load1 = loadAverage();
        long startMs = System.currentTimeMillis();
        List<String> worker = List.of("python3", "scripts/bench_serve.py", file.toString(), String.valueOf(rows),
                String.valueOf(FEATURES), String.valueOf(intraOp));
        try (PointerScope scope = new PointerScope();
                SideBySide.Worker python = new SideBySide.Worker("PyTorch", worker, Map.of("PYTHONPATH", torchHome()))) {
            ScriptModule model = Jit.load(file);
            Tensor x = Tensor.of(request(rows), rows, FEATURES);
            double javaSum = Autograd.noGrad(() -> Ops.sum(model.forward(x)).itemDouble());
            long[] rust = rustServe(file.toString(), 1, rows, FEATURES, 0);
            double rustSum = Double.longBitsToDouble(rust[1]);
            double pySum = Double.parseDouble(setting(python, "checksum"));
            for (double s : new double[] {rustSum, pySum}) {
                if (Math.abs(s - javaSum) > 1e-4 * Math.max(1, Math.abs(javaSum))) {
                    throw new IllegalStateException("the sides disagree on the output: jtorch " + javaSum + ", Rust " + rustSum
                            + ", PyTorch " + pySum);
                }
            }
            long[] settings = threadSettings();
            System.out.printf(Locale.ROOT, "Serving %s (%d x %d float request, output sum %.6f on every side), %d rounds x %.1f s a side "
                    + "after %.1f s warm-up, interleaved%n", Path.of("").toAbsolutePath().relativize(file), rows, FEATURES, javaSum,
                    rounds, seconds, warmup);
            System.out.printf(Locale.ROOT, "LibTorch threads: jtorch and Rust (one process) intra-op %d, inter-op %d; "
                    + "PyTorch %s intra-op %s, inter-op %s (GIL switch interval %s s)%n", settings[0], settings[1],
                    python.hello.split(" ")[0], setting(python, "intra"), setting(python, "inter"), setting(python, "switchinterval"));
            if (settings[0] != Long.parseLong(setting(python, "intra")) || settings[1] != Long.parseLong(setting(python, "inter"))) {
                throw new IllegalStateException("the sides' LibTorch thread settings differ");
            }
            List<String> names = List.of("jtorch, Java", "PyTorch, Python", "Rust tch CModule");
            List<Side> sides = List.of(
                    (t, s) -> javaServe(model, x, t, s),
                    (t, s) -> pythonServe(python, t, s),
                    (t, s) -> rustServe(file.toString(), rows, t, s));
            for (int threads : threadCounts) {
                Run[][] runs = new Run[sides.size()][rounds];
                Run[] warm = new Run[sides.size()];
                for (int i = 0; i < sides.size(); i++) {
                    warm[i] = sides.get(i).run(threads, warmup);
                }
                for (int r = 0; r < rounds; r++) {
                    for (int k = 0; k < sides.size(); k++) {
                        int i = (k + r) % sides.size(); // each side in each position in turn
                        System.gc();
                        runs[i][r] = sides.get(i).run(threads, seconds);
                    }
                }
                report(threads, names, warm, runs);
            }
        }
        System.out.printf(Locale.ROOT, "%nJava %s; load average at start %s, at end %s; %.1f min%n", System.getProperty("java.version"),
                load1, loadAverage(), (System.currentTimeMillis() - startMs) / 60000.0);
    }

    static void report(int threads, List<String> names, Run[] warm, Run[][] runs) {
        int rounds = runs[0].length;
        System.out.printf(Locale.ROOT, "%n%d threads%n", threads);
        System.out.println("| side | calls/s, median (min..max) | p50 us | p99 us | RSS after warm-up / half the rounds / "
                + "the last | live tensors |");
        System.out.println("|---|---|---|---|---|---|");
        for (int i = 0; i < names.size(); i++) {
            Run[] rs = runs[i];
            double[] tput = Arrays.stream(rs).mapToDouble(r -> r.callsPerSecond).sorted().toArray();
            Run last = rs[rounds - 1];
            String live = i == 1 ? "n/a" : i == 2 ? "(jtorch's: " + warm[i].liveAfter + " -> " + last.liveAfter + ")"
                    : warm[i].liveAfter + " -> " + last.liveAfter;
            System.out.printf(Locale.ROOT, "| %s | %,.0f (%,.0f..%,.0f) | %.1f | %.1f | %.1f / %.1f / %.1f MiB | %s |%n",
                    names.get(i), tput[rounds / 2], tput[0], tput[rounds - 1], median(rs, r -> r.percentileUs(0.5)),
                    median(rs, r -> r.percentileUs(0.99)), warm[i].rssAfter / 1048576.0, rs[(rounds - 1) / 2].rssAfter / 1048576.0,
                    last.rssAfter / 1048576.0, live);
        }
        StringBuilder rss = new StringBuilder();
        for (Run r : runs[0]) {
            rss.append(String.format(Locale.ROOT, " %.1f", r.rssAfter / 1048576.0));
        }
        System.out.printf(Locale.ROOT, "jtorch: RSS after each round (MiB):%s; live tensors after warm-up %d, after each round %s%n", rss,
                warm[0].liveAfter, Arrays.toString(Arrays.stream(runs[0]).mapToLong(r -> r.liveAfter).toArray()));
        double[] overPython = new double[rounds];
        double[] overRust = new double[rounds];
        for (int r = 0; r < rounds; r++) {
            overPython[r] = runs[0][r].callsPerSecond / runs[1][r].callsPerSecond;
            overRust[r] = runs[0][r].percentileUs(0.5) / runs[2][r].percentileUs(0.5);
        }
        Arrays.sort(overPython);
        Arrays.sort(overRust);
        System.out.printf(Locale.ROOT, "jtorch/PyTorch throughput %.2fx (%.2fx..%.2fx): goal at least 2x, %s%n", overPython[rounds / 2],
                overPython[0], overPython[rounds - 1], overPython[rounds / 2] >= 2 ? "met" : "not met");
        System.out.printf(Locale.ROOT, "jtorch/Rust p50 latency %.3fx (%.3fx..%.3fx): goal at most 1.05x, %s%n", overRust[rounds / 2],
                overRust[0], overRust[rounds - 1], overRust[rounds / 2] <= 1.05 ? "met" : "not met");
    }

    private static double median(Run[] rs, java.util.function.ToDoubleFunction<Run> f) {
        double[] v = Arrays.stream(rs).mapToDouble(f).sorted().toArray();
        return v[v.length / 2];
    }

    private static String loadAverage() {
        try {
            String[] f = new String(java.nio.file.Files.readAllBytes(Path.of("/proc/loadavg")), StandardCharsets.UTF_8).split(" ");
            return f[0] + " " + f[1] + " " + f[2];
        } catch (IOException e) {
            return "unknown";
        }
    }
}
