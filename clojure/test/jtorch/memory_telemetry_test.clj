(ns jtorch.memory-telemetry-test
  (:require [clojure.string :as str]
            [clojure.test :refer [deftest is testing]]
            [jtorch.memory :as mem]
            [jtorch.test-support :refer [leaves-nothing-behind live thrown-message]]
            [jtorch.torch :as t])
  (:import [io.github.jtorch MemoryBudgetException Torch TorchOutOfMemoryException]))

(defmacro line-of
  "The source line of this form."
  []
  (:line (meta &form)))

(deftest stats-are-exact-after-scopes-close
  (let [before (mem/stats)]
    (t/with-torch
      (let [a (t/zeros [10] {:dtype :float64})
            b (t/ones [3 4] {:dtype :int32})
            during (mem/stats)]
        (is (= (+ 2 (:live-tensors before)) (:live-tensors during)))
        (is (= (+ 80 48 (:live-bytes before)) (:live-bytes during)))
        (is (<= (+ 2 (:live-tensors before)) (:peak-tensors during)))
        (is (<= (:live-bytes during) (:peak-bytes during)))
        [a b]
        nil))
    (let [after (mem/stats)]
      (is (= (select-keys before [:live-tensors :live-bytes :live-storage-bytes])
             (select-keys after [:live-tensors :live-bytes :live-storage-bytes])))
      (is (= (- (:alloc-count after) (:alloc-count before)) (- (:free-count after) (:free-count before))))
      (is (pos? (:rss-bytes after)))
      (is (= (Torch/cudaAvailable) (contains? after :cuda)) "CUDA figures only with CUDA"))))

(deftest storage-shared-by-views-counts-once
  (leaves-nothing-behind
   (t/with-torch
     (let [base-storage (:live-storage-bytes (mem/stats))
           a (t/zeros [100])
           views [(t/reshape a [10 10]) (t/narrow a 0 0 50) (t/view a [4 25])]
           s (mem/stats)]
       (is (= (+ base-storage 400) (:live-storage-bytes s)) "one storage of 400 bytes")
       (is (= 4 (count (cons a views))))
       nil))))

(deftest peak-regions-nest
  (leaves-nothing-behind
   (let [{outer :peak-bytes inner :value}
         (mem/with-peak-tracking
           (t/with-torch
             (let [_ (t/zeros [1000])            ; 4000 bytes held by the outer region
                   {inner :peak-bytes} (mem/with-peak-tracking (t/with-torch (t/zeros [250]) nil))]
               inner)))]
     (is (= 1000 inner) "the inner region saw its own 1000 bytes")
     (is (= 5000 outer) "the outer region still saw its 4000 plus the inner 1000"))))

