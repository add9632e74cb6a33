package io.github.jtorch;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.lang.ref.Cleaner;
import java.util.List;

/**
 * A Java handle to one native object (a tensor, an optimizer). The native core owns the
 * object; this holds only its opaque id, which the core validates on every use.
 *
 * <p>A new handle attaches to the calling thread's innermost open {@link PointerScope} (or its
 * session) and is freed when that scope closes; with no scope open it is unscoped, freed by
 * {@link #close()}, {@link Torch#release(Object)}, or by the garbage collector once this object
 * is unreachable.
 */
public abstract class NativeHandle implements AutoCloseable, NativeResource {
    static final Cleaner CLEANER = Cleaner.create(r -> {
        Thread t = new Thread(r, "jtorch-cleaner");
        t.setDaemon(true);
        cleanerThread = t;
        return t;
    });
    /** The thread that runs {@link #CLEANER}'s actions: {@link Torch#gc()} waits until it is idle. */
    static volatile Thread cleanerThread;
    private static final VarHandle OWNER;
    private static final VarHandle CLEANABLE;

    static {
        try {
            MethodHandles.Lookup l = MethodHandles.lookup();
            OWNER = l.findVarHandle(NativeHandle.class, "owner", PointerScope.class);
            CLEANABLE = l.findVarHandle(NativeHandle.class, "cleanerRegistered", boolean.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** Opaque native id; never dereferenced on the Java side. */
    final long id;
    /**
     * The scope that frees this handle; null when unscoped; {@link PointerScope#FREEING} once a
     * closing scope has claimed it. Changed by CAS once the handle is published, except by the
     * owning scope's own thread claiming it (a release-store, see PointerScope.claim).
     */
    @SuppressWarnings("unused")
    private PointerScope owner;
    @SuppressWarnings("unused")
    private boolean cleanerRegistered;

    NativeHandle(long id) {
        this.id = id;
    }

    /** Attaches a fresh handle as rule 2 of the memory model says. */
    final void attachNew(PointerScope.Stack stack) {
        PointerScope scope = stack.innermost();
        if (scope == null || !scope.takeNew(this)) {
            registerCleaner();
        }
        AllocationSites.onCreate(this);
    }

    /**
     * The kinds of native object, each with its own native registry and the static calls that
     * ask it whether an id is live and release one (true when it was live). A new kind of
     * handle is declared here; a {@link RegistryHandle} of it needs nothing else.
     */
    enum Kind {
        TENSOR("tensor", Tensor::isLive, Tensor::release),
        OPTIMIZER("optimizer", OptimizerHandle::isLive, OptimizerHandle::release),
        PROCESS_GROUP("process-group", ProcessGroupHandle::isLive, ProcessGroupHandle::release),
        WORK("work", WorkHandle::isLive, WorkHandle::release),
        REDUCER("reducer", ReducerHandle::isLive, ReducerHandle::release),
        SCRIPT_MODULE("script-module", ScriptModuleHandle::isLive, ScriptModuleHandle::release);

        /** How a handle of this kind prints: {@code #label[id]}. */
        final String label;
        private final java.util.function.LongPredicate isLive;
        final java.util.function.LongPredicate release;

        Kind(String label, java.util.function.LongPredicate isLive, java.util.function.LongPredicate release) {
            this.label = label;
            this.isLive = isLive;
            this.release = release;
        }

        boolean isLive(long id) {
            return isLive.test(id);
        }
    }

    abstract Kind kind();

    /** Whether this is a tensor (scopes free tensors in one batch). */
    final boolean isTensor() {
        return kind() == Kind.TENSOR;
    }

    /** Frees the native object if it is still live; a stale id is a no-op. */
    abstract void freeNative();

    /** The cleaner action for this handle: it must capture the id only, never this object. */
    abstract Runnable releaser();

    /** Whether the native object is still live. */
    abstract boolean isLiveNative();

    /**
     * A cleaner action that frees {@code id} through {@code release} (true when it was live),
     * counting the free as the GC's. It captures the id only, never the handle.
     */
    static Runnable releaserOf(long id, java.util.function.LongPredicate release) {
        return () -> {
            try {
                if (release.test(id)) {
                    Memory.countFreedByGc();
                }
            } catch (RuntimeException e) {
                // Nobody to report to on the cleaner thread; the id is stale at worst.
            }
        };
    }

    /** The scope that frees this handle, or null: unscoped, or already freed by a scope. */
    final PointerScope owner() {
        PointerScope o = rawOwner();
        return o == PointerScope.FREEING ? null : o;
    }

    /** The owner field as it is, {@link PointerScope#FREEING} included: for changing it by CAS. */
    final PointerScope rawOwner() {
        return (PointerScope) OWNER.getVolatile(this);
    }

    /** Sets the owner of a handle not yet published: a plain store (see PointerScope.takeNew). */
    final void setOwnerPlain(PointerScope scope) {
        OWNER.set(this, scope);
    }

    /** Sets the owner with a release-store, for the owning scope's thread (see PointerScope.claim). */
    final void setOwnerRelease(PointerScope next) {
        OWNER.setRelease(this, next);
    }

    final boolean casOwner(PointerScope expected, PointerScope next) {
        return OWNER.compareAndSet(this, expected, next);
    }

    /** Makes this handle unscoped: no scope frees it, the GC fallback does. */
    final void makeUnscoped() {
        detachFromOwner();
        registerCleaner();
    }

    /** Takes this handle from its owner, if any, registering no cleaner: for a released id. */
    final void detachFromOwner() {
        PointerScope o;
        do {
            o = rawOwner();
        } while (o != null && !casOwner(o, null));
    }

    private void registerCleaner() {
        if (CLEANABLE.compareAndSet(this, false, true)) {
            CLEANER.register(this, releaser());
        }
    }

    /** Whether the native object has been freed (by its scope, a release, or {@link #close()}). */
    public final boolean isReleased() {
        return !isLiveNative();
    }

    /** Frees the native object now, whoever owns it. Releasing twice is a no-op. */
    @Override
    public final void close() {
        detachFromOwner();
        freeNative();
    }

    @Override
    public Iterable<?> nativeResources() {
        return List.of(this);
    }

    @Override
    public final boolean equals(Object o) {
        return this == o;
    }

    @Override
    public final int hashCode() {
        return Long.hashCode(id);
    }
}
