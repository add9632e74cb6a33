;; Activation modules: every torch.nn activation.
;; Loaded by jtorch.nn; its functions are jtorch.nn's.
(in-ns 'jtorch.nn)

(import '[io.github.jtorch.nn CELU ELU GELU GLU Hardshrink Hardsigmoid Hardswish Hardtanh LeakyReLU LogSigmoid
          LogSoftmax Mish PReLU ReLU6 RReLU SELU SiLU Sigmoid Softmax Softmax2d Softmin Softplus Softshrink Softsign
          Tanh Tanhshrink Threshold])

(defn- opts-of
  "`opts` checked against `allowed` (a map of keys to PyTorch's defaults), with the defaults filled in."
  [opts fname allowed]
  (merge allowed (ops/options opts fname (set (keys allowed)))))

(defn- flag [x what]
  (if (boolean? x) x (throw (IllegalArgumentException. (str what " must be true or false, got " (pr-str x))))))

(defn relu6
  "min(max(x, 0), 6) as a module (nn.ReLU6). Options: {:inplace false}."
  ([] (relu6 nil))
  ([opts] (let [{:keys [inplace]} (opts-of opts "relu6" {:inplace false})]
            (ReLU6. (flag inplace "inplace")))))

(defn leaky-relu
  "x for x >= 0, negative-slope * x elsewhere (nn.LeakyReLU). Options: {:negative-slope 0.01 :inplace false}."
  ([] (leaky-relu nil))
  ([opts] (let [{:keys [negative-slope inplace]} (opts-of opts "leaky-relu" {:negative-slope 0.01 :inplace false})]
            (LeakyReLU. (ops/->double negative-slope "negative-slope") (flag inplace "inplace")))))

(defn prelu
  "x for x >= 0, a * x elsewhere with the slopes a learnt (nn.PReLU): its parameter \"weight\"
  holds num-parameters slopes (1, or one per channel of dimension 1), each init at first.
  Options: {:num-parameters 1 :init 0.25}."
  ([] (prelu nil))
  ([opts] (let [{:keys [num-parameters init]} (opts-of opts "prelu" {:num-parameters 1 :init 0.25})]
            (PReLU. (int-arg num-parameters "num-parameters") (ops/->double init "init")))))

(defn rrelu
  "Randomized leaky ReLU (nn.RReLU): negative elements scaled by a slope drawn from [lower, upper]
  in training mode, by (lower + upper) / 2 in evaluation mode. Options: {:lower 1/8 :upper 1/3 :inplace false}."
  ([] (rrelu nil))
  ([opts] (let [{:keys [lower upper inplace]} (opts-of opts "rrelu" {:lower (/ 1.0 8) :upper (/ 1.0 3) :inplace false})]
            (RReLU. (ops/->double lower "lower") (ops/->double upper "upper") (flag inplace "inplace")))))

(defn elu
  "x for x > 0, alpha * (exp(x) - 1) elsewhere (nn.ELU). Options: {:alpha 1.0 :inplace false}."
  ([] (elu nil))
  ([opts] (let [{:keys [alpha inplace]} (opts-of opts "elu" {:alpha 1.0 :inplace false})]
            (ELU. (ops/->double alpha "alpha") (flag inplace "inplace")))))

(defn selu
  "Scaled ELU with PyTorch's fixed constants (nn.SELU). Options: {:inplace false}."
  ([] (selu nil))
  ([opts] (let [{:keys [inplace]} (opts-of opts "selu" {:inplace false})]
            (SELU. (flag inplace "inplace")))))

(defn celu
  "max(0, x) + min(0, alpha * (exp(x / alpha) - 1)) (nn.CELU). Options: {:alpha 1.0 :inplace false}."
  ([] (celu nil))
  ([opts] (let [{:keys [alpha inplace]} (opts-of opts "celu" {:alpha 1.0 :inplace false})]
            (CELU. (ops/->double alpha "alpha") (flag inplace "inplace")))))

(defn gelu
  "x * Phi(x) (nn.GELU). Options: {:approximate \"none\"} (or \"tanh\"; a keyword does too)."
  ([] (gelu nil))
  ([opts] (let [{:keys [approximate]} (opts-of opts "gelu" {:approximate "none"})]
            (GELU. (if (keyword? approximate) (name approximate) (str approximate))))))

(defn silu
  "x * sigmoid(x) (nn.SiLU). Options: {:inplace false}."
  ([] (silu nil))
  ([opts] (let [{:keys [inplace]} (opts-of opts "silu" {:inplace false})]
            (SiLU. (flag inplace "inplace")))))

(defn mish
  "x * tanh(softplus(x)) (nn.Mish). Options: {:inplace false}."
  ([] (mish nil))
  ([opts] (let [{:keys [inplace]} (opts-of opts "mish" {:inplace false})]
            (Mish. (flag inplace "inplace")))))

