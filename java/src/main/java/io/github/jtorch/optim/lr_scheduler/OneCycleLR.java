package io.github.jtorch.optim.lr_scheduler;

import io.github.jtorch.optim.Optimizer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * PyTorch's {@code OneCycleLR}: the 1cycle policy, stepped once per batch. Each group's
 * learning rate rises from {@code max_lr / div_factor} to {@code max_lr} over the first
 * {@code pct_start} of the steps, then anneals to {@code initial_lr / final_div_factor}; with
 * {@code three_phase} it comes back down to the initial learning rate first, symmetrically. With
 * {@code cycle_momentum} the momentum moves the other way between {@code max_momentum} and
 * {@code base_momentum}: SGD's and RMSprop's {@code "momentum"}, Adam's and AdamW's beta1
 * (the first of {@code "betas"}).
 *
 * <p>Options, by PyTorch's names and with its defaults: {@code total_steps}, or
 * {@code epochs} and {@code steps_per_epoch} (one of the two is required); {@code pct_start}
 * 0.3; {@code anneal_strategy} "cos" or "linear" ("cos"); {@code cycle_momentum} true;
 * {@code base_momentum} 0.85 and {@code max_momentum} 0.95 (a number, or a list with one per
 * group); {@code div_factor} 25; {@code final_div_factor} 1e4; {@code three_phase} false.
 * Stepping more than {@code total_steps} times throws {@link IllegalStateException}, as
 * PyTorch's raises. The step that sets epoch {@code total_steps} (which PyTorch allows) goes
 * past {@code min_lr}; with linear annealing below zero, a learning rate jtorch's optimizers
 * refuse ({@link IllegalArgumentException} "Invalid learning rate").
 */
public class OneCycleLR extends LRScheduler {
    private static final Set<String> OPTIONS = Set.of("total_steps", "epochs", "steps_per_epoch", "pct_start",
            "anneal_strategy", "cycle_momentum", "base_momentum", "max_momentum", "div_factor", "final_div_factor",
            "three_phase");
    private static final Set<String> GROUP_VALUES = Set.of("initial_lr", "max_lr", "min_lr", "max_momentum",
            "base_momentum");

    /** One of PyTorch's {@code _schedule_phases}: where it ends and the group values it goes between. */
    private static final class Phase {
        final double endStep;
        final String startLr;
        final String endLr;
        final String startMomentum;
        final String endMomentum;

        Phase(double endStep, String startLr, String endLr, String startMomentum, String endMomentum) {
            this.endStep = endStep;
            this.startLr = startLr;
            this.endLr = endLr;
            this.startMomentum = startMomentum;
            this.endMomentum = endMomentum;
        }
    }

    private int totalSteps;
    private List<Phase> phases;
    private String annealFuncType;
    private boolean cycleMomentum;
    private boolean useBeta1;
    /** What PyTorch keeps in the param groups: initial_lr, max_lr, min_lr, max_momentum, base_momentum. */
    private final Map<String, List<Double>> groupValues = new LinkedHashMap<>();

    /** OneCycleLR up to {@code maxLr} in every group. */
    public OneCycleLR(Optimizer optimizer, double maxLr, Map<String, ?> options) {
        this(optimizer, (Object) maxLr, options);
    }

    /** OneCycleLR up to {@code maxLrs.get(g)} in group g. */
    public OneCycleLR(Optimizer optimizer, List<? extends Number> maxLrs, Map<String, ?> options) {
        this(optimizer, (Object) maxLrs, options);
    }

