(ns jtorch.examples.char-lm
  "A character-level transformer language model trained from Clojure, then sampled
  with a temperature and top-k: a model of one's own (nn/defmodule) from jtorch.nn's
  embedding, transformer encoder, layer norm and linear layers, trained with AdamW,
  a cosine learning rate and gradient clipping. Run with `make example-char-lm`."
  (:require [clojure.string :as str]
            [jtorch.autograd :as ag]
            [jtorch.nn :as nn]
            [jtorch.nn.functional :as F]
            [jtorch.nn.init :as init]
            [jtorch.nn.utils :as nn-utils]
            [jtorch.optim :as optim]
            [jtorch.torch :as t])
  (:import [io.github.jtorch.nn Embedding Linear]))

(def corpus
  "Alice was beginning to get very tired of sitting by her sister on the bank, and of
having nothing to do: once or twice she had peeped into the book her sister was reading,
but it had no pictures or conversations in it, and what is the use of a book, thought
Alice, without pictures or conversations? So she was considering in her own mind (as well
as she could, for the hot day made her feel very sleepy and stupid), whether the pleasure
of making a daisy-chain would be worth the trouble of getting up and picking the daisies,
when suddenly a White Rabbit with pink eyes ran close by her.")

(defn vocabulary
  "The characters of `text`, sorted: [stoi itos]."
  [text]
  (let [chars (vec (sort (distinct text)))]
    [(zipmap chars (range)) chars]))

(nn/defmodule char-transformer
  "A decoder-only transformer over `vocab` characters with `context` positions: token
  and position embeddings, `layers` pre-norm causal blocks, a final norm and a head."
  [vocab context d-model nhead layers]
  {:tok (nn/embedding vocab d-model)
   :pos (nn/embedding context d-model)
   ;; The encoder copies the layer it is given `layers` times, as PyTorch's does; made in
   ;; a scope of its own, that template is freed at once and the copies move out.
   :blocks (t/with-torch
             (nn/transformer-encoder
              (nn/transformer-encoder-layer d-model nhead {:dim-feedforward (* 4 d-model) :dropout 0.1
                                                           :activation "gelu" :batch-first true :norm-first true})
              layers))
   :norm (nn/layer-norm d-model)
   :head (nn/linear d-model vocab)
   :context context}
  (fn [{:keys [tok pos blocks norm head]} tokens]
    (let [n (second (t/shape tokens))
          x (t/add (nn/forward tok tokens) (nn/forward pos (t/arange n)))
          mask (nn/generate-square-subsequent-mask n)]
      (->> (nn/forward blocks x {:mask mask :is-causal true})
           (nn/forward norm)
           (nn/forward head)))))

(defn- init-weights!
  "GPT-2's initialisation: normal(0, 0.02) for embeddings and linear weights, zero biases."
  [m]
  (nn/apply! m (fn [layer]
                 (cond (instance? Linear layer) (do (init/normal! (.weight ^Linear layer) {:std 0.02})
                                                    (some-> (.bias ^Linear layer) init/zeros!))
                       (instance? Embedding layer) (init/normal! (.weight ^Embedding layer) {:std 0.02})))))

(defn- batch
  "`n` random windows of `data` (an int64 vector tensor): inputs and next-character targets."
  [data n context]
  (let [starts (t/randint 0 (- (first (t/shape data)) context 1) [n])
        offsets (t/add (t/unsqueeze starts 1) (t/arange (inc context)))
        windows (t/index-select data 0 (t/reshape offsets [-1]))
        windows (t/reshape windows [n (inc context)])]
    [(t/narrow windows 1 0 context) (t/narrow windows 1 1 context)]))

(defn train
  "Trains a model on `text`; returns {:model :stoi :itos :losses}. Options:
  {:steps 600 :batch-size 16 :context 32 :d-model 64 :nhead 4 :layers 2 :lr 3e-3 :seed 0}."
  ([text] (train text nil))
  ([text {:keys [steps batch-size context d-model nhead layers lr seed]
          :or {steps 600 batch-size 16 context 32 d-model 64 nhead 4 layers 2 lr 3e-3 seed 0}}]
   (t/manual-seed seed)
   (let [[stoi itos] (vocabulary text)
         data (t/retain! (t/tensor (mapv stoi text) {:dtype :int64}))
         model (doto (char-transformer (count itos) context d-model nhead layers) init-weights!)
         opt (optim/adamw (nn/parameters model) {:lr lr :weight-decay 0.01})
         losses (vec (for [step (range steps)]
                       (t/with-torch
                         ;; Cosine decay of the learning rate over the run.
                         (optim/set-lr! opt (* lr 0.5 (+ 1 (Math/cos (/ (* Math/PI step) steps)))))
                         (optim/zero-grad opt)
                         (let [[x y] (batch data batch-size context)
                               logits (nn/forward model x)
                               loss (F/cross-entropy (t/reshape logits [-1 (count itos)]) (t/reshape y [-1]))]
                           (ag/backward loss)
                           (nn-utils/clip-grad-norm! (nn/parameters model) 1.0)
                           (optim/step opt)
                           (t/item loss)))))]
     (t/release! data)
     (t/release! opt)
     {:model model :stoi stoi :itos itos :losses losses})))

(defn sample
  "`n` characters continuing `prompt` (characters of the training text), drawn from
  the model's distribution divided by `temperature` (> 0), from its `top-k` most
  likely characters only when given."
  [{:keys [model stoi itos]} prompt n {:keys [temperature top-k] :or {temperature 1.0}}]
  (when-not (pos? temperature)
    (throw (IllegalArgumentException. (str "temperature must be positive, got " temperature))))
  (when-let [bad (first (remove stoi prompt))]
    (throw (IllegalArgumentException. (str "the prompt holds " (pr-str bad) ", which the model has not seen"))))
  (nn/eval! model)
  (try
    (ag/no-grad
     (loop [tokens (mapv stoi prompt) out []]
       (if (= n (count out))
         (apply str prompt (map itos out))
         (let [next-token
               (t/with-torch
                 (let [window (vec (take-last (:context model) tokens))
                       logits (-> (nn/forward model (t/tensor [window] {:dtype :int64}))
                                  (t/select 1 -1)
                                  (t/div temperature))
                       logits (if top-k
                                (let [[kth] (t/topk logits (min top-k (count itos)))]
                                  (t/masked-fill logits (t/lt logits (t/narrow kth 1 (dec (min top-k (count itos))) 1))
                                                 Double/NEGATIVE_INFINITY))
                                logits)]
                   (t/item (t/multinomial (F/softmax logits -1) 1))))]
           (recur (conj tokens next-token) (conj out next-token))))))
    (finally (nn/train! model))))

(defn -main [& _]
  (t/set-num-threads 2)
  (let [trained (train corpus)
        {:keys [losses]} trained]
    (println (format "loss %.3f -> %.3f over %d steps" (first losses) (peek losses) (count losses)))
    (doseq [[temperature top-k] [[1.0 nil] [0.8 10] [0.5 3]]]
      (println (str "temperature " temperature (when top-k (str ", top-k " top-k)) ":"))
      (println (str "  " (str/replace (sample trained "Alice " 120 {:temperature temperature :top-k top-k}) "\n" " "))))
    (t/release! (:model trained))))
