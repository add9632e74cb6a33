(ns jtorch.autograd
  "Gradients: mark tensors with `requires-grad!`, compute a scalar loss, call
  `backward`, read `grad`; or take them as values with `gradients`, which
  with `create_graph` true gives gradients that can be differentiated again.
  Ops inside `no-grad` are not recorded.

  Grad mode belongs to the Java thread (virtual threads included) and is
  restored when `no-grad` exits, normally or by an exception."
  (:require [jtorch.impl.ops :as ops])
  (:import [io.github.jtorch Autograd Autograd$NoGrad Tensor]))

(set! *warn-on-reflection* true)

(ops/def-ops :only #{"requires_grad_" "backward" "gradients" "grad" "detach"})

(defmacro no-grad
  "Evaluates `body` with autograd off on this thread and returns its value."
  [& body]
  `(with-open [_# (Autograd/noGrad)]
     ~@body))

(defn grad-enabled?
  "Whether ops on this thread are recorded by autograd now."
  []
  (Autograd/isGradEnabled))

(defn requires-grad?
  "Whether autograd tracks gradients for tensor `t`."
  [t]
  (if (instance? Tensor t)
    (.requiresGrad ^Tensor t)
    (throw (IllegalArgumentException. (str "requires-grad? expects a tensor, got " (if t (.getName (class t)) "nil"))))))
