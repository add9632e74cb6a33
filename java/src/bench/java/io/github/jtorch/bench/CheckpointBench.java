package io.github.jtorch.bench;

import io.github.jtorch.Memory;
import io.github.jtorch.Ops;
import io.github.jtorch.PointerScope;
import io.github.jtorch.Tensor;
import io.github.jtorch.Torch;
import io.github.jtorch.nn.GELU;
import io.github.jtorch.nn.Linear;
import io.github.jtorch.nn.Module;
import io.github.jtorch.optim.Optimizer;
import io.github.jtorch.utils.Checkpoint;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.UnaryOperator;

/**
 * What gradient checkpointing saves: a deep stack of Linear + GELU blocks (each block's layers
 * called one by one, as a model's forward pass written by hand does) trained a few SGD steps
 * plainly, with each block checkpointed, and with checkpointSequential in sqrt(blocks)
 * segments. Prints, per way, the peak of jtorch's live tensor bytes during a step
 * ({@link Memory#withPeakTracking}), the growth of the process's resident memory over the
 * forward pass (what autograd keeps for the backward pass, the saved activations included,
 * which are not handles; the Gradle task has glibc map each large block on its own so that
 * freed memory leaves the resident set), and the median step time.
 *
 * <p>Usage: {@code gradle benchCheckpoint}; {@code -Pblocks=}, {@code -Pwidth=}, {@code -Pbatch=}
 * and {@code -Psteps=} change the size (defaults 16, 1024, 256, 3).
 */
public final class CheckpointBench {
    private CheckpointBench() {}

    private static final class Block extends Module {
        final Linear fc;
        final GELU gelu = registerModule("gelu", new GELU());

        Block(int width) {
            fc = registerModule("fc", new Linear(width, width));
        }

        @Override
        public Tensor forward(Tensor x) {
            return gelu.forward(fc.forward(x));
        }
    }

    private enum Way {
        PLAIN("plain"), EACH_BLOCK("checkpoint per block"), SEQUENTIAL("checkpointSequential");

        final String label;

        Way(String label) {
            this.label = label;
        }
    }

    private static final class Result {
        long peakBytes;
        long rssGrowth;
        final double[] stepMs;

        Result(int steps) {
            stepMs = new double[steps];
        }
    }

    public static void main(String[] args) {
        int blocks = Integer.getInteger("blocks", 16);
        int width = Integer.getInteger("width", 1024);
        int batch = Integer.getInteger("batch", 256);
        int steps = Integer.getInteger("steps", 3);
        int segments = Math.max(1, (int) Math.round(Math.sqrt(blocks)));
        try (PointerScope model = new PointerScope()) {
            Torch.manualSeed(0);
            List<Module> stack = new ArrayList<>();
            List<Tensor> params = new ArrayList<>();
            for (int i = 0; i < blocks; i++) {
                Block b = new Block(width);
                stack.add(b);
                params.addAll(b.parameters());
            }
            Optimizer opt = Optimizer.sgd(params, 1e-4, 0, 0, false);
            Tensor x = Ops.randn(batch, width);
            Tensor y = Ops.randn(batch, width);
            System.out.printf(Locale.ROOT, "%d blocks of Linear(%d, %d) + GELU, batch %d, SGD, %d steps each "
                    + "(after one warm-up); checkpointSequential in %d segments%n", blocks, width, width, batch, steps, segments);
            System.out.printf(Locale.ROOT, "%-22s %14s %16s %12s%n", "", "peak live", "RSS over forward", "step");
            Result[] results = new Result[Way.values().length];
            for (Way way : Way.values()) {
                run(way, stack, opt, x, y, segments, 1); // warm-up
                Result r = run(way, stack, opt, x, y, segments, steps);
                results[way.ordinal()] = r;
                System.out.printf(Locale.ROOT, "%-22s %10.1f MiB %12.1f MiB %9.0f ms%n", way.label, r.peakBytes / 1048576.0,
                        r.rssGrowth / 1048576.0, median(r.stepMs));
            }
            Result plain = results[Way.PLAIN.ordinal()];
            for (Way way : List.of(Way.EACH_BLOCK, Way.SEQUENTIAL)) {
                Result r = results[way.ordinal()];
                System.out.printf(Locale.ROOT, "%s: peak live %.2fx less, RSS over forward %.2fx less, step %.2fx the time%n",
                        way.label, (double) plain.peakBytes / r.peakBytes, (double) plain.rssGrowth / Math.max(1, r.rssGrowth),
                        median(r.stepMs) / median(plain.stepMs));
            }
            opt.close();
        }
    }

    private static Result run(Way way, List<Module> stack, Optimizer opt, Tensor x, Tensor y, int segments, int steps) {
        Result r = new Result(steps);
        for (int s = 0; s < steps; s++) {
            long[] rss = new long[2];
            long t0 = System.nanoTime();
            Memory.Peak<Void> p = Memory.withPeakTracking(() -> {
                try (PointerScope step = new PointerScope()) {
                    opt.zeroGrad();
                    rss[0] = Memory.stats().rssBytes;
                    Tensor out = forward(way, stack, x, segments);
                    rss[1] = Memory.stats().rssBytes;
                    Tensor loss = Ops.mseLoss(out, y);
                    loss.backward();
                    opt.step();
                    loss.itemDouble();
                }
                return null;
            });
            r.stepMs[s] = (System.nanoTime() - t0) / 1e6;
            r.peakBytes = Math.max(r.peakBytes, p.peakBytes);
            r.rssGrowth = Math.max(r.rssGrowth, rss[1] - rss[0]);
        }
        return r;
    }

    private static Tensor forward(Way way, List<Module> stack, Tensor x, int segments) {
        switch (way) {
            case EACH_BLOCK:
                for (Module m : stack) {
                    x = Checkpoint.checkpoint(m, x);
                }
                return x;
            case SEQUENTIAL: {
                List<UnaryOperator<Tensor>> fns = new ArrayList<>();
                for (Module m : stack) {
                    fns.add(m::forward);
                }
                return Checkpoint.checkpointSequential(fns, segments, x);
            }
            default:
                for (Module m : stack) {
                    x = m.forward(x);
                }
                return x;
        }
    }

    private static double median(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        return s[s.length / 2];
    }
}
