package io.github.jtorch.optim;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertThrows;
import static org.junit.Assert.assertTrue;

import clojure.lang.Keyword;
import io.github.jtorch.Ops;
import io.github.jtorch.PointerScope;
import io.github.jtorch.Tensor;
import io.github.jtorch.TestSupport;
import io.github.jtorch.optim.lr_scheduler.CosineAnnealingLR;
import io.github.jtorch.optim.lr_scheduler.ExponentialLR;
import io.github.jtorch.optim.lr_scheduler.LRScheduler;
import io.github.jtorch.optim.lr_scheduler.LinearLR;
import io.github.jtorch.optim.lr_scheduler.MultiStepLR;
import io.github.jtorch.optim.lr_scheduler.OneCycleLR;
import io.github.jtorch.optim.lr_scheduler.ReduceLROnPlateau;
import io.github.jtorch.optim.lr_scheduler.SequentialLR;
import io.github.jtorch.optim.lr_scheduler.StepLR;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import org.junit.Test;
import org.junit.function.ThrowingRunnable;

/**
 * jtorch's learning rate schedulers set PyTorch's learning rates (and cycled momenta): the
 * cases and PyTorch's sequences come from running scripts/parity/lr_scheduler_reference.py with
 * PyTorch 2.13 now (its docstring gives the loop). Also: a scheduler and optimizer restored from
 * their state dicts continue PyTorch's sequence, and bad arguments are IllegalArgumentExceptions
 * naming the scheduler.
 */
public class LRSchedulerTest {
    private static Map<?, ?> reference;

    private static synchronized List<?> cases() throws Exception {
        if (reference == null) {
            reference = (Map<?, ?>) TestSupport.pythonReference("scripts/parity/lr_scheduler_reference.py");
        }
        return (List<?>) get(reference, "cases");
    }

    private static Object get(Map<?, ?> m, String key) {
        return m.get(Keyword.intern(key));
    }

    private static final Map<String, BiFunction<List<ParamGroup>, Map<String, ?>, Optimizer>> MAKERS = Map.of(
            "SGD", Optimizer::sgd, "Adam", Optimizer::adam, "AdamW", Optimizer::adamw, "RMSprop", Optimizer::rmsprop,
            "Adagrad", Optimizer::adagrad);

    private static Tensor param() {
        return Ops.requiresGradInPlace(Tensor.of(new float[] {0f}, new long[] {1}), true);
    }

    /** The case's optimizer: one parameter per group, each group with its options. */
    @SuppressWarnings("unchecked")
    private static Optimizer optimizer(Map<?, ?> c) {
        List<ParamGroup> groups = new ArrayList<>();
        for (Object g : (List<?>) get(c, "groups")) {
            groups.add(ParamGroup.of(List.of(param()), (Map<String, ?>) g));
        }
        return MAKERS.get((String) get(c, "optimizer")).apply(groups, null);
    }

    /** The scheduler a spec of the script's names, as the script makes it. */
    @SuppressWarnings("unchecked")
    private static LRScheduler scheduler(Optimizer opt, Map<?, ?> spec) {
        Map<String, Object> kw = new LinkedHashMap<>((Map<String, Object>) get(spec, "kwargs"));
        String kind = (String) get(spec, "scheduler");
        switch (kind) {
            case "StepLR":
                return new StepLR(opt, integer(kw.get("step_size")), number(kw.getOrDefault("gamma", 0.1)));
            case "MultiStepLR":
                return new MultiStepLR(opt, (List<Number>) kw.get("milestones"), number(kw.getOrDefault("gamma", 0.1)));
            case "ExponentialLR":
                return new ExponentialLR(opt, number(kw.get("gamma")));
            case "CosineAnnealingLR":
                return new CosineAnnealingLR(opt, integer(kw.get("T_max")), number(kw.getOrDefault("eta_min", 0.0)));
            case "LinearLR":
                return new LinearLR(opt, number(kw.getOrDefault("start_factor", 1.0 / 3)),
                        number(kw.getOrDefault("end_factor", 1.0)), integer(kw.getOrDefault("total_iters", 5L)));
            case "OneCycleLR": {
                Object maxLr = kw.remove("max_lr");
                return maxLr instanceof List ? new OneCycleLR(opt, (List<Number>) maxLr, kw)
                        : new OneCycleLR(opt, number(maxLr), kw);
            }
            case "ReduceLROnPlateau":
                return new ReduceLROnPlateau(opt, kw);
            case "SequentialLR": {
                List<LRScheduler> children = new ArrayList<>();
                for (Object child : (List<?>) kw.get("schedulers")) {
                    children.add(scheduler(opt, (Map<?, ?>) child));
                }
                return new SequentialLR(opt, children, (List<Number>) kw.get("milestones"));
            }
            default:
                throw new AssertionError("no scheduler " + kind);
        }
    }

