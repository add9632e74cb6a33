#!/usr/bin/env bash
# jtorch as users get it through their build tools. Run by `make consumers` (and so by
# `make test`) after `make install` has put io.github.jtorch:jtorch into ~/.m2.
#
#   - the published POM and jar: coordinates, Clojure only `provided`, what the jar holds
#   - Leiningen: the root project.clj (`lein test`, `lein repl` with jtorch.repl), and
#     examples/lein-app depending on the installed artifact (`lein run`)
#   - tools.deps: examples/deps-app resolved from the Maven repositories, and the same
#     app against this checkout as a :local/root dependency, prepared by :deps/prep-lib
#   - Gradle and Maven: examples/java-service built by each and run
#   - Java 24+ (when a newer JDK is installed): the Maven jar runs without the native
#     access warning, and a refused native access names the fix
#
# Every consumer runs with no environment variables beyond HOME and PATH: the library
# finds LibTorch on its own. First runs download from Maven Central.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$PWD
version=$(sed -n "s/^version = '\(.*\)'/\1/p" build.gradle)
m2="$HOME/.m2/repository"
jar="$m2/io/github/jtorch/jtorch/$version/jtorch-$version.jar"
pom="$m2/io/github/jtorch/jtorch/$version/jtorch-$version.pom"
newer_java=""
for j in /usr/lib/jvm/temurin-25-jdk-amd64/bin/java "${JTORCH_NEWER_JDK:-/nonexistent}/bin/java"; do
  [ -x "$j" ] && { newer_java=$j; break; }
done
work=$(mktemp -d)
lein_repl_pid=""
trap 'rm -rf "$work"; [ -n "$lein_repl_pid" ] && kill -- -"$lein_repl_pid" 2>/dev/null' EXIT
clean_env=(env -i HOME="$HOME" PATH="$PATH")

passed=0; failed=0; skipped=0
ok()   { passed=$((passed + 1)); echo "ok   $1"; }
bad()  { failed=$((failed + 1)); echo "FAIL $1"; [ -n "${2:-}" ] && echo "$2" | tail -n 25 | sed 's/^/     /'; }
skip() { skipped=$((skipped + 1)); echo "skip $1"; }
check() { # name, regex, output
  if grep -Eq -- "$2" <<<"$3"; then ok "$1"; else bad "$1" "$3"; fi
}

# ---------------------------------------------------------------- the artifact
if [ -f "$pom" ] && [ -f "$jar" ]; then
  p=$(cat "$pom")
  check "POM names io.github.jtorch:jtorch:$version" \
    "<groupId>io.github.jtorch</groupId>" "$p"
  check "POM artifact and version" "<artifactId>jtorch</artifactId>[[:space:]]*<version>$version</version>" "$(tr -d '\n' <"$pom")"
  check "POM makes Clojure provided, so Java users do not get it" \
    "<artifactId>clojure</artifactId>[[:space:]]*<version>[^<]*</version>[[:space:]]*<scope>provided</scope>" "$(tr -d '\n' <"$pom")"
  listing=$(unzip -l "$jar")
  for f in io/github/jtorch/native/linux-x86_64/libjtorch.so jtorch/torch.clj jtorch/repl.clj jtorch/log.clj \
           clj-kondo.exports/io.github.jtorch/jtorch/config.edn io/github/jtorch/ReplSession.class; do
    check "jar holds $f" " $f\$" "$listing"
  done
  check "jar manifest has Enable-Native-Access" "Enable-Native-Access: ALL-UNNAMED" "$(unzip -p "$jar" META-INF/MANIFEST.MF)"
else
  bad "installed artifact" "missing $pom or $jar: run make install"
fi

