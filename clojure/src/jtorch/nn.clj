(ns jtorch.nn
  "Layers with parameters (modules), PyTorch-style: make a model once, call
  `forward`, hand `parameters` to an optimizer from `jtorch.optim`.

  A module's tensors attach to the scope current when it is made, like any
  tensor: make models outside per-batch `with-torch` forms (or `retain!` them).
  `release!` on a module frees all its tensors."
  ;; nn/identity and nn/flatten are PyTorch's layers (layers.clj).
  (:refer-clojure :exclude [flatten identity])
  (:require [clojure.string]
            [jtorch.impl.ops :as ops])
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

(defn to
  "PyTorch's `module.to(...)`: moves `m` to a device (:cpu, :cuda, :cuda:1 or a
  Device) or converts its floating-point parameters and buffers to a dtype
  (:float64, :bfloat16, ...), keeping each the same tensor. Converted parameters'
  gradients are dropped. Returns `m`."
  [m device-or-dtype]
  (let [m (->module m "to")
        x device-or-dtype
        dtype (try (ops/->dtype x) (catch IllegalArgumentException _ nil))]
    (cond
      (nil? x) (throw (IllegalArgumentException. "to needs a device or a dtype, got nil"))
      dtype (.to m dtype)
      :else (to-device m x))))

(defn- path ^Path [p fname]
  (ops/->path p fname))

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

;; ---- the module API, as PyTorch's nn.Module

(defn- ordered
  "`m`'s entries as an ordered map of string keys: a Java map's order is its own."
  [^java.util.Map m]
  (apply array-map (mapcat (fn [[k v]] [k v]) m)))

(defn named-buffers
  "The module's buffers by dotted name (running statistics and the like; those
  registered with {:persistent false} too), each once."
  [m]
  (ordered (.namedBuffers (->module m "named-buffers"))))

(defn buffers
  "The module's buffers, a vector of tensors."
  [m]
  (vec (.buffers (->module m "buffers"))))

(defn named-children
  "The module's direct children by name, in registration order."
  [m]
  (ordered (.namedChildren (->module m "named-children"))))

(defn children
  "The module's direct children, a vector."
  [m]
  (vec (vals (.namedChildren (->module m "children")))))

(defn named-modules
  "The module (under \"\") and every module below it by dotted name, each once,
  a module before its children."
  [m]
  (ordered (.namedModules (->module m "named-modules"))))

(defn modules
  "The module and every module below it, a vector."
  [m]
  (vec (.modules (->module m "modules"))))

(defn apply!
  "PyTorch's `module.apply(fn)`: calls `f` on every module below `m`, children
  first, then on `m` itself (to initialise weights with jtorch.nn.init).
  Returns `m`."
  [m f]
  (when-not (ifn? f)
    (throw (IllegalArgumentException. (str "apply! takes a function of a module, got " (pr-str f)))))
  (.apply (->module m "apply!") (reify java.util.function.Consumer (accept [_ x] (f x))))
  m)

(defn requires-grad!
  "Makes every parameter of `m` require grad or not (`false` freezes it).
  Returns `m`."
  ([m] (requires-grad! m true))
  ([m on?]
   (.requiresGrad (->module m "requires-grad!") (boolean on?))))

(defn zero-grad
  "PyTorch's `module.zero_grad()`: sets the gradient of every parameter of `m` to
  nil. Returns `m`."
  [m]
  (.zeroGrad (->module m "zero-grad")))

(defn training?
  "Whether `m` is in training mode (see `train!`, `eval!`)."
  [m]
  (.isTraining (->module m "training?")))

