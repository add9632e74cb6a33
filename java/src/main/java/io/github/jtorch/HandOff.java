package io.github.jtorch;

import java.lang.reflect.Array;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Moves tensors between threads (see {@link Torch#handOff(Object)}): each tensor gets a new
 * handle, unscoped until a receiver takes ownership, and its old handle is released, so the
 * sender cannot reach it any more.
 */
final class HandOff {
    private HandOff() {}

    /** {@code value} with each tensor replaced by its moved handle, in containers of the same kinds. */
    static Object move(Object value) {
        if (value instanceof Tensor) {
            return ((Tensor) value).moved();
        }
        if (Reachable.holdsNone(value)) {
            return value;
        }
        if (value instanceof Map) {
            Map<Object, Object> out = new LinkedHashMap<>();
            for (Map.Entry<?, ?> e : ((Map<?, ?>) value).entrySet()) {
                out.put(checkedKey(e.getKey()), move(e.getValue()));
            }
            return out;
        }
        if (value instanceof Set) {
            Set<Object> out = new LinkedHashSet<>();
            for (Object x : (Set<?>) value) {
                out.add(move(x));
            }
            return out;
        }
        if (value instanceof List) {
            List<Object> out = new ArrayList<>(((List<?>) value).size());
            for (Object x : (List<?>) value) {
                out.add(move(x));
            }
            return out;
        }
        if (value instanceof Object[]) {
            Object[] in = (Object[]) value;
            Object[] out = (Object[]) Array.newInstance(in.getClass().getComponentType(), in.length);
            for (int i = 0; i < in.length; i++) {
                out[i] = move(in[i]);
            }
            return out;
        }
        if (value instanceof Optional) {
            return ((Optional<?>) value).map(HandOff::move);
        }
        if (!holdsHandle(value)) {
            return value;
        }
        throw new IllegalArgumentException("cannot hand off a " + value.getClass().getName()
                + " holding tensors: hand off a tensor, or a list, set, map, array or Optional of them");
    }

    private static boolean holdsHandle(Object value) {
        boolean[] found = {false};
        Reachable.forEachHandle(value, h -> found[0] = true);
        return found[0];
    }

    private static Object checkedKey(Object key) {
        if (holdsHandle(key)) {
            throw new IllegalArgumentException("cannot hand off a map whose keys hold tensors");
        }
        return key;
    }
}
