package io.github.jtorch;

import java.util.ArrayList;
import java.util.List;

/**
 * A scope that owns the tensors created while it is the innermost open scope of its
 * thread, and frees them all when it closes.
 *
 * <p>Scopes form a per-thread stack (virtual threads included): the constructor pushes,
 * {@link #close()} pops. Use try-with-resources; closing on exceptions is what makes memory
 * deterministic. To keep a result alive past the scope, pass it to {@link #moveOut(Object)}
 * before closing (as {@link Torch#withTorch} does) or to {@link Torch#retain(Object)}.
 *
 * <p>A scope belongs to the thread that opened it: attaching to it or closing it from another
 * thread throws {@link IllegalStateException}. Tensors it owns may still be read and released
 * from any thread. Scopes and a session that a thread leaves open when it ends are freed once
 * the garbage collector finds the thread gone; {@link Torch#stopSession()} closes the ones left
 * open on a live thread.
 */
public final class PointerScope extends OwnedHandles implements AutoCloseable {
    static {
        NativeLoader.loadForClass();
    }

    private static final ThreadLocal<Stack> STACKS = ThreadLocal.withInitial(Stack::new);

    /**
     * One thread's scope state, which every op reads: its open scopes over its optional session
     * ({@link ScopeStack}), the flow scope its code is in ({@link FlowLookup}), whether a REPL's
     * interrupt stops its ops ({@link ReplInterrupts}), its grad mode ({@link GradMode}), and
     * the tensors failures kept from Java ({@link LostResults}). Those parts are its
     * superclasses, so an op finds them all in this one object; what the thread leaves open
     * when it ends is freed by {@link ThreadEndCleanup}.
     */
    static final class Stack extends ScopeStack {
        /** For the calling thread. */
        Stack() {
            ThreadEndCleanup.watch(this);
        }
    }

    /**
     * The owner of handles a closing scope has claimed to free, which they keep once freed
     * ({@link NativeHandle#owner()} reads it as none); never on any stack. Only
     * {@link #freeOwned(boolean)} sets it.
     */
    static final PointerScope FREEING = new PointerScope((Void) null);

    private final Thread thread;
    private final Stack stack;
    private final boolean isSession;
    /**
     * Whether this scope belongs to a block of code found through its binding frame rather
     * than to a thread (see {@link Flows}): any thread may use it, under its lock.
     */
    private final boolean flow;
    /** The flow scope current when this scope opened, or null (always null with flows off). */
    final PointerScope flowAtOpen;
    /**
     * A flow scope's enclosing scope (its results' destination) and binding frames: its own
     * held weakly, so that a go block abandoned while parked inside it lets it go, and a
     * cleaner frees what the scope owns (see {@link Flows.AbandonScope}).
     */
    private final PointerScope parent;
    private final java.lang.ref.WeakReference<Object> frame;
    private final Object prevFrame;
    private boolean closed;
    /** Opens a scope on the current thread and makes it the innermost one. */
    public PointerScope() {
        this(false);
    }

    /** The {@link #FREEING} marker: closed from the start, on no thread's stack. */
    private PointerScope(Void marker) {
        this.thread = null;
        this.stack = null;
        this.isSession = false;
        this.flow = false;
        this.flowAtOpen = null;
        this.parent = null;
        this.frame = null;
        this.prevFrame = null;
        this.closed = true;
    }

    private PointerScope(boolean isSession) {
        this.thread = Thread.currentThread();
        this.stack = STACKS.get();
        this.isSession = isSession;
        this.flow = false;
        this.parent = null;
        this.frame = null;
        this.prevFrame = null;
        this.flowAtOpen = !isSession && Flows.enabled ? stack.currentFlow() : null;
        if (!isSession) {
            stack.stopIfInterrupted();
            stack.push(this);
        }
    }

