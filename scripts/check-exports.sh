#!/usr/bin/env bash
# The native library jtorch ships exports the JNI entry points of jtorch's own classes and no
# other: each Java_ symbol `nm -D` lists must name a native method declared in java/src/main/java
# (nothing of the benchmarks' Baseline or any other class outside the product). A jar must carry
# io/github/jtorch/native/linux-x86_64/libjtorch.so, may carry the linux-aarch64 one
# (`make native-aarch64`), and no other native library; each is checked the same way. Beside the
# linux-x86_64 core it may carry libjtorch_nccl.so, the NCCL plugin: it must export the plugin's
# entry point, jtorch_nccl_backend, and no JNI entry point.
# Usage: scripts/check-exports.sh [LIBRARY.so|JAR ...] (default: target/release/libjtorch.so and
# build/libs/jtorch-*.jar).
set -euo pipefail
cd "$(dirname "$0")/.."
MAIN=java/src/main/java
RESOURCE=io/github/jtorch/native/linux-x86_64/libjtorch.so
OPTIONAL=io/github/jtorch/native/linux-aarch64/libjtorch.so
PLUGIN=io/github/jtorch/native/linux-x86_64/libjtorch_nccl.so
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Problems with the library $1 (named $2 in messages), one a line; none: it exports only the API.
check_library() {
  local lib=$1 name=$2 symbol class method file
  local exports
  exports=$(nm -D --defined-only "$lib" | awk '$3 ~ /^Java_/ { print $3 }')
  if [ -z "$exports" ]; then
    echo "$name exports no JNI entry point at all"
    return
  fi
  for symbol in $exports; do
    # JNI's mangling: `_` separates names, `_1` is an underscore in one, `_00024` a `$`
    # (a nested class, declared in its outer class's file); `__` starts an overload's signature.
    local mangled=${symbol#Java_}
    mangled=${mangled%%__*}
    mangled=${mangled//_00024/\$}
    mangled=${mangled//_1/@}
    method=${mangled##*_}
    class=${mangled%_*}
    method=${method//@/_}
    class=${class//@/_}
    file="$MAIN/${class//_//}"
    file="${file%%\$*}.java"
    if [ ! -f "$file" ]; then
      echo "$name exports $symbol, but ${class//_/.} is no class of jtorch's ($file)"
    elif ! grep -Eq "\bnative\b[^;{=]*\b${method//\$/\\\$}[[:space:]]*\(" "$file"; then
      echo "$name exports $symbol, but $file declares no native method $method"
    fi
  done
}

# Problems with the NCCL plugin $1 (named $2 in messages), one a line.
check_plugin() {
  local lib=$1 name=$2 exports
  exports=$(nm -D --defined-only "$lib" | awk '{ print $3 }')
  grep -qx jtorch_nccl_backend <<<"$exports" || echo "$name does not export jtorch_nccl_backend"
  if grep -q '^Java_' <<<"$exports"; then
    echo "$name exports JNI entry points: $(grep '^Java_' <<<"$exports" | tr '\n' ' ')"
  fi
}

targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  targets=(target/release/libjtorch.so)
  [ -f target/release/libjtorch_nccl.so ] && targets+=(target/release/libjtorch_nccl.so)
  for jar in build/libs/jtorch-*.jar; do
    [ -f "$jar" ] && targets+=("$jar")
  done
fi
problems=$tmp/problems
: >"$problems"
for target in "${targets[@]}"; do
  if [ ! -f "$target" ]; then
    echo "$target is missing" >>"$problems"
  elif [[ $target == *.jar ]]; then
    others=$(unzip -Z1 "$target" | grep -E '\.(so|dylib|dll)$' | grep -vx -e "$RESOURCE" -e "$OPTIONAL" -e "$PLUGIN" || true)
    [ -z "$others" ] || echo "$target carries native libraries besides $RESOURCE, $OPTIONAL and $PLUGIN: $others" >>"$problems"
    if unzip -p "$target" "$PLUGIN" >"$tmp/plugin.so" 2>/dev/null; then
      check_plugin "$tmp/plugin.so" "$target!$PLUGIN" >>"$problems"
    fi
    if unzip -p "$target" "$RESOURCE" >"$tmp/lib.so" 2>/dev/null; then
      check_library "$tmp/lib.so" "$target!$RESOURCE" >>"$problems"
    else
      echo "$target carries no $RESOURCE" >>"$problems"
    fi
    if unzip -p "$target" "$OPTIONAL" >"$tmp/lib-optional.so" 2>/dev/null; then
      check_library "$tmp/lib-optional.so" "$target!$OPTIONAL" >>"$problems"
    fi
  elif [[ $target == */libjtorch_nccl.so ]]; then
    check_plugin "$target" "$target" >>"$problems"
  else
    check_library "$target" "$target" >>"$problems"
  fi
done
if [ -s "$problems" ]; then
  cat "$problems"
  echo "check-exports: FAILED ($(wc -l <"$problems") problems)"
  exit 1
fi
echo "check-exports: ${targets[*]}: only jtorch's JNI entry points"
