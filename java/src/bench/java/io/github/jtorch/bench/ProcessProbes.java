package io.github.jtorch.bench;

import io.github.jtorch.Autograd;
import io.github.jtorch.Memory;
import io.github.jtorch.Ops;
import io.github.jtorch.PointerScope;
import io.github.jtorch.Tensor;
import io.github.jtorch.Torch;
import io.github.jtorch.nn.Linear;
import io.github.jtorch.nn.Module;
import io.github.jtorch.nn.ReLU;
import io.github.jtorch.nn.Sequential;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.IntToLongFunction;

/**
 * What the process around LibTorch does to the benchmarks' figures, each probe a pair of
 * variants run in fresh JVMs, alternated, {@code jvms} of each:
 *
 * <ul>
 *   <li>{@code mkl}: Rust's matmul and MLP loops (as in {@code make bench}) with LibTorch as
 *       shipped, and with MKL's processor-vendor check answered "Intel" by a preloaded stub
 *       ({@code java/src/bench/native/mkl_vendor_yes.c}), which shows what MKL's dispatch
 *       costs on other processors. jtorch itself never does this.
 *   <li>{@code thp}: Java's add over Rust's, paired in short runs in one JVM, without and with
 *       {@code -XX:+UseTransparentHugePages} (the JVM's code and heap on huge pages).
 *   <li>{@code close}: one variant, the build as it is: a scope's close of 100,000 tensors
 *       from Java over Rust's drop of a Vec of as many, paired in one JVM, and the whole
 *       cycle (open, make, close) of each; the {@code make bench} rows, in a JVM of their own.
 *   <li>{@code threads}: one variant, the build as it is: Rust's add loop on two threads over
 *       one, on threads Rust starts and on threads the JVM starts, paired per round in one JVM
 *       ({@code make bench} measures the two in separate benchmarks, minutes apart).
 *   <li>{@code forward}: the peak resident memory a forward pass through a deep {@link Sequential}
 *       (12 linear layers of 512 by 512, each followed by a ReLU, a batch of 2,048)
 *       adds to the process, in a scope per pass, without gradients and with a backward pass,
 *       and the time of a pass without: with Sequential's forward pass as one {@link
 *       io.github.jtorch.Chain}, and with the layers called one by one.
 * </ul>
 *
 * <p>Usage: {@code gradle benchProbes} ({@code -Pprobe=mkl|thp|close|threads|forward}, {@code -Pjvms=}, {@code
 * -Prounds=}). For a profiler, one loop alone in a JVM for a while: {@code java -cp ...
 * io.github.jtorch.bench.ProcessProbes loop rust|java SECONDS}, e.g. under {@code perf record}.
 */
public final class ProcessProbes {
    private ProcessProbes() {}

    /** One side of a probe: its name, and what its JVMs get beside the probe's own settings. */
    private static final class Variant {
        final String name;
        final List<String> jvmArgs;
        final Map<String, String> env;

