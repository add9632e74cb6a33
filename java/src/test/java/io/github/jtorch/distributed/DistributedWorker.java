package io.github.jtorch.distributed;

import io.github.jtorch.DType;
import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;
import io.github.jtorch.Torch;
import io.github.jtorch.nn.Linear;
import io.github.jtorch.nn.Module;
import io.github.jtorch.nn.Sequential;
import io.github.jtorch.nn.Tanh;
import io.github.jtorch.nn.parallel.DistributedDataParallel;
import io.github.jtorch.optim.Optimizer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

/**
 * One rank of DistributedTest's groups, started by {@link Launcher} with torchrun's variables.
 * {@code args[0]} names the scenario; it prints what it checked and exits 0, or fails (exit 1)
 * with the first value that differs.
 */
public final class DistributedWorker {
    private DistributedWorker() {}

    public static void main(String[] args) throws Exception {
        InitOptions o = InitOptions.fromEnvironment().withTimeout(Duration.ofSeconds(Long.parseLong(args[1])));
        switch (args[0]) {
            case "collectives":
                collectives(o);
                break;
            case "interop":
                interop(o);
                break;
            case "survivor":
                survivor(o);
                break;
            case "cleanup":
                cleanup(o);
                break;
            case "ddp":
                ddp(o);
                break;
            case "ddp-unused":
                ddpUnused(o);
                break;
            default:
                throw new IllegalArgumentException("unknown scenario " + args[0]);
        }
    }

    static Tensor doubles(double... v) {
        return Tensor.of(v, v.length);
    }

    static double[] filled(int n, double v) {
        double[] a = new double[n];
        Arrays.fill(a, v);
        return a;
    }

    static void expect(String what, double[] expected, Tensor t) {
        double[] got = t.toDoubleArray();
        if (!Arrays.equals(expected, got)) {
            throw new AssertionError(what + ": expected " + Arrays.toString(expected) + ", got " + Arrays.toString(got));
        }
        System.out.println("checked " + what);
    }

