package io.github.jtorch.bench;

import clojure.java.api.Clojure;
import clojure.lang.IFn;
import io.github.jtorch.Dispatcher;
import io.github.jtorch.Ops;
import io.github.jtorch.PointerScope;
import io.github.jtorch.Tensor;
import io.github.jtorch.Torch;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * An op through the general path (LibTorch's dispatcher, the overload resolved from the
 * arguments: {@code Dispatcher.op("add").call(a, b)}; in Clojure a function made from the
 * operator's schema, as jtorch.torch makes every operator's, and {@code (t/call "add" a b)})
 * against the same op through the op table's fast path ({@code a.add(b)}, {@code (t/add a b)}), from Java
 * and Clojure, on 4-element tensors (add) and on an op of more than 10 us (matmul of two
 * 128x128 matrices), in one process with one LibTorch thread. Rounds run every variant in
 * short interleaved runs in a shuffled order; a figure is the median over rounds, a ratio the
 * median of the per-round ratios. Writes {@code docs/bench-operators.md}.
 *
 * <p>Usage: {@code gradle benchOperators} (run by {@code make bench}); {@code -Prounds=N}.
 */
public final class OperatorBench {
    private OperatorBench() {}

    interface Loop {
        long run(int n);
    }

    static final class Variant {
        final String name;
        final Loop loop;
        final int ops;
        final double[] perRound;
        /** The op-table variant this one is compared with, or null for an op-table one. */
        final Variant base;

        Variant(String name, int ops, int rounds, Variant base, Loop loop) {
            this.name = name;
            this.loop = loop;
            this.ops = ops;
            this.perRound = new double[rounds];
            this.base = base;
        }
    }

    static long javaTable(String op, Tensor a, Tensor b, int n) {
        boolean add = op.equals("add");
        long t0 = System.nanoTime();
        for (int i = 0; i < n; i++) {
            try (PointerScope s = new PointerScope()) {
                if (add) {
                    a.add(b);
                } else {
                    a.matmul(b);
                }
            }
        }
        return System.nanoTime() - t0;
    }

    static long javaOperator(Dispatcher.Op op, Tensor a, Tensor b, int n) {
        long t0 = System.nanoTime();
        for (int i = 0; i < n; i++) {
            try (PointerScope s = new PointerScope()) {
                op.call(a, b);
            }
        }
        return System.nanoTime() - t0;
    }

    public static void main(String[] args) throws IOException {
        boolean quick = Boolean.parseBoolean(System.getProperty("bench.quick", "false"));
        int rounds = Integer.getInteger("rounds", quick ? 5 : 21);
        int chunks = quick ? 4 : 20;
        int addOps = quick ? 1_000 : 5_000;
        int mmOps = quick ? 50 : 250;
        Torch.setNumThreads(1);
        Tensor a = Torch.retain(Ops.ones(4));
        Tensor b = Torch.retain(Ops.ones(4));
        Tensor m = Torch.retain(Ops.randn(128, 128));
        Tensor k = Torch.retain(Ops.randn(128, 128));
        Dispatcher.Op add = Dispatcher.op("add");
        Dispatcher.Op matmul = Dispatcher.op("matmul");
        IFn require = Clojure.var("clojure.core", "require");
        require.invoke(Clojure.read("jtorch.bench.operators"));
        IFn cljTable = Clojure.var("jtorch.bench.operators", "table-loop");
        IFn cljOperator = Clojure.var("jtorch.bench.operators", "operator-loop");

        IFn cljSchemaFn = Clojure.var("jtorch.bench.operators", "schema-fn-loop");
        List<Variant> variants = new ArrayList<>();
        for (String op : List.of("add", "matmul")) {
            boolean small = op.equals("add");
            int ops = small ? addOps : mmOps;
            Tensor x = small ? a : m;
            Tensor y = small ? b : k;
            Dispatcher.Op handle = small ? add : matmul;
            String what = small ? "add" : "matmul 128x128";
            Variant java = new Variant("Java " + what + ", op table", ops, rounds, null, n -> javaTable(op, x, y, n));
            Variant clj = new Variant("Clojure " + what + ", op table", ops, rounds, null, n -> (Long) cljTable.invoke(op, x, y, (long) n));
            variants.add(java);
            variants.add(new Variant("Java " + what + ", dispatcher (Dispatcher.Op)", ops, rounds, java, n -> javaOperator(handle, x, y, n)));
            variants.add(clj);
            variants.add(new Variant("Clojure " + what + ", dispatcher (a function from the schema)", ops, rounds, clj,
                    n -> (Long) cljSchemaFn.invoke(op, x, y, (long) n)));
            variants.add(new Variant("Clojure " + what + ", dispatcher (t/call by name)", ops, rounds, clj,
                    n -> (Long) cljOperator.invoke(op, x, y, (long) n)));
        }

        // Warm up every loop (JIT, kernel caches) before the first round.
        for (Variant v : variants) {
            for (int i = 0; i < 5; i++) {
                v.loop.run(v.ops);
            }
        }
        Random shuffle = new Random(7);
        for (int r = 0; r < rounds; r++) {
            long[] total = new long[variants.size()];
            for (int c = 0; c < chunks; c++) {
                List<Integer> order = new ArrayList<>();
                for (int i = 0; i < variants.size(); i++) {
                    order.add(i);
                }
                Collections.shuffle(order, shuffle);
                for (int i : order) {
                    total[i] += variants.get(i).loop.run(variants.get(i).ops);
                }
            }
            for (int i = 0; i < variants.size(); i++) {
                Variant v = variants.get(i);
                v.perRound[r] = total[i] / (double) (chunks * (long) v.ops);
            }
        }

        StringBuilder md = new StringBuilder();
        md.append("# The general op path against the op table's fast path\n\n")
                .append("Written by `gradle benchOperators` (run by `make bench`): ").append(rounds)
                .append(" rounds, one LibTorch thread, on ").append(System.getProperty("os.arch")).append(", ")
                .append(Runtime.getRuntime().availableProcessors()).append(" CPUs, Java ")
                .append(System.getProperty("java.version")).append(".\n")
                .append("Targets: the dispatcher at most 1.3x the op table on 4-element tensors, at most 1.02x on ops of 10 us or more.\n\n")
                .append("| variant | median | spread | dispatcher / op table |\n|---|---|---|---|\n");
        for (int i = 0; i < variants.size(); i++) {
            Variant v = variants.get(i);
            double[] sorted = v.perRound.clone();
            Arrays.sort(sorted);
            String ratio = "";
            if (v.base != null) {
                double[] q = new double[rounds];
                for (int r = 0; r < rounds; r++) {
                    q[r] = v.perRound[r] / v.base.perRound[r];
                }
                Arrays.sort(q);
                ratio = String.format(Locale.ROOT, "%.3fx", q[rounds / 2]);
            }
            String line = String.format(Locale.ROOT, "| %s | %.0f ns | %.0f..%.0f | %s |", v.name, sorted[rounds / 2], sorted[0],
                    sorted[rounds - 1], ratio);
            md.append(line).append('\n');
            System.out.println(line);
        }
        Path out = quick ? Path.of("build", "bench", "bench-operators.md") : Path.of("docs", "bench-operators.md");
        Files.createDirectories(out.toAbsolutePath().getParent());
        Files.writeString(out, md.toString(), StandardCharsets.UTF_8);
        System.out.println("wrote " + out);
        System.exit(0);
    }
}
