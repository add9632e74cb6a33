(ns jtorch.bench.mlp
  "Clojure side of the MLP benchmark: the canonical loop, timed."
  (:require [jtorch.autograd :as ag]
            [jtorch.nn :as nn]
            [jtorch.nn.functional :as F]
            [jtorch.optim :as optim]
            [jtorch.torch :as t]))

(defn make-trainer
  "A function of a step count that runs that many training steps and returns nanoseconds."
  []
  (t/manual-seed 0)
  (let [model (nn/sequential (nn/linear 784 256) (nn/relu) (nn/linear 256 10))
        opt (optim/adam (nn/parameters model) {:lr 1e-3})
        x (t/randn [64 784])
        y (t/randint 0 10 [64])]
    (fn [steps]
      (let [start (System/nanoTime)]
        (dotimes [_ steps]
          (t/with-torch
            (optim/zero-grad opt)
            (let [loss (F/cross-entropy (nn/forward model x) y)]
              (ag/backward loss)
              (optim/step opt)
              (t/item-float loss))))
        (- (System/nanoTime) start)))))