    /** Every collective, sync and async, against the values each rank can work out. */
    static void collectives(InitOptions o) {
        ProcessGroup g = Distributed.initProcessGroup(o);
        int r = Distributed.getRank();
        int n = Distributed.getWorldSize();
        if (r != o.rank() || n != o.worldSize() || Distributed.getLocalRank() != o.localRank()) {
            throw new AssertionError("rank " + r + " of " + n + ", options " + o);
        }
        double sum = n * (n + 1) / 2.0;
        double product = 1;
        for (int i = 1; i <= n; i++) {
            product *= i;
        }
        double[][] cases = {{0, sum}, {1, sum / n}, {2, product}, {3, 1}, {4, n}};
        for (double[] c : cases) {
            ReduceOp op = ReduceOp.values()[(int) c[0]];
            Tensor t = doubles(filled(3, r + 1));
            if (g.allReduce(t, op) != t) {
                throw new AssertionError("all_reduce returns its tensor");
            }
            expect("all_reduce " + op, filled(3, c[1]), t);
        }
        Tensor b = doubles(r * 10, r * 10 + 1);
        g.broadcast(b, n - 1);
        expect("broadcast", new double[] {(n - 1) * 10, (n - 1) * 10 + 1}, b);

        Tensor red = doubles(filled(2, r + 1));
        g.reduce(red, 0, ReduceOp.SUM);
        if (r == 0) {
            expect("reduce", filled(2, sum), red);
        }

        List<Tensor> gathered = g.allGather(doubles(r, -r));
        if (gathered.size() != n) {
            throw new AssertionError("all_gather gave " + gathered.size() + " tensors");
        }
        for (int q = 0; q < n; q++) {
            expect("all_gather part " + q, new double[] {q, -q}, gathered.get(q));
        }

        Tensor[] inputs = new Tensor[n];
        for (int i = 0; i < n; i++) {
            inputs[i] = doubles(filled(2, r * 10 + i));
        }
        // Rank r gets the sum over ranks q of q*10 + r.
        expect("reduce_scatter", filled(2, 10 * (sum - n) + n * r), g.reduceScatter(List.of(inputs), ReduceOp.SUM));
        expect("reduce_scatter AVG", filled(2, 10 * (sum - n) / n + r), g.reduceScatter(List.of(inputs), ReduceOp.AVG));

        double[] mine = new double[2 * n];
        double[] theirs = new double[2 * n];
        for (int i = 0; i < 2 * n; i++) {
            mine[i] = 100 * r + i;
            // Part q of the result is rank q's part r: 100 q + 2r, 100 q + 2r + 1.
            theirs[i] = 100 * (i / 2) + 2 * r + i % 2;
        }
        expect("all_to_all", theirs, g.allToAll(doubles(mine)));

        // A ring: every rank sends to the next and receives from the one before.
        Work sent = g.sendAsync(doubles(filled(4, r)), (r + 1) % n, 7);
        Tensor got = doubles(filled(4, -1));
        g.recvAsync(got, (r + n - 1) % n, 7).await(Duration.ofSeconds(20));
        sent.await(Duration.ofSeconds(20));
        expect("send/recv ring", filled(4, (r + n - 1) % n), got);

        Tensor a = doubles(filled(2, r));
        Work w = g.allReduceAsync(a, ReduceOp.MAX);
        List<Tensor> result = w.await(Duration.ofSeconds(20));
        if (result.get(0) != a || !w.isCompleted() || w.await() != result) {
            throw new AssertionError("an async all_reduce's result is its tensor, once and again");
        }
        expect("async all_reduce MAX", filled(2, n - 1), a);
        List<Tensor> gatheredAsync = g.allGatherAsync(doubles(r)).await();
        expect("async all_gather", new double[] {n - 1}, gatheredAsync.get(n - 1));

        try {
            g.allReduce(Tensor.of(new long[] {1}, 1L), ReduceOp.AVG);
            throw new AssertionError("an integer AVG was accepted");
        } catch (IllegalArgumentException e) {
            System.out.println("refused: " + e.getMessage());
        }
        Tensor ints = Tensor.of(new long[] {r}, new long[] {1}, DType.INT64);
        g.allReduce(ints, ReduceOp.SUM);
        if (ints.toLongArray()[0] != (long) (sum - n)) {
            throw new AssertionError("int64 all_reduce gave " + ints.toLongArray()[0]);
        }
        g.barrier();
        g.barrierAsync().await(Duration.ofSeconds(20));
        Distributed.destroyProcessGroup();
        if (Distributed.isInitialized()) {
            throw new AssertionError("still initialized after destroy");
        }
        System.out.println("ok rank " + r);
    }

    /** The same collectives as scripts/distributed/interop_rank.py runs, with the values it checks. */
    static void interop(InitOptions o) {
        ProcessGroup g = Distributed.initProcessGroup(o);
        int r = g.rank();
        int n = g.size();
        Tensor t = doubles(filled(3, r + 1));
        g.allReduce(t, ReduceOp.SUM);
        expect("interop all_reduce", filled(3, n * (n + 1) / 2.0), t);
        Tensor b = doubles(r, r);
        g.broadcast(b, 0);
        expect("interop broadcast", new double[] {0, 0}, b);
        List<Tensor> all = g.allGather(doubles(r * 2.0));
        for (int q = 0; q < n; q++) {
            expect("interop all_gather " + q, new double[] {q * 2.0}, all.get(q));
        }
        g.barrier();
        Distributed.destroyProcessGroup();
        System.out.println("ok rank " + r);
    }