(defn load-state-dict!
  "PyTorch's `load_state_dict`: copies each tensor of `state` (a map of dotted
  names, strings or keywords, to tensors, such as `state-dict` gives) into the
  parameter or buffer of `m` of that name, converted to its dtype, keeping `m`'s
  tensors. Options {:strict true}: with :strict the names must be `m`'s exactly;
  without, names only one side has are returned. A shape that differs is an
  error either way. Errors are IllegalArgumentException in PyTorch's words,
  thrown before anything changes. Returns {:missing-keys [...] :unexpected-keys [...]}."
  ([m state] (load-state-dict! m state nil))
  ([m state opts]
   (let [{:keys [strict] :or {strict true}} (ops/options opts "load-state-dict!" #{:strict})
         m (->module m "load-state-dict!")
         _ (when-not (map? state)
             (throw (IllegalArgumentException. (str "load-state-dict! takes a map of names to tensors, got " (pr-str state)))))
         state (reduce-kv (fn [acc k v]
                            (when-not (instance? Tensor v)
                              (throw (IllegalArgumentException. (str "load-state-dict!: " (pr-str k) " is not a tensor: " (pr-str v)))))
                            (doto ^java.util.Map acc (.put (if (keyword? k) (subs (str k) 1) (str k)) v)))
                          (java.util.LinkedHashMap.) state)
         r (.loadStateDict m state (boolean strict))]
     {:missing-keys (vec (.missingKeys r)) :unexpected-keys (vec (.unexpectedKeys r))})))

(defn- member-name
  "A member's name from a string, keyword or symbol; anything else is refused by `what`."
  [n what]
  (if (or (string? n) (instance? clojure.lang.Named n))
    (name n)
    (throw (IllegalArgumentException. (str what " takes a string or keyword name, got " (pr-str n))))))

(defn- member-tensor
  "`t` when it is a tensor; anything else is refused by `what`."
  ^io.github.jtorch.Tensor [t what]
  (if (instance? io.github.jtorch.Tensor t)
    t
    (throw (IllegalArgumentException. (str what " takes a tensor, got " (pr-str t))))))

(defn register-parameter!
  "PyTorch's `register_parameter`: makes tensor `t` a parameter of `m` named
  `pname` (requiring grad). Returns `t`."
  [m pname t]
  (.registerParameter (->module m "register-parameter!") (member-name pname "register-parameter!") (member-tensor t "register-parameter!")))

