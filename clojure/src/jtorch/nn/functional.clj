(ns jtorch.nn.functional
  "Neural-network functions (losses, activations, layers without state), PyTorch's
  `torch.nn.functional` in kebab-case."
  (:refer-clojure :exclude [])
  (:require [jtorch.impl.dispatch :as dispatch]
            [jtorch.impl.ops :as ops]))

(set! *warn-on-reflection* true)

(ops/def-ops :only #{"linear" "conv2d" "max_pool2d" "dropout" "batch_norm" "embedding"
                     "cross_entropy" "mse_loss" "nll_loss" "binary_cross_entropy_with_logits"
                     "relu" "softmax" "log_softmax"})

(def ^:private functional-operators
  "torch.nn.functional's functions that are one aten operator, by F's name where the
  operator's differs."
  (merge
   (zipmap
    ["gelu" "silu" "mish" "hardswish" "hardsigmoid" "hardtanh" "elu" "selu" "celu" "leaky_relu"
     "softplus" "softshrink" "hardshrink" "glu" "prelu" "rrelu" "relu6" "threshold" "tanh" "sigmoid"
     "layer_norm" "group_norm" "instance_norm" "rms_norm" "embedding_bag" "alpha_dropout"
     "feature_alpha_dropout" "dropout1d" "dropout2d" "dropout3d" "conv1d" "conv3d" "conv_transpose1d"
     "conv_transpose2d" "conv_transpose3d" "avg_pool1d" "avg_pool2d" "avg_pool3d" "max_pool1d" "max_pool3d"
     "adaptive_avg_pool1d" "adaptive_avg_pool2d" "adaptive_avg_pool3d" "adaptive_max_pool1d"
     "adaptive_max_pool2d" "adaptive_max_pool3d" "lp_pool1d" "lp_pool2d" "pixel_shuffle" "pixel_unshuffle"
     "pad" "one_hot" "cosine_similarity" "pairwise_distance" "pdist" "scaled_dot_product_attention"
     "bilinear" "l1_loss" "smooth_l1_loss" "huber_loss" "kl_div" "binary_cross_entropy"
     "margin_ranking_loss" "hinge_embedding_loss" "soft_margin_loss" "triplet_margin_loss"
     "poisson_nll_loss" "ctc_loss" "cosine_embedding_loss" "multilabel_margin_loss" "multi_margin_loss"
     "channel_shuffle" "native_channel_shuffle" "embedding_renorm_"]
    (repeat nil))
   {"logsigmoid" "log_sigmoid" "unfold" "im2col" "fold" "col2im" "grid_sample" "grid_sampler"
    "affine_grid" "affine_grid_generator" "cross_entropy" "cross_entropy_loss" "nll_loss" "nll_loss_nd"}))

;; The rest of torch.nn.functional that is one aten operator each, from its schema.
(let [aten->f (into {} (map (fn [[f op]] [(str "aten::" (or op f)) f])) functional-operators)]
  (dispatch/def-operators 'jtorch.nn.functional aten->f ops/table-names))