    /**
     * The last rank halts once all have joined; the others' next collective must fail with a
     * DistributedException, well within the group's timeout.
     */
    static void survivor(InitOptions o) {
        ProcessGroup g = Distributed.initProcessGroup(o);
        int rank = g.rank();
        g.barrier();
        if (rank == g.size() - 1) {
            Runtime.getRuntime().halt(3);
        }
        long start = System.nanoTime();
        try {
            for (int i = 0; i < 100; i++) {
                g.allReduce(doubles(1, 2, 3), ReduceOp.SUM);
            }
            throw new AssertionError("collectives went on with a rank gone");
        } catch (DistributedException e) {
            long ms = (System.nanoTime() - start) / 1_000_000;
            System.out.println("failed after " + ms + " ms: " + e.getMessage().replace('\n', ' '));
        }
        Distributed.destroyProcessGroup();
        System.out.println("ok rank " + rank);
    }

    /**
     * Threads and sockets before a group, and after each destroy: the same (Gloo's threads
     * joined, its sockets and the store's closed); other descriptors no more after a third
     * round than after the first.
     */
    static void cleanup(InitOptions o) throws IOException {
        doubles(1).close(); // jtorch's own threads start with its first tensor
        int threads0 = threads();
        long sockets0 = count("socket:");
        long fds1 = 0;
        for (int round = 0; round < 3; round++) {
            ProcessGroup g = Distributed.initProcessGroup(o.withMasterPort(o.masterPort() + round));
            g.allReduce(doubles(1), ReduceOp.SUM);
            System.out.println("with the group: " + threads() + " threads, " + count("socket:") + " sockets");
            g.barrier();
            Distributed.destroyProcessGroup();
            int threads = threads();
            long sockets = count("socket:");
            long fds = count("");
            System.out.println("after destroy " + round + ": " + threads + " threads, " + sockets + " sockets, "
                    + fds + " descriptors");
            if (threads != threads0 || sockets != sockets0) {
                throw new AssertionError("threads " + threads0 + " -> " + threads + ", sockets " + sockets0 + " -> "
                        + sockets);
            }
            if (round == 0) {
                fds1 = fds;
            } else if (fds > fds1) {
                throw new AssertionError("descriptors grow: " + fds1 + " -> " + fds);
            }
        }
        System.out.println("ok rank " + o.rank());
    }

    static int threads() throws IOException {
        try (Stream<Path> s = Files.list(Path.of("/proc/self/task"))) {
            return (int) s.count();
        }
    }

    static Module model(long seed) {
        Torch.manualSeed(seed);
        return new Sequential(new Linear(4, 8), new Tanh(), new Linear(8, 1));
    }

    static final int ROWS = 8;

    /** The whole batch: inputs and targets of ROWS rows. */
    static Tensor[] batch() {
        float[] x = new float[ROWS * 4];
        float[] y = new float[ROWS];
        for (int i = 0; i < ROWS; i++) {
            for (int j = 0; j < 4; j++) {
                x[i * 4 + j] = (float) Math.sin(0.3 * i + 0.7 * j);
            }
            y[i] = (float) Math.cos(0.5 * i);
        }
        return new Tensor[] {Tensor.of(x, ROWS, 4), Tensor.of(y, ROWS, 1)};
    }

    static Tensor rows(Tensor t, int start, int n) {
        return Ops.narrow(t, 0, start, n);
    }

    static Tensor loss(Module m, Tensor[] b, int start, int n) {
        return Ops.mseLoss((Tensor) m.call(rows(b[0], start, n)), rows(b[1], start, n));
    }