(defn sigmoid "1 / (1 + exp(-x)) as a module (nn.Sigmoid)." [] (Sigmoid.))
(defn tanh "Hyperbolic tangent as a module (nn.Tanh)." [] (Tanh.))
(defn softsign "x / (1 + |x|) (nn.Softsign)." [] (Softsign.))
(defn tanhshrink "x - tanh(x) (nn.Tanhshrink)." [] (Tanhshrink.))
(defn log-sigmoid "log(sigmoid(x)), computed stably (nn.LogSigmoid)." [] (LogSigmoid.))
(defn softmax2d "Softmax over the channels of a (C, H, W) or (N, C, H, W) input (nn.Softmax2d)." [] (Softmax2d.))

(defn softmax
  "Softmax along `dim` (nn.Softmax). Without `dim`, PyTorch's implicit one: 0 for inputs of 0, 1
  or 3 dimensions, 1 otherwise."
  ([] (Softmax.))
  ([dim] (if (nil? dim) (Softmax.) (Softmax. (int-arg dim "dim")))))

(defn log-softmax
  "log(softmax(x)) along `dim`, computed stably (nn.LogSoftmax); `dim` as for `softmax`."
  ([] (LogSoftmax.))
  ([dim] (if (nil? dim) (LogSoftmax.) (LogSoftmax. (int-arg dim "dim")))))

(defn softmin
  "softmax(-x) along `dim` (nn.Softmin); `dim` as for `softmax`."
  ([] (Softmin.))
  ([dim] (if (nil? dim) (Softmin.) (Softmin. (int-arg dim "dim")))))

(defn softplus
  "log(1 + exp(beta x)) / beta, and x where beta x > threshold (nn.Softplus).
  Options: {:beta 1.0 :threshold 20.0}."
  ([] (softplus nil))
  ([opts] (let [{:keys [beta threshold]} (opts-of opts "softplus" {:beta 1.0 :threshold 20.0})]
            (Softplus. (ops/->double beta "beta") (ops/->double threshold "threshold")))))

(defn hardtanh
  "x limited to [min-val, max-val] (nn.Hardtanh). Options: {:min-val -1.0 :max-val 1.0 :inplace false}."
  ([] (hardtanh nil))
  ([opts] (let [{:keys [min-val max-val inplace]} (opts-of opts "hardtanh" {:min-val -1.0 :max-val 1.0 :inplace false})]
            (Hardtanh. (ops/->double min-val "min-val") (ops/->double max-val "max-val") (flag inplace "inplace")))))

(defn hardsigmoid
  "0 below -3, 1 above 3, x / 6 + 1/2 between (nn.Hardsigmoid). Options: {:inplace false}."
  ([] (hardsigmoid nil))
  ([opts] (let [{:keys [inplace]} (opts-of opts "hardsigmoid" {:inplace false})]
            (Hardsigmoid. (flag inplace "inplace")))))

(defn hardswish
  "x * hardsigmoid(x) (nn.Hardswish). Options: {:inplace false}."
  ([] (hardswish nil))
  ([opts] (let [{:keys [inplace]} (opts-of opts "hardswish" {:inplace false})]
            (Hardswish. (flag inplace "inplace")))))

(defn hardshrink
  "x where |x| > lambd, 0 elsewhere (nn.Hardshrink). Options: {:lambd 0.5}."
  ([] (hardshrink nil))
  ([opts] (let [{:keys [lambd]} (opts-of opts "hardshrink" {:lambd 0.5})]
            (Hardshrink. (ops/->double lambd "lambd")))))

(defn softshrink
  "x - lambd above lambd, x + lambd below -lambd, 0 between (nn.Softshrink). Options: {:lambd 0.5}."
  ([] (softshrink nil))
  ([opts] (let [{:keys [lambd]} (opts-of opts "softshrink" {:lambd 0.5})]
            (Softshrink. (ops/->double lambd "lambd")))))

(defn threshold
  "x where x > `threshold`, `value` elsewhere (nn.Threshold). Options: {:inplace false}."
  ([threshold value] (jtorch.nn/threshold threshold value nil))
  ([threshold value opts]
   (let [{:keys [inplace]} (opts-of opts "threshold" {:inplace false})]
     (Threshold. (ops/->double threshold "threshold") (ops/->double value "value") (flag inplace "inplace")))))

(defn glu
  "Gated linear unit (nn.GLU): the input halved along dim into a and b, a * sigmoid(b).
  Options: {:dim -1}."
  ([] (glu nil))
  ([opts] (let [{:keys [dim]} (opts-of opts "glu" {:dim -1})]
            (GLU. (int-arg dim "dim")))))
