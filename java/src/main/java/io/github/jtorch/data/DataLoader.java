package io.github.jtorch.data;

import io.github.jtorch.PointerScope;
import io.github.jtorch.Torch;
import java.lang.ref.Cleaner;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/**
 * Batches of a dataset, PyTorch's {@code torch.utils.data.DataLoader}. Each
 * {@link #iterator()} is one epoch: a new pass of the sampler (a shuffling one draws its next
 * order, from seed + epoch). Build one with {@link #builder}.
 *
 * <p><b>Workers.</b> With {@code numWorkers} N &gt; 0, batches are made on N background threads,
 * batch k by worker k mod N, each worker at most {@code prefetchFactor} batches ahead of the
 * consumer (plus the one it is making); they come out in order, batch k k-th. An iterable
 * dataset is iterated by each of the N workers, as PyTorch does: its {@code iterator()} is
 * called on each worker's thread, where {@link WorkerInfo#get()} says which worker it is (split
 * the items by it, or each comes N times), and batches come from the workers in turn, a worker
 * whose iterator has ended left out. With N = 0 batches are made inline, by {@code next()}.
 *
 * <p><b>Hand-off (the memory rule).</b> A worker makes each batch in its own scope, which frees
 * everything else it made (the items read, intermediate tensors), and detaches the batch
 * ({@code Torch.retain}). The batch is attached when {@code next()} returns it to the scope
 * current on the consumer's thread then ({@code PointerScope.current().attach(batch)}), or
 * left unscoped with none open; an inline batch lands in the same place. So to free each batch
 * with its step, attach it to the step's scope:
 * <pre>{@code
 * try (DataLoader.BatchIterator it = loader.iterator()) {
 *     while (it.hasNext()) {
 *         Object batch = it.next();
 *         try (PointerScope step = new PointerScope()) {
 *             step.attach(batch);   // freed when the step ends
 *             ...
 *         }
 *     }
 * }
 * }</pre>
 * A batch is handed over whole: a {@code collate} must return tensors of its own making (the
 * default stacks into new ones), not a dataset's stored tensors, which would move too.
 *
 * <p><b>Stopping.</b> {@link BatchIterator#close()} stops the workers (interrupting them, then
 * waiting for them to end) and releases the batches made but not taken. It happens by itself
 * when the last batch is taken and when a worker fails: the worker's exception is rethrown by
 * the {@code next()} that would have returned its batch (the batches before it come out
 * first). A for-each loop left early cannot close its iterator: use try-with-resources on
 * {@link #iterator()}, or {@link #close()} the loader, which closes every iterator it has open;
 * an iterator left unclosed is closed once the garbage collector finds it unreachable.
 */
public final class DataLoader implements Iterable<Object>, AutoCloseable {
    private static final Cleaner CLEANER = Cleaner.create();
    private static final Object END = new Object();
    private static final AtomicInteger RUNS = new AtomicInteger();

    private final Dataset<?> dataset;
    private final IterableDataset<?> iterable;
    private final Iterable<long[]> batchSampler;
    private final int batchSize;
    private final boolean dropLast;
    private final Function<List<Object>, ?> collate;
    private final int numWorkers;
    private final int prefetchFactor;
    private final Set<Run> open = ConcurrentHashMap.newKeySet();