    /**
     * Each rank trains a DDP replica (each made from a seed of its own: rank 0's must reach all)
     * on its share of the batch, every other step accumulating two halves under no-sync; rank 0
     * then trains one model on the whole batch, which must end with the same parameters.
     */
    static void ddp(InitOptions o) {
        ProcessGroup g = Distributed.initProcessGroup(o);
        int r = g.rank();
        int n = g.size();
        int share = ROWS / n;
        Tensor[] b = batch();
        DistributedDataParallel ddp = new DistributedDataParallel(model(100 + r), g, 64);
        if (ddp.bucketCount() < 2) {
            throw new AssertionError("a 64-byte cap makes several buckets, not " + ddp.bucketCount());
        }
        Optimizer opt = Optimizer.sgd(ddp.parameters(), 0.1);
        int steps = 6;
        for (int step = 0; step < steps; step++) {
            opt.zeroGrad();
            if (step % 2 == 0) {
                ddp.backward(loss(ddp, b, r * share, share));
            } else {
                try (DistributedDataParallel.NoSync s = ddp.noSync()) {
                    ddp.backward(Ops.div(loss(ddp, b, r * share, share / 2), 2.0));
                }
                ddp.backward(Ops.div(loss(ddp, b, r * share + share / 2, share / 2), 2.0));
            }
            opt.step();
        }
        // Gradients taken outside backward(loss), averaged after the fact: alike on every rank.
        opt.zeroGrad();
        Ops.backward(loss(ddp.module(), b, r * share, share));
        ddp.averageGradients();
        List<Tensor> grads = new java.util.ArrayList<>();
        for (Tensor p : ddp.parameters()) {
            grads.add(Ops.grad(p));
        }
        Tensor grad = Ops.cat(flat(grads), 0);
        expect("averaged gradients alike", g.allReduce(Ops.clone(grad), ReduceOp.MAX).toDoubleArray(),
                g.allReduce(Ops.clone(grad), ReduceOp.MIN));
        Tensor mine = Ops.cat(flat(ddp.parameters()), 0);
        Tensor high = g.allReduce(Ops.clone(mine), ReduceOp.MAX);
        Tensor low = g.allReduce(Ops.clone(mine), ReduceOp.MIN);
        expect("every replica's parameters alike", high.toDoubleArray(), low);
        if (r == 0) {
            Module whole = model(100);
            Optimizer wholeOpt = Optimizer.sgd(whole.parameters(), 0.1);
            for (int step = 0; step < steps; step++) {
                wholeOpt.zeroGrad();
                Ops.backward(loss(whole, b, 0, ROWS));
                wholeOpt.step();
            }
            sameAsOneProcess(mine, whole, model(100), "the whole batch");
        }
        Distributed.destroyProcessGroup();
        System.out.println("ok rank " + r);
    }

    /** A trunk and two heads, of which forward uses the one {@code branch} names, and a head never used. */
    static final class Branchy extends Module {
        final Module trunk = child("trunk", new Sequential(new Linear(4, 8), new Tanh()));
        final Module[] heads = {child("head0", new Linear(8, 1)), child("head1", new Linear(8, 1))};
        final Module spare = child("spare", new Linear(8, 1));
        int branch;

        /** Made with the generator seeded with {@code seed} (fields initialise before a constructor's body). */
        static Branchy seeded(long seed) {
            Torch.manualSeed(seed);
            return new Branchy();
        }

        @Override
        public Tensor forward(Tensor input) {
            return heads[branch].forward(trunk.forward(input));
        }
    }

    static Tensor loss(Branchy m, Module caller, int branch, Tensor[] b, int start, int n) {
        m.branch = branch;
        return Ops.mseLoss((Tensor) caller.call(rows(b[0], start, n)), rows(b[1], start, n));
    }

    /** The head rank r uses at step s: the ranks use different heads, except at step 2, where all use head 0. */
    static int branch(int step, int r) {
        return step == 2 ? 0 : (step + r) % 2;
    }

