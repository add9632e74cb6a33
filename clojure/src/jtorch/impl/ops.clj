(ns jtorch.impl.ops
  "Makes the Clojure functions of the op table from `io.github.jtorch.Ops/SPECS`,
  the table the Java methods are generated from. Each op name becomes one
  function whose arities and argument checks follow its rows' argument types
  (`OpSpec$ArgType`, as keywords: :tensor, :opt-tensor, :tensors, :number,
  :opt-number, :int, :bool (false when left out), :bool-true (true when left out),
  :ints, :dtype, :device)."
  (:require [clojure.string :as str]
            [jtorch.impl.dispatch :as dispatch])
  (:import [io.github.jtorch Device DType Ops OpSpec Tensor]))

(defn word
  "A constant of OpSpec's enums as a keyword: ArgType/OPT_TENSOR is :opt-tensor,
  Family/TENSOR_SCALAR :tensor-scalar, Returns/NOTHING :nothing."
  [^Enum e]
  (keyword (str/replace (str/lower-case (.name e)) "_" "-")))

(defn arg-types
  "The types of a row's arguments, as keywords (see `word`)."
  [^OpSpec spec]
  (mapv word (.argTypes spec)))

(def ^:private dtypes
  (into {} (map (fn [^DType d] [(keyword (.torchName d)) d])) (DType/values)))

(defn dtype-name?
  "True when keyword or string `d` names a dtype (:float32, \"int64\")."
  [d]
  (contains? dtypes (keyword d)))

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
    (or (keyword? d) (string? d) (symbol? d)) (Device/parse (name d))
    :else (throw (IllegalArgumentException.
                  (str "unknown device " (pr-str d) "; expected :cpu, :cuda, :cuda:N or a Device")))))

(defn ->long
  "Integer `x` as a long; an IllegalArgumentException naming `what` when it is
  not an integer or does not fit in one (`long-array` would wrap it)."
  ^long [x what]
  (if (and (integer? x) (<= Long/MIN_VALUE x Long/MAX_VALUE))
    (long x)
    (throw (IllegalArgumentException.
            (str what (if (integer? x) " does not fit in a long (LibTorch's integers are 64-bit): " " must be an integer, got ")
                 (pr-str x))))))

(defn ->double
  "`x` as a double, or an IllegalArgumentException naming `what`."
  ^double [x what]
  (if (number? x) (double x) (throw (IllegalArgumentException. (str what " must be a number, got " (pr-str x))))))

(defn options
  "`opts`: nil, or a map whose keys are all in the set `allowed`. Anything else
  is an IllegalArgumentException naming `fname`: a misspelt key would otherwise
  be ignored and its default used without a word."
  [opts fname allowed]
  (cond
    (nil? opts) nil
    (map? opts) (do (doseq [k (keys opts)]
                      (when-not (contains? allowed k)
                        (throw (IllegalArgumentException.
                                (str fname ": unknown option " (pr-str k) "; it takes "
                                     (str/join ", " (map pr-str (sort allowed))))))))
                    opts)
    :else (throw (IllegalArgumentException. (str fname " options must be a map, got " (pr-str opts))))))

