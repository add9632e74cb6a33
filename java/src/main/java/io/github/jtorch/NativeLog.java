package io.github.jtorch;

import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Receives the native core's log records and passes them to {@code java.util.logging}
 * (logger {@code io.github.jtorch.native}). The native level starts from the system property
 * {@code jtorch.log.level} ({@code off error warn info debug trace}, default {@code warn}).
 *
 * <p>Levels map to {@code java.util.logging} as error: SEVERE, warn: WARNING, info: INFO,
 * debug: FINE, trace: FINER. {@link #setLevel(String)} sets both the native level and the
 * level of the {@code io.github.jtorch.native} logger, so the records it enables are not
 * dropped by that logger (a handler still needs a level that lets them through: the
 * default console handler prints INFO and above). On Android records go to logcat (tag
 * {@code jtorch}) instead.
 */
public final class NativeLog {
    private static final Logger LOGGER = Logger.getLogger("io.github.jtorch.native");
    private static final String[] NAMES = {"off", "error", "warn", "info", "debug", "trace"};
    private static final Level[] JUL_LEVELS = {Level.OFF, Level.SEVERE, Level.WARNING, Level.INFO, Level.FINE, Level.FINER};
    private static volatile int level = -1;

    private NativeLog() {}

    /**
     * The level {@code jtorch.log.level} asks for (-1: not set); IllegalArgumentException for
     * an unknown one. Read before jtorch loads anything.
     */
    static int configuredLevel() {
        String explicit = System.getProperty("jtorch.log.level");
        return explicit == null ? -1 : levelCode(explicit);
    }

    /** Starts passing the native core's records on, at {@code configured} (-1: warn, the logger's level left as it is). */
    static void install(int configured) {
        int code = configured >= 0 ? configured : levelCode("warn");
        if (configured >= 0) {
            LOGGER.setLevel(JUL_LEVELS[code]);
        }
        level = code;
        install0(code);
    }

    /**
     * Sets the most detailed level the native core emits: off, error, warn, info, debug or trace
     * (any case), and the {@code io.github.jtorch.native} logger's level to match.
     */
    public static void setLevel(String level) {
        int code = levelCode(level);
        NativeLoader.load();
        LOGGER.setLevel(JUL_LEVELS[code]);
        NativeLog.level = code;
        setLevel(code);
    }

    /** The native core's level now: off, error, warn, info, debug or trace. */
    public static String getLevel() {
        NativeLoader.load();
        return NAMES[Math.max(0, level)];
    }

    /** The {@code java.util.logging} logger that receives the native records. */
    public static Logger logger() {
        return LOGGER;
    }

    static int levelCode(String name) {
        if (name == null) {
            throw new IllegalArgumentException("log level must not be null; expected one of off error warn info debug trace");
        }
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

    private static native void install0(int level);

    private static native void setLevel(int level);
}
