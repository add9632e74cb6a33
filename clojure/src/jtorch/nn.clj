(ns jtorch.nn
  "Layers with parameters (modules), PyTorch-style: make a model once, call
  `forward`, hand `parameters` to an optimizer from `jtorch.optim`.

  A module's tensors attach to the scope current when it is made, like any
  tensor: make models outside per-batch `with-torch` forms (or `retain!` them).
  `release!` on a module frees all its tensors."
  (:require [jtorch.impl.ops :as ops])
  (:import [io.github.jtorch Device Tensor]
           [io.github.jtorch.nn BatchNorm Conv2d Dropout Embedding Linear MaxPool2d Module ReLU Sequential]
           [java.nio.file Path]))

(set! *warn-on-reflection* true)

(defn- int-arg
  "`x` as a long, or an IllegalArgumentException naming `what`."
  ^long [x what]
  (ops/->long x what))

(defn- pair ^longs [x what]
  (cond (integer? x) (let [v (ops/->long x what)] (long-array [v v]))
        (and (sequential? x) (= 2 (count x)) (every? integer? x)) (ops/->longs x what)
        :else (throw (IllegalArgumentException. (str what " must be an integer or two integers, got " (pr-str x))))))

(defn linear
  "y = x W^T + b, from `in` to `out` features. Options: {:bias true}."
  ([in out] (linear in out nil))
  ([in out opts]
   (let [{:keys [bias] :or {bias true}} (ops/options opts "linear" #{:bias})]
     (Linear. (int-arg in "in") (int-arg out "out") (boolean bias)))))

(defn conv2d
  "PyTorch's nn.Conv2d over NCHW or CHW input. Options (PyTorch's defaults): {:stride 1
  :padding 0 :dilation 1 :groups 1 :bias true :padding-mode \"zeros\"}; kernel, stride,
  padding and dilation take an integer or [h w]; padding also \"same\" (stride 1) or
  \"valid\"; padding-mode \"zeros\", \"reflect\", \"replicate\" or \"circular\"."
  ([in out kernel] (conv2d in out kernel nil))
  ([in out kernel opts]
   (let [{:keys [stride padding dilation groups bias padding-mode]
          :or {stride 1 padding 0 dilation 1 groups 1 bias true padding-mode "zeros"}}
         (ops/options opts "conv2d" #{:stride :padding :dilation :groups :bias :padding-mode})
         in (int-arg in "in") out (int-arg out "out") k (pair kernel "kernel") s (pair stride "stride")
         d (pair dilation "dilation") g (int-arg groups "groups") b (boolean bias) pm (name padding-mode)]
     (if (or (string? padding) (keyword? padding))
       (Conv2d. in out k s ^String (name padding) d g b ^String pm)
       (Conv2d. in out k s ^longs (pair padding "padding") d g b ^String pm)))))

(defn max-pool2d
  "PyTorch's nn.MaxPool2d. Options: {:stride kernel :padding 0 :dilation 1 :return-indices false
  :ceil-mode false}; sizes an integer or [h w]; with return-indices, forward gives [output indices]."
  ([kernel] (max-pool2d kernel nil))
  ([kernel opts]
   (let [{:keys [stride padding dilation return-indices ceil-mode] :or {padding 0 dilation 1}}
         (ops/options opts "max-pool2d" #{:stride :padding :dilation :return-indices :ceil-mode})]
     (MaxPool2d. (pair kernel "kernel") (pair (or stride kernel) "stride") (pair padding "padding")
                 (pair dilation "dilation") (boolean return-indices) (boolean ceil-mode)))))

(defn dropout
  "Zeroes elements with probability p (in [0, 1], 0.5 by default as PyTorch's) in training
  mode, scaling the rest by 1/(1-p)."
  ([] (dropout 0.5))
  ([p] (Dropout. (ops/->double p "p"))))

(defn batch-norm
  "Batch normalisation over dimension 1. Options: {:momentum 0.1 :eps 1e-5}."
  ([features] (batch-norm features nil))
  ([features opts]
   (let [{:keys [momentum eps] :or {momentum 0.1 eps 1e-5}} (ops/options opts "batch-norm" #{:momentum :eps})]
     (BatchNorm. (int-arg features "features") (ops/->double momentum "momentum") (ops/->double eps "eps")))))

(defn embedding
  "PyTorch's nn.Embedding: a table of `n` vectors of size `dim`, N(0, 1). Options:
  {:padding-idx nil :max-norm nil :norm-type 2.0 :scale-grad-by-freq false}; the padding row
  starts at zero and gets no gradient."
  ([n dim] (embedding n dim nil))
  ([n dim opts]
   (let [{:keys [padding-idx max-norm norm-type scale-grad-by-freq] :or {norm-type 2.0}}
         (ops/options opts "embedding" #{:padding-idx :max-norm :norm-type :scale-grad-by-freq})]
     (Embedding. (int-arg n "n") (int-arg dim "dim")
                 (when (some? padding-idx) (Long/valueOf (int-arg padding-idx "padding-idx")))
                 (when (some? max-norm) (Double/valueOf (ops/->double max-norm "max-norm")))
                 (ops/->double norm-type "norm-type") (boolean scale-grad-by-freq)))))

(defn relu
  "max(x, 0) as a module."
  []
  (ReLU.))

(defn sequential
  "Modules applied in order. Its forward pass runs its linear, relu, dropout, conv2d and
  max-pool2d layers, batch norm in evaluation (and nested sequentials) as one chain of ops in
  one native call: the tensors between them are freed as soon as the next layer has used
  them, never handles of the current scope; other layers run on their own between such
  stretches."
  [& modules]
  (doseq [m modules]
    (when-not (instance? Module m)
      (throw (IllegalArgumentException. (str "sequential takes modules, got " (pr-str m))))))
  (Sequential. ^java.util.List (vec modules)))

(defn- ->module ^Module [m fname]
  (if (instance? Module m)
    m
    (throw (IllegalArgumentException. (str fname " expects a module, got " (if m (.getName (class m)) "nil"))))))

(defn forward
  "PyTorch's `m(x, ...)`: the output of module `m` for its inputs. Most layers take
  one tensor; a loss takes input and target, attention query, key and value, a
  recurrent layer its input and optional initial state (and gives [output state])."
  ([m x]
   (.call (->module m "forward") (doto (object-array 1) (aset 0 x))))
  ([m x & more]
   (.call (->module m "forward") (object-array (cons x more)))))

(defn parameters
  "The module's parameters, a vector of tensors."
  [m]
  (vec (.parameters (->module m "parameters"))))

(defn named-parameters
  "The module's parameters by dotted name, e.g. {\"0.weight\" ...}."
  [m]
  ;; `apply array-map` keeps the order at any size; `into` an array-map does not past 8 entries.
  (apply array-map (mapcat (fn [[k v]] [k v]) (.namedParameters (->module m "named-parameters")))))

(defn train!
  "Training mode (dropout on, batch norm updating its statistics). Returns `m`."
  [m]
  (.train (->module m "train!")))

(defn eval!
  "Evaluation mode. Returns `m`."
  [m]
  (.eval (->module m "eval!")))

(defn to-device
  "Moves `m`'s parameters and buffers to `device` (:cpu, :cuda, :cuda:1), keeping
  each the same tensor. Returns `m`."
  [m device]
  (let [m (->module m "to-device")]
    (if-let [d (when (some? device) (ops/->device device))]
      (.toDevice m d)
      (throw (IllegalArgumentException. "to-device needs a device (:cpu, :cuda, :cuda:N or a Device), got nil")))))

(defn- path
  "`p` (a path string, a java.io.File or a java.nio.file.Path) as a Path; an
  IllegalArgumentException naming `fname` for anything else, which would otherwise
  name a file after its printed form."
  ^Path [p fname]
  (cond (instance? Path p) p
        (instance? java.io.File p) (.toPath ^java.io.File p)
        (and (string? p) (seq p)) (Path/of ^String p (make-array String 0))
        :else (throw (IllegalArgumentException.
                      (str fname " takes a file as a path string, a java.io.File or a Path, got " (pr-str p))))))

(defn state-dict
  "The module's parameters and buffers by dotted name, as PyTorch's state_dict
  names them, e.g. {\"0.weight\" ... \"1.running_mean\" ... \"1.num_batches_tracked\" ...}:
  what `save!` writes."
  [m]
  (apply array-map (mapcat (fn [[k v]] [k v]) (.stateDict (->module m "state-dict")))))

(defn save!
  "Writes `m`'s parameters and buffers to a .safetensors file (a path string, a
  java.io.File or a Path)."
  [m file]
  (.save (->module m "save!") (path file "save!")))

(defn load!
  "Reads parameters and buffers saved by `save!` (or by PyTorch's safetensors,
  from a state_dict of the same names) into `m`, converting each to the dtype of
  `m`'s tensor. Names and shapes must match (a batch norm's num_batches_tracked
  may be missing: it is left as it is): otherwise IllegalArgumentException, and
  nothing changes. A missing, damaged or non-safetensors file is a
  TorchException. Returns `m`."
  [m file]
  (.load (->module m "load!") (path file "load!"))
  m)

(defn released?
  "Whether a parameter or buffer of `m` (its children's included) has been released:
  the module can no longer run."
  [m]
  (.isReleased (->module m "released?")))

(defmethod print-method Module [^Module m ^java.io.Writer w]
  (.write w (str "#module[" m "]")))

;; The layer families, each in a file of its own within this namespace.
(load "nn/layers")
(load "nn/recurrent")
(load "nn/activations")
(load "nn/losses")
