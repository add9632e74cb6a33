(ns jtorch.training-test
  (:require [clojure.datafy]
            [clojure.edn :as edn]
            [clojure.java.io :as io]
            [clojure.test :refer [deftest is testing]]
            [jtorch.autograd :as ag]
            [jtorch.memory :as mem]
            [jtorch.nn :as nn]
            [jtorch.nn.functional :as F]
            [jtorch.optim :as optim]
            [jtorch.test-support :refer [leaves-nothing-behind thrown-message]]
            [jtorch.torch :as t])
  (:import [io.github.jtorch TorchException]))

(def fixture (delay (edn/read-string (slurp (io/resource "fixtures/mlp.edn")))))

(defn- close? [expected actual tol]
  (cond
    (number? expected) (< (Math/abs (- (double expected) (double actual))) tol)
    (map? expected) (and (= (set (keys expected)) (set (keys actual)))
                         (every? #(close? (expected %) (actual %) tol) (keys expected)))
    :else (and (= (count expected) (count actual)) (every? true? (map #(close? %1 %2 tol) expected actual)))))

(defn- model-like-the-fixture []
  (let [m (nn/sequential (nn/linear 4 8) (nn/relu) (nn/linear 8 3))
        init (:initial @fixture)]
    (ag/no-grad
     (doseq [[k p] (nn/named-parameters m)]
       (t/with-torch (t/copy! p (t/tensor (get init (keyword (clojure.string/replace k "." "_"))))))))
    m))

(defn- params-by-fixture-name [m]
  (into {} (for [[k p] (nn/named-parameters m)] [(keyword (clojure.string/replace k "." "_")) (t/->vec p)])))

(deftest mlp-forward-loss-and-gradients-match-pytorch
  (leaves-nothing-behind
   (t/with-torch
     (let [m (model-like-the-fixture)
           x (t/tensor (:x @fixture) {:dtype :float32})
           y (t/tensor (:y @fixture))
           logits (nn/forward m x)
           loss (F/cross-entropy logits y)]
       (is (close? (:logits @fixture) (t/->vec logits) 1e-5))
       (is (close? (:loss @fixture) (t/item-double loss) 1e-5))
       (ag/backward loss)
       (doseq [[k p] (nn/named-parameters m)
               :let [fk (keyword (clojure.string/replace k "." "_"))]]
         (is (close? (get-in @fixture [:grads fk]) (t/->vec (ag/grad p)) 1e-5) (str "gradient of " k)))
       nil))))

(deftest optimizer-steps-match-pytorch
  (doseq [[kind make] {:sgd #(optim/sgd % {:lr 0.1 :momentum 0.9 :weight-decay 1e-3})
                       :adam #(optim/adam % {:lr 0.01})
                       :adamw #(optim/adamw % {:lr 0.01 :weight-decay 0.05})
                       :sgd_dampening #(optim/sgd % {:lr 0.1 :momentum 0.9 :dampening 0.5})
                       :adam_amsgrad #(optim/adam % {:lr 0.01 :amsgrad true})
                       :adamw_amsgrad #(optim/adamw % {:lr 0.01 :weight-decay 0.05 :amsgrad true})}]
    (testing (name kind)
      (leaves-nothing-behind
       (t/with-torch
         (let [m (model-like-the-fixture)
               opt (make (nn/parameters m))
               x (t/tensor (:x @fixture) {:dtype :float32})
               y (t/tensor (:y @fixture))]
           (doseq [expected (get @fixture kind)]
             (t/with-torch
               (optim/zero-grad opt)
               (ag/backward (F/cross-entropy (nn/forward m x) y))
               (optim/step opt))
             (is (close? expected (params-by-fixture-name m) 1e-5)))
           nil))))))

(defn canonical-loop
  "The canonical training loop: model and optimizer made once; one with-torch per
  batch doing zero-grad, forward, cross-entropy, backward, step, returning item-float.
  Calls (on-step step loss) after each step."
  [steps on-step]
  (t/manual-seed 0)
  (let [model (nn/sequential (nn/linear 16 32) (nn/relu) (nn/linear 32 4))
        opt (optim/sgd (nn/parameters model) {:lr 0.1 :momentum 0.9})
        x (t/randn [64 16])
        y (t/with-torch (t/argmax (t/narrow x 1 0 4) 1 false))]
    (dotimes [step steps]
      (let [loss (t/with-torch
                   (optim/zero-grad opt)
                   (let [logits (nn/forward model x)
                         loss (F/cross-entropy logits y)]
                     (ag/backward loss)
                     (optim/step opt)
                     (t/item-float loss)))]
        (on-step (inc step) loss)))
    (t/release! [model opt x y])))

(deftest the-canonical-loop-keeps-memory-flat-over-10000-steps-and-learns
  (let [before (select-keys (mem/stats) [:live-tensors :live-bytes])
        seen (atom {})]
    (canonical-loop 10000 (fn [step loss]
                            (when (#{1 1000 10000} step)
                              (swap! seen assoc step (assoc (select-keys (mem/stats) [:live-tensors :live-bytes]) :loss loss)))))
    (let [{s1 1 s1000 1000 s10000 10000} @seen]
      (is (= (dissoc s1000 :loss) (dissoc s10000 :loss)) "live tensors and bytes are the same at step 1,000 and 10,000")
      (is (< (:loss s10000) (* 0.2 (:loss s1))) "the loss falls"))
    (is (= before (select-keys (mem/stats) [:live-tensors :live-bytes])))))

(deftest bad-training-input-gives-clear-exceptions-and-leaks-nothing
  (leaves-nothing-behind
   (t/with-torch
     (let [m (nn/linear 4 2)]
       (testing "shape mismatch"
         (let [[cls msg] (thrown-message #(nn/forward m (t/ones [3 5])))]
           (is (= TorchException cls))
           (is (re-find #"shape|size|mat1" msg))))
       (testing "wrong dtype"
         (is (= TorchException (first (thrown-message #(nn/forward m (t/ones [3 4] {:dtype :float64})))))))
       (testing "wrong device"
         (is (= IllegalArgumentException (first (thrown-message #(t/ones [2] {:device :cuda:7}))))))
       (testing "backward on a non-scalar"
         (let [[cls msg] (thrown-message #(ag/backward (nn/forward m (t/ones [3 4]))))]
           (is (= TorchException cls))
           (is (re-find #"scalar" msg))))
       (testing "a module's parameters used after release"
         (t/release! m)
         (let [[cls msg] (thrown-message #(nn/forward m (t/ones [3 4])))]
           (is (= IllegalStateException cls))
           (is (re-find #"released" msg))))
       (testing "an optimizer over tensors that do not require grad"
         (is (= IllegalArgumentException (first (thrown-message #(optim/sgd [(t/ones [2])] {:lr 0.1}))))))
       (testing "an optimizer used after release"
         (let [p (t/ones [2])
               _ (ag/requires-grad! p true)
               opt (optim/adam [p] {})]
           (t/release! opt)
           (let [[cls msg] (thrown-message #(optim/step opt))]
             (is (= IllegalStateException cls))
             (is (re-find #"optimizer .* released" msg)))))
       nil))))

(deftest no-grad-restores-the-mode-on-exceptions-and-belongs-to-the-thread
  (is (ag/grad-enabled?))
  (is (thrown? clojure.lang.ExceptionInfo (ag/no-grad (throw (ex-info "x" {})))))
  (is (ag/grad-enabled?))
  (ag/no-grad
   (is (not (ag/grad-enabled?)))
   (is (true? @(future (ag/grad-enabled?))) "another thread keeps its own mode")
   (t/with-torch
     (let [w (t/ones [2])]
       (ag/requires-grad! w true)
       (is (not (ag/requires-grad? (t/mul w 2))) "ops under no-grad are not recorded")
       nil)))
  (t/with-torch
    (let [w (t/ones [2])]
      (ag/requires-grad! w true)
      (is (ag/requires-grad? (t/mul w 2)))
      nil)))

(deftest modules-save-and-load-their-parameters
  (leaves-nothing-behind
   (t/with-torch
     (let [file (java.io.File/createTempFile "jtorch-test" ".safetensors")
           a (nn/sequential (nn/linear 3 5) (nn/relu) (nn/batch-norm 5) (nn/linear 5 2))
           b (nn/sequential (nn/linear 3 5) (nn/relu) (nn/batch-norm 5) (nn/linear 5 2))
           x (t/randn [4 3])]
       (try
         (nn/eval! a)
         (nn/eval! b)
         (nn/save! a file)
         (is (not= (t/->vec (nn/forward a x)) (t/->vec (nn/forward b x))))
         (nn/load! b file)
         (is (= (t/->vec (nn/forward a x)) (t/->vec (nn/forward b x))))
         (is (= IllegalArgumentException (first (thrown-message #(nn/load! (nn/linear 3 5) file)))))
         (finally (.delete file)))
       nil))))

(deftest in-place-ops-return-the-tensor-they-changed-so-calls-chain
  (leaves-nothing-behind
   (t/with-torch
     (let [w (t/ones [3])
           src (t/arange 3)]
       (is (identical? w (ag/requires-grad! w true)))
       (is (ag/requires-grad? w))
       (is (ag/requires-grad? (ag/requires-grad! (t/zeros [2]))) "on by default, as requires_grad_() in PyTorch")
       (let [z (t/zeros [3])]
         (is (identical? z (-> z (ag/requires-grad! true) (ag/requires-grad! false) (t/copy! src))))
         (is (= [0.0 1.0 2.0] (t/->vec z))))
       (let [z (t/ones [2])]
         (is (identical? z (t/zero! z)))
         (is (= [0.0 0.0] (t/->vec z))))
       (is (nil? (ag/backward (t/sum (t/mul w 2)))) "backward changes no tensor of its own and returns nil")
       nil))))

(deftest a-released-module-prints-a-marker-and-says-it-is-released
  (leaves-nothing-behind
   (let [m (t/with-torch (nn/sequential (nn/linear 4 2) (nn/relu)))]
     (is (= "#module[Sequential[Linear(4 -> 2), ReLU()]]" (pr-str m)))
     (is (not (nn/released? m)))
     (t/release! m)
     (is (nn/released? m))
     (is (= "#module[Sequential[Linear(4 -> 2), ReLU()] (released)]" (pr-str m)))
     (is (= "#module[ReLU()]" (pr-str (nn/relu))) "a module without tensors is never released"))))

(deftest an-optimizer-prints-its-kind-and-learning-rate
  (leaves-nothing-behind
   (t/with-torch
     (let [m (nn/linear 2 1)
           opt (optim/sgd (nn/parameters m) {:lr 0.1})]
       (is (= "#optimizer[SGD(lr=0.1)]" (pr-str opt)))
       (t/release! m)
       (is (= "#optimizer[SGD(lr=0.1)]" (pr-str opt)) "its parameters' release is not its own"))
     nil)))

(deftest wrong-training-arguments-are-illegal-arguments
  (leaves-nothing-behind
   (t/with-torch
     (let [m (nn/linear 2 2)
           ps (nn/parameters m)]
       (doseq [[what f] {"forward of a vector" #(nn/forward m [1 2])
                         "to-device nil" #(nn/to-device m nil)
                         "to-device 0" #(nn/to-device m 0)
                         "options that are not a map" #(optim/sgd ps 0.5)
                         "a string learning rate" #(optim/sgd ps {:lr "0.1"})
                         "one beta" #(optim/adam ps {:betas [0.9]})
                         "a string for set-lr!" #(optim/set-lr! (optim/sgd ps {:lr 0.1}) "x")
                         "a kernel beyond a long" #(nn/conv2d 1 1 18446744073709551618N)}]
         (is (= IllegalArgumentException (first (thrown-message f))) what))
       (is (= 0.5 (optim/lr (optim/sgd ps {:lr 0.5}))))
       (is (= 1e-3 (optim/lr (optim/sgd ps))) "options may be left out: PyTorch's default learning rate")
       (is (identical? m (nn/to-device m :cpu))))
     nil)))

(deftest named-parameters-keep-registration-order-past-eight
  (leaves-nothing-behind
   (t/with-torch
     (let [m (apply nn/sequential (repeatedly 6 #(nn/linear 2 2)))]
       (is (= (for [i (range 6) p ["weight" "bias"]] (str i "." p))
              (keys (nn/named-parameters m))))
       (is (= (nn/parameters m) (vals (nn/named-parameters m)))))
     nil)))

(deftest an-optimizer-refuses-to-step-once-its-model-is-released
  (leaves-nothing-behind
   (let [m (t/retain! (nn/linear 3 1))
         opt (t/retain! (optim/sgd (nn/parameters m) {:lr 0.1}))]
     (t/release! m)
     (let [[cls msg] (thrown-message #(optim/step opt))]
       (is (= IllegalStateException cls))
       (is (re-find #"parameter 0 of this optimizer.*released" msg)))
     (t/release! opt))))

(deftest module-files-are-paths-and-small-tensors-datafy-with-their-values
  (leaves-nothing-behind
   (t/with-torch
     (let [m (nn/linear 2 2)
           dir (java.nio.file.Files/createTempDirectory "jtorch-nn" (make-array java.nio.file.attribute.FileAttribute 0))
           file (.toFile (.resolve dir "m.safetensors"))]
       (doseq [bad [1.5 :kw nil "" (Object.)]]
         (is (= IllegalArgumentException (first (thrown-message #(nn/save! m bad)))) (pr-str bad)))
       (is (not-any? #(.exists (java.io.File. ^String %)) ["1.5" ":kw"]) "no file named after a bad value")
       (nn/save! m file)
       (is (identical? m (nn/load! m (str file))))
       (.delete file)
       (java.nio.file.Files/delete dir))
     (is (= 64 (count (:values (clojure.datafy/datafy (t/zeros [64 1 1]))))))
     nil)))

(deftest clojure-arguments-that-fit-the-pytorch-idiom-are-accepted
  (leaves-nothing-behind
   (t/with-torch
     (is (= [1.0E23] (t/->vec (t/tensor [100000000000000000000000N] {:dtype :float64}))))
     (let [ps (nn/parameters (nn/linear 2 2))]
       (is (some? (optim/adam ps {:betas (double-array [0.9 0.99])}))))
     nil))
  (let [before (mem/budget)]
    (mem/set-budget! -1)
    (is (= 0 (mem/budget)) "0 or less removes the cap, as in Java")
    (mem/set-budget! before)))

(deftest clone-is-recorded-by-autograd-as-in-pytorch
  (leaves-nothing-behind
   (t/with-torch
     (let [y (ag/requires-grad! (t/tensor [1.0 2.0]))]
       ;; torch: (y.clone() * y).sum().backward() gives y.grad == [2., 4.]
       (ag/backward (t/sum (t/mul (t/clone y) y)))
       (is (= [2.0 4.0] (t/->vec (ag/grad y)))))
     nil)))

(deftest backward-takes-a-gradient-and-keeps-the-graph-when-asked-as-in-pytorch
  (leaves-nothing-behind
   (t/with-torch
     (let [w (ag/requires-grad! (t/tensor [1.0 2.0 3.0]))
           y (t/mul w w)]
       ;; torch: y.backward(tensor([1., .5, 2.]), retain_graph=True) gives w.grad == [2., 2., 12.]
       (ag/backward y (t/tensor [1.0 0.5 2.0]) true)
       (is (= [2.0 2.0 12.0] (t/->vec (ag/grad w))))
       ;; then y.backward(ones(3)) adds to it and frees the graph
       (ag/backward y (t/ones [3]))
       (is (= [4.0 6.0 18.0] (t/->vec (ag/grad w))))
       (let [[cls msg] (thrown-message #(ag/backward y (t/ones [3])))]
         (is (= TorchException cls))
         (is (re-find #"second time" msg))))
     nil)))

;; Values from PyTorch 2.13: torch.autograd.grad with and without create_graph.
(deftest gradients-of-gradients-follow-create-graph-as-in-pytorch
  (leaves-nothing-behind
   (t/with-torch
     (let [x (ag/requires-grad! (t/tensor [1.0 2.0 3.0]))
           ;; g, = grad((x ** 3).sum(), [x], create_graph=True) gives [3., 12., 27.]
           [g] (ag/gradients (t/sum (t/pow x 3)) [x] nil false true)]
       (is (= [3.0 12.0 27.0] (t/->vec g)))
       (is (ag/requires-grad? g))
       ;; grad(g.sum(), [x]) gives [6., 12., 18.], and x.grad stays None
       (is (= [6.0 12.0 18.0] (t/->vec (first (ag/gradients (t/sum g) [x])))))
       (is (nil? (ag/grad x)))
       (let [[cls msg] (thrown-message #(ag/gradients (t/sum (t/mul x x)) [x (ag/requires-grad! (t/ones [2]))]))]
         (is (= TorchException cls))
         (is (re-find #"not have been used" msg)))
       (is (= [[2.0 4.0 6.0] [0.0 0.0]]
              (mapv t/->vec (ag/gradients (t/sum (t/mul x x)) [x (ag/requires-grad! (t/ones [2]))] nil false false true)))))
     nil)))

(deftest batch-norm-refuses-one-value-per-channel-in-training-and-counts-batches
  (leaves-nothing-behind
   (t/with-torch
     (let [bn (nn/batch-norm 2)]
       (is (= IllegalArgumentException (first (thrown-message #(nn/forward bn (t/tensor [[1.0 2.0]]))))))
       (is (= [1.0 1.0] (t/->vec (get (nn/state-dict bn) "running_var"))) "the running variance is left alone")
       (nn/forward bn (t/randn [4 2]))
       (is (= 1 (t/item-long (get (nn/state-dict bn) "num_batches_tracked"))))
       (nn/eval! bn)
       (is (not-any? #(Double/isNaN %) (flatten (t/->vec (nn/forward bn (t/tensor [[1.0 2.0]])))))
           "evaluation takes one value per channel"))
     nil)))

(deftest functional-batch-norm-and-embedding-take-pytorchs-argument-order
  (leaves-nothing-behind
   (t/with-torch
     (let [x (t/tensor [[1.0 2.0] [3.0 6.0]])
           rm (t/zeros [2])
           rv (t/ones [2])]
       ;; torch.nn.functional.batch_norm(x, running_mean, running_var, weight, bias, training, momentum, eps)
       (is (= [[-1.0 -1.0] [3.0 3.0]]
              (mapv #(mapv (fn [v] (/ (Math/round (* 1000.0 v)) 1000.0)) %)
                    (t/->vec (F/batch-norm x rm rv (t/full [2] 2.0) (t/ones [2]) true 0.1 1e-5)))))
       (is (= [0.2 0.4] (mapv #(/ (Math/round (* 1e6 %)) 1e6) (t/->vec rm))) "the running mean moved")
       ;; torch.nn.functional.embedding(input, weight)
       (is (= [[7.0 8.0]] (t/->vec (F/embedding (t/tensor [1]) (t/tensor [[0.0 0.0] [7.0 8.0]]))))))
     nil)))

(deftest mse-loss-broadcasts-differing-shapes-as-pytorch-and-gets-its-gradients-right
  (leaves-nothing-behind
   (t/with-torch
     ;; An output of [N, 1] against a target of [N]: LibTorch's op alone gave the
     ;; right loss and gradients N times too large.
     (let [x (t/tensor (:x @fixture) {:dtype :float32})
           input (ag/requires-grad! (t/clone (t/narrow x 1 0 1)))
           target (t/select x 1 1)
           loss (F/mse-loss input target)]
       (ag/backward loss)
       (is (close? (get-in @fixture [:mse_broadcast :loss]) (t/item-double loss) 1e-5))
       (is (close? (get-in @fixture [:mse_broadcast :input_grad]) (t/->vec (ag/grad input)) 1e-5)))
     nil)))

(deftest losses-take-the-shapes-pytorch-takes-and-refuse-the-others-clearly
  (leaves-nothing-behind
   (t/with-torch
     (let [log-probs (t/log-softmax (t/tensor [[[0.1 0.2] [0.3 0.4] [0.5 0.6]] [[1.0 0.0] [0.0 1.0] [0.5 0.5]]]) 1)]
       ;; F.nll_loss of the same in PyTorch 2.13: 1.3210855722427368
       (is (close? 1.3210855722427368 (t/item-double (F/nll-loss log-probs (t/tensor [[0 1] [2 0]]))) 1e-6)
           "(N, C, d1) log-probabilities against (N, d1) classes"))
     (is (= [IllegalArgumentException "binary_cross_entropy_with_logits: target shape [2, 3] must be the same as input shape [3]"]
            (thrown-message #(F/binary-cross-entropy-with-logits (t/tensor [0.5 -1.0 2.0]) (t/ones [2 3])))))
     (is (= [IllegalArgumentException "batch_norm expects an input of shape (N, C, ...) with at least 2 dimensions, got shape [3]"]
            (thrown-message #(nn/forward (nn/batch-norm 3) (t/randn [3])))))
     nil)))

(deftest a-misspelt-option-is-refused-not-ignored
  (leaves-nothing-behind
   (t/with-torch
     (let [ps (nn/parameters (nn/linear 2 2))]
       (doseq [[f what] [[#(nn/conv2d 2 4 3 {:paddding 1}) "conv2d: unknown option :paddding; it takes :bias, :dilation, :groups, :padding, :padding-mode, :stride"]
                         [#(nn/linear 2 2 {:bais false}) "linear: unknown option :bais; it takes :bias"]
                         [#(nn/max-pool2d 2 {:strides 1}) "max-pool2d: unknown option :strides; it takes :ceil-mode, :dilation, :padding, :return-indices, :stride"]
                         [#(nn/batch-norm 4 {:affine false}) "batch-norm: unknown option :affine; it takes :eps, :momentum"]
                         [#(optim/sgd ps {:learning-rate 0.5}) "sgd: unknown option :learning-rate; it takes :dampening, :lr, :maximize, :momentum, :nesterov, :weight-decay"]
                         [#(optim/adam ps {:momentum 0.9}) "adam: unknown option :momentum; it takes :amsgrad, :betas, :eps, :lr, :maximize, :weight-decay"]
                         [#(optim/adamw ps {:weight_decay 0.1}) "adamw: unknown option :weight_decay; it takes :amsgrad, :betas, :eps, :lr, :maximize, :weight-decay"]]]
         (is (= [IllegalArgumentException what] (thrown-message f)))))
     nil)))

(deftest edge-settings-pytorch-takes-or-refuses-are-taken-or-refused
  (leaves-nothing-behind
   (t/with-torch
     (is (= [0.0 0.0 0.0] (t/->vec (nn/forward (nn/dropout 1.0) (t/ones [3])))) "p = 1 zeroes everything")
     (is (= IllegalArgumentException (first (thrown-message #(nn/dropout 1.5)))))
     (is (= [IllegalArgumentException "an optimizer needs at least one parameter; got an empty list"]
            (thrown-message #(optim/sgd []))))
     nil)))

(deftest a-sequential-forward-pass-stores-only-its-output-and-matches-the-layers-one-by-one
  (leaves-nothing-behind
   (t/with-torch
     (let [l1 (nn/linear 4 8)
           l2 (nn/linear 8 3)
           doubler (proxy [io.github.jtorch.nn.Module] []
                     (forward [x] (t/mul x 2.0)))
           model (nn/sequential l1 (nn/relu) doubler l2 (nn/relu))
           x (t/randn [5 4])
           by-layers (t/relu (nn/forward l2 (t/mul (t/relu (nn/forward l1 x)) 2.0)))
           before (:live-tensors (mem/stats))
           chained (nn/forward (nn/sequential l1 (nn/relu) (nn/dropout 0.5) l2) x)
           after (:live-tensors (mem/stats))]
       (is (= (inc before) after) "the layers' in-between tensors are never stored")
       (is (= (t/->vec by-layers) (t/->vec (nn/forward model x)))
           "a layer of the user's own runs between the chained stretches")
       (is (= [5 3] (t/shape chained))))
     nil)))

(deftest ops-on-tensors-without-gradients-keep-every-autograd-rule
  (leaves-nothing-behind
   (t/with-torch
     (testing "their results feed a graph that needs gradients"
       (let [x (t/tensor [1.0 2 3])
             y (t/add (t/mul x 2) x)
             w (ag/requires-grad! (t/ones [3]) true)]
         (is (not (ag/requires-grad? y)))
         (ag/backward (t/sum (t/mul y w)))
         (is (= [3.0 6.0 9.0] (t/->vec (ag/grad w))))))
     (testing "a view of one still shares its base's version for the graph"
       (let [x (t/tensor [1.0 2 3 4])
             v (t/view x [2 2])
             w (ag/requires-grad! (t/ones [4]) true)
             loss (t/sum (t/mul w x))]
         (t/zero! v)
         (is (= [0.0 0.0 0.0 0.0] (t/->vec x)))
         (let [[cls msg] (thrown-message #(ag/backward loss))]
           (is (= TorchException cls))
           (is (re-find #"modified by an inplace operation" msg)))))
     (testing "a refused op leaves the thread recording gradients"
       (is (= TorchException (first (thrown-message #(t/matmul (t/ones [2 3]) (t/ones [4 5]))))))
       (is (ag/requires-grad? (t/mul (t/ones [3]) (ag/requires-grad! (t/ones [3]) true))))))))
