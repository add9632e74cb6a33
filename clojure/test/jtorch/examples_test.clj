(ns jtorch.examples-test
  "The examples under examples/clojure do what they say, in short runs."
  (:require [clojure.test :refer [deftest is]]
            [jtorch.examples.char-lm :as lm]
            [jtorch.test-support :refer [leaves-nothing-behind thrown-message]]
            [jtorch.torch :as t]))

(deftest the-character-language-model-learns-and-samples
  (leaves-nothing-behind
   (let [{:keys [losses itos model] :as trained}
         (lm/train lm/corpus {:steps 100 :batch-size 8 :context 16 :d-model 32 :nhead 2 :layers 1 :seed 1})]
     (try
       (is (= 100 (count losses)))
       (is (< (apply + (take-last 10 losses)) (* 0.85 (apply + (take 10 losses)))) (str "the loss falls: " losses))
       (doseq [opts [{:temperature 1.0} {:temperature 0.7 :top-k 5} {:temperature 0.3 :top-k 1}]]
         (let [s (lm/sample trained "Alice " 40 opts)]
           (is (= 46 (count s)))
           (is (.startsWith ^String s "Alice "))
           (is (every? (set itos) s) "every character is one the model knows")))
       (is (= (lm/sample trained "the " 20 {:top-k 1}) (lm/sample trained "the " 20 {:top-k 1 :temperature 0.5}))
           "top-k 1 is greedy whatever the temperature")
       (is (= IllegalArgumentException (first (thrown-message #(lm/sample trained "Alice" 5 {:temperature 0})))))
       (is (= IllegalArgumentException (first (thrown-message #(lm/sample trained "Zebra#" 5 {})))))
       (is (jtorch.nn/training? model) "sampling puts the model back in training mode")
       (finally (t/release! model))))))
