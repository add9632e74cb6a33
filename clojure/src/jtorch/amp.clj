(ns jtorch.amp
  "Mixed precision, as PyTorch's torch.amp: autocast regions, and a gradient
  scaler for float16 training."
  (:require [jtorch.impl.ops :as ops])
  (:import [io.github.jtorch Tensor]
           [io.github.jtorch.amp Autocast GradScaler]
           [io.github.jtorch.optim Optimizer]))

(set! *warn-on-reflection* true)

(defn ^:no-doc open-autocast
  "Opens the region `with-autocast` closes; see there."
  ^Autocast [opts]
  (let [{:keys [device-type dtype enabled cache-enabled] :or {device-type :cpu enabled true cache-enabled true}}
        (ops/options opts "with-autocast" #{:device-type :dtype :enabled :cache-enabled})
        device (ops/->device device-type)]
    (if enabled
      (Autocast/enable device (ops/->dtype dtype) (boolean cache-enabled))
      (Autocast/disable device))))

(defmacro with-autocast
  "PyTorch's `with torch.autocast(...)`: runs `body` with autocast on (ops such
  as matmul, linear and convolutions in a lower-precision dtype, those that need
  range in float32) and returns its value. Options, PyTorch's:
  {:device-type :cpu :dtype nil :enabled true :cache-enabled true}; :dtype is
  :bfloat16 or :float16, nil for the device's default (bfloat16 on the CPU,
  float16 on CUDA); {:enabled false} turns autocast off inside an enabled region.

  Autocast state belongs to the thread: it covers what `body` computes on this
  thread, before it returns (realise lazy sequences inside). Run backward
  outside the region, as PyTorch advises."
  [opts & body]
  `(let [region# (open-autocast ~opts)]
     (try
       ~@body
       (finally (.close region#)))))

(defn autocast-enabled?
  "Whether autocast is on for `device-type` (:cpu, :cuda) on this thread."
  ([] (autocast-enabled? :cpu))
  ([device-type]
   (Autocast/isEnabled (ops/->device device-type))))

(defn grad-scaler
  "PyTorch's torch.amp.GradScaler, for float16 training: `scale` the loss before
  backward, then `step!` (unscales, and steps unless a gradient overflowed) and
  `update!` (adjusts the scale). Options, PyTorch's: {:device-type :cpu
  :init-scale 65536.0 :growth-factor 2.0 :backoff-factor 0.5 :growth-interval 2000
  :enabled true}. Its tensors attach to the current scope, as a model's: make it
  outside per-batch `with-torch` forms."
  ([] (grad-scaler nil))
  ([opts]
   (let [{:keys [device-type init-scale growth-factor backoff-factor growth-interval enabled]
          :or {device-type :cpu init-scale 65536.0 growth-factor 2.0 backoff-factor 0.5 growth-interval 2000 enabled true}}
         (ops/options opts "grad-scaler" #{:device-type :init-scale :growth-factor :backoff-factor :growth-interval :enabled})]
     (GradScaler. (ops/->device device-type) (ops/->double init-scale ":init-scale") (ops/->double growth-factor ":growth-factor")
                  (ops/->double backoff-factor ":backoff-factor") (ops/->long growth-interval ":growth-interval") (boolean enabled)))))

(defn- ->scaler ^GradScaler [s fname]
  (if (instance? GradScaler s)
    s
    (throw (IllegalArgumentException. (str fname " expects a grad-scaler, got " (pr-str s))))))

(defn- ->optimizer ^Optimizer [o fname]
  (if (instance? Optimizer o)
    o
    (throw (IllegalArgumentException. (str fname " expects an optimizer, got " (pr-str o))))))

(defn scale
  "The loss `t` times the scaler's current scale."
  [scaler t]
  (when-not (instance? Tensor t)
    (throw (IllegalArgumentException. (str "scale takes a tensor, got " (pr-str t)))))
  (.scale (->scaler scaler "scale") ^Tensor t))

(defn unscale!
  "Divides the gradients of `optimizer`'s parameters by the scale, in place, once
  per step (before clipping them)."
  [scaler optimizer]
  (.unscale (->scaler scaler "unscale!") (->optimizer optimizer "unscale!")))

(defn step!
  "Unscales (unless `unscale!` did) and steps `optimizer` unless a gradient is inf
  or NaN; returns whether it stepped."
  [scaler optimizer]
  (.step (->scaler scaler "step!") (->optimizer optimizer "step!")))

(defn update!
  "Adjusts the scale after a step: backs off after an overflow, grows after
  :growth-interval clean steps; or sets it to `new-scale`."
  ([scaler] (.update (->scaler scaler "update!")))
  ([scaler new-scale] (.update (->scaler scaler "update!") (ops/->double new-scale "new-scale"))))

(defn get-scale
  "The scaler's current scale (1.0 when it is not enabled)."
  [scaler]
  (.getScale (->scaler scaler "get-scale")))

(defn state-dict
  "The scaler's state in PyTorch's names: {\"scale\" .. \"growth_factor\" .. ...}."
  [scaler]
  (into {} (.stateDict (->scaler scaler "state-dict"))))

(defn load-state-dict!
  "Restores a scaler's `state-dict`. Returns the scaler."
  [scaler state]
  (when-not (instance? java.util.Map state)
    (throw (IllegalArgumentException. (str "load-state-dict! takes a scaler's state-dict map, got " (pr-str state)))))
  (doto (->scaler scaler "load-state-dict!") (.loadStateDict ^java.util.Map state)))
