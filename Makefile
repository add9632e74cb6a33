# jtorch's single entry point. Every target installs what it is missing first.
#   make demo    a short Clojure program whose native memory stays flat
#   make test    builds everything and runs the Rust, Java and Clojure tests
#   make native  the Cargo workspace: target/release/libjtorch.so (the jar's), the benchmarks'
#                libjtorch_bench.so (bench/native) and the bindings generator (codegen)
#   make jar     build/libs/jtorch-<version>.jar with the native core inside
#   make example-serve  a TorchScript model from Python served over HTTP and load-tested
#   make bench   the benchmarks side by side with the alternatives (docs/benchmarks.md)
#   make consumers  Leiningen, deps.edn, Gradle and Maven projects built against `make install`
#   make native-aarch64  the linux-aarch64 native core, cross-built (the jar carries it when built)
#   make smoke-aarch64   that core loaded and used by an arm64 JVM under qemu-user (docs/platforms.md)

SHELL := bash
JTORCH_CACHE ?= $(or $(XDG_CACHE_HOME),$(HOME)/.cache)/jtorch
LIBTORCH_VERSION := 2.13.0
LIBTORCH_DIR := $(or $(LIBTORCH),$(JTORCH_CACHE)/libtorch-$(LIBTORCH_VERSION)/torch)
# Only cargo and Rust test binaries get these; the JVM finds LibTorch on its own.
TORCH_ENV := LIBTORCH=$(LIBTORCH_DIR) LD_LIBRARY_PATH=$(LIBTORCH_DIR)/lib$(if $(LD_LIBRARY_PATH),:$(LD_LIBRARY_PATH))
GRADLE ?= gradle
GRADLE_FLAGS ?= --console=plain -q
ANDROID_TARGET := aarch64-linux-android
AARCH64_TARGET := aarch64-unknown-linux-gnu
AARCH64_NATIVE := target/aarch64/$(AARCH64_TARGET)/release/libjtorch.so
# Each step of `make test` prints its name and the time it starts, so a slow step shows in CI's log.
STEP = @echo "== $@ $$(date -u +%H:%M:%S)"

.PHONY: all deps libtorch native bindings jar test test-rust test-android test-jvm test-jar check-exports demo example-synthetic example-char-lm example-cnn-service example-service example-serve bench install clean

all: jar

deps:
	$(STEP)
	@scripts/setup.sh

libtorch: deps

native: deps
	$(STEP)
	$(TORCH_ENV) cargo build --release --workspace --lib --bins

bindings: native
	$(TORCH_ENV) target/release/gen-bindings

# Once the linux-aarch64 core has been cross-built, the jar carries it, so it is kept current too.
jar: native $(if $(wildcard $(AARCH64_NATIVE)),native-aarch64)
	$(GRADLE) $(GRADLE_FLAGS) jar
	@ls -l build/libs/jtorch-*.jar

test: native test-rust test-android test-jvm test-jar check-exports consumers test-reliability
	@echo "== make test passed $$(date -u +%H:%M:%S)"

test-rust:
	$(STEP)
	@rustup component list --installed | grep -q '^rustfmt' || rustup component add rustfmt
	cargo fmt --all --check
	$(TORCH_ENV) cargo test --release --workspace
	@rustup component list --installed | grep -q '^clippy' || rustup component add clippy
	$(TORCH_ENV) cargo clippy --release --workspace --lib --bins --tests -- -D warnings

# The logging path is checked for Android without LibTorch (there is no Android build of it here).
test-android:
	$(STEP)
	@rustup target list --installed | grep -qx $(ANDROID_TARGET) || rustup target add $(ANDROID_TARGET)
	cargo check -p jtorch --no-default-features --target $(ANDROID_TARGET) --target-dir target/android

test-jvm: native
	$(STEP)
	$(GRADLE) $(GRADLE_FLAGS) test clojureTest clojureTestNewerJdk

# The jar as a new user gets it: only the jar and Clojure on the classpath.
test-jar: jar
	$(STEP)
	scripts/jar-smoke.sh

# The shipped library, built and inside the jar, exports jtorch's JNI entry points only: none of
# the benchmarks' (scripts/check-exports.sh).
check-exports: jar
	$(STEP)
	scripts/check-exports.sh target/release/libjtorch.so $(wildcard target/release/libjtorch_nccl.so) build/libs/jtorch-*.jar

demo: native
	$(GRADLE) $(GRADLE_FLAGS) runClojure -Pclj=examples/demo.clj

example-synthetic: native
	$(GRADLE) $(GRADLE_FLAGS) runClojure -Pclj=examples/synthetic.clj

example-char-lm: native
	$(GRADLE) $(GRADLE_FLAGS) runClojure -PcljMain=jtorch.examples.char-lm

# Trains 30 steps, checkpointing; a second run resumes at the checkpoint and goes on to 60.
example-cnn-service: native
	rm -rf build/cnn-service
	$(GRADLE) $(GRADLE_FLAGS) cnnTrainingService -PserviceArgs="--dir build/cnn-service --steps 30"
	$(GRADLE) $(GRADLE_FLAGS) cnnTrainingService -PserviceArgs="--dir build/cnn-service --steps 60"

example-service: native
	$(GRADLE) $(GRADLE_FLAGS) trainingService

