(ns jtorch.ops-table-test
  "The Clojure functions come from the one op table."
  (:require [clojure.string :as str]
            [clojure.test :refer [deftest is]]
            [jtorch.autograd]
            [jtorch.impl.ops :as ops]
            [jtorch.nn.functional]
            [jtorch.torch])
  (:import [io.github.jtorch OpSpec Ops]))

(def ^:private namespaces '[jtorch.torch jtorch.autograd jtorch.nn.functional])

(deftest every-op-in-the-table-is-a-documented-clojure-function
  (doseq [^OpSpec spec Ops/SPECS
          :let [fname (symbol (ops/clojure-name (.name spec)))
                vars (keep #(get (ns-interns %) fname) namespaces)]]
    (is (seq vars) (str (.name spec) " is defined in one of " namespaces))
    (doseq [v vars]
      (is (str/includes? (:doc (meta v)) (.doc spec)) (str (.name spec) " carries the table's doc line")))))

(deftest each-function-has-an-arity-per-argument-the-table-lets-a-call-leave-out
  (is (= '([loss] [loss gradient] [loss gradient retain_graph]) (:arglists (meta #'jtorch.autograd/backward))))
  (is (= '([output inputs] [output inputs gradient] [output inputs gradient retain_graph]
           [output inputs gradient retain_graph create_graph]
           [output inputs gradient retain_graph create_graph materialize_grads])
         (:arglists (meta #'jtorch.autograd/gradients))))
  (is (= '([input weight] [input weight bias]) (:arglists (meta #'jtorch.nn.functional/linear))))
  (is (= '([a dtype]) (:arglists (meta #'jtorch.torch/to-dtype))) "the dtype is what to-dtype is about")
  (is (= '([a device]) (:arglists (meta #'jtorch.torch/to-device))))
  (doseq [[_ [^OpSpec spec & more]] (group-by #(.name ^OpSpec %) Ops/SPECS)
          :let [fname (symbol (ops/clojure-name (.name spec)))
                v (some #(get (ns-interns %) fname) namespaces)]
          ;; One row per function (others join the arities of several), no options map.
          :when (and v (empty? more) (.general spec) (not (str/ends-with? (.family spec) "DV")))]
    (is (= (range (.required spec) (inc (count (.args spec))))
           (sort (distinct (map count (:arglists (meta v))))))
        (str (.name spec) ": one arity from the table's required arguments up to all of them"))))

(deftest the-table-reaches-many-ops
  (let [names (set (map #(.name ^OpSpec %) Ops/SPECS))]
    (println "  op table:" (count Ops/SPECS) "rows," (count names) "distinct ops")
    (is (< 80 (count names)))))
