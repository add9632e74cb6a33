package io.github.jtorch;

import java.util.Locale;

/** Memory sizes written as text. Loads nothing: the loader reads its settings with it. */
final class MemorySize {
    private MemorySize() {}

    /**
     * Parses a byte count, or a number with a unit k, m, g or t (powers of 1024, upper or lower
     * case, optionally followed by b: {@code 512k}, {@code 64MB}, {@code 2g}); surrounding blanks
     * are ignored. IllegalArgumentException for anything else, a negative size, or one past
     * {@code Long.MAX_VALUE} bytes.
     */
    static long parse(String text) {
        if (text == null) {
            throw new IllegalArgumentException("not a memory size: null (examples: 1048576, 512k, 64m, 2g)");
        }
        String t = text.trim().toLowerCase(Locale.ROOT);
        long unit = 1;
        char last = t.isEmpty() ? ' ' : t.charAt(t.length() - 1);
        if (last == 'b') {
            t = t.substring(0, t.length() - 1);
            last = t.isEmpty() ? ' ' : t.charAt(t.length() - 1);
        }
        switch (last) {
            case 'k': unit = 1L << 10; break;
            case 'm': unit = 1L << 20; break;
            case 'g': unit = 1L << 30; break;
            case 't': unit = 1L << 40; break;
            default: unit = 1;
        }
        if (unit != 1) {
            t = t.substring(0, t.length() - 1);
        }
        String digits = t.trim();
        if (!digits.matches("[+-]?[0-9]+")) {
            throw new IllegalArgumentException("not a memory size: '" + text + "' (examples: 1048576, 512k, 64m, 2g)");
        }
        if (digits.startsWith("-") && !digits.matches("-0+")) {
            throw new IllegalArgumentException("a memory size cannot be negative: '" + text + "'");
        }
        try {
            return Math.multiplyExact(Long.parseLong(digits), unit);
        } catch (NumberFormatException | ArithmeticException e) {
            // Only digits here: too many of them.
            throw new IllegalArgumentException("memory size '" + text + "' is more than " + Long.MAX_VALUE + " bytes");
        }
    }
}
