(ns jtorch.nn-layers-test
  "jtorch.nn's layers behave as PyTorch's torch.nn classes: the cases and PyTorch's results
  (state dict, output, gradients, running statistics) come from running
  scripts/parity/nn_layers_reference.py with PyTorch 2.13 now. Each layer is made through
  jtorch.nn with the same arguments, given PyTorch's state dict, and run."
  (:require [clojure.edn :as edn]
            [clojure.java.io :as io]
            [clojure.test :refer [deftest is testing]]
            [jtorch.autograd :as ag]
            [jtorch.nn :as nn]
            [jtorch.test-support :refer [leaves-nothing-behind thrown-message]]
            [jtorch.torch :as t])
  (:import [io.github.jtorch Torch]))

(defn- pytorch-results []
  (let [torch-home (.getParent (io/file (Torch/libtorchLocation)))
        pb (doto (ProcessBuilder. ["python3" "scripts/parity/nn_layers_reference.py"])
             (.redirectError java.lang.ProcessBuilder$Redirect/DISCARD))
        _ (.put (.environment pb) "PYTHONPATH" (str torch-home))
        p (.start pb)
        out (slurp (.getInputStream p))]
    (when-not (zero? (.waitFor p))
      (throw (IllegalStateException. "scripts/parity/nn_layers_reference.py failed")))
    (edn/read-string out)))

(def ^:private reference (delay (pytorch-results)))

