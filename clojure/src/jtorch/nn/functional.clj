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
   {"logsigmoid" "log_sigmoid" "cross_entropy" "cross_entropy_loss" "nll_loss" "nll_loss_nd"}))

;; The rest of torch.nn.functional that is one aten operator each, from its schema.
(let [aten->f (into {} (map (fn [[f op]] [(str "aten::" (or op f)) f])) functional-operators)]
  (dispatch/def-operators 'jtorch.nn.functional aten->f ops/table-names))

;; ---------------------------------------------------------------- functions of several operators
;; torch.nn.functional's functions that are not one aten operator, with F's arguments and
;; defaults; options in a trailing map, as F takes them by keyword.

(def ^:private call dispatch/call)

(defn- options [fname opts allowed]
  (ops/options opts fname allowed))

(defn normalize
  "torch.nn.functional.normalize: `input` divided by its p-norm over `dim` (at least `eps`).
  Options: :p (2.0), :dim (1), :eps (1e-12)."
  ([input] (normalize input nil))
  ([input opts]
   (let [{:keys [p dim eps] :or {p 2.0 dim 1 eps 1e-12}} (options "normalize" opts #{:p :dim :eps})
         norm (call "linalg_vector_norm" input p [dim] true)]
     (call "div" input (call "clamp_min" norm eps)))))

(defn softmin
  "torch.nn.functional.softmin: softmax of -input over `dim`."
  [input dim]
  (call "softmax" (call "neg" input) dim))

(defn softsign
  "torch.nn.functional.softsign: input / (1 + |input|)."
  [input]
  (call "div" input (call "add" (call "abs" input) 1)))

(defn tanhshrink
  "torch.nn.functional.tanhshrink: input - tanh(input)."
  [input]
  (call "sub" input (call "tanh" input)))

(defn unfold
  "torch.nn.functional.unfold: sliding blocks of an (N, C, H, W) input as columns.
  Options: :dilation (1), :padding (0), :stride (1)."
  ([input kernel-size] (unfold input kernel-size nil))
  ([input kernel-size opts]
   (let [{:keys [dilation padding stride] :or {dilation 1 padding 0 stride 1}}
         (options "unfold" opts #{:dilation :padding :stride})]
     (call "im2col" input kernel-size dilation padding stride))))

(defn fold
  "torch.nn.functional.fold: columns summed back into an (N, C, H, W) output of
  `output-size`. Options: :dilation (1), :padding (0), :stride (1)."
  ([input output-size kernel-size] (fold input output-size kernel-size nil))
  ([input output-size kernel-size opts]
   (let [{:keys [dilation padding stride] :or {dilation 1 padding 0 stride 1}}
         (options "fold" opts #{:dilation :padding :stride})]
     (call "col2im" input output-size kernel-size dilation padding stride))))

(defn- code-of [fname what table v]
  (or (table (name v))
      (throw (IllegalArgumentException.
              (str fname ": unknown " what " " (pr-str v) "; expected one of " (sort (keys table)))))))

(defn grid-sample
  "torch.nn.functional.grid_sample. Options: :mode (\"bilinear\", \"nearest\", \"bicubic\"),
  :padding-mode (\"zeros\", \"border\", \"reflection\"), :align-corners (false)."
  ([input grid] (grid-sample input grid nil))
  ([input grid opts]
   (let [{:keys [mode padding-mode align-corners] :or {mode "bilinear" padding-mode "zeros" align-corners false}}
         (options "grid-sample" opts #{:mode :padding-mode :align-corners})]
     (call "grid_sampler" input grid
           (code-of "grid-sample" "mode" {"bilinear" 0 "nearest" 1 "bicubic" 2} mode)
           (code-of "grid-sample" "padding mode" {"zeros" 0 "border" 1 "reflection" 2} padding-mode)
           (boolean align-corners)))))

(defn affine-grid
  "torch.nn.functional.affine_grid: the sampling grid of affine matrices `theta` for an
  output of `size`. Options: :align-corners (false)."
  ([theta size] (affine-grid theta size nil))
  ([theta size opts]
   (let [{:keys [align-corners]} (options "affine-grid" opts #{:align-corners})]
     (call "affine_grid_generator" theta size (boolean align-corners)))))

(defn interpolate
  "torch.nn.functional.interpolate: resizes an (N, C, ...) input to :size or by
  :scale-factor (one of them). Options: :mode (\"nearest\", \"linear\", \"bilinear\",
  \"bicubic\", \"trilinear\", \"nearest-exact\", \"area\"), :align-corners (for the linear
  modes; false)."
  [input opts]
  (let [{:keys [size scale-factor mode align-corners] :or {mode "nearest"}}
        (options "interpolate" opts #{:size :scale-factor :mode :align-corners})
        spatial (- (long (call "dim" input)) 2)
        per-dim (fn [v] (when (some? v) (if (sequential? v) (vec v) (vec (repeat spatial v)))))
        size (per-dim size)
        scales (some->> (per-dim scale-factor) (mapv double))
        mode (name mode)
        linear {"linear" "upsample_linear1d" "bilinear" "upsample_bilinear2d"
                "bicubic" "upsample_bicubic2d" "trilinear" "upsample_trilinear3d"}
        nearest {"nearest" ["upsample_nearest1d" "upsample_nearest2d" "upsample_nearest3d"]
                 "nearest-exact" ["_upsample_nearest_exact1d" "_upsample_nearest_exact2d" "_upsample_nearest_exact3d"]}]
    (when (= (some? size) (some? scales))
      (throw (IllegalArgumentException. "interpolate: give exactly one of :size and :scale-factor")))
    (cond
      (contains? linear mode) (call (str (linear mode) ".vec") input size (boolean align-corners) scales)
      (contains? nearest mode) (call (str (get-in nearest [mode (dec spatial)]) ".vec") input size scales)
      (= mode "area") (call (str "adaptive_avg_pool" spatial "d") input
                            (or size (vec (map-indexed (fn [i s] (long (Math/floor (* (long (call "size" input (+ 2 i))) s))))
                                                       scales))))
      :else (throw (IllegalArgumentException. (str "interpolate: unknown mode " (pr-str mode)))))))
