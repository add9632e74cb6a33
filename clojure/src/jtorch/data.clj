(ns jtorch.data
  "torch.utils.data for Clojure: datasets, samplers and `data-loader`, over
  io.github.jtorch.data.

  A dataset is a vector (item i is its i-th element), `(dataset n f)` (item i is
  `(f i)`), any other seqable or `(iterable-dataset f)` (an iterable dataset, read
  once per epoch by the consumer, or by each worker: see `iterable-dataset`), or one of
  `tensor-dataset`, `csv-dataset`, `image-folder` and the Java datasets.

  The hand-off rule: batches made on worker threads are made in the worker's own
  scope and detached from it; a batch joins the scope current on the consuming
  thread when it is taken (the loader's seq realised, or `reduce` handing it to the
  reducing function), or stays unscoped with none open. To free each batch with its
  step, `attach!` it inside the step's `with-torch`."
  (:import [clojure.lang IReduceInit RT Seqable]
           [io.github.jtorch DType PointerScope Tensor]
           [io.github.jtorch.data BatchSampler Collate CsvDataset DataLoader DataLoader$BatchIterator DataLoader$Builder Dataset
            DistributedSampler ImageFolder IterableDataset RandomSampler Sampler SequentialSampler TensorDataset
            WeightedRandomSampler WorkerInfo]
           [java.util.function Function]))

(set! *warn-on-reflection* true)

;; ---------------------------------------------------------------- memory

(defn attach!
  "Moves every tensor reachable from `x` (a batch) into this thread's innermost
  `with-torch` (or session), to be freed with it; with neither, does nothing.
  Returns `x`."
  [x]
  (if-let [s (PointerScope/current)]
    (.attach s x)
    x))

;; ---------------------------------------------------------------- collation

(defn- java-list? [x] (instance? java.util.List x))

