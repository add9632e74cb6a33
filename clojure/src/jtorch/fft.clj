(ns jtorch.fft
  "Discrete Fourier transforms: PyTorch's `torch.fft`, every `aten::fft_*` operator in
  kebab-case (`(fft/rfft x)`)."
  (:refer-clojure :only [])
  (:require [jtorch.impl.dispatch :as dispatch]))

(dispatch/def-operators 'jtorch.fft (dispatch/prefixed-name "fft_") #{})
