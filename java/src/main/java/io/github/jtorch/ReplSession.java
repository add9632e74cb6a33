package io.github.jtorch;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A REPL session that follows a logical session (an nREPL session, a socket REPL
 * connection) rather than a thread.
 *
 * <p>A thread's session ({@link Torch#startSession()}) belongs to that thread, and is freed
 * once the thread ends. An nREPL session normally evaluates on one thread, but an interrupted
 * evaluation ends its thread and the session goes on on a new one. So: call {@link #enter()}
 * on the evaluating thread before each evaluation, and {@link #leave()} on it after. Entering
 * opens a session on that thread when it has none and moves into it the tensors this REPL
 * session holds; leaving takes the tensors the thread's session owns back into this REPL
 * session, where they outlive the thread, and stops the session that entering opened, so a
 * pooled thread is left as it was found. {@link #close()}, from any thread, frees everything
 * this REPL session owns.
 *
 * <p>Inside an evaluation the thread's session behaves as any session: tensors made outside a
 * scope attach to it, results of {@code with-torch} move to it, {@code retain} detaches from it,
 * and {@link Torch#stopSession()} frees what it owns, all of this REPL session's tensors (the
 * next {@link #enter()} opens a new one).
 * Between evaluations the REPL session's tensors are unscoped but held by it, so neither a
 * thread's end nor the GC frees them; {@code release} still does.
 */
public final class ReplSession implements AutoCloseable {
    private final String name;
    /**
     * The thread sessions entered and not yet left (normally at most one; more when an
     * evaluation never returned), each mapped to whether this REPL session started it.
     */
    private final Map<PointerScope, Boolean> entered = new IdentityHashMap<>();
    /**
     * The scope stacks of the threads evaluating for this session now, once per
     * {@link #enter()} not yet left: their REPL depth is undone by {@link #leave()}, or by
     * {@link #close()} for a thread that never leaves.
     */
    private final List<PointerScope.Stack> evaluating = new ArrayList<>();
    /** Tensors taken back from a thread's session by {@link #leave()}, until the next entry. */
    private final List<NativeHandle> held = new ArrayList<>();
    private boolean closed;

    public ReplSession(String name) {
        this.name = name;
    }

    public String name() {
        return name;
    }

    /**
     * Makes the calling thread's session this REPL session's: opens one when the thread has
     * none, and moves into it the tensors this REPL session holds, and those that a session
     * entered on another thread and never left still owns (an evaluation that never returned).
     * A session the thread already has ({@link Torch#startSession()}) is taken over as it is:
     * the tensors it owns become this REPL session's, which {@link #close()} frees. One
     * evaluation at a time per REPL session. Until {@link #leave()} (or {@link #close()}), an
     * interrupt of this thread stops its next op, tensor creation, read of values or scope
     * with {@link java.util.concurrent.CancellationException} (clearing the interrupt), so a
     * REPL's interrupt stops a loop of tensor work where {@code Thread.stop} is gone (JDK 20
     * and newer); printing never stops. Entries nest: the thread stays interruptible until it
     * has left every REPL session it entered, and that last leave clears an interrupt that
     * came after the evaluation's last op.
     */
    public synchronized void enter() {
        if (closed) {
            throw new IllegalStateException("REPL session " + name + " is closed");
        }
        PointerScope.Stack stack = PointerScope.stack();
        stack.addReplDepth(1);
        evaluating.add(stack);
        PointerScope current = currentThreadSession();
        boolean started = false;
        if (current == null && !Torch.hasSession()) {
            Torch.startSession();
            current = currentThreadSession();
            started = true;
        }
        if (current == null) {
            // Scopes are open on this thread (left open by an earlier evaluation); tensors
            // made now attach to them, as they would without a REPL session.
            return;
        }
        for (PointerScope other : new ArrayList<>(entered.keySet())) {
            if (other == current) {
                continue;
            }
            if (other.isClosed()) {
                entered.remove(other);
            } else {
                current.attach(owned(other));
            }
        }
        if (!held.isEmpty()) {
            List<NativeHandle> back = new ArrayList<>();
            for (NativeHandle h : held) {
                // Skip what was released, or attached to a scope elsewhere, meanwhile.
                if (h.owner() == null && !h.isReleased()) {
                    back.add(h);
                }
            }
            held.clear();
            current.attach(back);
        }
        entered.merge(current, started, (was, now) -> was || now);
    }

    /**
     * Call on the evaluating thread after an evaluation: the tensors its session owns move to
     * this REPL session, so they outlive the thread, and a session that {@link #enter()}
     * opened is stopped, leaving the thread as it found it.
     */
    public synchronized void leave() {
        PointerScope.Stack stack = PointerScope.stack();
        if (evaluating.remove(stack) && stack.addReplDepth(-1) == 0) {
            // An interrupt that came after the evaluation's last op was for that evaluation:
            // it must not stop the next one on this thread.
            Thread.interrupted();
        }
        PointerScope current = currentThreadSession();
        if (closed || current == null || !entered.containsKey(current)) {
            return;
        }
        boolean started = entered.remove(current);
        List<NativeHandle> owned = owned(current);
        current.detach(owned);
        for (NativeHandle h : owned) {
            if (h.owner() == null) {
                held.add(h);
            }
        }
        if (started) {
            Torch.stopSession();
        }
    }

    /** Number of tensors this REPL session owns now. */
    public synchronized int ownedCount() {
        int n = 0;
        for (PointerScope s : entered.keySet()) {
            n += owned(s).size();
        }
        for (NativeHandle h : held) {
            if (h.owner() == null && !h.isReleased()) {
                n++;
            }
        }
        return n;
    }

    public synchronized boolean isClosed() {
        return closed;
    }

    /** Frees everything this REPL session owns, from any thread. Closing twice is a no-op. */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        for (PointerScope.Stack s : evaluating) {
            s.addReplDepth(-1);
        }
        evaluating.clear();
        List<NativeHandle> mine = new ArrayList<>();
        for (NativeHandle h : held) {
            if (h.owner() == null) {
                mine.add(h);
            }
        }
        held.clear();
        Torch.release(mine);
        PointerScope current = currentThreadSession();
        for (Map.Entry<PointerScope, Boolean> e : entered.entrySet()) {
            PointerScope s = e.getKey();
            if (s.isClosed()) {
                continue;
            }
            if (s == current && e.getValue()) {
                Torch.stopSession();
            } else {
                Torch.release(owned(s));
            }
        }
        entered.clear();
    }

    @Override
    public synchronized String toString() {
        return "#repl-session[" + name + (closed ? " closed" : " " + ownedCount() + " tensors") + "]";
    }

    /** The calling thread's session when no scope is open above it, else null. */
    private static PointerScope currentThreadSession() {
        if (!Torch.hasSession() || !PointerScope.openScopes().isEmpty()) {
            return null;
        }
        PointerScope s = PointerScope.current();
        return s != null && s.isSession() ? s : null;
    }

    /** The handles {@code scope} owns now, each once. */
    static List<NativeHandle> owned(PointerScope scope) {
        return new ArrayList<>(scope.owned());
    }
}
