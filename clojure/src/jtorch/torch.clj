(ns jtorch.torch
  "LibTorch tensors for Clojure, with deterministic native memory.

  Every tensor made inside `with-torch` is freed when the form exits, except the
  ones reachable from its value, which move to the enclosing `with-torch` (or the
  thread's session). See `../docs/memory.md` in the jtorch repository, or the
  docstrings below, for the whole contract."
  (:refer-clojure :exclude [abs cat chunk flatten load max min rand])
  (:require [clojure.walk :as walk]
            [jtorch.impl.dispatch :as dispatch]
            [jtorch.impl.ops :as ops]
            [jtorch.impl.values :as values]
            [jtorch.impl.datafy])
  (:import [io.github.jtorch Chain Dispatcher DType Memory PointerScope Tensor Torch]))

(set! *warn-on-reflection* true)

;; ---------------------------------------------------------------- memory model

(def ^:private ^:dynamic *flow-scope*
  "The innermost open `with-torch` scope of a go block, bound in the binding frame
  that core.async carries to whichever thread runs the block next. Set and read by
  io.github.jtorch.PointerScope only."
  nil)

(PointerScope/prepareFlows #'*flow-scope*)

(defn- expanding-in-go-block?
  "Whether a macro is being expanded by tools.analyzer, which is how core.async's go
  analyses its body: only code written inside a go block can park (at its <!, >!
  and alts!), so only there does with-torch need a scope found through the binding
  frame."
  []
  (let [analyzer (find-ns 'clojure.tools.analyzer)
        expand (when analyzer (ns-resolve analyzer 'macroexpand-1))]
    (boolean (and (var? expand) (.getThreadBinding ^clojure.lang.Var expand)))))

(defmacro with-torch
  "Evaluates `body` in a fresh scope and returns its value. Tensors reachable from
  the value (through maps, vectors, lists, sets, seqs, Clojure and Java records,
  Java collections and arrays; lazy seqs are realised first, so an infinite one never returns) move
  to the enclosing `with-torch` or the thread's session, or become unscoped when
  there is neither. Everything else the body created is freed when it exits,
  normally or by an exception (one thrown while the value is realised included).

  Inside a core.async go block the scope belongs to the block, not the thread:
  the block may park inside `with-torch` and resume on another thread, its
  tensors still go to its own scope, which closes on whichever thread the block
  ends on, and blocks that run on the first thread meanwhile never see it. Code
  the body starts that carries its bindings (a go block, `future`, `bound-fn`)
  attaches what it makes outside a `with-torch` of its own to this scope while it
  is open. See docs/memory.md, \"Scopes that move between threads\"."
  [& body]
  ;; The loop runs once. Where with-torch is a statement (in a dotimes or doseq
  ;; body, say), it keeps the try in return position: Clojure compiles a try
  ;; anywhere else into a closure that it makes and calls on every pass.
  `(loop []
     (let [scope# ~(if (expanding-in-go-block?) `(PointerScope/openFlow) `(PointerScope.))]
       (try
         (.moveOut scope# (do ~@body))
         (finally (.close scope#))))))

(defn retain!
  "Detaches every tensor reachable from `x` from every scope: they become unscoped,
  freed by `release!` or when the GC finds them unreachable. Use it for tensors
  that escape through atoms, caches, closures or other threads. Returns `x`."
  [x]
  (Torch/retain x))

(defn rescue-pointers!
  "Same as `retain!`."
  [x]
  (Torch/retain x))

(defn release!
  "Frees every tensor reachable from `x` now, whoever owns it. Releasing twice is a
  no-op; any later use throws IllegalStateException. Returns nil."
  [x]
  (Torch/release x))

(defn- hand-off-leaf [x]
  (if (or (instance? Tensor x)
          (and (not (coll? x)) (or (instance? java.util.Collection x) (instance? java.util.Map x)
                                   (instance? java.util.Optional x)
                                   (and (some? x) (.isArray (class x))))))
    (Torch/handOff x)
    x))

(defn hand-off
  "Hands the tensors in `x` to another thread, as one puts them on a channel or
  queue: returns `x` with each tensor replaced by a new handle to the same tensor
  (data, autograd history, grad), which no scope owns, in the same data (maps,
  vectors, lists, sets, seqs, records; Java collections, arrays and Optionals).
  The old handles are released: using them afterwards throws
  IllegalStateException, so the sender cannot touch what it gave away. The
  receiver calls `take-ownership!`; if none does, the GC frees them. Hand off
  only tensors made for the receiver (a model's parameter handed off is released
  for the model too).

    (a/>! ch (t/hand-off {:x x :y y}))           ; sender
    (t/with-torch (let [b (t/take-ownership! (a/<! ch))] ...)) ; receiver"
  [x]
  (walk/postwalk hand-off-leaf x))

(defn take-ownership!
  "Takes every tensor reachable from `x` (handed off by another thread, or any
  other) into the current `with-torch` scope, or the thread's session, to be
  freed with it; with neither they stay unscoped. Returns `x`."
  [x]
  (Torch/takeOwnership x))

(defn start-session!
  "Opens a session on this thread: tensors made outside any `with-torch` attach to
  it until `stop-session!`. An existing session on this thread is stopped first, and
  every scope open on this thread is closed: call it outside `with-torch`, since a
  `with-torch` it is called from is closed too (its tensors freed; a result holding
  tensors then throws IllegalStateException). That is how scopes an interrupted
  evaluation left open are recovered. Under nREPL with `jtorch.repl/wrap-session` the
  REPL session already has one: starting another ends it and frees its tensors. A
  session keeps every tensor made in it until it stops, whether a var still holds it
  or not (see README, At the REPL)."
  []
  (Torch/startSession))

(defn stop-session!
  "Frees everything this thread's session owns and ends the session, after closing
  every scope open on this thread: call it outside `with-torch`, since a
  `with-torch` it is called from is closed too, as `start-session!` says. That is
  how scopes an interrupted evaluation left open are recovered."
  []
  (Torch/stopSession))

(defn gc!
  "Asks the JVM to collect and runs pending cleaners, freeing unreachable unscoped
  tensors. A diagnostic: correctness never depends on it."
  []
  (Torch/gc))

;; ---------------------------------------------------------------- ops

;; Autograd and neural-network ops are in jtorch.autograd and jtorch.nn.functional.
(ops/def-ops :except #{"requires_grad_" "backward" "gradients" "grad" "detach"
                       "linear" "conv2d" "max_pool2d" "dropout" "batch_norm" "embedding"
                       "cross_entropy" "mse_loss" "nll_loss" "binary_cross_entropy_with_logits"})

;; A chain step's arguments, for Chain.then: integer vectors as long arrays,
;; tensor vectors as lists, dtype and device keywords as DType and Device.
;; Vectors only: a lazy sequence could be infinite.
(defn- chain-arg [v]
  (cond
    (and (vector? v) (every? integer? v)) (ops/->longs v "a chain step's integer list")
    (and (vector? v) (every? #(instance? Tensor %) v)) (java.util.ArrayList. ^java.util.Collection v)
    (keyword? v) (if (ops/dtype-name? v) (ops/->dtype v) (ops/->device v))
    :else v))

(defn chain
  "Runs ops one after another on tensor `x` in one native call, each on the result
  of the one before, and returns the last result (a tensor of the current scope;
  `x` itself when there are no steps). A step is a vector of an op's name (a
  keyword or string as the op table names it: :linear, :relu, :max-pool2d) and
  its arguments after the first, in the order its function takes them; trailing
  arguments with defaults may be left out. The tensors between steps never become
  handles: each is freed as soon as the next step has used it (autograd keeps
  what it needs). `nn/sequential` runs its layers this way.

    (t/chain x [:linear w b] [:relu] [:linear w2] [:mul 2.0])

  Throws IllegalArgumentException for a step no op takes, before any step runs."
  [x & steps]
  (when-not (instance? Tensor x)
    (throw (IllegalArgumentException.
            (str "chain runs on a tensor, got " (binding [*print-length* 8 *print-level* 3] (pr-str x))))))
  (let [c (Chain.)]
    (doseq [step steps]
      (when-not (and (vector? step) (or (keyword? (first step)) (string? (first step))))
        (throw (IllegalArgumentException.
                (str "chain: a step is a vector of an op's name and its arguments, got "
                     (binding [*print-length* 8 *print-level* 3] (pr-str step))))))
      (.then c (.replace ^String (name (first step)) "-" "_") (object-array (map chain-arg (rest step)))))
    (.run c ^Tensor x)))

;; ---------------------------------------------------------------- creation

(defn- nested-shape [x]
  (loop [x x, shape []]
    (if (sequential? x)
      (recur (first x) (conj shape (count x)))
      shape)))

(defn- flatten-checked [x shape]
  (let [out (java.util.ArrayList.)]
    ((fn walk [x [d & more]]
       (if (nil? d)
         (if (or (number? x) (boolean? x))
           (.add out x)
           (throw (IllegalArgumentException. (str "tensor data must be numbers or booleans, got " (pr-str x)))))
         (do (when-not (and (sequential? x) (= d (count x)))
               (throw (IllegalArgumentException.
                       (str "ragged tensor data: expected " d " elements at this level, got " (pr-str x)))))
             (doseq [y x] (walk y more)))))
     x shape)
    out))

(def ^:private integer-ranges
  {DType/INT64 [Long/MIN_VALUE Long/MAX_VALUE] DType/INT32 [Integer/MIN_VALUE Integer/MAX_VALUE]
   DType/INT16 [Short/MIN_VALUE Short/MAX_VALUE] DType/INT8 [-128 127] DType/UINT8 [0 255]})

(defn- fits?
  "Whether integer dtype `dt`, ranging over [lo, hi], takes `x` as PyTorch's
  torch.tensor does: an integer in range (uint8 also -255..-1, which wrap), any
  other number finite and in range before it is truncated (127.5 does not fit int8)."
  [x dt lo hi]
  (if (integer? x)
    (<= (if (= dt DType/UINT8) -255 lo) x hi)
    (let [d (double x)]
      (and (<= (double lo) d)
           ;; 2^63, the double of Long/MAX_VALUE, is past it.
           (if (= dt DType/INT64) (< d 9.223372036854775807E18) (<= d (double hi)))))))

(defn- check-fits
  "Refuses a number of `flat` that integer dtype `dt` cannot hold, as PyTorch does."
  [flat dt]
  (when-let [[lo hi] (integer-ranges dt)]
    (doseq [x flat]
      (when-not (fits? x dt lo hi)
        (throw (IllegalArgumentException.
                (str "tensor data " (pr-str x) " does not fit in " (.torchName ^DType dt) " (" lo " to " hi ")")))))))

(defn tensor
  "A tensor from nested vectors of numbers or booleans, or from a Java primitive
  array (float[] double[] long[] int[] byte[] boolean[]), with options
  `{:dtype :float32 :shape [2 3]}`. Nested data defaults to int64 when every value
  is an integer (each must fit in one, unless a floating-point :dtype is asked for),
  bool when every value is a boolean (booleans mixed with numbers are refused), float32
  otherwise (empty data included); arrays keep their own type. `:shape` lays the
  values out in that shape instead of the data's own (the element counts must match).
  As PyTorch's torch.tensor, numbers given an integer :dtype must fit in it, or an
  IllegalArgumentException says which does not: an integer in the dtype's range
  (uint8 also takes -255..-1, which wrap to 1..255), any other number finite and in
  range before it is truncated toward zero (127.5 does not fit in int8, 1.7 becomes
  1 in int64). Java arrays are converted as LibTorch converts them, unchecked."
  ([data] (tensor data nil))
  ([data opts]
   (let [{:keys [dtype shape]} (ops/options opts "tensor" #{:dtype :shape})
         dt (ops/->dtype dtype)
         shape-arr (when shape (ops/->longs shape "shape"))]
     (cond
       (instance? Tensor data) (throw (IllegalArgumentException. "tensor: data is already a tensor"))
       (instance? (Class/forName "[F") data) (Tensor/of ^floats data shape-arr dt)
       (instance? (Class/forName "[D") data) (Tensor/of ^doubles data shape-arr dt)
       (instance? (Class/forName "[J") data) (Tensor/of ^longs data shape-arr dt)
       (instance? (Class/forName "[I") data) (Tensor/of ^ints data shape-arr dt)
       (instance? (Class/forName "[B") data) (Tensor/of ^bytes data shape-arr dt)
       (instance? (Class/forName "[Z") data)
       (let [^booleans z data] (Tensor/of (byte-array (map #(if % 1 0) z)) shape-arr (or dt DType/BOOL)))
       (or (number? data) (boolean? data) (sequential? data))
       (let [shape (nested-shape data)
             flat (flatten-checked data shape)
             dims (or shape-arr (long-array shape))]
         (cond
           (empty? flat)
           (Tensor/of (float-array 0) dims (or dt DType/FLOAT32))
           (every? boolean? flat)
           (Tensor/of (byte-array (map #(if % 1 0) flat)) dims (or dt DType/BOOL))
           ;; Integers that a floating-point dtype was asked for go in as doubles,
           ;; so they need not fit in a long.
           (and (every? integer? flat) (not (and dt (.isFloatingPoint ^DType dt))))
           (do (check-fits flat dt)
               (Tensor/of (long-array (map #(ops/->long % "tensor data") flat)) dims (or dt DType/INT64)))
           (some boolean? flat)
           (throw (IllegalArgumentException. "tensor data mixes booleans and numbers"))
           :else
           (do (check-fits flat dt)
               (if (and dt (not (.isFloatingPoint ^DType dt)) (not= dt DType/BOOL))
                 ;; Each number on its own: an integer past 2^53 would not survive a double.
                 (Tensor/of (long-array (map #(if (integer? %) (ops/->long % "tensor data") (long %)) flat)) dims dt)
                 (Tensor/of (double-array flat) dims (or dt DType/FLOAT32))))))
       :else (throw (IllegalArgumentException.
                     (str "tensor: cannot make a tensor from " (if data (.getName (class data)) "nil"))))))))

;; ---------------------------------------------------------------- reading

(defn tensor?
  "True when `x` is a jtorch tensor (released or not)."
  [x]
  (instance? Tensor x))

(defn- ->tensor ^Tensor [x fname]
  (if (instance? Tensor x)
    x
    (throw (IllegalArgumentException. (str fname " expects a tensor, got " (if (nil? x) "nil" (.getName (class x))))))))

(defn released?
  "True once `t` has been freed (by its scope, `release!` or the GC)."
  [t]
  (.isReleased (->tensor t "released?")))

(defn shape
  "The sizes of `t`'s dimensions, as a vector."
  [t]
  (vec (.shape (->tensor t "shape"))))

(defn dtype
  "`t`'s element type as a keyword such as :float32."
  [t]
  (keyword (.torchName (.dtype (->tensor t "dtype")))))

(defn device
  "Where `t` lives: :cpu or :cuda:N."
  [t]
  (keyword (str (.device (->tensor t "device")))))

(defn item-float
  "The single value of a one-element tensor, as a float."
  [t]
  (.itemFloat (->tensor t "item-float")))

(defn item-double
  "The single value of a one-element tensor, as a double."
  [t]
  (.itemDouble (->tensor t "item-double")))

(defn item-long
  "The single value of a one-element tensor, as a long."
  [t]
  (.itemLong (->tensor t "item-long")))

(defn ->vec
  "`t`'s values as nested vectors following its shape (a plain value for a
  0-dimensional tensor): doubles for floating dtypes, longs for integers,
  booleans for bool."
  [t]
  (let [t (->tensor t "->vec")]
    (values/nest (values/flat-values t) (vec (.shape t)))))

;; ---------------------------------------------------------------- settings

(defn- integer-arg [x what]
  (if (integer? x)
    x
    (throw (IllegalArgumentException. (str what " must be an integer, got " (pr-str x))))))

(defn set-num-threads
  "Sets how many threads LibTorch uses inside one op (1 to 1024)."
  [n]
  (let [n (integer-arg n "the thread count")]
    ;; Out of int range it is out of 1 to 1024 too: let the native check say so.
    (Torch/setNumThreads (int (clojure.core/max Integer/MIN_VALUE (clojure.core/min Integer/MAX_VALUE n))))))

(defn manual-seed
  "Seeds LibTorch's random number generators."
  [seed]
  (Torch/manualSeed (ops/->long seed "the seed")))

(defmethod print-method Tensor [^Tensor t ^java.io.Writer w]
  (.write w (.toString t)))

;; ---------------------------------------------------------------- every operator

(defn call
  "Calls LibTorch operator `op` by name: \"topk\", \"aten::max.dim\" (one overload), or
  another namespace's (\"myops::f\", after `load-library!`). Arguments as the schema
  lists them, keyword arguments in a trailing map: (call \"layer_norm\" x [64] {:eps 1e-6}).
  The overload is chosen from the arguments as PyTorch chooses it."
  ([op] (dispatch/call op))
  ([op a] (dispatch/call op a))
  ([op a b] (dispatch/call op a b))
  ([op a b c] (dispatch/call op a b c))
  ([op a b c & more] (apply dispatch/call op a b c more)))

(defn ops
  "The names of every operator LibTorch's dispatcher holds (\"aten::add\"), sorted;
  each aten one is a function here (kebab-case, ! for in-place), or in jtorch.linalg,
  jtorch.special, jtorch.fft."
  []
  (vec (Dispatcher/names)))

(defn schemas
  "The schemas of operator `op`'s overloads, as LibTorch prints them."
  [op]
  (vec (.schemas (dispatch/op-named op))))

(defn load-library!
  "Loads a shared library of custom operators (torch.ops.load_library); call them with
  `call` by their qualified name."
  [path]
  (Dispatcher/loadLibrary (.toPath (java.io.File. (str path)))))


;; ---------------------------------------------------------------- indexing

(defn- index-item [x]
  (cond
    (= x :...) "..."
    (keyword? x) (throw (IllegalArgumentException. (str "not an index: " x "; :... is the ellipsis")))
    (vector? x) (long-array (map #(ops/->long % "an index list item") x))
    :else x))

(defn slice
  "A slice for `index`: Python's start:stop:step, nil for a part left out.
  (slice 1 nil 2) is 1::2; (slice) is :."
  ([] io.github.jtorch.Slice/ALL)
  ([start stop] (slice start stop nil))
  ([start stop step]
   (let [part #(when (some? %1) (ops/->long %1 (str "a slice's " %2)))]
     (io.github.jtorch.Slice/of (part start "start") (part stop "stop") (part step "step")))))

(defn index
  "Python's indexing, x[...], as PyTorch does it. Each index is an integer, a slice
  (`slice`, or a string \"1:3\", \"::2\"), nil (a new dimension), :... , a boolean, an
  integer or boolean tensor, or a vector of integers; one string may hold several:
  (index x \"1:3, None, ...\"). Integers and slices alone give a view."
  [x & indices]
  (.index (->tensor x "index") (object-array (map index-item indices))))

(defn index-set!
  "Python's index assignment, x[indices] = value, in place: `value` is a tensor or a
  number; `indices` a vector of what `index` takes. Returns x."
  [x indices value]
  (when-not (sequential? indices)
    (throw (IllegalArgumentException. (str "index-set! takes its indices as a vector, got " (pr-str indices)))))
  (.indexSet (->tensor x "index-set!") value (object-array (map index-item indices))))

;; Every aten operator not defined above, made from its schema now (the torch.X
;; namespace of PyTorch; linalg_, special_ and fft_ ones have their own).
(dispatch/def-operators 'jtorch.torch dispatch/torch-name ops/table-names)

;; ---------------------------------------------------------------- torch.save files

(defn load
  "PyTorch's torch.load, for what LibTorch's reader takes: a file torch.save wrote
  (a path string, java.io.File or Path) holding tensors, state dicts, numbers,
  strings, and dicts, lists and tuples of them (a checkpoint). Returns a tensor
  (attached to the current scope), a map (a dict or state dict, with string keys),
  a vector, a number or a string. A missing, damaged or unreadable file (other
  Python objects, the format before PyTorch 1.6) is a TorchException naming it and
  the reason."
  [file]
  (values/from-java (Torch/load (ops/->path file "jtorch.torch/load"))))

(defn load-safetensors
  "The tensors of a .safetensors file (a path string, java.io.File or Path) as a map
  from name to tensor, in name order, each attached to the current scope, bit for bit
  as stored (every dtype jtorch has, float16 and bfloat16 included). A missing or
  damaged file is a TorchException naming it."
  [file]
  (into (array-map) (io.github.jtorch.Safetensors/load (ops/->path file "jtorch.torch/load-safetensors"))))

(defn save-safetensors!
  "Writes `tensors`, a map from name (a string or keyword) to tensor, to a
  .safetensors file, bit for bit, replacing it at once. Returns nil."
  [tensors file]
  (when-not (map? tensors)
    (throw (IllegalArgumentException. (str "save-safetensors! takes a map of name to tensor, got " (pr-str tensors)))))
  (let [m (java.util.LinkedHashMap.)]
    (doseq [[k v] tensors]
      (.put m (if (keyword? k) (name k) k) (->tensor v "save-safetensors!")))
    (io.github.jtorch.Safetensors/save m (ops/->path file "jtorch.torch/save-safetensors!"))))

(defn from-raw
  "A tensor of `shape` and `dtype` whose elements are the bytes `data` (a byte array or
  a java.nio.ByteBuffer's remaining bytes), bit for bit, each element's bytes
  little-endian: as `raw-bytes` gives them. The bytes are copied."
  [data shape dtype]
  (let [shape (ops/->longs shape "from-raw shape")
        ^DType dt (or (ops/->dtype dtype) (throw (IllegalArgumentException. "from-raw needs a dtype, got nil")))]
    (cond (instance? java.nio.ByteBuffer data) (Tensor/fromRaw ^java.nio.ByteBuffer data shape dt)
          (bytes? data) (Tensor/fromRaw ^bytes data shape dt)
          :else (throw (IllegalArgumentException.
                        (str "from-raw takes a byte array or a ByteBuffer, got " (pr-str data)))))))

(defn raw-bytes
  "The elements of `t` as a byte array, bit for bit, in its own dtype and row-major
  order."
  ^bytes [t]
  (.toRawBytes (->tensor t "raw-bytes")))

(defn load-npy
  "The tensor in a NumPy .npy file (a path string, java.io.File or Path), bit for bit,
  attached to the current scope: float16/32/64, int8 to int64, uint8 and bool, little-
  or big-endian, row- or column-major. A missing, damaged or unreadable file is a
  TorchException naming it and the reason."
  [file]
  (io.github.jtorch.Npy/load (ops/->path file "jtorch.torch/load-npy")))

(defn save-npy!
  "Writes `t` to a .npy file as numpy.save would (bfloat16, which NumPy lacks, is an
  IllegalArgumentException), replacing it at once. Returns nil."
  [t file]
  (io.github.jtorch.Npy/save (->tensor t "save-npy!") (ops/->path file "jtorch.torch/save-npy!")))

(defn load-npz
  "The arrays of a NumPy .npz archive (numpy.savez or savez_compressed) as a map of
  name (a string, as numpy.load names them) to tensor, each read as `load-npy` reads
  it and attached to the current scope. A missing or damaged archive or entry is a
  TorchException naming the file and the entry."
  [file]
  (into {} (io.github.jtorch.Npy/loadNpz (ops/->path file "jtorch.torch/load-npz"))))

(defn save-npz!
  "Writes a map of name (string or keyword) to tensor to a .npz archive as
  numpy.savez would, or savez_compressed with {:compressed true}; replaces the file.
  Returns nil."
  ([tensors file] (save-npz! tensors file {}))
  ([tensors file {:keys [compressed] :as opts}]
   (when-not (map? tensors)
     (throw (IllegalArgumentException. (str "save-npz!: tensors must be a map of name to tensor, got "
                                            (binding [*print-length* 4] (pr-str tensors))))))
   (when-not (map? opts)
     (throw (IllegalArgumentException. (str "save-npz!: options must be a map, got " (pr-str opts)))))
   (let [m (java.util.LinkedHashMap.)]
     (doseq [[k v] tensors]
       (.put m (if (keyword? k) (name k) (str k)) (->tensor v "save-npz!")))
     (io.github.jtorch.Npy/saveNpz m (ops/->path file "jtorch.torch/save-npz!") (boolean compressed)))))
