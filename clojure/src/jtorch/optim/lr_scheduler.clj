(ns jtorch.optim.lr-scheduler
  "torch.optim.lr_scheduler's schedulers, computed as PyTorch 2.13 computes them (the
  Java classes of io.github.jtorch.optim.lr_scheduler): `step-lr`, `multi-step-lr`,
  `exponential-lr`, `cosine-annealing-lr`, `linear-lr`, `one-cycle-lr`,
  `reduce-lr-on-plateau` and `sequential-lr`.

  Each takes the optimizer, PyTorch's required arguments in its order, and an
  options map of its keyword arguments in kebab case (`:eta-min`) with its defaults;
  an unknown key, or a value PyTorch would refuse or cannot use (a non-increasing
  milestone list, a negative factor), is an IllegalArgumentException naming the
  scheduler. Making one performs PyTorch's initial step: the optimizer's learning
  rates are those of epoch 0. Per epoch (or batch, for one-cycle-lr): `optim/step`,
  then `step!` (with the metric for reduce-lr-on-plateau); `last-lr` gives the
  learning rates set.

  `state-dict` gives the scheduler's state as PyTorch's state_dict() does, with its
  field names as string keys (\"last_epoch\"); `load-state-dict!` takes it back.
  To resume, make the scheduler, load the optimizer's state, then the scheduler's.
  There is no :last-epoch option: resume through the state."
  (:require [clojure.string :as str]
            [jtorch.impl.ops :as ops])
  (:import [io.github.jtorch Tensor]
           [io.github.jtorch.optim Optimizer]
           [io.github.jtorch.optim.lr_scheduler CosineAnnealingLR ExponentialLR LinearLR LRScheduler MultiStepLR
            OneCycleLR ReduceLROnPlateau SequentialLR StepLR]
           [java.util List Map]))

(set! *warn-on-reflection* true)

(defn- ->opt ^Optimizer [o fname]
  (if (instance? Optimizer o)
    o
    (throw (IllegalArgumentException. (str fname " expects an optimizer, got " (if o (.getName (class o)) "nil"))))))

(defn- ->sched ^LRScheduler [s fname]
  (if (instance? LRScheduler s)
    s
    (throw (IllegalArgumentException. (str fname " expects a scheduler, got " (if s (.getName (class s)) "nil"))))))

(defn- ->int [x fname what]
  (if (and (integer? x) (<= Integer/MIN_VALUE x Integer/MAX_VALUE))
    (int x)
    (throw (IllegalArgumentException. (str fname ": " what " must be an integer, got " (pr-str x))))))

(defn- ->num [x fname what]
  (ops/->double x (str fname ": " what)))

(defn- with-defaults
  "`opts` checked against the keys of `defaults`, merged over them."
  [opts fname defaults]
  (merge defaults (ops/options opts fname (set (keys defaults)))))

(defn- torch-name [k]
  (str/replace (name k) "-" "_"))

(defn- java-value
  "An option value as the Java classes take it: names as strings, sequences as lists."
  [v]
  (cond (keyword? v) (name v)
        (ratio? v) (double v)
        (sequential? v) (mapv java-value v)
        :else v))

(defn- java-options
  "`opts`, checked against `allowed`, as a map by PyTorch's names."
  ^Map [opts fname allowed]
  (into {} (for [[k v] (ops/options opts fname allowed)] [(torch-name k) (java-value v)])))

