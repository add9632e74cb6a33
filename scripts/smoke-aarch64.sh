#!/usr/bin/env bash
# The linux-aarch64 native core on an arm64 machine, emulated by qemu-user on this one:
#   1. aarch64's dynamic loader resolves every library the core needs from the aarch64 LibTorch;
#   2. an arm64 JVM (Debian's, unpacked by scripts/setup-aarch64.sh) loads LibTorch and the core
#      through NativeLoader and runs scripts/platform-smoke/PlatformSmoke.java (ops checked
#      against their values, scopes, the dispatcher);
#   3. when a jar newer than the core carries it, the same run with the core taken from the jar.
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
# qemu-user passes the host's x86 /proc/cpuinfo through, on which LibTorch's cpuinfo (run at the
# first op) crashes; qemu looks for each file the program opens under its -L prefix first, so a
# prefix holding only an arm64-style proc/cpuinfo stands in for it (everything else is the host's).
root="$out/qemu-root"
mkdir -p "$root/proc"
cpus=$(( $(cut -d- -f2 /sys/devices/system/cpu/possible) + 1 ))
for ((i = 0; i < cpus; i++)); do
  printf 'processor\t: %d\nBogoMIPS\t: 50.00\nFeatures\t: fp asimd evtstrm aes pmull sha1 sha2 crc32 atomics cpuid asimdrdm lrcpc dcpop asimddp\nCPU implementer\t: 0x41\nCPU architecture: 8\nCPU variant\t: 0x3\nCPU part\t: 0xd0c\nCPU revision\t: 1\n\n' "$i"
done >"$root/proc/cpuinfo"
start=$(date +%s)
# -Xcheck:jni as in the JVM suites; the CUDA warning (libtorch_cuda.so cannot load without the
# CUDA stack) is expected here and shown.
qemu-aarch64 -L "$root" "$java" -Xcheck:jni -Djtorch.native="$native" -Djtorch.libtorch="$libtorch" \
  -cp "$out:$classes" PlatformSmoke 2>&1 | tee "$out/output.txt"
grep -q '^platform smoke passed$' "$out/output.txt" || { echo "smoke-aarch64: FAIL" >&2; exit 1; }
echo "smoke-aarch64: passed in $(($(date +%s) - start)) s under emulation"

# A jar built since the core was (`make jar`) carries it: NativeLoader picks linux-aarch64 by os.arch.
jar=$(ls -t build/libs/jtorch-*.jar 2>/dev/null | head -n 1)
if [ -n "$jar" ] && [ "$jar" -nt "$native" ] && unzip -l "$jar" | grep -q 'native/linux-aarch64/libjtorch.so'; then
  echo "== PlatformSmoke again, the core taken from $jar"
  qemu-aarch64 -L "$root" "$java" -Xcheck:jni -Djtorch.libtorch="$libtorch" -cp "$out:$jar" PlatformSmoke 2>&1 |
    tee "$out/output-jar.txt"
  grep -q '^platform smoke passed$' "$out/output-jar.txt" || { echo "smoke-aarch64: FAIL (from the jar)" >&2; exit 1; }
fi
