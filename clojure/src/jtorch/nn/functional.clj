(ns jtorch.nn.functional
  "Neural-network functions (losses, activations, layers without state), PyTorch's
  `torch.nn.functional` in kebab-case."
  (:refer-clojure :exclude [])
  (:require [jtorch.impl.ops :as ops]))

(set! *warn-on-reflection* true)

(ops/def-ops :only #{"linear" "conv2d" "max_pool2d" "dropout" "batch_norm" "embedding"
                     "cross_entropy" "mse_loss" "nll_loss" "binary_cross_entropy_with_logits"
                     "relu" "softmax" "log_softmax"})
