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
 * from any thread.
 */
public final class PointerScope implements AutoCloseable {
    private static final ThreadLocal<Stack> STACKS = ThreadLocal.withInitial(Stack::new);

    /** One thread's open scopes, innermost last, over its optional session. */
    static final class Stack {
        PointerScope session;
        final ArrayList<PointerScope> scopes = new ArrayList<>();
        /** The innermost open scope, or null: read on every tensor creation. */
        PointerScope top;

        PointerScope innermost() {
            PointerScope t = top;
            return t != null ? t : session;
        }

        void push(PointerScope s) {
            scopes.add(s);
            top = s;
        }

        void pop(int index) {
            scopes.remove(index);
            int n = scopes.size();
            top = n > 0 ? scopes.get(n - 1) : null;
        }
    }

    private final Thread thread;
    private final Stack stack;
    private final boolean isSession;
    private Tensor[] items = new Tensor[4];
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

    /** Opens a session at the bottom of the current thread's stack, closing an existing one first. */
    static PointerScope startSession() {
        Stack s = STACKS.get();
        if (s.session != null) {
            s.session.close();
        }
        PointerScope session = new PointerScope(true);
        s.session = session;
        return session;
    }

    /** Frees everything the current thread's session owns and ends it; no-op without one. */
    static void stopSession() {
        Stack s = STACKS.get();
        if (s.session != null) {
            s.session.close();
        }
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

    /** Whether this is a thread's session rather than an ordinary scope. */
    public boolean isSession() {
        return isSession;
    }

    public boolean isClosed() {
        return closed;
    }

    /** Number of tensors this scope owns now. */
    public int ownedCount() {
        if (closed) {
            return 0;
        }
        compact();
        return size;
    }

    void add(Tensor t) {
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
        Set<Tensor> seen = mayHoldDuplicates ? Collections.newSetFromMap(new IdentityHashMap<>()) : null;
        int n = 0;
        for (int i = 0; i < size; i++) {
            Tensor t = items[i];
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
        Reachable.forEachTensor(value, t -> {
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
        Reachable.forEachTensor(value, t -> {
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
        Reachable.forEachTensor(result, t -> {
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

    private void freeOwned() {
        Tensor[] owned = items;
        int n = size;
        items = null;
        size = 0;
        if (n == 1) {
            if (owned[0].casOwner(this, null)) {
                Tensor.release(owned[0].id);
            }
            return;
        }
        long[] ids = new long[n];
        int count = 0;
        for (int i = 0; i < n; i++) {
            if (owned[i].casOwner(this, null)) {
                ids[count++] = owned[i].id;
            }
        }
        if (count > 0) {
            Tensor.releaseAll(ids, count);
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
