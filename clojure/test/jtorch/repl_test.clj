(ns jtorch.repl-test
  "REPL sessions that follow a REPL session across threads: with plain threads, and
  with a real nREPL server and client in this process, through an interrupted eval."
  (:require [clojure.datafy :as d]
            [clojure.test :refer [deftest is testing]]
            [jtorch.repl :as repl]
            [jtorch.test-support :refer [await-live live]]
            [jtorch.torch :as t])
  (:import [io.github.jtorch PointerScope]))

(defn- on-new-thread
  "Runs `f` on a new thread that ends afterwards; returns its value (or rethrows)."
  [f]
  (let [result (promise)
        th (Thread. #(deliver result (try [:ok (f)] (catch Throwable e [:error e]))))]
    (.start th)
    (.join th)
    (let [[k v] @result]
      (if (= k :ok) v (throw v)))))

(deftest a-repl-session-follows-its-key-from-thread-to-thread
  (let [before (live)
        k (gensym "k")
        a (on-new-thread #(repl/with-repl-session k (t/tensor [1.0 2.0 3.0])))
        b (on-new-thread #(repl/with-repl-session k (t/ones [3])))]
    (t/gc!)
    (is (= 2 (.ownedCount (repl/repl-session k))) "both tensors belong to the REPL session")
    (is (not (t/released? a)) "the first thread's tensors outlive that thread, and a collection")
    (let [[sum owned] (on-new-thread #(repl/with-repl-session k
                                        (let [s (t/->vec (t/add a b))]
                                          [s (.ownedCount (PointerScope/current))])))]
      (is (= [2.0 3.0 4.0] sum))
      (is (= 3 owned) "a third thread's session owns a, b and the sum while it evaluates"))
    (testing "with-torch results move to the REPL session, retain! takes tensors out of it"
      (let [[kept escaped] (on-new-thread #(repl/with-repl-session k
                                             [(t/with-torch (t/zeros [2]))
                                              (t/retain! (t/zeros [2]))]))]
        (is (= 4 (.ownedCount (repl/repl-session k))))
        (repl/close! k)
        (is (t/released? a))
        (is (t/released? kept))
        (is (not (t/released? escaped)) "a retained tensor is not the session's")
        (t/release! escaped)))
    (is (not (contains? (repl/session-keys) k)))
    (is (= before (live)) "closing the REPL session freed everything it owned")))

(deftest a-thread-that-never-leaves-is-caught-up-with-on-the-next-entry
  (let [before (live)
        k (gensym "k")
        entered (promise)
        release (promise)
        stuck (Thread. #(do (repl/enter! k)
                            (t/ones [2])
                            (deliver entered true)
                            @release))]
    (.start stuck)
    @entered
    (is (= [1.0 1.0] (on-new-thread #(repl/with-repl-session k
                                       (t/->vec (t/ones [2]))))))
    (is (= 2 (.ownedCount (repl/repl-session k)))
        "the stuck thread's tensor moved to the new thread's session")
    (deliver release true)
    (.join stuck)
    (repl/close! k)
    (is (= before (await-live before 2000)))))

(deftest stop-session-inside-a-repl-session-frees-and-the-next-entry-starts-afresh
  (let [before (live)
        k (gensym "k")]
    (on-new-thread #(repl/with-repl-session k
                      (t/ones [4])
                      (t/stop-session!)))
    (is (= before (live)))
    (on-new-thread #(repl/with-repl-session k (t/ones [4])))
    (is (= 1 (.ownedCount (repl/repl-session k))))
    (repl/close! k)
    (is (= before (live)))))

(deftest a-repl-session-closed-on-its-own-thread-stops-that-threads-session
  (let [before (live)
        k (gensym "k")]
    (is (false? (on-new-thread #(do (repl/enter! k)
                                    (t/ones [4])
                                    (repl/close! k)
                                    (io.github.jtorch.Torch/hasSession))))
        "the thread's session was stopped")
    (is (= before (live)))))

;; ---------------------------------------------------------------- nREPL

(defn- nrepl-available? []
  (try (require 'nrepl.server 'nrepl.core) true
       (catch Exception _ false)))

