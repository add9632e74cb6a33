(ns jtorch.special
  "Special functions: PyTorch's `torch.special`, every `aten::special_*` operator in
  kebab-case (`(special/erfcx x)`)."
  (:refer-clojure :only [])
  (:require [jtorch.impl.dispatch :as dispatch]))

(dispatch/def-operators 'jtorch.special (dispatch/prefixed-name "special_") #{})