    private static int integer(Object v) {
        return ((Number) v).intValue();
    }

    private static double number(Object v) {
        return ((Number) v).doubleValue();
    }

    private static void step(LRScheduler s, Map<?, ?> c, int i) {
        List<?> metrics = (List<?>) get(c, "metrics");
        if (metrics == null) {
            s.step();
        } else {
            ((ReduceLROnPlateau) s).step(number(metrics.get(i)));
        }
    }

    private static double momentum(Optimizer opt, int g) {
        Map<String, Object> o = opt.options(g);
        return o.containsKey("betas") ? number(((List<?>) o.get("betas")).get(0)) : number(o.get("momentum"));
    }

    /** Checks the optimizer's lrs (and momenta, where cycled) against PyTorch's after step {@code i}. */
    private static void check(String what, Map<?, ?> c, Optimizer opt, LRScheduler s, int i) {
        List<?> lrs = (List<?>) ((List<?>) get(c, "lrs")).get(i);
        List<?> momenta = (List<?>) get(c, "momenta");
        for (int g = 0; g < lrs.size(); g++) {
            double want = number(lrs.get(g));
            String at = what + ", step " + i + ", group " + g;
            assertEquals(at + ": lr", want, opt.learningRate(g), 1e-15 + 1e-12 * Math.abs(want));
            assertEquals(at + ": last lr", opt.learningRate(g), s.getLastLr().get(g), 0.0);
            if (momenta != null) {
                double m = number(((List<?>) momenta.get(i)).get(g));
                assertEquals(at + ": momentum", m, momentum(opt, g), 1e-15 + 1e-12 * Math.abs(m));
            }
        }
    }

    @Test
    public void everySchedulerSetsPyTorchsLearningRatesAndMomenta() throws Exception {
        List<?> cases = cases();
        assertTrue(cases.size() >= 20);
        for (Object o : cases) {
            Map<?, ?> c = (Map<?, ?>) o;
            String name = (String) get(c, "name");
            try (PointerScope scope = new PointerScope()) {
                Optimizer opt = optimizer(c);
                LRScheduler s = scheduler(opt, (Map<?, ?>) get(c, "scheduler"));
                check(name, c, opt, s, 0);
                long steps = (Long) get(c, "steps");
                for (int i = 0; i < steps; i++) {
                    opt.step();
                    step(s, c, i);
                    check(name, c, opt, s, i + 1);
                }
            }
        }
    }

    @Test
    public void aSchedulerRestoredFromItsStateDictContinuesTheSequence() throws Exception {
        for (Object o : cases()) {
            Map<?, ?> c = (Map<?, ?>) o;
            String name = (String) get(c, "name") + " (restored)";
            int steps = ((Long) get(c, "steps")).intValue();
            int half = steps / 2;
            try (PointerScope scope = new PointerScope()) {
                Optimizer first = optimizer(c);
                LRScheduler s = scheduler(first, (Map<?, ?>) get(c, "scheduler"));
                for (int i = 0; i < half; i++) {
                    first.step();
                    step(s, c, i);
                }
                Map<String, Object> optState = first.stateDict();
                Map<String, Object> schedState = s.stateDict();
                // as PyTorch advises: make the scheduler, then load the optimizer's state, then its own
                Optimizer opt = optimizer(c);
                LRScheduler restored = scheduler(opt, (Map<?, ?>) get(c, "scheduler"));
                opt.loadStateDict(optState);
                restored.loadStateDict(schedState);
                assertEquals(name, schedState, restored.stateDict());
                check(name, c, opt, restored, half);
                for (int i = half; i < steps; i++) {
                    opt.step();
                    step(restored, c, i);
                    check(name, c, opt, restored, i + 1);
                }
            }
        }
    }

