package io.github.jtorch.nn;

import io.github.jtorch.Chain;
import io.github.jtorch.Tensor;
import io.github.jtorch.Torch;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Modules applied one after the other; children are named 0, 1, 2, ... Its forward pass runs
 * each stretch of layers that append themselves to a {@link Chain} ({@link
 * Module#appendTo(Chain)}) in one native call, whose in-between tensors are freed as soon as
 * the next layer has used them; any other layer runs on its own between those stretches.
 */
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
        // In a scope of its own: the outputs between the layers are freed here, not left
        // unscoped (to the GC) when the caller has no scope open.
        return Torch.withTorch(() -> run(input));
    }

    private Tensor run(Tensor input) {
        // Each stretch of layers that append themselves runs in one native call; a layer that
        // cannot runs on its own between them.
        Chain chain = new Chain();
        Tensor x = input;
        for (Module m : layers) {
            int before = chain.length();
            if (!m.appendTo(chain)) {
                chain.truncate(before);
                x = m.forward(chain.run(x));
                chain = new Chain();
            }
        }
        return chain.run(x);
    }

    @Override
    public boolean appendTo(Chain chain) {
        for (Module m : layers) {
            if (!m.appendTo(chain)) {
                return false;
            }
        }
        return true;
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
