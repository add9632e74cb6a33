package io.github.jtorch;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds LibTorch, loads its libraries by absolute path, then loads jtorch's native core
 * (from the jar, or from {@code -Djtorch.native=/path/libjtorch.so}).
 *
 * <p>LibTorch is looked for, in order, at: the system property {@code jtorch.libtorch} or the
 * environment variable {@code LIBTORCH} (a directory holding {@code lib/libtorch_cpu.so});
 * jtorch's cache ({@code $JTORCH_CACHE}, else {@code $XDG_CACHE_HOME/jtorch} or
 * {@code ~/.cache/jtorch}, holding {@code libtorch-2.13.0/torch}); Python's installed
 * {@code torch} package. Its version must be 2.13.x.
 */
final class NativeLoader {
    static final String LIBTORCH_SERIES = "2.13";
    static final String CACHE_NAME = "libtorch-2.13.0";

    private static Path libtorchDir;
    private static Error failure;
    private static volatile boolean mallocTuned;
    /** The thread running {@link #load()}, while it runs. */
    private static Thread loading;

    /** glibc's mmap threshold while tuned: the top of the range glibc's own adaptation reaches. */
    static final long MMAP_THRESHOLD = 32L << 20;
    /** glibc's trim threshold while tuned: twice the mmap threshold, as glibc's adaptation sets it. */
    static final long TRIM_THRESHOLD = 64L << 20;

    private NativeLoader() {}

    static synchronized void load() {
        if (libtorchDir != null) {
            return;
        }
        if (failure != null) {
            throw copy(failure);
        }
        if (loading == Thread.currentThread()) {
            // Code the load itself ran (a logging configuration, say) uses jtorch: loading again
            // here would load a second copy of the native library.
            throw new UnsatisfiedLinkError("jtorch is still loading on this thread: code run while it loads"
                    + " (a java.util.logging configuration, say) cannot use jtorch yet");
        }
        loading = Thread.currentThread();
        try {
            // The classes load on older JDKs, but jtorch uses Java 17's API (records, say).
            int java = Runtime.version().feature();
            if (java < 17) {
                throw new UnsupportedOperationException("jtorch needs Java 17 or newer; this is Java " + java);
            }
            Path dir = findLibtorch();
            // Settings are read, and refused when wrong, before anything is loaded; reading the
            // log level also sets up java.util.logging, which may run the user's configuration.
            int logLevel = Setting.read("jtorch.log.level", NativeLog::configuredLevel);
            Setting malloc = Setting.of("jtorch.malloc", "JTORCH_MALLOC");
            boolean tuneMalloc = Setting.read(malloc.name, () -> tunesMalloc(malloc.value, System.getenv()));
            Setting budget = Setting.of("jtorch.memory.budget", "JTORCH_MEMORY_BUDGET");
            long budgetBytes = budget.value == null ? 0 : Setting.read(budget.name, () -> MemorySize.parse(budget.value));
            loadLibtorch(dir);
            System.load(bridgeLibrary().toString());
            // Only this class's natives until the load is recorded: the other classes load
            // jtorch from their static initialisers, so calling into one of them here would wait
            // forever on a thread that is initialising it and waiting for this lock.
            if (tuneMalloc) {
                mallocTuned = tuneHostAllocator0(MMAP_THRESHOLD, TRIM_THRESHOLD);
            }
            fillDispatchCaches0();
            // LibTorch's errors without the C++ backtrace jtorch drops anyway: each cost ~6 ms.
            skipCppBacktraces0();
            if (budget.value != null) {
                setBudget0(budgetBytes);
            }
            NativeLog.install(logLevel);
            // Last: until here a failure leaves jtorch unloaded, and every later load says why.
            libtorchDir = dir;
        } catch (SettingException e) {
            // No cause: the message says it all, and tools that show the root cause show it.
            UnsatisfiedLinkError err = new UnsatisfiedLinkError("jtorch did not start: " + e.getMessage());
            failure = err;
            throw copy(err);
        } catch (Error e) {
            if (isStop(e)) {
                // A stop (of a caller of load() itself) ends this try, not jtorch: the next
                // load starts again, each step being safe to repeat.
                throw e;
            }
            failure = e;
            throw copy(e);
        } catch (IOException | RuntimeException e) {
            String hint = e instanceof IllegalCallerException
                    ? " (Java 24+ refuses native access here: run java with --enable-native-access=ALL-UNNAMED,"
                      + " or put 'Enable-Native-Access: ALL-UNNAMED' in the manifest of the jar you run with -jar)"
                    : "";
            UnsatisfiedLinkError err = new UnsatisfiedLinkError("jtorch could not load its native library: " + e + hint);
            err.initCause(e);
            failure = err;
            throw copy(err);
        } finally {
            loading = null;
        }
    }

