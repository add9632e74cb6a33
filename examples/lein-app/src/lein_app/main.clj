(ns lein-app.main
  "A Leiningen consumer of jtorch: a first tensor, then a first training loop (fit
  y = 3x + 2 with one linear layer). Exits non-zero if anything is off."
  (:require [jtorch.autograd :as ag]
            [jtorch.memory :as mem]
            [jtorch.nn :as nn]
            [jtorch.nn.functional :as F]
            [jtorch.optim :as optim]
            [jtorch.torch :as t])
  (:gen-class))

(defn train
  "Fits y = 3x + 2 with one linear layer and SGD. The model, the optimizer and the
  data belong to the outer with-torch; each step's tensors to the inner one, freed
  at the end of the step. Returns plain numbers only, so nothing outlives it."
  []
  (t/with-torch
    (let [x (t/reshape (t/linspace -1 1 64) [64 1])
          y (t/add (t/mul x 3) 2)
          model (nn/linear 1 1)
          opt (optim/sgd (nn/parameters model) {:lr 0.1})
          losses (vec (for [_ (range 300)]
                        (t/with-torch
                          (optim/zero-grad opt)
                          (let [loss (F/mse-loss (nn/forward model x) y)]
                            (ag/backward loss)
                            (optim/step opt)
                            (t/item-double loss)))))
          [w b] (map (comp first flatten t/->vec) (nn/parameters model))]
      {:losses losses :w w :b b})))

(defn -main [& _]
  (t/manual-seed 0)
  (let [product (t/with-torch
                  (t/->vec (t/matmul (t/tensor [[1 2] [3 4]] {:dtype :float32}) (t/ones [2 1]))))
        {:keys [losses w b]} (train)
        live (:live-tensors (mem/stats))
        ok (and (= [[3.0] [7.0]] product)
                (< (last losses) 1e-4 (first losses))
                (< (Math/abs (- w 3.0)) 0.01)
                (< (Math/abs (- b 2.0)) 0.01)
                (zero? live))]
    (println (format "lein-app: matmul %s, loss %.4f -> %.6f, w %.3f b %.3f, live tensors %d, Clojure %s, Java %s"
                     product (first losses) (last losses) w b live (clojure-version) (System/getProperty "java.version")))
    (println (if ok "lein-app: OK" "lein-app: FAILED"))
    (shutdown-agents)
    (System/exit (if ok 0 1))))
