(ns jtorch.memory
  "Native memory: exact accounting, peak regions, leak hunting by allocation
  site, a memory budget, and recovery from out-of-memory."
  (:import [io.github.jtorch Memory MemoryStats PointerScope PointerScope$Stats SiteStats]
           [java.util.function Function Supplier]))

(set! *warn-on-reflection* true)

(defn stats
  "Native memory figures now. Counts are exact whenever no tensor is being made
  or freed (scans the live tensors for :live-storage-bytes):
  :live-tensors        tensor handles alive
  :peak-tensors        highest :live-tensors since start or `reset-peak!`
  :live-bytes          logical bytes (elements x element size) of the live handles
  :peak-bytes          highest :live-bytes since start or `reset-peak!`
  :live-storage-bytes  bytes of storage the live handles address, each storage once
  :alloc-count         handles ever made (= Java wrapper objects made)
  :free-count          handles ever freed
  :freed-by-gc         handles freed by the GC fallback
  :rss-bytes           resident memory of the whole process (JVM included)
  :cuda                only with a usable CUDA device, a map about the current one:
    :free-bytes            free device memory, as the driver reports it
    :total-bytes           total device memory
    :allocated-bytes       bytes LibTorch's caching allocator has handed to live
                           tensors (0 before the first CUDA tensor)
    :peak-allocated-bytes  highest :allocated-bytes since start or `reset-cuda-peak!`
    :reserved-bytes        bytes the allocator holds from the driver: allocated plus
                           cached blocks no tensor uses, which `empty-cache!` returns
    :peak-reserved-bytes   highest :reserved-bytes since start or `reset-cuda-peak!`
  The allocator figures count the whole process's use of LibTorch, in block
  sizes (requests rounded up to a multiple of 512 bytes, sometimes more)."
  []
  (let [^MemoryStats s (Memory/stats)]
    (cond-> {:live-tensors (.-liveTensors s)
             :peak-tensors (.-peakTensors s)
             :live-bytes (.-liveBytes s)
             :peak-bytes (.-peakBytes s)
             :live-storage-bytes (.-liveStorageBytes s)
             :alloc-count (.-allocCount s)
             :free-count (.-freeCount s)
             :freed-by-gc (.-freedByGc s)
             :rss-bytes (.-rssBytes s)}
      (.-cudaAvailable s)
      (assoc :cuda (cond-> {:free-bytes (.-cudaFreeBytes s) :total-bytes (.-cudaTotalBytes s)}
                     (<= 0 (.-cudaAllocatedBytes s))
                     (assoc :allocated-bytes (.-cudaAllocatedBytes s)
                            :peak-allocated-bytes (.-cudaPeakAllocatedBytes s)
                            :reserved-bytes (.-cudaReservedBytes s)
                            :peak-reserved-bytes (.-cudaPeakReservedBytes s)))))))

(defn report
  "One line a person can read: live and peak tensors and bytes, RSS, budget, CUDA."
  []
  (Memory/report))

(defn reset-peak!
  "Starts a new peak period at the current live figures (the CUDA allocator's
  peaks have `reset-cuda-peak!`)."
  []
  (Memory/resetPeak))

(defn reset-cuda-peak!
  "Sets the CUDA caching allocator's peaks of the current device (:peak-allocated-bytes,
  :peak-reserved-bytes under :cuda in `stats`) to its current figures. True if it
  did; false, doing nothing, without CUDA."
  []
  (Memory/resetCudaPeak))

