(ns jtorch.utils-checkpoint-test
  "jtorch.utils.checkpoint gives PyTorch's loss and gradients (from
  scripts/parity/checkpoint_reference.py, run now), recomputes dropout with the same
  mask, reports failures of the recomputation from backward, and refuses bad input."
  (:require [clojure.test :refer [deftest is testing]]
            [jtorch.autograd :as ag]
            [jtorch.nn :as nn]
            [jtorch.nn.functional :as F]
            [jtorch.test-support :refer [leaves-nothing-behind python-reference]]
            [jtorch.torch :as t]
            [jtorch.utils.checkpoint :as ck])
  (:import [io.github.jtorch TorchException]))

(def ^:private reference (delay (python-reference "scripts/parity/checkpoint_reference.py")))

(defn- tensor-of [{:keys [shape values dtype]}]
  (t/reshape (t/tensor values {:dtype (if (= dtype :int64) :int64 :float32)}) shape))

(defn- tensors-of [state]
  (into {} (for [[k v] state] [k (tensor-of v)])))

(defn- close? [want got]
  (<= (Math/abs (- (double want) (double got))) (+ 1e-5 (* 1e-4 (Math/abs (double want))))))

(defn- same-values? [want t]
  (let [got (flatten [(t/->vec t)])]
    (and (= (count (:values want)) (count got)) (every? true? (map close? (:values want) got)))))

(nn/defmodule block []
  {:norm (nn/layer-norm [8])
   :fc1 (nn/linear 8 16)
   :fc2 (nn/linear 16 8)}
  (fn [{:keys [norm fc1 fc2]} x]
    (t/add x (nn/forward fc2 (F/gelu (nn/forward fc1 (nn/forward norm x)))))))

(nn/defmodule blocks []
  {:blocks (nn/module-list [(block) (block) (block)])
   :head (nn/linear 8 5)}
  (fn [{:keys [blocks head]} x]
    (nn/forward head (reduce (fn [h b] (ck/checkpoint b h)) x blocks))))

(defn- grads-match [case m grads]
  (doseq [[k want] grads]
    (is (same-values? want (ag/grad (get (nn/named-parameters m) k))) (str case ": the gradient of " k))))

(deftest checkpointed-models-give-pytorchs-loss-and-gradients
  (let [[bc sc] @reference]
    (leaves-nothing-behind
     (t/with-torch
       (testing "blocks, each checkpointed, the input not requiring grad"
         (let [m (blocks)
               _ (nn/load-state-dict! m (tensors-of (:state bc)))
               loss (F/cross-entropy (nn/forward m (tensor-of (:x bc))) (tensor-of (:y bc)))]
           (is (close? (:loss bc) (t/item loss)))
           (ag/backward loss)
           (grads-match "blocks" m (:grads bc))))
       (testing "checkpoint-sequential, of a sequential module and of a vector of functions"
         (doseq [as-vector [false true]]
           (let [seq-m (nn/sequential (nn/linear 8 16) (nn/gelu) (nn/linear 16 16) (nn/tanh) (nn/linear 16 8)
                                      (nn/gelu) (nn/linear 8 3))
                 _ (nn/load-state-dict! seq-m (tensors-of (:state sc)))
                 fns (if as-vector (vec (nn/children seq-m)) seq-m)
                 x (ag/requires-grad! (tensor-of (:x sc)))
                 loss (F/mse-loss (ck/checkpoint-sequential fns (:segments sc) x) (tensor-of (:target sc)))]
             (is (close? (:loss sc) (t/item loss)))
             (ag/backward loss)
             (grads-match "sequential" seq-m (:grads sc))
             (is (same-values? (:x-grad sc) (ag/grad x)) "the gradient of the input"))))))))

(defn- dropout-gradients [opts]
  (t/with-torch
    (let [w (ag/requires-grad! (t/tensor [1.0 2.0 3.0 4.0 5.0 6.0 7.0 8.0]))
          f (fn [x] (t/tanh (F/dropout (t/mul x w) 0.5)))
          x (t/ones [8])
          _ (t/manual-seed 7)
          y (if opts (ck/checkpoint f x opts) (f x))]
      (t/randn [100])
      (ag/backward (t/sum y))
      (t/->vec (ag/grad w)))))

(deftest dropout-is-recomputed-with-the-mask-of-the-forward-pass
  (let [plain (dropout-gradients nil)]
    (is (= plain (dropout-gradients {})))
    (is (not= plain (dropout-gradients {:preserve-rng-state false})) "a new mask without :preserve-rng-state")))

(deftest an-exception-in-the-recomputation-comes-out-of-backward-and-leaves-nothing
  (leaves-nothing-behind
   (t/with-torch
     (let [calls (atom 0)
           w (ag/requires-grad! (t/tensor [1.0 2.0]))
           y (ck/checkpoint (fn [x] (let [t (t/exp (t/mul x w))]
                                      (when (= 2 (swap! calls inc)) (throw (ex-info "boom" {})))
                                      t))
                            (t/ones [2]))
           e (is (thrown? TorchException (ag/backward (t/sum y))))]
       (is (re-find #"ExceptionInfo: boom" (ex-message e)))))))

(deftest no-grad-many-outputs-and-bad-input
  (leaves-nothing-behind
   (t/with-torch
     (let [a (ag/requires-grad! (t/tensor [1.0 2.0]))]
       (testing "under no-grad the function just runs"
         (is (not (ag/requires-grad? (ag/no-grad (ck/checkpoint #(t/mul % 2) a))))))
       (testing "several outputs, and arguments that are not tensors"
         (let [[p q] (ck/checkpoint (fn [x k] [(t/mul x k) (t/mul x x)]) a 3.0 {:use-reentrant false})]
           (ag/backward (t/add (t/sum p) (t/sum q)))
           (is (= [5.0 7.0] (t/->vec (ag/grad a))))))
       (testing "bad input"
         (is (thrown-with-msg? IllegalArgumentException #"expects a function or a module" (ck/checkpoint nil a)))
         (is (thrown-with-msg? IllegalArgumentException #"must return a tensor" (ck/checkpoint (constantly :x) a)))
         (is (thrown-with-msg? IllegalArgumentException #"unknown option :preserve-rng"
                               (ck/checkpoint identity a {:preserve-rng true})))
         (is (thrown-with-msg? IllegalArgumentException #"segments must be at least 1"
                               (ck/checkpoint-sequential [identity] 0 a)))
         (is (thrown-with-msg? IllegalArgumentException #"input must be a tensor"
                               (ck/checkpoint-sequential [identity] 1 [1 2]))))))))
