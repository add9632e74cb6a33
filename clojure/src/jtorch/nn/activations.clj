;; Activation modules: every torch.nn activation.
;; Loaded by jtorch.nn; its functions are jtorch.nn's.
(in-ns 'jtorch.nn)
