(ns jtorch.memory-model-test
  "One or more tests per rule of the memory model (docs/memory-model.md)."
  (:require [clojure.test :refer [deftest is testing]]
            [jtorch.memory :as mem]
            [jtorch.test-support :refer [live leaves-nothing-behind await-live thrown-message]]
            [jtorch.torch :as t])
  (:import [io.github.jtorch PointerScope Tensor]
           [java.util ArrayList HashMap Optional]
           [java.util.concurrent CountDownLatch TimeUnit]))

(defrecord Pair [left right])

(deftest rule-1-2-tensors-attach-to-the-innermost-scope-of-their-thread
  (leaves-nothing-behind
   (t/with-torch
     (let [outer-scope (PointerScope/current)
           a (t/ones [2])]
       (t/with-torch
         (is (not (identical? outer-scope (PointerScope/current))))
         (let [b (t/ones [2])]
           (is (= 1 (.ownedCount (PointerScope/current))) "b attached to the inner scope only")
           b))
       (is (identical? outer-scope (PointerScope/current)))
       (is (not (t/released? a)))))))

(deftest rule-3-closing-a-scope-frees-its-tensors-at-once
  (leaves-nothing-behind
   (let [kept (atom nil)]
     (t/with-torch
       (let [a (t/ones [3])]
         (reset! kept a)
         (is (not (t/released? a)))
         nil))
     (is (t/released? @kept)))))

(deftest rule-3-exceptions-inside-scopes-still-free-everything
  (leaves-nothing-behind
   (let [made (atom [])]
     (is (thrown-with-msg? clojure.lang.ExceptionInfo #"boom"
                           (t/with-torch
                             (swap! made conj (t/ones [4]))
                             (t/with-torch
                               (swap! made conj (t/randn [4]))
                               (throw (ex-info "boom" {}))))))
     (is (every? t/released? @made)))))

(deftest rule-3-closing-an-outer-scope-closes-open-inner-scopes-first
  (leaves-nothing-behind
   (let [outer (PointerScope.)
         a (t/ones [1])
         inner (PointerScope.)
         b (t/ones [1])]
     (.close outer)
     (is (.isClosed inner))
     (is (t/released? a))
     (is (t/released? b))
     (is (nil? (PointerScope/current))))))

(deftest rule-4-results-move-to-the-enclosing-scope
  (leaves-nothing-behind
   (let [seen (atom nil)]
     (t/with-torch
       (let [r (t/with-torch (t/add (t/ones [2]) 1))]
         (reset! seen r)
         (is (not (t/released? r)) "the result survives the inner scope")
         (is (= [2.0 2.0] (t/->vec r)))))
     (is (t/released? @seen) "and is freed by the enclosing one"))))

(deftest rule-4-results-move-to-the-session-and-stop-session-frees-them
  (leaves-nothing-behind
   (t/start-session!)
   (let [r (t/with-torch (t/ones [2]))
         loose (t/zeros [3])]
     (is (not (t/released? r)))
     (is (not (t/released? loose)) "tensors made outside scopes attach to the session")
     (t/stop-session!)
     (is (t/released? r))
     (is (t/released? loose)))))

(deftest rule-4-results-with-no-enclosing-scope-are-unscoped
  (let [before (live)
        r (t/with-torch (t/ones [5]))]
    (is (not (t/released? r)))
    (t/release! r)
    (is (= before (live)))))

