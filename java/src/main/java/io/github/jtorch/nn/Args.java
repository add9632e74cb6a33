package io.github.jtorch.nn;

import io.github.jtorch.Kwargs;
import io.github.jtorch.Tensor;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A layer's arguments by PyTorch's names, from positional values followed by keyword
 * arguments: a trailing {@link Kwargs}, or a {@link Map} whose keys are names or Clojure
 * keywords ({@code :attn-mask} reads as {@code attn_mask}). Every mistake (an unknown name,
 * a name given twice, too many values, a value of the wrong kind) is an
 * IllegalArgumentException naming the layer.
 */
final class Args {
    private final String layer;
    private final List<String> names;
    private final Map<String, Object> values = new LinkedHashMap<>();

    private Args(String layer, String[] names) {
        this.layer = layer;
        this.names = Arrays.asList(names);
    }

    /** {@code inputs} as a call's arguments: the first {@code required} of {@code names} must be given. */
    static Args call(String layer, Object[] inputs, int required, String... names) {
        Args a = new Args(layer, names);
        Object[] in = inputs == null ? new Object[] {null} : inputs;
        int positional = in.length;
        if (positional > 0 && isKeywords(in[positional - 1])) {
            positional--;
        }
        if (positional > names.length) {
            throw new IllegalArgumentException(layer + " takes at most " + names.length + " positional inputs ("
                    + String.join(", ", names) + "), got " + positional);
        }
        for (int i = 0; i < positional; i++) {
            a.values.put(names[i], in[i]);
        }
        if (positional < in.length) {
            a.putKeywords(in[in.length - 1]);
        }
        for (int i = 0; i < required; i++) {
            if (a.values.get(names[i]) == null) {
                throw new IllegalArgumentException(layer + " needs " + String.join(", ", Arrays.asList(names).subList(0, required))
                        + "; " + names[i] + " is missing");
            }
        }
        return a;
    }

    /** A constructor's keyword arguments; null is none. */
    static Args options(String layer, Object options, String... names) {
        Args a = new Args(layer, names);
        if (options != null) {
            if (!isKeywords(options)) {
                throw new IllegalArgumentException(layer + " options must be Kwargs or a map, got " + options.getClass().getName());
            }
            a.putKeywords(options);
        }
        return a;
    }

    private static boolean isKeywords(Object o) {
        return o instanceof Kwargs || o instanceof Map;
    }

    private void putKeywords(Object kw) {
        Map<?, ?> m = kw instanceof Kwargs ? ((Kwargs) kw).asMap() : (Map<?, ?>) kw;
        for (Map.Entry<?, ?> e : m.entrySet()) {
            String name = name(e.getKey());
            if (!names.contains(name)) {
                throw new IllegalArgumentException(layer + ": unknown argument " + name + "; it takes " + String.join(", ", names));
            }
            if (values.containsKey(name)) {
                throw new IllegalArgumentException(layer + ": " + name + " given twice");
            }
            values.put(name, e.getValue());
        }
    }

    /** PyTorch's name for a key: {@code attn_mask} for "attn_mask", "attnMask" or {@code :attn-mask}. */
    private String name(Object key) {
        if (key == null) {
            throw new IllegalArgumentException(layer + ": an argument name is null");
        }
        String s = key.toString();
        if (!(key instanceof String) && s.startsWith(":")) {
            s = s.substring(1);
        }
        return Kwargs.of(s, 0).asMap().keySet().iterator().next();
    }

    boolean has(String name) {
        return values.get(name) != null;
    }

    Object get(String name) {
        return values.get(name);
    }

    /** A tensor, or null when not given (or given as null). */
    Tensor tensor(String name) {
        Object v = values.get(name);
        if (v == null || v instanceof Tensor) {
            return (Tensor) v;
        }
        throw wrong(name, "a tensor", v);
    }

    boolean bool(String name, boolean dflt) {
        Boolean b = optBool(name);
        return b == null ? dflt : b;
    }

    /** True, false, or null when not given. */
    Boolean optBool(String name) {
        Object v = values.get(name);
        if (v == null || v instanceof Boolean) {
            return (Boolean) v;
        }
        throw wrong(name, "true or false", v);
    }

    long integer(String name, long dflt) {
        Long v = optInteger(name);
        return v == null ? dflt : v;
    }

    Long optInteger(String name) {
        Object v = values.get(name);
        if (v == null) {
            return null;
        }
        if (v instanceof Long || v instanceof Integer || v instanceof Short || v instanceof Byte) {
            return ((Number) v).longValue();
        }
        throw wrong(name, "an integer", v);
    }

    double number(String name, double dflt) {
        Object v = values.get(name);
        if (v == null) {
            return dflt;
        }
        if (v instanceof Number) {
            return ((Number) v).doubleValue();
        }
        throw wrong(name, "a number", v);
    }

    String string(String name, String dflt) {
        Object v = values.get(name);
        if (v == null) {
            return dflt;
        }
        if (v instanceof String) {
            return (String) v;
        }
        throw wrong(name, "a string", v);
    }

    /** A module, or null when not given. */
    Module module(String name) {
        Object v = values.get(name);
        if (v == null || v instanceof Module) {
            return (Module) v;
        }
        throw wrong(name, "a module", v);
    }

    private IllegalArgumentException wrong(String name, String want, Object got) {
        return new IllegalArgumentException(layer + ": " + name + " must be " + want + ", got " + got.getClass().getSimpleName()
                + " " + got);
    }
}
