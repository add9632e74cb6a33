(ns jtorch.repl
  "REPL sessions that follow the REPL's session rather than the thread.

  A thread's session (`jtorch.torch/start-session!`) belongs to one thread. An nREPL
  session evaluates on one thread until an evaluation is interrupted; then it goes
  on on a new thread, and a thread session would be left behind. Here each REPL
  session (an nREPL session id, or any key you choose) has one jtorch session that
  follows it: tensors made at the REPL outside `with-torch` attach to it, survive
  an interrupted evaluation, and are freed when the REPL session closes.

  With nREPL, add the middleware `jtorch.repl/wrap-session`:

    lein:      :repl-options {:nrepl-middleware [jtorch.repl/wrap-session]}
    nREPL:     (nrepl.server/start-server :handler
                 (nrepl.server/default-handler #'jtorch.repl/wrap-session))
    cmdline:   -m nrepl.cmdline --middleware '[jtorch.repl/wrap-session]'

  Without nREPL (a socket REPL, your own loop), evaluate each form inside
  `(with-repl-session key ...)` (or call `enter!` before and `leave!` after) and
  `(close! key)` when the session ends. This namespace does not load nREPL."
  (:import [io.github.jtorch ReplSession]
           [java.util.logging Level Logger]))

(defonce ^:private sessions (atom {}))

(defn repl-session
  "The jtorch REPL session for `key`, made on first use."
  ^ReplSession [key]
  (or (get @sessions key)
      (get (swap! sessions (fn [m] (if (contains? m key) m (assoc m key (ReplSession. (str key))))))
           key)))

(defn enter!
  "Call on the thread that is about to evaluate for REPL session `key`: that thread's
  session becomes the REPL session's, with the tensors it made on earlier threads.
  A session the thread already had (`start-session!`) is taken over with the tensors
  it owns: from then on `close!` of `key` frees them too. Returns the `ReplSession`."
  ^ReplSession [key]
  (doto (repl-session key) (.enter)))

(defn leave!
  "Call on the evaluating thread after an evaluation for REPL session `key`: the
  tensors its session owns move to the REPL session, so they outlive this thread."
  [key]
  (when-let [^ReplSession s (get @sessions key)]
    (.leave s)))

(defmacro with-repl-session
  "Evaluates `body` on this thread as REPL session `key`: `enter!` before, `leave!`
  after (normally or by an exception). Returns the body's value."
  [key & body]
  `(let [k# ~key]
     (enter! k#)
     (try ~@body
          (finally (leave! k#)))))

(defn close!
  "Frees everything REPL session `key` owns, from any thread, and forgets it."
  [key]
  (when-let [^ReplSession s (get @sessions key)]
    (swap! sessions dissoc key)
    (.close s)))

(defn close-all!
  "Closes every REPL session."
  []
  (run! close! (keys @sessions)))

(defn session-keys
  "The keys of the open REPL sessions."
  []
  (set (keys @sessions)))

;; ---------------------------------------------------------------- nREPL middleware

(def ^:private ^Logger log (Logger/getLogger "jtorch.repl"))

(defn- follow!
  "Once per nREPL session: each task it runs enters the jtorch REPL session first, and
  closing it closes the jtorch REPL session. Ephemeral sessions (no :close) are left
  alone: they evaluate once, as a plain thread would."
  [session]
  (when (and (instance? clojure.lang.IReference session)
             (let [m (meta session)] (and (:exec m) (:close m) (not (::following m)))))
    (alter-meta! session
                 (fn [{:keys [exec close id] :as m}]
                   (if (::following m)
                     m
                     (assoc m
                            ::following true
                            :exec (fn [exec-id ^Runnable task ack]
                                    (exec exec-id
                                          (fn []
                                            (try
                                              (enter! id)
                                              (catch Throwable e
                                                (.log log Level/WARNING (str "jtorch REPL session " id " not entered") e)))
                                            (try
                                              (.run task)
                                              (finally (leave! id))))
                                          ack))
                            :close (fn []
                                     (try
                                       (close! id)
                                       (finally (close))))))))))

(defn wrap-session
  "nREPL middleware: one jtorch session per nREPL session, on whatever thread
  evaluates its next form, freed when the nREPL session closes."
  [handler]
  (fn [{:keys [session] :as msg}]
    (follow! session)
    (handler msg)))

;; The descriptor nREPL reads (what `nrepl.middleware/set-descriptor!` would set),
;; written out so that this namespace does not need nREPL on the classpath. It sits
;; after the session middleware (which provides "clone") and before "eval".
(alter-meta! #'wrap-session assoc :nrepl.middleware/descriptor
             {:requires #{"clone"}
              :expects #{"eval"}
              :handles {}})