# Exports a TorchScript classifier with PyTorch (scripts/export_serving_model.py), serves it on
# the JDK's HTTP server (ScriptModuleService) and loads it from 8 client threads for
# SERVE_SECONDS: throughput, latency percentiles, and the service's live tensors and RSS as the
# load starts, each second, and as it ends. Fails if a request failed or memory did not come back.
SERVE_SECONDS ?= 15
example-serve: native
	PYTHONPATH=$(LIBTORCH_DIR)/.. python3 scripts/export_serving_model.py build/serve
	$(GRADLE) $(GRADLE_FLAGS) serveLoadTest -PloadArgs="--model build/serve/model.pt --seconds $(SERVE_SECONDS)"

# Every benchmark side by side (jtorch from Java and Clojure, Rust tch, PyTorch, JavaCPP), each JVM
# on the benchmarks' native library (target/release/libjtorch_bench.so, not the jar's);
# rewrites docs/benchmarks.md and its plots. BENCH_FLAGS=-Pquick=true: small sizes, into
# build/bench; BENCH_FLAGS=-Prounds=N: N rounds instead of 31. benchOperators compares the
# dispatcher's general op path with the op table's (docs/bench-operators.md); benchDataLoader
# prints how much faster a loop runs with 2 DataLoader workers than loading inline; benchServe
# serves one TorchScript module from many threads from Java, Python and Rust tch side by side.
bench: native
	$(GRADLE) $(GRADLE_FLAGS) bench benchOperators benchDataLoader benchCheckpoint benchDistributed benchServe $(BENCH_FLAGS)

install: jar
	$(GRADLE) $(GRADLE_FLAGS) publishToMavenLocal

.PHONY: consumers prep-lib
# jtorch as users get it through their build tools: Leiningen, tools.deps (deps.edn),
# Gradle and Maven projects under examples/ that depend on the installed jar, each
# built and run (scripts/consumers.sh).
consumers: install
	$(STEP)
	scripts/consumers.sh

# What a deps.edn git or :local/root dependency on jtorch runs (deps.edn :deps/prep-lib):
# the native core and the Java classes, into the paths deps.edn lists.
prep-lib: native
	$(GRADLE) $(GRADLE_FLAGS) classes

clean:
	rm -rf build target/release/libjtorch.so target/release/libjtorch_nccl.so target/release/libjtorch_bench.so $(AARCH64_NATIVE)

.PHONY: deps-aarch64 native-aarch64 smoke-aarch64
# linux-aarch64, cross-built on x86_64 (docs/platforms.md): Debian's rustc-web 1.96 with its
# arm64 std, the aarch64 cross g++, LibTorch from PyPI's aarch64 torch wheel. Kept apart from
# the x86_64 build (target/aarch64) and out of `make test` (~600 MB of downloads; a cold
# build takes a while, and the emulated run about a minute).
AARCH64_TRIPLE := $(subst -,_,$(AARCH64_TARGET))
AARCH64_LIBTORCH := $(JTORCH_CACHE)/libtorch-$(LIBTORCH_VERSION)-aarch64/torch

deps-aarch64:
	$(STEP)
	@scripts/setup-aarch64.sh

native-aarch64: deps-aarch64
	$(STEP)
	RUSTC=/usr/bin/rustc LIBTORCH=$(AARCH64_LIBTORCH) LIBTORCH_CXX11_ABI=1 \
	  CC_$(AARCH64_TRIPLE)=aarch64-linux-gnu-gcc CXX_$(AARCH64_TRIPLE)=aarch64-linux-gnu-g++ \
	  AR_$(AARCH64_TRIPLE)=aarch64-linux-gnu-ar \
	  CARGO_TARGET_$(shell echo $(AARCH64_TRIPLE) | tr a-z A-Z)_LINKER=aarch64-linux-gnu-gcc \
	  cargo build --release -p jtorch --lib --target $(AARCH64_TARGET) --target-dir target/aarch64
	@# The wheel's aarch64 libtorch.so also exports two libstdc++ symbols the core uses (bound to
	@# libstdc++ by their GLIBCXX versions), so the link records it as needed; the core uses nothing
	@# of it (the x86_64 core does not need it), and in a CUDA build it needs libtorch_cuda.so.
	patchelf --remove-needed libtorch.so $(AARCH64_NATIVE)
	@file $(AARCH64_NATIVE)

smoke-aarch64: native-aarch64
	$(STEP)
	$(GRADLE) $(GRADLE_FLAGS) compileJava
	scripts/smoke-aarch64.sh $(AARCH64_NATIVE) $(AARCH64_LIBTORCH)

.PHONY: test-reliability soak leak-check jni-check
# Reliability (docs/reliability.md): a valgrind leak check of the native layer, the JVM suites
# scanned for -Xcheck:jni warnings, the bad-input corpus, and the randomized stress test on
# JDK 17 and (when installed) the newer JDK's virtual threads, each JVM a child process under
# -Xcheck:jni. About three minutes.
test-reliability: native leak-check jni-check
	$(STEP)
	$(GRADLE) $(GRADLE_FLAGS) stress $(if $(SEED),-Pseed=$(SEED))

# The JUnit and Clojure suites under -Xcheck:jni, their output scanned for JNI warnings.
jni-check: native
	$(STEP)
	$(GRADLE) $(GRADLE_FLAGS) jniCheck

# The stress test for as long as asked: make soak MINUTES=30 [SEED=0x...]
MINUTES ?= 30
soak: native
	$(GRADLE) $(GRADLE_FLAGS) soak -Pminutes=$(MINUTES) $(if $(SEED),-Pseed=$(SEED))

# A Rust driver of the registry, the store, ops and concurrent releases under valgrind:
# no definitely or indirectly lost bytes (scripts/leak-check.sh).
leak-check: native
	$(STEP)
	$(TORCH_ENV) scripts/leak-check.sh
