(ns jtorch.cuda-memory-test
  "The CUDA caching allocator's figures under :cuda in jtorch.memory/stats,
  empty-cache! and reset-cuda-peak!."
  (:require [clojure.string :as str]
            [clojure.test :refer [deftest is testing]]
            [jtorch.memory :as mem]
            [jtorch.test-support :refer [leaves-nothing-behind]]
            [jtorch.torch :as t])
  (:import [io.github.jtorch Torch]))

(def ^:private mib64 (* 64 1024 1024))

(defn- cuda [] (:cuda (mem/stats)))

(defn- peaks-not-below-current? [{:keys [allocated-bytes peak-allocated-bytes reserved-bytes peak-reserved-bytes]}]
  (and (<= allocated-bytes peak-allocated-bytes) (<= reserved-bytes peak-reserved-bytes)))

(deftest without-cuda-the-figures-are-absent-and-empty-cache-does-nothing
  (if (Torch/cudaAvailable)
    (println "  (skipped: a CUDA device is usable, so the figures are present)")
    (leaves-nothing-behind
     (let [before (mem/stats)]
       (is (not (contains? before :cuda)))
       (is (false? (mem/empty-cache!)))
       (is (false? (mem/reset-cuda-peak!)))
       (is (not (str/includes? (mem/report) "CUDA")))
       (is (= (select-keys before [:alloc-count :free-count])
              (select-keys (mem/stats) [:alloc-count :free-count]))
           "no tensor made or freed")))))

(deftest a-cuda-tensor-raises-allocated-and-empty-cache-lowers-reserved
  (if-not (Torch/cudaAvailable)
    (println "  (skipped: no CUDA device)")
    (leaves-nothing-behind
     (is (true? (mem/empty-cache!)))
     (let [before (cuda)
           during (t/with-torch
                    (let [z (t/zeros [(quot mib64 4)] {:device :cuda})
                          during (cuda)]
                      (is (= 0.0 (t/item-double (t/sum z))))
                      (is (str/includes? (mem/report) "CUDA allocator"))
                      during))
           released (cuda)
           _ (is (true? (mem/empty-cache!)))
           emptied (cuda)
           _ (is (true? (mem/reset-cuda-peak!)))
           reset (cuda)]
       (testing "the figures are there"
         (is (every? #(contains? before %) [:allocated-bytes :peak-allocated-bytes :reserved-bytes :peak-reserved-bytes])))
       (testing "a 64 MiB tensor raises allocated by at least that"
         (is (<= (+ (:allocated-bytes before) mib64) (:allocated-bytes during)) (pr-str before during)))
       (testing "releasing it lowers allocated; its block stays reserved"
         (is (<= (:allocated-bytes released) (- (:allocated-bytes during) mib64)) (pr-str during released))
         (is (<= (:allocated-bytes during) (:reserved-bytes released))))
       (testing "empty-cache! returns the block to the driver"
         (is (<= (:reserved-bytes emptied) (- (:reserved-bytes released) mib64)) (pr-str released emptied)))
       (testing "reset-cuda-peak! starts the peaks at the current figures"
         (is (< (:peak-allocated-bytes reset) (:allocated-bytes during)) (pr-str during reset)))
       (testing "peaks are never below the current figures"
         (is (every? peaks-not-below-current? [before during released emptied reset])))))))
