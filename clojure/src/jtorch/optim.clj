(ns jtorch.optim
  "LibTorch's optimizers. Make one once over a model's parameters; per batch:
  `zero-grad`, compute the loss, `backward`, `step`.

  The optimizer's native state attaches to the scope current when it is made,
  like a tensor: make it outside per-batch `with-torch` forms."
  (:import [io.github.jtorch.optim Optimizer]))

(set! *warn-on-reflection* true)

(defn- params [ps]
  (if (and (sequential? ps) (every? #(instance? io.github.jtorch.Tensor %) ps))
    (vec ps)
    (throw (IllegalArgumentException. "parameters must be a sequence of tensors (see jtorch.nn/parameters)"))))

(defn sgd
  "Stochastic gradient descent. Options: {:lr 0.01 :momentum 0 :weight-decay 0 :nesterov false}."
  [parameters {:keys [lr momentum weight-decay nesterov] :or {lr 0.01 momentum 0 weight-decay 0 nesterov false}}]
  (Optimizer/sgd ^Iterable (params parameters) (double lr) (double momentum) (double weight-decay) (boolean nesterov)))

(defn adam
  "Adam. Options: {:lr 1e-3 :betas [0.9 0.999] :eps 1e-8 :weight-decay 0}."
  [parameters {:keys [lr betas eps weight-decay] :or {lr 1e-3 betas [0.9 0.999] eps 1e-8 weight-decay 0}}]
  (Optimizer/adam ^Iterable (params parameters) (double lr) (double (first betas)) (double (second betas))
                  (double eps) (double weight-decay)))

(defn adamw
  "AdamW (decoupled weight decay). Options: {:lr 1e-3 :betas [0.9 0.999] :eps 1e-8 :weight-decay 0.01}."
  [parameters {:keys [lr betas eps weight-decay] :or {lr 1e-3 betas [0.9 0.999] eps 1e-8 weight-decay 0.01}}]
  (Optimizer/adamw ^Iterable (params parameters) (double lr) (double (first betas)) (double (second betas))
                   (double eps) (double weight-decay)))

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
  (.setLearningRate (->opt opt "set-lr!") (double lr)))
