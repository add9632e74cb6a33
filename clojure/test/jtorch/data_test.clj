(ns jtorch.data-test
  "jtorch.data: samplers give PyTorch's index lists and the default collation
  PyTorch's batches (both computed now by scripts/parity/data_reference.py with
  PyTorch 2.13); the loader keeps the batch order with several workers, hands each
  batch to the consumer's scope, and stops its workers (threads gone, nothing leaked)
  on early termination, on a worker's exception and on the consumer's."
  (:require [clojure.java.io :as io]
            [clojure.test :refer [deftest is testing]]
            [jtorch.data :as d]
            [jtorch.test-support :refer [leaves-nothing-behind python-reference]]
            [jtorch.torch :as t]))

(def ^:private reference (delay (python-reference "scripts/parity/data_reference.py")))

(defn- worker-threads []
  (set (for [^Thread th (keys (Thread/getAllStackTraces))
             :when (and (.isAlive th) (.startsWith (.getName th) "jtorch-data-worker-"))]
         (.getName th))))

(defn- edn-tensor [x]
  {:shape (t/shape x) :dtype (t/dtype x) :values (vec (flatten [(t/->vec x)]))})

(defn- slow-items
  "Items i -> {:i i :x float32 [i 2i]} after a short pause (longer for some), failing at `fail-at`."
  [n fail-at]
  (d/dataset n (fn [i]
                 (when (= i fail-at) (throw (ex-info (str "item " i " is broken") {:i i})))
                 (Thread/sleep (long (* 2 (mod (* 7 i) 3))))
                 {:i i :x (t/tensor [i (* 2 i)] {:dtype :float32})})))

(deftest samplers-give-pytorchs-index-lists
  (let [{:keys [sequential batch distributed distributed-shuffled-counts]} @reference]
    (doseq [{:keys [n indices]} sequential]
      (is (= indices (vec (d/sequential-sampler n)))))
    (doseq [{:keys [n batch-size drop-last batches]} batch]
      (is (= batches (vec (seq (d/batch-sampler (d/sequential-sampler n) batch-size drop-last))))
          (str n " " batch-size " " drop-last)))
    (doseq [{:keys [n num-replicas drop-last ranks]} distributed]
      (is (= ranks (vec (for [r (range num-replicas)]
                          (vec (d/distributed-sampler n {:num-replicas num-replicas :rank r :shuffle false :drop-last drop-last})))))
          (str n " " num-replicas " " drop-last)))
    (testing "shuffled: PyTorch's counts; the shards are disjoint (drop-last) or cover every index"
      (doseq [{:keys [n num-replicas drop-last counts]} distributed-shuffled-counts]
        (let [shards (for [r (range num-replicas)]
                       (vec (doto (d/distributed-sampler n {:num-replicas num-replicas :rank r :seed 3 :drop-last drop-last})
                              (d/set-epoch! 4))))
              all (apply concat shards)]
          (is (= counts (mapv count shards)))
          (if drop-last
            (is (apply distinct? -1 all))
            (is (= (set (range n)) (set all)))))))))

(deftest default-collation-gives-pytorchs-batches
  (leaves-nothing-behind
   (t/with-torch
     (let [items (vec (for [i (range 7)]
                        {"x" (t/tensor [i (* 2 i)] {:dtype :float32}) "y" i "w" (/ i 2.0) "pair" [i (t/tensor i)]}))
           ours (into [] (map (fn [b]
                                (into {} (for [[k v] b]
                                           [k (if (vector? v) (mapv edn-tensor v) (edn-tensor v))]))))
                      (d/data-loader items {:batch-size 3}))]
       (is (= (:collate @reference) ours))))))