    private OneCycleLR(Optimizer optimizer, Object maxLr, Map<String, ?> options) {
        super(optimizer, "OneCycleLR");
        Map<String, ?> o = options(name, options, OPTIONS);
        Object total = get(o, "total_steps", null);
        if (total != null) {
            totalSteps = integer("total_steps", total);
            if (totalSteps <= 0) {
                throw bad("expected a positive integer total_steps, got " + totalSteps);
            }
        } else if (get(o, "epochs", null) != null && get(o, "steps_per_epoch", null) != null) {
            int epochs = integer("epochs", o.get("epochs"));
            int perEpoch = integer("steps_per_epoch", o.get("steps_per_epoch"));
            if (epochs <= 0) {
                throw bad("expected a positive integer epochs, got " + epochs);
            }
            if (perEpoch <= 0) {
                throw bad("expected a positive integer steps_per_epoch, got " + perEpoch);
            }
            totalSteps = Math.multiplyExact(epochs, perEpoch);
        } else {
            throw bad("you must define either total_steps OR (epochs AND steps_per_epoch)");
        }
        double pctStart = number("pct_start", get(o, "pct_start", 0.3));
        if (pctStart < 0 || pctStart > 1) {
            throw bad("expected pct_start between 0 and 1, got " + pctStart);
        }
        phases = phases(flag("three_phase", get(o, "three_phase", false)), pctStart, totalSteps);
        annealFuncType = anneal(get(o, "anneal_strategy", "cos"));
        double divFactor = positive("div_factor", get(o, "div_factor", 25.0));
        double finalDivFactor = positive("final_div_factor", get(o, "final_div_factor", 1e4));
        List<Double> maxLrs = perGroup("max_lr", maxLr);
        cycleMomentum = flag("cycle_momentum", get(o, "cycle_momentum", true));
        List<Double> maxMomentums = perGroup("max_momentum", get(o, "max_momentum", 0.95));
        List<Double> baseMomentums = perGroup("base_momentum", get(o, "base_momentum", 0.85));
        if (cycleMomentum) {
            Map<String, Object> algorithm = optimizer.options(0);
            if (!algorithm.containsKey("momentum") && !algorithm.containsKey("betas")) {
                throw bad("the optimizer (" + optimizer.kind() + ") must support momentum or beta1 with cycle_momentum");
            }
            useBeta1 = algorithm.containsKey("betas");
        }

        List<Double> initial = new ArrayList<>();
        List<Double> min = new ArrayList<>();
        for (double m : maxLrs) {
            initial.add(m / divFactor);
            min.add(m / divFactor / finalDivFactor);
        }
        groupValues.put("initial_lr", initial);
        groupValues.put("max_lr", maxLrs);
        groupValues.put("min_lr", min);
        groupValues.put("max_momentum", maxMomentums);
        groupValues.put("base_momentum", baseMomentums);
        setInitialLrs(optimizer, initial);
        if (cycleMomentum) {
            for (int g = 0; g < optimizer.groupCount(); g++) {
                setMomentum(g, maxMomentums.get(g));
            }
        }
        start();
    }

    private List<Phase> phases(boolean threePhase, double pctStart, int total) {
        List<Phase> out = new ArrayList<>();
        if (threePhase) {
            out.add(new Phase(pctStart * total - 1, "initial_lr", "max_lr", "max_momentum", "base_momentum"));
            out.add(new Phase(2 * pctStart * total - 2, "max_lr", "initial_lr", "base_momentum", "max_momentum"));
            out.add(new Phase(total - 1, "initial_lr", "min_lr", "max_momentum", "max_momentum"));
        } else {
            out.add(new Phase(pctStart * total - 1, "initial_lr", "max_lr", "max_momentum", "base_momentum"));
            out.add(new Phase(total - 1, "max_lr", "min_lr", "base_momentum", "max_momentum"));
        }
        return out;
    }

    private String anneal(Object v) {
        if (!"cos".equals(v) && !"linear".equals(v)) {
            throw bad("anneal_strategy must be one of 'cos' or 'linear', got " + show(v));
        }
        return (String) v;
    }

    private double positive(String what, Object v) {
        double d = number(what, v);
        if (d <= 0) {
            throw bad(what + " must be positive, got " + d);
        }
        return d;
    }

    private void setMomentum(int group, double momentum) {
        if (useBeta1) {
            List<?> betas = (List<?>) optimizer.option(group, "betas");
            optimizer.setOption(group, "betas", List.of(momentum, ((Number) betas.get(1)).doubleValue()));
        } else {
            optimizer.setOption(group, "momentum", momentum);
        }
    }

    private double anneal(double start, double end, double pct) {
        if (annealFuncType.equals("cos")) {
            double cosOut = Math.cos(Math.PI * pct) + 1;
            return end + (start - end) / 2.0 * cosOut;
        }
        return (end - start) * pct + start;
    }

    private double value(String key, int group) {
        return groupValues.get(key).get(group);
    }

    /** Steps once more; {@link IllegalStateException} past {@code total_steps}, leaving the state as it was. */
    @Override
    public void step() {
        if (lastEpoch + 1 > totalSteps) {
            throw new IllegalStateException(name + ": tried to step " + (lastEpoch + 1)
                    + " times; the specified number of total steps is " + totalSteps);
        }
        super.step();
    }

