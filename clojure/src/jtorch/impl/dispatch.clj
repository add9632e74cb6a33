(ns jtorch.impl.dispatch
  "Every operator of LibTorch's dispatcher as a Clojure function, made at load time
  from the operators' own schemas (`io.github.jtorch.Dispatcher`): `def-operators`
  interns them into a namespace, and `call` calls one by name."
  (:require [clojure.string :as str])
  (:import [io.github.jtorch Dispatcher Dispatcher$Op Kwargs]
           [java.util List]))

(set! *warn-on-reflection* true)

(defn- snake
  "A Clojure name as PyTorch writes it: :elementwise-affine -> \"elementwise_affine\"."
  [k]
  (str/replace (name k) "-" "_"))

(defn- arg
  "A Clojure value as the dispatcher takes it: keywords by name (a dtype :float64, a
  device :cuda:0, a memory format :channels-last, a string :mean), collections as lists,
  big and ratio numbers narrowed."
  [x]
  (cond
    (instance? io.github.jtorch.Tensor x) x
    (keyword? x) (snake x)
    (instance? clojure.lang.BigInt x) (.toBigInteger ^clojure.lang.BigInt x)
    (ratio? x) (double x)
    (map? x) (throw (IllegalArgumentException.
                     (str "an options map must be the last argument, got " (pr-str x))))
    (or (vector? x) (seq? x) (set? x)) (mapv arg x)
    :else x))

(defn- options
  "The trailing options map as Kwargs; any key must be a keyword or string."
  ^Kwargs [m]
  (let [k (Kwargs.)]
    (doseq [[key v] m]
      (when-not (or (keyword? key) (string? key))
        (throw (IllegalArgumentException. (str "an option's name must be a keyword, got " (pr-str key)))))
      (.put k (snake key) (arg v)))
    k))

(defn- result
  "A result as Clojure data: lists and tuples as vectors, a dtype as its keyword."
  [r]
  (cond
    (instance? io.github.jtorch.Tensor r) r
    (instance? List r) (mapv result r)
    (instance? io.github.jtorch.DType r) (keyword (.torchName ^io.github.jtorch.DType r))
    :else r))

(defn invoke-array
  "Calls `op` (a Dispatcher$Op) with the arguments in `a`, the last of which may be an
  options map; `a` is converted in place."
  [^Dispatcher$Op op ^objects a]
  (let [n (alength a)
        opts? (and (pos? n) (map? (aget a (dec n))))
        positional (if opts? (dec n) n)]
    (dotimes [i positional]
      (let [x (aget a i)]
        (when-not (instance? io.github.jtorch.Tensor x)
          (aset a i (arg x)))))
    (when opts? (aset a positional (options (aget a positional))))
    (let [r (.call op a)]
      (if (instance? io.github.jtorch.Tensor r) r (result r)))))

(defn invoke
  "Calls `op` (a Dispatcher$Op) with `args`, the last of which may be an options map."
  [^Dispatcher$Op op args]
  (invoke-array op (object-array args)))

(defn op-name
  "An operator's name given as a string, keyword or symbol; else an IllegalArgumentException."
  ^String [op]
  (if (or (string? op) (keyword? op) (symbol? op))
    (name op)
    (throw (IllegalArgumentException. (str "an operator is named by a string, got " (pr-str op))))))

(defn op-named
  "The Dispatcher$Op named by a string, keyword or symbol; else an IllegalArgumentException."
  ^Dispatcher$Op [op]
  (if (string? op)
    (Dispatcher/op ^String op)
    (Dispatcher/op (op-name op))))

(defn call
  "Calls LibTorch operator `op` (\"topk\", \"aten::max.dim\", \"myops::f\") with
  `args`, positionally and by a trailing options map of PyTorch's argument names in
  kebab-case."
  ([op] (invoke-array (op-named op) (object-array 0)))
  ([op a] (invoke-array (op-named op) (doto (object-array 1) (aset 0 a))))
  ([op a b] (invoke-array (op-named op) (doto (object-array 2) (aset 0 a) (aset 1 b))))
  ([op a b c] (invoke-array (op-named op) (doto (object-array 3) (aset 0 a) (aset 1 b) (aset 2 c))))
  ([op a b c & more] (invoke (op-named op) (list* a b c more))))

