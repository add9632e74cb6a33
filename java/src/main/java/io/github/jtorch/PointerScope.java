package io.github.jtorch;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

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
public final class PointerScope implements AutoCloseable {
    private static final ThreadLocal<Stack> STACKS = ThreadLocal.withInitial(Stack::new);
    /**
     * Per thread that has opened a scope or session: an object reachable only from that
     * thread's locals. When the thread ends it becomes unreachable and a cleaner frees what the
     * thread left open (see {@link Stack#watchThreadEnd()}).
     */
    private static final ThreadLocal<Object> THREAD_END_WATCH = new ThreadLocal<>();

    /** One thread's open scopes, innermost last, over its optional session, and its grad mode. */
    static final class Stack {
        PointerScope session;
        final ArrayList<PointerScope> scopes = new ArrayList<>();
        /** The innermost open scope, or null: read on every tensor creation. */
        PointerScope top;
        /** Depth of no-grad regions; autograd records ops only at 0. Per Java thread. */
        int noGrad;

        boolean gradEnabled() {
            return noGrad == 0;
        }

        PointerScope innermost() {
            PointerScope t = top;
            return t != null ? t : session;
        }

        /** Whether a cleaner frees this stack's open scopes once its thread has ended. */
        private boolean watched;

        void push(PointerScope s) {
            if (!watched) {
                watchThreadEnd();
            }
            scopes.add(s);
            top = s;
        }

        /**
         * Registers, once per thread, a cleaner that frees the scopes and session this thread
         * leaves open when it ends (killed, or interrupted mid-scope). Its action holds this
         * stack, never the watched object, which only the thread's locals reach.
         */
        void watchThreadEnd() {
            watched = true;
            Object alive = new Object();
            THREAD_END_WATCH.set(alive);
            NativeHandle.CLEANER.register(alive, new FreeAbandoned(this));
        }

        /** Closes the open scopes (which closes those above them first), then the session. */
        void closeAll() {
            if (!scopes.isEmpty()) {
                scopes.get(0).close();
            }
            if (session != null) {
                session.close();
            }
        }

        /** Frees what a thread that has ended left open; runs on the cleaner's thread. */
        void freeAbandoned() {
            for (int i = scopes.size() - 1; i >= 0; i--) {
                scopes.get(i).abandon();
            }
            scopes.clear();
            top = null;
            if (session != null) {
                session.abandon();
                session = null;
            }
        }

        void pop(int index) {
            scopes.remove(index);
            int n = scopes.size();
            top = n > 0 ? scopes.get(n - 1) : null;
        }
    }

    /** Cleaner action for a thread that ended with scopes or a session open. */
    private static final class FreeAbandoned implements Runnable {
        private final Stack stack;

        FreeAbandoned(Stack stack) {
            this.stack = stack;
        }

        @Override
        public void run() {
            try {
                stack.freeAbandoned();
            } catch (RuntimeException e) {
                // A cleaner thread has nobody to report to; what could be freed has been.
            }
        }
    }

    private final Thread thread;
    private final Stack stack;
    private final boolean isSession;
    private NativeHandle[] items = new NativeHandle[4];
    private int size;
    private boolean closed;
    /** Set by attach: a tensor may come back to a scope that still lists it. */
    private boolean mayHoldDuplicates;

    /** Opens a scope on the current thread and makes it the innermost one. */
    public PointerScope() {
        this(false);
    }

    private PointerScope(boolean isSession) {
        this.thread = Thread.currentThread();
        this.stack = STACKS.get();
        this.isSession = isSession;
        if (!isSession) {
            stack.push(this);
        }
    }