    private DataLoader(Builder b) {
        this.dataset = b.dataset;
        this.iterable = b.iterable;
        this.batchSize = b.batchSize;
        this.dropLast = b.dropLast;
        this.collate = b.collate != null ? b.collate : Collate::defaultCollate;
        this.numWorkers = b.numWorkers;
        this.prefetchFactor = b.prefetchFactor;
        if (b.numWorkers < 0) {
            throw new IllegalArgumentException("DataLoader: num_workers option should be non-negative; use num_workers=0 to disable multiprocessing.");
        }
        if (b.prefetchFactor < 1) {
            throw new IllegalArgumentException("DataLoader: prefetch_factor must be positive, got " + b.prefetchFactor);
        }
        if (iterable != null) {
            if (b.sampler != null || b.batchSampler != null || b.shuffle) {
                throw new IllegalArgumentException("DataLoader with IterableDataset: expected unspecified sampler, batch_sampler and shuffle");
            }
            if (batchSize <= 0) {
                throw new IllegalArgumentException("DataLoader: batch_size should be a positive integer value, but got batch_size=" + batchSize);
            }
            this.batchSampler = null;
            return;
        }
        if (b.batchSampler != null) {
            if (b.batchSizeSet || b.shuffle || b.sampler != null || b.dropLast) {
                throw new IllegalArgumentException("batch_sampler option is mutually exclusive with batch_size, shuffle, sampler, and drop_last");
            }
            this.batchSampler = b.batchSampler;
            return;
        }
        if (b.sampler != null && b.shuffle) {
            throw new IllegalArgumentException("sampler option is mutually exclusive with shuffle");
        }
        Sampler sampler = b.sampler != null ? b.sampler
                : b.shuffle ? new RandomSampler(dataset.size(), b.seed) : new SequentialSampler(dataset.size());
        this.batchSampler = new BatchSampler(sampler, batchSize, dropLast);
    }

    /** A loader over a map-style dataset: batch size 1, sequential, default collate, inline. */
    public static Builder builder(Dataset<?> dataset) {
        return new Builder(dataset, null);
    }

    /** A loader over an iterable dataset: batch size 1, default collate, inline. */
    public static Builder builder(IterableDataset<?> dataset) {
        return new Builder(null, dataset);
    }

    /** The options of a {@link DataLoader}, named as PyTorch's. */
    public static final class Builder {
        private final Dataset<?> dataset;
        private final IterableDataset<?> iterable;
        private int batchSize = 1;
        private boolean batchSizeSet;
        private boolean shuffle;
        private long seed;
        private Sampler sampler;
        private Iterable<long[]> batchSampler;
        private boolean dropLast;
        private Function<List<Object>, ?> collate;
        private int numWorkers;
        private int prefetchFactor = 2;

        private Builder(Dataset<?> dataset, IterableDataset<?> iterable) {
            if (dataset == null && iterable == null) {
                throw new IllegalArgumentException("DataLoader: the dataset is null");
            }
            this.dataset = dataset;
            this.iterable = iterable;
        }

        public Builder batchSize(int n) {
            this.batchSize = n;
            this.batchSizeSet = true;
            return this;
        }

        /** A new random order each epoch (a {@link RandomSampler} from {@link #seed}). */
        public Builder shuffle(boolean shuffle) {
            this.shuffle = shuffle;
            return this;
        }

        /** The shuffle's seed (0 when not given): epoch e's order is drawn from seed + e. */
        public Builder seed(long seed) {
            this.seed = seed;
            return this;
        }

        public Builder sampler(Sampler sampler) {
            this.sampler = sampler;
            return this;
        }

        /** The index lists of the batches (instead of batchSize, shuffle, sampler, dropLast). */
        public Builder batchSampler(Iterable<long[]> batchSampler) {
            this.batchSampler = batchSampler;
            return this;
        }

        public Builder dropLast(boolean dropLast) {
            this.dropLast = dropLast;
            return this;
        }

        /**
         * Makes a batch of a list of items ({@link Collate#defaultCollate} when not given); it
         * runs on worker threads, several at once, and must be thread-safe.
         */
        public Builder collate(Function<List<Object>, ?> collate) {
            this.collate = collate;
            return this;
        }

        public Builder numWorkers(int n) {
            this.numWorkers = n;
            return this;
        }

        /** Batches each worker makes ahead of the consumer (2 when not given). */
        public Builder prefetchFactor(int n) {
            this.prefetchFactor = n;
            return this;
        }