    /** A flow scope, bound in a new binding frame over the calling thread's current one. */
    private PointerScope(Stack st) {
        st.stopIfInterrupted();
        this.thread = null;
        this.stack = null;
        this.isSession = false;
        this.flow = true;
        this.parent = st.innermost();
        this.flowAtOpen = st.currentFlow();
        this.prevFrame = Flows.Frames.current();
        Object f = Flows.Frames.push(prevFrame, this);
        this.frame = new java.lang.ref.WeakReference<>(f);
        NativeHandle.CLEANER.register(f, new Flows.AbandonScope(this));
        Flows.Frames.reset(f);
        st.cacheFlow(f, this);
    }

    /**
     * Opens the scope of a Clojure {@code with-torch} inside a core.async go block: one that
     * belongs to the code block rather than the thread, found through Clojure's binding
     * frame, so that the block may park, resume on another thread and close it there. Where
     * Clojure has not named its binding ({@link #prepareFlows(Object)}; Java alone), an
     * ordinary scope of the calling thread. Close it on the code path that opened it, as
     * try-with-resources does.
     */
    public static PointerScope openFlow() {
        return Flows.framesReady || Flows.enable() ? new PointerScope(STACKS.get()) : new PointerScope();
    }

    /** A detached scope: a flow scope bound nowhere, entered by {@link #call}. */
    private PointerScope(Stack st, boolean detached) {
        st.stopIfInterrupted();
        this.thread = null;
        this.stack = null;
        this.isSession = false;
        this.flow = true;
        this.parent = st.innermost();
        this.flowAtOpen = Flows.enabled ? st.currentFlow() : null;
        this.prevFrame = null;
        this.frame = new java.lang.ref.WeakReference<>(null);
    }

    /**
     * Opens a scope that belongs to no thread, for work that moves between threads without
     * a block of code around it: {@code CompletableFuture} stages, callbacks. Run each piece
     * of the work in it with {@link #call(Supplier)} (or {@link #run(Runnable)}), on any
     * thread, and close it, on any thread, when the work is done: it frees what the work made
     * except what its results moved out to (the scope current where it was opened, if that is
     * still open and this one is closed on its thread or is itself detached). Other threads'
     * tensors never join it unless they run in it. Any number of threads may use it at once.
     *
     * <pre>{@code
     * PointerScope work = PointerScope.detached();
     * CompletableFuture.supplyAsync(() -> work.call(() -> load(path)), pool)
     *     .thenApplyAsync(x -> work.call(() -> model.forward(x).argmax().itemLong()), pool)
     *     .whenComplete((r, e) -> work.close());
     * }</pre>
     */
    public static PointerScope detached() {
        return new PointerScope(STACKS.get(), true);
    }

    /**
     * Runs {@code body} on the calling thread with this detached scope as its current scope:
     * the tensors it makes (outside scopes of its own) attach here; returns its value, whose
     * tensors stay here. Throws {@link IllegalStateException} on a scope that is closed or
     * not made by {@link #detached()}.
     */
    public <T> T call(java.util.function.Supplier<T> body) {
        if (!flow || prevFrame != null) {
            // A thread's scope, or a with-torch's bound in a go block's frame.
            throw new IllegalStateException("cannot call in this PointerScope: only a detached scope runs code in it");
        }
        if (closed) {
            throw new IllegalStateException("cannot call in this PointerScope: it is closed");
        }
        Flows.enableEntered();
        Stack st = STACKS.get();
        PointerScope before = st.entered;
        st.entered = this;
        try {
            return body.get();
        } finally {
            st.entered = before;
        }
    }

    /** {@link #call(Supplier)} for a body that returns nothing. */
    public void run(Runnable body) {
        call(() -> {
            body.run();
            return null;
        });
    }

    /**
     * Names {@code scopeVar}, a {@code clojure.lang.Var}, as the binding that holds
     * {@link #openFlow()}'s scopes; jtorch.torch calls it as it loads, and the first one named
     * stays. Throws {@link IllegalArgumentException} for anything but a Var.
     */
    public static void prepareFlows(Object scopeVar) {
        Flows.prepare(scopeVar);
    }

