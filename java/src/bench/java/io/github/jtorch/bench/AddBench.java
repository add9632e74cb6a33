package io.github.jtorch.bench;

import io.github.jtorch.Memory;
import io.github.jtorch.Ops;
import io.github.jtorch.PointerScope;
import io.github.jtorch.Tensor;
import io.github.jtorch.Torch;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Per-op cost of {@code add} on two 4-element float tensors through the Java API (handle
 * tracking and scope release included) against the same loop written against tch in Rust,
 * in one process with one LibTorch thread. Variants run interleaved, round after round;
 * each figure is the median over rounds, with the spread (min..max) beside it.
 *
 * <p>Usage: {@code gradle benchAdd} (or {@code make bench}); {@code -Drounds=} and
 * {@code -Dops=} change the size.
 */
public final class AddBench {
    private AddBench() {}

    interface Variant {
        long run(int n);
    }

    public static void main(String[] args) {
        int rounds = Integer.getInteger("rounds", 41);
        int ops = Integer.getInteger("ops", 50_000);
        Torch.setNumThreads(1);
        Tensor a = Ops.ones(4);
        Tensor b = Ops.ones(4);
        List<String> names = List.of("rust tch", "rust through jtorch's store", "rust tch, dropped per 1000", "java, scope per op", "java, scope per 1000 ops");
        List<Variant> variants = List.of(
                Baseline::rustAddLoop,
                Baseline::rustStoreAddLoop,
                n -> Baseline.rustAddLoopBatched(n, 1000),
                n -> {
                    long t0 = System.nanoTime();
                    for (int i = 0; i < n; i++) {
                        try (PointerScope s = new PointerScope()) {
                            a.add(b);
                        }
                    }
                    return System.nanoTime() - t0;
                },
                n -> {
                    long t0 = System.nanoTime();
                    for (int i = 0; i < n; i += 1000) {
                        try (PointerScope s = new PointerScope()) {
                            for (int j = 0; j < 1000; j++) {
                                a.add(b);
                            }
                        }
                    }
                    return System.nanoTime() - t0;
                });
        // Warm-up: JIT, LibTorch's dispatcher caches, the allocator.
        for (Variant v : variants) {
            v.run(ops);
        }
        List<double[]> perOp = new ArrayList<>();
        for (int i = 0; i < variants.size(); i++) {
            perOp.add(new double[rounds]);
        }
        double[][] ratios = new double[variants.size()][rounds];
        for (int r = 0; r < rounds; r++) {
            for (int i = 0; i < variants.size(); i++) {
                // Alternate the order each round so drift does not favour one variant.
                int v = r % 2 == 0 ? i : variants.size() - 1 - i;
                perOp.get(v)[r] = variants.get(v).run(ops) / (double) ops;
            }
            for (int i = 0; i < variants.size(); i++) {
                ratios[i][r] = perOp.get(i)[r] / perOp.get(0)[r];
            }
        }
        System.out.printf(Locale.ROOT, "add of two 4-element float32 tensors, 1 LibTorch thread, %d rounds x %d ops, Java %s%n",
                rounds, ops, System.getProperty("java.version"));
        System.out.println("| variant | ns/op median (min..max) | ratio to Rust median (min..max) |");
        System.out.println("|---|---|---|");
        for (int i = 0; i < variants.size(); i++) {
            double[] t = perOp.get(i).clone();
            double[] q = ratios[i].clone();
            Arrays.sort(t);
            Arrays.sort(q);
            System.out.printf(Locale.ROOT, "| %s | %.0f (%.0f..%.0f) | %.3f (%.3f..%.3f) |%n", names.get(i),
                    t[rounds / 2], t[0], t[rounds - 1], q[rounds / 2], q[0], q[rounds - 1]);
        }
        Torch.release(List.of(a, b));
        scaling(rounds, ops);
        System.out.println("live tensors after the run: " + Memory.stats().liveTensors);
    }

    /**
     * Scaling from one thread to two of the same loops, each thread with its own tensors: what
     * the native store's shared state costs when two threads make tensors at once.
     */
    static void scaling(int rounds, int ops) {
        List<String> names = List.of("rust tch", "rust through jtorch's store", "java, scope per op");
        double[][] ratio = new double[names.size()][rounds];
        for (int r = 0; r < rounds; r++) {
            for (int i = 0; i < names.size(); i++) {
                int v = r % 2 == 0 ? i : names.size() - 1 - i;
                long t1 = threads(v, 1, ops);
                long t2 = threads(v, 2, ops);
                ratio[v][r] = 2.0 * t1 / t2;
            }
        }
        System.out.printf(Locale.ROOT, "%nthroughput of 2 threads over 1 thread's, %d rounds x %d ops per thread%n", rounds, ops);
        System.out.println("| variant | scaling median (min..max) |");
        System.out.println("|---|---|");
        for (int i = 0; i < names.size(); i++) {
            double[] q = ratio[i].clone();
            Arrays.sort(q);
            System.out.printf(Locale.ROOT, "| %s | %.2f (%.2f..%.2f) |%n", names.get(i), q[rounds / 2], q[0], q[rounds - 1]);
        }
    }

    static long threads(int variant, int k, int ops) {
        if (variant == 0) {
            return Baseline.rustAddThreads(k, ops);
        }
        if (variant == 1) {
            return Baseline.rustStoreAddThreads(k, ops);
        }
        return SideBySide.javaThreads(k, ops);
    }
}
