(ns jtorch.nn-module-parity-test
  "The module API against PyTorch: torch.nn.init after a seed, gradient clipping, a
  model of one's own (defmodule) loading PyTorch's state dict and giving its output and
  gradients, and load-state-dict!'s errors in PyTorch's words. PyTorch's side comes from
  running scripts/parity/nn_module_reference.py now."
  (:require [clojure.edn :as edn]
            [clojure.java.io :as io]
            [clojure.string :as str]
            [clojure.test :refer [deftest is testing]]
            [jtorch.amp :as amp]
            [jtorch.autograd :as ag]
            [jtorch.nn :as nn]
            [jtorch.nn.functional :as F]
            [jtorch.nn.init :as init]
            [jtorch.nn.utils :as nn-utils]
            [jtorch.optim :as optim]
            [jtorch.test-support :refer [leaves-nothing-behind python-reference thrown-message]]
            [jtorch.torch :as t])
  (:import [io.github.jtorch Torch]
           [io.github.jtorch.nn Linear Module]))

(defn- pytorch-results [] (python-reference "scripts/parity/nn_module_reference.py"))

(def ^:private reference (delay (pytorch-results)))

(defn- formula
  "The reference script's `formula`: 2 sin(1.7 seed + 0.37 i), float64 rounded to float32."
  [shape seed]
  (let [n (reduce * 1 shape)]
    (t/reshape (t/call "to" (t/tensor (mapv #(* 2.0 (Math/sin (+ (* 1.7 seed) (* 0.37 %)))) (range n)) {:dtype :float64}) :float32)
               shape)))

(defn- close? [want got tol]
  (and (= (:shape want) (t/shape got))
       (every? true? (map (fn [w g] (<= (Math/abs (- (double w) (double g))) (+ tol (* tol (Math/abs (double w))))))
                          (:values want) (flatten [(t/->vec got)])))))

(def ^:private init-fns
  {"uniform_" init/uniform! "normal_" init/normal! "trunc_normal_" init/trunc-normal!
   "xavier_uniform_" init/xavier-uniform! "xavier_normal_" init/xavier-normal!
   "kaiming_uniform_" init/kaiming-uniform! "kaiming_normal_" init/kaiming-normal!
   "orthogonal_" init/orthogonal!})

(defn- kebab-opts [opts]
  (into {} (for [[k v] opts]
             [(keyword (str/replace k "_" "-"))
              (if (string? v) (keyword (str/replace v "_" "-")) v)])))

(deftest init-functions-draw-pytorchs-values-after-the-same-seed
  (let [cases (filter :init @reference)]
    (is (< 15 (count cases)))
    (leaves-nothing-behind
     (doseq [{:keys [shape opts seed result] fname :init} cases]
       (testing (str fname " " shape " " opts)
         (t/with-torch
           (let [x (t/empty shape)
                 _ (t/manual-seed seed)
                 r (case fname
                     "constant_" (init/constant! x (get opts "val"))
                     "ones_" (init/ones! x)
                     "zeros_" (init/zeros! x)
                     "eye_" (init/eye! x)
                     ((init-fns fname) x (kebab-opts opts)))]
             (is (identical? x r) "fills the tensor given")
             (is (close? result x 1e-5) (pr-str (t/->vec x))))))))))

(deftest calculate-gain-is-pytorchs
  (doseq [{:keys [gain param result]} (filter :gain @reference)]
    (is (== result (init/calculate-gain (keyword (str/replace gain "_" "-")) param)) gain)))

(defn- params-with-grads
  "Parameters of the reference shapes whose gradients are the formula's values."
  [shapes i]
  (vec (map-indexed (fn [j s]
                      (let [p (ag/requires-grad! (formula s (+ (* 10 i) j)))]
                        (ag/backward (t/sum (t/mul p (formula s (+ (* 10 i) j 5)))))
                        p))
                    shapes)))

(deftest gradient-clipping-is-pytorchs
  (let [cases (filter :clip @reference)]
    (is (= 10 (count cases)))
    (leaves-nothing-behind
     (doseq [{:keys [clip case max-norm norm-type shapes total grads]} cases]
       (testing (str clip " " max-norm " " norm-type)
         (t/with-torch
           (let [ps (params-with-grads shapes case)
                 got (if (= clip "clip_grad_norm_")
                       (nn-utils/clip-grad-norm! ps max-norm {:norm-type norm-type})
                       (nn-utils/clip-grad-value! ps max-norm))]
             (when total (is (close? total got 1e-5) "the total norm"))
             (doseq [[want p] (map vector grads ps)]
               (is (close? want (ag/grad p) 1e-5) "a clipped gradient")))))))))

(deftest clipping-a-non-finite-norm-can-refuse
  (leaves-nothing-behind
   (t/with-torch
     (let [p (ag/requires-grad! (t/ones [2]))]
       (ag/backward (t/sum (t/mul p (t/tensor [##Inf 1.0]))))
       (is (= ArithmeticException (first (thrown-message #(nn-utils/clip-grad-norm! [p] 1.0 {:error-if-nonfinite true})))))
       (is (= [##Inf 1.0] (t/->vec (ag/grad p))) "nothing changed")
       (is (= IllegalArgumentException (first (thrown-message #(nn-utils/clip-grad-norm! [p] 1.0 {:norm 2})))))
       (is (zero? (t/item (nn-utils/clip-grad-norm! [(t/ones [2])] 1.0))) "no gradients: a norm of 0"))
     nil)))

(deftest parameters-go-to-a-vector-and-back
  (leaves-nothing-behind
   (t/with-torch
     (let [m (nn/linear 3 2)
           v (nn-utils/parameters-to-vector (nn/parameters m))]
       (is (= [8] (t/shape v)))
       (nn-utils/vector-to-parameters! (t/arange 8.0) (nn/parameters m))
       (is (= [[0.0 1.0 2.0] [3.0 4.0 5.0]] (t/->vec (.weight ^Linear m))))
       (is (= [6.0 7.0] (t/->vec (.bias ^Linear m))))
       (is (= IllegalArgumentException (first (thrown-message #(nn-utils/vector-to-parameters! (t/arange 7.0) (nn/parameters m))))))
       (is (= [6.0 7.0] (t/->vec (.bias ^Linear m))) "a vector of the wrong size changes nothing"))
     nil)))

(nn/defmodule custom
  "PyTorch's Custom of the reference script, defined in Clojure."
  []
  {:fc1 (nn/linear 4 6)
   :fc2 (nn/linear 6 3)
   :scale (t/ones [3])
   :running-shift (nn/buffer (t/zeros [3]))}
  (fn [{:keys [fc1 fc2 scale running-shift]} x]
    (-> (nn/forward fc2 (F/relu (nn/forward fc1 x)))
        (t/mul scale)
        (t/add running-shift))))

(defn- tensors-of [state]
  (into {} (for [[k v] state] [k (t/reshape (t/tensor (:values v)) (:shape v))])))

(deftest a-module-of-ones-own-loads-pytorchs-state-and-gives-its-output
  (let [{:keys [state keys input output grads]} (first (filter :custom @reference))]
    (leaves-nothing-behind
     (t/with-torch
       (let [m (custom)]
         (is (= keys (vec (clojure.core/keys (nn/state-dict m)))) "PyTorch's names, in its order")
         (is (= {:missing-keys [] :unexpected-keys []} (nn/load-state-dict! m (tensors-of state))))
         (let [y (nn/forward m (formula (:shape input) 2))]
           (is (close? output y 1e-5))
           (ag/backward (t/sum y))
           (doseq [[k p] (nn/named-parameters m)]
             (is (close? (get grads k) (ag/grad p) 1e-5) k)))
         (is (= 5 (count (nn/parameters m))) "the buffer is not trained")
         (is (= ["running_shift"] (clojure.core/keys (nn/named-buffers m))))
         (is (= ["" "fc1" "fc2"] (clojure.core/keys (nn/named-modules m))))
         (nn/eval! m)
         (is (every? (complement nn/training?) (nn/modules m)) "eval! reaches the children")
         (is (= "custom(fc1=Linear(4 -> 6), fc2=Linear(6 -> 3))" (str m))))
       nil))))

(deftest load-state-dict-reports-in-pytorchs-words
  (let [{:keys [load-errors bad-keys missing unexpected]} (first (filter :load-errors @reference))]
    (leaves-nothing-behind
     (t/with-torch
       (let [m (custom)
             before (mapv t/->vec (nn/parameters m))
             state (nn/state-dict (custom))
             bad (-> (into {} (for [k bad-keys :when (contains? state k)] [k (state k)]))
                     (assoc "fc1.weight" (t/zeros [6 5]) "extra.weight" (t/zeros [1])))
             bad (apply array-map (mapcat (fn [k] [k (bad k)]) (conj bad-keys "fc1.weight")))
             [cls msg] (thrown-message #(nn/load-state-dict! m bad))]
         (is (= IllegalArgumentException cls))
         (is (= (str/replace (get load-errors "strict") "for Custom:" "for custom:") msg))
         (is (= before (mapv t/->vec (nn/parameters m))) "nothing changed")
         (is (= {:missing-keys missing :unexpected-keys unexpected}
                (nn/load-state-dict! m (dissoc bad "fc1.weight") {:strict false})))
         (is (= IllegalArgumentException (first (thrown-message #(nn/load-state-dict! m {} {:strct false})))))
         (is (= IllegalArgumentException (first (thrown-message #(nn/load-state-dict! m {"scale" [1 2 3]}))))))
       nil))))

(deftest modules-of-ones-own-refuse-bad-members
  (leaves-nothing-behind
   (t/with-torch
     (doseq [[what f] {"a forward that is not a function" #(nn/module "m" {} 3)
                       "members that are not a map" #(nn/module "m" [1 2] (fn [_ x] x))
                       "a dotted name" #(nn/module "m" {:a.b (t/ones [1])} (fn [_ x] x))
                       "a name taken twice" #(let [m (nn/module "m" {:w (t/ones [1])} (fn [_ x] x))]
                                               (nn/register-buffer! m "w" (t/ones [1])))
                       "an integer parameter" #(nn/module "m" {:w (t/tensor [1 2])} (fn [_ x] x))}]
       (is (#{IllegalArgumentException io.github.jtorch.TorchException} (first (thrown-message f))) what))
     (let [m (nn/module "pair" {:k 2} (fn [{:keys [k]} x] [x (t/mul x k)]))
           [a b] (nn/forward m (t/ones [2]))]
       (is (= [2.0 2.0] (t/->vec b)) "settings are kept as they are; several outputs as a vector")
       (is (= IllegalArgumentException (first (thrown-message #(.forward ^Module m (t/ones [2])))))
           "Java's one-tensor forward refuses a vector"))
     nil)))

(deftest apply-visits-children-before-their-parent
  (t/with-torch
    (let [m (nn/sequential (nn/linear 2 2) (nn/sequential (nn/linear 2 2)))
          seen (atom [])]
      (is (identical? m (nn/apply! m #(swap! seen conj (str %)))))
      (is (= ["Linear(2 -> 2)" "Linear(2 -> 2)" "Sequential[Linear(2 -> 2)]" "Sequential[Linear(2 -> 2), Sequential[Linear(2 -> 2)]]"]
             @seen))
      (nn/requires-grad! m false)
      (is (not-any? ag/requires-grad? (nn/parameters m)) "requires-grad! false freezes")
      (nn/apply! m #(when (instance? Linear %) (init/zeros! (.weight ^Linear %))))
      (is (every? zero? (flatten (t/->vec (.weight ^Linear (first (nn/children m))))))))
    nil))

(defn- same-dtype-and-close? [want got tol]
  (and (= (:dtype want) (t/dtype got))
       (close? want (t/call "to" got :float32) tol)))

(deftest autocast-regions-give-pytorchs-dtypes-and-values
  (let [cases (filter :autocast @reference)]
    (is (= ["bfloat16" "float16"] (map :autocast cases)))
    (leaves-nothing-behind
     (doseq [{:keys [autocast state input inner off output grads]} cases]
       (testing autocast
         (t/with-torch
           (let [m (custom)
                 _ (nn/load-state-dict! m (tensors-of state))
                 x (formula (:shape input) 6)
                 tol (if (= autocast "bfloat16") 2e-2 2e-3)
                 [i o y] (amp/with-autocast {:device-type :cpu :dtype (keyword autocast)}
                           (is (amp/autocast-enabled?))
                           [(nn/forward (:fc1 m) x)
                            (amp/with-autocast {:enabled false}
                              (is (not (amp/autocast-enabled?)))
                              (nn/forward (:fc1 m) x))
                            (nn/forward m x)])]
             (is (not (amp/autocast-enabled?)) "the region ends with its form")
             (is (same-dtype-and-close? inner i tol) "a linear layer runs in the region's dtype")
             (is (same-dtype-and-close? off o 1e-5) "an inner region turned off runs in float32")
             (is (same-dtype-and-close? output y tol))
             (ag/backward (t/sum (t/call "to" y :float32)))
             (doseq [[k p] (nn/named-parameters m)]
               (is (same-dtype-and-close? (get grads k) (ag/grad p) (* 5 tol)) k)))))))))

(deftest a-grad-scaler-skips-overflowing-steps-and-adjusts-its-scale-as-pytorchs
  (let [{:keys [state input scales losses final scaler-state]} (first (filter :scaler @reference))]
    (leaves-nothing-behind
     (t/with-torch
       (let [m (custom)
             _ (nn/load-state-dict! m (tensors-of state))
             x (formula (:shape input) 6)
             opt (optim/sgd (nn/parameters m) {:lr 2e-6})
             scaler (amp/grad-scaler {:init-scale (Math/pow 2 116) :growth-interval 2})
             run (vec (for [_ scales]
                        (t/with-torch
                          (optim/zero-grad opt)
                          (let [loss (t/mul (t/mean (t/pow (nn/forward m x) 2)) 1e4)]
                            (ag/backward (amp/scale scaler loss))
                            (amp/step! scaler opt)
                            (amp/update! scaler)
                            [(amp/get-scale scaler) (t/item loss)]))))]
         (is (= scales (mapv first run)) "the scale after each update")
         (is (every? true? (map #(close? {:shape [] :values [%1]} (t/tensor %2) 1e-5) losses (map second run))) "the losses")
         (doseq [[k want] final]
           (is (close? want (get (nn/state-dict m) k) 1e-5) k))
         (is (= scaler-state (amp/state-dict scaler)))
         (let [fresh (amp/grad-scaler {:growth-interval 2})]
           (amp/load-state-dict! fresh (amp/state-dict scaler))
           (is (= (amp/get-scale scaler) (amp/get-scale fresh)) "a restored scaler has the saved scale"))
         (is (= IllegalStateException (first (thrown-message #(amp/update! (amp/grad-scaler))))) "update before any step")
         (is (= IllegalArgumentException (first (thrown-message #(amp/grad-scaler {:growth-factor 0.5})))))
         (t/release! opt))
       nil))))
