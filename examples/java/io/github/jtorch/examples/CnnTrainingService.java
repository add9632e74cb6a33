package io.github.jtorch.examples;

import io.github.jtorch.Autograd;
import io.github.jtorch.DType;
import io.github.jtorch.Ops;
import io.github.jtorch.PointerScope;
import io.github.jtorch.Tensor;
import io.github.jtorch.Torch;
import io.github.jtorch.nn.Conv2d;
import io.github.jtorch.nn.CrossEntropyLoss;
import io.github.jtorch.nn.Flatten;
import io.github.jtorch.nn.Linear;
import io.github.jtorch.nn.MaxPool2d;
import io.github.jtorch.nn.Module;
import io.github.jtorch.nn.ReLU;
import io.github.jtorch.nn.Sequential;
import io.github.jtorch.nn.Utils;
import io.github.jtorch.optim.Optimizer;
import io.github.jtorch.optim.lr_scheduler.StepLR;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.stream.Stream;

/**
 * A training service that survives being killed: it trains a CNN on a stream of batches and
 * every {@code --checkpoint-every} steps writes a checkpoint (model, optimizer, learning rate
 * scheduler and the step) into {@code --dir}, replacing the previous one at once. Started
 * again on the same directory, it resumes from the last checkpoint and takes exactly the steps
 * the uninterrupted run would have taken: the batch of step n depends only on n.
 *
 * <p>Run with {@code make example-cnn-service} (a run killed midway and resumed), or
 * {@code CnnTrainingService --dir DIR --steps N [--checkpoint-every K] [--seed S]}. Prints
 * {@code step n loss lr} per step and {@code done digest} at the end.
 */
public final class CnnTrainingService {
    private static final long CLASSES = 4;

    private final Module model = new Sequential(
            conv(1, 8), new ReLU(), new MaxPool2d(2),
            conv(8, 16), new ReLU(), new MaxPool2d(2),
            new Flatten(), new Linear(16 * 4 * 4, CLASSES));
    private final Optimizer optimizer =
            Optimizer.sgd(model.parameters(), Map.of("lr", 0.05, "momentum", 0.9, "nesterov", true, "weight_decay", 1e-4));
    /** Halves the learning rate every 20 steps (stepped once per training step). */
    private final StepLR scheduler = new StepLR(optimizer, 20, 0.5);
    private final CrossEntropyLoss lossFn = new CrossEntropyLoss();
    /** The next step to take. */
    private long step;

    /** A 3x3 convolution keeping the image size (padding "same"). */
    private static Conv2d conv(long in, long out) {
        long[] ones = {1, 1};
        return new Conv2d(in, out, new long[] {3, 3}, ones, "same", ones, 1, true, "zeros");
    }

    /**
     * Step n's batch: 32 images of 16x16 noise, each class a faint square in its own quadrant.
     * Drawn from a generator seeded by n, so a resumed run sees the batches it would have.
     */
    static Tensor[] batch(long n) {
        Torch.manualSeed(1_000 + n);
        Tensor y = Ops.randint(0L, CLASSES, new long[] {32});
        Tensor x = Ops.randn(32, 1, 16, 16);
        long[] labels = y.toLongArray();
        for (int i = 0; i < labels.length; i++) {
            long row = labels[i] / 2 * 8;
            long col = labels[i] % 2 * 8;
            // x[i, 0, row:row+8, col:col+8] += 1
            Tensor patch = x.select(0, i).select(0, 0).narrow(0, row, 8).narrow(1, col, 8);
            Ops.addInPlace(patch, 0.25);
        }
        return new Tensor[] {x, y};
    }

    /** One step: its tensors freed when it ends. Returns the loss. */
    double trainStep() {
        try (PointerScope s = new PointerScope()) {
            Tensor[] b = batch(step);
            optimizer.zeroGrad();
            Tensor loss = lossFn.forward(model.forward(b[0]), b[1]);
            Ops.backward(loss);
            Utils.clipGradNormInPlace(model.parameters(), 5.0);
            optimizer.step();
            scheduler.step();
            step++;
            return loss.itemDouble();
        }
    }

