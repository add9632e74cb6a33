(ns jtorch.nn.utils
  "PyTorch's torch.nn.utils: gradient clipping and parameters as one vector.
  `parameters` is a sequence of tensors, such as `jtorch.nn/parameters` gives."
  (:require [jtorch.impl.ops :as ops])
  (:import [io.github.jtorch Tensor]
           [io.github.jtorch.nn Utils]))

(set! *warn-on-reflection* true)

(defn- params ^Iterable [ps fname]
  (if (and (sequential? ps) (every? #(instance? Tensor %) ps))
    ps
    (throw (IllegalArgumentException. (str fname " takes a sequence of tensors (see jtorch.nn/parameters), got " (pr-str ps))))))

(defn clip-grad-norm!
  "Scales the parameters' gradients in place so that their total norm is at most
  `max-norm`; returns the total norm before clipping, a 0-d tensor. Options
  {:norm-type 2.0 :error-if-nonfinite false} (:norm-type ##Inf for the largest
  magnitude); with :error-if-nonfinite a NaN or infinite norm throws
  ArithmeticException and nothing changes."
  ([parameters max-norm] (clip-grad-norm! parameters max-norm nil))
  ([parameters max-norm opts]
   (let [{:keys [norm-type error-if-nonfinite] :or {norm-type 2.0 error-if-nonfinite false}}
         (ops/options opts "clip-grad-norm!" #{:norm-type :error-if-nonfinite})]
     (Utils/clipGradNormInPlace (params parameters "clip-grad-norm!") (ops/->double max-norm "max-norm")
                                (ops/->double norm-type ":norm-type") (boolean error-if-nonfinite)))))

(defn clip-grad-value!
  "Clamps every gradient of the parameters to [-clip-value, clip-value] in place."
  [parameters clip-value]
  (Utils/clipGradValueInPlace (params parameters "clip-grad-value!") (ops/->double clip-value "clip-value"))
  nil)

(defn parameters-to-vector
  "The parameters' values flattened into one new 1-D tensor."
  [parameters]
  (Utils/parametersToVector (params parameters "parameters-to-vector")))

(defn vector-to-parameters!
  "Copies consecutive slices of 1-D tensor `v` into each parameter in turn; `v`
  must hold exactly as many elements as the parameters together."
  [v parameters]
  (when-not (instance? Tensor v)
    (throw (IllegalArgumentException. (str "vector-to-parameters! takes a tensor, got " (pr-str v)))))
  (Utils/vectorToParameters v (params parameters "vector-to-parameters!"))
  nil)
