package io.github.jtorch.examples;

import io.github.jtorch.Autograd;
import io.github.jtorch.Memory;
import io.github.jtorch.Ops;
import io.github.jtorch.PointerScope;
import io.github.jtorch.Tensor;
import io.github.jtorch.Torch;
import io.github.jtorch.nn.Linear;
import io.github.jtorch.nn.Module;
import io.github.jtorch.nn.ReLU;
import io.github.jtorch.nn.Sequential;
import io.github.jtorch.optim.Optimizer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.ReadWriteLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;

/**
 * A model served to several request threads while another thread trains it. Each request and
 * each training step runs in its own {@link PointerScope}, so native memory stays flat; a
 * read-write lock keeps requests from reading parameters in the middle of an optimizer step.
 *
 * <p>Run with {@code make example-service}.
 */
public final class TrainingService {
    private final Module model = new Sequential(new Linear(8, 32), new ReLU(), new Linear(32, 2));
    private final Optimizer optimizer = Optimizer.sgd(model.parameters(), 0.05, 0.9, 0, false);
    private final ReadWriteLock lock = new ReentrantReadWriteLock();

    /** Serves one request: the predicted class of each row of {@code features}. */
    long[] predict(float[] features) {
        try (PointerScope request = new PointerScope(); Autograd.NoGrad g = Autograd.noGrad()) {
            Tensor x = Tensor.of(features, features.length / 8, 8);
            lock.readLock().lock();
            try {
                return Ops.argmax(model.forward(x), 1, false).toLongArray();
            } finally {
                lock.readLock().unlock();
            }
        }
    }

    /** One training step on a fresh batch; the label is whether the features sum above 0. */
    float trainStep() {
        try (PointerScope step = new PointerScope()) {
            Tensor x = Ops.randn(64, 8);
            Tensor y = Ops.toDtype(Ops.gt(Ops.sum(x, new long[] {1}, false), 0.0), io.github.jtorch.DType.INT64);
            lock.writeLock().lock();
            try {
                optimizer.zeroGrad();
                Tensor loss = Ops.crossEntropy(model.forward(x), y);
                Ops.backward(loss);
                optimizer.step();
                return loss.itemFloat();
            } finally {
                lock.writeLock().unlock();
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Torch.manualSeed(1);
        Torch.setNumThreads(1);
        TrainingService service = new TrainingService();
        int requestThreads = 4;
        ExecutorService pool = Executors.newFixedThreadPool(requestThreads);
        AtomicLong served = new AtomicLong();
        AtomicLong correct = new AtomicLong();
        long deadline = System.nanoTime() + 5_000_000_000L;
        List<Future<?>> clients = new ArrayList<>();
        for (int c = 0; c < requestThreads; c++) {
            int seed = c;
            clients.add(pool.submit(() -> {
                java.util.Random rnd = new java.util.Random(seed);
                while (System.nanoTime() < deadline) {
                    float[] features = new float[8 * 4];
                    for (int i = 0; i < features.length; i++) {
                        features[i] = (float) rnd.nextGaussian();
                    }
                    long[] predicted = service.predict(features);
                    for (int row = 0; row < predicted.length; row++) {
                        float sum = 0;
                        for (int i = 0; i < 8; i++) {
                            sum += features[row * 8 + i];
                        }
                        if (predicted[row] == (sum > 0 ? 1 : 0)) {
                            correct.incrementAndGet();
                        }
                    }
                    served.addAndGet(predicted.length);
                }
                return null;
            }));
        }
        int step = 0;
        while (System.nanoTime() < deadline) {
            float loss = service.trainStep();
            if (++step % 200 == 0) {
                System.out.printf("step %5d  loss %.4f  predictions served %7d (%.1f%% right)  %s%n", step, loss,
                        served.get(), 100.0 * correct.get() / Math.max(1, served.get()), Memory.stats());
            }
        }
        for (Future<?> f : clients) {
            f.get();
        }
        pool.shutdown();
        Torch.release(List.of(service.model, service.optimizer));
        System.out.println("done: " + step + " training steps, " + served.get() + " predictions; " + Memory.stats());
    }
}
