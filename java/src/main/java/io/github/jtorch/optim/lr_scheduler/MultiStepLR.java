package io.github.jtorch.optim.lr_scheduler;

import io.github.jtorch.optim.Optimizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * PyTorch's {@code MultiStepLR}: multiplies each group's learning rate by {@code gamma} at
 * each epoch in {@code milestones}. The milestones must be increasing integers (as PyTorch's
 * documentation asks; its code also takes repeats, as a power of gamma) and {@code gamma} not
 * negative.
 */
public class MultiStepLR extends LRScheduler {
    private List<Integer> milestones;
    private double gamma;

    /** MultiStepLR with PyTorch's default gamma, 0.1. */
    public MultiStepLR(Optimizer optimizer, List<? extends Number> milestones) {
        this(optimizer, milestones, 0.1);
    }

    public MultiStepLR(Optimizer optimizer, List<? extends Number> milestones, double gamma) {
        super(optimizer, "MultiStepLR");
        this.milestones = increasing("milestones", milestones);
        this.gamma = nonNegative("gamma", gamma);
        start();
    }

    @Override
    protected List<Double> getLr() {
        if (!milestones.contains(lastEpoch)) {
            return currentLrs();
        }
        List<Double> out = new ArrayList<>();
        for (double lr : currentLrs()) {
            out.add(lr * gamma); // gamma ** 1: each milestone appears once
        }
        return out;
    }

    @Override
    protected List<Double> closedFormLr() {
        List<Double> out = new ArrayList<>();
        for (double base : baseLrs) {
            out.add(base * Math.pow(gamma, bisectRight(milestones, lastEpoch)));
        }
        return out;
    }

    @Override
    protected void saveSettings(Map<String, Object> out) {
        out.put("milestones", List.copyOf(milestones));
        out.put("gamma", gamma);
    }

    @Override
    protected boolean loadField(String key, Object value) {
        switch (key) {
            case "milestones":
                milestones = increasing(key, value);
                return true;
            case "gamma":
                gamma = nonNegative(key, value);
                return true;
            default:
                return super.loadField(key, value);
        }
    }
}
