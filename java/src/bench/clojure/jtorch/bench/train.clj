(ns jtorch.bench.train
  "Clojure side of the transformer LM and LSTM training-step benchmarks
  (io.github.jtorch.bench.TrainSteps has the Java side and the shared inputs):
  models of one's own with nn/defmodule, the canonical loop, timed."
  (:require [jtorch.autograd :as ag]
            [jtorch.nn :as nn]
            [jtorch.nn.functional :as F]
            [jtorch.optim :as optim]
            [jtorch.torch :as t])
  (:import [io.github.jtorch.bench TrainSteps]))

(defn- block []
  (nn/transformer-encoder-layer 128 4 {:dim-feedforward 512 :dropout 0.0 :activation "gelu"
                                       :batch-first true :norm-first true}))

(nn/defmodule tiny-lm
  "Token and position embeddings, two pre-norm causal encoder layers, a final
  norm and a head; gives (batch * context, vocab) logits."
  []
  [[:tok (nn/embedding 64 128)]
   [:pos (nn/embedding 64 128)]
   [:block1 (block)]
   [:block2 (block)]
   [:norm (nn/layer-norm 128)]
   [:head (nn/linear 128 64)]
   [:positions (nn/buffer (TrainSteps/positions) {:persistent false})]
   [:mask (nn/buffer (TrainSteps/causalMask) {:persistent false})]]
  (fn [{:keys [tok pos block1 block2 norm head positions mask]} tokens]
    (let [x (t/add (nn/forward tok tokens) (nn/forward pos positions))
          x (nn/forward block1 x {:src-mask mask :is-causal true})
          x (nn/forward block2 x {:src-mask mask :is-causal true})]
      (t/reshape (nn/forward head (nn/forward norm x)) [-1 64]))))

(nn/defmodule lstm-classifier
  "LSTM(64, 128, 2 layers, batch first), Linear(128, 10) on the last step."
  []
  {:lstm (nn/lstm 64 128 {:num-layers 2 :batch-first true})
   :head (nn/linear 128 10)}
  (fn [{:keys [lstm head]} x]
    (let [[out _] (nn/forward lstm x)]
      (nn/forward head (t/select out 1 -1)))))

(defn- steps
  "`n` steps: a double array of nanoseconds, then each step's loss."
  ^doubles [model opt x y n]
  (let [out (double-array (inc n))
        start (System/nanoTime)]
    (dotimes [i n]
      (aset out (inc i)
            (double (t/with-torch
                      (optim/zero-grad opt)
                      (let [loss (F/cross-entropy (nn/forward model x) y)]
                        (ag/backward loss)
                        (optim/step opt)
                        (t/item loss))))))
    (aset out 0 (double (- (System/nanoTime) start)))
    out))

(defn transformer
  "A fresh LM with its AdamW and inputs, `n` steps (call in a scope)."
  ^doubles [n]
  (let [model (tiny-lm)
        _ (TrainSteps/fill (nn/parameters model))
        opt (optim/adamw (nn/parameters model) {:lr 1e-3 :weight-decay 0.01})]
    (steps model opt (TrainSteps/lmTokens) (TrainSteps/lmTargets) n)))

(defn lstm
  "A fresh LSTM classifier with its Adam and inputs, `n` steps (call in a scope)."
  ^doubles [n]
  (let [model (lstm-classifier)
        _ (TrainSteps/fill (nn/parameters model))
        opt (optim/adam (nn/parameters model) {:lr 1e-3})]
    (steps model opt (TrainSteps/lstmInput) (TrainSteps/lstmTargets) n)))