    /** Writes the checkpoint into a fresh folder, then moves it over the last one at once. */
    void checkpoint(Path dir) throws IOException {
        Path fresh = Files.createTempDirectory(dir, "checkpoint-");
        model.save(fresh.resolve("model.safetensors"));
        optimizer.save(fresh.resolve("optimizer.safetensors"));
        Properties p = new Properties();
        p.setProperty("step", Long.toString(step));
        // The scheduler's state: numbers, flags and lists of numbers, by PyTorch's names.
        scheduler.stateDict().forEach((k, v) -> p.setProperty("scheduler." + k, encode(v)));
        try (Writer w = Files.newBufferedWriter(fresh.resolve("progress.properties"), StandardCharsets.UTF_8)) {
            p.store(w, "CnnTrainingService");
        }
        Path latest = dir.resolve("latest");
        Path old = dir.resolve("previous");
        deleteTree(old);
        if (Files.exists(latest)) {
            Files.move(latest, old, StandardCopyOption.ATOMIC_MOVE);
        }
        Files.move(fresh, latest, StandardCopyOption.ATOMIC_MOVE);
        deleteTree(old);
    }

    /** Loads the last checkpoint in {@code dir}, if there is one; returns whether there was. */
    boolean resume(Path dir) throws IOException {
        Path latest = dir.resolve("latest");
        if (!Files.isDirectory(latest)) {
            return false;
        }
        model.load(latest.resolve("model.safetensors"));
        optimizer.load(latest.resolve("optimizer.safetensors"));
        Properties p = new Properties();
        try (var r = Files.newBufferedReader(latest.resolve("progress.properties"), StandardCharsets.UTF_8)) {
            p.load(r);
        }
        step = Long.parseLong(p.getProperty("step"));
        Map<String, Object> state = new LinkedHashMap<>();
        for (String k : p.stringPropertyNames()) {
            if (k.startsWith("scheduler.")) {
                state.put(k.substring("scheduler.".length()), decode(p.getProperty(k)));
            }
        }
        scheduler.loadStateDict(state);
        return true;
    }

    private static String encode(Object v) {
        if (v instanceof List) {
            StringBuilder b = new StringBuilder("[");
            for (Object x : (List<?>) v) {
                b.append(b.length() == 1 ? "" : ",").append(encode(x));
            }
            return b.append(']').toString();
        }
        return v instanceof Double ? Double.toHexString((Double) v) : String.valueOf(v);
    }

    private static Object decode(String s) {
        if (s.startsWith("[")) {
            List<Object> out = new ArrayList<>();
            for (String x : s.substring(1, s.length() - 1).split(",")) {
                if (!x.isEmpty()) {
                    out.add(decode(x));
                }
            }
            return out;
        }
        if (s.equals("true") || s.equals("false")) {
            return Boolean.valueOf(s);
        }
        return s.contains("0x") ? (Object) Double.valueOf(s) : (Object) Integer.valueOf(s);
    }

    /** A digest of every parameter's values, to compare runs. */
    String digest() {
        try (PointerScope s = new PointerScope(); Autograd.NoGrad g = Autograd.noGrad()) {
            double sum = 0;
            double weighted = 0;
            for (Tensor p : model.parameters()) {
                Tensor flat = p.reshape(-1).toDtype(DType.FLOAT64);
                sum += flat.sum().itemDouble();
                weighted += flat.mul(Ops.arange(1, flat.numel() + 1, 1, DType.FLOAT64)).sum().itemDouble();
            }
            return Double.toHexString(sum) + "/" + Double.toHexString(weighted);
        }
    }

    private static void deleteTree(Path p) throws IOException {
        if (Files.exists(p)) {
            try (Stream<Path> all = Files.walk(p)) {
                for (Path q : (Iterable<Path>) all.sorted(Comparator.reverseOrder())::iterator) {
                    Files.delete(q);
                }
            }
        }
    }

    public static void main(String[] args) throws IOException {
        Path dir = null;
        long steps = 60;
        long every = 10;
        long seed = 0;
        for (int i = 0; i + 1 < args.length; i += 2) {
            switch (args[i]) {
                case "--dir": dir = Path.of(args[i + 1]); break;
                case "--steps": steps = Long.parseLong(args[i + 1]); break;
                case "--checkpoint-every": every = Long.parseLong(args[i + 1]); break;
                case "--seed": seed = Long.parseLong(args[i + 1]); break;
                default: throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        if (dir == null) {
            dir = Files.createTempDirectory("jtorch-cnn-service");
        }
        Files.createDirectories(dir);
        Torch.setNumThreads(1);
        // The initial weights, for runs that can be compared (a resumed run loads its own).
        Torch.manualSeed(seed);
        CnnTrainingService service = new CnnTrainingService();
        if (service.resume(dir)) {
            System.out.println("resumed at step " + service.step);
        }
        while (service.step < steps) {
            long n = service.step;
            double lr = service.optimizer.learningRate();
            double loss = service.trainStep();
            System.out.printf("step %d %.9f %.6f%n", n, loss, lr);
            System.out.flush();
            if (service.step % every == 0) {
                service.checkpoint(dir);
            }
        }
        System.out.println("done " + service.digest());
    }
}
