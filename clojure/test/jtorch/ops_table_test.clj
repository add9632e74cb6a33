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

(deftest the-table-reaches-many-ops
  (let [names (set (map #(.name ^OpSpec %) Ops/SPECS))]
    (println "  op table:" (count Ops/SPECS) "rows," (count names) "distinct ops")
    (is (< 80 (count names)))))
