(ns scripts.prep
  "What tools.deps runs to prepare jtorch as a git or :local/root dependency
  (deps.edn :deps/prep-lib): builds the native core and the Java classes into the
  paths deps.edn lists. Runs in the jtorch checkout.")

(defn build
  "Runs `make prep-lib` in the current directory; throws if it fails."
  [_]
  (let [p (-> (ProcessBuilder. ["make" "prep-lib"])
              (.inheritIO)
              (.start))
        exit (.waitFor p)]
    (when-not (zero? exit)
      (throw (ex-info (str "make prep-lib failed with exit code " exit) {:exit exit})))))