    /** Whether this scope belongs to a code block found through its binding frame (see {@link #openFlow()}). */
    public boolean isFlow() {
        return flow;
    }

    /**
     * Opens a session at the bottom of the current thread's stack, closing first the scopes
     * left open on this thread and an existing session.
     */
    static PointerScope startSession() {
        Stack s = STACKS.get();
        s.closeAll();
        PointerScope session = new PointerScope(true);
        s.session = session;
        return session;
    }

    /**
     * Frees everything the current thread's session owns and ends it, after closing the scopes
     * left open on this thread (an evaluation interrupted mid-scope leaves some); no-op when
     * nothing is open.
     */
    static void stopSession() {
        STACKS.get().closeAll();
    }

    static boolean hasSession() {
        return STACKS.get().session != null;
    }

    /** The innermost open scope of the current thread, its session, or null. */
    public static PointerScope current() {
        return innermost();
    }

    static PointerScope innermost() {
        return STACKS.get().innermost();
    }

    /**
     * The calling thread's scope stack, for an op about to run: in a REPL evaluation an
     * interrupt stops it here, before it makes anything (see {@link ReplInterrupts#stopIfInterrupted()}).
     */
    static Stack forOp() {
        Stack s = stack();
        s.stopIfInterrupted();
        return s;
    }

    /**
     * The calling thread's scope stack, after freeing what an earlier failure left recorded
     * (see {@link LostResults#lostId}): a failing op's handler then finds only its own record.
     */
    static Stack stack() {
        Stack s = STACKS.get();
        s.freeRecordedLost();
        return s;
    }

    /** Whether this is a thread's session rather than an ordinary scope. */
    public boolean isSession() {
        return isSession;
    }

    public boolean isClosed() {
        return closed;
    }

    /**
     * Number of tensors this scope owns now. Exact on the scope's own thread; from another
     * thread, a snapshot that may miss tensors the owning thread is adding at that moment.
     */
    public int ownedCount() {
        if (closed) {
            return 0;
        }
        if (flow) {
            synchronized (this) {
                compact();
                return size;
            }
        }
        if (Thread.currentThread() != thread) {
            return countWithoutCompacting();
        }
        compact();
        return size;
    }

    /**
     * The handles this scope owns now, a snapshot; from another thread it may miss handles
     * the owning thread is adding at that moment.
     */
    List<NativeHandle> owned() {
        if (flow) {
            synchronized (this) {
                return closed ? List.of() : ownedSnapshot();
            }
        }
        return closed ? List.of() : ownedSnapshot();
    }

    /** What a scope did: handles made in it, moved in, moved out to the enclosing scope, freed at close. */
    public static final class Stats {
        public final long made;
        public final long movedIn;
        public final long movedOut;
        public final long freed;

        Stats(long made, long movedIn, long movedOut, long freed) {
            this.made = made;
            this.movedIn = movedIn;
            this.movedOut = movedOut;
            this.freed = freed;
        }

        @Override
        public String toString() {
            return made + " made, " + movedIn + " moved in, " + movedOut + " moved out, " + freed + " freed";
        }
    }

    private long madeCount;
    private long movedInCount;
    private long movedOutCount;

    /**
     * This scope's figures so far: handles made while it was the innermost scope, moved into
     * it, moved out of it (results), and freed when it closed. Read them after
     * {@link #close()} for the whole story.
     */
    public Stats stats() {
        return new Stats(madeCount, movedInCount, movedOutCount, freedCount);
    }

    /**
     * Makes {@code t}, a handle made while this is the innermost scope and not yet published,
     * owned by this scope. False when this is a flow scope that another thread has closed
     * meanwhile (the handle is then left unscoped).
     */
    boolean takeNew(NativeHandle t) {
        if (!flow) {
            t.setOwnerPlain(this);
            madeCount++;
            add(t);
            return true;
        }
        synchronized (this) {
            if (closed) {
                return false;
            }
            t.setOwnerPlain(this);
            madeCount++;
            add(t);
            return true;
        }
    }

