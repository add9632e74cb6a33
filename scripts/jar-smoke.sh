#!/usr/bin/env bash
# Uses the built jar as a new user would: a classpath of only the jar and Clojure,
# no environment variables, no java.library.path. Then checks that a missing or
# wrong LibTorch is reported with a clear message.
set -euo pipefail
cd "$(dirname "$0")/.."

jar=$(ls build/libs/jtorch-*.jar | head -n 1)
clojure_cp=$(gradle --console=plain -q printClojureClasspath 2>/dev/null | tail -n 1)
passed=0; failed=0
check() { # name, expected-regex, output
  if grep -Eq -- "$2" <<<"$3"; then passed=$((passed + 1)); echo "ok   $1"
  else failed=$((failed + 1)); echo "FAIL $1"; echo "$3" | sed 's/^/     /' | tail -n 20; fi
}

program='(require (quote [jtorch.torch :as t]) (quote [jtorch.memory :as m]))
(println "sum" (t/with-torch (t/item-double (t/sum (t/matmul (t/ones [2 3]) (t/ones [3 2]))))))
(println "live" (:live-tensors (m/stats)))
(println "tuned" (m/host-allocator-tuned?))'

out=$(env -i HOME="$HOME" PATH="$PATH" java -Xcheck:jni -cp "$jar:$clojure_cp" clojure.main -e "$program" 2>&1 || true)
check "jar alone computes with tensors" "sum 12\.0" "$out"
check "and frees what it made" "live 0" "$out"
check "and tunes glibc's malloc" "tuned true" "$out"

tmp=$(mktemp -d)
env -i HOME="$HOME" PATH="$PATH" java -Djava.io.tmpdir="$tmp" -cp "$jar:$clojure_cp" clojure.main -e "$program" >/dev/null 2>&1 || true
check "the library extracted from the jar is gone at exit, its directory too" "^left: $" "left: $(ls -A "$tmp")"
rm -rf "$tmp"

out=$(env -i HOME="$HOME" PATH="$PATH" java -Djtorch.malloc=default -cp "$jar:$clojure_cp" clojure.main -e "$program" 2>&1 || true)
check "-Djtorch.malloc=default leaves glibc's malloc alone" "tuned false" "$out"
out=$(env -i HOME="$HOME" PATH="$PATH" GLIBC_TUNABLES=glibc.malloc.trim_threshold=1048576 java -cp "$jar:$clojure_cp" clojure.main -e "$program" 2>&1 || true)
check "so do the process's own glibc malloc settings" "tuned false" "$out"
out=$(env -i HOME="$HOME" PATH="$PATH" java -Djtorch.malloc=fast -cp "$jar:$clojure_cp" clojure.main -e "$program" 2>&1 || true)
check "an unknown jtorch.malloc is refused by name" "jtorch did not start: jtorch.malloc: must be 'tuned' or 'default', got 'fast'" "$out"

# One thread loads jtorch through one class while another starts on a second class (Torch,
# whose initialiser waits for the load): both must finish. The load itself runs on jtorch's
# loading thread, whichever thread asked.
two_threads='(let [loading? (fn [] (some (fn [^"[Ljava.lang.StackTraceElement;" st] (some #(= "loadLibtorch" (.getMethodName ^StackTraceElement %)) st)) (vals (Thread/getAllStackTraces))))
      start (fn [cls] (doto (Thread. ^Runnable (fn [] (Class/forName cls))) (.setDaemon true) (.start)))
      a (start "io.github.jtorch.Ops")
      _ (while (and (.isAlive a) (not (loading?))) (Thread/onSpinWait))
      seen (.isAlive a)
      b (start "io.github.jtorch.Torch")]
  (.join a 60000) (.join b 1000)
  (println "second class during the load:" seen (if (or (.isAlive a) (.isAlive b)) "HUNG" "both loaded")))'
out=$(env -i HOME="$HOME" PATH="$PATH" timeout 120 java -cp "$jar:$clojure_cp" clojure.main -e "$two_threads" 2>&1 || true)
check "two threads starting on two classes at once both load" "second class during the load: true both loaded" "$out"

# An application merged into one jar with jtorch (what maven-shade and Gradle's shadow
# plugin make): its own frames are still the allocation site, not jtorch's.
fat=$(mktemp -d)
cp "$jar" "$fat/app.jar"
cat >"$fat/Site.java" <<'JAVA'
import io.github.jtorch.*;
public class Site {
    public static void main(String[] a) {
        Memory.recordAllocationSites(true);
        try (PointerScope s = new PointerScope()) {
            Ops.ones(100);
            System.out.println("sites " + Memory.liveBySite());
        }
    }
}
JAVA
javac -cp "$fat/app.jar" -d "$fat" "$fat/Site.java" && (cd "$fat" && jar uf app.jar Site.class)
out=$(env -i HOME="$HOME" PATH="$PATH" java -cp "$fat/app.jar" Site 2>&1 || true)
check "in a fat jar, the application's frame is the allocation site" "sites \[1 live, 400 bytes at Site\.main\(Site\.java:6\)\]" "$out"
rm -rf "$fat"

out=$(env -i HOME="$HOME" PATH="$PATH" java -Djtorch.libtorch=/nonexistent -cp "$jar:$clojure_cp" clojure.main -e "$program" 2>&1 || true)
check "an explicit bad location is refused by name" "jtorch.libtorch \(/nonexistent\) cannot be used: no lib/libtorch_cpu.so" "$out"

empty=$(mktemp -d)
out=$(env -i HOME="$empty" PATH=/usr/bin:/bin JTORCH_CACHE="$empty" java -cp "$jar:$clojure_cp" clojure.main -e "$program" 2>&1 || true)
if python3 -c 'import torch' >/dev/null 2>&1; then
  echo "skip missing-LibTorch message (python3 has torch installed)"
else
  check "a missing LibTorch says where it looked and how to fix it" "LibTorch 2\.13\.x was not found.*" "$out"
  check "the fix is named" "make libtorch" "$out"
fi

fake="$empty/fake-libtorch"
mkdir -p "$fake/lib" && touch "$fake/lib/libtorch_cpu.so" && echo "__version__ = '2.5.1+cpu'" >"$fake/version.py"
out=$(env -i HOME="$HOME" PATH="$PATH" LIBTORCH="$fake" java -cp "$jar:$clojure_cp" clojure.main -e "$program" 2>&1 || true)
check "a wrong LibTorch version is refused" "it is LibTorch 2\.5\.1\+cpu, jtorch needs 2\.13\.x" "$out"
rm -rf "$empty"

echo "jar-smoke: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