(defn register-buffer!
  "PyTorch's `register_buffer`: makes tensor `t` untrained state of `m` named
  `bname`, saved and moved with it. Options {:persistent true}: false leaves it
  out of the state dict. Returns `t`."
  ([m bname t] (register-buffer! m bname t nil))
  ([m bname t opts]
   (let [{:keys [persistent] :or {persistent true}} (ops/options opts "register-buffer!" #{:persistent})]
     (.registerBuffer (->module m "register-buffer!") (member-name bname "register-buffer!") (member-tensor t "register-buffer!") (boolean persistent)))))

(defn register-module!
  "PyTorch's `register_module`: makes `child` a child of `m` named `cname`.
  Returns `child`."
  [m cname child]
  (.registerModule (->module m "register-module!") (member-name cname "register-module!") (->module child "register-module!")))

;; ---- modules of your own

(defrecord ^:private Buffer [tensor persistent])

(defn buffer
  "Marks tensor `t` as a buffer among a module's members (see `module`): state
  that is saved and moved with the module but not trained, such as running
  statistics. Options {:persistent true}: false leaves it out of the state dict."
  ([t] (buffer t nil))
  ([t opts]
   (let [{:keys [persistent] :or {persistent true}} (ops/options opts "buffer" #{:persistent})]
     (when-not (instance? Tensor t)
       (throw (IllegalArgumentException. (str "buffer takes a tensor, got " (pr-str t)))))
     (->Buffer t (boolean persistent)))))

(defn parameter
  "Marks tensor `t` as a parameter among a module's members (see `module`),
  as PyTorch's nn.Parameter; a bare tensor member is one too. Returns `t`."
  [t]
  (when-not (instance? Tensor t)
    (throw (IllegalArgumentException. (str "parameter takes a tensor, got " (pr-str t)))))
  t)

(defn- state-name
  "The name a member's key gets in the state dict: PyTorch's snake_case."
  [k]
  (let [s (if (keyword? k) (name k) (str k))]
    (.replace s \- \_)))

(defn- member-pairs [members fname]
  (cond (map? members) (seq members)
        (and (sequential? members) (every? #(and (vector? %) (= 2 (count %))) members)) members
        :else (throw (IllegalArgumentException.
                      (str fname " takes its members as a map or a vector of [key value] pairs, got " (pr-str members))))))

(defn module
  "A module of your own: `kind` (a string or symbol, its name in messages),
  `members` and `forward`.

  `members` is a map (or, to keep the order of more than 8, a vector of [key
  value] pairs) from keywords to: modules (children), tensors (parameters:
  made to require grad), `(buffer t)` (buffers), or any other value (settings,
  kept as they are). Keys become state-dict names in PyTorch's spelling:
  `:running-mean` is \"running_mean\", a child `:fc1`'s weight \"fc1.weight\".

  `forward` is a function of the module and its inputs, called by
  `(forward m x ...)`; the module works as a map of its members, so it can be
  destructured: (fn [{:keys [fc1 fc2]} x] ...). It returns a tensor, or any
  value (a vector of tensors, say) when the module gives several.

  Everything modules do works on it: parameters, state-dict, load-state-dict!,
  train!/eval!, to-device, apply!, released?; make it outside per-batch
  scopes, as any model. See also `defmodule`."
  [kind members forward]
  (when-not (ifn? forward)
    (throw (IllegalArgumentException. (str "module " kind ": forward must be a function, got " (pr-str forward)))))
  (let [kind (if (or (symbol? kind) (keyword? kind)) (name kind) (str kind))
        pairs (member-pairs members (str "module " kind))
        fields (into {} (for [[k v] pairs] [k (if (instance? Buffer v) (:tensor v) v)]))
        described (fn [^Module this]
                    (str kind "("
                         (clojure.string/join ", " (for [[k v] (.namedChildren this)] (str k "=" v)))
                         ")"))
        m (proxy [Module clojure.lang.ILookup] []
            (forward [x]
              (let [r (forward this x)]
                (if (instance? Tensor r)
                  r
                  (throw (IllegalArgumentException.
                          (str kind "'s forward gave " (if (nil? r) "nil" (.getName (class r)))
                               ", not one tensor: call it with jtorch.nn/forward"))))))
            (call [^objects inputs] (clojure.core/apply forward this inputs))
            (valAt
              ([k] (get fields k))
              ([k not-found] (get fields k not-found)))
            (kind [] kind)
            (describe [] (described this)))]
    (doseq [[k v] pairs]
      (when-not (or (keyword? k) (string? k) (symbol? k))
        (throw (IllegalArgumentException. (str "module " kind ": member keys are keywords, got " (pr-str k)))))
      (cond (instance? Module v) (.registerModule ^Module m (state-name k) v)
            (instance? Tensor v) (.registerParameter ^Module m (state-name k) v)
            (instance? Buffer v) (.registerBuffer ^Module m (state-name k) (:tensor v) (boolean (:persistent v)))
            :else nil))
    m))

(defmacro defmodule
  "Defines `fname` as a function of `args` making a module of your own (see
  `module`): `members` is evaluated with `args` bound, `forward` is a function
  of the module and its inputs.

    (nn/defmodule mlp
      \"Two linear layers with a ReLU between.\"
      [in hidden out]
      {:fc1 (nn/linear in hidden) :fc2 (nn/linear hidden out)}
      (fn [{:keys [fc1 fc2]} x]
        (->> x (nn/forward fc1) F/relu (nn/forward fc2))))

    (def m (mlp 4 16 2))   ; state dict: fc1.weight fc1.bias fc2.weight fc2.bias"
  {:arglists '([fname doc? [args*] members forward])}
  [fname & body]
  (let [[doc [args members forward]] (if (string? (first body)) [(first body) (rest body)] [nil body])]
    (when-not (vector? args)
      (throw (IllegalArgumentException. (str "defmodule " fname ": expected an argument vector, got " (pr-str args)))))
    `(defn ~fname ~@(when doc [doc]) ~args
       (module '~fname ~members ~forward))))

;; The layer families, each in a file of its own within this namespace.
(load "nn/layers")
(load "nn/recurrent")
(load "nn/activations")
(load "nn/losses")
