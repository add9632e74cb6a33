;; Recurrent and attention layers: RNN, LSTM, GRU, multi-head attention, transformer layers.
;; Loaded by jtorch.nn; its functions are jtorch.nn's.
(in-ns 'jtorch.nn)