    /** The thread loading jtorch for the classes' initialisers; null before the first. */
    private static Loader loader;

    /**
     * Loads jtorch from a class's static initialiser. A {@code Thread.stop} (a REPL's interrupt
     * on JDKs before 20) landing in an initialiser fails that class for the rest of the JVM,
     * and one landing in the load fails whatever class (jtorch's or the JDK's) was being
     * initialised there. So the load runs on a thread of its own, which nothing stops, and
     * the calling thread waits for its end through any stop or interrupt, using nothing that
     * could need a class initialised; a stop or interrupt it got while waiting is then this
     * thread's interrupt, which the next op of a REPL session's evaluation turns into its
     * {@link java.util.concurrent.CancellationException}.
     */
    static void loadForClass() {
        boolean stopped = false;
        synchronized (NativeLoader.class) {
            try {
                while (libtorchDir == null && failure == null && loading != Thread.currentThread()) {
                    try {
                        if (loader == null) {
                            loader = new Loader();
                        }
                        if (!loader.ran && !loader.isAlive()) {
                            loader.start();
                        }
                        NativeLoader.class.wait(100);
                    } catch (InterruptedException e) {
                        stopped = true;
                    } catch (Error e) {
                        if (!isStop(e)) {
                            throw e;
                        }
                        stopped = true;
                    }
                }
            } finally {
                if (stopped) {
                    Thread.currentThread().interrupt();
                }
            }
            load(); // returns at once when loaded; else throws, saying why
        }
    }

    /** Runs {@link #load()} for {@link #loadForClass()}; ends with jtorch loaded or its failure recorded. */
    private static final class Loader extends Thread {
        volatile boolean ran;

        Loader() {
            super("jtorch-load");
            setDaemon(true);
        }

        @Override
        public void run() {
            ran = true;
            try {
                load();
            } catch (Throwable e) {
                synchronized (NativeLoader.class) {
                    if (failure == null && libtorchDir == null) {
                        failure = e instanceof Error ? (Error) e : new UnsatisfiedLinkError(String.valueOf(e));
                    }
                }
            } finally {
                synchronized (NativeLoader.class) {
                    NativeLoader.class.notifyAll();
                }
            }
        }
    }

