(ns jtorch.bench.operators
  "Clojure loops of OperatorBench: an op through its op-table function and the same
  op through the dispatcher (t/call), each call in its own with-torch."
  (:require [jtorch.torch :as t]))

(set! *warn-on-reflection* true)

(defn table-loop
  "`n` times `(t/add a b)` or `(t/matmul a b)` (`op` \"add\" or \"matmul\")."
  ^long [^String op a b ^long n]
  (let [f (if (= op "add") t/add t/matmul)
        start (System/nanoTime)]
    (dotimes [_ n]
      (t/with-torch (f a b) nil))
    (- (System/nanoTime) start)))

(defn operator-loop
  "`n` times `(t/call op a b)`, the operator by name through the dispatcher."
  ^long [^String op a b ^long n]
  (let [start (System/nanoTime)]
    (dotimes [_ n]
      (t/with-torch (t/call op a b) nil))
    (- (System/nanoTime) start)))
