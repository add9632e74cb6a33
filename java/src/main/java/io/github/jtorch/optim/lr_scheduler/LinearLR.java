package io.github.jtorch.optim.lr_scheduler;

import io.github.jtorch.optim.Optimizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * PyTorch's {@code LinearLR}: scales each group's learning rate by a factor going linearly
 * from {@code start_factor} (in (0, 1]) to {@code end_factor} (in [0, 1]) over
 * {@code total_iters} (a positive integer) epochs, then keeps it.
 */
public class LinearLR extends LRScheduler {
    private double startFactor;
    private double endFactor;
    private int totalIters;

    /** LinearLR with PyTorch's defaults: from 1/3 to 1 over 5 epochs. */
    public LinearLR(Optimizer optimizer) {
        this(optimizer, 1.0 / 3, 1.0, 5);
    }

    public LinearLR(Optimizer optimizer, double startFactor, double endFactor, int totalIters) {
        super(optimizer, "LinearLR");
        this.startFactor = checkStart(startFactor);
        this.endFactor = checkEnd(endFactor);
        this.totalIters = iters(totalIters);
        start();
    }

    private double checkStart(double f) {
        if (!(f > 0 && f <= 1)) {
            throw bad("start_factor must be greater than 0 and at most 1, got " + f);
        }
        return f;
    }

    private double checkEnd(double f) {
        if (!(f >= 0 && f <= 1)) {
            throw bad("end_factor must be between 0 and 1, got " + f);
        }
        return f;
    }

    private int iters(int n) {
        if (n <= 0) {
            throw bad("total_iters must be a positive integer, got " + n);
        }
        return n;
    }

    @Override
    protected List<Double> getLr() {
        List<Double> lrs = currentLrs();
        List<Double> out = new ArrayList<>();
        if (lastEpoch == 0) {
            for (double lr : lrs) {
                out.add(lr * startFactor);
            }
            return out;
        }
        if (isInitial || lastEpoch > totalIters) {
            return lrs;
        }
        for (double lr : lrs) {
            out.add(lr * (1.0 + (endFactor - startFactor)
                    / (totalIters * startFactor + (lastEpoch - 1) * (endFactor - startFactor))));
        }
        return out;
    }

    @Override
    protected List<Double> closedFormLr() {
        List<Double> out = new ArrayList<>();
        for (double base : baseLrs) {
            out.add(base * (startFactor + (endFactor - startFactor) * Math.min(totalIters, lastEpoch) / totalIters));
        }
        return out;
    }

    @Override
    protected void saveSettings(Map<String, Object> out) {
        out.put("start_factor", startFactor);
        out.put("end_factor", endFactor);
        out.put("total_iters", totalIters);
    }

    @Override
    protected boolean loadField(String key, Object value) {
        switch (key) {
            case "start_factor":
                startFactor = checkStart(number(key, value));
                return true;
            case "end_factor":
                endFactor = checkEnd(number(key, value));
                return true;
            case "total_iters":
                totalIters = iters(integer(key, value));
                return true;
            default:
                return super.loadField(key, value);
        }
    }
}
