(ns jtorch.memory
  "Exact native memory accounting."
  (:import [io.github.jtorch Memory MemoryStats]))

(defn stats
  "Native memory figures now, exact whenever no tensor is being created or freed:
  :live-tensors  tensor handles alive
  :live-bytes    logical bytes (elements x element size) of those handles
  :peak-bytes    highest :live-bytes since start or the last `reset-peak!`
  :alloc-count   handles ever created
  :free-count    handles ever freed"
  []
  (let [^MemoryStats s (Memory/stats)]
    {:live-tensors (.-liveTensors s)
     :live-bytes (.-liveBytes s)
     :peak-bytes (.-peakBytes s)
     :alloc-count (.-allocCount s)
     :free-count (.-freeCount s)}))

(defn reset-peak!
  "Starts a new peak period at the current live bytes."
  []
  (Memory/resetPeak))