(defn clojure-name
  "PyTorch's name in kebab-case, with a trailing ! for an in-place op: index_put_ ->
  index-put!. A leading underscore stays (_softmax)."
  [op]
  (let [[_ lead base in-place] (re-matches #"(_*)(.*?)(_?)" op)]
    (str lead (str/replace base "_" "-") (when (seq in-place) "!"))))

(defn- params-of
  "The parameter names of a schema string, positional then keyword-only."
  [schema]
  (let [inside (second (re-find #"^[^(]*\((.*)\) ->" schema))
        parts (when (seq inside) (str/split inside #", (?![^\[(]*[\])])"))]
    (loop [[p & more] parts, pos [], kw [], star? false]
      (cond
        (nil? p) [pos kw]
        (= p "*") (recur more pos kw true)
        :else (let [pname (-> p (str/split #"=") first str/trim (str/split #" ") last)
                    sym (symbol (str/replace pname "_" "-"))]
                (if star? (recur more pos (conj kw sym) true) (recur more (conj pos sym) kw false)))))))

(defn- arglists [schemas]
  (distinct
   (for [s schemas
         :let [[pos kw] (params-of s)]]
     (if (seq kw)
       (conj pos '& [{:keys kw}])
       pos))))

(defn docstring
  "A docstring from an operator's schemas."
  [op-name schemas]
  (str "LibTorch's " op-name " (torch." (str/replace op-name #"^aten::" "") "), by the dispatcher.\n"
       "Positional arguments as the schema lists them; keyword arguments (and any\n"
       "positional one) in a trailing options map, kebab-case: {:keep-dim true}.\n\n"
       (str/join "\n" schemas)))

(def schemas-by-name
  "Every overload's schema, by operator name (\"aten::add\"), read once."
  (delay (group-by #(first (str/split (first (str/split % #"\(" 2)) #"\." 2))
                   (Dispatcher/schemas))))

(defn operator?
  "Whether the dispatcher holds an operator named `op` (\"add\", \"aten::add\")."
  [op]
  (let [op (name op)]
    (contains? @schemas-by-name (if (str/includes? op "::") op (str "aten::" op)))))

(defn operator-fn
  "A function calling operator `full` (\"aten::gelu\"), looked up on its first call."
  [full]
  (let [op (delay (Dispatcher/op full))]
    (fn
      ([] (invoke-array @op (object-array 0)))
      ([a] (invoke-array @op (doto (object-array 1) (aset 0 a))))
      ([a b] (invoke-array @op (doto (object-array 2) (aset 0 a) (aset 1 b))))
      ([a b c] (invoke-array @op (doto (object-array 3) (aset 0 a) (aset 1 b) (aset 2 c))))
      ([a b c & more] (invoke @op (list* a b c more))))))

(defn def-operators
  "Interns into namespace `ns` a function for each operator `pick` gives a name for:
  (pick \"aten::gelu\") -> \"gelu\", or nil to leave it out, and not in `except` (PyTorch
  names). A var `ns` defines itself is kept; a name clojure.core gives `ns` is replaced
  there. Returns the symbols interned."
  [ns pick except]
  (let [ns (the-ns ns)]
    (doall
     (for [[full schemas] (sort-by key @schemas-by-name)
           :let [short (pick full)]
           :when (and short (not (contains? except short)))
           :let [sym (symbol (clojure-name short))
                 existing (ns-resolve ns sym)]
           :when (not (and (var? existing) (= ns (.ns ^clojure.lang.Var existing))))]
       (do
         (when existing (ns-unmap ns sym))
         (intern ns (with-meta sym {:doc (docstring full schemas)
                                    :arglists (apply list (arglists schemas))
                                    :operator full})
                 (operator-fn full))
         sym)))))

(defn torch-name
  "The name of an aten operator in jtorch.torch: aten::X but dunder operators and those
  of torch.linalg, torch.special and torch.fft."
  [full]
  (when-let [[_ short] (re-matches #"aten::(.+)" full)]
    (when-not (re-find #"^(__|linalg_|special_|fft_)" short)
      short)))

(defn prefixed-name
  "(prefixed-name \"linalg_\") picks aten::linalg_X as X."
  [prefix]
  (fn [full]
    (when-let [[_ short] (re-matches (re-pattern (str "aten::" prefix "(.+)")) full)]
      short)))
