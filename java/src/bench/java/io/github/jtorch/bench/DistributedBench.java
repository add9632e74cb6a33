package io.github.jtorch.bench;

import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;
import io.github.jtorch.Torch;
import io.github.jtorch.distributed.Distributed;
import io.github.jtorch.distributed.InitOptions;
import io.github.jtorch.distributed.Launcher;
import io.github.jtorch.distributed.ProcessGroup;
import io.github.jtorch.nn.Linear;
import io.github.jtorch.nn.Module;
import io.github.jtorch.nn.ReLU;
import io.github.jtorch.nn.Sequential;
import io.github.jtorch.nn.parallel.DistributedDataParallel;
import io.github.jtorch.optim.Optimizer;
import java.io.File;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Data-parallel training throughput (issue 40's benchmark): an MLP trained with
 * DistributedDataParallel on a global batch split over 1 and 2 processes on this machine, each
 * with one LibTorch thread, jtorch (JVMs started by {@link Launcher}) side by side with PyTorch's
 * DDP (scripts/distributed/ddp_bench.py, the same model, sizes and steps). Each round runs, for
 * each system in turn (the first alternating), 1 process, 2 processes, and 2 processes whose
 * gradients are not communicated ({@code no_sync}: what the machine gives two processes that
 * compute only, the ceiling of the speed-up). Prints the median samples per second and the
 * medians of the per-round speed-ups, and writes them to {@code build/bench/distributed.md}.
 *
 * <p>System properties: {@code bench.width} (1024), {@code bench.batch} (global, 8192: large
 * enough for the step to dominate the gradients' all-reduce), {@code bench.steps} (10, after 3
 * untimed), {@code bench.rounds} (5). With {@code worker} as the first argument it is one rank
 * ({@code worker nosync}: gradients kept local).
 */
public final class DistributedBench {
    private DistributedBench() {}

    static final Pattern RESULT = Pattern.compile("samples/s ([0-9.]+)");

    public static void main(String[] args) throws Exception {
        int width = Integer.getInteger("bench.width", 1024);
        int batch = Integer.getInteger("bench.batch", 8192);
        int steps = Integer.getInteger("bench.steps", 10);
        int rounds = Integer.getInteger("bench.rounds", 5);
        if (args.length > 0 && args[0].equals("worker")) {
            worker(width, batch, steps, args.length > 1 && args[1].equals("nosync"));
            return;
        }
        String python = new File(Torch.libtorchLocation()).getParent();
        List<String> systems = List.of("jtorch", "PyTorch");
        // [system][kind: 1 process, 2 processes, 2 without communication][round]
        double[][][] rate = new double[2][3][rounds];
        for (int r = 0; r < rounds; r++) {
            for (int k = 0; k < 2; k++) {
                int sys = (k + r) % 2;
                for (int kind = 0; kind < 3; kind++) {
                    boolean nosync = kind == 2;
                    List<String> cmd = new ArrayList<>();
                    if (sys == 0) {
                        List<String> worker = new ArrayList<>(List.of("worker"));
                        if (nosync) {
                            worker.add("nosync");
                        }
                        cmd.addAll(withSizes(Launcher.javaCommand(DistributedBench.class.getName(), worker), width,
                                batch, steps));
                    } else {
                        cmd.addAll(List.of("python3", "scripts/distributed/ddp_bench.py", Integer.toString(width),
                                Integer.toString(batch), Integer.toString(steps)));
                        if (nosync) {
                            cmd.add("nosync");
                        }
                    }
                    rate[sys][kind][r] = run(kind == 0 ? 1 : 2, cmd,
                            Map.of("PYTHONPATH", python, "OMP_NUM_THREADS", "1"));
                }
            }
            System.out.printf(Locale.ROOT, "round %d: jtorch %.0f / %.0f / %.0f, PyTorch %.0f / %.0f / %.0f samples/s%n",
                    r + 1, rate[0][0][r], rate[0][1][r], rate[0][2][r], rate[1][0][r], rate[1][1][r], rate[1][2][r]);
        }
        StringBuilder table = new StringBuilder(String.format(Locale.ROOT,
                "MLP %d-%d-%d-10, global batch %d, %d steps, one LibTorch thread per process, %d rounds (medians)%n%n"
                        + "| system | 1 process (samples/s) | 2 processes (samples/s) | 2 over 1 "
                        + "| 2 without communication over 1 (the machine's ceiling) |%n|---|---|---|---|---|%n",
                width, width, width, batch, steps, rounds));
        for (int sys = 0; sys < 2; sys++) {
            double[] speedup = new double[rounds];
            double[] ceiling = new double[rounds];
            for (int r = 0; r < rounds; r++) {
                speedup[r] = rate[sys][1][r] / rate[sys][0][r];
                ceiling[r] = rate[sys][2][r] / rate[sys][0][r];
            }
            table.append(String.format(Locale.ROOT, "| %s | %.0f | %.0f | %.2fx | %.2fx |%n", systems.get(sys),
                    median(rate[sys][0]), median(rate[sys][1]), median(speedup), median(ceiling)));
        }
        double[] ahead = new double[rounds];
        for (int r = 0; r < rounds; r++) {
            ahead[r] = rate[0][1][r] / rate[1][1][r];
        }
        table.append(String.format(Locale.ROOT, "%njtorch's 2 processes over PyTorch's (median of per-round ratios): %.2fx%n",
                median(ahead)));
        System.out.print(table);
        Path out = Path.of("build", "bench", "distributed.md");
        Files.createDirectories(out.getParent());
        Files.writeString(out, table.toString());
    }

    static double median(double[] xs) {
        double[] s = xs.clone();
        java.util.Arrays.sort(s);
        int n = s.length;
        return n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
    }

    static List<String> withSizes(List<String> cmd, int width, int batch, int steps) {
        List<String> out = new ArrayList<>(cmd.subList(0, 3));
        out.add("-Dbench.width=" + width);
        out.add("-Dbench.batch=" + batch);
        out.add("-Dbench.steps=" + steps);
        out.addAll(cmd.subList(3, cmd.size()));
        return out;
    }

    /** Runs {@code n} ranks of {@code cmd}; rank 0's samples per second. */
    static double run(int n, List<String> cmd, Map<String, String> env) throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        Path logs = Files.createTempDirectory("jtorch-ddp-bench");
        List<Process> ps = Launcher.start(Launcher.Spec.local(n, port), cmd, env, logs);
        int status = Launcher.await(ps, Duration.ofMinutes(10));
        String log = Files.readString(logs.resolve("rank-0.log"), StandardCharsets.UTF_8);
        Matcher m = RESULT.matcher(log);
        if (status != 0 || !m.find()) {
            throw new IllegalStateException(cmd + " on " + n + " processes failed (" + status + "):\n" + log);
        }
        return Double.parseDouble(m.group(1));
    }

    /**
     * One rank: DDP training on its share of the global batch (with {@code nosync}, every step
     * under no_sync: nothing communicated); rank 0 prints the rate.
     */
    static void worker(int width, int batch, int steps, boolean nosync) {
        Torch.setNumThreads(1);
        ProcessGroup g = Distributed.initProcessGroup(InitOptions.fromEnvironment().withTimeout(Duration.ofMinutes(5)));
        int share = batch / g.size();
        Torch.manualSeed(0);
        Module model = new Sequential(new Linear(width, width), new ReLU(), new Linear(width, width), new ReLU(),
                new Linear(width, 10));
        DistributedDataParallel ddp = new DistributedDataParallel(model);
        Optimizer opt = Optimizer.sgd(ddp.parameters(), 0.01);
        Tensor x = Ops.randn(share, width);
        Tensor y = Ops.randn(share, 10);
        long start = 0;
        for (int step = -3; step < steps; step++) {
            if (step == 0) {
                g.barrier();
                start = System.nanoTime();
            }
            Torch.withTorch(() -> {
                opt.zeroGrad();
                if (nosync) {
                    try (DistributedDataParallel.NoSync n = ddp.noSync()) {
                        ddp.backward(Ops.mseLoss((Tensor) ddp.call(x), y));
                    }
                } else {
                    ddp.backward(Ops.mseLoss((Tensor) ddp.call(x), y));
                }
                opt.step();
            });
        }
        g.barrier();
        double seconds = (System.nanoTime() - start) / 1e9;
        if (g.rank() == 0) {
            System.out.printf(Locale.ROOT, "samples/s %.1f%n", steps * (double) batch / seconds);
        }
        Distributed.destroyProcessGroup();
    }
}
