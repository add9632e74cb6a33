# jtorch's single entry point. Every target installs what it is missing first.
#   make demo    a short Clojure program whose native memory stays flat
#   make test    builds everything and runs the Rust, Java and Clojure tests
#   make jar     build/libs/jtorch-<version>.jar with the native core inside
#   make bench   the benchmarks (docs/benchmarks.md)

SHELL := bash
JTORCH_CACHE ?= $(or $(XDG_CACHE_HOME),$(HOME)/.cache)/jtorch
LIBTORCH_VERSION := 2.13.0
LIBTORCH_DIR := $(or $(LIBTORCH),$(JTORCH_CACHE)/libtorch-$(LIBTORCH_VERSION)/torch)
# Only cargo and Rust test binaries get these; the JVM finds LibTorch on its own.
TORCH_ENV := LIBTORCH=$(LIBTORCH_DIR) LD_LIBRARY_PATH=$(LIBTORCH_DIR)/lib$(if $(LD_LIBRARY_PATH),:$(LD_LIBRARY_PATH))
GRADLE ?= gradle
GRADLE_FLAGS ?= --console=plain -q
ANDROID_TARGET := aarch64-linux-android

.PHONY: all deps libtorch native bindings jar test test-rust test-android test-jvm test-jar demo example-synthetic example-service bench install clean

all: jar

deps:
	@scripts/setup.sh

libtorch: deps

native: deps
	$(TORCH_ENV) cargo build --release --lib --bins

bindings: native
	$(TORCH_ENV) target/release/gen-bindings

jar: native
	$(GRADLE) $(GRADLE_FLAGS) jar
	@ls -l build/libs/jtorch-*.jar

test: native test-rust test-android test-jvm test-jar

test-rust:
	$(TORCH_ENV) cargo test --release

# The logging path is checked for Android without LibTorch (there is no Android build of it here).
test-android:
	@rustup target list --installed | grep -qx $(ANDROID_TARGET) || rustup target add $(ANDROID_TARGET)
	cargo check --no-default-features --target $(ANDROID_TARGET) --target-dir target/android

test-jvm: native
	$(GRADLE) $(GRADLE_FLAGS) test clojureTest clojureTestNewerJdk

# The jar as a new user gets it: only the jar and Clojure on the classpath.
test-jar: jar
	scripts/jar-smoke.sh

demo: native
	$(GRADLE) $(GRADLE_FLAGS) runClojure -Pclj=examples/demo.clj

example-synthetic: native
	$(GRADLE) $(GRADLE_FLAGS) runClojure -Pclj=examples/synthetic.clj

example-service: native
	$(GRADLE) $(GRADLE_FLAGS) trainingService

bench: native
	$(GRADLE) $(GRADLE_FLAGS) benchAdd

install: jar
	$(GRADLE) $(GRADLE_FLAGS) publishToMavenLocal

clean:
	rm -rf build target/release/libjtorch.so
