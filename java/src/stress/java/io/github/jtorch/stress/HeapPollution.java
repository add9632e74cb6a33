package io.github.jtorch.stress;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Proxy;
import java.lang.reflect.Type;
import java.util.Map;

/**
 * Whether a value breaks the generic type of the parameter it is passed for, which only
 * unchecked code can do in Java (and any Clojure caller can): a collection holding elements of
 * another type, or a callback whose result type the JVM cannot check.
 */
final class HeapPollution {
    private HeapPollution() {}

    static boolean of(Object value, Type declared) {
        if (value == null) {
            return false;
        }
        if (Proxy.isProxyClass(value.getClass())) {
            return true; // our callbacks return whatever their behaviour makes
        }
        if (!(declared instanceof ParameterizedType)) {
            return false;
        }
        Type[] args = ((ParameterizedType) declared).getActualTypeArguments();
        if (value instanceof Map && args.length == 2) {
            for (Map.Entry<?, ?> e : ((Map<?, ?>) value).entrySet()) {
                if (!fits(e.getKey(), args[0]) || !fits(e.getValue(), args[1])) {
                    return true;
                }
            }
            return false;
        }
        if (value instanceof Iterable && args.length == 1) {
            for (Object o : (Iterable<?>) value) {
                if (!fits(o, args[0])) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean fits(Object element, Type t) {
        if (element == null) {
            return true;
        }
        if (t instanceof java.lang.reflect.WildcardType) {
            t = ((java.lang.reflect.WildcardType) t).getUpperBounds()[0];
        }
        Type raw = t instanceof ParameterizedType ? ((ParameterizedType) t).getRawType() : t;
        return !(raw instanceof Class) || ((Class<?>) raw).isInstance(element);
    }
}
