package io.github.jtorch.bench.javacpp;

import io.github.jtorch.bench.threads.FreshThreads;
import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.bytedeco.javacpp.PointerScope;
import org.bytedeco.pytorch.Adam;
import org.bytedeco.pytorch.AdamOptions;
import org.bytedeco.pytorch.LinearImpl;
import org.bytedeco.pytorch.Module;
import org.bytedeco.pytorch.Tensor;
import org.bytedeco.pytorch.global.torch;

/**
 * The JavaCPP side of jtorch's side-by-side benchmarks: the same loops written against
 * JavaCPP's PyTorch presets ({@code org.bytedeco:pytorch}), the way Clojure's existing torch
 * wrappers use them: every native result is a {@code Pointer} released by JavaCPP's own
 * {@link PointerScope}. It runs in a JVM of its own (its LibTorch would clash with jtorch's in
 * one process) and is driven by {@code SideBySide} over stdin, one command a line, so its rounds
 * interleave with the other variants'. Each command answers one line of numbers (nanoseconds,
 * or bytes for {@code memory}); the protocol is the one {@code scripts/bench_worker.py} speaks.
 *
 * <p>Commands: {@code add N}, {@code matmul N}, {@code scope CYCLES N} (answers total and
 * closing time), {@code retain CYCLES M}, {@code mlp STEPS}, {@code threads K N},
 * {@code memory STEPS EVERY WARMUP} (answers the resident set size every EVERY steps).
 */
public final class JavacppWorker {
    private static volatile Object sink;

