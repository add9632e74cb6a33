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
 * vectors, lists, sets, seqs, lazy seqs, which are realised), object arrays,
 * {@link Optional} and Java records (their components, read through their accessors). Each container is visited once, so cycles end; the walk uses an explicit
 * stack, so deep nesting cannot overflow the thread's stack. An infinite sequence never ends.
 */
final class Reachable {
    private Reachable() {}

    static void forEachHandle(Object root, Consumer<NativeHandle> action) {
        if (root instanceof NativeHandle) {
            action.accept((NativeHandle) root);
            return;
        }
        if (holdsNone(root)) {
            return;
        }
        Seen seen = new Seen();
        ArrayDeque<Object> todo = new ArrayDeque<>();
        todo.push(root);
        while (!todo.isEmpty()) {
            Object o = todo.pop();
            if (o instanceof NativeHandle) {
                action.accept((NativeHandle) o);
                continue;
            }
            // Only handles and containers are ever pushed.
            if (!seen.add(o)) {
                continue;
            }
            switch (kindOf(o)) {
                case RESOURCE:
                    pushAll(todo, ((NativeResource) o).nativeResources());
                    break;
                case MAP:
                    for (Map.Entry<?, ?> e : ((Map<?, ?>) o).entrySet()) {
                        push(todo, e.getKey());
                        push(todo, e.getValue());
                    }
                    break;
                case ENTRY:
                    push(todo, ((Map.Entry<?, ?>) o).getKey());
                    push(todo, ((Map.Entry<?, ?>) o).getValue());
                    break;
                case ITERABLE:
                    pushAll(todo, (Iterable<?>) o);
                    break;
                case ARRAY:
                    for (Object x : (Object[]) o) {
                        push(todo, x);
                    }
                    break;
                case OPTIONAL:
                    push(todo, ((Optional<?>) o).orElse(null));
                    break;
                case RECORD:
                    java.lang.reflect.Method[] accessors = ACCESSORS.get(o.getClass());
                    if (accessors == INACCESSIBLE) {
                        throw new IllegalArgumentException("cannot look for tensors in record " + o.getClass().getName()
                                + ": its module does not open its package to jtorch; open it, or have the record"
                                + " implement io.github.jtorch.NativeResource");
                    }
                    for (java.lang.reflect.Method accessor : accessors) {
                        push(todo, component(accessor, o));
                    }
                    break;
                default:
                    break;
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

    /**
     * Pushes what can lead to a handle. Anything else (numbers, strings, keywords, functions,
     * plain objects) is dropped here, before it costs a visit or a place in {@link Seen}.
     */
    private static void push(ArrayDeque<Object> todo, Object x) {
        if (!holdsNone(x)) {
            todo.push(x);
        }
    }

    // What the walk does with an object, by its class; a type that is several of these is
    // walked as the first that applies, in this order.
    private static final int LEAF = 0;
    private static final int RESOURCE = 1;
    private static final int MAP = 2;
    private static final int ENTRY = 3;
    private static final int ITERABLE = 4;
    private static final int ARRAY = 5;
    private static final int OPTIONAL = 6;
    private static final int RECORD = 7;

    private static final java.lang.reflect.Method[] INACCESSIBLE = new java.lang.reflect.Method[0];

    /**
     * Each record class's component accessors that can hold a handle, made callable once;
     * {@link #INACCESSIBLE} where they cannot be (a record of a named module that does not open its package): the
     * walk then refuses the record rather than free its tensors unseen.
     */
    private static final ClassValue<java.lang.reflect.Method[]> ACCESSORS = new ClassValue<>() {
        @Override
        protected java.lang.reflect.Method[] computeValue(Class<?> c) {
            java.util.List<java.lang.reflect.Method> found = new java.util.ArrayList<>();
            for (java.lang.reflect.RecordComponent rc : c.getRecordComponents()) {
                Class<?> t = rc.getType();
                if (t.isPrimitive() || KINDS.get(t) == LEAF && java.lang.reflect.Modifier.isFinal(t.getModifiers())
                        && !NativeHandle.class.isAssignableFrom(t)) {
                    continue; // an int, a String: never a handle
                }
                java.lang.reflect.Method m = rc.getAccessor();
                try {
                    m.setAccessible(true);
                } catch (RuntimeException e) {
                    return INACCESSIBLE;
                }
                found.add(m);
            }
            return found.toArray(new java.lang.reflect.Method[0]);
        }
    };

    private static Object component(java.lang.reflect.Method accessor, Object record) {
        try {
            return accessor.invoke(record);
        } catch (IllegalAccessException e) {
            return null;
        } catch (java.lang.reflect.InvocationTargetException e) {
            // An accessor of the caller's own that threw: as if the caller's code had.
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException) {
                throw (RuntimeException) cause;
            }
            if (cause instanceof Error) {
                throw (Error) cause;
            }
            throw new IllegalStateException("record accessor " + accessor + " failed", cause);
        }
    }

    /**
     * Each class's kind, worked out once. Asking each value in turn whether it is a map, an
     * iterable and so on costs a scan of its class's interfaces per question, and Clojure's
     * collections implement twenty or more.
     */
    private static final ClassValue<Integer> KINDS = new ClassValue<>() {
        @Override
        protected Integer computeValue(Class<?> c) {
            for (Class<?> leaf : new Class<?>[] {CharSequence.class, Number.class, Boolean.class, Character.class, Enum.class}) {
                if (leaf.isAssignableFrom(c)) {
                    return LEAF;
                }
            }
            if (NativeResource.class.isAssignableFrom(c)) {
                return RESOURCE;
            }
            if (Map.class.isAssignableFrom(c)) {
                return MAP;
            }
            if (Map.Entry.class.isAssignableFrom(c)) {
                return ENTRY;
            }
            if (Iterable.class.isAssignableFrom(c)) {
                return ITERABLE;
            }
            if (Object[].class.isAssignableFrom(c)) {
                return ARRAY;
            }
            if (c == Optional.class) {
                return OPTIONAL;
            }
            return c.isRecord() ? RECORD : LEAF;
        }
    };

    private static int kindOf(Object o) {
        return KINDS.get(o.getClass());
    }

    /**
     * The containers visited so far, by identity. Most values a scope returns hold a few
     * containers: those are compared in a small array, and a hash set is made only for more.
     */
    private static final class Seen {
        private Object[] few = new Object[8];
        private int count;
        private Set<Object> many;

        /** Adds {@code o}; false when it was already there. */
        boolean add(Object o) {
            if (many != null) {
                return many.add(o);
            }
            for (int i = 0; i < count; i++) {
                if (few[i] == o) {
                    return false;
                }
            }
            if (count < few.length) {
                few[count++] = o;
                return true;
            }
            many = Collections.newSetFromMap(new IdentityHashMap<>(64));
            Collections.addAll(many, few);
            few = null;
            return many.add(o);
        }
    }

    /** Whether {@code o} can reach no handle: null, or neither a handle nor a container. */
    static boolean holdsNone(Object o) {
        return !(o instanceof NativeHandle || o != null && kindOf(o) != LEAF);
    }
}