(defn- milestones [ms fname]
  (if (sequential? ms)
    (mapv #(->int % fname "milestones' values") ms)
    (throw (IllegalArgumentException. (str fname ": milestones must be a vector of integers, got " (pr-str ms))))))

(defn step-lr
  "StepLR: the learning rates times :gamma every `step-size` epochs.
  Options: {:gamma 0.1}."
  ([opt step-size] (step-lr opt step-size nil))
  ([opt step-size opts]
   (let [{:keys [gamma]} (with-defaults opts "step-lr" {:gamma 0.1})]
     (StepLR. (->opt opt "step-lr") (->int step-size "StepLR" "step_size") (->num gamma "StepLR" "gamma")))))

(defn multi-step-lr
  "MultiStepLR: the learning rates times :gamma at each epoch of `milestones`
  (increasing integers). Options: {:gamma 0.1}."
  ([opt milestones] (multi-step-lr opt milestones nil))
  ([opt ms opts]
   (let [{:keys [gamma]} (with-defaults opts "multi-step-lr" {:gamma 0.1})]
     (MultiStepLR. (->opt opt "multi-step-lr") ^List (milestones ms "MultiStepLR") (->num gamma "MultiStepLR" "gamma")))))

(defn exponential-lr
  "ExponentialLR: the learning rates times `gamma` every epoch. No options."
  ([opt gamma] (exponential-lr opt gamma nil))
  ([opt gamma opts]
   (ops/options opts "exponential-lr" #{})
   (ExponentialLR. (->opt opt "exponential-lr") (->num gamma "ExponentialLR" "gamma"))))

(defn cosine-annealing-lr
  "CosineAnnealingLR: from each base learning rate down to :eta-min along half a
  cosine over `t-max` epochs (and back up over the next t-max). Options: {:eta-min 0}."
  ([opt t-max] (cosine-annealing-lr opt t-max nil))
  ([opt t-max opts]
   (let [{:keys [eta-min]} (with-defaults opts "cosine-annealing-lr" {:eta-min 0.0})]
     (CosineAnnealingLR. (->opt opt "cosine-annealing-lr") (->int t-max "CosineAnnealingLR" "T_max")
                         (->num eta-min "CosineAnnealingLR" "eta_min")))))

(defn linear-lr
  "LinearLR: the learning rates scaled by a factor going linearly from :start-factor
  to :end-factor over :total-iters epochs. Options: {:start-factor 1/3 :end-factor 1.0
  :total-iters 5}."
  ([opt] (linear-lr opt nil))
  ([opt opts]
   (let [{:keys [start-factor end-factor total-iters]}
         (with-defaults opts "linear-lr" {:start-factor (/ 1.0 3) :end-factor 1.0 :total-iters 5})]
     (LinearLR. (->opt opt "linear-lr") (->num start-factor "LinearLR" "start_factor")
                (->num end-factor "LinearLR" "end_factor") (->int total-iters "LinearLR" "total_iters")))))

(def ^:private one-cycle-options
  #{:total-steps :epochs :steps-per-epoch :pct-start :anneal-strategy :cycle-momentum :base-momentum :max-momentum
    :div-factor :final-div-factor :three-phase})

(defn one-cycle-lr
  "OneCycleLR, stepped once per batch: each group's learning rate rises from
  max-lr / :div-factor to `max-lr` (a number, or a vector with one per group), then
  anneals to that over :final-div-factor; the momentum (SGD's, RMSprop's) or beta1
  (Adam's, AdamW's) moves the other way. :total-steps, or :epochs and
  :steps-per-epoch, is required. Options, with PyTorch's defaults: {:pct-start 0.3
  :anneal-strategy \"cos\" (or \"linear\") :cycle-momentum true :base-momentum 0.85
  :max-momentum 0.95 :div-factor 25.0 :final-div-factor 1e4 :three-phase false}."
  [opt max-lr opts]
  (let [o (->opt opt "one-cycle-lr")
        m (java-options opts "one-cycle-lr" one-cycle-options)]
    (cond
      (number? max-lr) (OneCycleLR. o (double max-lr) m)
      (sequential? max-lr) (OneCycleLR. o ^List (java-value max-lr) m)
      :else (throw (IllegalArgumentException.
                    (str "OneCycleLR: max_lr must be a number or a vector with one per group, got " (pr-str max-lr)))))))