    public static void main(String[] args) throws Exception {
        // Our replies go to the real stdout; anything a library prints goes to stderr.
        PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
        System.setOut(System.err);
        torch.set_num_threads(1);
        torch.manual_seed(0);
        JavacppWorker w = new JavacppWorker();
        out.println("ready " + version());
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String line; (line = in.readLine()) != null;) {
            line = line.trim();
            if (line.isEmpty()) {
                continue;
            }
            String[] a = line.split("\\s+");
            long[] r = w.run(a);
            StringBuilder sb = new StringBuilder();
            for (long x : r) {
                sb.append(sb.length() == 0 ? "" : " ").append(x);
            }
            out.println(sb);
        }
    }

    private static String version() {
        try (InputStream s = torch.class.getResourceAsStream("/META-INF/maven/org.bytedeco/pytorch/pom.properties")) {
            Properties p = new Properties();
            if (s != null) {
                p.load(s);
            }
            return p.getProperty("version", "unknown");
        } catch (IOException e) {
            return "unknown";
        }
    }

    private JavacppWorker() {}

    /**
     * Runs one command. Every command makes its own inputs in a scope of its own that frees
     * them after (a model's step time depends on where its tensors land in memory, so the other
     * variants make theirs per run too).
     */
    private long[] run(String[] c) throws Exception {
        try (PointerScope inputs = new PointerScope()) {
            return runWithInputs(c);
        }
    }

    private long[] runWithInputs(String[] c) throws Exception {
        Tensor a = torch.ones(4);
        Tensor b = torch.ones(4);
        switch (c[0]) {
            case "add":
                return new long[] {add(a, b, Integer.parseInt(c[1]))};
            case "matmul":
                return new long[] {matmul(torch.randn(64, 64), torch.randn(64, 64), Integer.parseInt(c[1]))};
            case "scope":
                return scope(a, b, Integer.parseInt(c[1]), Integer.parseInt(c[2]));
            case "retain":
                return new long[] {retain(a, b, Integer.parseInt(c[1]), Integer.parseInt(c[2]))};
            case "mlp":
                return new long[] {new Mlp().steps(Integer.parseInt(c[1]))};
            case "threads":
                return new long[] {threads(Integer.parseInt(c[1]), Integer.parseInt(c[2]))};
            case "memory":
                return memory(Integer.parseInt(c[1]), Integer.parseInt(c[2]), Integer.parseInt(c[3]));
            default:
                throw new IllegalArgumentException("unknown command " + c[0]);
        }
    }

    /** {@code n} times {@code a + b}, each in its own scope: JavaCPP's deterministic idiom. */
    private static long add(Tensor a, Tensor b, int n) {
        long t0 = System.nanoTime();
        for (int i = 0; i < n; i++) {
            try (PointerScope s = new PointerScope()) {
                a.add(b);
            }
        }
        return System.nanoTime() - t0;
    }

    private static long matmul(Tensor m1, Tensor m2, int n) {
        long t0 = System.nanoTime();
        for (int i = 0; i < n; i++) {
            try (PointerScope s = new PointerScope()) {
                m1.matmul(m2);
            }
        }
        return System.nanoTime() - t0;
    }

    /** Open a scope, make {@code n} tensors, close it; {@code cycles} times. Total and closing ns. */
    private static long[] scope(Tensor a, Tensor b, int cycles, int n) {
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

    /**
     * A scope makes a nested map of {@code m} tensors ({@code {"layers": [{"w": t, "b": t}, ...]}})
     * and hands it to the enclosing scope: JavaCPP has no walk over Java data, so the map's
     * tensors are attached to the outer scope one by one, as a wrapper would do. The outer scope
     * then frees them.
     */
    private static long retain(Tensor a, Tensor b, int cycles, int m) {
        long t0 = System.nanoTime();
        for (int c = 0; c < cycles; c++) {
            try (PointerScope outer = new PointerScope()) {
                Map<String, List<Map<String, Tensor>>> kept;
                try (PointerScope inner = new PointerScope()) {
                    List<Map<String, Tensor>> layers = new ArrayList<>(m / 2);
                    for (int i = 0; i < m / 2; i++) {
                        Map<String, Tensor> layer = new HashMap<>(4);
                        layer.put("w", a.add(b));
                        layer.put("b", a.add(b));
                        layers.add(layer);
                    }
                    kept = Map.of("layers", layers);
                    for (List<Map<String, Tensor>> ls : kept.values()) {
                        for (Map<String, Tensor> layer : ls) {
                            for (Tensor t : layer.values()) {
                                outer.attach(t);
                            }
                        }
                    }
                }
                sink = kept;
            }
        }
        sink = null;
        return System.nanoTime() - t0;
    }

    /** The MLP of the benchmarks (784-256-10, batch 64, Adam), as JavaCPP's examples write one. */
    private static final class Mlp {
        {
            torch.manual_seed(0);
        }

        final Module net = new Module();
        final LinearImpl fc1 = net.register_module("fc1", new LinearImpl(784, 256));
        final LinearImpl fc2 = net.register_module("fc2", new LinearImpl(256, 10));
        final Adam opt = new Adam(net.parameters(), new AdamOptions(1e-3));
        final Tensor x = torch.randn(64, 784);
        final Tensor y = torch.randint(10, new long[] {64});

        long steps(int n) {
            long t0 = System.nanoTime();
            for (int i = 0; i < n; i++) {
                try (PointerScope s = new PointerScope()) {
                    opt.zero_grad();
                    Tensor loss = torch.cross_entropy(fc2.forward(torch.relu(fc1.forward(x))), y);
                    loss.backward();
                    opt.step();
                    sink = loss.item_float();
                }
            }
            return System.nanoTime() - t0;
        }
    }

    /** {@code k} threads, each with its own tensors, each running {@link #add} {@code n} times. */
    private static long threads(int k, int n) {
        // Measured as the jtorch variants are: fresh threads, a spin start, done once they have left.
        return FreshThreads.run(k, start -> {
            try (PointerScope own = new PointerScope()) {
                Tensor x = torch.ones(4);
                Tensor y = torch.ones(4);
                start.run();
                return add(x, y, n);
            }
        });
    }

    /**
     * The memory loop: {@code warmup + steps} steps of {@code relu(x @ w + c).sum()} read back as a
     * float, each step in its own scope. Answers the resident set size every {@code every} steps
     * of the measured part, starting before its first step.
     */
    private static long[] memory(int steps, int every, int warmup) throws IOException {
        Tensor x = torch.randn(16, 64);
        Tensor w = torch.randn(64, 64);
        Tensor c = torch.randn(64);
        long[] rss = new long[steps / every + 1];
        for (int i = -warmup; i <= steps; i++) {
            if (i >= 0 && i % every == 0) {
                rss[i / every] = rssBytes();
            }
            if (i == steps) {
                break;
            }
            try (PointerScope s = new PointerScope()) {
                sink = torch.relu(x.matmul(w).add(c)).sum().item_float();
            }
        }
        return rss;
    }

    static long rssBytes() throws IOException {
        String[] f = Files.readString(Path.of("/proc/self/statm")).trim().split("\\s+");
        return Long.parseLong(f[1]) * 4096;
    }
}
