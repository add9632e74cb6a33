package io.github.jtorch.nn;

import io.github.jtorch.Tensor;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * PyTorch's {@code nn.ModuleDict}: modules by name, in insertion order, each a child of that
 * name (state dict keys {@code name.weight}, ...). Names must be non-empty and hold no ".".
 * It has no forward pass of its own: call its modules.
 */
public final class ModuleDict extends Module {
    private final Map<String, Module> modules = new LinkedHashMap<>();

    public ModuleDict() {}

    public ModuleDict(Map<String, ? extends Module> modules) {
        modules.forEach(this::put);
    }

    /**
     * Adds or replaces the module named {@code name} (a replaced one keeps its place, as in
     * PyTorch). Returns this.
     */
    public ModuleDict put(String name, Module m) {
        if (name == null || name.isEmpty() || name.contains(".")) {
            throw new IllegalArgumentException("ModuleDict: a module name must be non-empty and hold no \".\", got "
                    + (name == null ? "null" : "\"" + name + "\""));
        }
        if (m == null) {
            throw new NullPointerException("ModuleDict: module \"" + name + "\" is null");
        }
        modules.put(name, modules.containsKey(name) ? replaceChild(name, m) : child(name, m));
        return this;
    }

    /** The module named {@code name}; IllegalArgumentException naming the keys when there is none. */
    public Module get(String name) {
        Module m = modules.get(name);
        if (m == null) {
            throw new IllegalArgumentException("ModuleDict has no module \"" + name + "\"; it has " + modules.keySet());
        }
        return m;
    }

    public boolean containsKey(String name) {
        return modules.containsKey(name);
    }

    public List<String> keys() {
        return new ArrayList<>(modules.keySet());
    }

    public int size() {
        return modules.size();
    }

    /** Throws IllegalStateException: a ModuleDict has no forward pass; call its modules. */
    @Override
    public Tensor forward(Tensor input) {
        throw new IllegalStateException("ModuleDict has no forward pass: call its modules");
    }

    @Override
    protected String describe() {
        StringBuilder s = new StringBuilder("ModuleDict{");
        String sep = "";
        for (Map.Entry<String, Module> e : modules.entrySet()) {
            s.append(sep).append(e.getKey()).append("=").append(Module.describeChild(e.getValue()));
            sep = ", ";
        }
        return s.append("}").toString();
    }
}
