package io.github.jtorch.optim.lr_scheduler;

import io.github.jtorch.optim.Optimizer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * PyTorch's {@code SequentialLR}: runs {@code schedulers} one after another, switching at the
 * epochs in {@code milestones} (one fewer than the schedulers, increasing). Make the schedulers
 * over the same optimizer first, then this; it resets the learning rates to the initial ones
 * and undoes their initial steps as PyTorch's does, and from then on only this is stepped. A
 * scheduler taken over at a milestone starts at its epoch 0, by its closed form.
 * ReduceLROnPlateau cannot be one of them (it needs a metric).
 */
public class SequentialLR extends LRScheduler {
    private final List<LRScheduler> schedulers;
    private List<Integer> milestones;

    public SequentialLR(Optimizer optimizer, List<? extends LRScheduler> schedulers,
            List<? extends Number> milestones) {
        super(optimizer, "SequentialLR");
        if (schedulers == null || schedulers.isEmpty()) {
            throw bad("expects at least one scheduler, but got no scheduler");
        }
        for (int i = 0; i < schedulers.size(); i++) {
            LRScheduler s = schedulers.get(i);
            if (s == null) {
                throw bad("the scheduler at index " + i + " is null");
            }
            if (s instanceof ReduceLROnPlateau) {
                throw bad("does not support ReduceLROnPlateau, which needs a metric to step, but got one at index " + i);
            }
            if (s.optimizer != optimizer) {
                throw bad("expects all schedulers to belong to the same optimizer, but the " + s.name + " at index " + i
                        + " has another");
            }
        }
        this.milestones = increasing("milestones", milestones);
        if (this.milestones.size() != schedulers.size() - 1) {
            throw bad("expects one milestone fewer than schedulers, but got " + schedulers.size() + " schedulers and "
                    + this.milestones.size() + " milestones");
        }
        this.schedulers = List.copyOf(schedulers);
        this.lastEpoch = 0;
        this.baseLrs = initialLrs(optimizer);
        for (int g = 0; g < optimizer.groupCount(); g++) {
            optimizer.setLearningRate(g, baseLrs.get(g));
        }
        undo(this);
        int idx = bisectRight(this.milestones, 0);
        this.schedulers.get(idx).initialStep();
        this.lastLr = this.schedulers.get(idx).getLastLr();
    }

    /** PyTorch's {@code recursive_undo}: takes one epoch off every scheduler below this one. */
    private static void undo(LRScheduler s) {
        for (LRScheduler child : ((SequentialLR) s).schedulers) {
            if (child instanceof SequentialLR) {
                undo(child);
            } else {
                child.lastEpoch--;
            }
        }
    }

    @Override
    public void step() {
        lastEpoch++;
        int idx = bisectRight(milestones, lastEpoch);
        LRScheduler scheduler = schedulers.get(idx);
        if (idx > 0 && milestones.get(idx - 1) == lastEpoch) {
            scheduler.updateLr(0);
        } else {
            scheduler.step();
        }
        lastLr = scheduler.getLastLr();
    }

    /** Not computed here: each step is one of the schedulers'. */
    @Override
    protected List<Double> getLr() {
        throw bad("has no learning rates of its own; a SequentialLR inside another can only come first");
    }

    /** The schedulers, in order. */
    public List<LRScheduler> schedulers() {
        return schedulers;
    }

    /**
     * PyTorch's fields: {@code "_milestones"}, {@code "last_epoch"}, {@code "_last_lr"}, and
     * {@code "_schedulers"}, the list of the schedulers' state dicts.
     */
    @Override
    public Map<String, Object> stateDict() {
        Map<String, Object> out = new LinkedHashMap<>();
        saveSettings(out);
        return out;
    }

    @Override
    protected void saveSettings(Map<String, Object> out) {
        out.put("_milestones", List.copyOf(milestones));
        out.put("last_epoch", lastEpoch);
        out.put("_last_lr", List.copyOf(lastLr));
        List<Map<String, Object>> states = new ArrayList<>();
        for (LRScheduler s : schedulers) {
            states.add(s.stateDict());
        }
        out.put("_schedulers", states);
    }

    @Override
    protected boolean loadField(String key, Object value) {
        switch (key) {
            case "_milestones":
                List<Integer> m = increasing(key, value);
                if (m.size() != schedulers.size() - 1) {
                    throw bad(key + " must have " + (schedulers.size() - 1) + " values, got " + m.size());
                }
                milestones = m;
                return true;
            case "last_epoch":
            case "_last_lr":
                return super.loadField(key, value);
            case "_schedulers":
                if (!(value instanceof List<?>) || ((List<?>) value).size() != schedulers.size()) {
                    throw bad(key + " must be a list of " + schedulers.size() + " state dicts, got " + show(value));
                }
                List<?> states = (List<?>) value;
                for (int i = 0; i < states.size(); i++) {
                    if (!(states.get(i) instanceof Map<?, ?>)) {
                        throw bad(key + "[" + i + "] must be a state dict, got " + show(states.get(i)));
                    }
                }
                // each child restores itself if a later one fails, so restore the earlier ones here
                List<Map<String, Object>> before = new ArrayList<>();
                for (LRScheduler s : schedulers) {
                    before.add(s.stateDict());
                }
                try {
                    for (int i = 0; i < states.size(); i++) {
                        @SuppressWarnings("unchecked")
                        Map<String, ?> state = (Map<String, ?>) states.get(i);
                        schedulers.get(i).loadStateDict(state);
                    }
                } catch (RuntimeException e) {
                    for (int i = 0; i < schedulers.size(); i++) {
                        schedulers.get(i).loadStateDict(before.get(i));
                    }
                    throw e;
                }
                return true;
            default:
                return false;
        }
    }
}
