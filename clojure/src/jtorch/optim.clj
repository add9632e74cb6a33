(ns jtorch.optim
  "LibTorch's optimizers. Make one once over a model's parameters; per batch:
  `zero-grad`, compute the loss, `backward`, `step`.

  The optimizer's native state attaches to the scope current when it is made,
  like a tensor: make it outside per-batch `with-torch` forms. It keeps its
  parameters reachable; once one is released (its model released, or the scope
  it was made in closed), `zero-grad`, `step` and `set-lr!` throw
  IllegalStateException naming it. Making one throws IllegalArgumentException for
  a parameter that does not require grad or appears twice."
  (:require [jtorch.impl.ops :as ops])
  (:import [io.github.jtorch.optim Optimizer]))

(set! *warn-on-reflection* true)

(defn- params [ps]
  (if (and (sequential? ps) (every? #(instance? io.github.jtorch.Tensor %) ps))
    (vec ps)
    (throw (IllegalArgumentException. "parameters must be a sequence of tensors (see jtorch.nn/parameters)"))))

(defn- two-betas
  "The two numbers of `:betas` (a vector, a list or a Java array)."
  [b]
  (if (and (some? b) (or (sequential? b) (.isArray (class b))) (= 2 (count b)) (every? number? b))
    (vec b)
    (throw (IllegalArgumentException. (str ":betas must be two numbers such as [0.9 0.999], got " (pr-str b))))))

(defn sgd
  "Stochastic gradient descent. Options, with PyTorch's defaults:
  {:lr 1e-3 :momentum 0 :dampening 0 :weight-decay 0 :nesterov false}."
  ([parameters] (sgd parameters nil))
  ([parameters opts]
   (let [{:keys [lr momentum dampening weight-decay nesterov] :or {lr 1e-3 momentum 0 dampening 0 weight-decay 0 nesterov false}}
         (ops/options opts "sgd" #{:lr :momentum :dampening :weight-decay :nesterov})]
     (Optimizer/sgd ^Iterable (params parameters) (ops/->double lr ":lr") (ops/->double momentum ":momentum")
                    (ops/->double dampening ":dampening") (ops/->double weight-decay ":weight-decay")
                    (boolean nesterov)))))

(defn- adam-settings
  "[lr beta1 beta2 eps weight-decay amsgrad] from Adam's or AdamW's options."
  [opts fname default-decay]
  (let [{:keys [lr betas eps weight-decay amsgrad] :or {lr 1e-3 betas [0.9 0.999] eps 1e-8 weight-decay default-decay amsgrad false}}
        (ops/options opts fname #{:lr :betas :eps :weight-decay :amsgrad})
        [b1 b2] (two-betas betas)]
    [(ops/->double lr ":lr") (ops/->double b1 ":betas") (ops/->double b2 ":betas") (ops/->double eps ":eps")
     (ops/->double weight-decay ":weight-decay") (boolean amsgrad)]))

(defn adam
  "Adam. Options: {:lr 1e-3 :betas [0.9 0.999] :eps 1e-8 :weight-decay 0 :amsgrad false}."
  ([parameters] (adam parameters nil))
  ([parameters opts]
   (let [[lr b1 b2 eps wd amsgrad] (adam-settings opts "adam" 0)]
     (Optimizer/adam ^Iterable (params parameters) (double lr) (double b1) (double b2) (double eps) (double wd)
                     (boolean amsgrad)))))

(defn adamw
  "AdamW (decoupled weight decay). Options: {:lr 1e-3 :betas [0.9 0.999] :eps 1e-8 :weight-decay 0.01 :amsgrad false}."
  ([parameters] (adamw parameters nil))
  ([parameters opts]
   (let [[lr b1 b2 eps wd amsgrad] (adam-settings opts "adamw" 0.01)]
     (Optimizer/adamw ^Iterable (params parameters) (double lr) (double b1) (double b2) (double eps) (double wd)
                      (boolean amsgrad)))))

(defn- ->opt ^Optimizer [o fname]
  (if (instance? Optimizer o)
    o
    (throw (IllegalArgumentException. (str fname " expects an optimizer, got " (if o (.getName (class o)) "nil"))))))

(defn zero-grad
  "Clears the gradients of the optimizer's parameters."
  [opt]
  (.zeroGrad (->opt opt "zero-grad")))

(defn step
  "Updates the parameters from their gradients."
  [opt]
  (.step (->opt opt "step")))

(defn lr
  "The current learning rate."
  [opt]
  (.learningRate (->opt opt "lr")))

(defn set-lr!
  "Changes the learning rate for the following steps."
  [opt lr]
  (.setLearningRate (->opt opt "set-lr!") (ops/->double lr "set-lr!'s learning rate")))

(defmethod print-method Optimizer [^Optimizer opt ^java.io.Writer w]
  (.write w (str "#optimizer[" opt "]")))
