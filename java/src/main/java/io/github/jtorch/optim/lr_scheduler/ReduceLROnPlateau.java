package io.github.jtorch.optim.lr_scheduler;

import io.github.jtorch.optim.Optimizer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * PyTorch's {@code ReduceLROnPlateau}: multiplies each group's learning rate by
 * {@code factor} (not below its {@code min_lr}) once a metric has not improved for more than
 * {@code patience} epochs, then waits {@code cooldown} epochs before counting again. Step it
 * with the metric, {@link #step(double)}, after each validation; it has no initial step.
 *
 * <p>Options, by PyTorch's names and with its defaults: {@code mode} "min" or "max" ("min");
 * {@code factor} in [0, 1) (0.1); {@code patience} 10; {@code threshold} 1e-4;
 * {@code threshold_mode} "rel" or "abs" ("rel"); {@code cooldown} 0; {@code min_lr} a number
 * or a list with one per group (0); {@code eps} 1e-8 (a change smaller than it is skipped).
 */
public class ReduceLROnPlateau extends LRScheduler {
    private static final Set<String> OPTIONS = Set.of("mode", "factor", "patience", "threshold", "threshold_mode",
            "cooldown", "min_lr", "eps");

    private double factor;
    private Double defaultMinLr;
    private List<Double> minLrs;
    private int patience;
    private int cooldown;
    private double eps;
    private String mode;
    private double threshold;
    private String thresholdMode;
    private double modeWorse;
    private double best;
    private int cooldownCounter;
    private int numBadEpochs;

    /** ReduceLROnPlateau with PyTorch's defaults. */
    public ReduceLROnPlateau(Optimizer optimizer) {
        this(optimizer, null);
    }

    public ReduceLROnPlateau(Optimizer optimizer, Map<String, ?> options) {
        super(optimizer, "ReduceLROnPlateau");
        Map<String, ?> o = options(name, options, OPTIONS);
        factor = factor(get(o, "factor", 0.1));
        Object minLr = get(o, "min_lr", 0.0);
        minLrs = perGroup("min_lr", minLr);
        defaultMinLr = minLr instanceof Number ? minLrs.get(0) : null;
        patience = count("patience", get(o, "patience", 10));
        cooldown = count("cooldown", get(o, "cooldown", 0));
        eps = nonNegative("eps", get(o, "eps", 1e-8));
        lastEpoch = 0;
        lastLr = currentLrs();
        initIsBetter(get(o, "mode", "min"), number("threshold", get(o, "threshold", 1e-4)),
                get(o, "threshold_mode", "rel"));
        reset();
    }

    private double factor(Object v) {
        double f = number("factor", v);
        if (f >= 1.0 || f < 0) {
            throw bad("factor should be < 1.0 and not negative, got " + f);
        }
        return f;
    }

    private int count(String what, Object v) {
        int n = integer(what, v);
        if (n < 0) {
            throw bad(what + " must not be negative, got " + n);
        }
        return n;
    }

    private void initIsBetter(Object mode, double threshold, Object thresholdMode) {
        if (!"min".equals(mode) && !"max".equals(mode)) {
            throw bad("mode " + show(mode) + " is unknown; it is \"min\" or \"max\"");
        }
        if (!"rel".equals(thresholdMode) && !"abs".equals(thresholdMode)) {
            throw bad("threshold mode " + show(thresholdMode) + " is unknown; it is \"rel\" or \"abs\"");
        }
        this.modeWorse = mode.equals("min") ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY;
        this.mode = (String) mode;
        this.threshold = threshold;
        this.thresholdMode = (String) thresholdMode;
    }

    private void reset() {
        best = modeWorse;
        cooldownCounter = 0;
        numBadEpochs = 0;
    }

    /** Not for this scheduler: it needs the metric, {@link #step(double)}. */
    @Override
    public void step() {
        throw bad("step needs the metric: call step(metric)");
    }

    /** Records the epoch's {@code metric} and reduces the learning rates after a plateau. */
    public void step(double metric) {
        double current = metric;
        int epoch = lastEpoch + 1;
        lastEpoch = epoch;
        if (isBetter(current, best)) {
            best = current;
            numBadEpochs = 0;
        } else {
            numBadEpochs++;
        }
        if (cooldownCounter > 0) {
            cooldownCounter--;
            numBadEpochs = 0; // bad epochs in the cooldown do not count
        }
        if (numBadEpochs > patience) {
            reduceLr();
            cooldownCounter = cooldown;
            numBadEpochs = 0;
        }
        lastLr = currentLrs();
    }

    private void reduceLr() {
        for (int g = 0; g < optimizer.groupCount(); g++) {
            double oldLr = optimizer.learningRate(g);
            double newLr = Math.max(oldLr * factor, minLrs.get(g));
            if (oldLr - newLr > eps) {
                optimizer.setLearningRate(g, newLr);
            }
        }
    }

    private boolean isBetter(double a, double best) {
        if (mode.equals("min") && thresholdMode.equals("rel")) {
            return a < best * (1.0 - threshold);
        } else if (mode.equals("min")) {
            return a < best - threshold;
        } else if (thresholdMode.equals("rel")) {
            return a > best * (threshold + 1.0);
        }
        return a > best + threshold;
    }

    @Override
    protected List<Double> getLr() {
        return currentLrs();
    }

    /** PyTorch's fields: no base_lrs, _step_count or _is_initial here. */
    @Override
    public Map<String, Object> stateDict() {
        Map<String, Object> out = new java.util.LinkedHashMap<>();
        saveSettings(out);
        return out;
    }

    @Override
    protected void saveSettings(Map<String, Object> out) {
        out.put("factor", factor);
        out.put("default_min_lr", defaultMinLr);
        out.put("min_lrs", List.copyOf(minLrs));
        out.put("patience", patience);
        out.put("cooldown", cooldown);
        out.put("eps", eps);
        out.put("last_epoch", lastEpoch);
        out.put("_last_lr", List.copyOf(lastLr));
        out.put("mode_worse", modeWorse);
        out.put("mode", mode);
        out.put("threshold", threshold);
        out.put("threshold_mode", thresholdMode);
        out.put("best", best);
        out.put("cooldown_counter", cooldownCounter);
        out.put("num_bad_epochs", numBadEpochs);
    }

    @Override
    protected boolean loadField(String key, Object value) {
        switch (key) {
            case "factor":
                factor = factor(value);
                return true;
            case "default_min_lr":
                defaultMinLr = value == null ? null : nonNegative(key, value);
                return true;
            case "min_lrs":
                minLrs = new ArrayList<>(doubles(key, value, optimizer.groupCount()));
                return true;
            case "patience":
                patience = count(key, value);
                return true;
            case "cooldown":
                cooldown = count(key, value);
                return true;
            case "eps":
                eps = nonNegative(key, value);
                return true;
            case "mode":
                mode = string(key, value);
                return true;
            case "threshold":
                threshold = number(key, value);
                return true;
            case "threshold_mode":
                thresholdMode = string(key, value);
                return true;
            case "mode_worse":
            case "best":
                // infinite at the start
                if (!(value instanceof Number) || Double.isNaN(((Number) value).doubleValue())) {
                    throw bad(key + " must be a number, got " + show(value));
                }
                if (key.equals("best")) {
                    best = ((Number) value).doubleValue();
                } else {
                    modeWorse = ((Number) value).doubleValue();
                }
                return true;
            case "cooldown_counter":
                cooldownCounter = integer(key, value);
                return true;
            case "num_bad_epochs":
                numBadEpochs = integer(key, value);
                return true;
            case "last_epoch":
            case "_last_lr":
                return super.loadField(key, value);
            default:
                return false;
        }
    }

    /** As PyTorch's load_state_dict: mode and threshold checked again (and mode_worse set from mode). */
    @Override
    protected void checkLoaded() {
        initIsBetter(mode, threshold, thresholdMode);
    }

    /** The per-group floor of the learning rates (PyTorch's {@code min_lrs}). */
    public List<Double> minLrs() {
        return Collections.unmodifiableList(minLrs);
    }
}
