(ns jtorch.tensor-test
  (:require [clojure.datafy]
            [clojure.string :as str]
            [clojure.test :refer [deftest is testing]]
            [jtorch.memory :as mem]
            [jtorch.test-support :refer [leaves-nothing-behind thrown-message]]
            [jtorch.torch :as t])
  (:import [io.github.jtorch TorchException]))

(deftest tensors-from-nested-vectors-infer-shape-and-dtype
  (leaves-nothing-behind
   (t/with-torch
     (let [f (t/tensor [[1.5 2] [3 4]])
           i (t/tensor [[1 2 3]])
           b (t/tensor [true false])
           s (t/tensor 7)]
       (is (= [2 2] (t/shape f)))
       (is (= :float32 (t/dtype f)))
       (is (= [[1.5 2.0] [3.0 4.0]] (t/->vec f)))
       (is (= :int64 (t/dtype i)))
       (is (= [[1 2 3]] (t/->vec i)))
       (is (= :bool (t/dtype b)))
       (is (= [true false] (t/->vec b)))
       (is (= [] (t/shape s)))
       (is (= 7 (t/->vec s)))
       nil))))

(deftest tensors-from-java-arrays-keep-their-type-unless-told
  (leaves-nothing-behind
   (t/with-torch
     (is (= :float32 (t/dtype (t/tensor (float-array [1 2])))))
     (is (= :float64 (t/dtype (t/tensor (double-array [1 2])))))
     (is (= :int64 (t/dtype (t/tensor (long-array [1 2])))))
     (is (= :int32 (t/dtype (t/tensor (int-array [1 2])))))
     (is (= :int8 (t/dtype (t/tensor (byte-array [1 2])))))
     (is (= :bool (t/dtype (t/tensor (boolean-array [true false])))))
     (is (= [[1.0 2.0] [3.0 4.0]] (t/->vec (t/tensor (double-array [1 2 3 4]) {:shape [2 2]}))))
     (doseq [dt [:float32 :float64 :float16 :bfloat16 :int64 :int32 :int8 :uint8 :bool]]
       (is (= dt (t/dtype (t/tensor [1 0 1] {:dtype dt}))) (str "dtype " dt)))
     (is (= [1.0 0.5] (t/->vec (t/tensor [1 0.5] {:dtype :float16}))))
     nil)))

