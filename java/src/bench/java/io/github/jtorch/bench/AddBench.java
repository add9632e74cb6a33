package io.github.jtorch.bench;

import io.github.jtorch.Memory;
import io.github.jtorch.Ops;
import io.github.jtorch.PointerScope;
import io.github.jtorch.Tensor;
import io.github.jtorch.Torch;
import io.github.jtorch.TorchException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * Per-op cost of {@code add} on two 4-element float tensors through the Java API (handle
 * tracking and scope release included) against the same loop written against tch in Rust,
 * in one process with one LibTorch thread. A round runs every variant for {@code chunks}
 * short runs of {@code ops} ops, interleaved, each time in a shuffled order (from a fixed
 * seed) so that no variant keeps the same neighbour: a variant's figure for
 * the round is the sum of its short runs, so all variants see the same mix of the shared
 * machine's fast and slow spells. Each figure is the median over rounds, with the spread
 * (min..max) beside it; ratios are taken within each round.
 *
 * <p>Beside the Java add, variants split its cost: the same loop through the native store
 * without JNI, through the registry alone, and, called once per op from Java, tch's add alone
 * and the store's whole add-and-release, in one JNI call and in two (op, then release) as the
 * Java add makes them but without its objects, and the two inside an empty scope (the scope's
 * own share); and tch's add called a few function calls deeper than the loop, which is what
 * each frame between a caller and the op costs. Last, the floor under any store: the least
 * store of tensors by id (one thread's own table, no atomics, no fences, no accounting) from
 * Rust, and its add and release as two JNI calls inside an empty scope: what the Java add
 * would cost with nothing of the memory model's thread safety and accounting. The store rows
 * run the add as jtorch's ops do, below LibTorch's Autograd kernel when no input has autograd
 * metadata; the last row is tch's add that way from Rust, and the Java add over it is what the
 * binding alone adds.
 *
 * <p>After them: two threads against one, and what an op LibTorch refuses costs.
 *
 * <p>Usage: {@code gradle benchAdd}; {@code -Prounds=}, {@code -Pchunks=} and {@code -Pops=}
 * change the size.
 */
public final class AddBench {
    private AddBench() {}

    /** Extra call frames around the op in the framed Rust loop. */
    static final int FRAMES = 4;

    interface Variant {
        long run(int n);
    }

    public static void main(String[] args) {
        int rounds = Integer.getInteger("rounds", 21);
        int chunks = Integer.getInteger("chunks", 40);
        int ops = Integer.getInteger("ops", 1_000);
        Torch.setNumThreads(1);
        Tensor a = Ops.ones(4);
        Tensor b = Ops.ones(4);
        long[] inputs = Baseline.storeInputs();
        long[] least = Baseline.leastStoreInputs();
        Ops.ones(1).close(); // the thread's last put is Java's again (see Baseline.storeInputs)
        List<String> names = List.of("rust tch", "rust through jtorch's store", "rust tch, dropped per 1000", "java, scope per op",
                "java, scope per 1000 ops", "rust through the registry alone (no accounting)", "java, scope per op, allocation sites on",
                "rust tch, one JNI call per op", "rust through jtorch's store, one JNI call per op (op and release)",
                "rust tch, the op called " + FRAMES + " frames deeper",
                "rust through jtorch's store, two JNI calls per op (op, then release)",
                "the same, inside an empty PointerScope per op",
                "rust through the least store (one thread's own table: no atomics, no accounting)",
                "the least store, two JNI calls per op inside an empty PointerScope",
                "rust tch below the Autograd kernel (the LibTorch path jtorch's ops take)");
        List<Variant> variants = List.of(
                Baseline::rustAddLoop,
                Baseline::rustStoreAddLoop,
                n -> Baseline.rustAddLoopBatched(n, 1000),
                n -> SideBySide.javaAdd(a, b, n),
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
                },
                Baseline::rustRegistryAddLoop,
                n -> {
                    Memory.recordAllocationSites(true);
                    try {
                        return SideBySide.javaAdd(a, b, n);
                    } finally {
                        Memory.recordAllocationSites(false);
                    }
                },
                n -> {
                    long t0 = System.nanoTime();
                    for (int i = 0; i < n; i++) {
                        Baseline.rustAddPerCall();
                    }
                    return System.nanoTime() - t0;
                },
                n -> {
                    long t0 = System.nanoTime();
                    for (int i = 0; i < n; i++) {
                        Baseline.storeAddPerCall(inputs[0], inputs[1]);
                    }
                    return System.nanoTime() - t0;
                },
                n -> Baseline.rustAddLoopFramed(n, FRAMES),
                n -> {
                    long t0 = System.nanoTime();
                    for (int i = 0; i < n; i++) {
                        Baseline.storeRelease(Baseline.storeAdd(inputs[0], inputs[1]));
                    }
                    return System.nanoTime() - t0;
                },
                n -> {
                    long t0 = System.nanoTime();
                    for (int i = 0; i < n; i++) {
                        try (PointerScope s = new PointerScope()) {
                            Baseline.storeRelease(Baseline.storeAdd(inputs[0], inputs[1]));
                        }
                    }
                    return System.nanoTime() - t0;
                },
                Baseline::rustLeastStoreAddLoop,
                n -> {
                    long t0 = System.nanoTime();
                    for (int i = 0; i < n; i++) {
                        try (PointerScope s = new PointerScope()) {
                            Baseline.leastStoreRelease(Baseline.leastStoreAdd(least[0], least[1]));
                        }
                    }
                    return System.nanoTime() - t0;
                },
                Baseline::rustAddLoopBelowAutograd);
        // Warm-up: JIT, LibTorch's dispatcher caches, the allocator.
        for (int c = 0; c < chunks; c++) {
            for (Variant v : variants) {
                v.run(ops);
            }
        }
        List<double[]> perOp = new ArrayList<>();
        for (int i = 0; i < variants.size(); i++) {
            perOp.add(new double[rounds]);
        }
        double[][] ratios = new double[variants.size()][rounds];
        double[] telemetry = new double[rounds];
        double[] accounting = new double[rounds];
        Random orders = new Random(SideBySide.ORDER_SEED);
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < variants.size(); i++) {
            order.add(i);
        }
        for (int r = 0; r < rounds; r++) {
            long[] total = new long[variants.size()];
            for (int c = 0; c < chunks; c++) {
                Collections.shuffle(order, orders);
                for (int v : order) {
                    total[v] += variants.get(v).run(ops);
                }
            }
            for (int v = 0; v < variants.size(); v++) {
                perOp.get(v)[r] = total[v] / ((double) ops * chunks);
            }
            for (int i = 0; i < variants.size(); i++) {
                ratios[i][r] = perOp.get(i)[r] / perOp.get(0)[r];
            }
            double[] t = Baseline.rustTelemetryCost(chunks, ops);
            telemetry[r] = t[0] - t[1];
            accounting[r] = t[0];
        }
        System.out.printf(Locale.ROOT, "add of two 4-element float32 tensors, 1 LibTorch thread, %d rounds of %d interleaved runs x %d ops, "
                + "Java %s%n", rounds, chunks, ops, System.getProperty("java.version"));
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
        // Telemetry at its default level (the budget check, the live and peak handle counters):
        // the store loop with it against the same loop without it, alternated in short runs so
        // both see the same machine state, in every round, set against that round's Java add.
        // The memory model's own accounting (logical bytes, live and peak bytes) is shown beside.
        double[] telemetryShare = new double[rounds];
        double[] accountingShare = new double[rounds];
        for (int r = 0; r < rounds; r++) {
            telemetryShare[r] = telemetry[r] / perOp.get(3)[r];
            accountingShare[r] = accounting[r] / perOp.get(3)[r];
        }
        double[] telemetryNs = telemetry.clone();
        double[] accountingNs = accounting.clone();
        Arrays.sort(telemetryNs);
        Arrays.sort(telemetryShare);
        Arrays.sort(accountingNs);
        Arrays.sort(accountingShare);
        double[] sites = new double[rounds];
        for (int r = 0; r < rounds; r++) {
            sites[r] = perOp.get(6)[r] / perOp.get(3)[r];
        }
        Arrays.sort(sites);
        System.out.printf(Locale.ROOT, "%ntelemetry at its default level: %.1f ns/op (%.1f..%.1f), %.1f%% of the same round's Java add "
                + "(median of rounds, %.1f%%..%.1f%%)%n", telemetryNs[rounds / 2], telemetryNs[0], telemetryNs[rounds - 1],
                100 * telemetryShare[rounds / 2], 100 * telemetryShare[0], 100 * telemetryShare[rounds - 1]);
        System.out.printf(Locale.ROOT, "all accounting (telemetry and the memory model's byte counts): %.1f ns/op (%.1f..%.1f), "
                + "%.1f%% of the Java add (%.1f%%..%.1f%%)%n", accountingNs[rounds / 2], accountingNs[0], accountingNs[rounds - 1],
                100 * accountingShare[rounds / 2], 100 * accountingShare[0], 100 * accountingShare[rounds - 1]);
        System.out.printf(Locale.ROOT, "allocation-site recording on: the Java add takes %.2fx as long (%.2fx..%.2fx)%n",
                sites[rounds / 2], sites[0], sites[rounds - 1]);
        // The binding alone: the Java add over the same LibTorch work from Rust.
        double[] binding = new double[rounds];
        for (int r = 0; r < rounds; r++) {
            binding[r] = perOp.get(3)[r] / perOp.get(variants.size() - 1)[r];
        }
        Arrays.sort(binding);
        System.out.printf(Locale.ROOT, "the Java add over Rust's add below the Autograd kernel (what the binding alone adds): "
                + "%.3fx (%.3f..%.3f)%n", binding[rounds / 2], binding[0], binding[rounds - 1]);
        failedOps(Math.max(3, rounds / 3), 200);
        Torch.release(List.of(a, b));
        Baseline.storeRelease(inputs[0]);
        Baseline.storeRelease(inputs[1]);
        Baseline.leastStoreRelease(least[0]);
        Baseline.leastStoreRelease(least[1]);
        scaling(rounds, 50_000);
        System.out.println("live tensors after the run: " + Memory.stats().liveTensors);
    }

    private static volatile Object sink;

    /** {@code n} times a matmul LibTorch refuses, from Java, a scope per op; nanoseconds. */
    static long javaFailedMatmul(int n) {
        try (PointerScope inputs = new PointerScope()) {
            Tensor a = Ops.ones(2, 3);
            Tensor b = Ops.ones(4, 5);
            long t0 = System.nanoTime();
            for (int i = 0; i < n; i++) {
                try (PointerScope s = new PointerScope()) {
                    a.matmul(b);
                    throw new IllegalStateException("LibTorch did not refuse a matmul of 2x3 by 4x5");
                } catch (TorchException e) {
                    sink = e;
                }
            }
            return System.nanoTime() - t0;
        }
    }

    /**
     * What a refused op costs: from Java, in Rust tch, and in Rust tch with LibTorch's C++
     * backtraces recorded as LibTorch does by default (jtorch has it record none: reading one
     * symbolizes it, and jtorch drops it from the message). Interleaved, {@code rounds} rounds of
     * {@code n} refusals each (fewer with backtraces, which take milliseconds each).
     */
    static void failedOps(int rounds, int n) {
        int slow = Math.max(1, n / 20);
        double[][] us = new double[3][rounds];
        javaFailedMatmul(n);
        Baseline.rustFailedMatmulLoop(n, false);
        Baseline.rustFailedMatmulLoop(1, true);
        for (int r = 0; r < rounds; r++) {
            us[0][r] = javaFailedMatmul(n) / 1e3 / n;
            us[1][r] = Baseline.rustFailedMatmulLoop(n, false) / 1e3 / n;
            us[2][r] = Baseline.rustFailedMatmulLoop(slow, true) / 1e3 / slow;
        }
        double[] ratio = new double[rounds];
        for (int r = 0; r < rounds; r++) {
            ratio[r] = us[0][r] / us[1][r];
        }
        for (double[] u : us) {
            Arrays.sort(u);
        }
        Arrays.sort(ratio);
        System.out.printf(Locale.ROOT, "%na refused op (matmul of 2x3 by 4x5, LibTorch's error), %d rounds: Java %.1f us (%.1f..%.1f), "
                + "Rust tch %.1f us (%.1f..%.1f), Java / Rust %.2fx; Rust tch with LibTorch's C++ backtraces recorded "
                + "(LibTorch's default) %.0f us (%.0f..%.0f)%n", rounds, us[0][rounds / 2], us[0][0], us[0][rounds - 1],
                us[1][rounds / 2], us[1][0], us[1][rounds - 1], ratio[rounds / 2], us[2][rounds / 2], us[2][0], us[2][rounds - 1]);
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
