(ns jtorch.nn-recurrent-test
  "jtorch.nn's recurrent, attention and transformer layers give PyTorch's outputs and
  gradients from PyTorch's weights, with PyTorch's state-dict names: the cases and PyTorch's
  results come from running scripts/parity/nn_recurrent_reference.py with PyTorch now."
  (:require [clojure.string :as str]
            [clojure.test :refer [deftest is testing]]
            [jtorch.autograd :as ag]
            [jtorch.nn :as nn]
            [jtorch.test-support :refer [leaves-nothing-behind python-reference thrown-message]]
            [jtorch.torch :as t]))

(defn- pytorch-results [] (python-reference "scripts/parity/nn_recurrent_reference.py"))

(def ^:private reference (delay (pytorch-results)))

(defn- formula-tensor
  "The tensor the reference script makes for spec (its class T)."
  [{:keys [tensor seed dtype grad low span]}]
  (let [n (reduce * 1 tensor)
        vals (if span
               (mapv #(+ low (mod (+ (* 7 %) (* 3 seed)) span)) (range n))
               (mapv #(* 2.0 (Math/sin (+ (* 1.7 seed) (* 0.37 %)))) (range n)))
        x (t/reshape (t/call "to" (t/tensor vals {:dtype (if span :int64 :float64)}) dtype) tensor)]
    (if grad (ag/requires-grad! x) x)))

(declare build-module)

(defn- build
  "An input or argument from its recipe: formula tensors, padding and causal masks, modules."
  [v]
  (cond
    (and (map? v) (:tensor v)) (formula-tensor v)
    (and (map? v) (:pad-lengths v)) (t/tensor (vec (for [n (:pad-lengths v)] (mapv #(>= % n) (range (:size v))))))
    (and (map? v) (:causal v)) (nn/generate-square-subsequent-mask (:causal v))
    (and (map? v) (:module v)) (build-module v)
    (map? v) (into {} (for [[k x] v] [k (build x)]))
    (vector? v) (mapv build v)
    :else v))

(defn- build-module
  "The module through jtorch.nn's constructor of the brief's name: positional args, then options."
  [{:keys [fn args kwargs]}]
  (let [ctor (ns-resolve 'jtorch.nn (symbol fn))]
    (is ctor (str "jtorch.nn/" fn))
    (apply ctor (cond-> (build args) (seq kwargs) (conj (build kwargs))))))

(defn- load-state!
  "Copies PyTorch's state dict into m's tensors, without recording it for autograd."
  [m state]
  (let [mine (nn/state-dict m)]
    (ag/no-grad
     (doseq [[k {:keys [shape values]}] state]
       (t/with-torch (t/copy! (get mine k) (t/reshape (t/tensor values {:dtype :float32}) shape)))))))

(defn- tensors-in
  "The tensors of a result, in order: through vectors and Java lists (PyTorch's tuples)."
  [v]
  (cond
    (t/tensor? v) [v]
    (instance? java.util.List v) (mapcat tensors-in v)
    :else []))

(def ^:private tolerance 2e-5)

(defn- same? [want got]
  (cond
    (and (map? want) (:shape want))
    (and (t/tensor? got)
         (= (:shape want) (t/shape got))
         (let [g (flatten [(t/->vec got)])]
           (and (= (count (:values want)) (count g))
                (every? true? (map (fn [w g]
                                     (let [w (double w) g (double g)]
                                       (or (= w g) (<= (Math/abs (- w g)) (* tolerance (+ 1 (Math/abs w)))))))
                                   (:values want) g)))))
    (nil? want) (nil? got)
    (vector? want) (and (instance? java.util.List got) (= (count want) (count got)) (every? true? (map same? want got)))
    :else (= want got)))

(deftest every-layer-matches-pytorch-from-pytorchs-weights
  (let [cases @reference]
    (is (<= 30 (count cases)) "the reference script ran its cases")
    (leaves-nothing-behind
     (doseq [{:keys [module args kwargs inputs call-kwargs state out input-grads param-grads] :as c} cases]
       (testing (str module " " (pr-str args) " " (pr-str kwargs) " on " (pr-str (map #(or (:tensor %) %) inputs))
                     " " (pr-str (keys call-kwargs)))
         (t/with-torch
           (let [m (build-module c)
                 _ (is (= (set (map first state)) (set (keys (nn/state-dict m)))) "state-dict names")
                 _ (load-state! m state)
                 xs (build inputs)
                 got (apply nn/forward m (cond-> xs (seq call-kwargs) (conj (build call-kwargs))))]
             (is (same? out got) "outputs")
             (ag/backward (reduce t/add (map-indexed (fn [i y] (t/mul (t/sum y) (+ 1 (* 0.1 i)))) (tensors-in got))))
             (is (same? input-grads (mapv ag/grad (filter ag/requires-grad? (tensors-in xs)))) "input gradients")
             (let [params (nn/named-parameters m)]
               (doseq [[k g] param-grads]
                 (is (same? g (ag/grad (get params k))) (str "gradient of " k)))))))))))

(deftest results-destructure-as-pytorchs-tuples
  (leaves-nothing-behind
   (t/with-torch
     (let [x (t/randn [5 3 4])
           [out [h c]] (nn/forward (nn/lstm 4 6 {:num-layers 2}) x)
           [gout gh] (nn/forward (nn/gru 4 6 {:bidirectional true}) x)
           [h1 c1] (nn/forward (nn/lstm-cell 4 6) (t/randn [3 4]))
           [attn weights] (nn/forward (nn/multihead-attention 4 2) x x x {:need-weights false})]
       (is (= [[5 3 6] [2 3 6] [2 3 6]] (mapv t/shape [out h c])))
       (is (= [[5 3 12] [2 3 6]] (mapv t/shape [gout gh])))
       (is (= [[3 6] [3 6]] (mapv t/shape [h1 c1])))
       (is (= [5 3 4] (t/shape attn)))
       (is (nil? weights) "no weights unless asked for")
       (is (= [5 3 6] (t/shape (.forward ^io.github.jtorch.nn.Module (nn/rnn 4 6) x))) "forward: the output alone")))))

(deftest the-causal-mask-is-pytorchs
  (t/with-torch
    (is (= [[0.0 ##-Inf ##-Inf] [0.0 0.0 ##-Inf] [0.0 0.0 0.0]] (t/->vec (nn/generate-square-subsequent-mask 3))))))

(deftest bad-options-and-inputs-name-the-layer-and-leak-nothing
  (leaves-nothing-behind
   (t/with-torch
     (let [lstm (nn/lstm 8 4)
           mha (nn/multihead-attention 8 2)
           enc (nn/transformer-encoder-layer 8 2 {:dim-feedforward 16})]
       (is (= [IllegalArgumentException "LSTM: input.size(-1) must be equal to input_size. Expected 8, got 5"]
              (thrown-message #(nn/forward lstm (t/randn [3 2 5])))))
       (is (= [IllegalArgumentException "LSTM: Expected input to be 2D or 3D, got 4D tensor instead"]
              (thrown-message #(nn/forward lstm (t/randn [3 2 5 1])))))
       (is (= [IllegalArgumentException "LSTM: Expected hidden[0] size (1, 2, 4), got [1, 3, 4]"]
              (thrown-message #(nn/forward lstm (t/randn [3 2 8]) [(t/zeros [1 3 4]) (t/zeros [1 2 4])]))))
       (is (= IllegalArgumentException (first (thrown-message #(nn/forward lstm (t/randn [3 2 8]) (t/zeros [1 2 4])))))
           "an LSTM's state is [h c]")
       (is (= IllegalArgumentException (first (thrown-message #(nn/forward (nn/gru 8 4) (t/randn [3 2 8] {:dtype :float64}))))))
       (is (str/starts-with? (second (thrown-message #(nn/lstm 8 4 {:num-layer 2}))) "lstm: unknown option :num-layer"))
       (is (= IllegalArgumentException (first (thrown-message #(nn/lstm 8 4 {:proj-size 4})))))
       (is (= IllegalArgumentException (first (thrown-message #(nn/rnn 8 4 {:nonlinearity "sigmoid"})))))
       (is (= IllegalArgumentException (first (thrown-message #(nn/multihead-attention 8 3)))))
       (is (= [IllegalArgumentException "MultiheadAttention: key.size(-1) must be equal to kdim. Expected 8, got 5"]
              (thrown-message #(nn/forward mha (t/randn [4 2 8]) (t/randn [4 2 5]) (t/randn [4 2 8])))))
       (is (= [IllegalArgumentException "MultiheadAttention: The shape of the 2D attn_mask is [5, 5], but should be [4, 5]."]
              (thrown-message #(nn/forward mha (t/randn [4 2 8]) (t/randn [5 2 8]) (t/randn [5 2 8])
                                           {:attn-mask (nn/generate-square-subsequent-mask 5)}))))
       (is (str/includes? (second (thrown-message #(nn/forward mha (t/randn [4 2 8]) (t/randn [4 2 8]) (t/randn [4 2 8])
                                                               {:attn-msk nil})))
                          "unknown argument attn_msk"))
       (is (= IllegalArgumentException (first (thrown-message #(nn/forward mha (t/randn [4 2 8]) (t/randn [4 2 8]))))))
       (is (= [IllegalArgumentException "TransformerEncoderLayer: src.size(-1) must be equal to d_model. Expected 8, got 6"]
              (thrown-message #(nn/forward enc (t/randn [4 2 6])))))
       (is (= IllegalArgumentException (first (thrown-message #(nn/transformer-encoder (nn/linear 2 2) 2)))))
       (is (= IllegalArgumentException (first (thrown-message #(nn/transformer-encoder-layer 8 2 {:activation "tanh"})))))
       (nn/forward lstm (t/randn [3 2 8]))
       (t/release! lstm)
       (is (= IllegalStateException (first (thrown-message #(nn/forward lstm (t/randn [3 2 8]))))) "used after release")))))

(deftest a-stack-copies-its-layer-and-trains-in-and-out-of-eval
  (leaves-nothing-behind
   (t/with-torch
     (let [layer (nn/transformer-encoder-layer 8 2 {:dim-feedforward 16 :dropout 0.5})
           enc (nn/transformer-encoder layer 3)
           sd (nn/state-dict enc)
           x (t/randn [4 2 8])]
       (is (= (t/->vec (get (nn/state-dict layer) "linear1.weight")) (t/->vec (get sd "layers.2.linear1.weight")))
           "each copy starts from the layer's values")
       (is (not (identical? (get sd "layers.0.linear1.weight") (get sd "layers.1.linear1.weight"))) "but has its own")
       (nn/eval! enc)
       (is (= (t/->vec (nn/forward enc x)) (t/->vec (nn/forward enc x))) "no dropout in eval")))))
