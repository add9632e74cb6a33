;; Loss modules, as torch.nn's.
;; Loaded by jtorch.nn; its functions are jtorch.nn's.
(in-ns 'jtorch.nn)

(import '[io.github.jtorch.nn BCELoss BCEWithLogitsLoss CosineEmbeddingLoss CrossEntropyLoss CTCLoss
          GaussianNLLLoss HingeEmbeddingLoss HuberLoss KLDivLoss L1Loss MarginRankingLoss MSELoss
          MultiLabelMarginLoss MultiLabelSoftMarginLoss MultiMarginLoss NLLLoss PoissonNLLLoss SmoothL1Loss
          SoftMarginLoss TripletMarginLoss TripletMarginWithDistanceLoss]
        '[java.util.function BiFunction])

;; Every loss is called with (forward loss input target), or its other inputs in PyTorch's order.

(defn- reduction-arg
  "A reduction given as :mean, \"mean\", ... as the string the loss takes."
  ^String [r]
  (if (or (keyword? r) (string? r))
    (name r)
    (throw (IllegalArgumentException. (str "reduction must be :mean, :sum or :none, got " (pr-str r))))))

(defn- tensor-opt
  "An optional tensor option: a tensor or nil."
  ^Tensor [x what]
  (if (or (nil? x) (instance? Tensor x))
    x
    (throw (IllegalArgumentException. (str what " must be a tensor or nil, got " (pr-str x))))))

(defn- bool-opt [x what]
  (if (boolean? x) x (throw (IllegalArgumentException. (str what " must be true or false, got " (pr-str x))))))

(defmacro ^:private defloss
  "A constructor `fname` of options `defaults` (PyTorch's keyword arguments and defaults),
  whose body sees them bound by name."
  [fname doc defaults body]
  `(defn ~fname ~doc
     ([] (~fname nil))
     ([opts#]
      (let [{:keys ~(vec (map (comp symbol name) (keys defaults)))}
            (merge ~defaults (ops/options opts# ~(name fname) ~(set (keys defaults))))]
        ~body))))

(defloss l1-loss
  "Mean absolute error (nn.L1Loss). Options: {:reduction :mean} (:sum, :none)."
  {:reduction :mean}
  (L1Loss. (reduction-arg reduction)))

(defloss mse-loss
  "Mean squared error (nn.MSELoss). Options: {:reduction :mean}."
  {:reduction :mean}
  (MSELoss. (reduction-arg reduction)))

(defloss cross-entropy-loss
  "Cross-entropy of logits against class indices or class probabilities (nn.CrossEntropyLoss).
  Options: {:weight nil :ignore-index -100 :reduction :mean :label-smoothing 0.0}; a weight
  tensor (one value per class) is copied into the buffer \"weight\"."
  {:weight nil :ignore-index -100 :reduction :mean :label-smoothing 0.0}
  (CrossEntropyLoss. (tensor-opt weight "weight") (int-arg ignore-index "ignore-index") (reduction-arg reduction)
                     (ops/->double label-smoothing "label-smoothing")))

(defloss nll-loss
  "Negative log-likelihood of log-probabilities at class indices (nn.NLLLoss).
  Options: {:weight nil :ignore-index -100 :reduction :mean}; weight becomes the buffer \"weight\"."
  {:weight nil :ignore-index -100 :reduction :mean}
  (NLLLoss. (tensor-opt weight "weight") (int-arg ignore-index "ignore-index") (reduction-arg reduction)))

(defloss bce-loss
  "Binary cross-entropy of probabilities (nn.BCELoss). Options: {:weight nil :reduction :mean};
  weight becomes the buffer \"weight\"."
  {:weight nil :reduction :mean}
  (BCELoss. (tensor-opt weight "weight") (reduction-arg reduction)))

(defloss bce-with-logits-loss
  "Binary cross-entropy of logits (nn.BCEWithLogitsLoss). Options: {:weight nil :reduction :mean
  :pos-weight nil}; weight and pos-weight become the buffers \"weight\" and \"pos_weight\"."
  {:weight nil :reduction :mean :pos-weight nil}
  (BCEWithLogitsLoss. (tensor-opt weight "weight") (reduction-arg reduction) (tensor-opt pos-weight "pos-weight")))

(defloss huber-loss
  "Huber loss (nn.HuberLoss). Options: {:reduction :mean :delta 1.0}."
  {:reduction :mean :delta 1.0}
  (HuberLoss. (reduction-arg reduction) (ops/->double delta "delta")))

(defloss smooth-l1-loss
  "Smooth L1 loss (nn.SmoothL1Loss). Options: {:reduction :mean :beta 1.0}."
  {:reduction :mean :beta 1.0}
  (SmoothL1Loss. (reduction-arg reduction) (ops/->double beta "beta")))

(defloss kl-div-loss
  "Kullback-Leibler divergence (nn.KLDivLoss); the input holds log-probabilities.
  Options: {:reduction :mean :log-target false}; reduction also :batchmean."
  {:reduction :mean :log-target false}
  (KLDivLoss. (reduction-arg reduction) (bool-opt log-target "log-target")))

(defloss poisson-nll-loss
  "Poisson negative log-likelihood (nn.PoissonNLLLoss).
  Options: {:log-input true :full false :eps 1e-8 :reduction :mean}."
  {:log-input true :full false :eps 1e-8 :reduction :mean}
  (PoissonNLLLoss. (bool-opt log-input "log-input") (bool-opt full "full") (ops/->double eps "eps")
                   (reduction-arg reduction)))

(defloss gaussian-nll-loss
  "Gaussian negative log-likelihood (nn.GaussianNLLLoss), called with input, target and var (a
  tensor or a number). Options: {:full false :eps 1e-6 :reduction :mean}."
  {:full false :eps 1e-6 :reduction :mean}
  (GaussianNLLLoss. (bool-opt full "full") (ops/->double eps "eps") (reduction-arg reduction)))

(defloss ctc-loss
  "Connectionist temporal classification loss (nn.CTCLoss), called with log-probs, targets,
  input-lengths and target-lengths (both int64 tensors or both vectors of integers).
  Options: {:blank 0 :reduction :mean :zero-infinity false}."
  {:blank 0 :reduction :mean :zero-infinity false}
  (CTCLoss. (int-arg blank "blank") (reduction-arg reduction) (bool-opt zero-infinity "zero-infinity")))

(defloss margin-ranking-loss
  "max(0, -target (input1 - input2) + margin) (nn.MarginRankingLoss), called with input1, input2
  and target. Options: {:margin 0.0 :reduction :mean}."
  {:margin 0.0 :reduction :mean}
  (MarginRankingLoss. (ops/->double margin "margin") (reduction-arg reduction)))

(defloss hinge-embedding-loss
  "Hinge embedding loss (nn.HingeEmbeddingLoss). Options: {:margin 1.0 :reduction :mean}."
  {:margin 1.0 :reduction :mean}
  (HingeEmbeddingLoss. (ops/->double margin "margin") (reduction-arg reduction)))

(defloss multi-label-margin-loss
  "Multi-label hinge loss (nn.MultiLabelMarginLoss). Options: {:reduction :mean}."
  {:reduction :mean}
  (MultiLabelMarginLoss. (reduction-arg reduction)))

(defloss soft-margin-loss
  "log(1 + exp(-target input)) (nn.SoftMarginLoss). Options: {:reduction :mean}."
  {:reduction :mean}
  (SoftMarginLoss. (reduction-arg reduction)))

(defloss multi-label-soft-margin-loss
  "Multi-label one-versus-all loss of logits (nn.MultiLabelSoftMarginLoss).
  Options: {:weight nil :reduction :mean}; weight becomes the buffer \"weight\"."
  {:weight nil :reduction :mean}
  (MultiLabelSoftMarginLoss. (tensor-opt weight "weight") (reduction-arg reduction)))

(defloss cosine-embedding-loss
  "Cosine embedding loss (nn.CosineEmbeddingLoss), called with input1, input2 and target.
  Options: {:margin 0.0 :reduction :mean}."
  {:margin 0.0 :reduction :mean}
  (CosineEmbeddingLoss. (ops/->double margin "margin") (reduction-arg reduction)))

(defloss multi-margin-loss
  "Multi-class hinge loss (nn.MultiMarginLoss). Options: {:p 1 :margin 1.0 :weight nil
  :reduction :mean}; weight becomes the buffer \"weight\"."
  {:p 1 :margin 1.0 :weight nil :reduction :mean}
  (MultiMarginLoss. (int-arg p "p") (ops/->double margin "margin") (tensor-opt weight "weight") (reduction-arg reduction)))

(defloss triplet-margin-loss
  "Triplet loss with the p-norm distance (nn.TripletMarginLoss), called with anchor, positive and
  negative. Options: {:margin 1.0 :p 2.0 :eps 1e-6 :swap false :reduction :mean}."
  {:margin 1.0 :p 2.0 :eps 1e-6 :swap false :reduction :mean}
  (TripletMarginLoss. (ops/->double margin "margin") (ops/->double p "p") (ops/->double eps "eps")
                      (bool-opt swap "swap") (reduction-arg reduction)))

(defloss triplet-margin-with-distance-loss
  "Triplet loss with a distance function (nn.TripletMarginWithDistanceLoss), called with anchor,
  positive and negative. Options: {:distance-function nil :margin 1.0 :swap false :reduction :mean};
  distance-function is a fn of two tensors returning their distances (nil: pairwise distance)."
  {:distance-function nil :margin 1.0 :swap false :reduction :mean}
  (TripletMarginWithDistanceLoss.
   (cond (nil? distance-function) nil
         (instance? BiFunction distance-function) distance-function
         (ifn? distance-function) (reify BiFunction (apply [_ a b] (distance-function a b)))
         :else (throw (IllegalArgumentException. (str "distance-function must be a function, got "
                                                      (pr-str distance-function)))))
   (ops/->double margin "margin") (bool-opt swap "swap") (reduction-arg reduction)))
