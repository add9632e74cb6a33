package io.github.jtorch.stress;

import io.github.jtorch.NativeException;
import io.github.jtorch.TorchException;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.LongAdder;

/**
 * What a run observed: API calls made, exceptions by type, and findings (anything the
 * memory model forbids). Safe to update from many threads.
 */
final class Outcomes {
    private final LongAdder calls = new LongAdder();
    private final ConcurrentHashMap<String, LongAdder> exceptions = new ConcurrentHashMap<>();
    private final ConcurrentLinkedQueue<Finding> findings = new ConcurrentLinkedQueue<>();

    /**
     * Whether {@code e} is one of the exception types the API documents. NativeException is
     * documented, but as an internal bug: a stress run that sees one reports it.
     */
    static boolean isDocumented(Throwable e) {
        if (e instanceof NativeException) {
            return false;
        }
        return e instanceof IllegalStateException || e instanceof IllegalArgumentException
                || e instanceof NullPointerException || e instanceof TorchException;
    }

    /** The name exceptions are tallied under: the simple class name. */
    static String typeName(Throwable e) {
        return e.getClass().getSimpleName();
    }

    void called() {
        calls.increment();
    }

    void called(int n) {
        calls.add(n);
    }

    long calls() {
        return calls.sum();
    }

    void threw(Throwable e) {
        exceptions.computeIfAbsent(typeName(e), k -> new LongAdder()).increment();
    }

    void addException(String type, long n) {
        exceptions.computeIfAbsent(type, k -> new LongAdder()).add(n);
    }

    void find(Finding f) {
        findings.add(f);
    }

    boolean hasFindings() {
        return !findings.isEmpty();
    }

    Iterable<Finding> findings() {
        return findings;
    }

    Map<String, Long> exceptionsByType() {
        Map<String, Long> out = new TreeMap<>();
        exceptions.forEach((k, v) -> out.put(k, v.sum()));
        return out;
    }

    /** {@code Type=count, ...} in name order. */
    static String format(Map<String, Long> byType) {
        StringBuilder b = new StringBuilder();
        byType.forEach((k, v) -> b.append(b.length() == 0 ? "" : ", ").append(k).append('=').append(v));
        return b.length() == 0 ? "none" : b.toString();
    }

    /** One violation of the memory model: where it happened and what was seen. */
    static final class Finding {
        /** The actor (thread index) and step index, or -1 when the whole run is concerned. */
        final int actor;
        final int step;
        final String what;
        final Throwable cause;

        Finding(int actor, int step, String what, Throwable cause) {
            this.actor = actor;
            this.step = step;
            this.what = what;
            this.cause = cause;
        }

        @Override
        public String toString() {
            String where = actor < 0 ? "run" : "actor " + actor + " step " + step;
            String because = cause == null ? "" : ": " + cause;
            return where + ": " + what + because;
        }
    }
}
