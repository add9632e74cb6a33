(ns jtorch.distributed
  "torch.distributed on LibTorch's c10d: process groups on the Gloo backend (CPU
  tensors), joined through a TCPStore rendezvous, and their collectives. PyTorch
  processes (`init_process_group(\"gloo\", init_method=\"env://\")`) can be ranks of
  the same group.

  `init-process-group!` joins the default group, from torchrun's environment
  variables (MASTER_ADDR, MASTER_PORT, RANK, WORLD_SIZE, LOCAL_RANK, set by
  `launch` or jtorch's Launcher) or explicit options; `destroy-process-group!`
  leaves it. Every rank must call the same collectives in the same order.

  Collectives take dense, contiguous CPU tensors. In-place ones (`all-reduce!`,
  `broadcast!`, `reduce!`, `recv!`) write the tensor given and return it; the
  others return new tensors, attached to the current scope. With `:async? true`
  each returns a work handle instead: `wait` blocks until it is done (at most a
  timeout) and returns what the call would have returned. The `:group` option
  names a group made by `new-group` (the default group otherwise).

  Failures: a rank that dies, or stops answering for the group's timeout, makes
  the collective throw io.github.jtorch.distributed.DistributedException; the
  group is then of no further use. NCCL is refused: this jtorch runs on CPU."
  (:import [io.github.jtorch Tensor]
           [io.github.jtorch.distributed Distributed InitOptions Launcher Launcher$Spec ProcessGroup ReduceOp Work]
           [java.time Duration]
           [java.util List Map]))

(set! *warn-on-reflection* true)

(defn- init-options
  "InitOptions from torchrun's environment, with `opts` over them."
  ^InitOptions [{:keys [backend master-addr master-port rank world-size local-rank timeout-ms host network-interface]
                 :as opts}]
  (when-not (or (nil? opts) (map? opts))
    (throw (IllegalArgumentException. (str "options must be a map, got " (pr-str opts)))))
  (let [int-opt (fn [k v]
                  (if (integer? v)
                    (int v)
                    (throw (IllegalArgumentException. (str k " must be an integer, got " (pr-str v))))))]
    (cond-> (InitOptions/fromEnvironment)
      backend (.withBackend (name backend))
      master-addr (.withMasterAddr (str master-addr))
      master-port (.withMasterPort (int-opt :master-port master-port))
      rank (.withRank (int-opt :rank rank))
      world-size (.withWorldSize (int-opt :world-size world-size))
      local-rank (.withLocalRank (int-opt :local-rank local-rank))
      timeout-ms (.withTimeout (Duration/ofMillis (int-opt :timeout-ms timeout-ms)))
      host (.withHost (str host))
      network-interface (.withNetworkInterface (str network-interface)))))