(defmacro ^:private checked
  "`body`, with a value of the wrong type among `fname`'s arguments reported as an
  IllegalArgumentException naming it (a ClassCastException otherwise)."
  [fname & body]
  `(try ~@body
        (catch ClassCastException e#
          (throw (IllegalArgumentException. (str ~fname ": an argument of the wrong type: " (.getMessage e#)) e#)))))

(defn- size-arg
  "`x` as a count: an integer from 0 to Integer/MAX_VALUE, else IllegalArgumentException."
  ^long [x what fname]
  (if (and (integer? x) (<= 0 x Integer/MAX_VALUE))
    (long x)
    (throw (IllegalArgumentException. (str fname ": " what " must be an integer from 0 to " Integer/MAX_VALUE ", got " (pr-str x))))))

(defn- seed-arg ^long [x fname]
  (if (or (nil? x) (and (integer? x) (<= Long/MIN_VALUE x Long/MAX_VALUE)))
    (long (or x 0))
    (throw (IllegalArgumentException. (str fname ": :seed must be an integer, got " (pr-str x))))))

(defn default-collate
  "PyTorch's default_collate over a vector of samples: tensors stacked along a new
  first dimension; integers into an int64 tensor, other numbers float64, booleans
  bool; strings and keywords into a vector; maps (Clojure or Java) into a map of each
  key to the collation of its values; vectors, lists and Java lists into a vector of
  the collations of each position (all the same length). New tensors join the
  current scope."
  [batch]
  (when-not (or (sequential? batch) (java-list? batch))
    (throw (IllegalArgumentException. (str "default-collate takes a vector of samples, got " (pr-str batch)))))
  (let [batch (vec batch)
        elem (first batch)]
    (cond
      (map? elem)
      (let [out (if (record? elem) {} (empty elem))]
        (into out (for [k (keys elem)]
                    [k (default-collate (mapv (fn [m]
                                                (when-not (contains? m k)
                                                  (throw (IllegalArgumentException. (str "default-collate: a sample lacks the key " k))))
                                                (get m k))
                                              batch))])))
      (or (sequential? elem) (java-list? elem))
      (let [n (count elem)]
        (when-not (every? #(and (or (sequential? %) (java-list? %)) (= n (count %))) batch)
          (throw (IllegalArgumentException. "each element in list of batch should be of equal size")))
        (mapv (fn [i] (default-collate (mapv #(nth % i) batch))) (range n)))
      (or (keyword? elem) (symbol? elem)) batch
      (ratio? elem) (Collate/defaultCollate (mapv double batch))
      :else (Collate/defaultCollate batch))))

(defn- ->function ^Function [f]
  (reify Function (apply [_ items] (f (vec items)))))

;; ---------------------------------------------------------------- datasets

(defn dataset
  "A map-style dataset of `n` items: item i is `(f i)`, called from worker threads,
  several at once (f must be thread-safe)."
  [n f]
  (when-not (ifn? f)
    (throw (IllegalArgumentException. (str "dataset: f must be a function of an index, got " (pr-str f)))))
  (let [n (size-arg n "n" "dataset")]
    (reify Dataset
      (get [_ i] (f i))
      (size [_] n))))

(defn- ->dataset [x]
  (cond
    (or (instance? Dataset x) (instance? IterableDataset x)) x
    (vector? x) (dataset (count x) #(nth x %))
    (fn? x) (throw (IllegalArgumentException. "a function dataset needs its size: (jtorch.data/dataset n f)"))
    (or (nil? x) (seqable? x))
    (reify IterableDataset
      (iterator [_] (RT/iter x)))
    :else (throw (IllegalArgumentException. (str "not a dataset: " (.getName (class x)))))))

(defn iterable-dataset
  "An iterable dataset, as PyTorch's IterableDataset: its items are the seq `(f)`
  returns, called once per epoch inline (by the consumer), or with :num-workers N
  once per epoch by each worker, on the worker's thread. There `get-worker-info`
  says which worker it is, to split the items by; items not split come N times,
  as in PyTorch."
  [f]
  (when-not (ifn? f)
    (throw (IllegalArgumentException. (str "iterable-dataset: f must be a function of no arguments, got " (pr-str f)))))
  (reify IterableDataset
    (iterator [_] (RT/iter (f)))))

(defn get-worker-info
  "On a data-loader worker thread, {:id i :num-workers n} (PyTorch's
  torch.utils.data.get_worker_info()); nil on any other thread."
  []
  (when-let [^WorkerInfo w (WorkerInfo/get)]
    {:id (.-id w) :num-workers (.-numWorkers w)}))

(defn tensor-dataset
  "Tensors sharing their first dimension: item i is the vector of each tensor's i-th
  row. The tensors must stay alive while a loader reads them."
  [& tensors]
  (let [d (TensorDataset. ^"[Lio.github.jtorch.Tensor;" (into-array Tensor tensors))]
    (dataset (.size d) #(vec (.get d (long %))))))

(defn- dtype-of ^DType [k]
  (when k (DType/fromName (name k))))

(defn csv-dataset
  "Rows of numbers from the CSV file at `path`: item i is [features label], features a
  float32 tensor, label a 0-dimensional tensor (of :label-dtype, :float32 unless
  given; :int64 for class indices); [features] without :label. Options: :header?
  (the first line names the columns; then columns may be given by name), :delimiter
  (a char, \\, unless given), :features (columns, every one but the label's unless
  given), :label (a column, or nil for none)."
  ([path] (csv-dataset path nil))
  ([path {:keys [header? delimiter features label label-dtype]}]
   (when-not (or (string? path) (instance? java.io.File path) (instance? java.nio.file.Path path))
     (throw (IllegalArgumentException. (str "csv-dataset takes a path string, a File or a Path, got " (pr-str path)))))
   (checked "csv-dataset"
   (let [file (java.nio.file.Paths/get (str path) (make-array String 0))
         delim (char (or delimiter \,))
         names (when header?
                 (with-open [r (try (clojure.java.io/reader (str path))
                                    (catch java.io.IOException e
                                      (throw (IllegalArgumentException. (str "csv-dataset: cannot read " path ": " (.getMessage e)) e))))]
                   (mapv clojure.string/trim
                         (clojure.string/split (or (first (remove clojure.string/blank? (line-seq r))) "")
                                               (re-pattern (java.util.regex.Pattern/quote (str delim))) -1))))
         col (fn [c]
               (if (integer? c)
                 (int c)
                 (let [^java.util.List known (or names [])
                       i (.indexOf known (name c))]
                   (when (neg? i)
                     (throw (IllegalArgumentException. (str "csv-dataset: no column named " (pr-str c) " in " (pr-str names)))))
                   (int i))))]
     (CsvDataset. file (boolean header?) delim
                  (when features (int-array (map col features)))
                  (int (if (some? label) (col label) -1))
                  (or (dtype-of label-dtype) DType/FLOAT32))))))

(defn image-folder
  "Images under `root`, one subfolder per class (sorted; class i has label i): item k
  is [image label], the image a float32 [3 H W] tensor in [0 1] decoded with ImageIO,
  passed through (:transform opts) when given; the label a long. `(classes d)` names
  them."
  ([root] (image-folder root nil))
  ([root {:keys [transform]}]
   (when-not (or (string? root) (instance? java.io.File root) (instance? java.nio.file.Path root))
     (throw (IllegalArgumentException. (str "image-folder takes a path string, a File or a Path, got " (pr-str root)))))
   (when-not (or (nil? transform) (ifn? transform))
     (throw (IllegalArgumentException. (str "image-folder: :transform must be a function, got " (pr-str transform)))))
   (ImageFolder. (java.nio.file.Paths/get (str root) (make-array String 0))
                 (when transform (reify Function (apply [_ x] (transform x)))))))

(defn classes
  "The class names of an image folder, in label order."
  [folder]
  (if (instance? ImageFolder folder)
    (vec (.classes ^ImageFolder folder))
    (throw (IllegalArgumentException. (str "classes takes an image folder, got " (pr-str folder))))))

;; ---------------------------------------------------------------- samplers

(defn sequential-sampler
  "0 .. n-1."
  [n]
  (SequentialSampler. (size-arg n "n" "sequential-sampler")))

(defn random-sampler
  "A seeded random order of 0 .. n-1 per epoch (epoch e draws from seed + e; each
  seq or reduce of the sampler is the next epoch). Options: :seed (0), :replacement
  (false), :num-samples (n)."
  ([n] (random-sampler n nil))
  ([n {:keys [seed replacement num-samples]}]
   (RandomSampler. (size-arg n "n" "random-sampler") (boolean replacement)
                   (if (nil? num-samples) -1 (size-arg num-samples ":num-samples" "random-sampler"))
                   (seed-arg seed "random-sampler"))))

(defn weighted-random-sampler
  "num-samples indices drawn with probability proportional to `weights`. Options:
  :replacement (true), :seed (0)."
  ([weights num-samples] (weighted-random-sampler weights num-samples nil))
  ([weights num-samples {:keys [replacement seed] :or {replacement true}}]
   (when-not (and (or (sequential? weights) (java-list? weights)) (every? number? weights))
     (throw (IllegalArgumentException. (str "weighted-random-sampler: weights must be a sequence of numbers, got " (pr-str weights)))))
   (WeightedRandomSampler. (double-array weights) (size-arg num-samples "num-samples" "weighted-random-sampler")
                           (boolean replacement) (seed-arg seed "weighted-random-sampler"))))

(defn- ->sampler ^Sampler [s]
  (if (instance? Sampler s)
    s
    (let [v (if (and (or (sequential? s) (java-list? s)) (every? integer? s))
              (mapv long s)
              (throw (IllegalArgumentException. (str "a sampler or a sequence of indices, got " (pr-str s)))))]
      (reify Sampler
        (size [_] (count v))
        (iterator [_] (.iterator ^Iterable v))))))

(defn batch-sampler
  "The sampler's indices in vectors of batch-size (the last shorter, or dropped with
  drop-last). A sampler or a collection of indices."
  [sampler batch-size drop-last]
  (let [b (BatchSampler. (->sampler sampler) (int (size-arg batch-size "batch-size" "batch-sampler")) (boolean drop-last))]
    (reify
      Seqable (seq [_] (seq (map vec b)))
      Iterable (iterator [_] (.iterator b))
      clojure.lang.Counted (count [_] (.size b)))))

(defn distributed-sampler
  "Replica `rank`'s share of n items among :num-replicas, as PyTorch's
  DistributedSampler. Options: :num-replicas, :rank (required), :shuffle (true),
  :seed (0), :drop-last (false). Call `set-epoch!` before each epoch."
  [n {:keys [num-replicas rank shuffle seed drop-last] :or {shuffle true seed 0 drop-last false}}]
  (when-not (and num-replicas rank)
    (throw (IllegalArgumentException. "distributed-sampler needs :num-replicas and :rank")))
  (checked "distributed-sampler"
    (DistributedSampler. (size-arg n "n" "distributed-sampler") (int (size-arg num-replicas ":num-replicas" "distributed-sampler"))
                         (int (size-arg rank ":rank" "distributed-sampler")) (boolean shuffle) (seed-arg seed "distributed-sampler")
                         (boolean drop-last))))

(defn set-epoch!
  "Sets the epoch of a distributed, random or weighted sampler: its next pass draws
  that epoch's order."
  [sampler epoch]
  (when-not (integer? epoch)
    (throw (IllegalArgumentException. (str "set-epoch!: epoch must be an integer, got " (pr-str epoch)))))
  (condp instance? sampler
    DistributedSampler (.setEpoch ^DistributedSampler sampler (long epoch))
    RandomSampler (.setEpoch ^RandomSampler sampler (long epoch))
    WeightedRandomSampler (.setEpoch ^WeightedRandomSampler sampler (long epoch))))

;; ---------------------------------------------------------------- loader

(defn- batch-seq [^DataLoader$BatchIterator it]
  ;; Not iterator-seq: that one is chunked, and would take 32 batches at once.
  (lazy-seq
   (if (.hasNext it)
     (cons (.next it) (batch-seq it))
     (do (.close it) nil))))

(deftype Loader [^DataLoader loader]
  IReduceInit
  (reduce [_ f init]
    (with-open [it (.iterator loader)]
      (loop [acc init]
        (if (.hasNext it)
          (let [acc (f acc (.next it))]
            (if (reduced? acc) @acc (recur acc)))
          acc))))
  Seqable
  (seq [_] (seq (batch-seq (.iterator loader))))
  java.lang.AutoCloseable
  (close [_] (.close loader)))

;; Made by data-loader only.
(alter-meta! #'->Loader assoc :private true)

(defn data-loader
  "Batches of `dataset`, PyTorch's DataLoader: reducible (reduce, transduce, run!,
  into; each reduction is one epoch, and stopping early with `reduced` or an
  exception stops its workers and releases the batches not taken) and seqable (each
  seq is one epoch; a seq left unfinished keeps its workers until the loader is
  closed, as `with-open` does, or the seq is garbage). Options:
  :batch-size (1), :shuffle (false) with :seed (0; epoch e's order from seed + e),
  :sampler (a sampler or a collection of indices), :batch-sampler (batches of
  indices), :drop-last, :collate-fn (`default-collate`, given a vector of items),
  :num-workers (0: made inline), :prefetch-factor (2 per worker). Batches come out
  in order. Each batch is handed to the consuming thread's current scope when taken
  (see the namespace docstring); a worker's exception is rethrown when its batch is
  taken."
  ([dataset] (data-loader dataset nil))
  ([dataset {:keys [batch-size shuffle seed sampler batch-sampler drop-last collate-fn num-workers prefetch-factor]}]
   (checked "data-loader"
   (let [ds (->dataset dataset)
         ^DataLoader$Builder b (if (instance? Dataset ds)
                                 (DataLoader/builder ^Dataset ds)
                                 (DataLoader/builder ^IterableDataset ds))]
     (some->> batch-size int (.batchSize b))
     (.shuffle b (boolean shuffle))
     (.seed b (long (or seed 0)))
     (some->> sampler ->sampler (.sampler b))
     (when batch-sampler
       (.batchSampler b (reify Iterable
                          (iterator [_]
                            (.iterator ^Iterable (map #(long-array (map long %)) (seq batch-sampler)))))))
     (.dropLast b (boolean drop-last))
     (.collate b (->function (or collate-fn default-collate)))
     (.numWorkers b (int (or num-workers 0)))
     (.prefetchFactor b (int (or prefetch-factor 2)))
     (Loader. (.build b))))))

(defn batch-count
  "Batches per epoch, or nil for an iterable dataset."
  [loader]
  (when-not (instance? Loader loader)
    (throw (IllegalArgumentException. (str "batch-count takes a data-loader, got " (pr-str loader)))))
  (let [n (.size ^DataLoader (.-loader ^Loader loader))]
    (when-not (neg? n) n)))
