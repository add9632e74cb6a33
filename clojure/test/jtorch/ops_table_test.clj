(ns jtorch.ops-table-test
  "The Clojure functions come from the one op table."
  (:require [clojure.string :as str]
            [clojure.test :refer [deftest is]]
            [jtorch.autograd :as ag]
            [jtorch.impl.ops :as ops]
            [jtorch.nn.functional]
            [jtorch.test-support :refer [leaves-nothing-behind]]
            [jtorch.torch :as t])
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
          :when (and v (empty? more) (.general spec) (not= [:dtype :device] (take-last 2 (ops/arg-types spec))))]
    (is (= (range (.required spec) (inc (count (.args spec))))
           (sort (distinct (map count (:arglists (meta v))))))
        (str (.name spec) ": one arity from the table's required arguments up to all of them"))))

(deftest ops-the-dispatcher-gives-alike-are-declared-by-it-alone
  (let [names (set (map #(.name ^OpSpec %) Ops/SPECS))]
    (println "  op table:" (count Ops/SPECS) "rows," (count names) "distinct ops")
    (doseq [op ["cat" "stack" "split" "chunk" "transpose" "unsqueeze" "narrow" "select" "index_select" "masked_fill"]]
      (is (not (names op)) (str op " has no row of the table"))
      (is (ns-resolve 'jtorch.torch (symbol (ops/clojure-name op))) (str op " is a function of jtorch.torch, the operator's")))))

(defn- tracked
  "A copy of `x` that needs no gradient but carries autograd metadata, so ops on
  it take LibTorch's full path through its Autograd kernel."
  [x]
  (-> (t/clone x) (ag/requires-grad! true) (ag/requires-grad! false)))

(deftest every-fixed-arity-op-gives-below-the-autograd-kernel-what-it-gives-above-it
  (leaves-nothing-behind
   (t/with-torch
     (doseq [^OpSpec spec Ops/SPECS
             :let [op (.name spec)
                   family (ops/word (.family spec))
                   f (some #(ns-resolve % (symbol (ops/clojure-name op))) '[jtorch.torch jtorch.autograd])]
             :when (and (not (.general spec)) (#{:unary :binary :tensor-scalar :tensor-shape :reduce-dims} family))]
       (let [shape (if (= op "bmm") [2 2 2] [2 2])
             ;; Positive, so log, sqrt and pow are defined everywhere.
             x (t/add (t/rand shape) 0.5)
             y (t/add (t/rand shape) 0.5)
             more (fn [y] (case family
                            :unary []
                            :binary [y]
                            :tensor-scalar [2.0]
                            :tensor-shape [({"reshape" [4] "view" [4] "permute" [1 0]} op)]
                            :reduce-dims [[0] true]))
             run (fn [x y] (t/manual-seed 7) (apply f x (more y)))
             below (run x y)
             above (run (tracked x) (tracked y))]
         (is (= [(t/shape above) (t/dtype above) (t/->vec above)]
                [(t/shape below) (t/dtype below) (t/->vec below)])
             (str op " " family))
         (is (not (ag/requires-grad? below)) op))))))