(deftest iterable-datasets-are-read-by-every-worker-as-pytorchs-are
  (leaves-nothing-behind
   (t/with-torch
     (let [batches (fn [ds] (into [] (map #(mapv long (t/->vec %))) (d/data-loader ds {:batch-size 3 :num-workers 2})))
           seen-info (atom #{})
           sharded (d/iterable-dataset
                    (fn []
                      (let [{:keys [id num-workers] :as info} (d/get-worker-info)]
                        (swap! seen-info conj info)
                        (range id 7 num-workers))))]
       (is (= (get-in @reference [:iterable :plain]) (batches (range 7)))
           "unsharded, each worker reads it all; batches come from the workers in turn")
       (is (= (get-in @reference [:iterable :sharded]) (batches sharded)))
       (is (= #{{:id 0 :num-workers 2} {:id 1 :num-workers 2}} @seen-info))
       (is (nil? (d/get-worker-info)) "no worker info off the workers")
       (is (= [[0 1 2] [3 4 5] [6]]
              (into [] (map #(mapv long (t/->vec %)))
                    (d/data-loader (d/iterable-dataset #(do (assert (nil? (d/get-worker-info))) (range 7)))
                                   {:batch-size 3})))
           "inline, the consumer reads it once")
       (is (= #{} (worker-threads)))))))

(deftest several-workers-keep-the-order-and-each-step-frees-its-batch
  (leaves-nothing-behind
   (let [loader (d/data-loader (slow-items 23 -1) {:batch-size 2 :num-workers 3})
         seen (atom [])]
     (doseq [batch loader]
       (t/with-torch
         (d/attach! batch)
         (swap! seen into (t/->vec (:i batch)))
         (is (= [(first (t/shape (:i batch))) 2] (t/shape (:x batch))))
         nil)
       (is (t/released? (:x batch)) "freed with its step"))
     (is (= (vec (range 23)) (mapv long @seen)))
     (is (= #{} (worker-threads))))))

(deftest reduce-stops-the-workers-on-reduced-and-on-exceptions
  (leaves-nothing-behind
   (let [loader (d/data-loader (slow-items 200 -1) {:batch-size 2 :num-workers 2 :prefetch-factor 3})]
     (is (= [0 2 4] (t/with-torch
                      (transduce (comp (take 3) (map #(t/item-long (t/index (:i %) 0)))) conj loader))))
     (is (= #{} (worker-threads)))
     (is (= 10 (t/with-torch
                 (reduce (fn [n _] (if (= n 9) (reduced 10) (inc n))) 0 loader))))
     (is (thrown-with-msg? ArithmeticException #"step failed"
                           (t/with-torch (run! (fn [_] (throw (ArithmeticException. "step failed"))) loader))))
     (is (= #{} (worker-threads))))))

(deftest a-workers-exception-comes-out-at-its-batch
  (leaves-nothing-behind
   (let [taken (atom 0)
         e (try (t/with-torch
                  (run! (fn [_] (swap! taken inc)) (d/data-loader (slow-items 20 7) {:batch-size 2 :num-workers 2})))
                nil
                (catch clojure.lang.ExceptionInfo e e))]
     (is (= "item 7 is broken" (ex-message e)))
     (is (= 3 @taken))
     (is (= #{} (worker-threads))))))

(deftest closing-the-loader-stops-an-unfinished-seq
  (leaves-nothing-behind
   (t/with-torch
     (with-open [loader (d/data-loader (slow-items 100 -1) {:batch-size 2 :num-workers 2})]
       (is (= [0 1] (t/->vec (:i (first loader)))))
       (Thread/sleep 30)
       (is (seq (worker-threads)))))
   (is (= #{} (worker-threads)))))

(deftest shuffle-is-seeded-and-reshuffles-each-epoch
  (leaves-nothing-behind
   (let [epochs (fn [workers]
                  (let [loader (d/data-loader (vec (range 12)) {:batch-size 12 :shuffle true :seed 5 :num-workers workers})]
                    (t/with-torch (vec (for [_ (range 2)] (t/->vec (first (into [] loader))))))))
         [a b] (epochs 0)]
     (is (= (set (range 12)) (set a) (set b)))
     (is (not= a b))
     (is (= [a b] (epochs 2))))))

(deftest datasets-as-seqs-tensors-and-csv-files
  (leaves-nothing-behind
   (t/with-torch
     (is (= [[0 1 2] [3 4]] (mapv t/->vec (d/data-loader (map long (range 5)) {:batch-size 3 :num-workers 1}))))
     (let [x (t/reshape (t/arange 6 {:dtype :float32}) [3 2])
           [bx by] (first (d/data-loader (d/tensor-dataset x (t/arange 3)) {:batch-size 3}))]
       (is (= (t/->vec x) (t/->vec bx)))
       (is (= [0 1 2] (t/->vec by))))
     (let [f (java.io.File/createTempFile "jtorch-data" ".csv")]
       (try
         (spit f "a,b,y\n1,2,0\n3,4.5,1\n")
         (let [csv (d/csv-dataset f {:header? true :features ["b" "a"] :label "y" :label-dtype :int64})
               [fx fy] (first (d/data-loader csv {:batch-size 2}))]
           (is (= [[2.0 1.0] [4.5 3.0]] (t/->vec fx)))
           (is (= [0 1] (t/->vec fy))))
         (finally (io/delete-file f)))))))

(deftest an-image-folder-round-trips-through-imageio
  (leaves-nothing-behind
   (let [root (.toFile (java.nio.file.Files/createTempDirectory "jtorch-images" (make-array java.nio.file.attribute.FileAttribute 0)))]
     (try
       (doseq [[c cls] (map-indexed vector ["a" "b"])]
         (let [img (java.awt.image.BufferedImage. 2 1 java.awt.image.BufferedImage/TYPE_INT_RGB)]
           (.setRGB img 0 0 (bit-or (bit-shift-left 255 16) (* 100 c)))
           (.setRGB img 1 0 (bit-shift-left 51 8))
           (.mkdirs (io/file root cls))
           (javax.imageio.ImageIO/write img "png" (io/file root cls "0.png"))))
       (let [folder (d/image-folder root {:transform #(t/mul % 255)})]
         (is (= ["a" "b"] (d/classes folder)))
         (t/with-torch
           (let [[images labels] (first (d/data-loader folder {:batch-size 2 :num-workers 2}))]
             (is (= [[[[255.0 0.0]] [[0.0 51.0]] [[0.0 0.0]]]
                     [[[255.0 0.0]] [[0.0 51.0]] [[100.0 0.0]]]]
                    (t/->vec (t/round images))))
             (is (= [0 1] (t/->vec labels))))))
       (finally
         (doseq [f (reverse (file-seq root))] (io/delete-file f)))))))
