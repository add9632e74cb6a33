package io.github.jtorch.stress;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * Which threads a round runs its actors on: platform threads, virtual threads (JDK 21 and
 * later, started through method handles so that this code compiles for Java 17), or a mix.
 */
enum ThreadKind {
    PLATFORM, VIRTUAL, MIXED;

    private static final MethodHandle OF_VIRTUAL;
    private static final MethodHandle UNSTARTED;

    static {
        MethodHandle ofVirtual = null;
        MethodHandle unstarted = null;
        try {
            Class<?> builder = Class.forName("java.lang.Thread$Builder");
            MethodHandles.Lookup l = MethodHandles.publicLookup();
            ofVirtual = l.findStatic(Thread.class, "ofVirtual", MethodType.methodType(Class.forName("java.lang.Thread$Builder$OfVirtual")));
            unstarted = l.findVirtual(builder, "unstarted", MethodType.methodType(Thread.class, Runnable.class));
        } catch (ReflectiveOperationException e) {
            // JDK 17: no virtual threads
        }
        OF_VIRTUAL = ofVirtual;
        UNSTARTED = unstarted;
    }

    static boolean virtualThreadsAvailable() {
        return OF_VIRTUAL != null;
    }

    /** Whether actor {@code index} runs on a virtual thread. */
    boolean virtualFor(int index) {
        return this == VIRTUAL || (this == MIXED && index % 2 == 1);
    }

    /** An unstarted thread, virtual when {@code virtual} (and available). */
    static Thread newThread(boolean virtual, String name, Runnable body) {
        if (virtual && OF_VIRTUAL != null) {
            try {
                Thread t = (Thread) UNSTARTED.invoke(OF_VIRTUAL.invoke(), body);
                t.setName(name);
                return t;
            } catch (Throwable e) {
                throw new IllegalStateException("could not start a virtual thread", e);
            }
        }
        Thread t = new Thread(body, name);
        t.setDaemon(true);
        return t;
    }
}
