(ns jtorch.test-support
  (:require [clojure.edn]
            [clojure.test :refer [is]]
            [jtorch.memory :as mem]
            [jtorch.torch :as t]))

(defn live
  "Live tensor count and live bytes now."
  []
  (select-keys (mem/stats) [:live-tensors :live-bytes]))

(defmacro leaves-nothing-behind
  "Runs body and checks that live tensors and bytes end where they began."
  [& body]
  `(let [before# (live)
         result# (do ~@body)]
     (is (= before# (live)) "live tensors and bytes return to where they began")
     result#))

(defn await-live
  "Runs gc! until the live figures equal `expected` or `millis` pass; returns the last figures."
  [expected millis]
  (let [deadline (+ (System/currentTimeMillis) millis)]
    (loop []
      (t/gc!)
      (let [now (live)]
        (if (or (= expected now) (> (System/currentTimeMillis) deadline))
          now
          (do (Thread/sleep 20) (recur)))))))

(defn thrown-message
  "The class and message of what `f` throws, or nil."
  [f]
  (try (f) nil
       (catch Throwable e [(class e) (.getMessage e)])))

(defn python-reference
  "Runs `script` (a path from the repository root) with the torch package jtorch
  loads on PYTHONPATH, and reads the EDN it prints: PyTorch's side of a parity
  test, computed now. `args` follow the script on its command line."
  [script & args]
  (let [torch-home (.getParent (java.io.File. (io.github.jtorch.Torch/libtorchLocation)))
        pb (doto (ProcessBuilder. ^java.util.List (list* "python3" script (map str args)))
             (.redirectError java.lang.ProcessBuilder$Redirect/DISCARD))
        _ (.put (.environment pb) "PYTHONPATH" (str torch-home))
        p (.start pb)
        out (slurp (.getInputStream p))]
    (when-not (zero? (.waitFor p))
      (throw (IllegalStateException. (str script " failed"))))
    (clojure.edn/read-string out)))
