package io.github.jtorch.optim.lr_scheduler;

import io.github.jtorch.optim.Optimizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * PyTorch's {@code CosineAnnealingLR}: anneals each group's learning rate from its base to
 * {@code eta_min} along half a cosine over {@code T_max} epochs, and back up over the next
 * {@code T_max} (PyTorch's recursive form, which step() follows). {@code T_max} must be a
 * positive integer and {@code eta_min} not negative.
 */
public class CosineAnnealingLR extends LRScheduler {
    private int tMax;
    private double etaMin;

    /** CosineAnnealingLR down to PyTorch's default eta_min, 0. */
    public CosineAnnealingLR(Optimizer optimizer, int tMax) {
        this(optimizer, tMax, 0.0);
    }

    public CosineAnnealingLR(Optimizer optimizer, int tMax, double etaMin) {
        super(optimizer, "CosineAnnealingLR");
        this.tMax = positive(tMax);
        this.etaMin = nonNegative("eta_min", etaMin);
        start();
    }

    private int positive(int t) {
        if (t <= 0) {
            throw bad("T_max must be a positive integer, got " + t);
        }
        return t;
    }

    @Override
    protected List<Double> getLr() {
        List<Double> lrs = currentLrs();
        List<Double> out = new ArrayList<>();
        if (isInitial) {
            return lrs;
        } else if (stepCount == 1 && lastEpoch > 0) {
            for (double base : baseLrs) {
                out.add(etaMin + (base - etaMin) * (1 + Math.cos(lastEpoch * Math.PI / tMax)) / 2);
            }
        } else if (Math.floorMod(lastEpoch - 1 - tMax, 2 * tMax) == 0) {
            for (int g = 0; g < lrs.size(); g++) {
                out.add(lrs.get(g) + (baseLrs.get(g) - etaMin) * (1 - Math.cos(Math.PI / tMax)) / 2);
            }
        } else {
            for (double lr : lrs) {
                out.add((1 + Math.cos(Math.PI * lastEpoch / tMax)) / (1 + Math.cos(Math.PI * (lastEpoch - 1) / tMax))
                        * (lr - etaMin) + etaMin);
            }
        }
        return out;
    }

    @Override
    protected List<Double> closedFormLr() {
        List<Double> out = new ArrayList<>();
        for (double base : baseLrs) {
            out.add(etaMin + (base - etaMin) * (1 + Math.cos(Math.PI * lastEpoch / tMax)) / 2);
        }
        return out;
    }

    @Override
    protected void saveSettings(Map<String, Object> out) {
        out.put("T_max", tMax);
        out.put("eta_min", etaMin);
    }

    @Override
    protected boolean loadField(String key, Object value) {
        switch (key) {
            case "T_max":
                tMax = positive(integer(key, value));
                return true;
            case "eta_min":
                etaMin = nonNegative(key, value);
                return true;
            default:
                return super.loadField(key, value);
        }
    }
}
