(ns jtorch.ops-table-test
  "The Clojure functions come from the one op table."
  (:require [clojure.string :as str]
            [clojure.test :refer [deftest is]]
            [jtorch.torch :as t])
  (:import [io.github.jtorch OpSpec Ops]))

(deftest every-op-in-the-table-is-a-documented-clojure-function
  (doseq [^OpSpec spec Ops/SPECS
          :let [v (ns-resolve 'jtorch.torch (symbol (str/replace (.name spec) "_" "-")))]]
    (is (some? v) (str (.name spec) " is defined in jtorch.torch"))
    (is (str/includes? (:doc (meta v)) (.doc spec)) (str (.name spec) " carries the table's doc line"))))
