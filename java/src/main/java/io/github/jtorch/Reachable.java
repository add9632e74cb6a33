package io.github.jtorch;

import java.util.ArrayDeque;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Finds the native handles (tensors, optimizers) reachable from a value, as rule 5 of the
 * memory model defines it: through handles, {@link NativeResource}s, maps (keys and values), iterables (Clojure
 * vectors, lists, sets, seqs, lazy seqs, which are realised), object arrays and
 * {@link Optional}. Each container is visited once, so cycles end; the walk uses an explicit
 * stack, so deep nesting cannot overflow the thread's stack. An infinite sequence never ends.
 */
final class Reachable {
    private Reachable() {}

    static void forEachHandle(Object root, Consumer<NativeHandle> action) {
        if (root == null) {
            return;
        }
        if (root instanceof NativeHandle) {
            action.accept((NativeHandle) root);
            return;
        }
        if (isLeaf(root)) {
            return;
        }
        Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        ArrayDeque<Object> todo = new ArrayDeque<>();
        todo.push(root);
        while (!todo.isEmpty()) {
            Object o = todo.pop();
            if (o instanceof NativeHandle) {
                action.accept((NativeHandle) o);
                continue;
            }
            if (isLeaf(o) || !seen.add(o)) {
                continue;
            }
            if (o instanceof NativeResource) {
                pushAll(todo, ((NativeResource) o).nativeResources());
            } else if (o instanceof Map) {
                for (Map.Entry<?, ?> e : ((Map<?, ?>) o).entrySet()) {
                    push(todo, e.getKey());
                    push(todo, e.getValue());
                }
            } else if (o instanceof Map.Entry) {
                push(todo, ((Map.Entry<?, ?>) o).getKey());
                push(todo, ((Map.Entry<?, ?>) o).getValue());
            } else if (o instanceof Iterable) {
                pushAll(todo, (Iterable<?>) o);
            } else if (o instanceof Object[]) {
                for (Object x : (Object[]) o) {
                    push(todo, x);
                }
            } else if (o instanceof Optional) {
                push(todo, ((Optional<?>) o).orElse(null));
            }
        }
    }

    private static void pushAll(ArrayDeque<Object> todo, Iterable<?> items) {
        if (items != null) {
            for (Object x : items) {
                push(todo, x);
            }
        }
    }

    private static void push(ArrayDeque<Object> todo, Object x) {
        if (x != null && !isLeaf(x)) {
            todo.push(x);
        }
    }

    /** Values that can never hold a tensor; skipped without bookkeeping. */
    /** Whether {@code o} can reach no handle: null, numbers, strings and other plain values. */
    static boolean holdsNone(Object o) {
        return o == null || (!(o instanceof NativeHandle) && isLeaf(o));
    }

    private static boolean isLeaf(Object o) {
        return o instanceof Number || o instanceof CharSequence || o instanceof Boolean
                || o instanceof Character || o instanceof Enum || o.getClass().isPrimitive()
                || (o.getClass().isArray() && !(o instanceof Object[]));
    }
}