# ---------------------------------------------------------------- Leiningen
if command -v lein >/dev/null 2>&1; then
  # lein's :base profile adds nREPL to every project, and lein gets it from Clojars.
  # Where Clojars cannot be reached, Debian's copies stand in, installed as local artifacts.
  for a in nrepl/nrepl/1.0.0/nrepl-1.0.0 org/nrepl/incomplete/0.1.0/incomplete-0.1.0; do
    if [ -f "/usr/share/maven-repo/$a.jar" ] && ! grep -qs '^[^#].*\.jar>=$' "$(dirname "$m2/$a")/_remote.repositories"; then
      mvn -B -q install:install-file -Dfile="/usr/share/maven-repo/$a.jar" -DpomFile="/usr/share/maven-repo/$a.pom" >/dev/null 2>&1 \
        || echo "note: could not install Debian's $a into $m2"
    fi
  done
  out=$("${clean_env[@]}" lein test jtorch.tensor-test jtorch.repl-comfort-test jtorch.repl-test 2>&1)
  check "lein test (root project.clj)" "^0 failures, 0 errors\." "$out"

  # lein repl: a headless nREPL server with jtorch.repl's middleware, and a client.
  # setsid: the server (lein and the project's JVM) is one process group, stopped below.
  setsid "${clean_env[@]}" lein repl :headless :host 127.0.0.1 :port 0 >"$work/lein-repl.log" 2>&1 &
  lein_repl_pid=$!
  port=""
  for _ in $(seq 1 120); do
    port=$(sed -n 's/.*nREPL server started on port \([0-9]*\).*/\1/p' "$work/lein-repl.log" | head -n 1)
    [ -n "$port" ] && break
    sleep 1
  done
  if [ -n "$port" ]; then
    nrepl_cp="/usr/share/maven-repo/nrepl/nrepl/1.0.0/nrepl-1.0.0.jar:$m2/org/clojure/clojure/1.12.3/clojure-1.12.3.jar:$m2/org/clojure/spec.alpha/0.5.238/spec.alpha-0.5.238.jar:$m2/org/clojure/core.specs.alpha/0.4.74/core.specs.alpha-0.4.74.jar"
    out=$(timeout 120 java -cp "$nrepl_cp" clojure.main -e "
      (require '[nrepl.core :as n])
      (with-open [conn (n/connect :host \"127.0.0.1\" :port $port)]
        (let [c (n/client conn 60000)
              s (:new-session (first (n/message c {:op \"clone\"})))
              ev #(n/combine-responses (n/message c {:op \"eval\" :session s :code %}))]
          (ev \"(require '[jtorch.torch :as t])\")
          (println \"value\" (first (:value (ev \"(t/->vec (t/add (t/ones [2]) 1))\"))))
          (println \"followed\" (first (:value (ev \"(contains? (jtorch.repl/session-keys) (:id (meta (:session nrepl.middleware.interruptible-eval/*msg*))))\"))))
          (dorun (n/message c {:op \"close\" :session s}))))" 2>&1)
    check "lein repl serves jtorch" "value \[2\.0 2\.0\]" "$out"
    check "lein repl sessions follow jtorch.repl (project.clj :repl-options)" "followed true" "$out"
  else
    bad "lein repl :headless started" "$(cat "$work/lein-repl.log")"
  fi
  kill -- -"$lein_repl_pid" 2>/dev/null
  wait "$lein_repl_pid" 2>/dev/null
  lein_repl_pid=""
  rm -f .nrepl-port

  out=$(cd examples/lein-app && "${clean_env[@]}" lein run 2>&1)
  check "Leiningen example (examples/lein-app, lein run)" "^lein-app: OK" "$out"
else
  skip "Leiningen (lein is not installed; Debian: apt-get install leiningen)"
fi

# ---------------------------------------------------------------- tools.deps
td_cp="$work/tools-deps.cp"
if mvn -B -q -f scripts/tools-deps/pom.xml dependency:build-classpath -Dmdep.outputFile="$td_cp" >"$work/td.log" 2>&1; then
  out=$("${clean_env[@]}" java -cp "$(cat "$td_cp")" clojure.main scripts/tools-deps/run.clj examples/deps-app run 2>&1)
  check "tools.deps example from the Maven repositories (examples/deps-app)" "^deps-app: OK" "$out"
  check "  and its classpath has the installed jar" "jtorch-$version\.jar" "$out"

  local_app="$work/deps-local"
  mkdir -p "$local_app" && cp -r examples/deps-app/src "$local_app/"
  sed -e "s|io.github.jtorch/jtorch {:mvn/version \"$version\"}|io.github.jtorch/jtorch {:local/root \"$root\"}|" \
    examples/deps-app/deps.edn >"$local_app/deps.edn"
  out=$("${clean_env[@]}" java -cp "$(cat "$td_cp")" clojure.main scripts/tools-deps/run.clj "$local_app" run prep 2>&1)
  check "tools.deps :local/root on this checkout, prepared by :deps/prep-lib" "^deps-app: OK" "$out"
  check "  and its classpath is the checkout's deps.edn :paths" "$root/build/native-resources" "$out"
else
  bad "fetching tools.deps from Maven Central" "$(cat "$work/td.log")"
fi

# ---------------------------------------------------------------- Gradle and Maven
out=$(cd examples/java-service && "${clean_env[@]}" gradle --console=plain -q run 2>&1)
check "Gradle builds and runs examples/java-service" "^java-service: OK" "$out"

if out=$(cd examples/java-service && "${clean_env[@]}" mvn -B -q package 2>&1); then
  out=$(cd examples/java-service && "${clean_env[@]}" java -jar target/java-service-0.1.0.jar 2>&1)
  check "Maven builds examples/java-service; java -jar runs it" "^java-service: OK" "$out"
  if [ -n "$newer_java" ]; then
    out=$(cd examples/java-service && "${clean_env[@]}" "$newer_java" -jar target/java-service-0.1.0.jar 2>&1)
    check "Java $("$newer_java" -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p;q'): the jar runs" "^java-service: OK" "$out"
    if grep -q "WARNING: .*restricted method\|WARNING: .*System::load" <<<"$out"; then
      bad "  without a native access warning (manifest Enable-Native-Access)" "$out"
    else
      ok "  without a native access warning (manifest Enable-Native-Access)"
    fi
    out=$(cd examples/java-service && "${clean_env[@]}" "$newer_java" --illegal-native-access=deny \
      -cp "target/classes:target/lib/jtorch-$version.jar" example.ScoringService 2>&1)
    check "  refused native access says how to enable it" "enable-native-access=ALL-UNNAMED" "$out"
  else
    skip "Java 24+ native access (no newer JDK installed)"
  fi
else
  bad "Maven builds examples/java-service" "$out"
fi

echo "consumers: $passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
