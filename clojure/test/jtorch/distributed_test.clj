(ns jtorch.distributed-test
  "jtorch.distributed and jtorch.nn.parallel through their Clojure API: a group of
  two ranks on two threads of this JVM (each joining a group of its own with
  `new-group`), the default group as a group of one, bad arguments, and
  `launch` starting JVMs with torchrun's variables."
  (:require [clojure.test :refer [deftest is testing]]
            [jtorch.autograd :as ag]
            [jtorch.distributed :as dist]
            [jtorch.nn :as nn]
            [jtorch.nn.parallel :as par]
            [jtorch.optim :as optim]
            [jtorch.test-support :refer [thrown-message]]
            [jtorch.torch :as t])
  (:import [io.github.jtorch.distributed DistributedException]
           [java.net ServerSocket]))

(defn- free-port []
  (with-open [s (ServerSocket. 0)] (.getLocalPort s)))

(defn- values [x] (vec (t/->vec x)))

(defn- on-ranks
  "Runs (f rank group) for ranks 0 and 1 of a new two-rank group, each on a
  thread of its own; their results, in rank order."
  [f]
  (let [port (free-port)
        ranks (mapv (fn [r]
                      (future
                        (t/with-torch
                          (with-open [g (dist/new-group {:master-addr "127.0.0.1" :master-port port :rank r
                                                         :world-size 2 :timeout-ms 20000})]
                            (f r g)))))
                    [0 1])]
    (mapv #(deref % 60000 ::timeout) ranks)))

(defn- collectives [r g]
  (let [o {:group g}]
    {:avg (values (dist/all-reduce! (t/tensor [(double (inc r)) 10.0]) (assoc o :op :avg)))
     :max (values (dist/all-reduce! (t/tensor [(double r)]) (assoc o :op :max)))
     :product (values (dist/all-reduce! (t/tensor [(+ 2.0 r)]) (assoc o :op :product)))
     :reduce (values (dist/reduce! (t/tensor [(+ 1.0 r)]) (assoc o :dst 1)))
     :gather (mapv values (dist/all-gather (t/tensor [(double r) 5.0]) o))
     :scatter (values (dist/reduce-scatter [(t/tensor [(* 10.0 r)]) (t/tensor [(+ 1.0 (* 10 r))])] o))
     :to-all (values (dist/all-to-all (t/tensor [(* 100.0 r) (+ 1.0 (* 100 r))]) o))
     :async (let [w (dist/broadcast! (t/tensor [(double r)]) (assoc o :src 1 :async? true))]
              [(values (dist/wait w 20000)) (dist/completed? w)])
     :p2p (if (zero? r)
            (do (dist/send! (t/tensor [42.0]) 1 (assoc o :tag 3)) :sent)
            (values (dist/recv! (t/zeros [1]) 0 (assoc o :tag 3))))
     :barrier (dist/barrier! o)
     :rank [(dist/get-rank g) (dist/get-world-size g)]}))

(deftest every-collective-gives-the-expected-values-on-two-ranks
  (let [[a b] (on-ranks collectives)]
    (is (= [1.5 10.0] (:avg a) (:avg b)))
    (is (= [1.0] (:max a) (:max b)))
    (is (= [6.0] (:product a)))
    (is (= [3.0] (:reduce b)) "reduce! writes the sum at :dst")
    (is (= [[0.0 5.0] [1.0 5.0]] (:gather a) (:gather b)))
    (is (= [10.0] (:scatter a)) "rank 0 gets 0 + 10")
    (is (= [12.0] (:scatter b)) "rank 1 gets 1 + 11")
    (is (= [0.0 100.0] (:to-all a)))
    (is (= [1.0 101.0] (:to-all b)))
    (is (= [[1.0] true] (:async a) (:async b)))
    (is (= :sent (:p2p a)))
    (is (= [42.0] (:p2p b)))
    (is (nil? (:barrier a)))
    (is (= [[0 2] [1 2]] [(:rank a) (:rank b)]))))

(defn- ddp-run
  "Trains a replica (from a seed of each rank's own) for 3 steps on row `r` of
  the batch, each step accumulating once under no-sync; the flat parameters."
  [r g]
  (let [m (locking on-ranks (t/with-torch (t/manual-seed (+ 7 r)) (nn/linear 3 1)))
        ddp (par/distributed-data-parallel m {:group g :bucket-cap-bytes 8})
        opt (optim/sgd (nn/parameters ddp) {:lr 0.1})
        x (t/tensor [[1.0 2.0 3.0] [-1.0 0.5 2.0]])
        row (t/narrow x 0 r 1)]
    (dotimes [_ 3]
      (optim/zero-grad opt)
      (par/no-sync ddp #(par/backward! ddp (t/sum (nn/forward ddp row))))
      (par/backward! ddp (t/sum (nn/forward ddp row)))
      (optim/step opt))
    (is (identical? m (par/module ddp)))
    (is (= #{"module.weight" "module.bias"} (set (keys (nn/state-dict ddp)))))
    (values (t/cat (mapv #(t/reshape (ag/detach %) [-1]) (nn/parameters ddp)) 0))))

(deftest ddp-replicas-take-the-step-of-the-whole-batch
  (let [[a b] (on-ranks ddp-run)
        ;; One model from rank 0's seed, on both rows: the gradient of the sum of
        ;; each row's output, averaged over the rows, twice per step (no-sync).
        whole (t/with-torch
                (t/manual-seed 7)
                (let [m (nn/linear 3 1)
                      opt (optim/sgd (nn/parameters m) {:lr 0.1})
                      x (t/tensor [[1.0 2.0 3.0] [-1.0 0.5 2.0]])]
                  (dotimes [_ 3]
                    (optim/zero-grad opt)
                    (ag/backward (t/sum (nn/forward m x)))
                    (optim/step opt))
                  (values (t/cat (mapv #(t/reshape (ag/detach %) [-1]) (nn/parameters m)) 0))))]
    (is (= a b) "every replica has the same parameters")
    (is (every? #(< (Math/abs (double %)) 1e-5) (map - a whole))
        (str "DDP " a " vs one process " whole))))

(deftest a-parameter-without-a-gradient-is-refused-with-its-reason
  (with-open [g (dist/new-group {:master-addr "127.0.0.1" :master-port (free-port) :rank 0 :world-size 1
                                 :timeout-ms 10000})]
    (t/with-torch
      (let [ddp (par/distributed-data-parallel (nn/linear 2 1) {:group g})
            [w] (nn/parameters ddp)
            [cls msg] (thrown-message #(par/backward! ddp (t/sum w)))]
        (is (= IllegalStateException cls))
        (is (re-find #"parameter 1 of .* got no gradient" msg))))))

(deftest finding-unused-parameters-averages-what-each-rank-used
  ;; Rank 0's loss reaches only the weight, rank 1's only the bias: each gradient is the
  ;; average over both ranks, a rank that did not use a parameter counting zero.
  (let [grads (on-ranks
               (fn [r g]
                 (let [ddp (par/distributed-data-parallel (nn/linear 2 1) {:group g :find-unused-parameters true})
                       [w b] (nn/parameters ddp)]
                   (par/backward! ddp (if (zero? r) (t/sum (t/mul w (t/tensor [[2.0 4.0]]))) (t/mul (t/sum b) 6.0)))
                   [(values (t/reshape (ag/grad w) [-1])) (values (ag/grad b))])))]
    (is (= [[[1.0 2.0] [3.0]] [[1.0 2.0] [3.0]]] grads))))

(deftest the-default-group-of-one-rank
  ;; Every tensor here is made in a scope: one left for the GC would shift a later test's count.
  (try
    (let [g (dist/init-process-group! {:master-addr "127.0.0.1" :master-port (free-port) :rank 0 :world-size 1
                                       :timeout-ms 10000})]
      (is (dist/initialized?))
      (is (= [0 1 0] [(dist/get-rank) (dist/get-world-size) (dist/get-local-rank)]))
      (is (= [3.0] (t/with-torch (values (dist/all-reduce! (t/tensor [3.0]))))))
      (is (identical? g (:group {:group g})))
      (is (= IllegalStateException (first (thrown-message #(dist/init-process-group! {}))))))
    (finally (dist/destroy-process-group!)))
  (is (not (dist/initialized?)))
  (is (= IllegalStateException (first (thrown-message dist/get-rank)))))

(deftest bad-arguments-are-refused-with-their-reason
  (is (re-find #"unknown backend \"mpi\"" (second (thrown-message #(dist/new-group {:backend "mpi" :master-addr "127.0.0.1"
                                                                                   :master-port 1 :rank 0 :world-size 1})))))
  ;; Without CUDA, NCCL is refused with LibTorch's reason (or the plugin's absence).
  (when-not (io.github.jtorch.Torch/cudaAvailable)
    (let [[cls msg] (thrown-message #(dist/new-group {:backend "nccl" :master-addr "127.0.0.1"
                                                       :master-port (free-port) :rank 0 :world-size 1}))]
      (is (= io.github.jtorch.distributed.DistributedException cls))
      (is (re-find #"no GPUs found|NCCL plugin" msg))))
  (is (= IllegalArgumentException (first (thrown-message #(dist/new-group {:rank "zero"})))))
  (is (= IllegalArgumentException (first (thrown-message #(dist/new-group [])))))
  (is (= IllegalArgumentException (first (thrown-message #(dist/all-reduce! [1 2] {:group :none})))))
  (is (re-find #":op must be one of"
               (second (thrown-message #(t/with-torch (dist/all-reduce! (t/tensor [1.0]) {:op :mean :group :none}))))))
  (is (= IllegalArgumentException (first (thrown-message #(par/distributed-data-parallel :not-a-module)))))
  (is (re-find #"unknown option\(s\) \[:find-unused\]"
               (second (thrown-message #(t/with-torch
                                          (par/distributed-data-parallel (nn/linear 1 1) {:find-unused true}))))))
  (testing "a rendezvous whose peers never come fails after the timeout"
    (let [[cls msg] (thrown-message #(dist/new-group {:master-addr "127.0.0.1" :master-port (free-port) :rank 0
                                                       :world-size 2 :timeout-ms 500}))]
      (is (= DistributedException cls))
      (is (re-find #"^joining the group at 127.0.0.1:\d+ as rank 0 of 2" msg)))))

(deftest launch-starts-workers-with-torchrun-variables-and-reports-the-first-failure
  ;; Rank 1 fails on purpose (status 3) once its variables are right; a wrong variable is status 4.
  (let [check (str "(let [e #(System/getenv %)]"
                   "  (System/exit (cond (not (and (= \"2\" (e \"WORLD_SIZE\")) (= (e \"RANK\") (e \"LOCAL_RANK\"))"
                   "                                (= \"127.0.0.1\" (e \"MASTER_ADDR\")) (e \"MASTER_PORT\"))) 4"
                   "                     (= \"1\" (e \"RANK\")) 3 :else 0)))")]
    (is (= 3 (dist/launch 2 "clojure.main" ["-e" check] {:master-port (free-port)})))))