(deftest nrepl-sessions-follow-the-nrepl-session-through-an-interrupt
  (if-not (nrepl-available?)
    (println "SKIP nREPL test: nrepl/nrepl is not on the classpath (Debian: apt-get install libnrepl-clojure)")
    (let [start-server (requiring-resolve 'nrepl.server/start-server)
          default-handler (requiring-resolve 'nrepl.server/default-handler)
          connect (requiring-resolve 'nrepl.core/connect)
          client (requiring-resolve 'nrepl.core/client)
          message (requiring-resolve 'nrepl.core/message)
          combine (requiring-resolve 'nrepl.core/combine-responses)
          before (await-live (live) 2000)]
      (with-open [server (start-server :bind "127.0.0.1" :port 0
                                       :handler (default-handler #'repl/wrap-session))
                  conn (connect :host "127.0.0.1" :port (:port server))]
        (let [c (client conn 60000)
              clone #(:new-session (first (message c {:op "clone"})))
              s1 (clone)
              s2 (clone)
              ev (fn [sid code]
                   (let [r (combine (message c {:op "eval" :session sid :code code}))]
                     (when (:err r) (println "nREPL err:" (:err r)))
                     (some-> (:value r) last read-string)))]
          (ev s1 "(require '[jtorch.torch :as t])")
          (let [thread-1 (ev s1 "(.getId (Thread/currentThread))")]
            (ev s1 "(def a (t/tensor [1.0 2.0 3.0]))")
            (ev s2 "(def c (t/zeros [2]))")
            (testing "an eval that makes a tensor and is then interrupted"
              (let [sleepy (message c {:op "eval" :session s1 :id "sleepy"
                                       :code "(def b (t/ones [3])) (println \"ready\") (flush) (Thread/sleep 60000)"})]
                (is (some #(= "ready\n" (:out %)) sleepy))
                (is (some #(contains? (set (:status %)) "done")
                          (message c {:op "interrupt" :session s1 :interrupt-id "sleepy"})))
                (is (some #(contains? (set (:status %)) "interrupted") sleepy))))
            (let [thread-2 (ev s1 "(.getId (Thread/currentThread))")]
              (is (not= thread-1 thread-2) "the nREPL session goes on on a new thread"))
            (is (= [2.0 3.0 4.0] (ev s1 "(t/->vec (t/add a b))"))
                "tensors made before and during the interrupted eval still work")
            (is (= 3 (ev s1 "(.ownedCount (io.github.jtorch.PointerScope/current))"))
                "the new thread's session owns a, b and the sum")
            (is (= (+ 4 (:live-tensors before)) (:live-tensors (live)))
                "a, b, the sum and the other session's c are alive")
            (dorun (message c {:op "close" :session s1}))
            (is (= (inc (:live-tensors before)) (:live-tensors (live)))
                "closing the nREPL session freed its tensors, not the other session's")
            (is (= [0.0 0.0] (ev s2 "(t/->vec c)")))
            (dorun (message c {:op "close" :session s2}))))
        (is (= before (await-live before 5000)) "every tensor made over nREPL is freed")))))

(deftest an-interrupt-stops-a-repl-evaluations-loop-of-ops
  (let [before (await-live (live) 2000)
        steps (atom 0)
        outcome (promise)
        th (Thread. #(deliver outcome
                              (try (repl/with-repl-session ::interrupted
                                     (loop [] (t/with-torch (t/add (t/ones [4]) 1.0)) (swap! steps inc) (recur)))
                                   (catch java.util.concurrent.CancellationException e e))))]
    (.start th)
    (while (< @steps 100) (Thread/sleep 1))
    ;; What nREPL does on an interrupt where Thread.stop is gone (JDK 20 and newer).
    (.interrupt th)
    (.join th 10000)
    (is (not (.isAlive th)) "the loop stopped")
    (is (instance? java.util.concurrent.CancellationException (deref outcome 0 nil)))
    (repl/close! ::interrupted)
    (is (= before (await-live before 5000)) "nothing the loop made is left")))

(deftest datafy-in-an-interrupted-evaluation-stops-it-and-never-calls-a-live-tensor-released
  (let [before (await-live (live) 2000)
        outcome (on-new-thread
                 #(repl/with-repl-session ::datafied
                    (let [x (t/ones [2])]
                      (.interrupt (Thread/currentThread))
                      [(try (d/datafy x) (catch java.util.concurrent.CancellationException e e))
                       (t/released? x)
                       (Thread/interrupted)
                       (d/datafy x)])))
        [stopped released? still-interrupted after] outcome]
    (is (instance? java.util.concurrent.CancellationException stopped)
        "datafy reads values, so an interrupt stops it as it stops an op")
    (is (false? released?))
    (is (false? still-interrupted) "the interrupt is taken, as an op takes it")
    (is (= {:released? false :values [1.0 1.0]} (select-keys after [:released? :values])))
    (repl/close! ::datafied)
    (is (= before (await-live before 5000)))))
