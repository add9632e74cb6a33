#!/usr/bin/env bash
# Installs what the linux-aarch64 cross build (`make native-aarch64`) and its emulated smoke
# test (`make smoke-aarch64`) need; fast when nothing is missing. All of it from Debian and PyPI:
#   - Debian (arm64 added as a foreign architecture): rustc-web (a rustc 1.96 for x86_64)
#     with libstd-rust-web-dev:arm64 (its aarch64-unknown-linux-gnu std, in /usr/lib/rustlib),
#     the aarch64 cross gcc/g++, patchelf (one fix-up of the link), qemu-user, and arm64 zlib
#     (the emulated JVM needs it).
#   - An arm64 Java runtime: Debian's openjdk-17-jre-headless:arm64, unpacked (not installed,
#     so the host's `java` alternative stays the x86_64 one) into $cache/aarch64/jdk.
#   - LibTorch 2.13.0 for aarch64: PyPI's torch==2.13.0 manylinux aarch64 wheel, unpacked into
#     $cache/libtorch-2.13.0-aarch64/torch. That wheel is built with CUDA and its libtorch_cpu.so
#     needs libcudart and libcupti, so those two wheels are unpacked beside it (nvidia/cu13/lib,
#     where the wheel's rpath looks); the rest of the CUDA stack (~3 GB) is left out, so
#     libtorch_cuda.so does not load there and jtorch runs CPU-only.
set -euo pipefail

cache="${JTORCH_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/jtorch}"
version=2.13.0
dest="$cache/libtorch-$version-aarch64"
sudo=""; [ "$(id -u)" = 0 ] || sudo=sudo

updated=""
apt_update() { [ -n "$updated" ] || { $sudo apt-get update -qq; updated=1; }; }

if ! dpkg --print-foreign-architectures | grep -qx arm64; then
  echo "setup-aarch64: adding arm64 as a Debian foreign architecture"
  $sudo dpkg --add-architecture arm64
  apt_update
fi

installed() { [ "$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null)" = "install ok installed" ]; }
need=()
for p in rustc-web libstd-rust-web-dev:arm64 gcc-aarch64-linux-gnu g++-aarch64-linux-gnu qemu-user patchelf \
  zlib1g:arm64; do
  installed "$p" || need+=("$p")
done
if ((${#need[@]})); then
  echo "setup-aarch64: installing Debian packages: ${need[*]}"
  apt_update
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

# The JRE, unpacked. Its launcher finds its libraries by $ORIGIN; libc and zlib come from / .
jdk="$cache/aarch64/jdk"
if [ ! -x "$jdk/usr/lib/jvm/java-17-openjdk-arm64/bin/java" ]; then
  echo "setup-aarch64: unpacking openjdk-17-jre-headless:arm64 into $jdk"
  apt_update
  tmp=$(mktemp -d)
  chmod 755 "$tmp" && chown _apt "$tmp" 2>/dev/null || true  # apt downloads as _apt when it can
  (cd "$tmp" && apt-get download -qq openjdk-17-jre-headless:arm64)
  rm -rf "$jdk"; mkdir -p "$jdk"
  dpkg -x "$tmp"/openjdk-17-jre-headless_*_arm64.deb "$jdk"
  rm -rf "$tmp"
  # Its configuration links point into /etc/java-17-openjdk, which the package would install:
  # they are pointed at the unpacked copy.
  find "$jdk" -lname '/etc/java-17-openjdk/*' -print0 | while IFS= read -r -d '' l; do
    ln -sfn "$jdk$(readlink "$l")" "$l"
  done
fi

if [ -f "$dest/torch/lib/libtorch_cpu.so" ] && [ -f "$dest/nvidia/cu13/lib/libcudart.so.13" ]; then
  exit 0
fi
echo "setup-aarch64: unpacking LibTorch $version for aarch64 (PyPI torch==$version) into $dest"
wheels="$cache/aarch64/wheels"
mkdir -p "$wheels"
# pip takes only the platform tags it is given: the ones these wheels carry, each named.
pip_download() {
  python3 -m pip download --quiet --disable-pip-version-check --no-deps --only-binary=:all: \
    --platform manylinux_2_28_aarch64 --platform manylinux_2_25_aarch64 --platform manylinux_2_17_aarch64 \
    --platform manylinux2014_aarch64 --python-version 3.11 --implementation cp --abi cp311 --abi none \
    -d "$wheels" "$@"
}
# Pins as torch 2.13.0's cuda-toolkit==13.0.3 [cudart,cupti] has them.
pip_download "torch==$version" "nvidia-cuda-runtime==13.0.96.*" "nvidia-cuda-cupti==13.0.85.*"
partial="$dest.partial"
rm -rf "$partial"; mkdir -p "$partial"
unzip -q -o "$wheels/torch-$version-"*aarch64.whl 'torch/lib/*' 'torch/include/*' 'torch/share/*' \
  'torch/version.py' -d "$partial"
for w in "$wheels"/nvidia_cuda_runtime-*.whl "$wheels"/nvidia_cuda_cupti-*.whl; do
  unzip -q -o "$w" 'nvidia/*' -d "$partial"
done
rm -rf "$dest"
mv "$partial" "$dest"
rm -rf "$wheels"
echo "setup-aarch64: LibTorch for aarch64 is at $dest/torch"
