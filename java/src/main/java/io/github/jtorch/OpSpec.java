package io.github.jtorch;

import java.util.List;

/**
 * One row of the native op table: its index, PyTorch name, argument family
 * (one letter per argument: T tensor, S number, L integer list, B boolean,
 * D dtype, V device), argument names and doc line.
 */
public final class OpSpec {
    public final int index;
    public final String name;
    public final String family;
    public final List<String> args;
    public final String doc;

    OpSpec(int index, String name, String family, List<String> args, String doc) {
        this.index = index;
        this.name = name;
        this.family = family;
        this.args = args;
        this.doc = doc;
    }

    @Override
    public String toString() {
        return name + "(" + String.join(", ", args) + ") [" + family + "]";
    }
}
