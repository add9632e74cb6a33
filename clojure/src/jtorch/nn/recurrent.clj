;; Recurrent and attention layers: RNN, LSTM, GRU, multi-head attention, transformer layers.
;; Loaded by jtorch.nn; its functions are jtorch.nn's.
(in-ns 'jtorch.nn)

(import '[io.github.jtorch Kwargs]
        '[io.github.jtorch.nn GRU GRUCell LSTM LSTMCell MultiheadAttention RNN RNNCell Transformer TransformerDecoder
          TransformerDecoderLayer TransformerEncoder TransformerEncoderLayer])

(defn- recurrent-kwargs
  "`opts`, checked against `allowed` (kebab-case keys), as Kwargs of PyTorch's snake_case
  names; keyword values (:relu) become their names."
  ^Kwargs [opts fname allowed]
  (let [k (Kwargs/of (object-array 0))]
    (doseq [[key v] (ops/options opts fname allowed)]
      (.put k (name key) (if (keyword? v) (name v) v)))
    k))

(def ^:private rnn-options #{:num-layers :bias :batch-first :dropout :bidirectional})

(defn rnn
  "PyTorch's nn.RNN: an Elman RNN run by LibTorch's fused kernel. Options, with PyTorch's
  defaults: {:nonlinearity \"tanh\" (or \"relu\") :num-layers 1 :bias true :batch-first false
  :dropout 0 :bidirectional false}. `(forward m x)` or `(forward m x h0)` gives
  [output h-n]; input is (L, N, input-size), (N, L, input-size) with :batch-first, or (L, input-size)."
  ([input-size hidden-size] (rnn input-size hidden-size nil))
  ([input-size hidden-size opts]
   (RNN. (int-arg input-size "input-size") (int-arg hidden-size "hidden-size")
         (recurrent-kwargs opts "rnn" (conj rnn-options :nonlinearity)))))

(defn lstm
  "PyTorch's nn.LSTM, run by LibTorch's fused kernel. Options, with PyTorch's defaults:
  {:num-layers 1 :bias true :batch-first false :dropout 0 :bidirectional false :proj-size 0}.
  `(forward m x)` or `(forward m x [h0 c0])` gives [output [h-n c-n]]."
  ([input-size hidden-size] (lstm input-size hidden-size nil))
  ([input-size hidden-size opts]
   (LSTM. (int-arg input-size "input-size") (int-arg hidden-size "hidden-size")
          (recurrent-kwargs opts "lstm" (conj rnn-options :proj-size)))))

(defn gru
  "PyTorch's nn.GRU, run by LibTorch's fused kernel. Options, with PyTorch's defaults:
  {:num-layers 1 :bias true :batch-first false :dropout 0 :bidirectional false}.
  `(forward m x)` or `(forward m x h0)` gives [output h-n]."
  ([input-size hidden-size] (gru input-size hidden-size nil))
  ([input-size hidden-size opts]
   (GRU. (int-arg input-size "input-size") (int-arg hidden-size "hidden-size")
         (recurrent-kwargs opts "gru" rnn-options))))

(defn rnn-cell
  "PyTorch's nn.RNNCell: one step. Options {:bias true :nonlinearity \"tanh\"}.
  `(forward m x)` or `(forward m x h)` gives h'."
  ([input-size hidden-size] (rnn-cell input-size hidden-size nil))
  ([input-size hidden-size opts]
   (RNNCell. (int-arg input-size "input-size") (int-arg hidden-size "hidden-size")
             (recurrent-kwargs opts "rnn-cell" #{:bias :nonlinearity}))))

(defn lstm-cell
  "PyTorch's nn.LSTMCell: one step. Options {:bias true}. `(forward m x)` or
  `(forward m x [h c])` gives [h' c']."
  ([input-size hidden-size] (lstm-cell input-size hidden-size nil))
  ([input-size hidden-size opts]
   (LSTMCell. (int-arg input-size "input-size") (int-arg hidden-size "hidden-size")
              (recurrent-kwargs opts "lstm-cell" #{:bias}))))

(defn gru-cell
  "PyTorch's nn.GRUCell: one step. Options {:bias true}. `(forward m x)` or
  `(forward m x h)` gives h'."
  ([input-size hidden-size] (gru-cell input-size hidden-size nil))
  ([input-size hidden-size opts]
   (GRUCell. (int-arg input-size "input-size") (int-arg hidden-size "hidden-size")
             (recurrent-kwargs opts "gru-cell" #{:bias}))))

(defn multihead-attention
  "PyTorch's nn.MultiheadAttention. Options, with PyTorch's defaults: {:dropout 0 :bias true
  :add-bias-kv false :add-zero-attn false :kdim embed-dim :vdim embed-dim :batch-first false}.
  `(forward m query key value)` or `(forward m query key value {:key-padding-mask m
  :need-weights true :attn-mask m :average-attn-weights true :is-causal false})` gives
  [attn-output attn-weights] (weights nil with :need-weights false). Masks are boolean
  (true: not attended) or float (added to the scores)."
  ([embed-dim num-heads] (multihead-attention embed-dim num-heads nil))
  ([embed-dim num-heads opts]
   (MultiheadAttention. (int-arg embed-dim "embed-dim") (int-arg num-heads "num-heads")
                        (recurrent-kwargs opts "multihead-attention"
                                          #{:dropout :bias :add-bias-kv :add-zero-attn :kdim :vdim :batch-first}))))

(def ^:private transformer-layer-options
  #{:dim-feedforward :dropout :activation :layer-norm-eps :batch-first :norm-first :bias})

(defn transformer-encoder-layer
  "PyTorch's nn.TransformerEncoderLayer. Options, with PyTorch's defaults: {:dim-feedforward 2048
  :dropout 0.1 :activation \"relu\" (or \"gelu\") :layer-norm-eps 1e-5 :batch-first false
  :norm-first false :bias true}. `(forward m src)` or `(forward m src {:src-mask m
  :src-key-padding-mask m :is-causal false})` gives the output. Call `eval!` for
  deterministic output: dropout is on in training."
  ([d-model nhead] (transformer-encoder-layer d-model nhead nil))
  ([d-model nhead opts]
   (TransformerEncoderLayer. (int-arg d-model "d-model") (int-arg nhead "nhead")
                             (recurrent-kwargs opts "transformer-encoder-layer" transformer-layer-options))))

(defn transformer-decoder-layer
  "PyTorch's nn.TransformerDecoderLayer; options as `transformer-encoder-layer`'s.
  `(forward m tgt memory)` or `(forward m tgt memory {:tgt-mask m :memory-mask m
  :tgt-key-padding-mask m :memory-key-padding-mask m :tgt-is-causal false
  :memory-is-causal false})` gives the output."
  ([d-model nhead] (transformer-decoder-layer d-model nhead nil))
  ([d-model nhead opts]
   (TransformerDecoderLayer. (int-arg d-model "d-model") (int-arg nhead "nhead")
                             (recurrent-kwargs opts "transformer-decoder-layer" transformer-layer-options))))

(defn transformer-encoder
  "PyTorch's nn.TransformerEncoder: `num-layers` copies of `encoder-layer` (each with its own
  parameters), children layers.0, layers.1, ...; `encoder-layer` itself stays the caller's
  (release it, or make both in a `with-torch` whose value is the encoder, which frees it).
  Options {:norm nil (a module applied last)
  :enable-nested-tensor true :mask-check true} (the last two change nothing here).
  `(forward m src)` or `(forward m src {:mask m :src-key-padding-mask m :is-causal nil})`."
  ([encoder-layer num-layers] (transformer-encoder encoder-layer num-layers nil))
  ([encoder-layer num-layers opts]
   (when-not (instance? TransformerEncoderLayer encoder-layer)
     (throw (IllegalArgumentException. (str "transformer-encoder expects a transformer-encoder-layer, got "
                                            (if encoder-layer (.getName (class encoder-layer)) "nil")))))
   (TransformerEncoder. ^TransformerEncoderLayer encoder-layer (int-arg num-layers "num-layers")
                        ^Object (recurrent-kwargs opts "transformer-encoder" #{:norm :enable-nested-tensor :mask-check}))))

(defn transformer-decoder
  "PyTorch's nn.TransformerDecoder: `num-layers` copies of `decoder-layer`, which stays the
  caller's (as with `transformer-encoder`). Options {:norm nil}.
  `(forward m tgt memory)` or with a map of :tgt-mask, :memory-mask, :tgt-key-padding-mask,
  :memory-key-padding-mask, :tgt-is-causal, :memory-is-causal."
  ([decoder-layer num-layers] (transformer-decoder decoder-layer num-layers nil))
  ([decoder-layer num-layers opts]
   (when-not (instance? TransformerDecoderLayer decoder-layer)
     (throw (IllegalArgumentException. (str "transformer-decoder expects a transformer-decoder-layer, got "
                                            (if decoder-layer (.getName (class decoder-layer)) "nil")))))
   (TransformerDecoder. ^TransformerDecoderLayer decoder-layer (int-arg num-layers "num-layers")
                        ^Object (recurrent-kwargs opts "transformer-decoder" #{:norm}))))

(defn transformer
  "PyTorch's nn.Transformer. Options, with PyTorch's defaults: {:d-model 512 :nhead 8
  :num-encoder-layers 6 :num-decoder-layers 6 :dim-feedforward 2048 :dropout 0.1
  :activation \"relu\" :custom-encoder nil :custom-decoder nil :layer-norm-eps 1e-5
  :batch-first false :norm-first false :bias true}. `(forward m src tgt)` or with a map of
  :src-mask, :tgt-mask, :memory-mask, :src-key-padding-mask, :tgt-key-padding-mask,
  :memory-key-padding-mask, :src-is-causal, :tgt-is-causal, :memory-is-causal."
  ([] (transformer nil))
  ([opts]
   (Transformer. ^Object (recurrent-kwargs opts "transformer"
                                           #{:d-model :nhead :num-encoder-layers :num-decoder-layers :dim-feedforward
                                             :dropout :activation :custom-encoder :custom-decoder :layer-norm-eps
                                             :batch-first :norm-first :bias}))))

(defn generate-square-subsequent-mask
  "The (n, n) float32 causal mask: -inf above the diagonal, 0 elsewhere (PyTorch's
  Transformer.generate_square_subsequent_mask)."
  [n]
  (Transformer/generateSquareSubsequentMask (int-arg n "n")))
