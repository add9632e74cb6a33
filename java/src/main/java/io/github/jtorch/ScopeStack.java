package io.github.jtorch;

import java.util.Arrays;
import java.util.List;

/**
 * The part of a thread's {@link PointerScope.Stack} that holds its open scopes, innermost
 * last, over its optional session, and finishes a close that an asynchronous exception cut
 * short.
 */
abstract class ScopeStack extends FlowLookup {
    PointerScope session;
    /**
     * The open scopes, outermost first: {@code scopes[0 .. depth - 1]}. The slot above them
     * holds the scope being closed until its tensors are freed ({@link #closingAt}); the
     * rest are null. This array is long-lived and the scopes mostly new, so the stack
     * stores a new scope once (collectors charge for every such store).
     */
    PointerScope[] scopes = new PointerScope[8];
    int depth;
    /**
     * The slot of the scope being closed now, -1 when none: set until its tensors are freed
     * (see {@link PointerScope#close()}).
     */
    int closingAt = -1;
    /** The session (or a scope not on this stack) being closed now, the same way. */
    PointerScope closing;

    /**
     * The innermost open scope, or the session, or null: read on every tensor creation.
     * With flow scopes on, the block's own {@code with-torch} scope unless a scope of this
     * thread was opened inside it (see {@link Flows}).
     */
    final PointerScope innermost() {
        int d = depth;
        PointerScope top = d > 0 ? scopes[d - 1] : null;
        if (Flows.enabled) {
            PointerScope flow = currentFlow();
            if (flow != null && (top == null || top.flowAtOpen != flow)) {
                return flow;
            }
        }
        return top != null ? top : session;
    }

    final void push(PointerScope s) {
        if (closingAt >= 0) {
            // A close cut short holds the slot this scope takes: finish it first.
            finishInterruptedClose();
        }
        if (depth == scopes.length) {
            scopes = Arrays.copyOf(scopes, depth * 2);
        }
        scopes[depth++] = s;
    }

    /** Index of {@code s} among the open scopes, or -1. */
    final int indexOf(PointerScope s) {
        for (int i = depth - 1; i >= 0; i--) {
            if (scopes[i] == s) {
                return i;
            }
        }
        return -1;
    }

    /** Takes the scope at {@code index} off the stack. */
    final void pop(int index) {
        System.arraycopy(scopes, index + 1, scopes, index, depth - index - 1);
        scopes[--depth] = null;
    }

    /** The open scopes, outermost first (the session not included). */
    final List<PointerScope> openScopes() {
        return List.of(Arrays.copyOf(scopes, depth));
    }

    /**
     * Closes the open scopes (which closes those above them first), then the session, then
     * frees the tensor an interrupted native call made but never handed to Java.
     */
    final void closeAll() {
        finishInterruptedClose();
        if (Flows.enabled) {
            // The with-torch scopes of the code running here, innermost first: each
            // puts back the binding frame it replaced.
            for (PointerScope f = currentFlow(); f != null; f = currentFlow()) {
                f.close();
            }
        }
        if (depth > 0) {
            scopes[0].close();
        }
        if (session != null) {
            session.close();
        }
        freeAllLost();
    }

    /**
     * Finishes a close an asynchronous exception cut short: frees the tensors of the scope
     * it was closing, and takes that scope off this stack if it is still there.
     */
    final void finishInterruptedClose() {
        int at = closingAt;
        PointerScope c = at >= 0 ? scopes[at] : closing;
        if (c == null) {
            closingAt = -1;
            return;
        }
        c.finishCutShortClose();
        if (at >= 0) {
            if (at < depth) {
                // Cut short before it was taken off the stack.
                pop(at);
            } else {
                scopes[at] = null;
            }
            closingAt = -1;
        } else {
            int i = indexOf(c);
            if (i >= 0) {
                pop(i);
            }
        }
        if (session == c) {
            session = null;
        }
        closing = null;
    }
}