    private static Optimizer sgd(double... lrs) {
        List<ParamGroup> groups = new ArrayList<>();
        for (double lr : lrs) {
            groups.add(ParamGroup.of(List.of(param()), Map.of("lr", lr)));
        }
        return Optimizer.sgd(groups, Map.of("momentum", 0.9));
    }

    private static void assertRefused(String scheduler, String problem, ThrowingRunnable r) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, r);
        assertTrue(e.getMessage(), e.getMessage().startsWith(scheduler + ": "));
        assertTrue(e.getMessage(), e.getMessage().contains(problem));
    }

    @Test
    public void badArgumentsAreRefusedNamingTheSchedulerAndLeaveTheLearningRates() {
        try (PointerScope scope = new PointerScope()) {
            Optimizer opt = sgd(0.1, 0.2);
            assertRefused("StepLR", "step_size", () -> new StepLR(opt, 0));
            assertRefused("StepLR", "gamma", () -> new StepLR(opt, 2, -0.5));
            assertRefused("MultiStepLR", "milestones must be increasing", () -> new MultiStepLR(opt, List.of(3, 2)));
            assertRefused("MultiStepLR", "milestones must be increasing", () -> new MultiStepLR(opt, List.of(2, 2)));
            assertRefused("MultiStepLR", "integer", () -> new MultiStepLR(opt, List.of(2.5)));
            assertRefused("ExponentialLR", "gamma", () -> new ExponentialLR(opt, Double.NaN));
            assertRefused("CosineAnnealingLR", "T_max", () -> new CosineAnnealingLR(opt, 0));
            assertRefused("CosineAnnealingLR", "eta_min", () -> new CosineAnnealingLR(opt, 5, -1e-3));
            assertRefused("LinearLR", "start_factor", () -> new LinearLR(opt, 0, 1, 5));
            assertRefused("LinearLR", "end_factor", () -> new LinearLR(opt, 0.5, 1.5, 5));
            assertRefused("LinearLR", "total_iters", () -> new LinearLR(opt, 0.5, 1, 0));
            assertRefused("OneCycleLR", "total_steps OR (epochs AND steps_per_epoch)",
                    () -> new OneCycleLR(opt, 0.1, Map.of("epochs", 3)));
            assertRefused("OneCycleLR", "total_steps", () -> new OneCycleLR(opt, 0.1, Map.of("total_steps", -1)));
            assertRefused("OneCycleLR", "unknown option total_step",
                    () -> new OneCycleLR(opt, 0.1, Map.of("total_step", 10)));
            assertRefused("OneCycleLR", "anneal_strategy",
                    () -> new OneCycleLR(opt, 0.1, Map.of("total_steps", 10, "anneal_strategy", "cosine")));
            assertRefused("OneCycleLR", "pct_start",
                    () -> new OneCycleLR(opt, 0.1, Map.of("total_steps", 10, "pct_start", 1.5)));
            assertRefused("OneCycleLR", "max_lr must have one value per parameter group",
                    () -> new OneCycleLR(opt, List.of(0.1), Map.of("total_steps", 10)));
            assertRefused("OneCycleLR", "div_factor",
                    () -> new OneCycleLR(opt, 0.1, Map.of("total_steps", 10, "div_factor", 0)));
            assertRefused("ReduceLROnPlateau", "factor", () -> new ReduceLROnPlateau(opt, Map.of("factor", -0.1)));
            assertRefused("ReduceLROnPlateau", "factor", () -> new ReduceLROnPlateau(opt, Map.of("factor", 1.0)));
            assertRefused("ReduceLROnPlateau", "mode", () -> new ReduceLROnPlateau(opt, Map.of("mode", "avg")));
            assertRefused("ReduceLROnPlateau", "threshold mode",
                    () -> new ReduceLROnPlateau(opt, Map.of("threshold_mode", "relative")));
            assertRefused("ReduceLROnPlateau", "min_lr",
                    () -> new ReduceLROnPlateau(opt, Map.of("min_lr", List.of(0.1, 0.2, 0.3))));
            assertRefused("ReduceLROnPlateau", "patience", () -> new ReduceLROnPlateau(opt, Map.of("patience", -1)));
            assertRefused("ReduceLROnPlateau", "unknown option patient",
                    () -> new ReduceLROnPlateau(opt, Map.of("patient", 3)));
            assertRefused("ReduceLROnPlateau", "metric", () -> new ReduceLROnPlateau(opt).step());
            assertEquals(List.of(0.1, 0.2), List.of(opt.learningRate(0), opt.learningRate(1)));

            try (PointerScope adagrad = new PointerScope()) {
                Optimizer ada = Optimizer.adagrad(List.of(param()), 0.1);
                assertRefused("OneCycleLR", "momentum or beta1", () -> new OneCycleLR(ada, 0.1, Map.of("total_steps", 5)));
            }

            Optimizer other = sgd(0.1, 0.2);
            assertRefused("SequentialLR", "milestones must be increasing",
                    () -> new SequentialLR(opt, List.of(new StepLR(opt, 2), new StepLR(opt, 2), new StepLR(opt, 2)),
                            List.of(5, 3)));
            assertRefused("SequentialLR", "one milestone fewer",
                    () -> new SequentialLR(opt, List.of(new StepLR(opt, 2), new StepLR(opt, 2)), List.of(3, 5)));
            assertRefused("SequentialLR", "ReduceLROnPlateau",
                    () -> new SequentialLR(opt, List.of(new StepLR(opt, 2), new ReduceLROnPlateau(opt)), List.of(3)));
            assertRefused("SequentialLR", "same optimizer",
                    () -> new SequentialLR(opt, List.of(new StepLR(opt, 2), new StepLR(other, 2)), List.of(3)));
            assertRefused("SequentialLR", "at least one scheduler", () -> new SequentialLR(opt, List.of(), List.of()));
        }
    }

    @Test
    public void oneCycleLRRefusesToStepPastTotalSteps() {
        try (PointerScope scope = new PointerScope()) {
            Optimizer opt = sgd(0.1);
            OneCycleLR s = new OneCycleLR(opt, 0.1, Map.of("total_steps", 3));
            for (int i = 0; i < 3; i++) {
                s.step();
            }
            List<Double> last = s.getLastLr();
            IllegalStateException e = assertThrows(IllegalStateException.class, s::step);
            assertTrue(e.getMessage(), e.getMessage().contains("total steps is 3"));
            assertEquals(3, s.lastEpoch());
            assertEquals(last, s.getLastLr());
        }
    }

    @Test
    public void aBadStateDictIsRefusedAndLoadsNothing() {
        try (PointerScope scope = new PointerScope()) {
            Optimizer opt = sgd(0.1, 0.2);
            LRScheduler s = new SequentialLR(opt, List.of(new LinearLR(opt), new CosineAnnealingLR(opt, 5)), List.of(3));
            s.step();
            Map<String, Object> before = s.stateDict();

            Map<String, Object> unknown = new LinkedHashMap<>(before);
            unknown.put("gama", 0.5);
            assertRefused("SequentialLR", "gama", () -> s.loadStateDict(unknown));

            Map<String, Object> badChild = new LinkedHashMap<>(before);
            @SuppressWarnings("unchecked")
            List<Map<String, Object>> children = new ArrayList<>((List<Map<String, Object>>) before.get("_schedulers"));
            Map<String, Object> cosine = new LinkedHashMap<>(children.get(1));
            cosine.put("T_max", "five");
            children.set(1, cosine);
            Map<String, Object> linear = new LinkedHashMap<>(children.get(0));
            linear.put("last_epoch", 40);
            children.set(0, linear);
            badChild.put("_schedulers", children);
            badChild.put("last_epoch", 40);
            assertRefused("CosineAnnealingLR", "T_max must be an integer", () -> s.loadStateDict(badChild));

            Map<String, Object> shortLrs = new LinkedHashMap<>(before);
            shortLrs.put("_last_lr", List.of(0.1));
            assertRefused("SequentialLR", "one value per parameter group", () -> s.loadStateDict(shortLrs));
            assertEquals(before, s.stateDict());
        }
    }
}
