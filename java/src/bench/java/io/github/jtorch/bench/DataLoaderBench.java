package io.github.jtorch.bench;

import io.github.jtorch.Ops;
import io.github.jtorch.PointerScope;
import io.github.jtorch.Tensor;
import io.github.jtorch.Torch;
import io.github.jtorch.data.DataLoader;
import io.github.jtorch.data.Dataset;
import java.util.Arrays;
import java.util.Locale;

/**
 * What background workers buy a loop whose loading costs about as much as its step: each
 * batch's items take {@code loadMs} to read (a sleep, as I/O), each step about as long of
 * CPU work (matmuls on one LibTorch thread). Inline (num_workers 0) a batch costs load + step;
 * with 2 workers the loading overlaps the steps. Prints the median time per epoch of each, over
 * {@code rounds} alternated rounds, and their ratio (inline / workers).
 *
 * <p>Usage: {@code gradle benchDataLoader}; {@code -Prounds=} and {@code -Pbatches=} change the size.
 */
public final class DataLoaderBench {
    private DataLoaderBench() {}

    public static void main(String[] args) {
        int rounds = Integer.getInteger("rounds", 5);
        int batches = Integer.getInteger("batches", 40);
        int batchSize = 8;
        long loadMs = 8;
        Torch.setNumThreads(1);
        Dataset<Tensor> slow = new Dataset<>() {
            @Override
            public Tensor get(long i) {
                try {
                    Thread.sleep(loadMs / batchSize);
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
                return Ops.full(new long[] {64}, (double) i);
            }

            @Override
            public long size() {
                return (long) batches * batchSize;
            }
        };
        try (PointerScope model = new PointerScope()) {
            Tensor w = Ops.randn(256, 256);
            int reps = calibrate(w, loadMs);
            System.out.printf(Locale.ROOT, "load %d ms per batch, step %d matmuls (~%d ms), %d batches of %d%n",
                    loadMs, reps, loadMs, batches, batchSize);
            double[] inline = new double[rounds];
            double[] workers = new double[rounds];
            for (int r = 0; r < rounds; r++) {
                inline[r] = epoch(DataLoader.builder(slow).batchSize(batchSize).build(), w, reps);
                workers[r] = epoch(DataLoader.builder(slow).batchSize(batchSize).numWorkers(2).build(), w, reps);
            }
            double a = median(inline);
            double b = median(workers);
            System.out.printf(Locale.ROOT, "inline      %.1f ms per epoch%n2 workers   %.1f ms per epoch%nratio       %.2fx%n", a, b, a / b);
        }
    }

    private static void step(Tensor batch, Tensor w, int reps) {
        Tensor x = Ops.randn(64, 256);
        for (int i = 0; i < reps; i++) {
            x = x.matmul(w).tanh();
        }
        x.add(batch.sum()).sum().itemDouble();
    }

    /** Matmuls per step so that a step takes about {@code ms}. */
    private static int calibrate(Tensor w, long ms) {
        int reps = 1;
        for (int attempt = 0; attempt < 5; attempt++) {
            long t0 = System.nanoTime();
            try (PointerScope s = new PointerScope()) {
                for (int k = 0; k < 10; k++) {
                    step(Ops.zeros(8, 64), w, reps);
                }
            }
            double perStep = (System.nanoTime() - t0) / 10e6;
            reps = Math.max(1, (int) Math.round(reps * ms / perStep));
        }
        return reps;
    }

    private static double epoch(DataLoader loader, Tensor w, int reps) {
        long t0 = System.nanoTime();
        try (DataLoader.BatchIterator it = loader.iterator()) {
            while (it.hasNext()) {
                Object batch = it.next();
                try (PointerScope s = new PointerScope()) {
                    s.attach(batch);
                    step((Tensor) batch, w, reps);
                }
            }
        }
        return (System.nanoTime() - t0) / 1e6;
    }

    private static double median(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        return s[s.length / 2];
    }
}