(defmacro with-peak-tracking
  "Evaluates `body`; returns {:value v :peak-bytes n}, n being the peak of live
  logical bytes above their value at the start. Regions nest and overlap on any
  threads, each with its own peak; none changes the peak `stats` reports."
  [& body]
  `(let [p# (Memory/withPeakTracking (reify Supplier (get [_#] (do ~@body))))]
     {:value (.-value p#) :peak-bytes (.-peakBytes p#)}))

(defn scope-stats
  "What a scope did: {:made n :moved-in n :moved-out n :freed n} (handles)."
  [scope]
  (when-not (instance? PointerScope scope)
    (throw (IllegalArgumentException.
            (str "scope-stats expects a PointerScope, got " (if scope (.getName (class scope)) "nil")))))
  (let [^PointerScope$Stats s (.stats ^PointerScope scope)]
    {:made (.-made s) :moved-in (.-movedIn s) :moved-out (.-movedOut s) :freed (.-freed s)}))

(defmacro with-scope-stats
  "Like jtorch.torch/with-torch, and returns {:value v :scope stats}: handles made
  in the scope, moved into it, moved out with the value, and freed when it closed."
  [& body]
  `(let [scope# (PointerScope.)
         value# (try (.moveOut scope# (do ~@body)) (finally (.close scope#)))]
     {:value value# :scope (scope-stats scope#)}))

(defn set-budget!
  "Caps live tensor memory at `bytes` logical bytes (a number, or a string such as
  \"512m\" or \"2g\"); nil, or 0 or less, removes the cap. Any op whose result would pass
  it throws io.github.jtorch.MemoryBudgetException: creation ops before they
  allocate, other ops (add, mul, ...) as soon as their result exists, which is then
  freed. Threads making tensors at the same moment can pass it by up to one tensor
  each."
  [bytes]
  (Memory/setBudget (cond (nil? bytes) 0
                          (string? bytes) (Memory/parseSize bytes)
                          (integer? bytes) (long bytes)
                          :else (throw (IllegalArgumentException.
                                        (str "set-budget! takes a byte count or a size string such as \"2g\", got "
                                             (pr-str bytes)))))))

(defn budget
  "The budget in bytes, 0 when there is none."
  []
  (Memory/budget))

(defn oom?
  "True when `e` (or a cause of it) is an out-of-memory error, a budget one included."
  [e]
  (and (instance? Throwable e) (Memory/isOutOfMemory e)))

(defn with-oom-retry
  "Calls (f batch) on the vector `items`; on out-of-memory frees what it can and
  calls f on halves (recursively), concatenating the results in order. f returns
  a sequence of results per item. Returns a vector of results."
  [f items]
  (when-not (ifn? f)
    (throw (IllegalArgumentException. (str "with-oom-retry takes a function, got " (pr-str f)))))
  (when-not (or (nil? items) (coll? items))
    (throw (IllegalArgumentException. (str "with-oom-retry takes a collection of items, got " (pr-str items)))))
  (vec (Memory/retryOnOom (vec items)
                          (reify Function
                            (apply [_ batch]
                              (let [r (f (vec batch))]
                                (if (or (nil? r) (sequential? r))
                                  (vec r)
                                  (throw (IllegalArgumentException.
                                          (str "with-oom-retry: f must return a sequence of results, got "
                                               (.getName (class r))))))))))))

(defn empty-cache!
  "Returns to the CUDA driver, on every device, the blocks LibTorch's caching
  allocator holds but no tensor uses (:reserved-bytes falls towards
  :allocated-bytes). Live tensors keep their memory, unreachable unscoped ones too
  until the GC frees them (`jtorch.torch/gc!`). True if there was a CUDA
  allocator to empty; false, doing nothing, without CUDA."
  []
  (Memory/emptyCache))

(defn trim-host!
  "Returns freed host heap memory to the operating system. True if some was."
  []
  (Memory/trimHost))

(defn host-allocator-tuned?
  "Whether jtorch set glibc's malloc, when it loaded, to keep the memory a training
  step frees for the next step, instead of handing it back to the system and
  page-faulting it in again. `-Djtorch.malloc=default` (or JTORCH_MALLOC=default)
  leaves glibc as it is; so do glibc settings of the process's own and a
  non-glibc malloc. `trim-host!` still hands freed memory back on demand."
  []
  (Memory/hostAllocatorTuned))

(defn record-allocation-sites!
  "Turns allocation-site recording on (true) or off (false, which forgets the sites).
  While on, each new tensor costs a stack walk (microseconds)."
  [on?]
  (Memory/recordAllocationSites (boolean on?)))

(defn- site->map [^SiteStats s]
  {:site (.-site s) :count (.-count s) :bytes (.-bytes s)})

(defn live-by-site
  "Live tensors (and optimizers, counted at 0 bytes) made while recording was on, by
  site, largest first: for Clojure
  the namespace and the line of the calling function, or of the top-level form
  (a `def` in a script, or at a REPL, whose lines are the ones the REPL gives each
  form: often 1, so such forms share a site); for Java the class, method and line."
  []
  (mapv site->map (Memory/liveBySite)))

(defn site-snapshot
  "The live tensors (and optimizers, at 0 bytes) by site now, for `site-diff`."
  []
  (Memory/siteSnapshot))

(defn site-diff
  "What grew (or shrank) per site between two `site-snapshot`s, largest growth first."
  [before after]
  (when-not (and (instance? java.util.Map before) (instance? java.util.Map after))
    (throw (IllegalArgumentException. "site-diff takes two site-snapshot results")))
  (mapv site->map (Memory/diff before after)))
