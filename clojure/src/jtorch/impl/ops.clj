(ns jtorch.impl.ops
  "Makes the Clojure functions of the op table from `io.github.jtorch.Ops/SPECS`,
  the table the Java methods are generated from. Each op name becomes one
  function whose arities and argument checks follow its rows' families
  (T tensor, S number, L integer list, B boolean, D dtype, V device)."
  (:require [clojure.string :as str])
  (:import [io.github.jtorch Device DType Ops OpSpec Tensor]))

(def ^:private dtypes
  (into {} (map (fn [^DType d] [(keyword (.torchName d)) d])) (DType/values)))

(defn ->dtype
  "The DType named by a keyword such as :float32 (nil stays nil: the op's default)."
  ^DType [d]
  (cond
    (nil? d) nil
    (instance? DType d) d
    :else (or (dtypes (keyword d))
              (throw (IllegalArgumentException.
                      (str "unknown dtype " (pr-str d) "; expected one of "
                           (str/join " " (sort (keys dtypes)))))))))

(defn ->device
  "The Device named by :cpu, :cuda, :cuda:N or a Device (nil is the CPU)."
  ^Device [d]
  (cond
    (nil? d) nil
    (instance? Device d) d
    :else (Device/parse (name d))))

(defn ->longs
  "A long[] from an integer or a sequence of integers."
  ^longs [xs what]
  (cond
    (integer? xs) (long-array [xs])
    (and (sequential? xs) (every? integer? xs)) (long-array xs)
    (instance? (Class/forName "[J") xs) xs
    :else (throw (IllegalArgumentException.
                  (str what " must be an integer or a vector of integers, got " (pr-str xs))))))

(defn- tensor-arg [x] `(instance? Tensor ~x))

(defn- kind-of [x]
  (cond (instance? Tensor x) "tensor" (nil? x) "nil" :else (.getSimpleName (class x))))

(defn bad-args
  "The exception for a call that no row of the op accepts."
  [op expected args]
  (IllegalArgumentException.
   (str op " expects " (str/join " or " expected) ", got ("
        (str/join ", " (map kind-of args)) ")")))

;; How each family is called from Clojure: [params test call] per arity. Calls
;; go to the generated public Java methods, resolved at compile time by hints.
(defn- java-name [op]
  (str/replace op #"_([a-z])" (fn [[_ c]] (str/upper-case c))))

(defn- hinted [sym tag] (with-meta sym {:tag tag}))

(defn- all-integers? [xs] (every? integer? xs))

(defn arange-dtype
  "PyTorch's rule: integer arguments give int64, any other float32."
  [explicit args]
  (or (->dtype explicit) (if (all-integers? args) DType/INT64 DType/FLOAT32)))

(defn- forms [^OpSpec spec]
  (let [[a b c d] (map symbol (.args spec))
        m (symbol "io.github.jtorch.Ops" (java-name (.name spec)))
        t (fn [x] (hinted x `Tensor))]
    (case (.family spec)
      "T" [[[a] (tensor-arg a) `(~m ~(t a))]]
      "TT" [[[a b] `(and ~(tensor-arg a) ~(tensor-arg b)) `(~m ~(t a) ~(t b))]]
      "TS" [[[a b] `(and ~(tensor-arg a) (number? ~b)) `(~m ~(t a) (double ~b))]]
      "TL" [[[a b] (tensor-arg a) `(~m ~(t a) (->longs ~b ~(name b)))]]
      "TLB" [[[a b] (tensor-arg a) `(~m ~(t a) (->longs ~b ~(name b)) false)]
             [[a b c] (tensor-arg a) `(~m ~(t a) (->longs ~b ~(name b)) (boolean ~c))]]
      "LDV" (let [opts (gensym "opts")]
              [[[a] true `(~m (->longs ~a ~(name a)) nil nil)]
               [[a opts] `(or (nil? ~opts) (map? ~opts))
                `(~m (->longs ~a ~(name a)) (->dtype (get ~opts :dtype)) (->device (get ~opts :device)))]])
      "SSSDV" (let [opts (gensym "opts")
                    call (fn [x y z o]
                           `(~m (double ~x) (double ~y) (double ~z)
                                (arange-dtype (get ~o :dtype) [~x ~y ~z]) (->device (get ~o :device))))]
                [[[c] `(number? ~c) (call 0 c 1 nil)]
                 [[b c] `(and (number? ~b) (number? ~c)) (call b c 1 nil)]
                 [[b c opts] `(and (number? ~b) (number? ~c) (map? ~opts)) (call b c 1 opts)]
                 [[a b c] `(and (number? ~a) (number? ~b) (number? ~c)) (call a b c nil)]
                 [[a b c opts] `(and (number? ~a) (number? ~b) (number? ~c) (or (nil? ~opts) (map? ~opts)))
                  (call a b c opts)]]))))

(defn- family-doc [^OpSpec spec]
  (str "  (" (str/join " " (.args spec)) ") [" (.family spec) "] " (.doc spec)))

(defmacro def-ops
  "Defines one function per op name in the current namespace; `overrides` names
  ops that the namespace writes by hand instead."
  [& overrides]
  (let [skip (set (map name overrides))
        by-name (group-by #(.name ^OpSpec %) Ops/SPECS)]
    `(do
       ~@(for [[op specs] (sort-by key by-name)
               :when (not (skip op))
               :let [fname (symbol (str/replace op "_" "-"))
                     arities (group-by (comp count first) (mapcat forms specs))
                     expected (map #(str "(" (str/join ", " (.args ^OpSpec %)) ")") specs)]]
           `(defn ~fname
              ~(str (.doc ^OpSpec (first specs)) "\n\nRows of the op table:\n"
                    (str/join "\n" (map family-doc specs)))
              ~@(for [[_ variants] (sort-by key arities)
                      :let [params (first (first variants))]]
                  `(~params
                    (cond
                      ~@(mapcat (fn [[ps test call]]
                                  ;; Rows of one arity share parameter names by position.
                                  [`(let [~@(interleave ps params)] ~test)
                                   `(let [~@(interleave ps params)] ~call)])
                                variants)
                      :else (throw (bad-args ~op '~expected ~params))))))))))
