(ns jtorch.optim-parity-test
  "jtorch's optimizers take PyTorch's steps: the cases and PyTorch's results come from
  running scripts/parity/optim_reference.py with PyTorch 2.13 now. Also: a run saved
  and resumed takes the uninterrupted run's steps, and bad options and states are refused."
  (:require [clojure.java.io :as io]
            [clojure.string :as str]
            [clojure.test :refer [deftest is testing]]
            [jtorch.autograd :as ag]
            [jtorch.nn :as nn]
            [jtorch.nn.functional :as F]
            [jtorch.optim :as optim]
            [jtorch.test-support :refer [leaves-nothing-behind python-reference thrown-message]]
            [jtorch.torch :as t]))

(defn- pytorch-results [] (python-reference "scripts/parity/optim_reference.py"))

(def ^:private reference (delay (pytorch-results)))

(defn- param
  "The script's parameter: 2 sin(1.7 seed + 0.37 i), float32, requiring grad."
  [shape seed]
  (let [vals (mapv #(* 2.0 (Math/sin (+ (* 1.7 seed) (* 0.37 %)))) (range (reduce * shape)))]
    (ag/requires-grad! (t/reshape (t/call "to" (t/tensor vals {:dtype :float64}) :float32) shape))))

(defn- loss
  "The script's loss: sum(a * a) / 2 + sum(cos(b)) + 0.1 * sum(a) * sum(b)."
  [a b]
  (t/add (t/add (t/div (t/sum (t/mul a a)) 2) (t/sum (t/cos b)))
         (t/mul (t/mul (t/sum a) 0.1) (t/sum b))))

(defn- options
  "The script's options by PyTorch's names, as jtorch.optim's keywords."
  [m]
  (into {} (for [[k v] m] [(keyword (str/replace k "_" "-")) v])))

(def ^:private makers
  {"SGD" optim/sgd "Adam" optim/adam "AdamW" optim/adamw "RMSprop" optim/rmsprop "Adagrad" optim/adagrad})

(defn- close? [want got]
  (and (= (count want) (count got))
       (every? (fn [[w g]] (<= (Math/abs (- (double w) (double g))) (+ 1e-6 (* 1e-5 (Math/abs (double w))))))
               (map vector want got))))

(deftest every-optimizer-takes-pytorchs-steps
  (doseq [{:keys [name algorithm defaults groups steps after]} (:optimizers @reference)]
    (testing name
      (leaves-nothing-behind
       (t/with-torch
         (let [ps [(param [2 3] 1) (param [3] 2)]
               [a b] ps
               plain? (and (= 1 (count groups)) (empty? (:options (first groups))))
               opt ((makers algorithm)
                    (if plain?
                      (mapv ps (:params (first groups)))
                      (vec (for [g groups] (assoc (options (:options g)) :params (mapv ps (:params g))))))
                    (options defaults))]
           (dotimes [_ steps]
             (t/with-torch
               (optim/zero-grad opt)
               (ag/backward (loss a b))
               (optim/step opt)))
           (is (close? (first after) (t/->vec (t/flatten a))) (str name ": a"))
           (is (close? (second after) (t/->vec (t/flatten b))) (str name ": b"))
           nil))))))

(defn- train!
  "`n` steps of a linear model on fixed data."
  [m opt n]
  (let [x (t/reshape (t/arange 12 {:dtype :float32}) [4 3])
        y (t/tensor [[1.0 0.0] [0.0 1.0] [1.0 1.0] [0.5 -0.5]])]
    (dotimes [_ n]
      (t/with-torch
        (optim/zero-grad opt)
        (ag/backward (F/mse-loss (nn/forward m (t/div x 10)) y))
        (optim/step opt)))))

(defn- values [m]
  (into {} (for [[k v] (nn/state-dict m)] [k (t/->vec (t/flatten v))])))

(deftest a-run-saved-and-resumed-takes-the-uninterrupted-runs-steps
  (doseq [[kind make] {:sgd #(optim/sgd % {:lr 0.1 :momentum 0.9 :nesterov true})
                       :adam #(optim/adam [{:params [(first %)] :lr 0.05} {:params [(second %)] :amsgrad true}] {:lr 0.01})
                       :rmsprop #(optim/rmsprop % {:centered true :momentum 0.5})
                       :adagrad #(optim/adagrad % {:lr-decay 0.1})}]
    (testing (name kind)
      (leaves-nothing-behind
       (t/with-torch
         (let [dir (doto (io/file (System/getProperty "java.io.tmpdir") (str "jtorch-resume-" (System/nanoTime))) .mkdirs)
               model-file (io/file dir "model.safetensors")
               opt-file (io/file dir "optim.safetensors")
               init (io/file dir "init.safetensors")
               whole (nn/linear 3 2)
               _ (nn/save! whole init)
               whole-opt (make (nn/parameters whole))
               first-half (nn/load! (nn/linear 3 2) init)
               first-opt (make (nn/parameters first-half))]
           (train! whole whole-opt 6)
           (train! first-half first-opt 3)
           (nn/save! first-half model-file)
           (optim/save! first-opt opt-file)
           (let [resumed (nn/load! (nn/linear 3 2) model-file)
                 resumed-opt (make (nn/parameters resumed))]
             (optim/load! resumed-opt opt-file)
             (is (= (optim/param-groups first-opt) (optim/param-groups resumed-opt)))
             (train! resumed resumed-opt 3)
             (is (= (values whole) (values resumed)) "exactly the same parameters"))
           (doseq [f [model-file opt-file init dir]] (io/delete-file f true))
           nil))))))

(deftest groups-options-and-state-read-back-as-pytorch-gives-them
  (leaves-nothing-behind
   (t/with-torch
     (let [a (param [2] 1)
           b (param [3] 2)
           opt (optim/adam [{:params [a] :lr 0.1} {:params [b] :weight-decay 0.5}] {:betas [0.8 0.9]})]
       (is (= [{:lr 0.1 :betas [0.8 0.9] :eps 1e-8 :weight-decay 0.0 :amsgrad false :maximize false :params [0]}
               {:lr 1e-3 :betas [0.8 0.9] :eps 1e-8 :weight-decay 0.5 :amsgrad false :maximize false :params [1]}]
              (optim/param-groups opt)))
       (optim/set-lr! opt 1 0.25)
       (optim/set-option! opt 0 :amsgrad true)
       (is (= [0.1 0.25] [(optim/lr opt 0) (optim/lr opt 1)]))
       (is (true? (:amsgrad (first (optim/param-groups opt)))))
       (is (= {} (:state (optim/state-dict opt))) "no state before the first step, as PyTorch")
       (ag/backward (loss a b))
       (optim/step opt)
       (let [{:keys [state]} (optim/state-dict opt)]
         (is (= [0 1] (keys state)))
         (is (= #{:step :exp-avg :exp-avg-sq :max-exp-avg-sq} (set (keys (state 0)))))
         (is (= #{:step :exp-avg :exp-avg-sq} (set (keys (state 1)))))
         (is (= 1.0 (:step (state 0)))))
       nil))))

(deftest bad-options-and-foreign-states-are-refused-with-clear-messages
  (leaves-nothing-behind
   (t/with-torch
     (let [ps [(param [2] 1)]]
       (doseq [[f what] [[#(optim/sgd ps {:lr -1}) "Invalid learning rate: -1.0"]
                         [#(optim/rmsprop ps {:alpha -0.5}) "Invalid alpha value: -0.5"]
                         [#(optim/adagrad ps {:lr-decay -1}) "Invalid lr_decay value: -1.0"]
                         [#(optim/adam ps {:betas [0.9 1.5]}) "Invalid beta parameter at index 1: 1.5"]
                         [#(optim/rmsprop ps {:amsgrad true}) "rmsprop: unknown option :amsgrad; it takes :alpha, :centered, :eps, :lr, :maximize, :momentum, :weight-decay"]
                         [#(optim/adam [{:params ps :momentum 0.9}] {}) "adam: unknown option :momentum; it takes :amsgrad, :betas, :eps, :lr, :maximize, :weight-decay"]
                         [#(optim/sgd [{:lr 0.1}]) "sgd: a parameter group needs :params, got (:lr)"]
                         [#(optim/set-lr! (optim/sgd ps) 3 0.1) "set-lr!: no parameter group 3; the optimizer has 1"]]]
         (is (= [IllegalArgumentException what] (thrown-message f)) what))
       (let [sgd (optim/sgd ps {:lr 0.1 :momentum 0.9})
             adam (optim/adam ps)
             two (optim/adam [{:params ps} {:params [(param [2] 2)]}] {})]
         (ag/backward (t/sum (t/mul (first ps) (first ps))))
         (optim/step sgd)
         (let [[cls msg] (thrown-message #(optim/load-state-dict! adam (optim/state-dict sgd)))]
           (is (= IllegalArgumentException cls))
           (is (str/includes? msg "cannot load this state into the Adam: parameter group 0: Adam has no option \"momentum\"") msg))
         (let [[cls msg] (thrown-message #(optim/load-state-dict! two (optim/state-dict adam)))]
           (is (= IllegalArgumentException cls))
           (is (str/includes? msg "it has 1 parameter groups, the optimizer 2") msg))
         (is (= 1e-3 (optim/lr adam)) "nothing loaded"))
       nil))))
