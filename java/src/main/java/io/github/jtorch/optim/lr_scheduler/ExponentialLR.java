package io.github.jtorch.optim.lr_scheduler;

import io.github.jtorch.optim.Optimizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** PyTorch's {@code ExponentialLR}: multiplies each group's learning rate by {@code gamma} (not negative) every epoch. */
public class ExponentialLR extends LRScheduler {
    private double gamma;

    public ExponentialLR(Optimizer optimizer, double gamma) {
        super(optimizer, "ExponentialLR");
        this.gamma = nonNegative("gamma", gamma);
        start();
    }

    @Override
    protected List<Double> getLr() {
        // the initial step keeps the learning rates, so a resumed run does not skip one
        if (isInitial) {
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
            out.add(base * Math.pow(gamma, lastEpoch));
        }
        return out;
    }

    @Override
    protected void saveSettings(Map<String, Object> out) {
        out.put("gamma", gamma);
    }

    @Override
    protected boolean loadField(String key, Object value) {
        if (key.equals("gamma")) {
            gamma = nonNegative(key, value);
            return true;
        }
        return super.loadField(key, value);
    }
}
