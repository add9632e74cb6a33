(ns jtorch.nn.parallel
  "PyTorch's torch.nn.parallel: `distributed-data-parallel`, data-parallel
  training over a jtorch.distributed process group. Each rank trains a replica on
  its share of the batch (jtorch.data/distributed-sampler gives the shares);
  `backward!` runs backward and averages the gradients over the ranks, so every
  replica takes the step one process would take on the whole batch.

  As PyTorch's, it runs on c10d's Reducer: each bucket of gradients is
  all-reduced as soon as its last gradient is written, while the rest of backward
  runs. As with PyTorch's default, every parameter must take part in each loss:
  `backward!` throws IllegalStateException on a rank where one got no gradient;
  with :find-unused-parameters true a loss may leave parameters out."
  (:import [io.github.jtorch Tensor]
           [io.github.jtorch.distributed Distributed ProcessGroup]
           [io.github.jtorch.nn Module]
           [io.github.jtorch.nn.parallel DistributedDataParallel]))

(set! *warn-on-reflection* true)

(defn distributed-data-parallel
  "Wraps `module` for data-parallel training: a module whose forward is the
  wrapped one's, made on every rank at the same point (it copies rank 0's
  parameters and buffers to all ranks). Options: :group (the default group),
  :bucket-cap-bytes (25 MiB, PyTorch's), :find-unused-parameters (false; true
  lets a loss leave parameters out: each backward! first walks the loss's graph,
  and a parameter it does not reach counts as a zero gradient in the average, as
  PyTorch's find_unused_parameters=True; each rank's loss must still reach one
  parameter). Its state dict names the module's entries with \"module.\" in
  front, as PyTorch's does."
  (^DistributedDataParallel [module] (distributed-data-parallel module {}))
  (^DistributedDataParallel [module {:keys [group bucket-cap-bytes find-unused-parameters]
                                     :or {bucket-cap-bytes (* 25 1024 1024)} :as opts}]
   (when-not (or (nil? opts) (map? opts))
     (throw (IllegalArgumentException. (str "distributed-data-parallel takes an options map, got " (pr-str opts)))))
   (when-let [unknown (seq (remove #{:group :bucket-cap-bytes :find-unused-parameters} (keys opts)))]
     (throw (IllegalArgumentException.
             (str "distributed-data-parallel: unknown option(s) " (pr-str (vec unknown))
                  "; it takes :group, :bucket-cap-bytes and :find-unused-parameters"))))
   (when-not (instance? Module module)
     (throw (IllegalArgumentException. (str "distributed-data-parallel takes a module, got " (pr-str module)))))
   (when-not (and (integer? bucket-cap-bytes) (pos? bucket-cap-bytes))
     (throw (IllegalArgumentException. (str ":bucket-cap-bytes must be a positive integer, got " (pr-str bucket-cap-bytes)))))
   (when-not (or (nil? group) (instance? ProcessGroup group))
     (throw (IllegalArgumentException. (str ":group must be a process group, got " (pr-str group)))))
   (DistributedDataParallel. ^Module module ^ProcessGroup (or group (Distributed/group)) (long bucket-cap-bytes)
                             (boolean find-unused-parameters))))

(defn- ddp-arg ^DistributedDataParallel [ddp fname]
  (if (instance? DistributedDataParallel ddp)
    ddp
    (throw (IllegalArgumentException. (str fname " takes a distributed-data-parallel module, got " (pr-str ddp))))))

(defn backward!
  "Runs `loss`'s backward, then (outside `no-sync`) averages every parameter's
  gradient over the ranks. A collective: every rank calls it alike."
  [ddp loss]
  (let [ddp (ddp-arg ddp "backward!")]
    (if (instance? Tensor loss)
      (.backward ddp ^Tensor loss)
      (throw (IllegalArgumentException. (str "backward! takes a loss tensor, got " (pr-str loss)))))))

(defn no-sync
  "Calls `f` with gradient averaging off: `backward!` inside only accumulates
  gradients locally; the first `backward!` after averages all that accumulated
  (PyTorch's no_sync, for gradient accumulation). Returns what `f` returns."
  [ddp f]
  (let [ddp (ddp-arg ddp "no-sync")]
    (when-not (ifn? f)
      (throw (IllegalArgumentException. (str "no-sync takes a function to call, got " (pr-str f)))))
    (with-open [_ (.noSync ddp)]
      (f))))

(defn module
  "The module `ddp` wraps."
  ^Module [ddp]
  (.module (ddp-arg ddp "module")))
