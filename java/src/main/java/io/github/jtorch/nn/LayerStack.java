package io.github.jtorch.nn;

import io.github.jtorch.Autograd;
import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * PyTorch's {@code ModuleList} as the transformer stacks hold their layers: children named
 * 0, 1, ... so that state-dict names read {@code layers.0.linear1.weight}. It has no forward
 * pass of its own.
 */
final class LayerStack<M extends Module> extends Module {
    private final List<M> layers = new ArrayList<>();

    void add(M m) {
        layers.add(child(Integer.toString(layers.size()), m));
    }

    List<M> list() {
        return layers;
    }

    @Override
    public Tensor forward(Tensor input) {
        throw new IllegalArgumentException("a ModuleList has no forward pass");
    }

    /** Copies {@code from}'s parameters and buffers into {@code to}'s (same names and shapes), and its training mode. */
    static <T extends Module> T copyState(Module from, T to) {
        Map<String, Tensor> src = from.stateDict();
        try (Autograd.NoGrad g = Autograd.noGrad()) {
            to.stateDict().forEach((k, t) -> Ops.copyInPlace(t, src.get(k)));
        }
        if (!from.isTraining()) {
            to.eval();
        }
        return to;
    }

    @Override
    protected String describe() {
        StringBuilder s = new StringBuilder("ModuleList[");
        for (int i = 0; i < layers.size(); i++) {
            s.append(i == 0 ? "" : ", ").append(describeChild(layers.get(i)));
        }
        return s.append(']').toString();
    }
}