    private void checkUsable(String what) {
        if (closed) {
            throw new IllegalStateException("cannot " + what + ": this PointerScope is closed");
        }
        if (!flow && Thread.currentThread() != thread) {
            throw new IllegalStateException("cannot " + what + " from thread '" + Thread.currentThread().getName()
                    + "': this PointerScope belongs to thread '" + thread.getName() + "'");
        }
    }

    /**
     * Moves every tensor reachable from {@code value} into this scope, whoever owned it.
     * Returns {@code value}.
     */
    public <T> T attach(T value) {
        if (flow) {
            synchronized (this) {
                return attachListed(value);
            }
        }
        return attachListed(value);
    }

    private <T> T attachListed(T value) {
        checkUsable("attach");
        Reachable.forEachHandle(value, t -> {
            if (t.owner() == this) {
                return;
            }
            // Listed before it is owned: an asynchronous exception in between cannot leave
            // a tensor owned here but missing from the list this scope frees.
            mayHoldDuplicates = true;
            movedInCount++;
            add(t);
            PointerScope o;
            do {
                o = t.rawOwner();
            } while (o != this && !t.casOwner(o, this));
        });
        return value;
    }

    /**
     * Makes every tensor reachable from {@code value} that this scope owns unscoped: the
     * caller (or the GC) is then responsible for it. Returns {@code value}.
     */
    public <T> T detach(T value) {
        Reachable.forEachHandle(value, t -> {
            if (t.casOwner(this, null)) {
                t.makeUnscoped();
            }
        });
        return value;
    }

    /**
     * Moves every tensor reachable from {@code result} that this scope owns to the enclosing
     * scope (or the thread's session); with neither, they become unscoped. Lazy sequences are
     * realised here, while this scope is still open. Returns {@code result}.
     */
    public <T> T moveOut(T result) {
        if (Reachable.holdsNone(result)) {
            // Most per-op and per-step scopes return nil or a number.
            return result;
        }
        checkUsable("move results out");
        PointerScope target = enclosing();
        if (!flow && (target == null || !target.flow)) {
            if (result instanceof NativeHandle) {
                moveOut((NativeHandle) result, target);
                return result;
            }
            moveAll(handlesOf(result), target);
            return result;
        }
        // A flow scope, or one moving into a flow scope: other threads may use either.
        List<NativeHandle> found = handlesOf(result);
        synchronized (this) {
            if (target != null && target.flow) {
                synchronized (target) {
                    moveAll(found, target.closed ? null : target);
                }
            } else {
                moveAll(found, target);
            }
        }
        return result;
    }

    /**
     * Every handle reachable from {@code result}, found before any moves: a lazy sequence that
     * throws as it is realised then leaves them all to this scope's close (rule 3).
     */
    private static List<NativeHandle> handlesOf(Object result) {
        List<NativeHandle> found = new ArrayList<>();
        Reachable.forEachHandle(result, found::add);
        return found;
    }

    private void moveAll(List<NativeHandle> found, PointerScope target) {
        for (NativeHandle t : found) {
            moveOut(t, target);
        }
    }

    private void moveOut(NativeHandle t, PointerScope target) {
        if (target != null) {
            if (t.owner() == this) {
                // Listed in the target before it moves (see attach).
                target.add(t);
                if (t.casOwner(this, target)) {
                    movedOutCount++;
                    target.movedInCount++;
                }
            }
        } else if (t.casOwner(this, null)) {
            movedOutCount++;
            t.makeUnscoped();
        }
    }

    private PointerScope enclosing() {
        if (isSession) {
            return null;
        }
        if (flow) {
            // The scope around the with-torch when it opened: still open, and this thread's
            // if it is a thread's (one that resumed elsewhere gives its results no owner).
            PointerScope p = parent;
            while (p != null && p.closed) {
                p = p.flow ? p.parent : null;
            }
            return p == null || p.flow || p.thread == Thread.currentThread() ? p : null;
        }
        int i = stack.indexOf(this);
        if (flowAtOpen != null && (i <= 0 || stack.scopes[i - 1].flowAtOpen != flowAtOpen)) {
            // Opened inside a with-torch opened after the scope below it.
            PointerScope f = flowAtOpen;
            while (f != null && f.closed) {
                f = f.flowAtOpen;
            }
            if (f != null) {
                return f;
            }
        }
        return i > 0 ? stack.scopes[i - 1] : stack.session;
    }

