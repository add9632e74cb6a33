(ns jtorch.docs-test
  "Runs the code in the documentation, so that it stays true.

  In docs/memory.md, README.md and docs/nn.md every block fenced ```clojure is evaluated (```clojure
  no-run blocks, such as build-file snippets, are not), the
  blocks of one file in order in one fresh namespace, as a REPL would. A form whose
  line ends with a `;=> value` comment must evaluate to that value; `;=> throws
  ClassName` means it must throw that class; a value written with `...` is partial:
  a map's keys listed must match, a string or a vector must start as written. Blocks fenced ```java are compiled and
  run, each as the body of a main method (its `import` lines go on top): they must
  not throw."
  (:require [clojure.java.io :as io]
            [clojure.string :as str]
            [clojure.test :refer [deftest is testing]])
  (:import [clojure.lang LineNumberingPushbackReader]
           [java.io File StringReader]
           [java.net URLClassLoader]
           [javax.tools ToolProvider]))

(def documents ["docs/memory.md" "README.md" "docs/nn.md"])

(defn code-blocks
  "The code blocks of markdown `text` in language `lang`: [{:line n :code s}]."
  [text lang]
  (let [lines (str/split-lines text)]
    (loop [i 0, open nil, out []]
      (if (>= i (count lines))
        out
        (let [line (nth lines i)]
          (cond
            (and (nil? open) (= (str "```" lang) (str/trim line)))
            (recur (inc i) {:line (+ i 2) :lines []} out)
            (and open (= "```" (str/trim line)))
            (recur (inc i) nil (conj out {:line (:line open) :code (str/join "\n" (:lines open))}))
            open (recur (inc i) (update open :lines conj line) out)
            :else (recur (inc i) nil out)))))))

(defn- rest-of-line [^LineNumberingPushbackReader r]
  (loop [sb (StringBuilder.)]
    (let [c (.read r)]
      (if (or (neg? c) (= c (int \newline)))
        (str sb)
        (recur (.append sb (char c)))))))

(defn forms
  "The forms of `code` with the `;=>` expectation written after each, if any."
  [code]
  (let [r (LineNumberingPushbackReader. (StringReader. code))]
    (loop [out []]
      (let [form (read {:eof ::eof :read-cond :allow} r)]
        (if (= ::eof form)
          out
          (let [line (.getLineNumber r)
                tail (rest-of-line r)]
            (recur (conj out {:form form
                              :line line
                              :expect (some-> (re-find #"^\s*;=>\s*(.*)$" tail) second str/trim)}))))))))

(defn- check [expect value thrown]
  (let [[_ cls] (re-find #"^throws\s+([\w.]+)" expect)]
    (cond
      cls (let [c (resolve (symbol cls))]
            (and thrown (instance? c thrown)))
      thrown false
      (str/includes? expect "...")
      (let [part (try (read-string (str/replace expect "..." "")) (catch Exception _ ::unreadable))]
        (cond
          (map? part) (and (map? value) (= part (select-keys value (keys part))))
          (string? part) (and (string? value) (str/starts-with? value part))
          (sequential? part) (and (sequential? value) (= (seq part) (seq (take (count part) value))))
          :else (str/starts-with? (pr-str value) (first (str/split expect #"\.\.\." 2)))))
      :else (= (read-string expect) value))))

(defn run-clojure-doc
  "Evaluates every clojure block of the document at `path`; returns the failures."
  [path]
  (let [ns (create-ns (gensym "jtorch.docs-test.doc-"))
        failures (atom [])]
    (binding [*ns* ns]
      (refer-clojure)
      (doseq [{:keys [line code]} (code-blocks (slurp path) "clojure")
              :while (empty? @failures)
              {:keys [form expect] form-line :line} (forms code)
              :while (empty? @failures)]
        (let [[value thrown] (try [(eval form) nil] (catch Throwable e [nil e]))
              where (str path ":" (+ line form-line -1))]
          (cond
            expect (when-not (check expect value thrown)
                     (swap! failures conj (str where ": " (pr-str form) " expected " expect ", got "
                                               (if thrown (str "thrown " thrown) (pr-str value)))))
            thrown (swap! failures conj (str where ": " (pr-str form) " threw " thrown))))))
    (remove-ns (ns-name ns))
    @failures))

(deftest the-clojure-code-in-the-docs-runs-as-written
  (doseq [path documents]
    (testing path
      (is (.exists (io/file path)))
      (is (seq (code-blocks (slurp path) "clojure")))
      (is (= [] (run-clojure-doc path))))))

;; ---------------------------------------------------------------- Java blocks

(defn- java-source [class-name code]
  (let [lines (str/split-lines code)
        imports (filter #(re-find #"^\s*import\s" %) lines)
        body (remove #(re-find #"^\s*import\s" %) lines)]
    (str (str/join "\n" imports) "\n"
         "public class " class-name " {\n"
         "  public static void main(String[] args) throws Exception {\n"
         (str/join "\n" body) "\n"
         "  }\n}\n")))

(defn run-java-block
  "Compiles and runs one java block; returns nil or a failure message."
  [where code]
  (let [dir (.toFile (java.nio.file.Files/createTempDirectory "jtorch-doc" (make-array java.nio.file.attribute.FileAttribute 0)))
        class-name "DocExample"
        src (io/file dir (str class-name ".java"))
        compiler (ToolProvider/getSystemJavaCompiler)
        err (java.io.ByteArrayOutputStream.)]
    (try
      (spit src (java-source class-name code))
      (if-not (zero? (.run compiler nil nil err (into-array String ["-d" (str dir) "-cp" (System/getProperty "java.class.path") (str src)])))
        (str where ": does not compile:\n" (str err))
        (with-open [loader (URLClassLoader. (into-array java.net.URL [(.toURL (.toURI dir))])
                                            (.getContextClassLoader (Thread/currentThread)))]
          (let [main (.getMethod (.loadClass loader class-name) "main" (into-array Class [(class (make-array String 0))]))
                out (java.io.ByteArrayOutputStream.)
                sys-out System/out]
            (try
              (System/setOut (java.io.PrintStream. out))
              (.invoke main nil (object-array [(make-array String 0)]))
              nil
              (catch java.lang.reflect.InvocationTargetException e
                (str where ": threw " (.getCause e)))
              (finally (System/setOut sys-out))))))
      (finally
        (doseq [^File f (reverse (file-seq dir))] (.delete f))))))

(deftest the-java-code-in-the-docs-compiles-and-runs
  (doseq [path documents
          {:keys [line code]} (code-blocks (slurp path) "java")]
    (is (nil? (run-java-block (str path ":" line) code)))))
