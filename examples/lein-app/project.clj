;; A Leiningen project that uses jtorch from a Maven repository (Maven Central, or the
;; local one after `make install` in a jtorch checkout). Run: lein run
(defproject lein-app "0.1.0"
  :description "A first tensor and a first training loop with jtorch"
  :dependencies [[org.clojure/clojure "1.12.3"]
                 [io.github.jtorch/jtorch "0.1.0"]]
  ;; Java 24+ asks for native access; jtorch loads LibTorch through JNI.
  :jvm-opts ["--enable-native-access=ALL-UNNAMED"]
  :main lein-app.main)
