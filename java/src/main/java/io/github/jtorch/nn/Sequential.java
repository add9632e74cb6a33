package io.github.jtorch.nn;

import io.github.jtorch.Tensor;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/** Modules applied one after the other; children are named 0, 1, 2, ... */
public final class Sequential extends Module {
    private final List<Module> layers;

    public Sequential(Module... layers) {
        // Arrays.asList, not List.of: a null layer gets the message below, not List.of's own.
        this(java.util.Arrays.asList(layers));
    }

    public Sequential(List<? extends Module> layers) {
        this.layers = new ArrayList<>();
        for (int i = 0; i < layers.size(); i++) {
            Module m = layers.get(i);
            if (m == null) {
                throw new NullPointerException("layer " + i + " is null");
            }
            this.layers.add(child(Integer.toString(i), m));
        }
    }

    @Override
    public Tensor forward(Tensor input) {
        Tensor x = input;
        for (Module m : layers) {
            x = m.forward(x);
        }
        return x;
    }

    public List<Module> layers() {
        return List.copyOf(layers);
    }

    @Override
    protected String describe() {
        // The layers' own descriptions: one released marker, for the whole model.
        return "Sequential" + layers.stream().map(Module::describeChild).collect(Collectors.toList());
    }
}
