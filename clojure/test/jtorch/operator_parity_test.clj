(ns jtorch.operator-parity-test
  "LibTorch operators called through jtorch's dispatcher give PyTorch's values, shapes,
  dtypes and gradients: the cases and PyTorch's results come from running
  scripts/parity/ops_reference.py with PyTorch 2.13 now."
  (:require [clojure.edn :as edn]
            [clojure.java.io :as io]
            [clojure.string :as str]
            [clojure.test :refer [deftest is testing]]
            [jtorch.autograd :as ag]
            [jtorch.fft :as fft]
            [jtorch.linalg :as linalg]
            [jtorch.nn.functional :as F]
            [jtorch.special :as special]
            [jtorch.test-support :refer [leaves-nothing-behind python-reference thrown-message]]
            [jtorch.torch :as t])
  (:import [io.github.jtorch Dispatcher Torch]))

(defn- pytorch-results [] (python-reference "scripts/parity/ops_reference.py"))

(defn- input
  "The tensor the reference script makes for spec (see its class T)."
  [{:keys [tensor seed dtype grad low span]}]
  (let [n (reduce * 1 tensor)
        vals (if span
               (mapv #(+ low (mod (+ (* 7 %) (* 3 seed)) span)) (range n))
               (mapv #(* 2.0 (Math/sin (+ (* 1.7 seed) (* 0.37 %)))) (range n)))
        base (t/tensor vals {:dtype (if span :int64 :float64)})
        x (t/reshape (t/call "to" base dtype) tensor)]
    (if grad (ag/requires-grad! x) x)))

(defn- build [v]
  (cond
    (and (map? v) (:tensor v)) (input v)
    (vector? v) (mapv build v)
    :else v))

(defn- tensors-in [v]
  (cond
    (t/tensor? v) [v]
    (sequential? v) (mapcat tensors-in v)
    :else []))

(defn- close? [dtype want got]
  (let [[rtol atol] (case dtype :float64 [1e-7 1e-7] :float32 [1e-5 1e-5] [0 0])]
    (and (= (count want) (count got))
         (every? true? (map (fn [w g]
                              (let [w (double w) g (double g)]
                                (or (= w g) (and (Double/isNaN w) (Double/isNaN g))
                                    (<= (Math/abs (- w g)) (+ atol (* rtol (Math/abs w)))))))
                            want (map #(if (boolean? %) (if % 1 0) %) got))))))

(defn- same? [want got]
  (cond
    (and (map? want) (:shape want))
    (and (t/tensor? got)
         (= (:shape want) (t/shape got))
         (= (:dtype want) (t/dtype got))
         (close? (:dtype want) (map #(if (boolean? %) (if % 1 0) %) (:values want))
                 (flatten [(t/->vec got)])))
    (vector? want) (and (sequential? got) (= (count want) (count got)) (every? true? (map same? want got)))
    (number? want) (close? :float64 [want] [got])
    :else (= want got)))

(def ^:private reference (delay (pytorch-results)))

(deftest every-reference-case-matches-pytorch
  (let [cases (filter :op @reference)
        threads (Torch/getNumThreads)]
    (is (< 170 (count cases)) "the reference script ran its cases")
    (t/set-num-threads 1)
    (try
      (leaves-nothing-behind
       (doseq [{:keys [op seed args kwargs out grads]} cases]
         (testing (str op " " (pr-str args) " " (pr-str kwargs))
           (t/with-torch
             (let [xs (build args)
                   _ (t/manual-seed seed)
                   got (apply t/call op (cond-> xs (seq kwargs) (conj kwargs)))]
               (is (same? out got) (str "result: " (pr-str (if (t/tensor? got) (t/->vec got) got))))
               (when grads
                 (let [leaves (filter #(ag/requires-grad? %) (tensors-in xs))
                       terms (keep-indexed (fn [i y] (when (ag/requires-grad? y)
                                                       (t/sum (t/mul (t/call "to" y :float32) (+ 1 (* 0.1 i))))))
                                           (tensors-in [got]))]
                   (ag/backward (reduce t/add terms))
                   (is (same? grads (mapv ag/grad leaves)) "gradients"))))))))
      (finally (t/set-num-threads threads)))))

(deftest functional-functions-of-several-operators-match-pytorch
  (let [cases (filter :functional @reference)]
    (is (< 10 (count cases)))
    (leaves-nothing-behind
     (doseq [{:keys [functional args kwargs out grads]} cases
             :let [f (ns-resolve 'jtorch.nn.functional (symbol (str/replace functional "_" "-")))]]
       (testing (str functional " " (pr-str args) " " (pr-str kwargs))
         (is f)
         (t/with-torch
           (let [xs (build args)
                 got (apply f (cond-> xs (seq kwargs) (conj kwargs)))]
             (is (same? out got) (str "result: " (pr-str (t/->vec got))))
             (when grads
               (let [leaves (filter #(ag/requires-grad? %) (tensors-in xs))]
                 (ag/backward (t/sum got))
                 (is (same? grads (mapv ag/grad leaves)) "gradients"))))))))))

(deftest indexing-and-index-assignment-match-pytorch
  (let [cases (filter :index @reference)]
    (is (< 15 (count cases)))
    (leaves-nothing-behind
     (doseq [{:keys [index indices value out]} cases]
       (testing (str (pr-str indices) " = " (pr-str value))
         (t/with-torch
           (let [x (input index)
                 idx (mapv #(if (map? %) (input %) %) indices)
                 got (if (nil? value)
                       (apply t/index x idx)
                       (let [y (t/clone x)]
                         (is (identical? y (t/index-set! y idx (if (map? value) (input value) value))))
                         y))]
             (is (same? out got) (pr-str (t/->vec got))))))))))

(deftest an-index-of-integers-and-slices-is-a-view
  (t/with-torch
    (let [x (t/zeros [3 4])
          row (t/index x 1 "1:3")]
      (t/fill! row 5.0)
      (is (= [[0.0 0.0 0.0 0.0] [0.0 5.0 5.0 0.0] [0.0 0.0 0.0 0.0]] (t/->vec x)))
      (is (= [1 3 4] (t/shape (t/index x "None, ..."))))
      (is (= IllegalArgumentException (first (thrown-message #(t/index x "1:2:3:4")))))
      (is (= io.github.jtorch.TorchException (first (thrown-message #(t/index x 7))))))))

(deftest pytorch-namespaces-hold-their-operators
  (t/with-torch
    (let [x (t/tensor [[1.0 -2.0] [3.0 0.5]])]
      (is (= [2 2] (t/shape (F/gelu x))))
      (is (= [2 2] (t/shape (linalg/inv x))))
      (is (= [2] (t/shape (fft/fftfreq 2))))
      (is (= [2 2] (t/shape (special/erfcx x))))
      (is (= [[2.0 -4.0] [6.0 1.0]] (t/->vec (t/add x x))) "the fast row")
      (is (= [[3.0 -6.0] [9.0 1.5]] (t/->vec (t/add x x {:alpha 2}))) "alpha by name, through the dispatcher")
      (is (= [[-1.0] [3.5]] (t/->vec (t/sum x 1 {:keepdim true}))))
      (is (= (t/->vec (t/sum (t/pow (t/sub x 1.0) 2)))
             (t/->vec (F/mse-loss x (t/ones [2 2]) {:reduction "sum"})))
          "a loss's reduction by name, through the table's function")
      (let [target (t/tensor [0 1])]
        (is (= (t/->vec (t/cross-entropy-loss x target {:label-smoothing 0.1}))
               (t/->vec (F/cross-entropy x target {:label-smoothing 0.1}))))))))

(deftest in-place-and-out-calls-return-the-tensor-they-wrote
  (leaves-nothing-behind
   (t/with-torch
     (let [x (t/tensor [1.0 2.0])
           out (t/tensor [0.0])]
       (is (identical? x (t/add! x 1)))
       (is (= [2.0 3.0] (t/->vec x)))
       (is (identical? out (t/add x x {:out out})))
       (is (= [4.0 6.0] (t/->vec out)) "out was resized to the result")))))

(deftest bad-calls-name-the-schemas-and-leak-nothing
  (leaves-nothing-behind
   (t/with-torch
     (let [x (t/tensor [1.0 2.0])
           [cls msg] (thrown-message #(t/topk x 1 {:dimm 0}))]
       (is (= IllegalArgumentException cls))
       (is (str/includes? msg "has no argument named dimm"))
       (is (str/includes? msg "aten::topk(Tensor self, SymInt k"))
       (is (= IllegalArgumentException (first (thrown-message #(t/call "no_such_operator" x)))))
       (is (= IllegalArgumentException (first (thrown-message #(t/gelu x {:approximate 1})))))
       (is (= IllegalArgumentException (first (thrown-message #(t/gelu {:a 1} x)))) "a map before the end")
       (is (= io.github.jtorch.TorchException (first (thrown-message #(t/mm x x)))))
       (let [y (t/tensor [1.0])]
         (t/release! y)
         (is (= IllegalStateException (first (thrown-message #(t/gelu y))))))))))

(deftest the-operator-list-and-docstrings-come-from-the-schemas
  (let [names (t/ops)
        [registered callable] (Dispatcher/coverage)]
    (is (< 1500 (count (filter #(str/starts-with? % "aten::") names))))
    (is (<= 0.95 (/ (double callable) registered)) (str callable " of " registered))
    (is (str/includes? (:doc (meta #'t/topk)) "aten::topk(Tensor self, SymInt k, int dim=-1, bool largest=True, bool sorted=True)"))
    (is (some #{'[self k & [{:keys [dim largest sorted]}]] '[self k dim largest sorted]} (:arglists (meta #'t/topk))))))
