(ns jtorch.test-runner
  "Runs every clojure.test namespace of jtorch and exits non-zero on failure."
  (:require [clojure.test :as test]))

(def namespaces
  ;; The docs first: their examples count live tensors from a quiet start.
  '[jtorch.docs-test
    jtorch.tensor-test
    jtorch.memory-model-test
    jtorch.ops-table-test
    jtorch.operator-parity-test
    jtorch.nn-module-parity-test
    jtorch.training-test
    jtorch.training-parity-test
    jtorch.nn-modules-parity-test
    jtorch.nn-losses-test
    jtorch.nn-recurrent-test
    jtorch.nn-layers-test
    jtorch.utils-checkpoint-test
    jtorch.examples-test
    jtorch.optim-parity-test
    jtorch.lr-scheduler-parity-test
    jtorch.data-test
    jtorch.async-test
    jtorch.distributed-test
    jtorch.jit-test
    jtorch.memory-telemetry-test
    jtorch.cuda-memory-test
    jtorch.repl-comfort-test
    jtorch.repl-test])

(defn -main [& _]
  (apply require namespaces)
  (let [{:keys [test pass fail error]} (apply test/run-tests namespaces)]
    (println (str "Clojure (" (System/getProperty "java.version") ", " test " tests): "))
    (println (str "clojure.test: " pass " passed, " (+ fail error) " failed"))
    (shutdown-agents)
    (System/exit (if (zero? (+ fail error)) 0 1))))
