package io.github.jtorch.bench;

import clojure.java.api.Clojure;
import clojure.lang.IFn;
import io.github.jtorch.Ops;
import io.github.jtorch.PointerScope;
import io.github.jtorch.Tensor;
import io.github.jtorch.Torch;
import io.github.jtorch.nn.Linear;
import io.github.jtorch.nn.Module;
import io.github.jtorch.nn.ReLU;
import io.github.jtorch.nn.Sequential;
import io.github.jtorch.optim.Optimizer;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.IntToLongFunction;

/**
 * One MLP training step (784-256-10, batch 64, Adam, one LibTorch thread) from Java, from
 * Clojure, written against tch in Rust (in this process), and in PyTorch from Python (a worker
 * process fed step counts), interleaved round by round. Prints each variant's median time per
 * step with its spread, and its ratio to Rust (median of per-round ratios); beside them, Java's
 * step on the same model with its layers called one native call each, against Java's step
 * where {@link Sequential} runs them as one {@link io.github.jtorch.Chain}. Then the
 * throughput of two threads, each training a model of its own, over one thread's, from Rust,
 * Java and Clojure.
 *
 * <p>Usage: {@code gradle benchMlp}; {@code -Prounds=} and {@code -Psteps=} change the size.
 */
public final class MlpBench {
    private MlpBench() {}

    static long javaSteps(Module model, Optimizer opt, Tensor x, Tensor y, int steps) {
        long start = System.nanoTime();
        for (int i = 0; i < steps; i++) {
            Torch.withTorch(() -> {
                opt.zeroGrad();
                Tensor loss = Ops.crossEntropy(model.forward(x), y);
                Ops.backward(loss);
                opt.step();
                return loss.itemFloat();
            });
        }
        return System.nanoTime() - start;
    }

