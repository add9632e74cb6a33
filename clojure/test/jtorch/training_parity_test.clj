(ns jtorch.training-parity-test
  "Training with jtorch gives PyTorch's losses step for step: an MLP, a CNN, an LSTM
  classifier and a small causal transformer language model, each from PyTorch's initial
  weights, on the same data, with the same optimizer. PyTorch's side comes from running
  scripts/parity/training_reference.py now."
  (:require [clojure.test :refer [deftest is testing]]
            [jtorch.autograd :as ag]
            [jtorch.nn :as nn]
            [jtorch.nn.functional :as F]
            [jtorch.optim :as optim]
            [jtorch.test-support :refer [leaves-nothing-behind python-reference]]
            [jtorch.torch :as t]))

(def ^:private reference (delay (python-reference "scripts/parity/training_reference.py")))

(defn- formula [shape seed]
  (let [n (reduce * 1 shape)]
    (t/reshape (t/call "to" (t/tensor (mapv #(* 2.0 (Math/sin (+ (* 1.7 seed) (* 0.37 %)))) (range n)) {:dtype :float64}) :float32)
               shape)))

(defn- labels [n classes seed]
  (t/tensor (mapv #(mod (+ (* 7 %) (* 3 seed)) classes) (range n)) {:dtype :int64}))

(nn/defmodule mlp []
  {:net (nn/sequential (nn/linear 8 16) (nn/relu) (nn/linear 16 4))}
  (fn [{:keys [net]} x] (nn/forward net x)))

(nn/defmodule cnn []
  {:conv (nn/conv2d 1 4 3 {:padding 1})
   :fc (nn/linear 64 3)}
  (fn [{:keys [conv fc]} x]
    (nn/forward fc (t/flatten (F/max-pool2d (F/relu (nn/forward conv x)) [2]) 1))))

(nn/defmodule lstm-classifier []
  {:lstm (nn/lstm 5 8 {:batch-first true})
   :fc (nn/linear 8 3)}
  (fn [{:keys [lstm fc]} x]
    (let [[out _] (nn/forward lstm x)]
      (nn/forward fc (t/select out 1 -1)))))

(nn/defmodule tiny-lm []
  {:embed (nn/embedding 11 16)
   :block (nn/transformer-encoder-layer 16 2 {:dim-feedforward 32 :dropout 0.0 :batch-first true :norm-first true})
   :head (nn/linear 16 11)}
  (fn [{:keys [embed block head]} tokens]
    (let [mask (nn/generate-square-subsequent-mask (second (t/shape tokens)))]
      (nn/forward head (nn/forward block (nn/forward embed tokens) {:src-mask mask :is-causal true})))))

(defn- data [model]
  (case model
    "mlp" [(formula [10 8] 1) (labels 10 4 2)]
    "cnn" [(formula [6 1 8 8] 3) (labels 6 3 4)]
    "lstm" [(formula [4 7 5] 5) (labels 4 3 6)]
    "lm" (let [tokens (t/reshape (labels 27 11 7) [3 9])]
           [(t/narrow tokens 1 0 8) (t/narrow tokens 1 1 8)])))

(defn- tensors-of [state]
  (into {} (for [[k {:keys [shape values dtype]}] state]
             [k (t/reshape (t/tensor values {:dtype (if (= dtype :int64) :int64 :float32)}) shape)])))

(defn- make-optimizer [kind ps opts]
  (let [opts (into {} (for [[k v] opts] [(keyword (clojure.string/replace k "_" "-")) v]))]
    (case kind "sgd" (optim/sgd ps opts) "adam" (optim/adam ps opts) "adamw" (optim/adamw ps opts))))

(defn- close? [tol want got]
  (<= (Math/abs (- (double want) (double got))) (+ tol (* tol (Math/abs (double want))))))

(deftest training-gives-pytorchs-losses-step-for-step
  (let [cases @reference]
    (is (= ["mlp" "cnn" "lstm" "lm"] (mapv :model cases)))
    (leaves-nothing-behind
     (doseq [{:keys [model optimizer options state losses final]} cases]
       (testing model
         (t/with-torch
           (let [m ((case model "mlp" mlp "cnn" cnn "lstm" lstm-classifier "lm" tiny-lm))
                 _ (nn/load-state-dict! m (tensors-of state))
                 opt (make-optimizer optimizer (nn/parameters m) options)
                 [x y] (data model)
                 got (vec (for [_ losses]
                            (t/with-torch
                              (optim/zero-grad opt)
                              (let [logits (nn/forward m x)
                                    loss (F/cross-entropy (t/reshape logits [-1 (last (t/shape logits))]) (t/reshape y [-1]))]
                                (ag/backward loss)
                                (optim/step opt)
                                (t/item loss)))))]
             (is (every? true? (map (partial close? 1e-4) losses got)) (str "losses " got " against PyTorch's " losses))
             (doseq [[k {:keys [values]}] final
                     :let [got (flatten [(t/->vec (get (nn/state-dict m) k))])
                           ;; Attention's key bias gets gradients that are zero but for
                           ;; rounding (softmax ignores a shift), which Adam magnifies:
                           ;; the query and value thirds are compared.
                           third (quot (count values) 3)
                           keep (if (.endsWith ^String k "in_proj_bias")
                                  #(concat (take third %) (drop (* 2 third) %))
                                  identity)]]
               (is (every? true? (map (partial close? 2e-4) (keep values) (keep got)))
                   (str k " after training")))
             (t/release! opt))))))))

(deftest weights-go-between-pytorch-and-jtorch-through-safetensors-files
  (let [dir (doto (java.io.File. (System/getProperty "java.io.tmpdir") (str "jtorch-st-" (System/nanoTime))) .mkdirs)
        script "scripts/parity/safetensors_roundtrip.py"]
    (try
      (leaves-nothing-behind
       (t/with-torch
         (let [{want :output} (python-reference script "write" dir)
               m (tiny-lm)
               [x y] (data "lm")]
           (nn/load! m (java.io.File. dir "pytorch.safetensors"))
           (ag/no-grad
            (is (every? true? (map (partial close? 1e-5) (:values want) (flatten (t/->vec (nn/forward m x)))))
                "PyTorch's trained weights give PyTorch's output"))
           ;; Trained on in jtorch, then read back by PyTorch.
           (let [opt (optim/adam (nn/parameters m) {:lr 0.01})]
             (dotimes [_ 2]
               (t/with-torch
                 (optim/zero-grad opt)
                 (ag/backward (F/cross-entropy (t/reshape (nn/forward m x) [-1 11]) (t/reshape y [-1])))
                 (optim/step opt)))
             (t/release! opt))
           (nn/save! m (java.io.File. dir "jtorch.safetensors"))
           (let [{back :output} (python-reference script "read" dir)]
             (ag/no-grad
              (is (every? true? (map (partial close? 1e-5) (:values back) (flatten (t/->vec (nn/forward m x)))))
                  "PyTorch loads jtorch's weights, strictly, and gives jtorch's output"))))))
      (finally
        (doseq [f (reverse (file-seq dir))] (.delete ^java.io.File f))))))
