(ns jtorch.linalg
  "Linear algebra: PyTorch's `torch.linalg`, every `aten::linalg_*` operator in kebab-case
  (`(linalg/norm x)`, `(linalg/svd a {:full-matrices false})`)."
  (:refer-clojure :only [])
  (:require [jtorch.impl.dispatch :as dispatch]))

(dispatch/def-operators 'jtorch.linalg (dispatch/prefixed-name "linalg_") #{})