(deftest a-budget-refuses-large-allocations-before-allocating
  (leaves-nothing-behind
   (t/with-torch
     (let [kept (t/ones [1000])]
       (try
         (mem/set-budget! "2m")
         (is (= (* 2 1024 1024) (mem/budget)))
         (let [[cls msg] (thrown-message #(t/zeros [1000000]))]
           (is (= MemoryBudgetException cls))
           (is (re-find #"budget of 2097152 bytes" msg)))
         (is (mem/oom? (try (t/randn [2000 1000]) (catch Exception e e))))
         (testing "an op result over the budget is freed at once"
           (let [a (t/ones [800 1]) b (t/ones [1 800])
                 before (live)]
             (is (= MemoryBudgetException (first (thrown-message #(t/matmul a b)))))
             (is (= before (live)))))
         (testing "live tensors stay valid and small allocations go on"
           (is (= 1000.0 (t/item-double (t/sum kept))))
           (is (= [0.0 0.0] (t/->vec (t/zeros [2])))))
         (finally (mem/set-budget! nil)))
       (is (zero? (mem/budget)))
       nil))))

(deftest a-real-allocation-failure-is-an-exception-and-the-jvm-goes-on
  (leaves-nothing-behind
   (let [[cls msg] (thrown-message #(t/zeros [1000000 1000000 1000]))]
     (is (= TorchOutOfMemoryException cls))
     (is (re-find #"(?i)allocate" msg))
     (is (not (re-find #"frame #" msg))))
   (is (mem/oom? (try (t/zeros [1000000000000000]) (catch Exception e e))) "10^15 elements")
   (is (= [1.0] (t/with-torch (t/->vec (t/ones [1])))))))

(deftest the-leak-report-names-the-line-that-allocated-a-leaked-tensor
  (let [before (live)]
    (mem/record-allocation-sites! true)
    (try
      (let [snapshot (mem/site-snapshot)
            line (line-of) leaked (t/retain! (t/with-torch (t/zeros [4096])))
            report (mem/live-by-site)
            top (first report)]
        (is (= (str "jtorch.memory-telemetry-test (memory_telemetry_test.clj:" line ")") (:site top)))
        (is (= 1 (:count top)))
        (is (= 16384 (:bytes top)))
        (is (= [{:site (:site top) :count 1 :bytes 16384}] (mem/site-diff snapshot (mem/site-snapshot))))
        (t/release! leaked)
        (is (empty? (mem/live-by-site)) "freed handles leave the report"))
      (finally (mem/record-allocation-sites! false)))
    (is (= before (live)))))

(deftest a-tensor-made-by-a-top-level-def-is-reported-at-that-form
  (let [before (live)]
    (mem/record-allocation-sites! true)
    (try
      ;; Clojure runs a top-level def without compiling it, so on a thread that runs
      ;; only Clojure's own functions no frame names the form: as a script's or a REPL's.
      (doto (Thread. (partial load-string "(in-ns 'jtorch.memory-telemetry-test)\n\n(def top-level-probe (jtorch.torch/retain! (jtorch.torch/zeros [8])))"))
        (.start)
        (.join))
      (is (= [{:site "jtorch.memory-telemetry-test (NO_SOURCE_FILE:3)" :count 1 :bytes 32}] (mem/live-by-site)))
      (t/release! @(resolve 'jtorch.memory-telemetry-test/top-level-probe))
      (ns-unmap 'jtorch.memory-telemetry-test 'top-level-probe)
      (finally (mem/record-allocation-sites! false)))
    (is (= before (live)))))

(deftest oom-retry-splits-the-batch-until-it-fits
  (leaves-nothing-behind
   (let [calls (atom [])
         result (mem/with-oom-retry
                  (fn [batch]
                    (swap! calls conj (count batch))
                    (t/with-torch
                      (when (> (count batch) 2)
                        (throw (TorchOutOfMemoryException. "simulated: batch too large")))
                      (mapv #(t/item-long (t/add (t/tensor [%]) 1)) batch)))
                  (range 8))]
     (is (= [1 2 3 4 5 6 7 8] result))
     (is (= [8 4 2 2 4 2 2] @calls)))
   (testing "other errors pass through at once"
     (is (thrown? ArithmeticException (mem/with-oom-retry (fn [_] (/ 1 0)) [1 2]))))
   (testing "a single item that does not fit is the caller's error"
     (is (mem/oom? (try (mem/with-oom-retry (fn [_] (t/with-torch (t/zeros [1000000000000000]))) [1])
                        (catch Exception e e)))))))

(deftest the-report-is-one-readable-line
  (let [r (mem/report)]
    (is (not (str/includes? r "\n")))
    (is (re-find #"tensors live" r))
    (is (true? (or (mem/trim-host!) true)))))

(deftest glibc-malloc-is-tuned-at-load-unless-the-process-set-it-itself
  (let [env (System/getenv)
        setting (some not-empty [(System/getProperty "jtorch.malloc") (get env "JTORCH_MALLOC")])
        own-glibc-settings? (or (some-> (get env "GLIBC_TUNABLES") (str/includes? "glibc.malloc."))
                                (some #(contains? env %) ["MALLOC_MMAP_THRESHOLD_" "MALLOC_TRIM_THRESHOLD_"
                                                         "MALLOC_TOP_PAD_" "MALLOC_MMAP_MAX_"]))]
    (when-not (get env "LD_PRELOAD")                ; malloc may not be glibc's
      (is (= (not (or (= "default" setting) own-glibc-settings?)) (mem/host-allocator-tuned?))))))

(deftest scopes-report-what-they-made-moved-and-freed
  (leaves-nothing-behind
   (t/with-torch
     (let [{:keys [value scope]} (mem/with-scope-stats
                                   (let [a (t/ones [3]) b (t/add a 1) c (t/mul b 2)]
                                     {:kept c}))]
       (is (= {:made 3 :moved-in 0 :moved-out 1 :freed 2} scope))
       (is (= [4.0 4.0 4.0] (t/->vec (:kept value))))
       nil))))
