package io.github.jtorch;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Where live tensors were made, for leak hunting. Off by default; while on, each new handle
 * costs a stack walk (a few microseconds). Entries of freed handles are dropped when the
 * sites are read (or when the table grows), so the free paths cost nothing.
 */
final class AllocationSites {
    private AllocationSites() {}

    private static volatile boolean recording;
    /** One table per kind of handle: each kind's registry issues ids of its own, which may coincide. */
    private static final Map<NativeHandle.Kind, Map<Long, Entry>> LIVE = new EnumMap<>(NativeHandle.Kind.class);
    private static volatile int pruneAt = 4096;

    static {
        for (NativeHandle.Kind k : NativeHandle.Kind.values()) {
            LIVE.put(k, new ConcurrentHashMap<>());
        }
    }

    private static final class Entry {
        final String site;
        final long bytes;

        Entry(String site, long bytes) {
            this.site = site;
            this.bytes = bytes;
        }
    }

    static boolean isRecording() {
        return recording;
    }

    static void setRecording(boolean on) {
        recording = on;
        if (!on) {
            LIVE.values().forEach(Map::clear);
        }
    }

    /** Called for every new handle; cheap when recording is off. */
    static void onCreate(NativeHandle h) {
        if (!recording) {
            return;
        }
        long bytes = h.isTensor() ? Memory.bytesOf(h.id) : 0;
        LIVE.get(h.kind()).put(h.id, new Entry(callerSite(), bytes));
        int size = size();
        if (size > pruneAt) {
            prune();
            pruneAt = Math.max(4096, size() * 2);
        }
    }

    private static int size() {
        int n = 0;
        for (Map<Long, Entry> table : LIVE.values()) {
            n += table.size();
        }
        return n;
    }

    private static void prune() {
        LIVE.forEach((kind, table) -> table.keySet().removeIf(id -> !kind.isLive(id)));
    }

    private static final StackWalker WALKER = StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE);
    private static final java.security.CodeSource LIBRARY = codeSourceOf(AllocationSites.class);

    private static java.security.CodeSource codeSourceOf(Class<?> c) {
        java.security.ProtectionDomain pd = c.getProtectionDomain();
        return pd == null ? null : pd.getCodeSource();
    }

    /**
     * The first frame outside jtorch, Clojure's runtime and the JDK, as text; with none, the
     * top-level Clojure form being evaluated when Clojure's compiler is on the stack (see
     * {@link TopLevelForm}), else "(unknown)".
     */
    static String callerSite() {
        boolean[] evaluating = {false};
        return WALKER.walk(frames -> frames
                .peek(f -> evaluating[0] |= f.getClassName().equals("clojure.lang.Compiler"))
                .filter(f -> !isInternal(f))
                .findFirst()
                .map(AllocationSites::describe))
                // Only then: reading Clojure's state would start its runtime in a Java program.
                .orElseGet(() -> evaluating[0] ? TopLevelForm.describe() : "(unknown)");
    }

    /**
     * Where Clojure is evaluating a top-level form: Clojure runs a top-level {@code def} or
     * {@code let} without compiling it to a class, so no frame of the caller's is on the stack.
     * Read from Clojure's compiler state (the namespace, {@code *source-path*} and the form's
     * line) reflectively: jtorch's Java API does not depend on Clojure.
     */
    private static final class TopLevelForm {
        private static final Object NS = staticVar("clojure.lang.RT", "CURRENT_NS");
        private static final Object SOURCE = staticVar("clojure.lang.Compiler", "SOURCE");
        private static final Object LINE = staticVar("clojure.lang.Compiler", "LINE");

        private static Object staticVar(String cls, String field) {
            try {
                return Class.forName(cls, false, AllocationSites.class.getClassLoader()).getField(field).get(null);
            } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
                return null; // no Clojure on the classpath
            }
        }

        private static Object deref(Object var) throws ReflectiveOperationException {
            return var.getClass().getMethod("deref").invoke(var);
        }

        static String describe() {
            if (NS == null || SOURCE == null || LINE == null) {
                return "(unknown)";
            }
            try {
                Object line = deref(LINE);
                if (Integer.valueOf(0).equals(line)) {
                    return "(unknown)"; // no form is being read
                }
                return deref(NS) + " (" + deref(SOURCE) + ":" + line + ")";
            } catch (ReflectiveOperationException | RuntimeException e) {
                return "(unknown)";
            }
        }
    }

    private static boolean isInternal(StackWalker.StackFrame f) {
        Class<?> c = f.getDeclaringClass();
        // jtorch's own Java classes: its package, from the same jar (or classes directory) as
        // this one. Both: a fat jar gives the application's classes jtorch's code source, and
        // tests in jtorch's package come from a directory of their own.
        if (c.getName().startsWith("io.github.jtorch.") && LIBRARY != null && LIBRARY.equals(codeSourceOf(c))) {
            return true;
        }
        return isInternal(f.getClassName());
    }

    /** jtorch's own Clojure namespaces (their functions compile to classes named ns$fn). */
    private static final java.util.Set<String> LIBRARY_NAMESPACES = java.util.Set.of("jtorch.torch",
            "jtorch.memory", "jtorch.autograd", "jtorch.nn", "jtorch.nn.functional", "jtorch.optim", "jtorch.repl",
            "jtorch.log");

    private static boolean isInternal(String cls) {
        if (cls.startsWith("jtorch.")) {
            int dollar = cls.indexOf('$');
            String ns = (dollar < 0 ? cls : cls.substring(0, dollar)).replace('_', '-');
            return ns.startsWith("jtorch.impl.") || LIBRARY_NAMESPACES.contains(ns);
        }
        // nREPL's evaluation frames are not the user's: a top-level form is named instead.
        return cls.startsWith("clojure.") || cls.startsWith("java.") || cls.startsWith("jdk.") || cls.startsWith("sun.")
                || cls.startsWith("nrepl.");
    }

    private static String describe(StackWalker.StackFrame f) {
        String cls = f.getClassName();
        int dollar = cls.indexOf('$');
        if (dollar > 0 && f.getFileName() != null && f.getFileName().endsWith(".clj")) {
            // A Clojure function: name the namespace and the line of the calling form.
            String ns = cls.substring(0, dollar).replace('_', '-');
            return ns + " (" + f.getFileName() + ":" + f.getLineNumber() + ")";
        }
        return cls + "." + f.getMethodName() + "(" + f.getFileName() + ":" + f.getLineNumber() + ")";
    }

    /** Live handles grouped by allocation site, largest first. */
    static Map<String, SiteStats> snapshot() {
        prune();
        Map<String, long[]> by = new HashMap<>();
        for (Map<Long, Entry> table : LIVE.values()) {
            for (Entry e : table.values()) {
                long[] c = by.computeIfAbsent(e.site, k -> new long[2]);
                c[0]++;
                c[1] += e.bytes;
            }
        }
        Map<String, SiteStats> out = new HashMap<>();
        by.forEach((site, c) -> out.put(site, new SiteStats(site, c[0], c[1])));
        return out;
    }

    static List<SiteStats> sorted(Map<String, SiteStats> sites) {
        List<SiteStats> out = new ArrayList<>(sites.values());
        out.sort(Comparator.comparingLong((SiteStats s) -> s.bytes).thenComparingLong(s -> s.count).reversed());
        return out;
    }
}