(defn init-process-group!
  "Joins the default process group and returns it: blocks until every rank has
  joined, or throws DistributedException after the timeout. Options (each
  defaulting to torchrun's environment variable): :backend (\"gloo\", or \"nccl\"
  for CUDA tensors, where jtorch has its NCCL plugin), :master-addr, :master-port, :rank, :world-size, :local-rank,
  :timeout-ms (30 minutes, PyTorch's default), :host or :network-interface
  (where Gloo's sockets bind; GLOO_SOCKET_IFNAME as PyTorch's). Throws
  IllegalStateException when a default group is joined already, and
  IllegalArgumentException for an option missing or of the wrong kind."
  (^ProcessGroup [] (init-process-group! {}))
  (^ProcessGroup [opts] (Distributed/initProcessGroup (init-options opts))))

(defn destroy-process-group!
  "Leaves the default group: Gloo's threads are joined and its sockets closed
  (NCCL's communicators ended).
  A no-op when none is joined."
  []
  (Distributed/destroyProcessGroup))

(defn initialized?
  "Whether the default group is joined."
  []
  (Distributed/isInitialized))

(defn new-group
  "Joins a process group of its own (options as `init-process-group!`'s, with a
  rendezvous of its own: another :master-port). It attaches to the current scope
  like a tensor; `close` (or `jtorch.torch/release`) leaves it."
  ^ProcessGroup [opts]
  (ProcessGroup/create (init-options opts)))

(defn- group-arg ^ProcessGroup [g fname]
  (if (instance? ProcessGroup g)
    g
    (throw (IllegalArgumentException. (str fname " takes a process group (see new-group), got " (pr-str g))))))

(defn- group ^ProcessGroup [opts]
  (if-let [g (:group opts)]
    (group-arg g ":group")
    (Distributed/group)))

(defn get-rank
  "This process's rank in the default group (or in `group`)."
  ([] (Distributed/getRank))
  ([group] (.rank (group-arg group "get-rank"))))

(defn get-world-size
  "The number of ranks of the default group (or of `group`)."
  ([] (Distributed/getWorldSize))
  ([group] (.size (group-arg group "get-world-size"))))

(defn get-local-rank
  "This process's rank on its machine (LOCAL_RANK, else its rank)."
  []
  (Distributed/getLocalRank))

(def ^:private reduce-ops
  {:sum ReduceOp/SUM :avg ReduceOp/AVG :product ReduceOp/PRODUCT :min ReduceOp/MIN :max ReduceOp/MAX})

(defn- reduce-op ^ReduceOp [op]
  (or (reduce-ops (or op :sum))
      (throw (IllegalArgumentException. (str ":op must be one of " (sort (keys reduce-ops)) ", got " (pr-str op))))))

(defn- int-arg
  "`v` as an int; IllegalArgumentException naming `what` when it is not an integer in range."
  [v what]
  (if (and (integer? v) (<= Integer/MIN_VALUE v Integer/MAX_VALUE))
    (int v)
    (throw (IllegalArgumentException. (str what " must be an integer, got " (pr-str v))))))

(defn- rank-arg [opts k]
  (int-arg (get opts k 0) k))

(defn- tensor ^Tensor [t fname]
  (if (instance? Tensor t)
    t
    (throw (IllegalArgumentException. (str fname " takes a tensor, got " (if (nil? t) "nil" (.getName (class t))))))))

(defn- result
  "What a collective returns from its finished work `w`."
  [^Work w ^List got]
  (if (.returnsList w) (vec got) (first got)))

(defn- work ^Work [w fname]
  (if (instance? Work w)
    w
    (throw (IllegalArgumentException. (str fname " takes a work handle (a collective's with :async? true), got "
                                           (pr-str w))))))

(defn wait
  "Blocks until the work handle `w` is done and returns its result (as the
  synchronous call would), or throws DistributedException once it failed or
  `timeout-ms` ran out (without it, the group's timeout bounds the wait)."
  ([w] (let [w (work w "wait")] (result w (.await w))))
  ([w timeout-ms]
   (let [w (work w "wait")]
     (when-not (and (integer? timeout-ms) (pos? timeout-ms))
       (throw (IllegalArgumentException. (str "timeout-ms must be a positive integer, got " (pr-str timeout-ms)))))
     (result w (.await w (Duration/ofMillis timeout-ms))))))

(defn completed?
  "Whether the work handle `w` has finished, well or not."
  [w]
  (.isCompleted (work w "completed?")))

(defn- run
  "Starts a collective through `start`, then waits for it unless :async?."
  [opts start]
  (let [^Work w (start (group opts))]
    (if (:async? opts)
      w
      (try (wait w) (finally (.close w))))))

(defn all-reduce!
  "Reduces `t` over the ranks, in place on every rank; returns `t`. Options: :op
  (:sum, :avg, :product, :min, :max; :sum), :group, :async?."
  ([t] (all-reduce! t {}))
  ([t opts]
   (let [t (tensor t "all-reduce!") op (reduce-op (:op opts))]
     (run opts #(.allReduceAsync ^ProcessGroup % t op)))))

(defn broadcast!
  "Copies rank :src's `t` (0) into `t` on every rank; returns `t`."
  ([t] (broadcast! t {}))
  ([t opts]
   (let [t (tensor t "broadcast!") src (rank-arg opts :src)]
     (run opts #(.broadcastAsync ^ProcessGroup % t src)))))

(defn reduce!
  "Reduces `t` over the ranks into rank :dst's `t` (0; the others' are left as
  scratch); returns `t`. Options: :op, :dst, :group, :async?."
  ([t] (reduce! t {}))
  ([t opts]
   (let [t (tensor t "reduce!") dst (rank-arg opts :dst) op (reduce-op (:op opts))]
     (run opts #(.reduceAsync ^ProcessGroup % t dst op)))))

(defn all-gather
  "Every rank's `t` (all of one shape and dtype), in rank order: a vector of new tensors."
  ([t] (all-gather t {}))
  ([t opts]
   (let [t (tensor t "all-gather")]
     (run opts #(.allGatherAsync ^ProcessGroup % t)))))

(defn reduce-scatter
  "`ts`, one tensor per rank; returns a new tensor, the reduction (:op) over the
  ranks of their tensor at this rank's position."
  ([ts] (reduce-scatter ts {}))
  ([ts opts]
   (when-not (sequential? ts)
     (throw (IllegalArgumentException. (str "reduce-scatter takes a sequence of tensors, got " (pr-str ts)))))
   (let [ts (mapv #(tensor % "reduce-scatter") ts) op (reduce-op (:op opts))]
     (run opts #(.reduceScatterAsync ^ProcessGroup % ^List ts op)))))

(defn all-to-all
  "`t` split in equal parts along dim 0, part i sent to rank i; returns the parts
  received, in rank order, as one new tensor (PyTorch's all_to_all_single)."
  ([t] (all-to-all t {}))
  ([t opts]
   (let [t (tensor t "all-to-all")]
     (run opts #(.allToAllAsync ^ProcessGroup % t)))))

(defn send!
  "Sends `t` to rank `dst`, which takes it with `recv!` (same :tag, 0). Returns nil."
  ([t dst] (send! t dst {}))
  ([t dst opts]
   (let [t (tensor t "send!") dst (int-arg dst "dst") tag (rank-arg opts :tag)]
     (run opts #(.sendAsync ^ProcessGroup % t dst tag)))))

(defn recv!
  "Receives into `t` (of the sent shape and dtype) what rank `src` sends; returns `t`."
  ([t src] (recv! t src {}))
  ([t src opts]
   (let [t (tensor t "recv!") src (int-arg src "src") tag (rank-arg opts :tag)]
     (run opts #(.recvAsync ^ProcessGroup % t src tag)))))

(defn barrier!
  "Blocks until every rank has reached its barrier. Returns nil."
  ([] (barrier! {}))
  ([opts] (run opts #(.barrierAsync ^ProcessGroup %))))

(defn launch
  "Starts `n` JVMs on this machine running `main-class` with `args`, like
  `torchrun --nproc-per-node n`: each gets torchrun's variables (its RANK and
  LOCAL_RANK, WORLD_SIZE, MASTER_ADDR, MASTER_PORT), this JVM's class path and
  -Djtorch.* properties. Waits for all and returns 0, or the first failing
  worker's exit status once one fails (the others are killed then). Options:
  :master-addr (127.0.0.1), :master-port (29500), :nnodes (1), :node-rank (0):
  on several machines, one `launch` per machine, all naming the master's address."
  ([n main-class args] (launch n main-class args {}))
  ([n main-class args {:keys [master-addr master-port nnodes node-rank]
                       :or {master-addr "127.0.0.1" master-port 29500 nnodes 1 node-rank 0}}]
   (when-not (string? main-class)
     (throw (IllegalArgumentException. (str "launch takes the main class's name, got " (pr-str main-class)))))
   (when-not (sequential? args)
     (throw (IllegalArgumentException. (str "launch takes the arguments as a sequence, got " (pr-str args)))))
   (Launcher/run (Launcher$Spec. (int-arg n "n") (int-arg nnodes ":nnodes") (int-arg node-rank ":node-rank")
                                 (str master-addr) (int-arg master-port ":master-port"))
                 ^String main-class ^List (mapv str args))))
