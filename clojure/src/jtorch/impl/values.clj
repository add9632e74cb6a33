(ns jtorch.impl.values
  "Tensor values as Clojure data, shared by jtorch.torch/->vec and datafy; values
  from Java collections (TorchScript results, torch.save files) as Clojure data."
  (:import [io.github.jtorch DType Tensor]
           [java.util List Map]))

(set! *warn-on-reflection* true)

(defn flat-values
  "All of `t`'s values in row-major order: doubles, longs or booleans by dtype."
  [^Tensor t]
  (let [dt (.dtype t)]
    (cond
      (= dt DType/BOOL) (vec (.toBooleanArray t))
      (.isFloatingPoint dt) (vec (.toDoubleArray t))
      :else (vec (.toLongArray t)))))

(defn- nest* [flat dims]
  (if (empty? dims)
    (first flat)
    (let [[d & more] dims]
      (if (empty? more)
        (vec flat)
        (let [size (reduce *' more)]
          (mapv #(nest* (subvec flat (* % size) (* (inc %) size)) more) (range d)))))))

(defn vector-count
  "How many vectors the nested form of a tensor of shape `dims` takes: more than
  its element count when it has none but a huge dimension ([Long/MAX_VALUE 0])."
  [dims]
  (first (reduce (fn [[total level] d] [(+' total level) (*' level d)]) [0 1] dims)))

(defn nest
  "The vector `flat` as nested vectors of shape `dims` (a plain value for []).
  Throws IllegalArgumentException when that takes more vectors than a JVM can
  hold (see `vector-count`)."
  [flat dims]
  (let [vectors (vector-count dims)]
    (when (> vectors Integer/MAX_VALUE)
      (throw (IllegalArgumentException.
              (str "a tensor of shape " dims " has no nested-vector form: it would take over "
                   Integer/MAX_VALUE " vectors"))))
    (nest* flat dims)))

(defn from-java
  "Java Lists as vectors and Maps as maps, nested (what TorchScript methods and
  torch.save files give); everything else as it is."
  [x]
  (cond (instance? List x) (mapv from-java x)
        (instance? Map x) (persistent! (reduce (fn [m [k v]] (assoc! m (from-java k) (from-java v))) (transient {}) x))
        :else x))