(deftest rule-5-reachability-through-clojure-collections
  (leaves-nothing-behind
   (t/with-torch
     (let [v (t/with-torch
               {:map {(t/ones [1]) (t/ones [1])}
                :vector [(t/ones [1]) [(t/ones [1])]]
                :list (list (t/ones [1]))
                :set #{(t/ones [1])}
                :seq (seq [(t/ones [1])])
                :lazy (map (fn [i] (t/mul (t/ones [1]) i)) [1 2 3])
                :record (->Pair (t/ones [1]) (t/ones [1]))
                :not-a-tensor "text"
                :plain [:keyword 'symbol inc (Object.) 1.5 (int-array 2)]})
           tensors (filter t/tensor? (tree-seq coll? seq v))
           lazies (:lazy v)]
       (is (= 12 (count tensors)))
       (is (not-any? t/released? tensors))
       (is (= [[1.0] [2.0] [3.0]] (map t/->vec lazies)) "lazy seqs are realised while the scope is open")
       nil))))

(deftest a-result-that-throws-as-it-is-realised-moves-nothing-out
  (testing "at top level: nothing becomes unscoped"
    (leaves-nothing-behind
     (is (thrown? clojure.lang.ExceptionInfo
                  (t/with-torch [[(t/ones [1])] (lazy-seq (throw (ex-info "boom" {}))) [(t/ones [1])]])))))
  (testing "nested: nothing moves to the enclosing scope"
    (leaves-nothing-behind
     (t/with-torch
       (let [before (live)]
         (is (thrown? clojure.lang.ExceptionInfo
                      (t/with-torch [[(t/ones [1])] (lazy-seq (throw (ex-info "boom" {}))) [(t/ones [1])]])))
         (is (= before (live)) "the inner scope freed its tensors as it closed"))
       nil))))

(deftest rule-5-reachability-through-java-collections-arrays-and-optional
  (leaves-nothing-behind
   (t/with-torch
     (let [[m l arr opt]
           (t/with-torch
             (let [m (HashMap.) l (ArrayList.)]
               (.put m (t/ones [1]) (t/ones [1]))
               (.add l (t/ones [1]))
               [m l (object-array [(t/ones [1]) (object-array [(t/ones [1])])]) (Optional/of (t/ones [1]))]))]
       (is (not-any? t/released? (concat (keys m) (vals m) l [(aget ^objects arr 0)
                                                              (aget ^objects (aget ^objects arr 1) 0)
                                                              (.get ^Optional opt)])))
       nil))))

(deftest rule-5-cycles-terminate
  (leaves-nothing-behind
   (t/with-torch
     (let [l (t/with-torch
               (let [l (ArrayList.)]
                 (.add l (t/ones [1]))
                 (.add l l)
                 l))]
       (is (not (t/released? (.get ^ArrayList l 0))))
       nil))))

(deftest rule-6-retain-lets-a-tensor-escape-through-an-atom
  (let [before (live)
        cache (atom nil)]
    (t/with-torch
      (reset! cache (t/retain! {:w (t/ones [2 2])}))
      (t/ones [9])
      nil)
    (is (not (t/released? (:w @cache))))
    (is (= [[1.0 1.0] [1.0 1.0]] (t/->vec (:w @cache))))
    (t/release! @cache)
    (is (t/released? (:w @cache)))
    (is (= before (live)))))

(deftest rule-6-rescue-pointers-is-retain
  (let [before (live)
        x (t/with-torch (t/rescue-pointers! [(t/ones [1])]) nil)]
    (is (nil? x))
    (is (= (inc (:live-tensors before)) (:live-tensors (live))))
    (await-live before 10000)
    (is (= before (live)) "the rescued tensor is unscoped and the GC frees it")))

(deftest rule-7-release-from-another-thread-makes-every-use-throw
  (let [before (live)
        x (t/retain! (t/with-torch (t/ones [2])))]
    @(future (t/release! x))
    (is (t/released? x))
    (let [[cls msg] (thrown-message #(t/add x 1))]
      (is (= IllegalStateException cls))
      (is (re-find #"released" msg)))
    (is (= IllegalStateException (first (thrown-message #(t/shape x)))))
    (is (= IllegalStateException (first (thrown-message #(t/->vec x)))))
    (is (re-find #"released" (pr-str x)) "printing a released tensor shows a marker")
    (t/release! x)
    (is (= before (live)) "releasing twice is a no-op")))

(deftest rule-7-release-is-recursive-and-frees-whatever-owns-it
  (leaves-nothing-behind
   (t/with-torch
     (let [m {:a (t/ones [1]) :b [(t/ones [1])]}]
       (t/release! m)
       (is (t/released? (:a m)))
       (is (t/released? (first (:b m))))
       nil))))

(deftest rule-8-the-gc-frees-unreachable-unscoped-tensors
  (let [before (live)]
    (dotimes [_ 200] (t/ones [16]))
    (is (< (:live-tensors before) (:live-tensors (live))))
    (is (= before (await-live before 10000)))))

(deftest rule-9-sessions-belong-to-their-thread
  (let [before (live)
        started (CountDownLatch. 2)
        stop-a (CountDownLatch. 1)
        result (fn [f] (let [p (promise)] (.start (Thread. #(deliver p (try (f) (catch Throwable e e))))) p))
        a (result #(do (t/start-session!)
                       (let [x (t/ones [1])]
                         (.countDown started)
                         (.await stop-a 10 TimeUnit/SECONDS)
                         (t/stop-session!)
                         x)))
        b (result #(do (t/start-session!)
                       (let [y (t/ones [1])]
                         (.countDown started)
                         (.await started 10 TimeUnit/SECONDS)
                         (.countDown stop-a)
                         (Thread/sleep 50)
                         (let [alive (not (t/released? y))]
                           (t/stop-session!)
                           [y alive]))))]
    (let [x @a [y y-alive-after-a-stopped] @b]
      (is (t/released? x))
      (is (true? y-alive-after-a-stopped) "stopping thread A's session leaves B's alone")
      (is (t/released? y)))
    (is (= before (live)))))

(deftest rule-9-start-session-closes-the-previous-one
  (leaves-nothing-behind
   (t/start-session!)
   (let [x (t/ones [1])]
     (t/start-session!)
     (is (t/released? x))
     (t/stop-session!))))

(deftest rule-9-a-session-call-inside-with-torch-closes-that-scope-as-its-docstring-says
  (leaves-nothing-behind
   (is (= 1 (t/with-torch (t/ones [1]) (t/stop-session!) 1))
       "a result without tensors still comes back")
   (let [[cls msg] (thrown-message #(t/with-torch (let [x (t/ones [1])] (t/start-session!) x)))]
     (is (= IllegalStateException cls))
     (is (re-find #"closed" msg) msg))
   (t/stop-session!)))

(deftest rule-11-errors-are-exceptions-and-leak-nothing
  (leaves-nothing-behind
   (is (= IllegalArgumentException (first (thrown-message #(t/add 1 2)))))
   (is (thrown? io.github.jtorch.TorchException
                (t/with-torch (t/add (t/ones [2]) (t/ones [3])))))
   (is (= IllegalArgumentException (first (thrown-message #(t/zeros [-1])))))
   (is (= IllegalArgumentException (first (thrown-message #(t/zeros [2] {:dtype :float128})))))
   (is (= "shape mismatch still lets the next op run"
          (t/with-torch (when (= [2.0] (t/->vec (t/add (t/ones [1]) 1))) "shape mismatch still lets the next op run"))))))

(deftest rule-12-a-100000-step-loop-ends-where-it-began
  (let [before (mem/stats)]
    (dotimes [_ 100000]
      (t/with-torch (t/item-float (t/sum (t/add (t/ones [4]) 1.0)))))
    (let [after (mem/stats)]
      (is (= (:live-tensors before) (:live-tensors after)))
      (is (= (:live-bytes before) (:live-bytes after)))
      (is (= (+ (:alloc-count before) 300000) (:alloc-count after)))
      (is (= (- (:alloc-count after) (:alloc-count before))
             (- (:free-count after) (:free-count before)))))))

(defn- virtual-thread-builder []
  (try (clojure.lang.Reflector/invokeStaticMethod Thread "ofVirtual" (object-array 0))
       (catch Exception _ nil)))

(deftest rule-1-virtual-threads-keep-their-scope-stack-across-blocking
  (if-let [builder (virtual-thread-builder)]
    (let [before (live)
          n 200
          results (vec (repeatedly n promise))
          threads (doall
                   (for [i (range n)]
                     (clojure.lang.Reflector/invokeInstanceMethod
                      builder "start"
                      (object-array
                       [(fn []
                          (deliver (results i)
                                   (try
                                     (t/with-torch
                                       (let [mine (PointerScope/current)
                                             a (t/ones [2])]
                                         (Thread/sleep 5) ; unmounts; may resume on another carrier
                                         (let [b (t/add a i)]
                                           (Thread/sleep 1)
                                           [(identical? mine (PointerScope/current))
                                            (t/->vec b)])))
                                     (catch Throwable e e))))]))))]
      (doseq [th threads] (.join ^Thread th))
      (doseq [i (range n)]
        (let [[same-scope v] @(results i)]
          (is (true? same-scope))
          (is (= [(+ 1.0 i) (+ 1.0 i)] v))))
      (is (= before (live))))
    (println "  (skipped: virtual threads need JDK 21 or newer; running on" (System/getProperty "java.version") ")")))
