package io.github.jtorch.bench;

import io.github.jtorch.Memory;
import io.github.jtorch.Ops;
import io.github.jtorch.PointerScope;
import io.github.jtorch.Tensor;
import io.github.jtorch.Torch;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The memory benchmark's jtorch side, in a JVM of its own so that nothing else the process did
 * shows in its resident set: {@code warmup + steps} steps of {@code relu(x @ w + c).sum()}
 * read back as a float, the step the JavaCPP worker's {@code memory} command runs.
 *
 * <p>Usage: {@code MemoryRun scoped|gc STEPS EVERY WARMUP}. {@code scoped}: each step in its own
 * {@link PointerScope}; {@code gc}: no scope, the step's tensors are unscoped and freed when the
 * garbage collector finds them unreachable. Prints two lines: the resident set size, and
 * jtorch's live tensor count, every {@code EVERY} steps of the measured part.
 */
public final class MemoryRun {
    private MemoryRun() {}

    private static volatile float sink;

    public static void main(String[] args) throws IOException {
        boolean scoped = args[0].equals("scoped");
        if (!scoped && !args[0].equals("gc")) {
            throw new IllegalArgumentException("mode must be scoped or gc, not " + args[0]);
        }
        int steps = Integer.parseInt(args[1]);
        int every = Integer.parseInt(args[2]);
        int warmup = Integer.parseInt(args[3]);
        Torch.setNumThreads(1);
        Torch.manualSeed(0);
        Tensor x = Ops.randn(16, 64);
        Tensor w = Ops.randn(64, 64);
        Tensor c = Ops.randn(64);
        long[] rss = new long[steps / every + 1];
        long[] live = new long[steps / every + 1];
        // The last sample is taken inside the loop too: leaving a hot loop makes the JIT compile
        // the code after it, whose memory would show as growth.
        for (int i = -warmup; i <= steps; i++) {
            if (i >= 0 && i % every == 0) {
                rss[i / every] = rssBytes();
                live[i / every] = Memory.stats().liveTensors;
            }
            if (i == steps) {
                break;
            }
            step(scoped, x, w, c);
        }
        System.out.println(join(rss));
        System.out.println(join(live));
        Torch.release(new Tensor[] {x, w, c});
    }

    /**
     * One step. A method of its own, so that the JIT compiles it early in the warm-up: compiled
     * as part of the loop, it was compiled once, after about 95,000 steps, and the compiler's
     * working memory (a few MB the C library keeps) showed as growth at the end of the curve.
     */
    static void step(boolean scoped, Tensor x, Tensor w, Tensor c) {
        if (scoped) {
            try (PointerScope s = new PointerScope()) {
                sink = x.matmul(w).add(c).relu().sum().itemFloat();
            }
        } else {
            sink = x.matmul(w).add(c).relu().sum().itemFloat();
        }
    }

    static String join(long[] xs) {
        StringBuilder sb = new StringBuilder();
        for (long x : xs) {
            sb.append(sb.length() == 0 ? "" : " ").append(x);
        }
        return sb.toString();
    }

    /** Resident set size of this process, from /proc/self/statm. */
    static long rssBytes() throws IOException {
        String[] f = Files.readString(Path.of("/proc/self/statm")).trim().split("\\s+");
        return Long.parseLong(f[1]) * 4096;
    }
}