(def creation-options
  "The keys a creation op's options map may hold."
  #{:dtype :device})

(defn- checking-opts
  "`call`, run with `opts` checked once as a creation op's options map."
  [opts cname call]
  `(let [~opts (options ~opts ~cname creation-options)] ~call))

(defn- not-integers [xs what]
  (IllegalArgumentException. (str what " must be an integer or a vector of integers, got " (pr-str xs))))

(defn ->longs
  "A long[] from an integer or a sequence of integers, each fitting in a long."
  ^longs [xs what]
  (cond
    (integer? xs) (long-array [(->long xs what)])
    ;; One pass: on every shape and dimension list of every op.
    (sequential? xs) (let [a (long-array (count xs))]
                       (loop [i 0, s (seq xs)]
                         (if s
                           (let [x (first s)]
                             (aset a i (long (cond (instance? Long x) x
                                                   (integer? x) (->long x what)
                                                   :else (throw (not-integers xs what)))))
                             (recur (inc i) (next s)))
                           a)))
    (instance? (Class/forName "[J") xs) xs
    :else (throw (not-integers xs what))))

(defn- tensor-arg [x] `(instance? Tensor ~x))

(defn- kind-of [x]
  (cond (instance? Tensor x) "tensor" (nil? x) "nil" :else (.getSimpleName (class x))))

(defn bad-args
  "The exception for a call that no row of the op accepts."
  [op expected args]
  (IllegalArgumentException.
   (str op " expects " (str/join " or " expected) ", got ("
        (str/join ", " (map kind-of args)) ")")))

;; How each row is called from Clojure: a list of [params test call] per
;; arity. Calls go to the generated public Java methods with every argument
;; hinted, so they resolve at compile time. A trailing dtype and device come
;; from an options map; trailing booleans, optional tensors and optional numbers
;; may be left out.
(defn- java-name [op]
  (let [[_ base in-place] (re-matches #"(.*?)(_?)" op)]
    (str (str/replace base #"_([a-z])" (fn [[_ c]] (str/upper-case c)))
         (when (seq in-place) "InPlace"))))

(def table-names
  "PyTorch's names of the table's ops (\"add\", \"requires_grad_\"): their functions are
  the table's, in the namespace the table's rows are defined in."
  (set (map #(.name ^OpSpec %) Ops/SPECS)))

(def ^:private operator-of
  "The aten operator of a table op whose name differs (torch.nn.functional's names)."
  {"cross_entropy" "cross_entropy_loss" "nll_loss" "nll_loss_nd"})

(defn fallback
  "A call no row of op `op` takes: LibTorch's operator of that name, whose other
  overloads and keyword arguments may take it; else the rows' exception, with the
  operator's reasons after it."
  [op expected args]
  (if-let [op (some #(when (dispatch/operator? %) %) [(operator-of op op)])]
    (try
      (apply dispatch/call op args)
      (catch IllegalArgumentException e
        (throw (IllegalArgumentException. (str (.getMessage ^Exception (bad-args op expected args)) "\n" (.getMessage e)) e))))
    (throw (bad-args op expected args))))

(defn- hinted [sym tag] (with-meta sym {:tag tag}))

(defn ->tensor-list
  "A java.util.List of tensors from a sequential collection of tensors."
  ^java.util.List [xs what]
  (if (and (sequential? xs) (every? #(instance? Tensor %) xs))
    (vec xs)
    (throw (IllegalArgumentException. (str what " must be a sequence of tensors")))))

(defn ->number
  "Number `x` as the Java API takes it, which keeps an integer exact: a Clojure
  BigInt becomes a BigInteger (exact when it fits in a long); nil stays nil."
  ^Number [x]
  (if (instance? clojure.lang.BigInt x) (.toBigInteger ^clojure.lang.BigInt x) x))

(defn- test-for [type x]
  (case type
    :tensor `(instance? Tensor ~x)
    :opt-tensor `(or (nil? ~x) (instance? Tensor ~x))
    :tensors `(sequential? ~x)
    :number `(number? ~x)
    :opt-number `(or (nil? ~x) (number? ~x))
    :int `(integer? ~x)
    (:bool :bool-true) `(boolean? ~x)
    :ints `(or (integer? ~x) (sequential? ~x))
    (:dtype :device) true))

(defn- convert [type x]
  (case type
    :tensor [(hinted (gensym "t") `Tensor) x]
    :opt-tensor [(hinted (gensym "o") `Tensor) x]
    :tensors [(hinted (gensym "xs") `java.util.List) `(->tensor-list ~x ~(name x))]
    (:number :opt-number) [(hinted (gensym "n") `Number) `(->number ~x)]
    :int [(gensym "i") `(let [x# ~x] (if (instance? Long x#) (long x#) (->long x# ~(if (symbol? x) (name x) "argument"))))]
    (:bool :bool-true) [(gensym "b") `(boolean ~x)]
    :ints [(hinted (gensym "l") 'longs) `(->longs ~x ~(name x))]
    :dtype [(hinted (gensym "d") `DType) `(->dtype ~x)]
    :device [(hinted (gensym "v") `Device) `(->device ~x)]))

(defn- default-form [type]
  (case type :bool false :bool-true true nil))

(defn- call-form
  "Calls `m` with `values` (forms, one per argument type in `types`), hinted
  through a let."
  [m types values ret]
  (let [pairs (map convert types values)
        call `(let [~@(mapcat identity pairs)] (~m ~@(map first pairs)))]
    (case ret
      :tensors `(vec ~call)
      :nothing `(do ~call nil)
      call)))

(defn clojure-name
  "The Clojure name of an op: kebab-case, with a trailing ! for in-place ops."
  [op]
  (let [[_ base in-place] (re-matches #"(.*?)(_?)" op)]
    (str (str/replace base "_" "-") (when (seq in-place) "!"))))

(defn- opts-row?
  "Whether a row's trailing dtype and device come from an options map."
  [^OpSpec spec]
  (= [:dtype :device] (take-last 2 (arg-types spec))))

(defn- arange-row?
  "Whether a row takes start, end and step, then a dtype and a device (arange)."
  [^OpSpec spec]
  (= [:number :number :number :dtype :device] (arg-types spec)))

(defn- general-forms [^OpSpec spec m]
  (let [types (arg-types spec)
        names (mapv symbol (.args spec))
        returns (word (.returns spec))
        ;; An in-place op returns the tensor it changed, as its Java method does.
        ret (if (and (= :nothing returns) (str/ends-with? (.name spec) "_")) :tensor returns)
        opts? (opts-row? spec)
        n-pos (if opts? (- (count types) 2) (count types))
        ;; The table says how many arguments a call gives at least (clamp keeps a bound).
        fewest (min (.required spec) n-pos)
        opts (symbol "opts")
        cname (clojure-name (.name spec))]
    (for [given (range fewest (inc n-pos))
          with-opts (if opts? [false true] [false])
          :let [params (cond-> (subvec names 0 given) with-opts (conj opts))
                values (concat (subvec names 0 given)
                               (map default-form (subvec types given n-pos))
                               (when opts?
                                 (if with-opts
                                   [`(get ~opts :dtype) `(get ~opts :device)]
                                   [nil nil])))
                test `(and ~@(map test-for (subvec types 0 given) (subvec names 0 given))
                           ~@(when with-opts [`(or (nil? ~opts) (map? ~opts))]))
                call (call-form m types values ret)]]
      [params test (if with-opts (checking-opts opts cname call) call)])))

(defn- forms [^OpSpec spec]
  (let [[a b c] (map symbol (.args spec))
        m (symbol "io.github.jtorch.Ops" (java-name (.name spec)))
        family (word (.family spec))]
    (cond
      (= :factory family)
      (let [opts (symbol "opts")]
        [[[a] true `(~m (->longs ~a ~(name a)) nil nil)]
         [[a opts] `(or (nil? ~opts) (map? ~opts))
          (checking-opts opts (clojure-name (.name spec))
                         `(~m (->longs ~a ~(name a)) (->dtype (get ~opts :dtype)) (->device (get ~opts :device))))]])
      ;; arange, the one row of these argument types: the native side picks the
      ;; dtype (int64 for integers) and keeps integers exact.
      (arange-row? spec)
      (let [opts (symbol "opts")
            call (fn [x y z o]
                   (let [made `(~m (->number ~x) (->number ~y) (->number ~z)
                                   (->dtype (get ~o :dtype)) (->device (get ~o :device)))]
                     (if o (checking-opts o (clojure-name (.name spec)) made) made)))
            opts? `(or (nil? ~opts) (map? ~opts))]
        ;; As Python's range: one number is the end, two are start and end.
        [[[b] `(number? ~b) (call 0 b 1 nil)]
         [[a b] `(and (number? ~a) (number? ~b)) (call a b 1 nil)]
         ;; Its own name for the end (the arity's names are [start end]),
         ;; shown as `end` in the arglists.
         (let [e (with-meta (gensym "end") {:arg-name 'end})]
           [[e opts] `(and (number? ~e) ~opts?) (call 0 e 1 opts)])
         [[a b c] `(and (number? ~a) (number? ~b) (number? ~c)) (call a b c nil)]
         [[a b opts] `(and (number? ~a) (number? ~b) ~opts?) (call a b 1 opts)]
         [[a b c opts] `(and (number? ~a) (number? ~b) (number? ~c) ~opts?) (call a b c opts)]])
      ;; An integer keeps an integer tensor's dtype, as in PyTorch.
      (= :tensor-scalar family)
      (let [t (hinted (gensym "t") `Tensor)]
        [[[a b] `(and (instance? Tensor ~a) (integer? ~b)) `(let [~t ~a] (~m ~t (if (instance? Long ~b) (long ~b) (->long ~b ~(name b)))))]
         [[a b] `(and (instance? Tensor ~a) (number? ~b)) `(let [~t ~a] (~m ~t (double ~b)))]])
      :else (general-forms spec m))))

(defn- family-doc [^OpSpec spec]
  (let [args (map #(str/replace % "_" "-") (.args spec))
        args (if (opts-row? spec) (concat (drop-last 2 args) ["opts?"]) args)]
    (str "  (" (str/join " " args) ") [" (str/join " " (map name (arg-types spec))) "] " (.doc spec)
         (when (arange-row? spec) " One number is the end, two are start and end (start 0 and step 1 when left out).")
         (when (opts-row? spec) " opts: a map {:dtype :float32, :device :cpu}, either key optional."))))

(def ^:private type-kinds
  {:tensor "tensor" :opt-tensor "tensor or nil" :tensors "tensors" :number "number" :opt-number "number or nil"
   :int "integer" :bool "boolean" :bool-true "boolean" :ints "integers" :dtype "dtype" :device "device"})

(defn- expected-args
  "A row's arguments for an error message: \"(a tensor, b number)\"."
  [^OpSpec spec]
  (let [described (map (fn [arg type] (str (str/replace arg "_" "-") " " (type-kinds type "value")))
                       (.args spec) (arg-types spec))]
    (str "(" (str/join ", " (if (opts-row? spec)
                              (concat (drop-last 2 described) ["optionally an options map {:dtype .. :device ..}"])
                              described))
         ")")))

(defmacro def-ops
  "Defines one function per op name of the table in the current namespace.
  Options: `:only` a collection of op names (PyTorch's), or `:except` one."
  [& {:keys [only except]}]
  (let [keep? (if only (set (map name only)) (complement (set (map name except))))
        by-name (group-by #(.name ^OpSpec %) Ops/SPECS)]
    `(do
       ~@(for [[op specs] (sort-by key by-name)
               :when (keep? op)
               :let [fname (symbol (clojure-name op))
                     all-forms (mapcat forms specs)
                     arities (group-by (comp count first) all-forms)
                     ;; Every form's parameters, not one per arity.
                     arglists (sort-by count (distinct (map (fn [[ps]] (mapv #(:arg-name (meta %) %) ps)) all-forms)))
                     expected (map expected-args specs)]]
           `(defn ~fname
              ~(str (.doc ^OpSpec (first specs)) "\n\nRows of the op table:\n"
                    (str/join "\n" (map family-doc specs)))
              {:arglists '~(apply list arglists)}
              ~@(for [[_ variants] (sort-by key arities)
                      :let [params (first (first variants))]]
                  `(~params
                    (cond
                      ~@(mapcat (fn [[ps test call]]
                                  ;; Rows of one arity share parameter names by position.
                                  [`(let [~@(interleave ps params)] ~test)
                                   `(let [~@(interleave ps params)] ~call)])
                                variants)
                      :else (fallback ~op '~expected ~params))))
              ;; Counts no row takes go to LibTorch's operator of that name, whose
              ;; overloads may take them ((t/sum x 1 {:keepdim true})).
              ~@(let [most (apply max (keys arities))
                      syms (mapv #(symbol (str "a" %)) (range (inc most)))]
                  ;; Fewer than the rows' fewest too: LibTorch's defaults may fill them
                  ;; ((F/max-pool2d x [2])).
                  (concat
                   (for [n (range 1 (inc most))
                         :when (not (contains? arities n))
                         :let [ps (subvec syms 0 n)]]
                     `(~ps (fallback ~op '~expected ~ps)))
                   [`([~@(subvec syms 0 most) ~'& ~'more] (fallback ~op '~expected (list* ~@(subvec syms 0 most) ~'more)))])))))))

(defn ->path
  "`p` (a path string, a java.io.File or a java.nio.file.Path) as a Path; an
  IllegalArgumentException naming `fname` for anything else, which would otherwise
  name a file after its printed form."
  ^java.nio.file.Path [p fname]
  (cond (instance? java.nio.file.Path p) p
        (instance? java.io.File p) (.toPath ^java.io.File p)
        (and (string? p) (seq p)) (java.nio.file.Path/of ^String p (make-array String 0))
        :else (throw (IllegalArgumentException.
                      (str fname " takes a file as a path string, a java.io.File or a Path, got " (pr-str p))))))
