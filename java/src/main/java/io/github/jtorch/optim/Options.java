package io.github.jtorch.optim;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Options to and from the text they cross JNI as (see {@link io.github.jtorch.OptimizerHandle}).
 */
final class Options {
    private Options() {}

    /** {@code options} as text; IllegalArgumentException for a value of no option's type. */
    static String encode(Map<String, ?> options) {
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, ?> e : options.entrySet()) {
            String name = e.getKey();
            if (name == null || name.isEmpty() || name.contains(";") || name.contains("=")) {
                throw new IllegalArgumentException("an option name must be a name such as \"lr\", got " + name);
            }
            if (sb.length() > 0) {
                sb.append(';');
            }
            sb.append(name).append('=').append(value(name, e.getValue()));
        }
        return sb.toString();
    }

    static String value(String name, Object v) {
        if (v instanceof Boolean) {
            return v.toString();
        }
        if (v instanceof Number) {
            return Double.toString(((Number) v).doubleValue());
        }
        double[] pair = null;
        if (v instanceof double[]) {
            pair = (double[]) v;
        } else if (v instanceof float[]) {
            float[] f = (float[]) v;
            pair = new double[f.length];
            for (int i = 0; i < f.length; i++) {
                pair[i] = f[i];
            }
        } else if (v instanceof List<?> && ((List<?>) v).stream().allMatch(x -> x instanceof Number)) {
            pair = ((List<?>) v).stream().mapToDouble(x -> ((Number) x).doubleValue()).toArray();
        }
        if (pair != null && pair.length == 2) {
            return pair[0] + "," + pair[1];
        }
        throw new IllegalArgumentException("option " + name + " must be a number, a boolean or two numbers (betas), got "
                + (v == null ? "null" : v + " (" + v.getClass().getName() + ")"));
    }

    /** The options text {@code spec} as a map: Double, Boolean, or a List of two Doubles. */
    static Map<String, Object> decode(String spec) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (String pair : spec.split(";")) {
            if (pair.isEmpty()) {
                continue;
            }
            int eq = pair.indexOf('=');
            String name = pair.substring(0, eq);
            String v = pair.substring(eq + 1);
            if (v.equals("true") || v.equals("false")) {
                out.put(name, Boolean.valueOf(v));
            } else if (v.contains(",")) {
                String[] ab = v.split(",");
                out.put(name, List.of(Double.parseDouble(ab[0]), Double.parseDouble(ab[1])));
            } else {
                out.put(name, Double.parseDouble(v));
            }
        }
        return out;
    }
}
