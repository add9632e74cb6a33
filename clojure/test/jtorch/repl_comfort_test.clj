(ns jtorch.repl-comfort-test
  "Tensors at the REPL: printing never throws and stays short, datafy/nav show what a
  tensor is, the clj-kondo configuration covers the macros, and native log records
  reach java.util.logging at the level set from Clojure."
  (:require [clojure.core.protocols :as p]
            [clojure.datafy :refer [datafy nav]]
            [clojure.edn :as edn]
            [clojure.java.io :as io]
            [clojure.pprint :as pp]
            [clojure.test :refer [deftest is testing]]
            [jtorch.log :as log]
            [jtorch.repl]
            [jtorch.test-support :refer [leaves-nothing-behind thrown-message]]
            [jtorch.torch :as t])
  (:import [java.util.logging Handler Level LogRecord]))

(deftest tensors-print-readably-and-printing-never-throws
  (leaves-nothing-behind
   (let [small (t/with-torch (t/tensor [1.0 2.5] {:dtype :float32}))
         big (t/with-torch (t/ones [1000 1000]))]
     (is (= "#tensor[float32 [2] cpu [1.0000 2.5000]]" (pr-str small)))
     (is (= (pr-str small) (str small) (print-str small)))
     (is (= "{:w #tensor[float32 [2] cpu [1.0000 2.5000]]}\n" (with-out-str (pp/pprint {:w small}))))
     (testing "a large tensor prints a summary"
       (is (re-matches #"#tensor\[float32 \[1000, 1000\] cpu \[(1\.0000 )+\.\.\.\]\]" (pr-str big)))
       (is (< (count (pr-str big)) 120)))
     (t/release! [small big])
     (testing "a released tensor prints a marker"
       (is (re-matches #"#tensor\[released .*\]" (pr-str small)))
       (is (re-find #"released" (pr-str {:w small})))
       (is (nil? (thrown-message #(binding [*print-dup* true] (pr-str small)))))
       (is (nil? (thrown-message #(with-out-str (pp/pprint [small big])))))))))

(deftest datafy-shows-shape-dtype-device-preview-and-release
  (leaves-nothing-behind
   (t/with-torch
     (let [m (t/tensor [[1 2 3] [4 5 6]])
           d (datafy m)]
       (is (= {:shape [2 3] :dtype :int64 :device :cpu :numel 6 :released? false
               :preview [1 2 3 4 5 6] :values [[1 2 3] [4 5 6]]}
              d))
       (is (= [[1 2 3] [4 5 6]] (nav d :preview (:preview d))) "nav to the values"))
     (let [s (datafy (t/tensor 2.5 {:dtype :float64}))]
       (is (= [] (:shape s)))
       (is (= 2.5 (:values s))))
     (let [big (t/arange 0 100000)
           d (datafy big)]
       (is (= {:shape [100000] :dtype :int64 :device :cpu :numel 100000 :released? false
               :preview [0 1 2 3 4 5]}
              d)
           "a large tensor shows a preview, not its values")
       (is (= (range 100000) (nav d :preview (:preview d))) "nav copies the values when asked"))
     (let [huge (t/zeros [1000 1000])
           d (datafy huge)]
       (is (= [0.0 0.0 0.0 0.0 0.0 0.0] (:preview d)))
       (is (= (:preview d) (nav d :preview (:preview d))) "past the limit nav stays on the preview"))
     (let [b (t/tensor [true false])]
       (is (= [true false] (:values (datafy b)))))
     nil))
  (let [r (t/with-torch (t/ones [2]))]
    (t/release! r)
    (is (true? (:released? (datafy r))))
    (is (= #{:released? :printed} (set (keys (datafy r)))))))

(defn- exported-kondo-config []
  (some-> (io/resource "clj-kondo.exports/io.github.jtorch/jtorch/config.edn") slurp edn/read-string))

(deftest the-clj-kondo-config-is-exported-and-covers-every-macro
  (let [config (exported-kondo-config)]
    (is (map? config) "clj-kondo.exports/io.github.jtorch/jtorch/config.edn is on the classpath")
    (doseq [ns-sym '[jtorch.autograd jtorch.nn jtorch.optim jtorch.nn.functional]]
      (try (require ns-sym) (catch java.io.FileNotFoundException _)))
    (let [macros (for [n (all-ns)
                       :let [nm (str (ns-name n))]
                       :when (and (.startsWith nm "jtorch.") (not (.startsWith nm "jtorch.impl."))
                                  (not (re-find #"test" nm)))
                       [sym v] (ns-publics n)
                       :when (:macro (meta v))]
                   (symbol nm (name sym)))]
      (is (seq macros))
      (doseq [m macros]
        (is (contains? (:lint-as config) m) (str m " has a :lint-as entry"))))
    (doseq [[macro _] (:lint-as config)]
      (when-let [v (try (requiring-resolve macro) (catch Exception _ nil))]
        (is (:macro (meta v)) (str macro " is a macro"))))
    (is (contains? (:lint-as config) 'jtorch.autograd/no-grad))))

(defn- capture-records
  "Calls `f` with a handler on the native logger; returns the records it saw."
  [f]
  (let [records (atom [])
        handler (proxy [Handler] []
                  (publish [^LogRecord r] (swap! records conj r))
                  (flush [])
                  (close []))
        logger (log/logger)]
    (.setLevel ^Handler handler Level/ALL)
    (.addHandler logger handler)
    (try (f) @records
         (finally (.removeHandler logger handler)))))

(deftest native-log-records-reach-java-util-logging-at-the-level-set-from-clojure
  (let [initial (log/level)]
    (try
      (let [records (capture-records #(is (= :debug (log/set-level! :debug))))]
        (is (some (fn [^LogRecord r]
                    (and (= Level/FINE (.getLevel r))
                         (= "io.github.jtorch.native" (.getLoggerName r))
                         (= "native log level set to debug" (.getMessage r))))
                  records)
            "a native debug record arrives as FINE"))
      (is (= Level/FINE (.getLevel (log/logger))) "the logger follows the native level")
      (is (= :debug (log/level)))
      (is (empty? (capture-records #(log/set-level! "warn"))) "at warn the debug record is not made")
      (is (= :warn (log/level)))
      (is (= IllegalArgumentException (first (thrown-message #(log/set-level! :loud)))))
      (is (= :warn (log/level)) "a bad level changes nothing")
      (finally (log/set-level! initial)))))
