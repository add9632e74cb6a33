;; A classifier trained on generated data with the canonical jtorch loop:
;; model and optimizer made once; one with-torch per batch that runs
;; zero-grad, forward, cross-entropy, backward and step, and returns a number.
;; Run with `make example-synthetic`.
(require '[jtorch.torch :as t]
         '[jtorch.nn :as nn]
         '[jtorch.nn.functional :as F]
         '[jtorch.optim :as optim]
         '[jtorch.autograd :as ag]
         '[jtorch.memory :as mem])

(t/manual-seed 42)
(t/set-num-threads 1)

;; 3 classes of points in 20 dimensions, each class a blob around its own centre.
(def classes 3)
(def centres (t/retain! (t/with-torch (t/mul (t/randn [classes 20]) 0.6))))
(defn batch [n]
  (t/with-torch
    (let [y (t/randint 0 classes [n])
          x (t/add (t/index-select centres 0 y) (t/randn [n 20]))]
      [x y])))

(def model (nn/sequential (nn/linear 20 64) (nn/relu) (nn/dropout 0.1) (nn/linear 64 classes)))
(def opt (optim/adam (nn/parameters model) {:lr 1e-3}))

(defn accuracy [n]
  (t/with-torch
    (ag/no-grad
     (nn/eval! model)
     (let [[x y] (batch n)
           predicted (t/argmax (nn/forward model x) 1 false)]
       (nn/train! model)
       (t/item-double (t/mean (t/to-dtype (t/eq predicted y) :float32)))))))

(println "before training: accuracy" (accuracy 1000))
(doseq [step (range 1 3001)]
  (let [loss (t/with-torch
               (let [[x y] (batch 64)]
                 (optim/zero-grad opt)
                 (let [logits (nn/forward model x)
                       loss (F/cross-entropy logits y)]
                   (ag/backward loss)
                   (optim/step opt)
                   (t/item-float loss))))]
    (when (zero? (mod step 500))
      (let [{:keys [live-tensors live-bytes]} (mem/stats)]
        (println (format "step %4d  loss %.4f  live tensors %d  live bytes %d" step loss live-tensors live-bytes))))))
(println "after training: accuracy" (accuracy 1000))
(t/release! [model opt centres])
(println "released everything:" (select-keys (mem/stats) [:live-tensors :live-bytes]))
