package io.github.jtorch.nn;

import io.github.jtorch.Tensor;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * PyTorch's {@code nn.ModuleList}: modules held in a list, children named 0, 1, 2, ... (state
 * dict keys {@code 0.weight}, ...), trained, moved, saved and released with the module that
 * holds it. It has no forward pass of its own: call its modules.
 */
public final class ModuleList extends Module implements Iterable<Module> {
    private final List<Module> modules = new ArrayList<>();

    public ModuleList(Module... modules) {
        this(Arrays.asList(modules));
    }

    public ModuleList(List<? extends Module> modules) {
        for (Module m : modules) {
            append(m);
        }
    }

    /** Adds {@code m} at the end, as child {@code size()}. Returns this. */
    public ModuleList append(Module m) {
        if (m == null) {
            throw new NullPointerException("ModuleList: module " + modules.size() + " is null");
        }
        modules.add(child(Integer.toString(modules.size()), m));
        return this;
    }

    /**
     * The module at {@code index}; a negative index counts from the end, as in Python.
     *
     * @throws IllegalArgumentException when the index is out of range
     */
    public Module get(int index) {
        int i = index < 0 ? index + modules.size() : index;
        if (i < 0 || i >= modules.size()) {
            throw new IllegalArgumentException("ModuleList: index " + index + " is out of range for " + modules.size()
                    + " modules");
        }
        return modules.get(i);
    }

    public int size() {
        return modules.size();
    }

    /** The modules held, in order (a copy). */
    public List<Module> asList() {
        return List.copyOf(modules);
    }

    /** The modules held, in order, as Python iterates a ModuleList. */
    @Override
    public java.util.Iterator<Module> iterator() {
        return asList().iterator();
    }

    /** Throws IllegalStateException: a ModuleList has no forward pass; call its modules. */
    @Override
    public Tensor forward(Tensor input) {
        throw new IllegalStateException("ModuleList has no forward pass: call its modules");
    }

    @Override
    protected String describe() {
        return "ModuleList" + modules.stream().map(Module::describeChild).collect(Collectors.toList());
    }
}