    /**
     * Frees every tensor this scope still owns, after closing any scopes opened on top of it.
     * Closing twice is a no-op.
     */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        if (flow) {
            closeFlow();
            return;
        }
        checkUsable("close");
        // What a failure's handler had no room to free (a stack overflow) is freed here.
        stack.freeRecordedLost();
        if (stack.closingAt >= 0 || (stack.closing != null && stack.closing != this)) {
            // A close cut short (an inner scope's, say) holds the mark this close sets: finish it first.
            stack.finishInterruptedClose();
        }
        if (isSession) {
            if (stack.session == this) {
                if (stack.depth > 0) {
                    // Every open scope is above the session: close them first (rule 3).
                    stack.scopes[0].close();
                }
                stack.closing = this;
                stack.session = null;
            }
        } else {
            Stack st = stack;
            int i = st.depth - 1;
            if (i < 0 || st.scopes[i] != this) {
                int at = st.indexOf(this);
                while (at >= 0 && st.depth > at + 1) {
                    st.scopes[st.depth - 1].close();
                }
                i = st.depth - 1;
            }
            if (i >= 0 && st.scopes[i] == this) {
                // Until the tensors are freed, the stack keeps this scope in its slot, marked:
                // if an asynchronous exception cuts the close short, the next scope opened,
                // stop-session or the thread's end finishes it. Marked before it is popped.
                st.closingAt = i;
                st.depth = i;
                closed = true;
                freeOwned(false);
                // Unmarked first: a stale mark would have the next scope in this slot freed.
                st.closingAt = -1;
                st.scopes[i] = null;
                return;
            }
            stack.closing = this;
        }
        closed = true;
        freeOwned(false);
        stack.closing = null;
    }

    /**
     * Closes a flow scope, from whichever thread its block runs on now: restores the binding
     * frame it replaced (where the block is still in it), then frees what it owns.
     */
    private void closeFlow() {
        Stack st = STACKS.get();
        st.freeRecordedLost();
        Object f = frame.get();
        if (f != null && Flows.Frames.current() == f) {
            Flows.Frames.reset(prevFrame);
            // The frame below binds the flow this one opened in, as currentFlow would find.
            st.cacheFlow(prevFrame, flowAtOpen);
        } else {
            st.cacheFlow(null, null);
        }
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
            freeOwned(false);
        }
    }

    /**
     * Closes this scope of a thread that has ended, or a flow scope whose block was
     * abandoned, from the cleaner's thread.
     */
    void abandon() {
        if (closed) {
            return;
        }
        closed = true;
        freeOwned(false);
    }

    /** Finishes a close of this scope that an asynchronous exception cut short (see {@link ScopeStack}). */
    void finishCutShortClose() {
        closed = true;
        freeOwned(true);
    }

    /** The open scopes of the current thread, outermost first (the session not included). */
    static List<PointerScope> openScopes() {
        return STACKS.get().openScopes();
    }

    // The native half of ThreadEndCleanup and LostResults (src/scope.rs), named for this class.

    /** Makes the native side report this OS thread's exit under {@code key}. */
    static native void watchThreadExit(long key);

    /** Frees the last tensor put on this OS thread if it is not {@code lastWrapped}. */
    static native boolean releaseLostResult(long lastWrapped);

    /** The same for the ended thread watched under {@code key}, once its exit has been seen. */
    static native boolean releaseLostResultOfEndedThread(long key, long lastWrapped);

    @Override
    public String toString() {
        return (isSession ? "#session[" : flow ? "#flow-scope[" : "#scope[") + (closed ? "closed" : ownedCount() + " tensors") + "]";
    }
}
