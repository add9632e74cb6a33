(ns jtorch.bench.side
  "Clojure side of the side-by-side benchmarks (io.github.jtorch.bench.SideBySide):
  each function runs one benchmark's loop written as a Clojure user writes it and
  returns nanoseconds."
  (:require [jtorch.torch :as t])
  (:import [io.github.jtorch.bench.threads FreshThreads FreshThreads$Loop]))

(set! *warn-on-reflection* true)

(def ^:private sink (volatile! nil))

(defn add-loop
  "`n` times `(t/add a b)`, each in its own `with-torch`."
  ^long [a b ^long n]
  (let [start (System/nanoTime)]
    (dotimes [_ n]
      (t/with-torch (t/add a b) nil))
    (- (System/nanoTime) start)))

(defn matmul-loop
  "`n` times `(t/matmul a b)`, each in its own `with-torch`."
  ^long [a b ^long n]
  (let [start (System/nanoTime)]
    (dotimes [_ n]
      (t/with-torch (t/matmul a b) nil))
    (- (System/nanoTime) start)))

(defn scope-cycle
  "`cycles` times: a `with-torch` that makes `n` tensors, then exits. Returns
  [total closing] nanoseconds; closing is from the body's end to the form's."
  [a b ^long cycles ^long n]
  (loop [c 0, total 0, closing 0]
    (if (< c cycles)
      (let [start (System/nanoTime)
            made (t/with-torch
                   (dotimes [_ n] (t/add a b))
                   (System/nanoTime))
            end (System/nanoTime)]
        (recur (inc c) (+ total (- end start)) (+ closing (- end (long made)))))
      [total closing])))

(defn retain-cycle
  "`cycles` times: an inner `with-torch` returns a nested map of `m` tensors
  ({:layers [{:w t :b t} ...]}), which moves to the outer one, whose exit frees it."
  ^long [a b ^long cycles ^long m]
  (let [start (System/nanoTime)]
    (dotimes [_ cycles]
      (t/with-torch
        (vreset! sink (t/with-torch
                        {:layers (mapv (fn [_] {:w (t/add a b) :b (t/add a b)}) (range (quot m 2)))}))
        nil))
    (vreset! sink nil)
    (- (System/nanoTime) start)))

(defn add-threads
  "`k` fresh threads, each with its own tensors, each running `add-loop` `n`
  times from a common start, as every JVM variant runs them
  (FreshThreads/run: a spin start, and done once the threads have left the
  process). Returns the slowest thread's nanoseconds."
  ^long [^long k ^long n]
  (FreshThreads/run (int k)
                    (reify FreshThreads$Loop
                      (run [_ start]
                        (t/with-torch
                          (let [a (t/ones [4]) b (t/ones [4])]
                            (.run ^Runnable start)
                            (add-loop a b n)))))))
