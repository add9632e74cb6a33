(ns jtorch.optim
  "torch.optim's optimizers, computed as PyTorch computes them: `sgd`, `adam`, `adamw`,
  `rmsprop`, `adagrad`. Make one once over a model's parameters; per batch:
  `zero-grad`, compute the loss, `backward`, `step`.

  Parameters are a sequence of tensors, or parameter groups as PyTorch takes them: a
  vector of maps, each with `:params` and options of its own, the options map then
  giving the defaults: `(adam [{:params ps1 :lr 0.01} {:params ps2 :weight-decay 0}] {:lr 1e-3})`.
  Options are PyTorch's, in kebab case (`:weight-decay`), with its defaults; an unknown
  one, a value of the wrong type, or one PyTorch refuses (\"Invalid learning rate: -1.0\")
  is an IllegalArgumentException.

  State: `state-dict` and `load-state-dict!` as PyTorch's, `save!` and `load!` to and
  from a safetensors file; a run resumed from a saved model and optimizer takes the
  steps the uninterrupted run would have taken.

  The optimizer's native state attaches to the scope current when it is made,
  like a tensor: make it outside per-batch `with-torch` forms. It keeps its
  parameters reachable; once one is released (its model released, or the scope
  it was made in closed), `zero-grad`, `step` and `set-lr!` throw
  IllegalStateException naming it. Making one throws IllegalArgumentException for
  a parameter that does not require grad or appears twice."
  (:require [clojure.string :as str]
            [jtorch.impl.ops :as ops])
  (:import [io.github.jtorch Tensor]
           [io.github.jtorch.optim Optimizer ParamGroup]
           [java.nio.file Path Paths]
           [java.util List Map]))

(set! *warn-on-reflection* true)

(def ^:private option-types
  "Each algorithm's options and their types (:number, :flag or :pair)."
  {"sgd" {:lr :number :momentum :number :dampening :number :weight-decay :number :nesterov :flag :maximize :flag}
   "adam" {:lr :number :betas :pair :eps :number :weight-decay :number :amsgrad :flag :maximize :flag}
   "adamw" {:lr :number :betas :pair :eps :number :weight-decay :number :amsgrad :flag :maximize :flag}
   "rmsprop" {:lr :number :alpha :number :eps :number :weight-decay :number :momentum :number :centered :flag
              :maximize :flag}
   "adagrad" {:lr :number :lr-decay :number :weight-decay :number :initial-accumulator-value :number :eps :number
              :maximize :flag}})

(defn- torch-name
  "PyTorch's name of option or state key `k`: :weight-decay is \"weight_decay\"."
  [k]
  (str/replace (name k) "-" "_"))

(defn- clojure-key [s]
  (keyword (str/replace s "_" "-")))

(defn- two-betas
  "The two numbers of `:betas` (a vector, a list or a Java array)."
  [b]
  (if (and (some? b) (or (sequential? b) (.isArray (class b))) (= 2 (count b)) (every? number? b))
    (mapv double b)
    (throw (IllegalArgumentException. (str ":betas must be two numbers such as [0.9 0.999], got " (pr-str b))))))

(defn- java-options
  "`opts` checked against `fname`'s options, as a map by PyTorch's names."
  ^Map [opts fname]
  (let [types (option-types fname)]
    (into {} (for [[k v] (ops/options opts fname (set (keys types)))]
               [(torch-name k) (case (types k)
                                 :number (ops/->double v (str k))
                                 :flag (boolean v)
                                 :pair (two-betas v))]))))

(defn- tensors [ps]
  (if (and (sequential? ps) (every? #(instance? Tensor %) ps))
    (vec ps)
    (throw (IllegalArgumentException. "parameters must be a sequence of tensors (see jtorch.nn/parameters)"))))

(defn- groups
  "ParamGroups from a sequence of tensors or of group maps (each with :params)."
  [ps fname]
  (if (and (sequential? ps) (seq ps) (every? map? ps))
    (mapv (fn [g]
            (when-not (contains? g :params)
              (throw (IllegalArgumentException. (str fname ": a parameter group needs :params, got " (pr-str (keys g))))))
            (ParamGroup. ^List (tensors (:params g)) (java-options (dissoc g :params) fname)))
          ps)
    [(ParamGroup. ^List (tensors ps) nil)]))

(defmacro ^:private defoptimizer [fname java doc]
  `(defn ~fname
     ~doc
     ([~'parameters] (~fname ~'parameters nil))
     ([~'parameters ~'opts]
      (let [defaults# (java-options ~'opts ~(str fname))]
        (~java ^List (groups ~'parameters ~(str fname)) defaults#)))))

(defoptimizer sgd Optimizer/sgd
  "Stochastic gradient descent. Options, with PyTorch's defaults:
  {:lr 1e-3 :momentum 0 :dampening 0 :weight-decay 0 :nesterov false :maximize false}.")

(defoptimizer adam Optimizer/adam
  "Adam. Options: {:lr 1e-3 :betas [0.9 0.999] :eps 1e-8 :weight-decay 0 :amsgrad false :maximize false}.")

(defoptimizer adamw Optimizer/adamw
  "AdamW (decoupled weight decay). Options: {:lr 1e-3 :betas [0.9 0.999] :eps 1e-8 :weight-decay 0.01
  :amsgrad false :maximize false}.")

(defoptimizer rmsprop Optimizer/rmsprop
  "RMSprop. Options: {:lr 0.01 :alpha 0.99 :eps 1e-8 :weight-decay 0 :momentum 0 :centered false :maximize false}.")

(defoptimizer adagrad Optimizer/adagrad
  "Adagrad. Options: {:lr 0.01 :lr-decay 0 :weight-decay 0 :initial-accumulator-value 0 :eps 1e-10 :maximize false}.")

(defn- ->opt ^Optimizer [o fname]
  (if (instance? Optimizer o)
    o
    (throw (IllegalArgumentException. (str fname " expects an optimizer, got " (if o (.getName (class o)) "nil"))))))

(defn zero-grad
  "Sets the gradients of the optimizer's parameters to nil (PyTorch's zero_grad())."
  [opt]
  (.zeroGrad (->opt opt "zero-grad")))

(defn step
  "Updates the parameters that have gradients."
  [opt]
  (.step (->opt opt "step")))

(defn- group-index ^long [opt g fname]
  (let [n (.groupCount ^Optimizer opt)]
    (if (and (integer? g) (< -1 g n))
      (long g)
      (throw (IllegalArgumentException. (str fname ": no parameter group " (pr-str g) "; the optimizer has " n))))))

(defn lr
  "The learning rate of the next step: the first group's, or group `g`'s."
  ([opt] (lr opt 0))
  ([opt g]
   (let [o (->opt opt "lr")]
     (.learningRate o (int (group-index o g "lr"))))))

(defn set-lr!
  "Changes the learning rate for the following steps: every group's, or group `g`'s."
  ([opt lr]
   (.setLearningRate (->opt opt "set-lr!") (ops/->double lr "set-lr!'s learning rate")))
  ([opt g lr]
   (let [o (->opt opt "set-lr!")]
     (.setLearningRate o (int (group-index o g "set-lr!")) (ops/->double lr "set-lr!'s learning rate")))))

(defn- fname-of [^Optimizer o]
  (str/lower-case (.kind o)))

(defn set-option!
  "Changes option `k` (such as :weight-decay) of group `g` for the following steps."
  [opt g k v]
  (let [o (->opt opt "set-option!")
        opts (java-options {k v} (fname-of o))]
    (.setOption o (int (group-index o g "set-option!")) (torch-name k) (get opts (torch-name k)))))

(defn- clojure-value [v]
  (if (instance? List v) (vec v) v))

(defn- clojure-group [^Map g]
  (into {} (for [[k v] g] [(clojure-key k) (clojure-value v)])))

(defn param-groups
  "The parameter groups as maps: their options (kebab-case keys) and :params, the
  positions of their parameters, counted across groups."
  [opt]
  (mapv clojure-group (.paramGroups (->opt opt "param-groups"))))

(defn state-dict
  "The optimizer's state as PyTorch's state_dict(): {:state {position {:step n :exp-avg
  tensor ...}} :param-groups [...]} for the parameters that have a state. The tensors are
  copies, attached to the current scope."
  [opt]
  (let [sd (.stateDict (->opt opt "state-dict"))]
    {:state (into (sorted-map) (for [[i s] (.get sd "state")]
                                 [(long i) (into {} (for [[k v] s] [(clojure-key k) v]))]))
     :param-groups (mapv clojure-group (.get sd "param_groups"))}))

(defn load-state-dict!
  "Loads a state from `state-dict` (of this optimizer, or one of the same algorithm over
  parameters of the same shapes in the same groups). IllegalArgumentException saying what
  differs, and nothing loaded, when it does not fit."
  [opt sd]
  (let [o (->opt opt "load-state-dict!")]
    (when-not (and (map? sd) (contains? sd :param-groups))
      (throw (IllegalArgumentException. (str "load-state-dict! expects a map with :state and :param-groups, got "
                                             (pr-str (if (map? sd) (keys sd) sd))))))
    (.loadStateDict o {"state" (into {} (for [[i s] (:state sd)]
                                          [i (into {} (for [[k v] s] [(torch-name k) v]))]))
                       "param_groups" (vec (for [g (:param-groups sd)]
                                             (into {} (for [[k v] g] [(torch-name k) v]))))})))

(defn- path ^Path [p fname]
  (cond
    (instance? Path p) p
    (instance? java.io.File p) (.toPath ^java.io.File p)
    (string? p) (Paths/get ^String p (make-array String 0))
    :else (throw (IllegalArgumentException. (str fname " expects a path, a file or a string, got " (pr-str p))))))

(defn save!
  "Saves the optimizer's state to a safetensors file (see Optimizer.save)."
  [opt file]
  (.save (->opt opt "save!") (path file "save!")))

(defn load!
  "Loads a state `save!` wrote into the optimizer, as `load-state-dict!`."
  [opt file]
  (.load (->opt opt "load!") (path file "load!")))

(defmethod print-method Optimizer [^Optimizer opt ^java.io.Writer w]
  (.write w (str "#optimizer[" opt "]")))
