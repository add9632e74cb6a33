;; Leiningen project for jtorch contributors: `lein test` runs the Clojure suites,
;; `lein repl` starts an nREPL whose sessions follow jtorch.repl. Build the native
;; core first (`make native`); this project loads it from target/release.
;; Dependencies come from Maven Central only (Clojars is not needed); `lein repl`
;; needs nREPL, which Debian's leiningen package brings in /usr/share/maven-repo.
(defproject io.github.jtorch/jtorch "0.1.0"
  :description "LibTorch tensors for Java and Clojure with deterministic native memory"
  :license {:name "Apache-2.0" :url "https://www.apache.org/licenses/LICENSE-2.0"}
  :dependencies [[org.clojure/clojure "1.12.3"]]
  ;; Debian's repository has no checksums; a missing one is skipped.
  :repositories ^:replace [["central" {:url "https://repo1.maven.org/maven2/" :snapshots false}]
                           ["debian" {:url "file:///usr/share/maven-repo" :snapshots false :checksum :ignore}]]
  :source-paths ["clojure/src"]
  :resource-paths ["clojure/resources"]
  :java-source-paths ["java/src/main/java"]
  :javac-options ["--release" "17" "-encoding" "UTF-8"]
  :test-paths ["clojure/test"]
  :jvm-opts ["-Djtorch.native=target/release/libjtorch.so"
             "-Djtorch.log.level=warn"
             "--enable-native-access=ALL-UNNAMED"]
  :repl-options {:nrepl-middleware [jtorch.repl/wrap-session]}
  :profiles {:dev {:resource-paths ["clojure/test-resources"]
                   :dependencies [[junit/junit "4.13.2"]]}})
