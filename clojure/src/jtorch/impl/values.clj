(ns jtorch.impl.values
  "Tensor values as Clojure data, shared by jtorch.torch/->vec and datafy."
  (:import [io.github.jtorch DType Tensor]))

(set! *warn-on-reflection* true)

(defn flat-values
  "All of `t`'s values in row-major order: doubles, longs or booleans by dtype."
  [^Tensor t]
  (let [dt (.dtype t)]
    (cond
      (= dt DType/BOOL) (vec (.toBooleanArray t))
      (.isFloatingPoint dt) (vec (.toDoubleArray t))
      :else (vec (.toLongArray t)))))

(defn nest
  "The vector `flat` as nested vectors of shape `dims` (a plain value for [])."
  [flat dims]
  (if (empty? dims)
    (first flat)
    (let [[d & more] dims]
      (if (empty? more)
        (vec flat)
        (let [size (reduce * more)]
          (mapv #(nest (subvec flat (* % size) (* (inc %) size)) more) (range d)))))))