(defn reduce-lr-on-plateau
  "ReduceLROnPlateau: the learning rates times :factor (not below :min-lr, a number
  or a vector with one per group) once the metric given to `step!` has not improved
  for more than :patience epochs, then :cooldown epochs without counting. Options,
  with PyTorch's defaults: {:mode \"min\" (or \"max\") :factor 0.1 :patience 10
  :threshold 1e-4 :threshold-mode \"rel\" (or \"abs\") :cooldown 0 :min-lr 0 :eps 1e-8}."
  ([opt] (reduce-lr-on-plateau opt nil))
  ([opt opts]
   (ReduceLROnPlateau. (->opt opt "reduce-lr-on-plateau")
                       (java-options opts "reduce-lr-on-plateau"
                                     #{:mode :factor :patience :threshold :threshold-mode :cooldown :min-lr :eps}))))

(defn sequential-lr
  "SequentialLR: `schedulers` (made over `opt` just before) one after another,
  switching at the epochs of `milestones` (increasing, one fewer than schedulers).
  Step only this one from then on. No options."
  ([opt schedulers ms] (sequential-lr opt schedulers ms nil))
  ([opt schedulers ms opts]
   (ops/options opts "sequential-lr" #{})
   (when-not (and (sequential? schedulers) (every? #(instance? LRScheduler %) schedulers))
     (throw (IllegalArgumentException. (str "SequentialLR: schedulers must be a vector of schedulers, got "
                                            (pr-str schedulers)))))
   (SequentialLR. (->opt opt "sequential-lr") ^List (vec schedulers) ^List (milestones ms "SequentialLR"))))

(defn step!
  "Moves the scheduler to its next epoch and sets the optimizer's learning rates;
  call after the optimizer's step. reduce-lr-on-plateau takes the epoch's `metric`
  (a number or a one-element tensor), the others none."
  ([sched]
   (.step (->sched sched "step!")))
  ([sched metric]
   (let [s (->sched sched "step!")]
     (when-not (instance? ReduceLROnPlateau s)
       (throw (IllegalArgumentException. (str "step!: only reduce-lr-on-plateau takes a metric; " s " takes none"))))
     (.step ^ReduceLROnPlateau s (if (instance? Tensor metric)
                                   (.itemDouble ^Tensor metric)
                                   (ops/->double metric "step!'s metric")))
     nil)))

(defn last-lr
  "The learning rates the scheduler set last, one per parameter group (PyTorch's get_last_lr())."
  [sched]
  (vec (.getLastLr (->sched sched "last-lr"))))

(defn- clojure-data [v]
  (cond (instance? Map v) (into {} (for [[k x] v] [k (clojure-data x)]))
        (instance? List v) (mapv clojure-data v)
        :else v))

(defn state-dict
  "The scheduler's state as PyTorch's state_dict(): a map from its field names
  (strings, such as \"last_epoch\" and \"base_lrs\") to numbers, strings, booleans
  and vectors; sequential-lr's \"_schedulers\" holds its schedulers' states."
  [sched]
  (clojure-data (.stateDict (->sched sched "state-dict"))))

(defn- java-data [v]
  (cond (map? v) (into {} (for [[k x] v] [(if (keyword? k) (name k) k) (java-data x)]))
        (sequential? v) (mapv java-data v)
        :else v))

(defn load-state-dict!
  "Loads a state from `state-dict` of a scheduler of the same kind over an optimizer
  with as many groups. IllegalArgumentException, and nothing loaded, for a field the
  scheduler lacks or a value of the wrong type."
  [sched sd]
  (let [s (->sched sched "load-state-dict!")]
    (when-not (map? sd)
      (throw (IllegalArgumentException. (str "load-state-dict! expects a map, got " (pr-str sd)))))
    (.loadStateDict s ^Map (java-data sd))
    nil))

(defmethod print-method LRScheduler [^LRScheduler s ^java.io.Writer w]
  (.write w (str "#lr-scheduler[" s "]")))
