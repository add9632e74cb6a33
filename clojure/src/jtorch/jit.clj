(ns jtorch.jit
  "TorchScript, as PyTorch's torch.jit: `load` a module Python saved with
  `torch.jit.save` (scripted or traced), call its `forward` and its other methods
  with Clojure data, fine-tune it with jtorch.optim (it is a module: `nn/parameters`,
  `nn/named-parameters`, `nn/state-dict`, `nn/train!`, `nn/eval!` work on it) and
  `save` it back for Python's `torch.jit.load`.

  A loaded module attaches to the current scope, like a tensor: load models outside
  per-request `with-torch` forms (or `retain!` them); `release!` frees it, and any
  later use throws IllegalStateException. Many threads may call one module at once;
  serve under `with-no-grad`."
  (:refer-clojure :exclude [load])
  (:require [jtorch.impl.ops :as ops]
            [jtorch.impl.values :as values])
  (:import [io.github.jtorch.jit Jit ScriptModule]))

(set! *warn-on-reflection* true)

(defn- ->script ^ScriptModule [m fname]
  (if (instance? ScriptModule m)
    m
    (throw (IllegalArgumentException.
            (str fname " expects a module from jtorch.jit/load, got " (if m (.getName (class m)) "nil"))))))

(defn- ->java
  "Clojure data as TorchScript arguments: keywords and symbols become their names,
  other values stay as they are (vectors are Lists, maps Maps)."
  [x]
  (cond (or (keyword? x) (symbol? x)) (name x)
        (map? x) (let [m (java.util.LinkedHashMap.)]
                   (doseq [[k v] x] (.put m (->java k) (->java v)))
                   m)
        (or (vector? x) (seq? x) (set? x)) (java.util.ArrayList. ^java.util.Collection (mapv ->java x))
        (ratio? x) (double x)
        :else x))

(defn load
  "PyTorch's torch.jit.load: the module in `file` (a path string, java.io.File or
  Path) that torch.jit.save wrote. Options: {:device :cuda} puts its tensors on a
  device (default: where they were saved). A missing, truncated, damaged or
  non-TorchScript file is a TorchException naming the file and the reason."
  ([file] (load file nil))
  ([file {:keys [device]}]
   (Jit/load (ops/->path file "jtorch.jit/load") (when device (ops/->device device)))))

(defn call-method
  "Calls method `method` (a string or keyword) of module `m` with `args`: tensors,
  numbers, strings, booleans, nil, vectors (for lists and tuples) and maps (for
  dicts; keyword keys become strings). Returns a tensor (attached to the current
  scope), a number, string, boolean, nil, or vectors and maps of these. A method the
  module lacks is an IllegalArgumentException; arguments its declared types refuse,
  or an error it raises, a TorchException naming the method."
  [m method & args]
  (values/from-java (.callMethod (->script m "call-method") (name method) (object-array (map ->java args)))))

(defn forward
  "`m(args...)`: calls the module's forward, as `call-method` with \"forward\"."
  [m & args]
  (apply call-method m "forward" args))

(defn method-names
  "The names of the module's methods."
  [m]
  (vec (.methodNames (->script m "method-names"))))

(defn save
  "PyTorch's torch.jit.save: writes `m` with its current parameters and buffers to
  `file`, which Python's torch.jit.load reads; replaces the file at once."
  [m file]
  (Jit/save (->script m "save") (ops/->path file "jtorch.jit/save")))