        public DataLoader build() {
            return new DataLoader(this);
        }
    }

    /** Batches per epoch, or -1 for an iterable dataset (unknown). */
    public long size() {
        if (iterable != null) {
            return -1;
        }
        if (batchSampler instanceof BatchSampler) {
            return ((BatchSampler) batchSampler).size();
        }
        long n = 0;
        for (long[] ignored : batchSampler) {
            n++;
        }
        return n;
    }

    /** Starts an epoch; close the iterator when leaving it early (see the class comment). */
    @Override
    public BatchIterator iterator() {
        return new BatchIterator(this);
    }

    /** Closes every iterator of this loader still open; the loader itself stays usable. */
    @Override
    public void close() {
        for (Run run : open) {
            run.stop();
        }
    }

    /** A failure of the batch it stands for. */
    private static final class Failure {
        final Throwable error;

        Failure(Throwable error) {
            this.error = error;
        }
    }

    /** One epoch's state, shared with the workers (which never see the iterator itself). */
    private static final class Run {
        final DataLoader loader;
        final List<long[]> batches;
        final Iterator<?> items;
        final List<BlockingQueue<Object>> queues = new ArrayList<>();
        final List<Thread> threads = new ArrayList<>();
        volatile boolean stopped;

        Run(DataLoader loader) {
            this.loader = loader;
            if (loader.iterable != null) {
                this.batches = null;
                // Inline, the consumer reads it; each worker reads its own (see work).
                this.items = loader.numWorkers == 0 ? loader.iterable.iterator() : null;
            } else {
                this.batches = new ArrayList<>();
                for (long[] b : loader.batchSampler) {
                    batches.add(b);
                }
                this.items = null;
            }
        }

        /** Batch k of a map-style dataset, or the next batch from {@code from} of an iterable one (END at its end). */
        Object make(int k, Iterator<?> from) {
            List<Object> items = new ArrayList<>();
            if (batches != null) {
                for (long i : batches.get(k)) {
                    items.add(loader.dataset.get(i));
                }
            } else {
                while (items.size() < loader.batchSize && from.hasNext()) {
                    items.add(from.next());
                }
                if (items.isEmpty() || (items.size() < loader.batchSize && loader.dropLast)) {
                    return END;
                }
            }
            return loader.collate.apply(items);
        }

        void start() {
            int workers = batches == null ? loader.numWorkers : Math.min(loader.numWorkers, Math.max(1, batches.size()));
            int run = RUNS.incrementAndGet();
            for (int w = 0; w < workers; w++) {
                queues.add(new ArrayBlockingQueue<>(loader.prefetchFactor));
            }
            for (int w = 0; w < workers; w++) {
                int id = w;
                Thread t = new Thread(() -> work(id, workers), "jtorch-data-worker-" + run + "-" + w);
                t.setDaemon(true);
                threads.add(t);
            }
            loader.open.add(this);
            threads.forEach(Thread::start);
        }

        void work(int id, int workers) {
            BlockingQueue<Object> queue = queues.get(id);
            WorkerInfo.set(new WorkerInfo(id, workers));
            Iterator<?> from = null;
            for (int k = id; batches == null || k < batches.size(); k += workers) {
                if (stopped) {
                    return;
                }
                int batch = k;
                Object entry;
                try {
                    if (batches == null && from == null) {
                        from = loader.iterable.iterator();
                    }
                    Iterator<?> source = from;
                    // Made in this thread's own scope; the result moves out unscoped.
                    entry = Torch.withTorch(() -> make(batch, source));
                } catch (Throwable e) {
                    entry = new Failure(e);
                }
                if (stopped) {
                    Torch.release(entry);
                    return;
                }
                try {
                    queue.put(entry);
                } catch (InterruptedException e) {
                    Torch.release(entry);
                    return;
                }
                if (entry == END || entry instanceof Failure) {
                    return;
                }
            }
        }