(deftest bad-tensor-data-is-an-illegal-argument
  (leaves-nothing-behind
   (is (= IllegalArgumentException (first (thrown-message #(t/tensor [[1 2] [3]])))))
   (is (= IllegalArgumentException (first (thrown-message #(t/tensor ["a"])))))
   (is (= IllegalArgumentException (first (thrown-message #(t/tensor [1 true])))))
   (is (= IllegalArgumentException (first (thrown-message #(t/tensor nil)))))
   (is (= IllegalArgumentException (first (thrown-message #(t/tensor (double-array 3) {:shape [2 2]})))))))

(deftest arithmetic-takes-tensors-or-numbers
  (leaves-nothing-behind
   (t/with-torch
     (let [a (t/tensor [1.0 2.0 3.0] {:dtype :float64})
           b (t/tensor [4.0 5.0 6.0] {:dtype :float64})]
       (is (= [5.0 7.0 9.0] (t/->vec (t/add a b))))
       (is (= [3.0 4.0 5.0] (t/->vec (t/add a 2))))
       (is (= [-3.0 -3.0 -3.0] (t/->vec (t/sub a b))))
       (is (= [0.5 1.5 2.5] (t/->vec (t/sub a 0.5))))
       (is (= [4.0 10.0 18.0] (t/->vec (t/mul a b))))
       (is (= [2.0 4.0 6.0] (t/->vec (t/mul a 2))))
       (is (= [0.25 0.4 0.5] (t/->vec (t/div a b))))
       (is (= [0.5 1.0 1.5] (t/->vec (t/div a 2))))
       (is (= [1.0 2.0] (t/->vec (t/div (t/tensor [2 4]) 2))) "integer division is true division")
       nil))))

(deftest matmul-reductions-and-reshape
  (leaves-nothing-behind
   (t/with-torch
     (let [m (t/tensor [[1 2] [3 4]] {:dtype :float32})
           v (t/tensor [[1] [1]] {:dtype :float32})]
       (is (= [[3.0] [7.0]] (t/->vec (t/matmul m v))))
       (is (= 10.0 (t/item-double (t/sum m))))
       (is (= 2.5 (t/item-double (t/mean m))))
       (is (= [4.0 6.0] (t/->vec (t/sum m [0]))))
       (is (= [[3.0] [7.0]] (t/->vec (t/sum m 1 true))))
       (is (= [1.5 3.5] (t/->vec (t/mean m [1]))))
       (is (= [1.0 2.0 3.0 4.0] (t/->vec (t/reshape m [-1]))))
       (is (= [4] (t/shape (t/reshape m 4))))
       (is (= 10 (t/item-long (t/sum (t/tensor [1 2 3 4])))))
       (is (= (float 2.5) (t/item-float (t/mean m))))
       nil))))

(deftest creation-functions-take-shape-and-options
  (leaves-nothing-behind
   (t/with-torch
     (is (= [[0.0 0.0]] (t/->vec (t/zeros [1 2]))))
     (is (= [1.0 1.0] (t/->vec (t/ones 2))))
     (is (= :float64 (t/dtype (t/ones [2] {:dtype :float64}))))
     (is (= :cpu (t/device (t/ones [2] {:device :cpu}))))
     (is (= [3 4] (t/shape (t/rand [3 4]))))
     (is (every? #(< -10 % 10) (t/->vec (t/randn [100]))))
     (is (every? #(<= 0 % 1) (t/->vec (t/rand [100]))))
     (is (= [0 1 2 3 4] (t/->vec (t/arange 5))))
     (is (= :int64 (t/dtype (t/arange 5))))
     (is (= [2 4 6] (t/->vec (t/arange 2 8 2))))
     (is (= [0.0 0.5 1.0 1.5] (t/->vec (t/arange 0 2 0.5))))
     (is (= :float64 (t/dtype (t/arange 0 3 1 {:dtype :float64}))))
     nil)))

(deftest manual-seed-makes-random-tensors-reproducible
  (leaves-nothing-behind
   (t/with-torch
     (t/manual-seed 42)
     (let [a (t/->vec (t/randn [5]))]
       (t/manual-seed 42)
       (is (= a (t/->vec (t/randn [5]))))
       nil))))

(deftest tensors-print-readably-and-printing-never-throws
  (leaves-nothing-behind
   (let [kept (t/with-torch
                (let [x (t/tensor [[1 2 3] [4 5 6]] {:dtype :float32})
                      s (pr-str x)]
                  (is (re-find #"float32" s))
                  (is (re-find #"\[2, 3\]" s))
                  (is (re-find #"1\.0+" s))
                  (is (re-find #"\.\.\." (pr-str (t/arange 100))) "large tensors print a preview")
                  (t/retain! x)))]
     (t/release! kept)
     (is (re-find #"released" (pr-str kept)))
     (is (re-find #"released" (str kept))))))

(deftest item-on-a-multi-element-tensor-is-an-illegal-argument
  (leaves-nothing-behind
   (t/with-torch
     (let [[cls msg] (thrown-message #(t/item-double (t/ones [3])))]
       (is (= IllegalArgumentException cls))
       (is (re-find #"exactly one element" msg)))
     nil)))

(deftest set-num-threads-rejects-non-positive-counts
  (let [n (io.github.jtorch.Torch/getNumThreads)]
    (is (= IllegalArgumentException (first (thrown-message #(t/set-num-threads 0)))))
    (t/set-num-threads 1)
    (is (= 1 (io.github.jtorch.Torch/getNumThreads)))
    (t/set-num-threads n)))

(deftest wrong-argument-types-name-the-expected-forms
  (let [[cls msg] (thrown-message #(t/add "a" 1))]
    (is (= IllegalArgumentException cls))
    (is (re-find #"add expects \(a tensor, b tensor\) or \(a tensor, b number\)" msg))
    (is (re-find #"String" msg)))
  (leaves-nothing-behind
   (t/with-torch
     (is (= IllegalArgumentException (first (thrown-message #(t/reshape (t/ones [2]) "x")))))
     (is (= IllegalArgumentException (first (thrown-message #(t/sum nil)))))
     nil)))

(deftest integers-beyond-a-long-are-refused-not-wrapped
  (leaves-nothing-behind
   (t/with-torch
     (let [huge 18446744073709551618N]
       (doseq [[what f] {"a shape" #(t/zeros [huge])
                         "tensor data" #(t/tensor [huge])
                         "a dimension" #(t/sum (t/ones [2]) [huge])
                         "a thread count" #(t/set-num-threads huge)}]
         (let [[cls msg] (thrown-message f)]
           (is (= IllegalArgumentException cls) what)
           (is (re-find #"18446744073709551618|1 to 1024|1 and 1024" (str msg)) (str what ": " msg)))))
     (is (= [3] (t/->vec (t/tensor [3N]))) "a bigint that fits is fine")
     nil)))

(deftest empty-data-is-float32-and-shape-lays-out-nested-data
  (leaves-nothing-behind
   (t/with-torch
     (is (= :float32 (t/dtype (t/tensor []))) "as in PyTorch")
     (is (= [0] (t/shape (t/tensor []))))
     (is (= [2 0] (t/shape (t/tensor [[] []]))))
     (is (= [[1 2] [3 4]] (t/->vec (t/tensor [1 2 3 4] {:shape [2 2]}))))
     (is (= IllegalArgumentException (first (thrown-message #(t/tensor [1 2 3 4] {:shape [3 3]})))))
     nil)))

(deftest a-tensor-with-no-elements-but-a-huge-dimension-has-no-nested-form
  (leaves-nothing-behind
   (t/with-torch
     (let [t (t/zeros [Long/MAX_VALUE 0])
           [cls msg] (thrown-message #(t/->vec t))]
       (is (= IllegalArgumentException cls))
       (is (re-find #"no nested-vector form" msg))
       (is (= {:shape [Long/MAX_VALUE 0] :numel 0} (select-keys (clojure.datafy/datafy t) [:shape :numel])))
       (is (not (contains? (clojure.datafy/datafy t) :values)))
       (is (= [[] []] (t/->vec (t/zeros [2 0])))))
     nil)))

(deftest numbers-keep-pytorchs-dtypes-and-integers-stay-exact
  (leaves-nothing-behind
   (t/with-torch
     (testing "full: an integer value gives int64, as torch.full does, and stays exact past 2^53"
       (is (= :int64 (t/dtype (t/full [1] 3))))
       (is (= :float32 (t/dtype (t/full [1] 2.5))))
       (is (= [9007199254740993] (t/->vec (t/full [1] 9007199254740993))))
       (is (= [9007199254740993] (t/->vec (t/full [1] 9007199254740993N {:dtype :int64})))))
     (testing "masked-fill and clamp keep an int64 tensor's values and dtype"
       (is (= [9007199254740993 0] (t/->vec (t/masked-fill (t/tensor [0 0]) (t/tensor [true false]) 9007199254740993))))
       (is (= :int64 (t/dtype (t/clamp (t/tensor [1 2 3]) 1 2))))
       (is (= [16777217] (t/->vec (t/clamp (t/tensor [16777217]) 0 1000000000))))
       (let [[cls msg] (thrown-message #(t/clamp (t/ones [1])))]
         (is (= TorchException cls))
         (is (str/includes? msg "torch.clamp: At least one of 'min' or 'max' must not be None")
             "no bound: LibTorch's operator refuses it in PyTorch's words")))
     (testing "arange: one number is the end, as in Python"
       (is (= [0 1 2 3 4] (t/->vec (t/arange 5))))
       (is (= [2 3 4] (t/->vec (t/arange 2 5))))
       (is (= :float64 (t/dtype (t/arange 5 {:dtype :float64}))))
       (is (= '([end] [start end] [end opts] [start end step] [start end opts] [start end step opts])
              (:arglists (meta #'t/arange))))
       (is (= '([a min] [a min max]) (:arglists (meta #'t/clamp))) "no arity without a bound"))
     nil)))

(deftest tensor-data-must-fit-an-integer-dtype-and-options-must-be-a-map
  (leaves-nothing-behind
   (t/with-torch
     (is (= [IllegalArgumentException "tensor data 256 does not fit in uint8 (0 to 255)"]
            (thrown-message #(t/tensor [255 256] {:dtype :uint8}))))
     (is (= IllegalArgumentException (first (thrown-message #(t/tensor [1 (bit-shift-left 1 40)] {:dtype :int32})))))
     (is (= [255 0] (t/->vec (t/tensor [255 0] {:dtype :uint8}))))
     (is (= [1 2] (t/->vec (t/tensor [1.7 2] {:dtype :int64}))) "truncated toward zero, as in PyTorch")
     (is (= [IllegalArgumentException "tensor options must be a map, got :float32"]
            (thrown-message #(t/tensor [1 2] :float32))))
     (testing "a dtype given where the options map goes names the map"
       (is (re-find #"options map" (second (thrown-message #(t/zeros [2] :float64)))))
       (is (re-find #"opts: a map" (:doc (meta #'t/zeros)))))
     nil)))

(deftest tensor-data-fits-an-integer-dtype-as-pytorchs-torch-tensor-decides
  (leaves-nothing-behind
   (t/with-torch
     (doseq [[data dtype] [[[300.0] :uint8] [[1000 2.5] :int8] [[1/2 300] :uint8] [[-256] :uint8] [[-1.5] :uint8]
                           [[127.9] :int8] [[9.3e18] :int64] [[##NaN] :int32] [[##Inf] :int64]]]
       (is (= IllegalArgumentException (first (thrown-message #(t/tensor data {:dtype dtype}))))
           (str (pr-str data) " into " dtype)))
     (is (= [255 1] (t/->vec (t/tensor [-1 -255] {:dtype :uint8}))) "uint8 takes -255..-1 and wraps them, as PyTorch")
     (is (= [127 -128] (t/->vec (t/tensor [127.0 -128.0] {:dtype :int8}))))
     (is (= [9200000000000000000] (t/->vec (t/tensor [9.2e18] {:dtype :int64}))))
     (testing "numbers of ops: integers beyond a long are refused, as PyTorch refuses them"
       (is (= IllegalArgumentException (first (thrown-message #(t/full [2] 18446744073709551616N)))))
       (is (= [9007199254740993 9007199254740994 9007199254740995] (t/->vec (t/arange 9007199254740993 9007199254740996)))))
     nil)))

(deftest integers-mixed-with-other-numbers-stay-exact-in-an-integer-dtype
  (leaves-nothing-behind
   (t/with-torch
     ;; torch.tensor([2**63 - 1, 0.5], dtype=torch.int64) and [2**53 + 1, 0.5, -2.7] in PyTorch
     (is (= [9223372036854775807 0] (t/->vec (t/tensor [9223372036854775807 0.5] {:dtype :int64}))))
     (is (= [9007199254740993 0 -2] (t/->vec (t/tensor [9007199254740993 0.5 -2.7] {:dtype :int64}))))
     (is (= [true false true] (t/->vec (t/tensor [0.5 0 2] {:dtype :bool}))) "bool still tests each number for zero")
     nil)))

(deftest int64-values-print-exactly
  (leaves-nothing-behind
   (t/with-torch
     (is (= "#tensor[int64 [2] cpu [9007199254740993 9223372036854775806]]"
            (pr-str (t/tensor [9007199254740993 9223372036854775806]))))
     (is (= "#tensor[uint8 [2] cpu [200 3]]" (pr-str (t/tensor [200 3] {:dtype :uint8}))))
     nil)))

(deftest a-creation-op-refuses-an-option-it-does-not-take
  (leaves-nothing-behind
   (t/with-torch
     (is (= [IllegalArgumentException "zeros: unknown option :dtpye; it takes :device, :dtype"]
            (thrown-message #(t/zeros [2] {:dtpye :float64}))))
     (is (= [IllegalArgumentException "arange: unknown option :devise; it takes :device, :dtype"]
            (thrown-message #(t/arange 0 5 {:devise :cpu}))))
     (is (= [IllegalArgumentException "tensor: unknown option :dtyp; it takes :dtype, :shape"]
            (thrown-message #(t/tensor [1 2] {:dtyp :int32}))))
     (is (= :float64 (t/dtype (t/zeros [2] {:dtype :float64 :device :cpu}))))
     (is (= [IllegalArgumentException "b does not fit in a long (LibTorch's integers are 64-bit): 9223372036854775808N"]
            (thrown-message #(t/add (t/tensor [1 2]) 9223372036854775808N)))
         "an op's integer says what Java's op says, not Clojure's own overflow")
     nil)))

(deftest chain-runs-ops-on-the-result-of-the-one-before-and-stores-only-the-last
  (leaves-nothing-behind
   (t/with-torch
     (let [x (t/tensor [[1.0 -2.0 3.0] [-4.0 5.0 -6.0]])
           w (t/tensor [[1.0 0.0 0.0] [0.0 1.0 0.0]])
           before (:live-tensors (mem/stats))
           y (t/chain x [:linear w] [:relu] [:mul 2.0] [:sum [1] true])]
       (is (= (inc before) (:live-tensors (mem/stats))) "one handle for four steps")
       (is (= [[2.0] [10.0]] (t/->vec y)))
       (is (= [[1.0 0.0] [0.0 5.0]] (t/->vec (t/chain x ["linear" w nil] [:relu]))) "a string name, an optional tensor left out as nil")
       (is (= :float64 (t/dtype (t/chain x [:to-dtype :float64] [:relu]))) "kebab names and dtype keywords")
       (is (identical? x (t/chain x)) "no steps: x itself")
       (doseq [bad [#(t/chain x [:no-such-op]) #(t/chain x [:relu w]) #(t/chain x :relu) #(t/chain [1 2] [:relu])
                    #(t/chain x [:zeros [2]]) #(t/chain x [:to-dtype :no-such-dtype])]]
         (is (= IllegalArgumentException (first (thrown-message bad))))))
     nil)))
