package io.github.jtorch;

import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Receives the native core's log records and passes them to {@code java.util.logging}
 * (logger {@code io.github.jtorch.native}). The native level starts from the system property
 * {@code jtorch.log.level} ({@code off error warn info debug trace}, default {@code warn}).
 */
public final class NativeLog {
    private static final Logger LOGGER = Logger.getLogger("io.github.jtorch.native");
    private static final String[] NAMES = {"off", "error", "warn", "info", "debug", "trace"};

    private NativeLog() {}

    static void install() {
        install(levelCode(System.getProperty("jtorch.log.level", "warn")));
    }

    /** Sets the most detailed level the native core emits: off, error, warn, info, debug or trace. */
    public static void setLevel(String level) {
        NativeLoader.load();
        setLevel(levelCode(level));
    }

    static int levelCode(String name) {
        for (int i = 0; i < NAMES.length; i++) {
            if (NAMES[i].equalsIgnoreCase(name)) {
                return i;
            }
        }
        throw new IllegalArgumentException("unknown log level '" + name + "'; expected one of off error warn info debug trace");
    }

    /** Called by the native core for each record. */
    static void log(int level, String target, String message) {
        Level l;
        switch (level) {
            case 1: l = Level.SEVERE; break;
            case 2: l = Level.WARNING; break;
            case 3: l = Level.INFO; break;
            case 4: l = Level.FINE; break;
            default: l = Level.FINER; break;
        }
        LOGGER.logp(l, target, null, message);
    }

    private static native void install(int level);

    private static native void setLevel(int level);
}