    @Override
    protected List<Double> getLr() {
        int stepNum = lastEpoch;
        List<Double> lrs = new ArrayList<>();
        for (int g = 0; g < optimizer.groupCount(); g++) {
            double startStep = 0.0;
            double lr = Double.NaN;
            for (int i = 0; i < phases.size(); i++) {
                Phase phase = phases.get(i);
                if (stepNum <= phase.endStep || i == phases.size() - 1) {
                    if (phase.endStep == startStep) {
                        throw bad("phase " + (i + 1) + " of the cycle has no steps (pct_start * total_steps is too small"
                                + " or too large for total_steps " + totalSteps + ")");
                    }
                    double pct = (stepNum - startStep) / (phase.endStep - startStep);
                    lr = anneal(value(phase.startLr, g), value(phase.endLr, g), pct);
                    if (cycleMomentum) {
                        setMomentum(g, anneal(value(phase.startMomentum, g), value(phase.endMomentum, g), pct));
                    }
                    break;
                }
                startStep = phase.endStep;
            }
            lrs.add(lr);
        }
        return lrs;
    }

    @Override
    protected void saveSettings(Map<String, Object> out) {
        out.put("total_steps", totalSteps);
        List<Map<String, Object>> ps = new ArrayList<>();
        for (Phase p : phases) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("end_step", p.endStep);
            m.put("start_lr", p.startLr);
            m.put("end_lr", p.endLr);
            m.put("start_momentum", p.startMomentum);
            m.put("end_momentum", p.endMomentum);
            ps.add(m);
        }
        out.put("_schedule_phases", ps);
        out.put("_anneal_func_type", annealFuncType);
        out.put("cycle_momentum", cycleMomentum);
        out.put("use_beta1", useBeta1);
        // PyTorch keeps these in the param groups (saved with the optimizer); jtorch here
        for (Map.Entry<String, List<Double>> e : groupValues.entrySet()) {
            out.put(e.getKey() + "s", List.copyOf(e.getValue()));
        }
    }

    @Override
    protected boolean loadField(String key, Object value) {
        switch (key) {
            case "total_steps":
                totalSteps = integer(key, value);
                if (totalSteps <= 0) {
                    throw bad("total_steps must be a positive integer, got " + totalSteps);
                }
                return true;
            case "_schedule_phases":
                phases = loadPhases(value);
                return true;
            case "_anneal_func_type":
                annealFuncType = anneal(value);
                return true;
            case "cycle_momentum":
                cycleMomentum = flag(key, value);
                return true;
            case "use_beta1":
                useBeta1 = flag(key, value);
                return true;
            default:
                if (key.endsWith("s") && GROUP_VALUES.contains(key.substring(0, key.length() - 1))) {
                    groupValues.put(key.substring(0, key.length() - 1), doubles(key, value, optimizer.groupCount()));
                    return true;
                }
                return super.loadField(key, value);
        }
    }

    private List<Phase> loadPhases(Object value) {
        if (!(value instanceof List<?>) || ((List<?>) value).isEmpty()) {
            throw bad("_schedule_phases must be a non-empty list of phases, got " + show(value));
        }
        List<Phase> out = new ArrayList<>();
        for (Object p : (List<?>) value) {
            if (!(p instanceof Map<?, ?>)) {
                throw bad("a phase of _schedule_phases must be a map, got " + show(p));
            }
            Map<?, ?> m = (Map<?, ?>) p;
            out.add(new Phase(number("end_step", m.get("end_step")), groupValue(m, "start_lr"), groupValue(m, "end_lr"),
                    groupValue(m, "start_momentum"), groupValue(m, "end_momentum")));
        }
        return out;
    }

    private String groupValue(Map<?, ?> phase, String key) {
        Object v = phase.get(key);
        if (!GROUP_VALUES.contains(v)) {
            throw bad("a phase's " + key + " must name one of " + String.join(", ", GROUP_VALUES) + ", got " + show(v));
        }
        return (String) v;
    }

    @Override
    protected void checkLoaded() {
        if (cycleMomentum && !optimizer.options(0).containsKey(useBeta1 ? "betas" : "momentum")) {
            throw bad("the state cycles " + (useBeta1 ? "beta1" : "momentum") + ", which " + optimizer.kind()
                    + " lacks");
        }
    }
}
