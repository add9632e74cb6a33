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
 * DDP (scripts/distributed/ddp_bench.py, the same model, sizes and steps). Prints the samples
 * per second of each and the speed-up of 2 processes over 1, and writes them to
 * {@code build/bench/distributed.md}.
 *
 * <p>System properties: {@code bench.width} (1024), {@code bench.batch} (global, 256),
 * {@code bench.steps} (30, after 5 untimed). With {@code worker} as the first argument it is
 * one rank.
 */
public final class DistributedBench {
    private DistributedBench() {}

    static final Pattern RESULT = Pattern.compile("samples/s ([0-9.]+)");

    public static void main(String[] args) throws Exception {
        int width = Integer.getInteger("bench.width", 1024);
        int batch = Integer.getInteger("bench.batch", 256);
        int steps = Integer.getInteger("bench.steps", 30);
        if (args.length > 0 && args[0].equals("worker")) {
            worker(width, batch, steps);
            return;
        }
        List<String> sizes = List.of(Integer.toString(width), Integer.toString(batch), Integer.toString(steps));
        String python = new File(Torch.libtorchLocation()).getParent();
        StringBuilder table = new StringBuilder(String.format(Locale.ROOT,
                "MLP %d-%d-%d-10, global batch %d, %d steps, one LibTorch thread per process%n%n"
                        + "| system | 1 process (samples/s) | 2 processes (samples/s) | 2 over 1 |%n|---|---|---|---|%n",
                width, width, width, batch, steps));
        for (String sys : List.of("jtorch", "PyTorch")) {
            double[] rate = new double[3];
            for (int n = 1; n <= 2; n++) {
                List<String> cmd = sys.equals("jtorch")
                        ? withSizes(Launcher.javaCommand(DistributedBench.class.getName(), List.of("worker")), width,
                                batch, steps)
                        : new ArrayList<>(List.of("python3", "scripts/distributed/ddp_bench.py"));
                if (!sys.equals("jtorch")) {
                    cmd.addAll(sizes);
                }
                rate[n] = run(n, cmd, Map.of("PYTHONPATH", python, "OMP_NUM_THREADS", "1"));
            }
            table.append(String.format(Locale.ROOT, "| %s | %.0f | %.0f | %.2fx |%n", sys, rate[1], rate[2],
                    rate[2] / rate[1]));
        }
        System.out.print(table);
        Path out = Path.of("build", "bench", "distributed.md");
        Files.createDirectories(out.getParent());
        Files.writeString(out, table.toString());
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

    /** One rank: DDP training on its share of the global batch; rank 0 prints the rate. */
    static void worker(int width, int batch, int steps) {
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
        for (int step = -5; step < steps; step++) {
            if (step == 0) {
                g.barrier();
                start = System.nanoTime();
            }
            Torch.withTorch(() -> {
                opt.zeroGrad();
                ddp.backward(Ops.mseLoss((Tensor) ddp.call(x), y));
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