    /**
     * Whether {@code e} is a {@code Thread.stop}: a {@code ThreadDeath}, or one the JDK wrapped
     * (a stop landing while a call site is first linked comes out as an {@code InternalError}
     * caused by it). Named, not referenced: the class is deprecated for removal.
     */
    static boolean isStop(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t.getClass().getName().equals("java.lang.ThreadDeath")) {
                return true;
            }
        }
        return false;
    }

    private static Error copy(Error e) {
        UnsatisfiedLinkError err = new UnsatisfiedLinkError(e.getMessage());
        err.initCause(e);
        return err;
    }

    static synchronized Path libtorchDir() {
        load();
        return libtorchDir;
    }

    /** Whether glibc's malloc was tuned at load (see {@link Memory#hostAllocatorTuned()}). */
    static boolean mallocTuned() {
        return mallocTuned;
    }

    /** A setting: the system property, else the environment variable, that gave it, and its value. */
    static final class Setting {
        /** The name of the property, or of the variable when the value came from it. */
        final String name;
        /** Null when neither is set, or both are empty. */
        final String value;

        private Setting(String name, String value) {
            this.name = name;
            this.value = value;
        }

        static Setting of(String property, String variable) {
            String v = System.getProperty(property);
            if (v != null && !v.isEmpty()) {
                return new Setting(property, v);
            }
            v = System.getenv(variable);
            return v != null && !v.isEmpty() ? new Setting(variable, v) : new Setting(property, null);
        }

        /** {@code read}'s value; an IllegalArgumentException it throws is refused as the setting {@code name}. */
        static <T> T read(String name, java.util.function.Supplier<T> read) {
            try {
                return read.get();
            } catch (IllegalArgumentException e) {
                throw new SettingException(name + ": " + e.getMessage());
            }
        }
    }

    /** A setting jtorch refuses, named. */
    private static final class SettingException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        SettingException(String message) {
            super(message);
        }
    }

    /**
     * Whether to tune glibc's malloc at load (see {@link Memory#hostAllocatorTuned()}), given
     * the {@code jtorch.malloc} setting (null or empty: 'tuned') and the environment {@code env}:
     * never when the environment sets glibc's malloc itself. An unknown setting is refused.
     */
    static boolean tunesMalloc(String setting, Map<String, String> env) {
        if (setting == null || setting.isEmpty() || setting.equals("tuned")) {
            return !processSetsMalloc(env);
        }
        if (setting.equals("default")) {
            return false;
        }
        throw new IllegalArgumentException("must be 'tuned' or 'default', got '" + setting + "'");
    }

    /** Whether the environment {@code env} sets glibc's malloc itself. */
    static boolean processSetsMalloc(Map<String, String> env) {
        String tunables = env.get("GLIBC_TUNABLES");
        return (tunables != null && tunables.contains("glibc.malloc."))
                || List.of("MALLOC_MMAP_THRESHOLD_", "MALLOC_TRIM_THRESHOLD_", "MALLOC_TOP_PAD_", "MALLOC_MMAP_MAX_")
                        .stream().anyMatch(env::containsKey);
    }

    /** The LibTorch directory to use, or an error that says where we looked and how to fix it. */
    static Path findLibtorch() {
        List<String> looked = new ArrayList<>();
        String explicit = System.getProperty("jtorch.libtorch");
        String source = "system property jtorch.libtorch";
        if (explicit == null || explicit.isEmpty()) {
            explicit = System.getenv("LIBTORCH");
            source = "environment variable LIBTORCH";
        }
        if (explicit != null && !explicit.isEmpty()) {
            // An explicit location is used or refused, never silently skipped.
            Path dir = Paths.get(explicit);
            String problem = problemWith(dir);
            if (problem != null) {
                throw new UnsatisfiedLinkError("LibTorch from " + source + " (" + dir + ") cannot be used: " + problem);
            }
            return dir;
        }
        Path cached = cacheDir().resolve(CACHE_NAME).resolve("torch");
        String problem = problemWith(cached);
        if (problem == null) {
            return cached;
        }
        looked.add("jtorch cache " + cached + ": " + problem);
        Path python = pythonTorch(looked);
        if (python != null) {
            problem = problemWith(python);
            if (problem == null) {
                return python;
            }
            looked.add("Python's torch " + python + ": " + problem);
        }
        throw new UnsatisfiedLinkError("LibTorch " + LIBTORCH_SERIES + ".x was not found. Looked at:\n  - "
                + "system property jtorch.libtorch and environment variable LIBTORCH: not set\n  - "
                + String.join("\n  - ", looked)
                + "\nTo fix: run `make libtorch` in a jtorch checkout (installs PyPI's torch==2.13.0 into the cache),"
                + " or `pip install torch==2.13.0`, or point -Djtorch.libtorch=DIR (or LIBTORCH=DIR) at a LibTorch "
                + LIBTORCH_SERIES + ".x directory that holds lib/libtorch_cpu.so.");
    }

    static Path cacheDir() {
        String c = System.getenv("JTORCH_CACHE");
        if (c != null && !c.isEmpty()) {
            return Paths.get(c);
        }
        String xdg = System.getenv("XDG_CACHE_HOME");
        Path base = xdg != null && !xdg.isEmpty() ? Paths.get(xdg) : Paths.get(System.getProperty("user.home"), ".cache");
        return base.resolve("jtorch");
    }

    /** Null when {@code dir} is a usable LibTorch 2.13.x, else why not. */
    static String problemWith(Path dir) {
        if (!Files.isRegularFile(dir.resolve("lib/libtorch_cpu.so"))) {
            return "no lib/libtorch_cpu.so there";
        }
        String version = versionOf(dir);
        if (version == null) {
            return "its version cannot be read (no version.py or build-version)";
        }
        if (!version.startsWith(LIBTORCH_SERIES + ".")) {
            return "it is LibTorch " + version + ", jtorch needs " + LIBTORCH_SERIES + ".x";
        }
        return null;
    }

    /**
     * Held apart so that NativeLoader has no static initialiser for a stop to fail (see
     * {@link #loadForClass()}): this one runs on the loading thread.
     */
    private static final class Patterns {
        static final Pattern PY_VERSION = Pattern.compile("__version__\\s*=\\s*['\"]([^'\"]+)['\"]");
    }

    static String versionOf(Path dir) {
        try {
            Path py = dir.resolve("version.py");
            if (Files.isRegularFile(py)) {
                Matcher m = Patterns.PY_VERSION.matcher(new String(Files.readAllBytes(py), StandardCharsets.UTF_8));
                return m.find() ? m.group(1) : null;
            }
            Path bv = dir.resolve("build-version");
            if (Files.isRegularFile(bv)) {
                return new String(Files.readAllBytes(bv), StandardCharsets.UTF_8).trim();
            }
        } catch (IOException e) {
            return null;
        }
        return null;
    }

    /** The installed torch package of {@code python3}, found without importing it. */
    private static Path pythonTorch(List<String> looked) {
        String py = "import importlib.util as u; s = u.find_spec('torch'); "
                + "print(s.submodule_search_locations[0] if s and s.submodule_search_locations else '')";
        try {
            Process p = new ProcessBuilder("python3", "-c", py).redirectErrorStream(true).start();
            p.getOutputStream().close();
            String out;
            try (InputStream in = p.getInputStream()) {
                out = new String(in.readAllBytes(), StandardCharsets.UTF_8).trim();
            }
            if (!p.waitFor(20, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                looked.add("Python's torch: python3 did not answer");
                return null;
            }
            if (p.exitValue() != 0 || out.isEmpty() || out.contains("\n")) {
                looked.add("Python's torch: not installed for python3");
                return null;
            }
            return Paths.get(out);
        } catch (IOException e) {
            looked.add("Python's torch: python3 not found");
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            looked.add("Python's torch: interrupted");
            return null;
        }
    }

    /**
     * Loads LibTorch's libraries in dependency order, so that the native core's references
     * to them resolve to these files. The CUDA ones are optional: without them jtorch is
     * CPU-only.
     */
    private static void loadLibtorch(Path dir) {
        Path lib = dir.resolve("lib");
        System.load(lib.resolve("libc10.so").toString());
        loadOptional(lib.resolve("libc10_cuda.so"));
        System.load(lib.resolve("libtorch_cpu.so").toString());
        Path cuda = lib.resolve("libtorch_cuda.so");
        boolean cudaMissing = Files.isRegularFile(cuda) && !loadOptional(cuda);
        // A CUDA build's libtorch.so needs libtorch_cuda.so; jtorch's core needs neither.
        if (!cudaMissing) {
            System.load(lib.resolve("libtorch.so").toString());
        }
    }

    /** Loads {@code p} if it is there; false when it is there and did not load. */
    private static boolean loadOptional(Path p) {
        if (Files.isRegularFile(p)) {
            try {
                System.load(p.toString());
            } catch (UnsatisfiedLinkError e) {
                System.getLogger("io.github.jtorch").log(System.Logger.Level.WARNING,
                        "CUDA support unavailable, " + p.getFileName() + " did not load: " + e.getMessage());
                return false;
            }
        }
        return true;
    }

    /**
     * The jar's folder for this machine's native core, from {@code os.name} and {@code os.arch}:
     * {@code linux-x86_64} or {@code linux-aarch64}; null for any other platform.
     */
    static String platform(String osName, String osArch) {
        if (!osName.toLowerCase(java.util.Locale.ROOT).startsWith("linux")) {
            return null;
        }
        switch (osArch) {
            case "amd64":
            case "x86_64":
                return "linux-x86_64";
            case "aarch64":
            case "arm64":
                return "linux-aarch64";
            default:
                return null;
        }
    }

    /** The native core: an explicit file, or the copy inside the jar extracted to a temp file. */
    private static Path bridgeLibrary() throws IOException {
        String explicit = System.getProperty("jtorch.native");
        if (explicit != null && !explicit.isEmpty()) {
            return Paths.get(explicit).toAbsolutePath();
        }
        String osName = System.getProperty("os.name");
        String osArch = System.getProperty("os.arch");
        String platform = platform(osName, osArch);
        if (platform == null) {
            throw new UnsatisfiedLinkError("jtorch has no native library for " + osName + " on " + osArch
                    + " (it has linux-x86_64 and linux-aarch64; see docs/platforms.md), and -Djtorch.native is not set");
        }
        String resource = "/io/github/jtorch/native/" + platform + "/libjtorch.so";
        try (InputStream in = NativeLoader.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new UnsatisfiedLinkError("jtorch's native library for " + platform + " is not in this jar ("
                        + resource + "), and -Djtorch.native is not set");
            }
            Path dir = Files.createTempDirectory("jtorch-native");
            // Deleted at exit in the reverse order of these calls: the libraries, then their directory.
            dir.toFile().deleteOnExit();
            Path so = dir.resolve("libjtorch.so");
            so.toFile().deleteOnExit();
            Files.copy(in, so, StandardCopyOption.REPLACE_EXISTING);
            // The NCCL plugin, where the jar has one: the core loads it from beside itself.
            String plugin = "/io/github/jtorch/native/" + platform + "/libjtorch_nccl.so";
            try (InputStream nccl = NativeLoader.class.getResourceAsStream(plugin)) {
                if (nccl != null) {
                    Path copy = dir.resolve("libjtorch_nccl.so");
                    copy.toFile().deleteOnExit();
                    Files.copy(nccl, copy, StandardCopyOption.REPLACE_EXISTING);
                }
            }
            return so;
        }
    }

    private static native boolean tuneHostAllocator0(long mmapThreshold, long trimThreshold);

    /** Fills LibTorch's CPU kernel caches (src/shims/dispatch_cache.cpp); how many it filled. */
    static native int fillDispatchCaches0();

    /** How many of the caches {@link #fillDispatchCaches0()} fills do not hold LibTorch's choice. */
    static native int dispatchCachesUnfilled0();

    /** Has LibTorch's errors carry no C++ backtrace (src/shims/backtraces.cpp); true when set. */
    static native boolean skipCppBacktraces0();

    /** Whether an error LibTorch raises now carries no C++ backtrace. */
    static native boolean cppBacktracesSkipped0();

    /** Caps live tensor memory (see {@link Memory#setBudget(long)}). */
    static native void setBudget0(long bytes);
}
