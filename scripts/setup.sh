#!/usr/bin/env bash
# Installs what jtorch's build needs and is missing; fast when nothing is.
#   - Debian packages: a JDK 17 and gradle; libgloo-dev, whose headers compile
#     LibTorch's ProcessGroupGloo.hpp (the wheel ships none; Gloo's code is in libtorch_cpu.so)
#   - LibTorch 2.13.0, from PyPI's torch==2.13.0 wheel, into jtorch's cache
#     (the same place the Java loader looks), unless LIBTORCH points elsewhere.
#   - CUDA headers the wheel leaves out, from PyPI (nvidia-cuda-cccl, nvidia-cuda-crt of the
#     wheel's CUDA 13.0), laid into its nvidia/cu13/include: jtorch's NCCL plugin compiles
#     LibTorch's ProcessGroupNCCL.hpp, which includes them (about 3 MB).
set -euo pipefail

cache="${JTORCH_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/jtorch}"
version=2.13.0
libtorch="${LIBTORCH:-$cache/libtorch-$version/torch}"

need_apt=()
command -v javac >/dev/null 2>&1 || need_apt+=(openjdk-17-jdk-headless)
command -v gradle >/dev/null 2>&1 || need_apt+=(gradle)
command -v python3 >/dev/null 2>&1 || need_apt+=(python3 python3-pip)
command -v cc >/dev/null 2>&1 || need_apt+=(build-essential)
# For `make consumers`: Maven, and Leiningen (which brings Debian's nREPL, used by the
# jtorch.repl tests: nREPL is not on Maven Central).
command -v mvn >/dev/null 2>&1 || need_apt+=(maven)
command -v lein >/dev/null 2>&1 || need_apt+=(leiningen)
[ -f /usr/share/maven-repo/nrepl/nrepl/1.0.0/nrepl-1.0.0.jar ] || need_apt+=(libnrepl-clojure)
[ -f /usr/include/gloo/config.h ] || need_apt+=(libgloo-dev)
if ((${#need_apt[@]})); then
  echo "setup: installing Debian packages: ${need_apt[*]}"
  sudo=""; [ "$(id -u)" = 0 ] || sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

if ! command -v cargo >/dev/null 2>&1; then
  echo "setup: cargo is missing; install Rust (rustup, stable) and run again" >&2
  exit 1
fi

# Adds the CUDA headers the NCCL plugin needs to the wheel in $1 (the folder holding torch/ and
# nvidia/), where it is a CUDA one and they are missing.
cuda_headers() {
  local site=$1 include=$1/nvidia/cu13/include
  [ -f "$site/torch/lib/libtorch_cuda.so" ] && [ -d "$include" ] || return 0
  [ -f "$include/crt/host_config.h" ] && [ -f "$include/nv/target" ] && return 0
  echo "setup: adding CUDA's CCCL and crt headers (PyPI nvidia-cuda-cccl, nvidia-cuda-crt) to $include"
  local wheels
  wheels=$(mktemp -d)
  python3 -m pip download --quiet --disable-pip-version-check --no-deps --only-binary=:all: \
    --dest "$wheels" "nvidia-cuda-cccl==13.0.85.*" "nvidia-cuda-crt==13.0.88.*"
  for wheel in "$wheels"/*.whl; do
    python3 -m zipfile -e "$wheel" "$site"
  done
  rm -rf "$wheels"
}

if [ -f "$libtorch/lib/libtorch_cpu.so" ]; then
  # Only jtorch's own cache is added to; a LibTorch elsewhere is left as it is.
  if [ "$libtorch" = "$cache/libtorch-$version/torch" ]; then
    cuda_headers "$cache/libtorch-$version"
  fi
  exit 0
fi
if [ -n "${LIBTORCH:-}" ] && [ "$libtorch" != "$cache/libtorch-$version/torch" ]; then
  echo "setup: LIBTORCH=$LIBTORCH has no lib/libtorch_cpu.so" >&2
  exit 1
fi

# The wheel's libtorch_cpu.so needs the CUDA runtime libraries even on CPU, so
# the install keeps torch's dependencies (about 4.7 GB).
echo "setup: installing LibTorch $version (PyPI torch==$version) into $cache/libtorch-$version"
mkdir -p "$cache"
partial="$cache/libtorch-$version.partial"
rm -rf "$partial"
python3 -m pip install --quiet --no-compile --disable-pip-version-check \
  --target "$partial" "torch==$version"
rm -rf "$cache/libtorch-$version"
mv "$partial" "$cache/libtorch-$version"
cuda_headers "$cache/libtorch-$version"
echo "setup: LibTorch is at $cache/libtorch-$version/torch"