        /** Stops the workers, waits for them, releases what they made and nobody took. */
        void stop() {
            stopped = true;
            threads.forEach(Thread::interrupt);
            boolean interrupted = false;
            for (Thread t : threads) {
                while (t.isAlive()) {
                    try {
                        t.join();
                    } catch (InterruptedException e) {
                        interrupted = true;
                    }
                }
            }
            for (BlockingQueue<Object> q : queues) {
                for (Object o; (o = q.poll()) != null; ) {
                    Torch.release(o);
                }
            }
            loader.open.remove(this);
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /**
     * One epoch's batches, in order; see {@link DataLoader} for where each batch goes and when
     * to close. Use it from one thread.
     */
    public static final class BatchIterator implements Iterator<Object>, AutoCloseable {
        private final Run run;
        private final Cleaner.Cleanable cleanable;
        private final boolean inline;
        private int next;
        private Object pending;
        private boolean done;

        BatchIterator(DataLoader loader) {
            this.run = new Run(loader);
            this.inline = loader.numWorkers == 0;
            if (!inline) {
                run.start();
                this.cleanable = CLEANER.register(this, run::stop);
            } else {
                this.cleanable = null;
            }
        }

        /** Workers of an iterable dataset whose iterator has not ended yet, taken from in turn. */
        private List<Integer> live;

        private Object take() {
            if (inline) {
                Object value = Torch.withTorch(() -> run.make(next, run.items));
                next++;
                return value;
            }
            try {
                if (run.batches == null) {
                    return takeFromIterableWorkers();
                }
                BlockingQueue<Object> q = run.queues.get(next % run.queues.size());
                next++;
                return q.take();
            } catch (InterruptedException e) {
                close();
                Thread.currentThread().interrupt();
                throw new IllegalStateException("DataLoader: interrupted while waiting for a batch", e);
            }
        }

        private Object takeFromIterableWorkers() throws InterruptedException {
            if (live == null) {
                live = new ArrayList<>();
                for (int w = 0; w < run.queues.size(); w++) {
                    live.add(w);
                }
            }
            while (!live.isEmpty()) {
                int at = next % live.size();
                Object entry = run.queues.get(live.get(at)).take();
                if (entry != END) {
                    next = at + 1;
                    return entry;
                }
                live.remove(at);
                next = at;
            }
            return END;
        }

        @Override
        public boolean hasNext() {
            if (done) {
                return false;
            }
            if (pending == null && run.batches != null && next >= run.batches.size()) {
                close();
                return false;
            }
            if (pending == null) {
                try {
                    pending = take();
                } catch (RuntimeException | Error e) {
                    close();
                    throw e;
                }
            }
            if (pending == END) {
                pending = null;
                close();
                return false;
            }
            return true;
        }

        /**
         * The next batch, attached to the scope current on this thread (unscoped with none).
         * A worker's exception for this batch is rethrown here (a checked one wrapped in a
         * RuntimeException), after the workers have been stopped.
         */
        @Override
        public Object next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            Object batch = pending;
            pending = null;
            if (batch instanceof Failure) {
                close();
                Throwable e = ((Failure) batch).error;
                if (e instanceof RuntimeException) {
                    throw (RuntimeException) e;
                }
                if (e instanceof Error) {
                    throw (Error) e;
                }
                throw new RuntimeException("DataLoader: a worker failed making batch " + (next - 1), e);
            }
            if (!inline) {
                PointerScope scope = PointerScope.current();
                if (scope != null) {
                    scope.attach(batch);
                }
            }
            return batch;
        }

        /** Stops the workers and releases the batches not taken yet; closing twice does nothing. */
        @Override
        public void close() {
            if (done) {
                return;
            }
            done = true;
            if (pending != null) {
                Torch.release(pending);
                pending = null;
            }
            if (cleanable != null) {
                cleanable.clean();
            }
        }
    }
}