    public static void main(String[] args) throws Exception {
        int rounds = Integer.getInteger("rounds", 31);
        int steps = Integer.getInteger("steps", 30);
        Torch.setNumThreads(1);
        Torch.manualSeed(0);
        Module model = new Sequential(new Linear(784, 256), new ReLU(), new Linear(256, 10));
        Optimizer opt = Optimizer.adam(model.parameters(), 1e-3);
        Tensor x = Ops.randn(64, 784);
        Tensor y = Ops.randint(0, 10, new long[] {64}, null, null);

        IFn require = Clojure.var("clojure.core", "require");
        require.invoke(Clojure.read("jtorch.bench.mlp"));
        IFn clojureTrainer = (IFn) Clojure.var("jtorch.bench.mlp", "make-trainer").invoke();

        Path torchHome = Path.of(Torch.libtorchLocation()).getParent();
        ProcessBuilder pb = new ProcessBuilder("python3", "scripts/bench_mlp.py");
        pb.environment().put("PYTHONPATH", torchHome.toString());
        pb.environment().put("PYTHONWARNINGS", "ignore");
        pb.redirectError(ProcessBuilder.Redirect.INHERIT);
        Process python = pb.start();
        BufferedReader fromPython = new BufferedReader(new InputStreamReader(python.getInputStream(), StandardCharsets.UTF_8));
        Writer toPython = new OutputStreamWriter(python.getOutputStream(), StandardCharsets.UTF_8);
        String hello = fromPython.readLine();
        if (hello == null || !hello.startsWith("ready")) {
            throw new IllegalStateException("the PyTorch worker did not start: " + hello);
        }
        IntToLongFunction pytorch = n -> {
            try {
                toPython.write(n + "\n");
                toPython.flush();
                return Long.parseLong(fromPython.readLine().trim());
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        };

        Module layerByLayer = layerByLayer((Sequential) model);
        List<String> names = List.of("rust tch", "jtorch from Java", "jtorch from Clojure", "PyTorch " + hello.substring(6),
                "jtorch from Java, layers called one by one");
        List<IntToLongFunction> variants = List.of(
                Baseline::rustMlpLoop,
                n -> javaSteps(model, opt, x, y, n),
                n -> (Long) clojureTrainer.invoke(n),
                pytorch,
                n -> javaSteps(layerByLayer, opt, x, y, n));
        for (IntToLongFunction v : variants) {
            v.applyAsLong(steps); // warm-up
        }
        double[][] perStep = new double[variants.size()][rounds];
        double[][] ratio = new double[variants.size()][rounds];
        for (int r = 0; r < rounds; r++) {
            for (int i = 0; i < variants.size(); i++) {
                int v = r % 2 == 0 ? i : variants.size() - 1 - i;
                // A collection and an untimed run first, as make bench does: no variant pays
                // for the garbage or the cold caches the one before it left.
                System.gc();
                variants.get(v).applyAsLong(steps);
                perStep[v][r] = variants.get(v).applyAsLong(steps) / 1e3 / steps;
            }
            for (int i = 0; i < variants.size(); i++) {
                ratio[i][r] = perStep[i][r] / perStep[0][r];
            }
        }
        toPython.close();
        python.waitFor();
        double[] chained = new double[rounds];
        for (int r = 0; r < rounds; r++) {
            chained[r] = perStep[1][r] / perStep[4][r];
        }
        Arrays.sort(chained);
        System.out.printf(Locale.ROOT, "MLP training step 784-256-10, batch 64, Adam, 1 LibTorch thread, %d rounds x %d steps, Java %s%n",
                rounds, steps, System.getProperty("java.version"));
        System.out.println("| variant | us/step median (min..max) | ratio to Rust median (min..max) |");
        System.out.println("|---|---|---|");
        for (int i = 0; i < variants.size(); i++) {
            double[] t = perStep[i].clone();
            double[] q = ratio[i].clone();
            Arrays.sort(t);
            Arrays.sort(q);
            System.out.printf(Locale.ROOT, "| %s | %.0f (%.0f..%.0f) | %.3f (%.3f..%.3f) |%n", names.get(i), t[rounds / 2],
                    t[0], t[rounds - 1], q[rounds / 2], q[0], q[rounds - 1]);
        }
        System.out.printf(Locale.ROOT, "Java's step with Sequential's forward pass in one native call, over the layers called one by one: %.3f (%.3f..%.3f)%n",
                chained[rounds / 2], chained[0], chained[rounds - 1]);
        Torch.release(new ArrayList<>(List.of(model, opt, x, y)));
        IFn makeTrainer = Clojure.var("jtorch.bench.mlp", "make-trainer");
        twoModels(rounds, steps, List.of("rust tch", "jtorch from Java", "jtorch from Clojure"), List.of(
                Baseline::rustMlpLoop,
                MlpBench::javaStepsOnAModelOfItsOwn,
                n -> (Long) Torch.withTorch(() -> ((IFn) makeTrainer.invoke()).invoke(n))));
    }

    /**
     * A module running {@code model}'s layers one native call each, as Sequential did before
     * it ran them as a chain: the same parameters, so the same optimizer trains both.
     */
    static Module layerByLayer(Sequential model) {
        List<Module> layers = model.layers();
        return new Module() {
            @Override
            public Tensor forward(Tensor input) {
                Tensor x = input;
                for (Module m : layers) {
                    x = m.forward(x);
                }
                return x;
            }
        };
    }

    /** {@code steps} steps of a model made for this run, freed after: what each thread of {@link #twoModels} runs. */
    static long javaStepsOnAModelOfItsOwn(int steps) {
        try (PointerScope s = new PointerScope()) {
            Module model = new Sequential(new Linear(784, 256), new ReLU(), new Linear(256, 10));
            Optimizer opt = Optimizer.adam(model.parameters(), 1e-3);
            return javaSteps(model, opt, Ops.randn(64, 784), Ops.randint(0, 10, new long[] {64}, null, null), steps);
        }
    }

    /**
     * Two threads, each training a model of its own, against one: the throughput of two over
     * one's. Each variant's round is a one-thread run, a two-thread run and another one-thread
     * run, fresh threads and models each time; a run's time is its wall time, each thread making
     * its model first, in every variant alike. A lock shared by every model's gradients would
     * make the threads wait for each other here.
     */
    static void twoModels(int rounds, int steps, List<String> names, List<IntToLongFunction> variants) throws InterruptedException {
        double[][] scaling = new double[variants.size()][rounds];
        for (IntToLongFunction v : variants) {
            onThreads(2, steps, v); // warm-up
        }
        for (int r = 0; r < rounds; r++) {
            for (int i = 0; i < variants.size(); i++) {
                int v = r % 2 == 0 ? i : variants.size() - 1 - i;
                System.gc();
                long one = onThreads(1, steps, variants.get(v));
                long two = onThreads(2, steps, variants.get(v));
                long oneAgain = onThreads(1, steps, variants.get(v));
                scaling[v][r] = (one + oneAgain) / (double) two;
            }
        }
        System.out.printf(Locale.ROOT, "%nTwo threads, each training a model of its own (the step above), %d rounds x %d steps a thread%n",
                rounds, steps);
        System.out.println("| variant | throughput of 2 threads over 1, median (min..max) |");
        System.out.println("|---|---|");
        for (int i = 0; i < variants.size(); i++) {
            double[] q = scaling[i].clone();
            Arrays.sort(q);
            System.out.printf(Locale.ROOT, "| %s | %.2fx (%.2fx..%.2fx) |%n", names.get(i), q[rounds / 2], q[0], q[rounds - 1]);
        }
    }

    /** Wall time of {@code threads} fresh threads each running {@code run.applyAsLong(steps)}. */
    private static long onThreads(int threads, int steps, IntToLongFunction run) throws InterruptedException {
        Thread[] started = new Thread[threads];
        AtomicReference<Throwable> failed = new AtomicReference<>();
        long t0 = System.nanoTime();
        for (int k = 0; k < threads; k++) {
            started[k] = new Thread(() -> {
                try {
                    run.applyAsLong(steps);
                } catch (Throwable e) {
                    failed.compareAndSet(null, e);
                }
            });
            started[k].start();
        }
        for (Thread t : started) {
            t.join();
        }
        long elapsed = System.nanoTime() - t0;
        if (failed.get() != null) {
            throw new IllegalStateException("a benchmark thread failed", failed.get());
        }
        return elapsed;
    }
}
