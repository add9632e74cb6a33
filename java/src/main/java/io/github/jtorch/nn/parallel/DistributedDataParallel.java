package io.github.jtorch.nn.parallel;

import io.github.jtorch.Autograd;
import io.github.jtorch.DType;
import io.github.jtorch.Ops;
import io.github.jtorch.PointerScope;
import io.github.jtorch.ReducerHandle;
import io.github.jtorch.Tensor;
import io.github.jtorch.distributed.Distributed;
import io.github.jtorch.distributed.ProcessGroup;
import io.github.jtorch.distributed.ReduceOp;
import io.github.jtorch.distributed.Work;
import io.github.jtorch.nn.Module;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Data-parallel training as PyTorch's {@code DistributedDataParallel}: every rank holds a replica
 * of the module, trains it on its own share of each batch (a
 * {@link io.github.jtorch.data.DistributedSampler} gives the shares), and the gradients are
 * averaged over the ranks so that every replica takes the same step: the step one process would
 * take on the whole batch (with a loss that is a mean over equal shares).
 *
 * <p>Made on every rank of the group, it copies rank 0's parameters and buffers to all. Per
 * step, call {@link #backward(Tensor)} instead of the loss's own backward. As PyTorch's, it runs
 * on c10d's Reducer: hooks on the parameters' gradient accumulators all-reduce each bucket of
 * about {@code bucketCapBytes} of gradients (the first, as PyTorch's, of at most 1 MiB to start
 * early; the parameters in reverse order) as soon as its last gradient is written, while the
 * rest of backward runs, and backward ends with the averages in
 * {@code .grad}. As with PyTorch's default ({@code find_unused_parameters=False}), every
 * parameter must take part in each loss: a pass that leaves one without a gradient throws
 * IllegalStateException on that rank (the other ranks' collectives then fail after the group's
 * timeout). For models whose losses skip some parameters (branches, frozen heads), make it with
 * {@code findUnusedParameters}: each backward then first walks the loss's graph, and a parameter
 * it does not reach counts as a zero gradient in the average (a parameter no rank used keeps its
 * {@code .grad} as it was), as PyTorch's {@code find_unused_parameters=True}, at the cost of the
 * walk and one more all-reduce per step. Each rank's loss must still reach at least one
 * parameter.
 *
 * <p>Gradient accumulation: backward passes inside {@link #noSync()} leave the gradients local;
 * the next {@link #backward(Tensor)} outside it averages everything accumulated.
 *
 * <p>Its state dict names the wrapped module's entries with {@code module.} in front, as
 * PyTorch's does. Memory: it holds the module's tensors and its Reducer, which attaches to the
 * scope current when it is made (a scope or {@code release} reaches both; freeing the Reducer
 * removes its hooks).
 */
public final class DistributedDataParallel extends Module {
    /** PyTorch's default bucket size, 25 MiB. */
    public static final long DEFAULT_BUCKET_CAP_BYTES = 25L << 20;

    private final Module module;
    private final ProcessGroup group;
    private final ReducerHandle reducer;
    /** The parameters that require grad, in the module's order. */
    private final List<Tensor> trainable;
    /** Each bucket's parameters, in the order their gradients are packed, for {@link #averageGradients()}. */
    private final List<List<Tensor>> buckets;
    private final boolean findUnusedParameters;
    private int noSyncDepth;

    /** Over the default group, with PyTorch's bucket size. */
    public DistributedDataParallel(Module module) {
        this(module, Distributed.group(), DEFAULT_BUCKET_CAP_BYTES);
    }

    /**
     * Wraps {@code module} for training over {@code group}: copies rank 0's parameters and
     * buffers to every rank (a collective: every rank must make it at the same point).
     */
    public DistributedDataParallel(Module module, ProcessGroup group, long bucketCapBytes) {
        this(module, group, bucketCapBytes, false);
    }

    /**
     * As {@link #DistributedDataParallel(Module, ProcessGroup, long)}; with
     * {@code findUnusedParameters} a loss may leave parameters out (PyTorch's
     * {@code find_unused_parameters}; see the class description).
     */
    public DistributedDataParallel(Module module, ProcessGroup group, long bucketCapBytes,
            boolean findUnusedParameters) {
        this.findUnusedParameters = findUnusedParameters;
        this.module = Objects.requireNonNull(module, "module");
        this.group = Objects.requireNonNull(group, "process group");
        if (bucketCapBytes <= 0) {
            throw new IllegalArgumentException("bucket cap must be positive, got " + bucketCapBytes + " bytes");
        }
        registerModule("module", module);
        this.trainable = trainable(module.parameters());
        this.buckets = bucketsOf(trainable, bucketCapBytes);
        List<Tensor> state = new ArrayList<>(module.parameters());
        state.addAll(module.buffers());
        List<Work> pending = new ArrayList<>();
        try (PointerScope scope = new PointerScope()) {
            for (Tensor t : state) {
                pending.add(group.broadcastAsync(t, 0));
            }
            for (Work w : pending) {
                w.await();
            }
        }
        // Made once the parameters are rank 0's: its hooks live as long as it does.
        this.reducer = ReducerHandle.create(group.handle(), trainable, bucketCapBytes, findUnusedParameters);
    }

    private static List<Tensor> trainable(List<Tensor> params) {
        List<Tensor> out = new ArrayList<>();
        for (Tensor p : params) {
            if (p.requiresGrad()) {
                out.add(p);
            }
        }
        return out;
    }

    /** The parameters in reverse order, cut into runs of one dtype of at most {@code cap} bytes (at least one each). */
    private static List<List<Tensor>> bucketsOf(List<Tensor> params, long cap) {
        List<List<Tensor>> out = new ArrayList<>();
        List<Tensor> current = new ArrayList<>();
        long bytes = 0;
        DType dtype = null;
        for (int i = params.size() - 1; i >= 0; i--) {
            Tensor p = params.get(i);
            long size = p.numel() * p.dtype().itemSize();
            if (!current.isEmpty() && (bytes + size > cap || p.dtype() != dtype)) {
                out.add(current);
                current = new ArrayList<>();
                bytes = 0;
            }
            current.add(p);
            bytes += size;
            dtype = p.dtype();
        }
        if (!current.isEmpty()) {
            out.add(current);
        }
        return out;
    }

    /** The wrapped module. */
    public Module module() {
        return module;
    }

    /** The number of buckets the Reducer all-reduces the gradients in. */
    public int bucketCount() {
        return reducer.buckets();
    }

    @Override
    public Tensor forward(Tensor input) {
        return module.forward(input);
    }

    @Override
    public Object call(Object... inputs) {
        return module.call(inputs);
    }

    /**
     * Runs {@code loss}'s backward, then (outside {@link #noSync()}) averages every parameter's
     * gradient over the ranks. A collective: every rank must call it the same number of times.
     */
    public void backward(Tensor loss) {
        if (noSyncDepth > 0) {
            Ops.backward(loss);
            return;
        }
        reducer.prepare(loss);
        Ops.backward(loss);
        if (findUnusedParameters) {
            return;
        }
        for (int i = 0; i < trainable.size(); i++) {
            try (PointerScope scope = new PointerScope()) {
                if (Ops.grad(trainable.get(i)) == null) {
                    throw new IllegalStateException("parameter " + i + " of " + module
                            + " got no gradient from this loss: with DistributedDataParallel every parameter must take"
                            + " part in each loss (else use the loss's own backward, then averageGradients())");
                }
            }
        }
    }

    /**
     * Averages the gradients over the ranks now, for gradients computed some other way than by
     * {@link #backward(Tensor)} (which averages them itself): in buckets as the Reducer's, each
     * all-reduced as one flat tensor while the next is packed. A parameter without a gradient
     * counts as a zero gradient, and gets one. A collective: every rank must call it alike.
     */
    public void averageGradients() {
        try (PointerScope scope = new PointerScope()) {
            List<Work> works = new ArrayList<>(buckets.size());
            List<Tensor> flats = new ArrayList<>(buckets.size());
            for (List<Tensor> bucket : buckets) {
                List<Tensor> parts = new ArrayList<>(bucket.size());
                for (Tensor p : bucket) {
                    parts.add(Ops.reshape(gradOf(p), -1));
                }
                Tensor flat = Ops.cat(parts, 0);
                flats.add(flat);
                works.add(group.allReduceAsync(flat, ReduceOp.AVG));
            }
            for (int b = 0; b < buckets.size(); b++) {
                works.get(b).await();
                long offset = 0;
                for (Tensor p : buckets.get(b)) {
                    long n = p.numel();
                    Ops.copyInPlace(Ops.grad(p), Ops.view(Ops.narrow(flats.get(b), 0, offset, n), p.shape()));
                    offset += n;
                }
            }
        }
    }

    /** {@code p}'s gradient, made zero first when backward gave it none. */
    private static Tensor gradOf(Tensor p) {
        Tensor g = Ops.grad(p);
        if (g == null) {
            // Backward of p * 0 accumulates a zero gradient, made as backward makes any.
            Ops.backward(Ops.sum(Ops.mul(p, 0.0)));
            g = Ops.grad(p);
        }
        return g;
    }

    /** A region whose backward passes keep their gradients local; see {@link #noSync()}. */
    public final class NoSync implements AutoCloseable {
        private boolean open = true;

        private NoSync() {
            noSyncDepth++;
        }

        @Override
        public void close() {
            if (open) {
                open = false;
                noSyncDepth--;
            }
        }
    }

    /**
     * PyTorch's {@code no_sync()}: until the region is closed, {@link #backward(Tensor)} only
     * accumulates gradients locally; the first one after it averages them all. Use with
     * try-with-resources, on the thread that trains.
     */
    public NoSync noSync() {
        return new NoSync();
    }

    @Override
    public Iterable<?> nativeResources() {
        List<Object> all = new ArrayList<>();
        super.nativeResources().forEach(all::add);
        all.add(reducer);
        return all;
    }

    @Override
    public String toString() {
        return "DistributedDataParallel(" + module + ")";
    }
}
