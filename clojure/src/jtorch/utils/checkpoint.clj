(ns jtorch.utils.checkpoint
  "Gradient checkpointing, as PyTorch's torch.utils.checkpoint: trades compute for
  memory. `checkpoint` runs a function without keeping its intermediate activations;
  the backward pass runs it again (with the random generators' states of the first
  run, so dropout draws the same mask) and back-propagates through the recomputation.
  Gradients, into the inputs and into the parameters the function uses, equal those
  of running it without checkpointing.

  The function must compute the same thing both times, and each run of it has a scope
  of its own, closed when the run ends: return the results, do not keep them elsewhere.
  With grad mode off (`jtorch.autograd/no-grad`) `checkpoint` just calls the function.
  An exception the function throws in the forward pass is rethrown as it is; one it
  throws in the recomputation ends the backward pass with a TorchException naming it.
  See docs/nn.md, Gradient checkpointing."
  (:require [jtorch.impl.ops :as ops])
  (:import [io.github.jtorch Tensor]
           [io.github.jtorch.nn Module Sequential]
           [io.github.jtorch.utils Checkpoint Checkpoint$Fn Checkpoint$Options]
           [java.util.function Function]))

(set! *warn-on-reflection* true)

(defn- ->options ^Checkpoint$Options [opts fname]
  (let [{:keys [preserve-rng-state use-reentrant] :or {preserve-rng-state true use-reentrant false}}
        (ops/options opts fname #{:preserve-rng-state :use-reentrant})]
    (-> (Checkpoint/options) (.preserveRngState (boolean preserve-rng-state)) (.useReentrant (boolean use-reentrant)))))

(defn- ->fn
  "`f` as a function of its arguments: a module's forward pass, or `f` itself."
  [f fname]
  (cond
    (instance? Module f) (fn [& args] (.call ^Module f (object-array args)))
    (ifn? f) f
    :else (throw (IllegalArgumentException.
                  (str fname " expects a function or a module, got " (if (nil? f) "nil" (.getName (class f))))))))

(defn checkpoint
  "PyTorch's torch.utils.checkpoint.checkpoint(f, *inputs): `(apply f inputs)`
  without its intermediate activations. `f` is a function or a module; tensor inputs
  go through autograd, others (numbers, nil) are passed as they are. A trailing map is
  the options, PyTorch's: {:preserve-rng-state true :use-reentrant false}; jtorch runs
  one mechanism for either :use-reentrant (see docs/nn.md). Returns a tensor when `f`
  returns one, else a vector of tensors (`f` may return any sequence of tensors)."
  [f & inputs]
  (let [opts (when (map? (last inputs)) (last inputs))
        inputs (if opts (butlast inputs) inputs)
        g (->fn f "checkpoint")
        out (Checkpoint/checkpoint (->options opts "checkpoint")
                                   (reify Checkpoint$Fn
                                     (apply [_ args] (apply g args)))
                                   (object-array inputs))]
    (if (instance? Tensor out) out (vec out))))

(defn checkpoint-sequential
  "PyTorch's torch.utils.checkpoint.checkpoint_sequential(functions, segments, input):
  runs the functions (a sequential module's layers, or a sequence of functions and
  modules of one tensor) one after the other on `input`, in `segments` segments of
  (quot (count functions) segments) functions, the last taking the rest; each segment
  but the last is checkpointed. Options as `checkpoint`'s."
  ([functions segments input] (checkpoint-sequential functions segments input nil))
  ([functions segments input opts]
   (let [options (->options opts "checkpoint-sequential")]
     (when-not (integer? segments)
       (throw (IllegalArgumentException. (str "checkpoint-sequential: segments must be an integer, got " (pr-str segments)))))
     (when-not (instance? Tensor input)
       (throw (IllegalArgumentException. "checkpoint-sequential: input must be a tensor")))
     (if (instance? Sequential functions)
       (Checkpoint/checkpointSequential ^Sequential functions (int segments) ^Tensor input options)
       (do
         (when-not (sequential? functions)
           (throw (IllegalArgumentException.
                   "checkpoint-sequential: functions must be a sequential module or a sequence of functions")))
         (Checkpoint/checkpointSequential
          ^java.util.List (mapv (fn [f]
                                  (let [g (->fn f "checkpoint-sequential")]
                                    (reify Function (apply [_ x] (g x)))))
                                functions)
          (int segments) ^Tensor input options))))))
