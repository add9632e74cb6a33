(ns jtorch.nn.init
  "PyTorch's torch.nn.init: each function fills tensor `t` in place, without
  autograd recording it, from LibTorch's random generator (so `t/manual-seed`
  gives PyTorch's values for the same seed), and returns `t`. Options take
  PyTorch's keyword arguments in kebab-case, with its defaults. Use them from
  `jtorch.nn/apply!` to initialise a model:

    (nn/apply! model (fn [m] (when (instance? Linear m) (init/xavier-uniform! (.weight m)))))"
  (:require [jtorch.impl.ops :as ops])
  (:import [io.github.jtorch Tensor]
           [io.github.jtorch.nn Init]))

(set! *warn-on-reflection* true)

(defn- tensor ^Tensor [t fname]
  (if (instance? Tensor t)
    t
    (throw (IllegalArgumentException. (str fname " takes a tensor, got " (pr-str t))))))

(defn- nonlinearity ^String [x]
  (if (or (keyword? x) (string? x) (symbol? x))
    (.replace (name x) \- \_)
    (throw (IllegalArgumentException. (str "nonlinearity must be a keyword such as :relu, got " (pr-str x))))))

(defn calculate-gain
  "The recommended gain for `nonlinearity` (:linear, :conv2d, :sigmoid, :tanh,
  :relu, :leaky-relu with `param` its negative slope, :selu)."
  ([nl] (calculate-gain nl nil))
  ([nl param]
   (Init/calculateGain (nonlinearity nl) (when (some? param) (Double/valueOf (ops/->double param "param"))))))

(defn uniform!
  "Values drawn uniformly from [a, b). Options {:a 0 :b 1}."
  ([t] (uniform! t nil))
  ([t opts]
   (let [{:keys [a b] :or {a 0 b 1}} (ops/options opts "uniform!" #{:a :b})]
     (Init/uniformInPlace (tensor t "uniform!") (ops/->double a ":a") (ops/->double b ":b")))))

(defn normal!
  "Values drawn from N(mean, std²). Options {:mean 0 :std 1}."
  ([t] (normal! t nil))
  ([t opts]
   (let [{:keys [mean std] :or {mean 0 std 1}} (ops/options opts "normal!" #{:mean :std})]
     (Init/normalInPlace (tensor t "normal!") (ops/->double mean ":mean") (ops/->double std ":std")))))

(defn trunc-normal!
  "Values from N(mean, std²) truncated to [a, b]. Options {:mean 0 :std 1 :a -2 :b 2}."
  ([t] (trunc-normal! t nil))
  ([t opts]
   (let [{:keys [mean std a b] :or {mean 0 std 1 a -2 b 2}} (ops/options opts "trunc-normal!" #{:mean :std :a :b})]
     (Init/truncNormalInPlace (tensor t "trunc-normal!") (ops/->double mean ":mean") (ops/->double std ":std")
                              (ops/->double a ":a") (ops/->double b ":b")))))

(defn constant!
  "Every element `value`."
  [t value]
  (Init/constantInPlace (tensor t "constant!") (ops/->double value "constant!'s value")))

(defn ones!
  "Every element 1."
  [t]
  (Init/onesInPlace (tensor t "ones!")))

(defn zeros!
  "Every element 0."
  [t]
  (Init/zerosInPlace (tensor t "zeros!")))

(defn eye!
  "The identity matrix, for a 2-D tensor."
  [t]
  (Init/eyeInPlace (tensor t "eye!")))

(defn xavier-uniform!
  "Xavier (Glorot) uniform: U(-x, x), x = gain * sqrt(6 / (fan-in + fan-out)). Options {:gain 1}."
  ([t] (xavier-uniform! t nil))
  ([t opts]
   (let [{:keys [gain] :or {gain 1}} (ops/options opts "xavier-uniform!" #{:gain})]
     (Init/xavierUniformInPlace (tensor t "xavier-uniform!") (ops/->double gain ":gain")))))

(defn xavier-normal!
  "Xavier (Glorot) normal: N(0, std²), std = gain * sqrt(2 / (fan-in + fan-out)). Options {:gain 1}."
  ([t] (xavier-normal! t nil))
  ([t opts]
   (let [{:keys [gain] :or {gain 1}} (ops/options opts "xavier-normal!" #{:gain})]
     (Init/xavierNormalInPlace (tensor t "xavier-normal!") (ops/->double gain ":gain")))))

(defn- kaiming [f fname t opts]
  (let [{:keys [a mode] nl :nonlinearity :or {a 0 mode :fan-in nl :leaky-relu}}
        (ops/options opts fname #{:a :mode :nonlinearity})]
    (when-not (or (keyword? mode) (string? mode))
      (throw (IllegalArgumentException. (str fname ": :mode must be :fan-in or :fan-out, got " (pr-str mode)))))
    (f (tensor t fname) (ops/->double a ":a") (.replace (name mode) \- \_) (nonlinearity nl))))

(defn kaiming-uniform!
  "Kaiming (He) uniform: U(-bound, bound), bound = gain * sqrt(3 / fan).
  Options {:a 0 :mode :fan-in :nonlinearity :leaky-relu} (:mode :fan-out too)."
  ([t] (kaiming-uniform! t nil))
  ([t opts] (kaiming #(Init/kaimingUniformInPlace ^Tensor %1 (double %2) ^String %3 ^String %4) "kaiming-uniform!" t opts)))

(defn kaiming-normal!
  "Kaiming (He) normal: N(0, std²), std = gain / sqrt(fan). Options as `kaiming-uniform!`."
  ([t] (kaiming-normal! t nil))
  ([t opts] (kaiming #(Init/kaimingNormalInPlace ^Tensor %1 (double %2) ^String %3 ^String %4) "kaiming-normal!" t opts)))

(defn orthogonal!
  "A (semi-)orthogonal matrix, for a tensor of two or more dimensions. Options {:gain 1}."
  ([t] (orthogonal! t nil))
  ([t opts]
   (let [{:keys [gain] :or {gain 1}} (ops/options opts "orthogonal!" #{:gain})]
     (Init/orthogonalInPlace (tensor t "orthogonal!") (ops/->double gain ":gain")))))