        Variant(String name, List<String> jvmArgs, Map<String, String> env) {
            this.name = name;
            this.jvmArgs = jvmArgs;
            this.env = env;
        }
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        if (args.length > 0 && !args[0].equals("drive")) {
            child(args);
            return;
        }
        String probe = System.getProperty("probe", "all");
        int jvms = Integer.getInteger("jvms", 3);
        int rounds = Integer.getInteger("rounds", 9);
        if (probe.equals("all") || probe.equals("mkl")) {
            String stub = System.getProperty("probes.mklStub");
            if (stub == null) {
                throw new IllegalStateException("the mkl probe needs its stub: run it as `gradle benchProbes`");
            }
            System.out.println("probe mkl: Rust's loops in a JVM, median of " + rounds + " rounds (best of 20 runs of 100 matmuls, best of 4 runs of 20 MLP steps), " + jvms + " JVMs each, alternated");
            drive(List.of(new Variant("LibTorch as shipped", List.of(), Map.of()),
                    new Variant("MKL's vendor check answered yes", List.of(), Map.of("LD_PRELOAD", stub))),
                    "matmul " + rounds, jvms, "matmul 64x64 ns/op, MLP step us/step");
        }
        if (probe.equals("all") || probe.equals("thp")) {
            System.out.println("probe thp: Java's add over Rust's in one JVM, median of " + rounds + " rounds of 40 alternated runs of 1,000 ops, " + jvms + " JVMs each, alternated");
            drive(List.of(new Variant("default pages", List.of(), Map.of()),
                    new Variant("-XX:+UseTransparentHugePages", List.of("-XX:+UseTransparentHugePages"), Map.of())),
                    "add " + rounds, jvms, "Java/Rust ratio, Java ns/op, Rust ns/op");
        }
        if (probe.equals("all") || probe.equals("close")) {
            System.out.println("probe close: a scope of 100,000 tensors from Java against Rust's Vec of as many, in one JVM, median of " + rounds + " rounds (each run after an untimed one), " + jvms + " JVMs");
            drive(List.of(new Variant("this build", List.of(), Map.of())), "close " + rounds, jvms,
                    "close/drop ratio, Java close ns/tensor, Rust drop ns/tensor, cycle ratio");
        }
        if (probe.equals("all") || probe.equals("threads")) {
            System.out.println("probe threads: Rust's add loop, two threads' throughput over one's, on threads Rust starts and on JVM threads, paired in one JVM, median of " + rounds + " rounds, " + jvms + " JVMs");
            drive(List.of(new Variant("this build", List.of(), Map.of())), "threads " + rounds, jvms,
                    "Rust threads, JVM threads, per-round difference");
        }
        if (probe.equals("all") || probe.equals("forward")) {
            System.out.println("probe forward: a deep Sequential's forward pass, " + rounds + " passes a JVM after one untimed, " + jvms + " JVMs each, alternated");
            drive(List.of(new Variant("Sequential as one chain", List.of(), Map.of()),
                    new Variant("its layers called one by one", List.of("-Dprobes.layerByLayer=true"), Map.of())),
                    "forward " + rounds, jvms, "peak MB added without gradients, ms a pass without, peak MB added with a backward pass");
        }
    }

