;; Resolves a deps.edn project with tools.deps (the library behind the `clojure` CLI,
;; fetched from Maven Central by scripts/tools-deps/pom.xml) and runs it the way
;; `clojure -M:ALIAS` would, for machines without the CLI:
;;
;;   java -cp "$(cat TOOLS_DEPS_CLASSPATH)" clojure.main scripts/tools-deps/run.clj DIR ALIAS [prep]
;;
;; With `prep`, every dependency that declares :deps/prep-lib is prepared first, even if
;; it looks prepared (as `clojure -X:deps prep :force true` does). Prints the classpath
;; roots, then runs java with the alias's :jvm-opts and :main-opts in DIR and exits
;; with its exit code.
(require '[clojure.java.io :as io]
         '[clojure.string :as str]
         '[clojure.tools.deps :as deps])

(let [[dir alias prep] *command-line-args*
      dir (.getCanonicalFile (io/file dir))
      alias (keyword (str/replace alias #"^:" ""))
      basis-of #(deps/create-basis {:dir (str dir) :user nil :aliases [alias]})
      basis (basis-of)
      _ (when (= prep "prep")
          (binding [*out* *err*]
            (deps/prep-libs! (:libs basis) {:action :force :log :info} basis)))
      basis (if (= prep "prep") (basis-of) basis)
      {:keys [jvm-opts main-opts]} (:argmap basis)
      cp (str/join java.io.File/pathSeparator (:classpath-roots basis))
      java (str (System/getProperty "java.home") "/bin/java")
      cmd (vec (concat [java] jvm-opts ["-cp" cp "clojure.main"] main-opts))]
  (println "tools.deps classpath roots:")
  (doseq [r (:classpath-roots basis)] (println "  " r))
  (let [p (-> (ProcessBuilder. ^java.util.List cmd)
              (.directory dir)
              (.inheritIO)
              (.start))]
    (shutdown-agents)
    (System/exit (.waitFor p))))
