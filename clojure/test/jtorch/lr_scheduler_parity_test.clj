(ns jtorch.lr-scheduler-parity-test
  "jtorch's learning rate schedulers set PyTorch's learning rates (and cycled momenta):
  the cases and PyTorch's sequences come from running
  scripts/parity/lr_scheduler_reference.py with PyTorch 2.13 now (its docstring gives the
  loop). Also: a scheduler restored from its state dict (through EDN text) continues
  PyTorch's sequence, and bad arguments are IllegalArgumentExceptions naming the scheduler."
  (:require [clojure.edn :as edn]
            [clojure.string :as str]
            [clojure.test :refer [deftest is testing]]
            [jtorch.autograd :as ag]
            [jtorch.optim :as optim]
            [jtorch.optim.lr-scheduler :as sched]
            [jtorch.test-support :refer [leaves-nothing-behind python-reference thrown-message]]
            [jtorch.torch :as t]))

(def ^:private reference (delay (python-reference "scripts/parity/lr_scheduler_reference.py")))

(defn- kebab [k] (keyword (str/replace k "_" "-")))

(defn- kebab-map [m] (into {} (for [[k v] m] [(kebab k) v])))

(def ^:private makers
  {"SGD" optim/sgd "Adam" optim/adam "AdamW" optim/adamw "RMSprop" optim/rmsprop "Adagrad" optim/adagrad})

(defn- optimizer
  "The case's optimizer: one zero parameter per group, each group with its options."
  [{:keys [optimizer groups]}]
  ((makers optimizer) (vec (for [g groups] (assoc (kebab-map g) :params [(ag/requires-grad! (t/zeros [1]))])))))

