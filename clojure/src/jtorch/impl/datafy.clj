(ns jtorch.impl.datafy
  "Tensors as data for REPL tools: `clojure.datafy/datafy` of a tensor is a map of its
  shape, dtype, device, element count, whether it is released, and a preview of its
  first values; `nav` from it to `:values` (or `:preview`) gives all values as nested
  vectors when the tensor is small enough. Never throws for a released tensor.
  Also makes `*print-dup*` print tensors as `pr` does. Loaded by `jtorch.torch`."
  (:require [clojure.core.protocols :as p]
            [jtorch.impl.values :refer [flat-values nest vector-count]]
            [clojure.string :as str])
  (:import [io.github.jtorch DType Tensor]))

(set! *warn-on-reflection* true)

(def preview-count
  "How many values (in row-major order) a datafied tensor previews: as many as it prints."
  6)

(def values-limit
  "The most elements `nav` copies into nested vectors; larger tensors nav to their preview."
  100000)

(def inline-limit
  "Tensors with at most this many elements carry all their `:values` in the datafied map."
  64)

(defn- parse-value [s dtype]
  (cond
    (= dtype :bool) (= s "true")
    (#{"inf" "-inf" "NaN"} s) ({"inf" Double/POSITIVE_INFINITY "-inf" Double/NEGATIVE_INFINITY "NaN" Double/NaN} s)
    (#{:float32 :float64 :float16 :bfloat16} dtype) (Double/parseDouble s)
    :else (Long/parseLong s)))

(defn- native-preview
  "The first values the native printer shows, without copying the whole tensor."
  [^Tensor t dtype]
  (let [s (str t)
        inner (second (re-find #"\[([^\[\]]*)\]\]$" s))]
    (if inner
      (->> (str/split (str/trim inner) #"\s+")
           (remove #{"..." ""})
           (take preview-count)
           (mapv #(try (parse-value % dtype) (catch NumberFormatException _ %))))
      [])))

(defn tensor-data
  "The map `datafy` gives for a tensor."
  [^Tensor t]
  (if (.isReleased t)
    {:released? true :printed (str t)}
    (try
      (let [shape (vec (.shape t))
            numel (reduce *' 1 shape)
            dtype (keyword (.torchName (.dtype t)))
            ;; A tensor with no elements can still take a vector per row; a
            ;; tensor of n elements takes at most n vectors per dimension.
            vectors (vector-count shape)
            nestable? (<= vectors (* (inc (count shape)) (max 1 inline-limit)))
            small? (and (<= numel inline-limit) nestable?)
            flat (when small? (flat-values t))
            data (cond-> {:shape shape
                          :dtype dtype
                          :device (keyword (str (.device t)))
                          :numel numel
                          :released? false
                          :preview (if small? (vec (take preview-count flat)) (native-preview t dtype))}
                   small? (assoc :values (nest flat shape)))]
        (with-meta data
          {`p/nav (fn [_ k v]
                    (if (and (#{:values :preview} k) (<= numel values-limit) (<= vectors (* (inc (count shape)) (max 1 values-limit)))
                             (not (.isReleased t)))
                      (nest (flat-values t) shape)
                      v))}))
      (catch IllegalStateException e
        ;; Released by another thread between the check and the reads. Anything else
        ;; (an interrupted REPL evaluation's CancellationException is one) goes on.
        (if (and (.isReleased t) (not (instance? java.util.concurrent.CancellationException e)))
          {:released? true :printed (str t)}
          (throw e))))))

(extend-protocol p/Datafiable
  Tensor
  (datafy [t] (tensor-data t)))

;; A tensor cannot be read back, so *print-dup* prints the same marker as pr
;; rather than throwing (pr-str must never throw).
(defmethod print-dup Tensor [t w]
  (print-method t w))
