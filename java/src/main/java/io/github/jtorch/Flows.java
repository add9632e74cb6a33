package io.github.jtorch;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * Scopes that belong to a block of Clojure code rather than to a thread: the ones
 * {@code jtorch.torch/with-torch} opens. Each is bound in Clojure's thread binding frame,
 * which core.async's go blocks (and {@code bound-fn}, futures, agents) carry to whichever
 * thread runs them next, so a block that parks inside {@code with-torch} finds its own scope
 * again when it resumes, on any thread, and a block that runs on that thread meanwhile does
 * not find it (see docs/memory.md, "Scopes that move between threads").
 *
 * <p>Clojure is not a dependency of jtorch: {@code jtorch.torch} enables this when it loads,
 * handing over its {@code *scope*} var. The frame's classes are package-private in Clojure,
 * reached here through method handles, which run at the speed of direct calls.
 */
final class Flows {
    private Flows() {}

    /**
     * Set when the first flow scope opens (or a detached scope is entered); read by every op.
     * Until then ops pay nothing for flows.
     */
    static volatile boolean enabled;

    /** Whether flow scopes are bound in Clojure's binding frames (else only detached ones exist). */
    static volatile boolean framesReady;

    /** Turns the op path's flow lookup on, for a detached scope entered on some thread. */
    static void enableEntered() {
        enabled = true;
    }

    private static Class<?> varClass;
    private static Object scopeVar;
    private static boolean failed;

    /**
     * Names {@code scopeVar}, a {@code clojure.lang.Var}, as the binding that holds flow
     * scopes; the first one named stays. Throws {@link IllegalArgumentException} for anything
     * else.
     */
    static synchronized void prepare(Object scopeVar) {
        if (scopeVar == null || !"clojure.lang.Var".equals(scopeVar.getClass().getName())) {
            throw new IllegalArgumentException("flow scopes are bound in a clojure.lang.Var, got "
                    + (scopeVar == null ? "null" : scopeVar.getClass().getName()));
        }
        if (Flows.scopeVar == null) {
            Flows.varClass = scopeVar.getClass();
            Flows.scopeVar = scopeVar;
        }
    }

    /**
     * Turns flow scopes on. False, leaving them off, when no var was prepared or this
     * Clojure's binding frames do not have the expected shape.
     */
    static synchronized boolean enable() {
        if (framesReady) {
            return true;
        }
        if (scopeVar == null || failed) {
            return false;
        }
        try {
            Frames.check();
            framesReady = true;
            enabled = true;
            return true;
        } catch (Throwable e) {
            failed = true;
            return false;
        }
    }

    /**
     * Cleaner action for a flow scope's frame: once nothing reaches the frame (the block
     * closed the scope, or was abandoned while parked inside it), frees what the scope still
     * owns. Run by the cleaner's thread.
     */
    static final class AbandonScope implements Runnable {
        private final PointerScope scope;

        AbandonScope(PointerScope scope) {
            this.scope = scope;
        }

        @Override
        public void run() {
            try {
                synchronized (scope) {
                    scope.abandon();
                }
            } catch (RuntimeException e) {
                // A cleaner thread has nobody to report to; what could be freed has been.
            }
        }
    }

    /** The frame handles, made once flows are enabled (class init reads {@link #varClass}). */
    static final class Frames {
        private static final Object VAR = scopeVar;
        private static final MethodHandle GET;
        private static final MethodHandle SET;
        private static final MethodHandle NEW_FRAME;
        private static final MethodHandle BINDINGS;
        private static final MethodHandle NEW_BOX;
        private static final MethodHandle BOX_VALUE;
        private static final MethodHandle ASSOC;
        private static final MethodHandle ENTRY_AT;
        private static final MethodHandle ENTRY_VALUE;

        static {
            try {
                ClassLoader loader = varClass.getClassLoader();
                Class<?> frame = Class.forName("clojure.lang.Var$Frame", false, loader);
                Class<?> box = Class.forName("clojure.lang.Var$TBox", false, loader);
                Class<?> associative = Class.forName("clojure.lang.Associative", false, loader);
                Class<?> entry = Class.forName("clojure.lang.IMapEntry", false, loader);
                MethodHandles.Lookup pub = MethodHandles.publicLookup();
                MethodHandles.Lookup inFrame = MethodHandles.privateLookupIn(frame, MethodHandles.lookup());
                MethodHandles.Lookup inBox = MethodHandles.privateLookupIn(box, MethodHandles.lookup());
                GET = pub.findStatic(varClass, "getThreadBindingFrame", MethodType.methodType(Object.class));
                SET = pub.findStatic(varClass, "resetThreadBindingFrame", MethodType.methodType(void.class, Object.class));
                NEW_FRAME = inFrame.findConstructor(frame, MethodType.methodType(void.class, associative, frame))
                        .asType(MethodType.methodType(Object.class, Object.class, Object.class));
                BINDINGS = inFrame.findGetter(frame, "bindings", associative)
                        .asType(MethodType.methodType(Object.class, Object.class));
                NEW_BOX = inBox.findConstructor(box, MethodType.methodType(void.class, Thread.class, Object.class))
                        .asType(MethodType.methodType(Object.class, Thread.class, Object.class));
                BOX_VALUE = inBox.findGetter(box, "val", Object.class)
                        .asType(MethodType.methodType(Object.class, Object.class));
                ASSOC = pub.findVirtual(associative, "assoc", MethodType.methodType(associative, Object.class, Object.class))
                        .asType(MethodType.methodType(Object.class, Object.class, Object.class, Object.class));
                ENTRY_AT = pub.findVirtual(associative, "entryAt", MethodType.methodType(entry, Object.class))
                        .asType(MethodType.methodType(Object.class, Object.class, Object.class));
                ENTRY_VALUE = pub.findVirtual(entry, "val", MethodType.methodType(Object.class))
                        .asType(MethodType.methodType(Object.class, Object.class));
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("Clojure's binding frames have an unexpected shape", e);
            }
        }

        /** Fails (class init) where the handles cannot be made. */
        static void check() {}

        static Object current() {
            try {
                return GET.invokeExact();
            } catch (Throwable e) {
                throw sneaky(e);
            }
        }

        static void reset(Object frame) {
            try {
                SET.invokeExact(frame);
            } catch (Throwable e) {
                throw sneaky(e);
            }
        }

        /** A new frame over {@code prev} that binds the scope var to {@code scope}. */
        static Object push(Object prev, PointerScope scope) {
            try {
                Object box = NEW_BOX.invokeExact(Thread.currentThread(), (Object) scope);
                Object bindings = ASSOC.invokeExact(BINDINGS.invokeExact(prev), VAR, box);
                return NEW_FRAME.invokeExact(bindings, prev);
            } catch (Throwable e) {
                throw sneaky(e);
            }
        }

        /** The scope {@code frame} binds, or null. */
        static PointerScope boundIn(Object frame) {
            try {
                Object e = ENTRY_AT.invokeExact(BINDINGS.invokeExact(frame), VAR);
                if (e == null) {
                    return null;
                }
                Object v = BOX_VALUE.invokeExact(ENTRY_VALUE.invokeExact(e));
                return v instanceof PointerScope ? (PointerScope) v : null;
            } catch (Throwable e) {
                throw sneaky(e);
            }
        }

        @SuppressWarnings("unchecked")
        private static <E extends Throwable> RuntimeException sneaky(Throwable e) throws E {
            throw (E) e;
        }
    }
}