    /**
     * DDP with find_unused_parameters over a model whose ranks use different heads each step
     * (and a head no rank uses): the replicas end with the parameters of one process whose loss
     * is the mean of the ranks' losses; the head no rank used keeps no gradient. Step 3
     * accumulates a no-sync pass on one head and a synced pass on the other.
     */
    static void ddpUnused(InitOptions o) {
        ProcessGroup g = Distributed.initProcessGroup(o);
        int r = g.rank();
        int n = g.size();
        int share = ROWS / n;
        Tensor[] b = batch();
        Branchy local = Branchy.seeded(200 + r);
        DistributedDataParallel ddp = new DistributedDataParallel(local, g, 64, true);
        Optimizer opt = Optimizer.sgd(ddp.parameters(), 0.1);
        int steps = 5;
        for (int step = 0; step < steps; step++) {
            opt.zeroGrad();
            if (step != 3) {
                ddp.backward(loss(local, ddp, branch(step, r), b, r * share, share));
            } else {
                try (DistributedDataParallel.NoSync s = ddp.noSync()) {
                    ddp.backward(Ops.div(loss(local, ddp, r, b, r * share, share / 2), 2.0));
                }
                ddp.backward(Ops.div(loss(local, ddp, 1 - r, b, r * share + share / 2, share / 2), 2.0));
            }
            if (step == 2 && Ops.grad(local.heads[1].parameters().get(0)) != null) {
                throw new AssertionError("a head no rank used got a gradient");
            }
            opt.step();
        }
        for (Tensor p : local.spare.parameters()) {
            if (Ops.grad(p) != null) {
                throw new AssertionError("the head no rank used got a gradient");
            }
        }
        Tensor mine = Ops.cat(flat(ddp.parameters()), 0);
        expect("every replica's parameters alike", g.allReduce(Ops.clone(mine), ReduceOp.MAX).toDoubleArray(),
                g.allReduce(Ops.clone(mine), ReduceOp.MIN));
        if (r == 0) {
            Branchy whole = Branchy.seeded(200);
            Optimizer wholeOpt = Optimizer.sgd(whole.parameters(), 0.1);
            for (int step = 0; step < steps; step++) {
                wholeOpt.zeroGrad();
                Tensor total = null;
                for (int q = 0; q < n; q++) {
                    Tensor l = step != 3 ? loss(whole, whole, branch(step, q), b, q * share, share)
                            : Ops.add(Ops.div(loss(whole, whole, q, b, q * share, share / 2), 2.0),
                                    Ops.div(loss(whole, whole, 1 - q, b, q * share + share / 2, share / 2), 2.0));
                    total = total == null ? l : Ops.add(total, l);
                }
                Ops.backward(Ops.div(total, (double) n));
                wholeOpt.step();
            }
            sameAsOneProcess(mine, whole, Branchy.seeded(200), "the mean loss");
        }
        Distributed.destroyProcessGroup();
        System.out.println("ok rank " + r);
    }

    /** Checks that DDP's parameters {@code mine} equal {@code whole}'s, trained in one process, and moved from {@code initial}'s. */
    static void sameAsOneProcess(Tensor mine, Module whole, Module initial, String what) {
        Tensor reference = Ops.cat(flat(whole.parameters()), 0);
        double diff = Ops.max(Ops.abs(Ops.sub(mine, reference))).itemDouble();
        System.out.println("largest difference from one process on " + what + ": " + diff);
        if (!(diff < 1e-5)) {
            throw new AssertionError("DDP parameters differ from one process's by " + diff);
        }
        double moved = Ops.max(Ops.abs(Ops.sub(reference, Ops.cat(flat(initial.parameters()), 0)))).itemDouble();
        if (!(moved > 1e-3)) {
            throw new AssertionError("training did not move the parameters: " + moved);
        }
    }

    static List<Tensor> flat(List<Tensor> ts) {
        List<Tensor> out = new java.util.ArrayList<>();
        for (Tensor t : ts) {
            out.add(Ops.reshape(Ops.detach(t), -1));
        }
        return out;
    }

    /** Open descriptors whose target starts with {@code prefix}. */
    static long count(String prefix) throws IOException {
        try (Stream<Path> s = Files.list(Path.of("/proc/self/fd"))) {
            return s.filter(p -> {
                try {
                    return Files.readSymbolicLink(p).toString().startsWith(prefix);
                } catch (IOException e) {
                    return false; // the listing's own descriptor, closed by now
                }
            }).count();
        }
    }
}
