package io.github.jtorch;

import java.util.List;

/**
 * One row of the native op table: its index, PyTorch name, argument letters (T tensor,
 * O optional tensor, X tensor list, S number, Q optional number, I integer, B boolean
 * (false when left out), Y boolean (true when left out), L integer list, D dtype, V device), return letter (T tensor, X list of tensors,
 * N tensor or null, U nothing), whether it goes through the general entry point, how many
 * leading arguments every call gives (the rest may be left out, each taking its default), the
 * argument names and the doc line.
 */
public final class OpSpec {
    public final int index;
    public final String name;
    public final String family;
    public final char returns;
    public final boolean general;
    /** Arguments every call gives; the trailing ones after them may be left out. */
    public final int required;
    public final List<String> args;
    public final String doc;

    OpSpec(int index, String name, String family, char returns, boolean general, int required, List<String> args, String doc) {
        this.index = index;
        this.name = name;
        this.family = family;
        this.returns = returns;
        this.general = general;
        this.required = required;
        this.args = args;
        this.doc = doc;
    }

    @Override
    public String toString() {
        return name + "(" + String.join(", ", args) + ") [" + family + " -> " + returns + "]";
    }
}
