;; jtorch demo: allocate in a loop under with-torch and watch native memory stay flat.
;; Run with `make demo`.
(require '[jtorch.torch :as t]
         '[jtorch.memory :as mem])

(defn rss-mib
  "The process's resident memory, from /proc (Linux)."
  []
  (some #(when-let [[_ kb] (re-find #"VmRSS:\s+(\d+) kB" %)] (/ (Long/parseLong kb) 1024.0))
        (java.nio.file.Files/readAllLines (java.nio.file.Path/of "/proc/self/status" (make-array String 0)))))

(defn report [label]
  (let [{:keys [live-tensors live-bytes peak-bytes alloc-count]} (mem/stats)]
    (println (format "%-14s live tensors %3d   live bytes %8d   peak bytes %8d   allocated so far %7d   RSS %6.1f MiB"
                     label live-tensors live-bytes peak-bytes alloc-count (rss-mib)))))

(println "LibTorch" (io.github.jtorch.Torch/libtorchVersion) "from" (io.github.jtorch.Torch/libtorchLocation))
(t/manual-seed 0)
(def weights (t/retain! (t/randn [256 256])))   ; lives across steps, released at the end
(report "start")
(def losses
  (vec (for [step (range 1 20001)]
         (let [loss (t/with-torch
                      ;; 7 temporary tensors per step (64 KiB for the big ones), all freed
                      ;; when with-torch exits; the loss leaves as a plain double
                      (let [x (t/randn [64 256])
                            h (t/matmul x weights)
                            y (t/div (t/sub h (t/mean h)) 16)]
                        (t/item-double (t/mean (t/mul y y)))))]
           (when (zero? (mod step 2500)) (report (str "step " step)))
           loss))))
(t/release! weights)
(report "after release!")
(println "mean loss" (/ (reduce + losses) (count losses)))
(println "live tensors back to" (:live-tensors (mem/stats)) "- native memory stayed flat.")
