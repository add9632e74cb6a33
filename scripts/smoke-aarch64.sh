#!/usr/bin/env bash
# The linux-aarch64 native core on an arm64 machine, emulated by qemu-user on this one:
#   1. aarch64's dynamic loader resolves every library the core needs from the aarch64 LibTorch;
#   2. an arm64 JVM (Debian's, unpacked by scripts/setup-aarch64.sh) loads LibTorch and the core
#      through NativeLoader and runs scripts/platform-smoke/PlatformSmoke.java (ops checked
#      against their values, scopes, the dispatcher).
# Usage: scripts/smoke-aarch64.sh [libjtorch.so] [aarch64 LibTorch dir]; needs the Java classes
# built (`gradle compileJava`; `make smoke-aarch64` does it all).
set -euo pipefail
cd "$(dirname "$0")/.."

cache="${JTORCH_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/jtorch}"
native=$(realpath "${1:-target/aarch64/aarch64-unknown-linux-gnu/release/libjtorch.so}")
libtorch=$(realpath "${2:-$cache/libtorch-2.13.0-aarch64/torch}")
java="$cache/aarch64/jdk/usr/lib/jvm/java-17-openjdk-arm64/bin/java"
classes=build/classes/java/main
for f in "$native" "$libtorch/lib/libtorch_cpu.so" "$java" "$classes/io/github/jtorch/Tensor.class"; do
  [ -e "$f" ] || { echo "smoke-aarch64: $f is missing (run \`make smoke-aarch64\`)" >&2; exit 1; }
done

echo "== the core's libraries, as aarch64's loader resolves them"
# libtorch_cpu.so finds libcudart/libcupti by its own rpath; LD_LIBRARY_PATH stands in for the
# JVM's loading of LibTorch by absolute path.
deps=$(LD_LIBRARY_PATH="$libtorch/lib" qemu-aarch64 -L / /lib/ld-linux-aarch64.so.1 --list "$native")
echo "$deps" | grep -E 'libtorch_cpu|libc10|not found' || true
if grep -q 'not found' <<<"$deps"; then
  echo "smoke-aarch64: FAIL: a library of the core is not found" >&2
  exit 1
fi

echo "== PlatformSmoke on an arm64 JVM under qemu-aarch64"
out=build/platform-smoke
rm -rf "$out"; mkdir -p "$out"
javac --release 17 -Xlint:all,-try -Werror -d "$out" -cp "$classes" scripts/platform-smoke/PlatformSmoke.java
start=$(date +%s)
# -Xcheck:jni as in the JVM suites; the CUDA warning (libtorch_cuda.so cannot load without the
# CUDA stack) is expected here and shown.
qemu-aarch64 -L / "$java" -Xcheck:jni -Djtorch.native="$native" -Djtorch.libtorch="$libtorch" \
  -cp "$out:$classes" PlatformSmoke 2>&1 | tee "$out/output.txt"
grep -q '^platform smoke passed$' "$out/output.txt" || { echo "smoke-aarch64: FAIL" >&2; exit 1; }
echo "smoke-aarch64: passed in $(($(date +%s) - start)) s under emulation"
