;; Layers: linear, convolution, pooling, normalisation, embedding, activation and container modules.
;; Loaded by jtorch.nn; its functions are jtorch.nn's.
(in-ns 'jtorch.nn)

(import '[io.github.jtorch.nn AdaptiveAvgPool1d AdaptiveAvgPool2d AdaptiveMaxPool1d AdaptiveMaxPool2d AvgPool1d
          AvgPool2d BatchNorm1d BatchNorm2d Bilinear Conv1d Conv2d Conv3d ConvTranspose1d ConvTranspose2d Embedding
          EmbeddingBag Flatten GroupNorm Identity LayerNorm MaxPool1d ModuleDict ModuleList RMSNorm Unflatten])

(defn- longs-arg
  "An integer or a vector of integers as a long[] (the layer checks how many it takes)."
  ^longs [x what]
  (ops/->longs x what))

(defn- opt-long
  "nil, or `x` as a Long."
  [x what]
  (when (some? x) (Long/valueOf (int-arg x what))))

(defn- opt-double
  "nil, or `x` as a Double."
  [x what]
  (when (some? x) (Double/valueOf (ops/->double x what))))

(defn- mode-name [m]
  (if (or (string? m) (keyword? m)) (name m)
      (throw (IllegalArgumentException. (str "padding-mode must be a string or keyword, got " (pr-str m))))))