(defn- input
  "The tensor the reference script makes for spec (its classes T and L)."
  [{:keys [tensor seed dtype grad low span literal] :as spec}]
  (if literal
    (t/tensor literal {:dtype :int64})
    (let [n (reduce * 1 tensor)
          vals (if span
                 (mapv #(+ low (mod (+ (* 7 %) (* 3 seed)) span)) (range n))
                 (mapv #(* 2.0 (Math/sin (+ (* 1.7 seed) (* 0.37 %)))) (range n)))
          x (t/reshape (t/call "to" (t/tensor vals {:dtype (if span :int64 :float64)}) dtype) tensor)]
      (if grad (ag/requires-grad! x) x))))

(defn- module
  "The layer made through jtorch.nn from the script's class name, arguments and keyword arguments."
  [layer args kwargs]
  (let [f (ns-resolve 'jtorch.nn (symbol layer))
        build (fn build [v]
                (cond (and (map? v) (:module v)) (module (:module v) (:args v) (:kwargs v))
                      (map? v) (update-vals v build)
                      (vector? v) (mapv build v)
                      :else v))]
    (is f (str "jtorch.nn/" layer " exists"))
    (apply f (concat (map build args) (when (seq kwargs) [kwargs])))))

(defn- close? [rtol atol want got]
  (and (= (count want) (count got))
       (every? true? (map (fn [w g] (let [w (double w) g (double g)]
                                      (<= (Math/abs (- w g)) (+ atol (* rtol (Math/abs w))))))
                          want got))))

(defn- same?
  "Whether tensor `got` has the shape, dtype and (within float32 tolerance) values of `want`."
  [want got]
  (and (t/tensor? got)
       (= (:shape want) (t/shape got))
       (= (:dtype want) (t/dtype got))
       (close? 2e-5 2e-5 (:values want) (flatten [(t/->vec got)]))))

(defn- copy-state!
  "PyTorch's state dict, `state` ([name tensor] pairs), copied into `m`'s own tensors."
  [m state]
  (let [mine (nn/state-dict m)]
    (ag/no-grad
     (doseq [[k v] state]
       (t/call "copy_" (get mine k) (t/reshape (t/tensor (:values v) {:dtype (:dtype v)}) (:shape v)))))))

(deftest every-layer-matches-pytorch
  (let [cases @reference]
    (is (< 80 (count cases)) "the reference script ran its cases")
    (is (= #{"identity" "flatten" "unflatten" "bilinear" "linear" "conv1d" "conv2d" "conv3d" "conv-transpose1d"
             "conv-transpose2d" "max-pool1d" "max-pool2d" "avg-pool1d" "avg-pool2d" "adaptive-avg-pool1d"
             "adaptive-avg-pool2d" "adaptive-max-pool1d" "adaptive-max-pool2d" "batch-norm1d" "batch-norm2d"
             "layer-norm" "group-norm" "rms-norm" "embedding" "embedding-bag" "module-list" "module-dict"}
           (set (map :layer cases))))
    (leaves-nothing-behind
     (doseq [{:keys [layer args kwargs inputs forward-args repr state out grads param-grads state-after] :as c} cases]
       (testing (str layer " " (pr-str args) " " (pr-str kwargs) (when (:eval c) " in evaluation"))
         (try
          (t/with-torch
           (let [m (module layer args kwargs)]
             (is (= (mapv first state) (vec (keys (nn/state-dict m)))) "state dict keys, in PyTorch's order")
             (is (every? (fn [[k v]] (= (:shape v) (t/shape (get (nn/state-dict m) k)))) state) "state dict shapes")
             (when (and repr (not (re-find #"\[" repr)) (not= "linear" layer))
               (is (= repr (str m)) "description"))
             (copy-state! m state)
             (when (:eval c) (nn/eval! m))
             (when (seq inputs)
               (let [xs (mapv #(when % (input %)) inputs)
                     got (apply nn/forward m (concat xs (map long-array forward-args)))
                     first-out (if (instance? java.util.List got) (first got) got)]
                 (if (sequential? out)
                   (is (and (= (count out) (count got)) (every? true? (map same? out got))) "outputs")
                   (is (same? out got) (str "output " (pr-str (t/->vec got)))))
                 (when grads
                   (ag/backward (t/sum first-out))
                   (is (every? true? (map same? grads (map ag/grad (filter #(and % (ag/requires-grad? %)) xs))))
                       "input gradients")
                   (let [params (nn/named-parameters m)]
                     (is (= (set (map first param-grads)) (set (keep (fn [[k p]] (when (ag/grad p) k)) params)))
                         "the parameters that got gradients")
                     (doseq [[k g] param-grads]
                       (is (same? g (ag/grad (get params k))) (str "gradient of " k)))))
                 (doseq [[k v] state-after]
                   (is (same? v (get (nn/state-dict m) k)) (str k " after the forward pass")))))))
          (catch Exception e (is false (str "the case threw " (class e) ": " (.getMessage e))))))))))

(deftest options-are-pytorchs-keyword-arguments-and-unknown-ones-throw
  (t/with-torch
    (is (= [IllegalArgumentException "conv1d: unknown option :paddding; it takes :bias, :dilation, :groups, :padding, :padding-mode, :stride"]
           (thrown-message #(nn/conv1d 2 3 3 {:paddding 1}))))
    (doseq [f [#(nn/layer-norm 4 {:affine false}) #(nn/batch-norm1d 3 {:elementwise-affine true})
               #(nn/embedding-bag 3 2 {:offsets []}) #(nn/avg-pool2d 2 {:dilation 2})
               #(nn/group-norm 2 4 {:momentum 0.1}) #(nn/flatten {:dim 1})]]
      (is (= IllegalArgumentException (first (thrown-message f)))))
    (is (= "Conv2d(2, 4, kernel_size=(3, 3), stride=(1, 1), padding=same, groups=2, padding_mode=circular)"
           (str (nn/conv2d 2 4 3 {:padding "same" :groups 2 :padding-mode :circular}))))))

(deftest bad_arguments_and_inputs_name_the_layer_and_the_mismatch
  (leaves-nothing-behind
   (t/with-torch
     (doseq [[f needle] [[#(nn/conv1d 3 4 2 {:groups 2}) "Conv1d: in_channels (3) must be divisible by groups (2)"]
                         [#(nn/conv2d 2 4 3 {:padding "same" :stride 2}) "not supported for strided"]
                         [#(nn/conv1d 2 4 3 {:padding-mode "mirror"}) "padding_mode"]
                         [#(nn/conv-transpose1d 2 4 3 {:padding-mode "reflect"}) "only 'zeros'"]
                         [#(nn/group-norm 3 4) "divisible by num_groups"]
                         [#(nn/embedding-bag 5 2 {:mode "median"}) "mode must be one of"]
                         [#(nn/embedding 5 2 {:padding-idx 5}) "padding_idx"]
                         [#(nn/forward (nn/conv1d 3 4 3) (t/zeros [2 4 8])) "expected input with 3 channels"]
                         [#(nn/forward (nn/conv2d 3 4 3) (t/zeros [3 8])) "expected 3D or 4D input, got 2D"]
                         [#(nn/forward (nn/batch-norm2d 3) (t/zeros [2 3 4])) "BatchNorm2d(3, eps=1e-05"]
                         [#(nn/forward (nn/batch-norm1d 3) (t/zeros [2 3 4 4])) "expected 2D or 3D input, got 4D"]
                         [#(nn/forward (nn/layer-norm [3 4]) (t/zeros [2 4 3])) "expected input of shape [*, 3, 4]"]
                         [#(nn/forward (nn/rms-norm 4) (t/zeros [2 3])) "RMSNorm((4,)"]
                         [#(nn/forward (nn/max-pool1d 2) (t/zeros [2 3 4 4])) "MaxPool1d"]
                         [#(nn/forward (nn/embedding 5 2) (t/tensor [1 7])) "Embedding(5, 2)"]
                         [#(nn/forward (nn/embedding-bag 5 2) (t/tensor [1 2])) "a 1D input needs 1D offsets"]
                         [#(nn/forward (nn/embedding-bag 5 2) (t/tensor [[1 2]]) nil (t/ones [1 2])) "mode='sum'"]
                         [#(nn/forward (nn/bilinear 2 3 4) (t/zeros [1 2])) "takes two tensors"]
                         [#(nn/forward (nn/bilinear 2 3 4) (t/zeros [1 2]) (t/zeros [1 2])) "expected input2 with 3 features"]
                         [#(nn/forward (nn/adaptive-avg-pool2d 2) (t/zeros [4])) "AdaptiveAvgPool2d"]
                         [#(nn/forward (nn/conv-transpose1d 2 3 3 {:stride 2}) (t/zeros [1 2 4]) (long-array [20]))
                          "valid sizes of dimension 0 range from 9 to 10"]]]
       (let [[cls msg] (thrown-message f)]
         (is (= IllegalArgumentException cls) (str needle ": " msg))
         (is (and msg (.contains ^String msg needle)) msg))))))

(deftest containers-name-their-children-as-pytorch-and-have-no-forward-pass
  (leaves-nothing-behind
   (t/with-torch
     (let [l (nn/module-list [(nn/linear 2 3) (nn/relu) (nn/layer-norm 3)])
           d (nn/module-dict {"enc" l "head" (nn/linear 3 1 {:bias false})})]
       (is (= ["0.weight" "0.bias" "2.weight" "2.bias"] (keys (nn/state-dict l))))
       (is (= ["enc.0.weight" "enc.0.bias" "enc.2.weight" "enc.2.bias" "head.weight"] (keys (nn/state-dict d))))
       (is (= 5 (count (nn/parameters d))))
       (is (= IllegalStateException (first (thrown-message #(nn/forward l (t/zeros [1 2]))))))
       (is (= IllegalArgumentException (first (thrown-message #(nn/module-dict {"a.b" (nn/relu)})))))
       (is (= IllegalArgumentException (first (thrown-message #(nn/module-list [(nn/relu) 3])))))
       (nn/eval! d)
       (is (not (.isTraining ^io.github.jtorch.nn.Module (.get ^io.github.jtorch.nn.ModuleList l 2))))))))

(deftest embedding-from-pretrained-copies-the-table-and-freezes-it
  (leaves-nothing-behind
   (t/with-torch
     (let [w (t/tensor [[1.0 2.0] [3.0 4.0] [5.0 6.0]])
           e (nn/embedding-from-pretrained w)
           thawed (nn/embedding-from-pretrained w {:freeze false :padding-idx 0})]
       (is (= [[5.0 6.0] [1.0 2.0]] (t/->vec (nn/forward e (t/tensor [2 0])))))
       (is (not (ag/requires-grad? (first (nn/parameters e)))))
       (is (ag/requires-grad? (first (nn/parameters thawed))))
       (is (= [1.0 2.0] (first (t/->vec (first (nn/parameters thawed))))) "the padding row keeps its values")))))

(deftest a-released-layer-throws-illegal-state
  (t/with-torch
    (let [m (nn/conv1d 2 3 3)]
      (t/release! m)
      (is (nn/released? m))
      (is (= IllegalStateException (first (thrown-message #(nn/forward m (t/zeros [1 2 5])))))))))
