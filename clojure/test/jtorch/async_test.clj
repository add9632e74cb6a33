(ns jtorch.async-test
  "with-torch in core.async go blocks that park and resume on other threads, and
  tensors handed between threads (docs/memory.md, \"Scopes that move between
  threads\")."
  (:require [clojure.core.async :as a]
            [clojure.test :refer [deftest is testing]]
            [jtorch.autograd :as ag]
            [jtorch.torch :as t])
  (:import [io.github.jtorch Memory PointerScope Tensor Torch]
           [java.util.concurrent CountDownLatch Executors TimeUnit]))

(defn- live [] (.-liveTensors (Memory/stats)))

(defn- settled-live
  "The live tensor count once the GC fallback has run (hand-offs nobody took)."
  []
  (Torch/gc)
  (live))

(defn- take-all [chans] (mapv #(first (a/alts!! [% (a/timeout 60000)])) chans))

(deftest rule-1a-hundreds-of-go-blocks-parking-inside-with-torch-keep-their-own-tensors
  (let [before (live)
        n 300
        gates (vec (repeatedly n a/chan))
        results (vec (for [i (range n)]
                       (a/go
                         (try
                           (t/with-torch
                             (let [x (t/full [3] (double i))
                                   scope (PointerScope/current)
                                   thread (Thread/currentThread)]
                               (a/<! (gates i))
                               (let [y (t/add x 1.0)
                                     same? (identical? scope (PointerScope/current))]
                                 (a/<! (a/timeout (rand-int 3)))
                                 {:sum (t/item (t/sum (t/mul y x)))
                                  :same-scope same?
                                  :flow (.isFlow ^PointerScope scope)
                                  :moved (not= thread (Thread/currentThread))
                                  :owned (.ownedCount ^PointerScope (PointerScope/current))})))
                           (catch Throwable e e)))))]
    (doseq [g (shuffle gates)] (a/put! g :go))
    (let [out (take-all results)]
      (is (not-any? #(instance? Throwable %) out) (str (first (filter #(instance? Throwable %) out))))
      (is (= (mapv #(* 3.0 % (+ % 1.0)) (range n)) (mapv :sum out))
          "each block computes with its own tensors after parking")
      (is (every? :same-scope out) "a block finds its own scope again after it resumes")
      (is (every? :flow out))
      (is (every? #(= 4 (:owned %)) out)
          "each scope owns only what its block made: x, y, and the two ops' results so far")
      (is (= before (live)) "every block's tensors are freed when its with-torch ends")
      (testing "the test exercises resuming elsewhere"
        (is (pos? (count (filter :moved out))))))))

(deftest rule-1a-a-block-never-sees-the-scope-of-a-block-parked-on-another-thread
  (let [before (live)
        n 100
        gate (a/chan)
        parked (CountDownLatch. n)
        holders (vec (for [_ (range n)]
                       (a/go (t/with-torch
                               (let [x (t/ones [2])]
                                 (.countDown parked)
                                 (a/<! gate)
                                 (t/item (t/sum x)))))))
        _ (.await parked 60 TimeUnit/SECONDS)
        others (take-all (vec (for [_ (range n)]
                                (a/go (let [t (t/zeros [2])]
                                        [(PointerScope/current) t])))))]
    (is (every? nil? (map first others)) "outside with-torch a block has no scope, whatever is parked")
    (a/close! gate)
    (is (= (repeat n 2.0) (take-all holders)))
    (is (not-any? #(.isReleased ^Tensor (second %)) others)
        "tensors made outside with-torch are not freed by the parked blocks' scopes closing")
    (t/release! (map second others))
    (is (= before (live)))))

(deftest an-exception-after-parking-frees-the-blocks-tensors-and-propagates
  (let [before (live)
        out (take-all (vec (for [i (range 50)]
                             (a/go
                               (try
                                 (t/with-torch
                                   (let [x (t/ones [4])]
                                     (a/<! (a/timeout 1))
                                     (t/add x 1.0)
                                     (throw (ex-info "boom" {:i i}))))
                                 (catch clojure.lang.ExceptionInfo e (:i (ex-data e))))))))]
    (is (= (range 50) out))
    (is (= before (live)))))

(deftest nested-with-torch-in-a-go-block-moves-its-result-to-the-outer-one
  (let [before (live)
        out (a/<!! (a/go
                     (t/with-torch
                       (let [outer (PointerScope/current)
                             r (t/with-torch
                                 (let [x (t/ones [3])]
                                   (a/<! (a/timeout 1))
                                   (t/mul x 2.0)))
                             owned (.ownedCount ^PointerScope outer)]
                         (a/<! (a/timeout 1))
                         [(t/item (t/sum r)) (= 1 owned) (.isReleased ^Tensor r)]))))]
    (is (= [6.0 true false] out))
    (is (= before (live)))))

(deftest a-go-block-started-inside-a-go-blocks-with-torch-attaches-to-it-while-open
  (let [before (live)
        [inner-released-at-end? value]
        (a/<!! (a/go
                 (let [t* (t/with-torch
                            (let [child (a/go (t/ones [2]))
                                  made (a/<! child)]
                              [(t/item (t/sum made)) made]))]
                   t*)))]
    (is (= 2.0 inner-released-at-end?))
    (is (instance? Tensor value))
    (is (not (.isReleased ^Tensor value)) "the value moved out with the with-torch's result")
    (t/release! value)
    (is (= before (live)))))

(deftest a-flow-scope-whose-block-is-abandoned-is-freed-by-the-gc
  ;; What a go block abandoned while parked leaves: a with-torch scope whose binding
  ;; frame nothing reaches any more, done here by hand on one thread.
  (let [before (live)
        frame (clojure.lang.Var/getThreadBindingFrame)
        scope (PointerScope/openFlow)]
    (t/ones [64])
    (t/ones [64])
    (is (= (+ before 2) (live)))
    ;; The block "parks": its frame is put away, and then dropped.
    (clojure.lang.Var/resetThreadBindingFrame frame)
    (let [other (PointerScope/openFlow)] (.close other))
    (loop [i 0]
      (when (and (< i 50) (not= before (live)))
        (Torch/gc)
        (Thread/sleep 20)
        (recur (inc i))))
    (is (= before (live)) "the cleaner frees what the abandoned scope owned")
    (is (.isClosed scope))))

(deftest rule-7a-hand-off-moves-tensors-to-the-receiver-and-the-sender-loses-them
  (let [before (live)
        ch (a/chan 4)
        sender (a/thread
                 (t/with-torch
                   (let [x (t/arange 4)
                         batch {:x x :y [(t/ones [2]) (t/zeros [1])] :n 3}
                         sent (t/hand-off batch)]
                     (a/>!! ch sent)
                     [(.isReleased ^Tensor x)
                      (try (t/sum x) :used (catch IllegalStateException _ :refused))])))
        received (t/with-torch
                   (let [b (t/take-ownership! (a/<!! ch))
                         scope (PointerScope/current)]
                     [(t/->vec (:x b)) (mapv t/->vec (:y b)) (:n b) (.ownedCount ^PointerScope scope)]))]
    (is (= [true :refused] (a/<!! sender)) "the sender's handles are released")
    (is (= [[0 1 2 3] [[1.0 1.0] [0.0]] 3 3] received)
        "the receiver's scope owns the three tensors it took")
    (is (= before (live)) "freed with the receiver's scope; nothing counted twice")))

(deftest a-hand-off-nobody-takes-is-freed-by-the-gc
  (let [before (live)]
    (t/with-torch (t/hand-off [(t/ones [8]) (t/ones [8])]) nil)
    (is (= before (loop [i 0]
                    (let [n (settled-live)]
                      (if (or (= n before) (> i 50)) n (do (Thread/sleep 20) (recur (inc i))))))))))

(deftest hand-off-keeps-autograd-state
  (t/with-torch
    (let [w (ag/requires-grad! (t/ones [3]))
          w2 (t/hand-off w)]
      (ag/backward (t/sum (t/mul w2 w2)))
      (is (= [2.0 2.0 2.0] (t/->vec (ag/grad w2))))
      (is (.isReleased ^Tensor w))
      (t/release! w2))))

(deftest hand-offs-between-virtual-and-platform-threads
  (let [before (live)
        virtual (try (eval '(java.util.concurrent.Executors/newVirtualThreadPerTaskExecutor))
                     (catch Throwable _ nil))
        pools (cond-> [(Executors/newFixedThreadPool 2)] virtual (conj virtual))]
    (doseq [^java.util.concurrent.ExecutorService pool pools]
      (let [q (java.util.concurrent.LinkedBlockingQueue.)
            producers (doall (for [i (range 20)]
                               (.submit pool ^Callable (fn [] (t/with-torch (.put q (t/hand-off (t/full [2] (double i)))))))))
            sums (t/with-torch
                   (vec (for [_ (range 20)]
                          (t/item (t/sum (t/take-ownership! (.poll q 60 TimeUnit/SECONDS)))))))]
        (doseq [^java.util.concurrent.Future p producers] (.get p))
        (is (= (set (map #(* 2.0 %) (range 20))) (set sums)))
        (.shutdown pool)))
    (is (= before (live)))))
