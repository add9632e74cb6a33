(ns jtorch.nn-modules-parity-test
  "jtorch.nn's activation and loss modules give PyTorch's outputs and input gradients: the
  cases and PyTorch's results come from running scripts/parity/nn_modules_reference.py with
  PyTorch 2.13 now."
  (:require [clojure.test :refer [deftest is testing]]
            [jtorch.autograd :as ag]
            [jtorch.nn :as nn]
            [jtorch.test-support :refer [leaves-nothing-behind python-reference]]
            [jtorch.torch :as t]))

(defn- pytorch-results [] (python-reference "scripts/parity/nn_modules_reference.py"))

(def ^:private reference (delay (pytorch-results)))

(def ^:private distance-functions
  "The distance functions the reference script names (its Fn.FNS)."
  {"l1" (fn [a b] (t/sum (t/abs (t/sub a b)) -1))})

(defn- input
  "The tensor the reference script makes for a recipe (its classes V, T and Longs)."
  [{:keys [tensor seed dtype grad low span scale squash longs shape]}]
  (if longs
    (t/reshape (t/tensor (vec longs)) shape)
    (let [n (reduce * 1 tensor)
          vals (if span
                 (mapv #(+ low (mod (+ (* 7 %) (* 3 seed)) span)) (range n))
                 (mapv (fn [i]
                         (let [v (* (double scale) 2.0 (Math/sin (+ (* 1.7 seed) (* 0.37 i))))]
                           (case squash
                             "sigmoid" (/ 1.0 (+ 1.0 (Math/exp (- v))))
                             "sign" (if (pos? v) 1.0 -1.0)
                             v)))
                       (range n)))
          base (t/tensor vals {:dtype (if span :int64 :float64)})
          x (t/reshape (t/call "to" base dtype) tensor)]
      (if grad (ag/requires-grad! x) x))))

(defn- build [v]
  (cond
    (and (map? v) (or (:tensor v) (:longs v))) (input v)
    (and (map? v) (:fn v)) (distance-functions (:fn v))
    (map? v) (into {} (map (fn [[k x]] [k (build x)])) v)
    (vector? v) (mapv build v)
    :else v))

(defn- close? [want got]
  (and (= (count want) (count got))
       (every? true? (map (fn [w g]
                            (let [w (double w) g (double g)]
                              (or (= w g) (and (Double/isNaN w) (Double/isNaN g))
                                  (<= (Math/abs (- w g)) (+ 1e-5 (* 1e-5 (Math/abs w)))))))
                          want got))))

(defn- same? [want got]
  (and (t/tensor? got)
       (= (:shape want) (t/shape got))
       (= (:dtype want) (t/dtype got))
       (close? (:values want) (flatten [(t/->vec got)]))))

(defn- module-of
  "The module the case describes, built through its jtorch.nn constructor, its state copied in."
  [{:keys [ctor args kwargs state eval]}]
  (let [f (ns-resolve 'jtorch.nn (symbol ctor))
        m (apply f (concat (build args) (when (seq kwargs) [(build kwargs)])))]
    (ag/no-grad
     (doseq [[k recipe] state]
       (t/copy! (get (nn/state-dict m) (name k)) (input recipe))))
    (when eval (nn/eval! m))
    m))

(defn- check-case [{:keys [inputs out grads state-dict] :as case}]
  (t/with-torch
    (let [m (module-of case)
          xs (build inputs)
          got (apply nn/forward m xs)]
      (is (= state-dict (sort (keys (nn/state-dict m)))) "state dict names")
      (is (same? out got) (str "output: " (pr-str (t/->vec got))))
      (when grads
        (ag/backward (t/sum got))
        (let [leaves (filter #(and (t/tensor? %) (ag/requires-grad? %)) xs)]
          (is (= (count grads) (count leaves)))
          (is (every? true? (map same? grads (map ag/grad leaves))) "input gradients"))))))

(deftest every-activation-module-matches-pytorch
  (let [cases (remove #(re-find #"Loss$" (:class %)) @reference)]
    (is (< 35 (count cases)) "the reference script ran its activation cases")
    (leaves-nothing-behind
     (doseq [c cases]
       (testing (str (:class c) " " (pr-str (:args c)) " " (pr-str (:kwargs c)))
         (check-case c))))))

(deftest every-loss-module-matches-pytorch-in-each-reduction
  (let [cases (filter #(re-find #"Loss$" (:class %)) @reference)]
    (is (< 90 (count cases)) "the reference script ran its loss cases")
    (is (= 21 (count (distinct (map :class cases)))) "every torch.nn loss")
    (leaves-nothing-behind
     (doseq [c cases]
       (testing (str (:class c) " " (pr-str (:kwargs c)))
         (check-case c))))))