    /**
     * Opens a session at the bottom of the current thread's stack, closing first the scopes
     * left open on this thread and an existing session.
     */
    static PointerScope startSession() {
        Stack s = STACKS.get();
        s.closeAll();
        if (!s.watched) {
            s.watchThreadEnd();
        }
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

    /** The calling thread's scope stack. */
    static Stack stack() {
        return STACKS.get();
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
        if (Thread.currentThread() != thread) {
            return countWithoutCompacting();
        }
        compact();
        return size;
    }

    /** Counts owned entries without changing them: safe while the owning thread adds. */
    private int countWithoutCompacting() {
        NativeHandle[] snapshot = items;
        if (snapshot == null) {
            return 0;
        }
        int n = Math.min(size, snapshot.length);
        Set<NativeHandle> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        for (int i = 0; i < n; i++) {
            NativeHandle t = snapshot[i];
            if (t != null && t.owner() == this) {
                seen.add(t);
            }
        }
        return seen.size();
    }

    void add(NativeHandle t) {
        if (size == items.length) {
            compact();
            if (size > items.length / 2) {
                items = Arrays.copyOf(items, items.length * 2);
            }
        }
        items[size++] = t;
    }

    /**
     * Drops entries of tensors that moved elsewhere, and duplicates left by a tensor that
     * moved away and was attached back.
     */
    private void compact() {
        Set<NativeHandle> seen = mayHoldDuplicates ? Collections.newSetFromMap(new IdentityHashMap<>()) : null;
        int n = 0;
        for (int i = 0; i < size; i++) {
            NativeHandle t = items[i];
            if (t.owner() == this && (seen == null || seen.add(t))) {
                items[n++] = t;
            }
        }
        Arrays.fill(items, n, size, null);
        size = n;
        mayHoldDuplicates = false;
    }

    private void checkUsable(String what) {
        if (closed) {
            throw new IllegalStateException("cannot " + what + ": this PointerScope is closed");
        }
        if (Thread.currentThread() != thread) {
            throw new IllegalStateException("cannot " + what + " from thread '" + Thread.currentThread().getName()
                    + "': this PointerScope belongs to thread '" + thread.getName() + "'");
        }
    }

    /**
     * Moves every tensor reachable from {@code value} into this scope, whoever owned it.
     * Returns {@code value}.
     */
    public <T> T attach(T value) {
        checkUsable("attach");
        Reachable.forEachHandle(value, t -> {
            PointerScope o;
            do {
                o = t.owner();
                if (o == this) {
                    return;
                }
            } while (!t.casOwner(o, this));
            mayHoldDuplicates = true;
            add(t);
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
        checkUsable("move results out");
        PointerScope target = enclosing();
        Reachable.forEachHandle(result, t -> {
            if (target != null) {
                if (t.casOwner(this, target)) {
                    target.add(t);
                }
            } else if (t.casOwner(this, null)) {
                t.makeUnscoped();
            }
        });
        return result;
    }

    private PointerScope enclosing() {
        if (isSession) {
            return null;
        }
        int i = stack.scopes.indexOf(this);
        return i > 0 ? stack.scopes.get(i - 1) : stack.session;
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
        checkUsable("close");
        if (isSession) {
            if (stack.session == this) {
                if (!stack.scopes.isEmpty()) {
                    // Every open scope is above the session: close them first (rule 3).
                    stack.scopes.get(0).close();
                }
                stack.session = null;
            }
        } else {
            if (stack.top != this) {
                int i = stack.scopes.lastIndexOf(this);
                while (stack.scopes.size() > i + 1) {
                    stack.scopes.get(stack.scopes.size() - 1).close();
                }
            }
            stack.pop(stack.scopes.size() - 1);
        }
        closed = true;
        freeOwned();
    }

    /** Closes this scope of a thread that has ended, from the cleaner's thread. */
    private void abandon() {
        if (closed) {
            return;
        }
        closed = true;
        freeOwned();
    }

    private void freeOwned() {
        NativeHandle[] owned = items;
        int n = size;
        items = null;
        size = 0;
        if (n == 1) {
            if (owned[0].casOwner(this, null)) {
                owned[0].freeNative();
            }
            return;
        }
        long[] ids = new long[n];
        int count = 0;
        RuntimeException failure = null;
        for (int i = 0; i < n; i++) {
            NativeHandle h = owned[i];
            if (h.casOwner(this, null)) {
                if (h.isTensor()) {
                    ids[count++] = h.id;
                } else {
                    try {
                        h.freeNative();
                    } catch (RuntimeException e) {
                        // Keep freeing the rest; report the first failure after.
                        failure = failure == null ? e : failure;
                    }
                }
            }
        }
        if (count > 0) {
            Tensor.releaseAll(ids, count);
        }
        if (failure != null) {
            throw failure;
        }
    }

    /** The open scopes of the current thread, outermost first (the session not included). */
    static List<PointerScope> openScopes() {
        return List.copyOf(STACKS.get().scopes);
    }

    @Override
    public String toString() {
        return (isSession ? "#session[" : "#scope[") + (closed ? "closed" : ownedCount() + " tensors") + "]";
    }
}
