package io.github.jtorch.optim.lr_scheduler;

import io.github.jtorch.optim.Optimizer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * PyTorch's {@code torch.optim.lr_scheduler.LRScheduler}: the base of the schedulers that set
 * an {@link Optimizer}'s learning rates epoch by epoch, computed as PyTorch 2.13 computes them
 * so the sequences agree with PyTorch's to rounding. Making a scheduler performs PyTorch's
 * initial step (the learning rates of epoch 0 are set on the optimizer); then, per epoch (or
 * batch), call the optimizer's {@code step()} first and the scheduler's {@link #step()} after.
 *
 * <p>PyTorch keeps each group's starting learning rate in the group as {@code "initial_lr"},
 * set by the first scheduler made over the optimizer; jtorch's optimizers take only their
 * algorithm's options, so jtorch keeps it here, per optimizer, with the same rule: a second
 * scheduler over the same optimizer (as {@link SequentialLR} needs) starts from the first's
 * initial learning rates, not from what the first has set since.
 *
 * <p>State: {@link #stateDict()} gives the fields PyTorch's {@code state_dict()} gives, by its
 * names; {@link #loadStateDict(Map)} on a scheduler of the same kind over an optimizer with as
 * many groups continues the saved sequence. Restore a checkpoint as PyTorch advises: make the
 * scheduler, then load the optimizer's state (making a scheduler sets learning rates), then the
 * scheduler's. jtorch has no {@code last_epoch} constructor argument: resume through the state.
 *
 * <p>Bad arguments are {@link IllegalArgumentException}s naming the scheduler and the problem.
 * A scheduler is not thread-safe: step it from one thread at a time.
 */
public abstract class LRScheduler {
    /** Each optimizer's "initial_lr" per group, as PyTorch would keep it in the param groups. */
    private static final Map<Optimizer, double[]> INITIAL_LRS = Collections.synchronizedMap(new WeakHashMap<>());

    protected final Optimizer optimizer;
    protected final String name;
    /** PyTorch's {@code last_epoch}: the index of the epoch whose learning rates are set. */
    protected int lastEpoch = -1;
    /** PyTorch's {@code _step_count}. */
    protected int stepCount;
    /** PyTorch's {@code _is_initial}: true during the initial step. */
    protected boolean isInitial;
    protected List<Double> baseLrs;
    protected List<Double> lastLr;

    /**
     * Attaches to {@code optimizer}; a subclass checks and sets its fields, then calls
     * {@link #start()}, as PyTorch's subclasses call {@code super().__init__} last.
     */
    protected LRScheduler(Optimizer optimizer, String name) {
        this.name = name;
        if (optimizer == null) {
            throw new IllegalArgumentException(name + " needs an optimizer, got null");
        }
        this.optimizer = optimizer;
        this.baseLrs = currentLrs();
        this.lastLr = currentLrs();
    }

    /**
     * The end of PyTorch's {@code LRScheduler.__init__}: takes the base learning rates (the
     * optimizer's initial_lr, recorded now if no scheduler has) and performs the initial step.
     */
    protected final void start() {
        baseLrs = initialLrs(optimizer);
        initialStep();
    }

    /** The optimizer's initial_lr per group, recorded now from its learning rates if not yet. */
    static List<Double> initialLrs(Optimizer optimizer) {
        double[] lrs;
        synchronized (INITIAL_LRS) {
            lrs = INITIAL_LRS.get(optimizer);
            if (lrs == null || lrs.length != optimizer.groupCount()) {
                lrs = new double[optimizer.groupCount()];
                for (int g = 0; g < lrs.length; g++) {
                    lrs[g] = optimizer.learningRate(g);
                }
                INITIAL_LRS.put(optimizer, lrs);
            }
        }
        List<Double> out = new ArrayList<>();
        for (double lr : lrs) {
            out.add(lr);
        }
        return out;
    }

    /** Replaces the optimizer's initial_lr (as OneCycleLR assigns {@code group["initial_lr"]}). */
    static void setInitialLrs(Optimizer optimizer, List<Double> lrs) {
        INITIAL_LRS.put(optimizer, lrs.stream().mapToDouble(Double::doubleValue).toArray());
    }

    /** PyTorch's {@code _initial_step()}: resets the step count and steps in initial mode. */
    protected final void initialStep() {
        stepCount = 0;
        isInitial = true;
        try {
            step();
        } finally {
            isInitial = false;
        }
    }

    /**
     * Moves to the next epoch and sets its learning rates; call after the optimizer's step. If
     * the optimizer refuses a learning rate (a negative one), the exception is the optimizer's
     * and the epoch and learning rates stay as they were.
     */
    public void step() {
        int epoch = lastEpoch;
        int count = stepCount;
        List<Double> lrs = currentLrs();
        try {
            stepCount++;
            updateLr(null);
        } catch (RuntimeException e) {
            lastEpoch = epoch;
            stepCount = count;
            for (int g = 0; g < lrs.size(); g++) {
                optimizer.setLearningRate(g, lrs.get(g));
            }
            throw e;
        }
    }

    /**
     * PyTorch's {@code _update_lr(epoch)}: with {@code epoch} null the next epoch by
     * {@link #getLr()}, else epoch {@code epoch} by the closed form where there is one.
     */
    void updateLr(Integer epoch) {
        List<Double> values;
        if (epoch == null) {
            lastEpoch++;
            values = getLr();
        } else {
            lastEpoch = epoch;
            List<Double> closed = closedFormLr();
            values = closed != null ? closed : getLr();
        }
        for (int g = 0; g < values.size(); g++) {
            optimizer.setLearningRate(g, values.get(g));
        }
        lastLr = currentLrs();
    }

    /** The learning rates of epoch {@link #lastEpoch}, from the current ones (PyTorch's chainable form). */
    protected abstract List<Double> getLr();

    /** The learning rates of epoch {@link #lastEpoch} from the base ones, or null where PyTorch has none. */
    protected List<Double> closedFormLr() {
        return null;
    }

    /** The learning rates the scheduler set last, one per group (PyTorch's {@code get_last_lr()}). */
    public List<Double> getLastLr() {
        return List.copyOf(lastLr);
    }

    /** PyTorch's {@code last_epoch}. */
    public int lastEpoch() {
        return lastEpoch;
    }

    /** The base learning rates, one per group (PyTorch's {@code base_lrs}). */
    public List<Double> baseLrs() {
        return List.copyOf(baseLrs);
    }

    /** The optimizer this scheduler sets. */
    public Optimizer optimizer() {
        return optimizer;
    }

    /** The optimizer's learning rates now. */
    protected final List<Double> currentLrs() {
        List<Double> out = new ArrayList<>();
        for (int g = 0; g < optimizer.groupCount(); g++) {
            out.add(optimizer.learningRate(g));
        }
        return out;
    }

    /**
     * The scheduler's state by PyTorch's field names: its settings (such as {@code "gamma"}),
     * {@code "base_lrs"}, {@code "last_epoch"}, {@code "_step_count"}, {@code "_is_initial"} and
     * {@code "_last_lr"}; numbers as Integer or Double, lists as Lists. A copy: later steps do
     * not change it.
     */
    public Map<String, Object> stateDict() {
        Map<String, Object> out = new LinkedHashMap<>();
        saveSettings(out);
        out.put("base_lrs", List.copyOf(baseLrs));
        out.put("last_epoch", lastEpoch);
        out.put("_step_count", stepCount);
        out.put("_is_initial", isInitial);
        out.put("_last_lr", List.copyOf(lastLr));
        return out;
    }

    /**
     * Loads a state from {@link #stateDict()} of a scheduler of the same kind, as PyTorch's
     * {@code load_state_dict} (which updates the fields the state names). Throws
     * {@link IllegalArgumentException}, and loads nothing, for a name this scheduler lacks or
     * a value of the wrong type or length.
     */
    public void loadStateDict(Map<String, ?> state) {
        if (state == null) {
            throw new IllegalArgumentException(name + ": the state dict is null");
        }
        Map<String, Object> before = stateDict();
        try {
            for (Map.Entry<String, ?> e : state.entrySet()) {
                String key = String.valueOf(e.getKey());
                if (!loadField(key, e.getValue())) {
                    throw new IllegalArgumentException(name + ": the state dict has " + key + ", which " + name
                            + "'s state lacks; its fields are " + String.join(", ", before.keySet()));
                }
            }
            checkLoaded();
        } catch (RuntimeException ex) {
            for (Map.Entry<String, Object> e : before.entrySet()) {
                loadField(e.getKey(), e.getValue());
            }
            throw ex;
        }
    }

    /** Puts the scheduler's own settings and state into {@code out}, by PyTorch's names. */
    protected abstract void saveSettings(Map<String, Object> out);

    /** Sets field {@code key} to {@code value} (checked); false when the scheduler has no such field. */
    protected boolean loadField(String key, Object value) {
        switch (key) {
            case "base_lrs":
                baseLrs = doubles(key, value, optimizer.groupCount());
                return true;
            case "last_epoch":
                lastEpoch = integer(key, value);
                return true;
            case "_step_count":
                stepCount = integer(key, value);
                return true;
            case "_is_initial":
                isInitial = flag(key, value);
                return true;
            case "_get_lr_called_within_step":
                flag(key, value); // PyTorch's; jtorch has no use for it
                return true;
            case "_last_lr":
                lastLr = doubles(key, value, optimizer.groupCount());
                return true;
            default:
                return false;
        }
    }

    /** Checks the fields together after a load; throws IllegalArgumentException. */
    protected void checkLoaded() {}

    // Argument checks, each naming this scheduler.

    protected final IllegalArgumentException bad(String problem) {
        return new IllegalArgumentException(name + ": " + problem);
    }

    protected final int integer(String what, Object v) {
        if (v instanceof Integer || v instanceof Long || v instanceof Short || v instanceof Byte) {
            long l = ((Number) v).longValue();
            if (l == (int) l) {
                return (int) l;
            }
        }
        throw bad(what + " must be an integer, got " + show(v));
    }

    protected final double number(String what, Object v) {
        if (v instanceof Number && Double.isFinite(((Number) v).doubleValue())) {
            return ((Number) v).doubleValue();
        }
        throw bad(what + " must be a finite number, got " + show(v));
    }

    protected final double nonNegative(String what, Object v) {
        double d = number(what, v);
        if (d < 0) {
            throw bad(what + " must not be negative, got " + d);
        }
        return d;
    }

    protected final boolean flag(String what, Object v) {
        if (v instanceof Boolean) {
            return (Boolean) v;
        }
        throw bad(what + " must be a boolean, got " + show(v));
    }

    protected final String string(String what, Object v) {
        if (v instanceof String) {
            return (String) v;
        }
        throw bad(what + " must be a string, got " + show(v));
    }

    /** {@code v}, a List of numbers, of length {@code n} unless n is negative. */
    protected final List<Double> doubles(String what, Object v, int n) {
        if (v instanceof List<?> && ((List<?>) v).stream().allMatch(x -> x instanceof Number)) {
            List<?> l = (List<?>) v;
            if (n >= 0 && l.size() != n) {
                throw bad(what + " must have one value per parameter group (" + n + "), got " + l.size());
            }
            List<Double> out = new ArrayList<>();
            for (Object x : l) {
                out.add(((Number) x).doubleValue());
            }
            return out;
        }
        throw bad(what + " must be a list of numbers, got " + show(v));
    }

    /** {@code v}, a number for every group or a List with one per group, each not negative. */
    protected final List<Double> perGroup(String what, Object v) {
        List<Double> out;
        if (v instanceof Number) {
            out = new ArrayList<>(Collections.nCopies(optimizer.groupCount(), nonNegative(what, v)));
        } else if (v instanceof List<?> || v instanceof double[]) {
            Object list = v instanceof double[] ? java.util.Arrays.stream((double[]) v).boxed().toList() : v;
            out = doubles(what, list, optimizer.groupCount());
            for (double d : out) {
                nonNegative(what, d);
            }
        } else {
            throw bad(what + " must be a number or a list of one number per parameter group, got " + show(v));
        }
        return out;
    }

    /** {@code v}, a List of integers, each greater than the one before. */
    protected final List<Integer> increasing(String what, Object v) {
        if (!(v instanceof List<?>)) {
            throw bad(what + " must be a list of integers, got " + show(v));
        }
        List<Integer> out = new ArrayList<>();
        for (Object x : (List<?>) v) {
            int i = integer(what + "' values", x);
            if (!out.isEmpty() && i <= out.get(out.size() - 1)) {
                throw bad(what + " must be increasing, got " + v);
            }
            out.add(i);
        }
        return out;
    }

    static String show(Object v) {
        return v == null ? "null" : v + " (" + v.getClass().getSimpleName() + ")";
    }

    /** Python's {@code bisect_right}: how many of the sorted {@code xs} are at most {@code x}. */
    static int bisectRight(List<Integer> xs, int x) {
        int n = 0;
        while (n < xs.size() && xs.get(n) <= x) {
            n++;
        }
        return n;
    }

    @Override
    public String toString() {
        return name + "(last_epoch=" + lastEpoch + ", lr=" + lastLr + ")";
    }

    /** Requires {@code options}' keys to be among {@code allowed}; null is no options. */
    static Map<String, ?> options(String name, Map<String, ?> options, java.util.Set<String> allowed) {
        if (options == null) {
            return Map.of();
        }
        for (String k : options.keySet()) {
            if (!allowed.contains(k)) {
                throw new IllegalArgumentException(name + ": unknown option " + k + "; it takes "
                        + String.join(", ", new java.util.TreeSet<>(allowed)));
            }
        }
        return options;
    }

    static Object get(Map<String, ?> options, String key, Object dflt) {
        return options.containsKey(key) ? options.get(key) : dflt;
    }
}