(defn- scheduler
  "The scheduler of a spec by the script's names: required arguments positional, the rest options."
  [opt {kind :scheduler kwargs :kwargs}]
  (let [opts (fn [& required] (kebab-map (apply dissoc kwargs required)))]
    (case kind
      "StepLR" (sched/step-lr opt (kwargs "step_size") (opts "step_size"))
      "MultiStepLR" (sched/multi-step-lr opt (kwargs "milestones") (opts "milestones"))
      "ExponentialLR" (sched/exponential-lr opt (kwargs "gamma") (opts "gamma"))
      "CosineAnnealingLR" (sched/cosine-annealing-lr opt (kwargs "T_max") (opts "T_max"))
      "LinearLR" (sched/linear-lr opt (opts))
      "OneCycleLR" (sched/one-cycle-lr opt (kwargs "max_lr") (opts "max_lr"))
      "ReduceLROnPlateau" (sched/reduce-lr-on-plateau opt (opts))
      "SequentialLR" (sched/sequential-lr opt (mapv #(scheduler opt %) (kwargs "schedulers"))
                                          (kwargs "milestones")))))

(defn- step! [s metrics i]
  (if metrics (sched/step! s (nth metrics i)) (sched/step! s)))

(defn- momenta [opt]
  (mapv (fn [g] (if (:betas g) (first (:betas g)) (:momentum g))) (optim/param-groups opt)))

(defn- close? [want got]
  (and (= (count want) (count got))
       (every? (fn [[w g]] (<= (Math/abs (- (double w) (double g))) (+ 1e-15 (* 1e-12 (Math/abs (double w))))))
               (map vector want got))))

(defn- check
  "PyTorch's lrs (and momenta, where cycled) after step `i` against the optimizer's."
  [{:keys [lrs] :as c} opt s i]
  (let [got (mapv #(optim/lr opt %) (range (count (nth lrs i))))]
    (is (close? (nth lrs i) got) (str "step " i ": lr " got ", PyTorch " (nth lrs i)))
    (is (= got (sched/last-lr s)) "last-lr is what the optimizer has")
    (when-let [ms (:momenta c)]
      (is (close? (nth ms i) (momenta opt)) (str "step " i ": momentum " (momenta opt) ", PyTorch " (nth ms i))))))

(deftest every-scheduler-sets-pytorchs-learning-rates-and-momenta
  (is (<= 20 (count (:cases @reference))))
  (doseq [{:keys [name steps metrics] :as c} (:cases @reference)]
    (testing name
      (leaves-nothing-behind
       (t/with-torch
         (let [opt (optimizer c)
               s (scheduler opt (:scheduler c))]
           (check c opt s 0)
           (dotimes [i steps]
             (optim/step opt)
             (step! s metrics i)
             (check c opt s (inc i)))))))))

(deftest a-scheduler-restored-from-its-state-dict-continues-pytorchs-sequence
  (doseq [{:keys [name steps metrics] :as c} (:cases @reference)]
    (testing name
      (t/with-torch
        (let [half (quot steps 2)
              first-opt (optimizer c)
              s (scheduler first-opt (:scheduler c))
              _ (dotimes [i half] (optim/step first-opt) (step! s metrics i))
              saved (pr-str (sched/state-dict s))
              opt (optimizer c)
              restored (scheduler opt (:scheduler c))]
          ;; as PyTorch advises: the scheduler made, then the optimizer's state, then its own
          (optim/load-state-dict! opt (optim/state-dict first-opt))
          (sched/load-state-dict! restored (edn/read-string saved))
          (is (= (sched/state-dict s) (sched/state-dict restored)))
          (check c opt restored half)
          (doseq [i (range half steps)]
            (optim/step opt)
            (step! restored metrics i)
            (check c opt restored (inc i))))))))

(defn- refused? [scheduler problem f]
  (let [[cls msg] (thrown-message f)]
    (and (= IllegalArgumentException cls) (str/includes? msg scheduler) (str/includes? msg problem))))

(deftest bad-arguments-are-illegal-argument-exceptions-naming-the-scheduler
  (t/with-torch
    (let [opt (optim/sgd [{:params [(ag/requires-grad! (t/zeros [1]))] :lr 0.1}
                          {:params [(ag/requires-grad! (t/zeros [1]))] :lr 0.2}]
                         {:momentum 0.9})]
      (is (refused? "step-lr" "unknown option :gama" #(sched/step-lr opt 2 {:gama 0.5})))
      (is (refused? "StepLR" "step_size must be an integer" #(sched/step-lr opt 2.5)))
      (is (refused? "StepLR" "step_size must be a positive integer" #(sched/step-lr opt 0)))
      (is (refused? "MultiStepLR" "milestones must be increasing" #(sched/multi-step-lr opt [5 3])))
      (is (refused? "ExponentialLR" "gamma must not be negative" #(sched/exponential-lr opt -0.9)))
      (is (refused? "exponential-lr" "unknown option :last-epoch" #(sched/exponential-lr opt 0.9 {:last-epoch 3})))
      (is (refused? "cosine-annealing-lr" "unknown option :eta_min" #(sched/cosine-annealing-lr opt 5 {:eta_min 0})))
      (is (refused? "LinearLR" "start_factor" #(sched/linear-lr opt {:start-factor 0})))
      (is (refused? "OneCycleLR" "total_steps OR (epochs AND steps_per_epoch)" #(sched/one-cycle-lr opt 0.1 {})))
      (is (refused? "OneCycleLR" "total_steps must be an integer" #(sched/one-cycle-lr opt 0.1 {:total-steps 2.0})))
      (is (refused? "one-cycle-lr" "unknown option :three-phases"
                    #(sched/one-cycle-lr opt 0.1 {:total-steps 10 :three-phases true})))
      (is (refused? "OneCycleLR" "max_lr must have one value per parameter group"
                    #(sched/one-cycle-lr opt [0.1 0.2 0.3] {:total-steps 10})))
      (is (refused? "ReduceLROnPlateau" "factor" #(sched/reduce-lr-on-plateau opt {:factor -0.5})))
      (is (refused? "ReduceLROnPlateau" "mode" #(sched/reduce-lr-on-plateau opt {:mode :middle})))
      (is (refused? "reduce-lr-on-plateau" "unknown option :min_lr" #(sched/reduce-lr-on-plateau opt {:min_lr 0})))
      (is (refused? "ReduceLROnPlateau" "step needs the metric" #(sched/step! (sched/reduce-lr-on-plateau opt))))
      (is (refused? "SequentialLR" "milestones must be increasing"
                    #(sched/sequential-lr opt [(sched/linear-lr opt) (sched/step-lr opt 2) (sched/step-lr opt 2)]
                                          [4 4])))
      (is (refused? "SequentialLR" "ReduceLROnPlateau"
                    #(sched/sequential-lr opt [(sched/linear-lr opt) (sched/reduce-lr-on-plateau opt)] [4])))
      (let [s (sched/step-lr opt 2)
            before (sched/state-dict s)]
        (is (refused? "step!" "only reduce-lr-on-plateau takes a metric" #(sched/step! s 0.5)))
        (is (refused? "StepLR" "gama" #(sched/load-state-dict! s (assoc before "gama" 0.5))))
        (is (refused? "StepLR" "gamma must be a finite number" #(sched/load-state-dict! s (assoc before "gamma" "0.5"))))
        (is (= before (sched/state-dict s)) "a refused state loads nothing")))))
