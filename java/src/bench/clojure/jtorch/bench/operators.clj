(ns jtorch.bench.operators
  "Clojure loops of OperatorBench: an op through its op-table function, the same op
  through a function made from its schema (as every operator's function in jtorch.torch
  is), and through t/call by name, each call in its own with-torch."
  (:require [jtorch.impl.dispatch :as dispatch]
            [jtorch.torch :as t]))

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

(defn schema-fn-loop
  "`n` times `(f a b)`, `f` the function made from `op`'s schema as jtorch.torch makes
  every operator's (here for an op whose name the op table has)."
  ^long [^String op a b ^long n]
  (let [f (dispatch/operator-fn (str "aten::" op))
        start (System/nanoTime)]
    (dotimes [_ n]
      (t/with-torch (f a b) nil))
    (- (System/nanoTime) start)))
