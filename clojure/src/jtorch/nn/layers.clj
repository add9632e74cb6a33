;; Layers: linear, convolution, pooling, normalisation, embedding, activation and container modules.
;; Loaded by jtorch.nn; its functions are jtorch.nn's.
(in-ns 'jtorch.nn)
