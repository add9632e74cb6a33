package io.github.jtorch.optim.lr_scheduler;

import io.github.jtorch.optim.Optimizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * PyTorch's {@code StepLR}: multiplies each group's learning rate by {@code gamma} every
 * {@code step_size} epochs. {@code step_size} must be a positive integer and {@code gamma}
 * not negative.
 */
public class StepLR extends LRScheduler {
    private int stepSize;
    private double gamma;

    /** StepLR with PyTorch's default gamma, 0.1. */
    public StepLR(Optimizer optimizer, int stepSize) {
        this(optimizer, stepSize, 0.1);
    }

    public StepLR(Optimizer optimizer, int stepSize, double gamma) {
        super(optimizer, "StepLR");
        this.stepSize = positive(stepSize);
        this.gamma = nonNegative("gamma", gamma);
        start();
    }

    private int positive(int stepSize) {
        if (stepSize <= 0) {
            throw bad("step_size must be a positive integer, got " + stepSize);
        }
        return stepSize;
    }

    @Override
    protected List<Double> getLr() {
        if (lastEpoch == 0 || Math.floorMod(lastEpoch, stepSize) != 0) {
            return currentLrs();
        }
        List<Double> out = new ArrayList<>();
        for (double lr : currentLrs()) {
            out.add(lr * gamma);
        }
        return out;
    }

    @Override
    protected List<Double> closedFormLr() {
        List<Double> out = new ArrayList<>();
        for (double base : baseLrs) {
            out.add(base * Math.pow(gamma, Math.floorDiv(lastEpoch, stepSize)));
        }
        return out;
    }

    @Override
    protected void saveSettings(Map<String, Object> out) {
        out.put("step_size", stepSize);
        out.put("gamma", gamma);
    }

    @Override
    protected boolean loadField(String key, Object value) {
        switch (key) {
            case "step_size":
                stepSize = positive(integer(key, value));
                return true;
            case "gamma":
                gamma = nonNegative(key, value);
                return true;
            default:
                return super.loadField(key, value);
        }
    }
}
