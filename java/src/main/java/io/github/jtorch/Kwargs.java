package io.github.jtorch;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Keyword arguments of an operator call, by PyTorch's argument names: give it as the last
 * argument of {@link Dispatcher#call(String, Object...)} or of an {@link Dispatcher.Op}'s call.
 * Names may be written as PyTorch writes them ({@code "elementwise_affine"}) or in camelCase
 * ({@code "elementwiseAffine"}); values take the same types as positional arguments.
 *
 * <pre>{@code Dispatcher.call("layer_norm", x, new long[] {64}, Kwargs.of("eps", 1e-6)); }</pre>
 */
public final class Kwargs {
    private final Map<String, Object> values = new LinkedHashMap<>();

    /** Keyword arguments from name, value pairs: {@code Kwargs.of("dim", 1, "keepdim", true)}. */
    public static Kwargs of(Object... namesAndValues) {
        if (namesAndValues.length % 2 != 0) {
            throw new IllegalArgumentException("Kwargs.of takes name, value pairs; got " + namesAndValues.length + " items");
        }
        Kwargs k = new Kwargs();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            if (!(namesAndValues[i] instanceof String)) {
                throw new IllegalArgumentException("Kwargs.of: a name must be a String, got " + namesAndValues[i]);
            }
            k.put((String) namesAndValues[i], namesAndValues[i + 1]);
        }
        return k;
    }

    /** Keyword arguments from a map of names to values. */
    public static Kwargs of(Map<String, ?> map) {
        Kwargs k = new Kwargs();
        map.forEach(k::put);
        return k;
    }

    /** Adds one; a name given twice is an {@link IllegalArgumentException}. Returns this. */
    public Kwargs put(String name, Object value) {
        String snake = snakeCase(name);
        if (values.containsKey(snake)) {
            throw new IllegalArgumentException("keyword " + snake + " given twice");
        }
        values.put(snake, value);
        return this;
    }

    /** The arguments by their PyTorch names, in the order given. */
    public Map<String, Object> asMap() {
        return Collections.unmodifiableMap(values);
    }

    /** {@code elementwiseAffine} as PyTorch names it: {@code elementwise_affine}. */
    static String snakeCase(String name) {
        if (name == null || name.isEmpty()) {
            throw new IllegalArgumentException("a keyword argument needs a name");
        }
        StringBuilder b = new StringBuilder(name.length() + 4);
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (Character.isUpperCase(c)) {
                if (i > 0) {
                    b.append('_');
                }
                b.append(Character.toLowerCase(c));
            } else {
                b.append(c == '-' ? '_' : c);
            }
        }
        return b.toString();
    }

    @Override
    public String toString() {
        return "Kwargs" + values;
    }
}