    /** Runs each variant {@code jvms} times, in turn, and prints each variant's figures and their spread. */
    private static void drive(List<Variant> variants, String childArgs, int jvms, String columns)
            throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String classpath = System.getProperty("bench.classpath", System.getProperty("java.class.path"));
        List<List<double[]>> results = new ArrayList<>();
        variants.forEach(v -> results.add(new ArrayList<>()));
        for (int j = 0; j < jvms; j++) {
            for (int k = 0; k < variants.size(); k++) {
                // Alternate which variant starts each pair, so neither always follows the other.
                int v = (j % 2 == 0) ? k : variants.size() - 1 - k;
                Variant variant = variants.get(v);
                List<String> cmd = new ArrayList<>(List.of(java, "-Xms1g", "-Xmx1g", "-XX:+AlwaysPreTouch"));
                // The children call Baseline too: the benchmarks' native library, as this JVM has it.
                String lib = System.getProperty("jtorch.native");
                if (lib != null) {
                    cmd.add("-Djtorch.native=" + lib);
                }
                cmd.addAll(variant.jvmArgs);
                cmd.addAll(List.of("-cp", classpath, ProcessProbes.class.getName()));
                cmd.addAll(List.of(childArgs.split(" ")));
                results.get(v).add(runChild(cmd, variant.env));
            }
        }
        System.out.println("  (" + columns + ": each JVM's figures)");
        for (int v = 0; v < variants.size(); v++) {
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "  %-34s", variants.get(v).name));
            for (double[] r : results.get(v)) {
                line.append(" |");
                for (double x : r) {
                    line.append(String.format(Locale.ROOT, x < 10 ? " %.3f" : " %.0f", x));
                }
            }
            System.out.println(line);
        }
    }

    private static double[] runChild(List<String> cmd, Map<String, String> env) throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder(cmd);
        pb.environment().putAll(env);
        pb.redirectError(ProcessBuilder.Redirect.INHERIT);
        Process p = pb.start();
        String last = null;
        try (BufferedReader in = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line; (line = in.readLine()) != null;) {
                if (!line.isBlank()) {
                    last = line.trim();
                }
            }
        }
        if (p.waitFor() != 0 || last == null) {
            throw new IllegalStateException("probe run failed: " + cmd);
        }
        String[] parts = last.split("\\s+");
        double[] xs = new double[parts.length];
        for (int i = 0; i < parts.length; i++) {
            xs[i] = Double.parseDouble(parts[i]);
        }
        return xs;
    }

    /** One probe JVM: prints its figures on one line. */
    private static void child(String[] args) {
        Torch.setNumThreads(1);
        if (args[0].equals("matmul")) {
            matmul(Integer.parseInt(args[1]));
        } else if (args[0].equals("add")) {
            add(Integer.parseInt(args[1]));
        } else if (args[0].equals("close")) {
            close(100_000, Integer.parseInt(args[1]));
        } else if (args[0].equals("threads")) {
            threads(Integer.parseInt(args[1]));
        } else if (args[0].equals("forward")) {
            forward(Integer.parseInt(args[1]));
        } else if (args[0].equals("loop")) {
            loop(args[1], Double.parseDouble(args[2]));
        } else {
            throw new IllegalArgumentException("unknown probe mode " + args[0]);
        }
    }

    private static void matmul(int rounds) {
        for (int i = 0; i < 50; i++) {
            Baseline.rustMatmulLoop(100);
        }
        for (int i = 0; i < 20; i++) {
            Baseline.rustMlpLoop(5);
        }
        double[] mm = new double[rounds];
        double[] mlp = new double[rounds];
        for (int r = 0; r < rounds; r++) {
            long best = Long.MAX_VALUE;
            for (int k = 0; k < 20; k++) {
                best = Math.min(best, Baseline.rustMatmulLoop(100));
            }
            mm[r] = best / 100.0;
            best = Long.MAX_VALUE;
            for (int k = 0; k < 4; k++) {
                best = Math.min(best, Baseline.rustMlpLoop(20));
            }
            mlp[r] = best / 20e3;
        }
        System.out.printf(Locale.ROOT, "%.1f %.1f%n", SideBySide.Stats.median(mm), SideBySide.Stats.median(mlp));
    }

    private static void add(int rounds) {
        try (PointerScope inputs = new PointerScope()) {
            Tensor a = Ops.ones(4);
            Tensor b = Ops.ones(4);
            for (int i = 0; i < 3_000; i++) {
                SideBySide.javaAdd(a, b, 1_000);
                Baseline.rustAddLoop(1_000);
            }
            double[] ratio = new double[rounds];
            double[] javaNs = new double[rounds];
            double[] rustNs = new double[rounds];
            for (int r = 0; r < rounds; r++) {
                long java = 0;
                long rust = 0;
                for (int c = 0; c < 40; c++) {
                    if (c % 2 == 0) {
                        java += SideBySide.javaAdd(a, b, 1_000);
                        rust += Baseline.rustAddLoop(1_000);
                    } else {
                        rust += Baseline.rustAddLoop(1_000);
                        java += SideBySide.javaAdd(a, b, 1_000);
                    }
                }
                ratio[r] = (double) java / rust;
                javaNs[r] = java / 40e3;
                rustNs[r] = rust / 40e3;
            }
            System.out.printf(Locale.ROOT, "%.4f %.1f %.1f%n", SideBySide.Stats.median(ratio),
                    SideBySide.Stats.median(javaNs), SideBySide.Stats.median(rustNs));
        }
    }

    /** The scope benchmark's close row at {@code n} tensors, Java against Rust, paired per round. */
    private static void close(int n, int rounds) {
        try (PointerScope inputs = new PointerScope()) {
            Tensor a = Ops.ones(4);
            Tensor b = Ops.ones(4);
            for (int i = 0; i < 3; i++) {
                SideBySide.javaScope(a, b, 1, n);
                Baseline.rustScopeCycle(1, n);
            }
            double[] ratio = new double[rounds];
            double[] javaNs = new double[rounds];
            double[] rustNs = new double[rounds];
            double[] cycle = new double[rounds];
            for (int r = 0; r < rounds; r++) {
                long[] java = null;
                long[] rust = null;
                for (int k = 0; k < 2; k++) {
                    // Alternate which goes first; each timed run follows an untimed one of its own.
                    if ((r + k) % 2 == 0) {
                        SideBySide.javaScope(a, b, 1, n);
                        java = SideBySide.javaScope(a, b, 1, n);
                    } else {
                        Baseline.rustScopeCycle(1, n);
                        rust = Baseline.rustScopeCycle(1, n);
                    }
                }
                ratio[r] = (double) java[1] / rust[1];
                javaNs[r] = java[1] / (double) n;
                rustNs[r] = rust[1] / (double) n;
                cycle[r] = (double) java[0] / rust[0];
            }
            System.out.printf(Locale.ROOT, "%.4f %.1f %.1f %.4f%n", SideBySide.Stats.median(ratio),
                    SideBySide.Stats.median(javaNs), SideBySide.Stats.median(rustNs), SideBySide.Stats.median(cycle));
        }
    }

    /**
     * The scaling of Rust's add loop from one thread to two, on threads Rust starts and on JVM
     * threads, each measured as {@code make bench} measures it ({@link SideBySide#scaling}),
     * the two in turn in each round, alternating which goes first.
     */
    private static void threads(int rounds) {
        int n = SideBySide.THREAD_OPS;
        IntToLongFunction rustThreads = k -> Baseline.rustAddThreads(k, n);
        IntToLongFunction jvmThreads = k -> SideBySide.rustOnJvmThreads(k, n);
        for (int i = 0; i < 3; i++) {
            SideBySide.scaling(rustThreads, n);
            SideBySide.scaling(jvmThreads, n);
        }
        double[] rust = new double[rounds];
        double[] jvm = new double[rounds];
        double[] difference = new double[rounds];
        for (int r = 0; r < rounds; r++) {
            for (int k = 0; k < 2; k++) {
                if ((r + k) % 2 == 0) {
                    rust[r] = SideBySide.scaling(rustThreads, n)[1];
                } else {
                    jvm[r] = SideBySide.scaling(jvmThreads, n)[1];
                }
            }
            difference[r] = rust[r] - jvm[r];
        }
        System.out.printf(Locale.ROOT, "%.3f %.3f %.3f%n", SideBySide.Stats.median(rust), SideBySide.Stats.median(jvm),
                SideBySide.Stats.median(difference));
    }

    /**
     * The forward probe's JVM: Sequential's own forward pass, or with {@code
     * -Dprobes.layerByLayer=true} its layers called one by one; prints the peak resident memory
     * {@code passes} passes add without gradients (MB), the time of one (ms), and the peak they
     * add with a backward pass each (MB).
     */
    private static void forward(int passes) {
        boolean chained = !Boolean.getBoolean("probes.layerByLayer");
        List<Module> layers = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            layers.add(new Linear(512, 512));
            layers.add(new ReLU());
        }
        Sequential model = new Sequential(layers);
        Module m = chained ? model : MlpBench.layerByLayer(model);
        Tensor x = Ops.randn(2048, 512);
        Runnable inference = () -> {
            try (PointerScope s = new PointerScope(); Autograd.NoGrad g = Autograd.noGrad()) {
                m.forward(x);
            }
        };
        Runnable training = () -> {
            try (PointerScope s = new PointerScope()) {
                Ops.backward(Ops.sum(m.forward(x)));
            }
        };
        inference.run();
        training.run();
        long base = resetPeakRss();
        long t0 = System.nanoTime();
        for (int i = 0; i < passes; i++) {
            inference.run();
        }
        double ms = (System.nanoTime() - t0) / 1e6 / passes;
        double inferenceMb = (peakRss() - base) / 1024.0;
        base = resetPeakRss();
        for (int i = 0; i < passes; i++) {
            training.run();
        }
        double trainingMb = (peakRss() - base) / 1024.0;
        System.out.printf(Locale.ROOT, "%.1f %.1f %.1f%n", inferenceMb, ms, trainingMb);
    }

    /**
     * Returns the heap's free memory to the system (the pass before left some, below glibc's
     * trim threshold), then resets the process's peak resident memory to what it holds now:
     * that, in kB.
     */
    private static long resetPeakRss() {
        Memory.trimHost();
        try {
            Files.writeString(Path.of("/proc/self/clear_refs"), "5");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot reset the peak resident memory", e);
        }
        return status("VmRSS:");
    }

    /** The process's peak resident memory since the last reset, in kB. */
    private static long peakRss() {
        return status("VmHWM:");
    }

    private static long status(String field) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith(field)) {
                    return Long.parseLong(line.substring(field.length()).trim().split("\\s+")[0]);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        throw new IllegalStateException("no " + field + " in /proc/self/status");
    }

    /** One add loop, Rust's or Java's, alone for {@code seconds}: for a profiler. Prints ns/op. */
    private static void loop(String which, double seconds) {
        boolean java = which.equals("java");
        if (!java && !which.equals("rust")) {
            throw new IllegalArgumentException("loop rust|java SECONDS, not " + which);
        }
        try (PointerScope inputs = new PointerScope()) {
            Tensor a = Ops.ones(4);
            Tensor b = Ops.ones(4);
            long end = System.nanoTime() + (long) (seconds * 1e9);
            long ops = 0;
            long ns = 0;
            while (System.nanoTime() < end) {
                ns += java ? SideBySide.javaAdd(a, b, 10_000) : Baseline.rustAddLoop(10_000);
                ops += 10_000;
            }
            System.out.printf(Locale.ROOT, "%.1f%n", (double) ns / ops);
        }
    }
}