(defn- conv
  "A convolution of `n` spatial dimensions from its kebab-case options, as PyTorch's."
  [fname n in out kernel opts]
  (let [{:keys [stride padding dilation groups bias padding-mode]
         :or {stride 1 padding 0 dilation 1 groups 1 bias true padding-mode "zeros"}}
        (ops/options opts fname #{:stride :padding :dilation :groups :bias :padding-mode})
        in (int-arg in "in-channels") out (int-arg out "out-channels") k (longs-arg kernel "kernel-size")
        s (longs-arg stride "stride") d (longs-arg dilation "dilation") g (int-arg groups "groups")
        b (boolean bias) pm (mode-name padding-mode)
        pad (if (or (string? padding) (keyword? padding)) (name padding) (longs-arg padding "padding"))]
    (if (string? pad)
      (case (long n)
        1 (Conv1d. in out k s ^String pad d g b ^String pm)
        2 (Conv2d. in out k s ^String pad d g b ^String pm)
        3 (Conv3d. in out k s ^String pad d g b ^String pm))
      (case (long n)
        1 (Conv1d. in out k s ^longs pad d g b ^String pm)
        2 (Conv2d. in out k s ^longs pad d g b ^String pm)
        3 (Conv3d. in out k s ^longs pad d g b ^String pm)))))

(defn conv1d
  "PyTorch's nn.Conv1d over (N, C, L) or (C, L) input. Options (PyTorch's defaults):
  {:stride 1 :padding 0 :dilation 1 :groups 1 :bias true :padding-mode \"zeros\"}; kernel,
  stride, padding and dilation take an integer or [l]; padding also \"same\" (stride 1) or
  \"valid\"; padding-mode \"zeros\", \"reflect\", \"replicate\" or \"circular\"."
  ([in out kernel] (conv1d in out kernel nil))
  ([in out kernel opts] (conv "conv1d" 1 in out kernel opts)))

(defn conv3d
  "PyTorch's nn.Conv3d over (N, C, D, H, W) or (C, D, H, W) input; options as conv1d's,
  sizes an integer or [d h w]."
  ([in out kernel] (conv3d in out kernel nil))
  ([in out kernel opts] (conv "conv3d" 3 in out kernel opts)))

(defn- conv-transpose [fname n in out kernel opts]
  (let [{:keys [stride padding output-padding groups bias dilation padding-mode]
         :or {stride 1 padding 0 output-padding 0 groups 1 bias true dilation 1 padding-mode "zeros"}}
        (ops/options opts fname #{:stride :padding :output-padding :groups :bias :dilation :padding-mode})
        args [(int-arg in "in-channels") (int-arg out "out-channels") (longs-arg kernel "kernel-size")
              (longs-arg stride "stride") (longs-arg padding "padding") (longs-arg output-padding "output-padding")
              (int-arg groups "groups") (boolean bias) (longs-arg dilation "dilation") (mode-name padding-mode)]]
    (let [[i o k s p op g b d pm] args]
      (if (= n 1)
        (ConvTranspose1d. i o k s p op g b d pm)
        (ConvTranspose2d. i o k s p op g b d pm)))))

(defn conv-transpose1d
  "PyTorch's nn.ConvTranspose1d. Options: {:stride 1 :padding 0 :output-padding 0 :groups 1
  :bias true :dilation 1 :padding-mode \"zeros\"}. (forward m x [sizes]) picks the output
  padding that gives that output size."
  ([in out kernel] (conv-transpose1d in out kernel nil))
  ([in out kernel opts] (conv-transpose "conv-transpose1d" 1 in out kernel opts)))

(defn conv-transpose2d
  "PyTorch's nn.ConvTranspose2d; options as conv-transpose1d's, sizes an integer or [h w]."
  ([in out kernel] (conv-transpose2d in out kernel nil))
  ([in out kernel opts] (conv-transpose "conv-transpose2d" 2 in out kernel opts)))

(defn max-pool1d
  "PyTorch's nn.MaxPool1d. Options: {:stride kernel :padding 0 :dilation 1
  :return-indices false :ceil-mode false}; with return-indices, forward gives [output indices]."
  ([kernel] (max-pool1d kernel nil))
  ([kernel opts]
   (let [{:keys [stride padding dilation return-indices ceil-mode] :or {padding 0 dilation 1}}
         (ops/options opts "max-pool1d" #{:stride :padding :dilation :return-indices :ceil-mode})]
     (MaxPool1d. (longs-arg kernel "kernel-size") (when stride (longs-arg stride "stride")) (longs-arg padding "padding")
                 (longs-arg dilation "dilation") (boolean return-indices) (boolean ceil-mode)))))

(defn avg-pool1d
  "PyTorch's nn.AvgPool1d. Options: {:stride kernel :padding 0 :ceil-mode false
  :count-include-pad true}."
  ([kernel] (avg-pool1d kernel nil))
  ([kernel opts]
   (let [{:keys [stride padding ceil-mode count-include-pad] :or {padding 0 count-include-pad true}}
         (ops/options opts "avg-pool1d" #{:stride :padding :ceil-mode :count-include-pad})]
     (AvgPool1d. (longs-arg kernel "kernel-size") (when stride (longs-arg stride "stride")) (longs-arg padding "padding")
                 (boolean ceil-mode) (boolean count-include-pad)))))

(defn avg-pool2d
  "PyTorch's nn.AvgPool2d. Options: {:stride kernel :padding 0 :ceil-mode false
  :count-include-pad true :divisor-override nil}; sizes an integer or [h w]."
  ([kernel] (avg-pool2d kernel nil))
  ([kernel opts]
   (let [{:keys [stride padding ceil-mode count-include-pad divisor-override] :or {padding 0 count-include-pad true}}
         (ops/options opts "avg-pool2d" #{:stride :padding :ceil-mode :count-include-pad :divisor-override})]
     (AvgPool2d. (longs-arg kernel "kernel-size") (when stride (longs-arg stride "stride")) (longs-arg padding "padding")
                 (boolean ceil-mode) (boolean count-include-pad) (opt-long divisor-override "divisor-override")))))

(defn- output-size
  "An integer or a vector whose nil entries keep the input's size (-1 for the class)."
  ^longs [x]
  (if (sequential? x) (longs-arg (mapv #(if (nil? %) -1 %) x) "output-size") (longs-arg x "output-size")))

(defn adaptive-avg-pool1d
  "PyTorch's nn.AdaptiveAvgPool1d: output length `output-size`."
  [output-size*]
  (AdaptiveAvgPool1d. (output-size output-size*)))

(defn adaptive-avg-pool2d
  "PyTorch's nn.AdaptiveAvgPool2d: `output-size` an integer or [h w], nil keeping the input's size."
  [output-size*]
  (AdaptiveAvgPool2d. (output-size output-size*)))

(defn adaptive-max-pool1d
  "PyTorch's nn.AdaptiveMaxPool1d. Options: {:return-indices false}; with it, forward gives
  [output indices]."
  ([output-size*] (adaptive-max-pool1d output-size* nil))
  ([output-size* opts]
   (let [{:keys [return-indices]} (ops/options opts "adaptive-max-pool1d" #{:return-indices})]
     (AdaptiveMaxPool1d. (output-size output-size*) (boolean return-indices)))))

(defn adaptive-max-pool2d
  "PyTorch's nn.AdaptiveMaxPool2d: `output-size` an integer or [h w], nil keeping the input's
  size. Options: {:return-indices false}."
  ([output-size*] (adaptive-max-pool2d output-size* nil))
  ([output-size* opts]
   (let [{:keys [return-indices]} (ops/options opts "adaptive-max-pool2d" #{:return-indices})]
     (AdaptiveMaxPool2d. (output-size output-size*) (boolean return-indices)))))

(defn- batch-norm-nd [fname n features opts]
  (let [{:keys [eps momentum affine track-running-stats bias]
         :or {eps 1e-5 momentum 0.1 affine true track-running-stats true bias true}}
        (ops/options opts fname #{:eps :momentum :affine :track-running-stats :bias})
        args [(int-arg features "num-features") (ops/->double eps "eps") (opt-double momentum "momentum")
              (boolean affine) (boolean track-running-stats) (boolean bias)]
        [f e m a t b] args]
    (if (= n 1) (BatchNorm1d. f e m a t b) (BatchNorm2d. f e m a t b))))

(defn batch-norm1d
  "PyTorch's nn.BatchNorm1d over (N, C) or (N, C, L) input. Options: {:eps 1e-5 :momentum 0.1
  :affine true :track-running-stats true :bias true}; momentum nil is a cumulative average."
  ([num-features] (batch-norm1d num-features nil))
  ([num-features opts] (batch-norm-nd "batch-norm1d" 1 num-features opts)))

(defn batch-norm2d
  "PyTorch's nn.BatchNorm2d over (N, C, H, W) input; options as batch-norm1d's."
  ([num-features] (batch-norm2d num-features nil))
  ([num-features opts] (batch-norm-nd "batch-norm2d" 2 num-features opts)))

(defn layer-norm
  "PyTorch's nn.LayerNorm over the last dimensions, `normalized-shape` (an integer or a
  vector). Options: {:eps 1e-5 :elementwise-affine true :bias true}."
  ([normalized-shape] (layer-norm normalized-shape nil))
  ([normalized-shape opts]
   (let [{:keys [eps elementwise-affine bias] :or {eps 1e-5 elementwise-affine true bias true}}
         (ops/options opts "layer-norm" #{:eps :elementwise-affine :bias})]
     (LayerNorm. (longs-arg normalized-shape "normalized-shape") (ops/->double eps "eps")
                 (boolean elementwise-affine) (boolean bias)))))

(defn group-norm
  "PyTorch's nn.GroupNorm. Options: {:eps 1e-5 :affine true :bias true}."
  ([num-groups num-channels] (group-norm num-groups num-channels nil))
  ([num-groups num-channels opts]
   (let [{:keys [eps affine bias] :or {eps 1e-5 affine true bias true}}
         (ops/options opts "group-norm" #{:eps :affine :bias})]
     (GroupNorm. (int-arg num-groups "num-groups") (int-arg num-channels "num-channels") (ops/->double eps "eps")
                 (boolean affine) (boolean bias)))))

(defn rms-norm
  "PyTorch's nn.RMSNorm over the last dimensions, `normalized-shape`. Options: {:eps nil
  :elementwise-affine true}; eps nil is the dtype's machine epsilon, as PyTorch's None."
  ([normalized-shape] (rms-norm normalized-shape nil))
  ([normalized-shape opts]
   (let [{:keys [eps elementwise-affine] :or {elementwise-affine true}}
         (ops/options opts "rms-norm" #{:eps :elementwise-affine})]
     (RMSNorm. (longs-arg normalized-shape "normalized-shape") (opt-double eps "eps") (boolean elementwise-affine)))))

(defn embedding-bag
  "PyTorch's nn.EmbeddingBag: sums, means or maxima of bags of rows. Options: {:max-norm nil
  :norm-type 2.0 :scale-grad-by-freq false :mode \"mean\" :include-last-offset false
  :padding-idx nil}. (forward m input) for a 2-D input; (forward m input offsets) or
  (forward m input offsets per-sample-weights) for a 1-D one."
  ([n dim] (embedding-bag n dim nil))
  ([n dim opts]
   (let [{:keys [max-norm norm-type scale-grad-by-freq mode include-last-offset padding-idx]
          :or {norm-type 2.0 mode "mean"}}
         (ops/options opts "embedding-bag" #{:max-norm :norm-type :scale-grad-by-freq :mode :include-last-offset
                                             :padding-idx})]
     (EmbeddingBag. (int-arg n "num-embeddings") (int-arg dim "embedding-dim") (opt-double max-norm "max-norm")
                    (ops/->double norm-type "norm-type") (boolean scale-grad-by-freq) (name mode)
                    (boolean include-last-offset) (opt-long padding-idx "padding-idx")))))

(defn embedding-from-pretrained
  "PyTorch's nn.Embedding.from_pretrained: a table holding a copy of the 2-D `embeddings`.
  Options: {:freeze true :padding-idx nil :max-norm nil :norm-type 2.0 :scale-grad-by-freq false}."
  ([embeddings] (embedding-from-pretrained embeddings nil))
  ([embeddings opts]
   (let [{:keys [freeze padding-idx max-norm norm-type scale-grad-by-freq] :or {freeze true norm-type 2.0}}
         (ops/options opts "embedding-from-pretrained"
                      #{:freeze :padding-idx :max-norm :norm-type :scale-grad-by-freq})]
     (Embedding/fromPretrained (if (instance? Tensor embeddings)
                                 embeddings
                                 (throw (IllegalArgumentException.
                                         (str "embedding-from-pretrained takes a tensor, got " (pr-str embeddings)))))
                               (boolean freeze)
                               (opt-long padding-idx "padding-idx") (opt-double max-norm "max-norm")
                               (ops/->double norm-type "norm-type") (boolean scale-grad-by-freq)))))

(defn identity
  "PyTorch's nn.Identity: its forward pass returns its input. Arguments are ignored, as PyTorch's."
  [& _]
  (Identity.))

(defn flatten
  "PyTorch's nn.Flatten: dimensions start-dim to end-dim made one. Options: {:start-dim 1
  :end-dim -1}, or both given positionally, as PyTorch takes them."
  ([] (flatten nil))
  ([start-dim end-dim] (flatten {:start-dim start-dim :end-dim end-dim}))
  ([opts]
   (let [{:keys [start-dim end-dim] :or {start-dim 1 end-dim -1}} (ops/options opts "flatten" #{:start-dim :end-dim})]
     (Flatten. (int-arg start-dim "start-dim") (int-arg end-dim "end-dim")))))

(defn unflatten
  "PyTorch's nn.Unflatten: dimension `dim` split into `unflattened-size` (a vector)."
  [dim unflattened-size]
  (Unflatten. (int-arg dim "dim") (longs-arg unflattened-size "unflattened-size")))

(defn bilinear
  "PyTorch's nn.Bilinear: (forward m x1 x2) is x1^T A x2 + b. Options: {:bias true}."
  ([in1 in2 out] (bilinear in1 in2 out nil))
  ([in1 in2 out opts]
   (let [{:keys [bias] :or {bias true}} (ops/options opts "bilinear" #{:bias})]
     (Bilinear. (int-arg in1 "in1-features") (int-arg in2 "in2-features") (int-arg out "out-features") (boolean bias)))))

(defn module-list
  "PyTorch's nn.ModuleList: modules named 0, 1, 2, ... in its state dict; no forward pass of
  its own. `modules` a sequence of modules (or none)."
  ([] (module-list []))
  ([modules]
   (ModuleList. ^java.util.List (mapv #(->module % "module-list") modules))))

(defn module-dict
  "PyTorch's nn.ModuleDict: modules by name (a map of string or keyword keys to modules,
  in the map's order), named so in its state dict; no forward pass of its own."
  ([] (module-dict {}))
  ([modules]
   (when-not (or (nil? modules) (map? modules))
     (throw (IllegalArgumentException. (str "module-dict takes a map of names to modules, got " (pr-str modules)))))
   (let [d (ModuleDict.)]
     (doseq [[k m] modules]
       (.put d (if (keyword? k) (name k) (str k)) (->module m "module-dict")))
     d)))
