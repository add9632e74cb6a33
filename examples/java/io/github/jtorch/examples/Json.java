package io.github.jtorch.examples;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The little JSON the inference service example needs, by hand so the example adds no
 * dependency: {@link #parse} reads any JSON text into Maps, Lists, Doubles, Strings, Booleans
 * and null; {@link #numbers} writes numbers and nested arrays of them.
 */
public final class Json {
    private final String text;
    private int at;

    private Json(String text) {
        this.text = text;
    }

    /** The value {@code text} holds; IllegalArgumentException saying where it is not JSON. */
    public static Object parse(String text) {
        Json p = new Json(text);
        Object value = p.value();
        p.space();
        if (p.at != text.length()) {
            throw p.error("text after the value");
        }
        return value;
    }

    /** {@code value} (a Number, a float[], a long[], or a List of these) as JSON; NaN and infinities as null. */
    public static String numbers(Object value) {
        StringBuilder out = new StringBuilder();
        write(out, value);
        return out.toString();
    }

    private static void write(StringBuilder out, Object value) {
        if (value instanceof float[]) {
            float[] a = (float[]) value;
            out.append('[');
            for (int i = 0; i < a.length; i++) {
                out.append(i == 0 ? "" : ",").append(Float.isFinite(a[i]) ? Float.toString(a[i]) : "null");
            }
            out.append(']');
        } else if (value instanceof long[]) {
            long[] a = (long[]) value;
            out.append('[');
            for (int i = 0; i < a.length; i++) {
                out.append(i == 0 ? "" : ",").append(a[i]);
            }
            out.append(']');
        } else if (value instanceof List) {
            out.append('[');
            String sep = "";
            for (Object o : (List<?>) value) {
                out.append(sep);
                write(out, o);
                sep = ",";
            }
            out.append(']');
        } else if (value instanceof Number) {
            double d = ((Number) value).doubleValue();
            out.append(Double.isFinite(d) ? value.toString() : "null");
        } else {
            throw new IllegalArgumentException("not a number or an array of numbers: " + value);
        }
    }

    /** {@code s} as a JSON string, quoted and escaped. */
    public static String string(String s) {
        StringBuilder out = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c < 0x20) {
                out.append(String.format("\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.append('"').toString();
    }

    private IllegalArgumentException error(String what) {
        return new IllegalArgumentException("not JSON: " + what + " at character " + at);
    }

    private void space() {
        while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
            at++;
        }
    }

    private boolean eat(char c) {
        space();
        if (at < text.length() && text.charAt(at) == c) {
            at++;
            return true;
        }
        return false;
    }

    private void expect(char c) {
        if (!eat(c)) {
            throw error("'" + c + "' expected");
        }
    }

    private Object value() {
        space();
        if (at >= text.length()) {
            throw error("a value expected");
        }
        char c = text.charAt(at);
        if (c == '[') {
            at++;
            List<Object> list = new ArrayList<>();
            if (!eat(']')) {
                do {
                    list.add(value());
                } while (eat(','));
                expect(']');
            }
            return Collections.unmodifiableList(list);
        }
        if (c == '{') {
            at++;
            Map<String, Object> map = new LinkedHashMap<>();
            if (!eat('}')) {
                do {
                    space();
                    String key = string();
                    expect(':');
                    map.put(key, value());
                } while (eat(','));
                expect('}');
            }
            return Collections.unmodifiableMap(map);
        }
        if (c == '"') {
            return string();
        }
        for (String word : new String[] {"true", "false", "null"}) {
            if (text.startsWith(word, at)) {
                at += word.length();
                return word.equals("null") ? null : Boolean.valueOf(word);
            }
        }
        int start = at;
        while (at < text.length() && "+-.eE0123456789".indexOf(text.charAt(at)) >= 0) {
            at++;
        }
        try {
            return Double.valueOf(text.substring(start, at));
        } catch (NumberFormatException e) {
            at = start;
            throw error("a value expected");
        }
    }

    private String string() {
        if (at >= text.length() || text.charAt(at) != '"') {
            throw error("a string expected");
        }
        StringBuilder out = new StringBuilder();
        for (at++; at < text.length(); at++) {
            char c = text.charAt(at);
            if (c == '"') {
                at++;
                return out.toString();
            }
            if (c == '\\' && at + 1 < text.length()) {
                char e = text.charAt(++at);
                if (e == 'u' && at + 4 < text.length()) {
                    out.append((char) Integer.parseInt(text.substring(at + 1, at + 5), 16));
                    at += 4;
                } else {
                    out.append(e == 'n' ? '\n' : e == 't' ? '\t' : e == 'r' ? '\r' : e == 'b' ? '\b' : e == 'f' ? '\f' : e);
                }
            } else {
                out.append(c);
            }
        }
        throw error("an unterminated string");
    }
}
