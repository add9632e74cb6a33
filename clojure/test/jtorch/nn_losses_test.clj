(ns jtorch.nn-losses-test
  "jtorch.nn's activation and loss constructors: their options, what they refuse, and their memory.
  (Their values against PyTorch's: jtorch.nn-modules-parity-test.)"
  (:require [clojure.string :as str]
            [clojure.test :refer [deftest is testing]]
            [jtorch.autograd :as ag]
            [jtorch.nn :as nn]
            [jtorch.test-support :refer [leaves-nothing-behind thrown-message]]
            [jtorch.torch :as t]))

(deftest a-loss-given-the-wrong-inputs-names-itself
  (leaves-nothing-behind
   (t/with-torch
     (let [x (t/tensor [[1.0 2.0 3.0] [0.5 0.1 -1.0]])]
       (doseq [[loss inputs] [[(nn/mse-loss) [x]]
                              [(nn/cross-entropy-loss) [x (t/tensor [0 1]) x]]
                              [(nn/triplet-margin-loss) [x x]]
                              [(nn/ctc-loss) [x x x]]
                              [(nn/l1-loss) [x "target"]]]]
         (let [[cls msg] (thrown-message #(apply nn/forward loss inputs))]
           (is (= IllegalArgumentException cls))
           (is (str/includes? msg (str (.getSimpleName (class loss)) " takes")) msg)))
       (testing "LibTorch's refusal comes back naming the loss"
         (let [[cls msg] (thrown-message #(nn/forward (nn/cross-entropy-loss) x (t/tensor [0 7])))]
           (is (= IllegalArgumentException cls))
           (is (str/starts-with? msg "CrossEntropyLoss: ") msg)))
       (testing "shapes PyTorch refuses before its kernels"
         (is (= IllegalArgumentException (first (thrown-message #(nn/forward (nn/bce-with-logits-loss) x (t/zeros [2]))))))
         (is (= IllegalArgumentException (first (thrown-message #(nn/forward (nn/gaussian-nll-loss) x x (t/ones [5]))))))
         (is (= IllegalArgumentException (first (thrown-message #(nn/forward (nn/gaussian-nll-loss) x x -1.0)))))
         (is (= IllegalArgumentException (first (thrown-message #(nn/forward (nn/glu) x)))) "an odd size to halve")
         (is (= IllegalArgumentException (first (thrown-message #(nn/forward (nn/softmax2d) x))))))))))

(deftest constructors-take-pytorchs-keyword-arguments-and-refuse-others
  (is (= "LeakyReLU(negative_slope=0.2, inplace=True)" (str (nn/leaky-relu {:negative-slope 0.2 :inplace true}))))
  (is (= "GELU(approximate='tanh')" (str (nn/gelu {:approximate :tanh}))))
  (is (= "Softmax(dim=1)" (str (nn/softmax 1))))
  (is (= "Threshold(threshold=0.1, value=20.0)" (str (nn/threshold 0.1 20.0))))
  (is (= "sum" (.reduction ^io.github.jtorch.nn.Loss (nn/mse-loss {:reduction :sum}))))
  (is (= "none" (.reduction ^io.github.jtorch.nn.Loss (nn/mse-loss {:reduction "none"}))))
  (doseq [bad [#(nn/mse-loss {:reductio :sum})
               #(nn/cross-entropy-loss {:reduction :average})
               #(nn/cross-entropy-loss {:label-smoothing 2.0})
               #(nn/gelu {:approximate "fast"})
               #(nn/prelu {:num-parameters 0})
               #(nn/elu {:inplace 1})
               #(nn/multi-margin-loss {:p 3})
               #(nn/triplet-margin-loss {:margin 0.0})
               #(nn/triplet-margin-with-distance-loss {:distance-function 3})
               #(nn/kl-div-loss {:reduction :batchmean :log-targets true})]]
    (is (= IllegalArgumentException (first (thrown-message bad))))))

(deftest class-weights-are-buffers-of-pytorchs-names-and-copies
  (leaves-nothing-behind
   (t/with-torch
     (let [w (t/tensor [1.0 2.0 3.0])
           loss (nn/bce-with-logits-loss {:weight w :pos-weight w})]
       (is (= ["weight" "pos_weight"] (keys (nn/state-dict loss))))
       (is (empty? (nn/parameters loss)))
       (is (= ["weight"] (keys (nn/state-dict (nn/cross-entropy-loss {:weight w})))))
       (is (empty? (nn/state-dict (nn/cross-entropy-loss))))
       (t/release! loss)
       (is (= [1.0 2.0 3.0] (t/->vec w)) "releasing the loss leaves the caller's tensor")
       (is (= IllegalStateException (first (thrown-message #(nn/forward loss w w)))))))))

(deftest prelu-learns-its-slopes
  (leaves-nothing-behind
   (t/with-torch
     (let [m (nn/prelu {:num-parameters 3})
           x (t/neg (t/ones [2 3]))]
       (is (= ["weight"] (keys (nn/named-parameters m))))
       (ag/backward (t/sum (nn/forward m x)))
       (is (= [-2.0 -2.0 -2.0] (t/->vec (ag/grad (first (nn/parameters m))))))
       (is (= IllegalArgumentException (first (thrown-message #(nn/forward m (t/ones [2 4]))))))))))

(deftest rrelu-draws-slopes-between-its-bounds-in-training
  (t/with-torch
    (let [m (nn/rrelu {:lower 0.1 :upper 0.3})
          x (t/neg (t/ones [1000]))
          y (t/->vec (nn/forward m x))]
      (is (every? #(<= -0.3 % -0.1) y))
      (is (< 10 (count (distinct y))) "a slope per element")
      (nn/eval! m)
      (is (every? #(< (Math/abs (+ % 0.2)) 1e-6) (t/->vec (nn/forward m x))) "the mean slope in evaluation"))))

(deftest activations-run-inside-sequential-as-one-by-one
  (leaves-nothing-behind
   (t/with-torch
     (let [x (t/tensor [[1.0 -2.0 3.0] [0.5 0.1 -1.0]])
           layers [(nn/sigmoid) (nn/tanh) (nn/softmax 1) (nn/log-softmax 0) (nn/softmin -1)
                   (nn/relu6) (nn/leaky-relu) (nn/gelu) (nn/softmax) (nn/tanhshrink) (nn/threshold 0.0 -1.0)]
           one-by-one (reduce (fn [y m] (nn/forward m y)) x layers)]
       (is (= (t/->vec one-by-one) (t/->vec (nn/forward (apply nn/sequential layers) x))))))))

(deftest inplace-activations-overwrite-their-input
  (t/with-torch
    (let [x (t/tensor [-1.0 2.0])]
      (is (identical? x (nn/forward (nn/elu {:inplace true}) x)))
      (is (< (first (t/->vec x)) 0.0))
      (is (= [0.0 2.0] (t/->vec (nn/forward (nn/relu6 {:inplace true}) (t/tensor [-1.0 2.0]))))))))

(deftest triplet-margin-with-distance-loss-takes-a-clojure-fn
  (leaves-nothing-behind
   (t/with-torch
     (let [calls (atom 0)
           d (fn [a b] (swap! calls inc) (t/sum (t/abs (t/sub a b)) -1))
           a (t/tensor [[0.0 0.0]])
           loss (nn/triplet-margin-with-distance-loss {:distance-function d :margin 1.0 :swap true})]
       ;; d(a, p) = 1, d(a, n) = 3, d(p, n) = 2: swap takes 2; 1 + 1 - 2 = 0.
       (is (= 0.0 (t/->vec (nn/forward loss a (t/tensor [[1.0 0.0]]) (t/tensor [[3.0 0.0]])))))
       (is (= 3 @calls))
       (is (= IllegalArgumentException
              (first (thrown-message #(nn/forward (nn/triplet-margin-with-distance-loss {:distance-function (fn [_ _] nil)})
                                                  a a a)))))))))
