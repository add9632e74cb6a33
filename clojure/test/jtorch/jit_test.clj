(ns jtorch.jit-test
  "TorchScript modules and torch.save files written by PyTorch now
  (scripts/parity/jit_reference.py) read back with jtorch.jit and jtorch.torch/load:
  the same outputs, method results, state dict and fine-tuning steps as PyTorch; and
  safetensors, .npy and raw bytes from Clojure, bit for bit."
  (:require [clojure.test :refer [deftest is testing use-fixtures]]
            [jtorch.autograd :as ag]
            [jtorch.jit :as jit]
            [jtorch.nn :as nn]
            [jtorch.nn.functional :as F]
            [jtorch.optim :as optim]
            [jtorch.test-support :refer [leaves-nothing-behind python-reference thrown-message]]
            [jtorch.torch :as t]))

(def ^:private dir
  (delay (.toFile (java.nio.file.Files/createTempDirectory "jtorch-jit-clj" (make-array java.nio.file.attribute.FileAttribute 0)))))

(use-fixtures :once
  (fn [tests]
    (try (tests)
         (finally (when (realized? dir)
                    (run! #(.delete ^java.io.File %) (.listFiles ^java.io.File @dir))
                    (.delete ^java.io.File @dir))))))

(def ^:private reference
  (delay (python-reference "scripts/parity/jit_reference.py" "make" (str @dir))))

(defn- file [name] (str @dir "/" name))

(defn- close? [expected tensor tol]
  (and (= (:shape expected) (t/shape tensor))
       (every? (fn [[a b]] (<= (Math/abs (- (double a) (double b))) tol))
               (map vector (:values expected) (flatten (t/->vec tensor))))))

(deftest scripted-module-gives-pytorchs-outputs-and-method-results
  (let [ref @reference]
    (t/with-torch
      (let [m (jit/load (file "scripted.pt"))
            traced (jit/load (file "traced.pt"))
            {:strs [x a b extra]} (t/load (file "inputs.pt"))]
        (is (= (:methods ref) (sort (jit/method-names m))))
        (is (close? (:forward ref) (jit/forward m x) 1e-6))
        (is (close? (:traced ref) (nn/forward traced x) 1e-6))
        (let [[total names counts upper doubled negated extra-out]
              (jit/call-method m :summarize {:a a :b b} ["a" "b"] "!" 1.5 true extra [["a" 2] ["b" 3]])
              [want-total want-names want-counts want-upper want-doubled want-negated] (:summarize ref)]
          (is (close? want-total total 1e-6))
          (is (= want-names names))
          (is (= want-counts counts))
          (is (= [want-upper want-doubled want-negated] [upper doubled negated]))
          (is (close? (-> ref :summarize last) extra-out 0)))))))

(deftest parameters-buffers-and-state-dict-are-pytorchs
  (let [ref @reference]
    (t/with-torch
      (let [m (jit/load (file "scripted.pt"))
            saved (t/load (file "state.pt"))]
        (is (= (:parameters ref) (keys (nn/named-parameters m))))
        (is (= (set (keys (:state ref))) (set (keys (nn/state-dict m))) (set (keys saved))))
        (doseq [[k v] (nn/state-dict m)]
          (is (close? (get (:state ref) k) v 0) k)
          (is (close? (get (:state ref) k) (get saved k) 0) k))))))

(deftest fine-tuned-as-pytorch-and-saved-for-python
  (let [ref @reference]
    (t/with-torch
      (let [m (nn/train! (jit/load (file "scripted.pt")))
            {:strs [x y]} (t/load (file "inputs.pt"))
            opt (optim/sgd (nn/parameters m) {:lr 0.1 :momentum 0.9})
            losses (vec (for [_ (range 3)]
                          (t/with-torch
                            (optim/zero-grad opt)
                            (let [loss (F/mse-loss (jit/forward m x) y)]
                              (ag/backward loss)
                              (optim/step opt)
                              (t/item loss)))))]
        (is (every? true? (map #(< (Math/abs (- %1 %2)) 1e-5) (:losses ref) losses)) (pr-str losses))
        (nn/eval! m)
        (is (close? (:tuned-forward ref) (ag/no-grad (jit/forward m x)) 1e-5))
        (jit/save m (file "tuned_java.pt"))
        (let [check (python-reference "scripts/parity/jit_reference.py" "check" (str @dir))]
          (is (< (:max-diff check) 1e-5))
          (is (:keys check)))))))

(deftest bad-files-and-calls-name-the-file-or-method-and-leave-nothing
  @reference
  (leaves-nothing-behind
   (let [[cls msg] (thrown-message #(jit/load (file "nope.pt")))]
     (is (= io.github.jtorch.TorchException cls))
     (is (.contains ^String msg (file "nope.pt"))))
   (let [[cls msg] (thrown-message #(jit/load (file "state.pt")))]
     (is (= io.github.jtorch.TorchException cls))
     (is (.contains ^String msg "torch.save")))
   (let [[cls msg] (thrown-message #(t/load (file "scripted.pt")))]
     (is (= io.github.jtorch.TorchException cls))
     (is (.contains ^String msg (file "scripted.pt"))))
   (t/with-torch
     (let [m (jit/load (file "scripted.pt"))]
       (is (= IllegalArgumentException (first (thrown-message #(jit/call-method m :predict 1)))))
       (is (= io.github.jtorch.TorchException (first (thrown-message #(jit/forward m "x")))))
       (is (= IllegalArgumentException (first (thrown-message #(jit/forward m (Object.))))))))))

(deftest a-released-module-refuses-calls
  @reference
  (let [m (t/with-torch (t/retain! (jit/load (file "traced.pt"))))]
    (t/release! m)
    (is (nn/released? m))
    (testing "use after release"
      (is (= IllegalStateException (first (thrown-message #(t/with-torch (jit/forward m (t/ones [5 4]))))))))))

(deftest safetensors-maps-and-raw-bytes-keep-every-bit
  (leaves-nothing-behind
   (t/with-torch
     (let [f (file "clj.safetensors")
           nan-bits (byte-array [1 0 (unchecked-byte 0xc1) 0x7f])       ; a float32 NaN with a payload
           half (byte-array [1 0 0 (unchecked-byte 0x80)])                ; float16 subnormal, -0.0
           m {:nan (t/from-raw nan-bits [1] :float32)
              "bf" (t/from-raw (java.nio.ByteBuffer/wrap (byte-array [(unchecked-byte 0x80) 0x3f 1 0])) [2] :bfloat16)
              "half" (t/from-raw half [2] :float16)}]
       (t/save-safetensors! m f)
       (let [back (t/load-safetensors f)]
         (is (= ["bf" "half" "nan"] (keys back)))
         (is (= (seq nan-bits) (seq (t/raw-bytes (get back "nan")))))
         (is (= (seq half) (seq (t/raw-bytes (get back "half")))))
         (is (= [1.0 9.183549615799121E-41] (t/->vec (get back "bf")))))))))

(deftest npy-files-keep-every-bit
  (leaves-nothing-behind
   (t/with-torch
     (let [f (file "x.npy")
           x (t/from-raw (byte-array [1 0 (unchecked-byte 0xc1) 0x7f 0 0 0 (unchecked-byte 0x80)]) [2] :float32)]
       (t/save-npy! x f)
       (is (= (seq (t/raw-bytes x)) (seq (t/raw-bytes (t/load-npy f)))))
       (is (= IllegalArgumentException (first (thrown-message #(t/save-npy! (t/call "to" x :bfloat16) f)))))))))

(deftest npz-archives-keep-names-and-every-bit
  (leaves-nothing-behind
   (t/with-torch
     (let [x (t/from-raw (byte-array [1 0 (unchecked-byte 0xc1) 0x7f 0 0 0 (unchecked-byte 0x80)]) [2] :float32)
           i (t/arange 5)]
       (doseq [compressed [false true]]
         (let [f (file (str "x" compressed ".npz"))]
           (t/save-npz! {:x x "i" i} f {:compressed compressed})
           (let [back (t/load-npz f)]
             (is (= #{"x" "i"} (set (keys back))))
             (is (= (seq (t/raw-bytes x)) (seq (t/raw-bytes (get back "x")))))
             (is (= [0 1 2 3 4] (t/->vec (get back "i")))))))
       (is (= IllegalArgumentException (first (thrown-message #(t/save-npz! [x] (file "y.npz"))))))
       (is (= io.github.jtorch.TorchException (first (thrown-message #(t/load-npz (file "x.npy"))))))))))
