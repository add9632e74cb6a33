package io.github.jtorch.optim;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertThrows;
import static org.junit.Assert.assertTrue;

import clojure.lang.Keyword;
import io.github.jtorch.Ops;
import io.github.jtorch.PointerScope;
import io.github.jtorch.Tensor;
import io.github.jtorch.TestSupport;
import io.github.jtorch.Torch;
import io.github.jtorch.nn.Linear;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import org.junit.Test;

/**
 * jtorch's optimizers take PyTorch's steps: the cases and PyTorch's results come from running
 * scripts/parity/optim_reference.py with PyTorch 2.13 now (its docstring gives the parameters
 * and the loss). Also: a run saved and resumed takes the uninterrupted run's steps, and bad
 * options and foreign states are refused.
 */
public class OptimizerParityTest {
    private static Map<?, ?> reference;

    private static synchronized Map<?, ?> reference() throws Exception {
        if (reference == null) {
            reference = (Map<?, ?>) TestSupport.pythonReference("scripts/parity/optim_reference.py");
        }
        return reference;
    }

    private static Object get(Map<?, ?> m, String key) {
        return m.get(Keyword.intern(key));
    }

    /** The script's parameter: 2 sin(1.7 seed + 0.37 i), float32, requiring grad. */
    private static Tensor param(long[] shape, int seed) {
        int n = 1;
        for (long d : shape) {
            n *= (int) d;
        }
        float[] v = new float[n];
        for (int i = 0; i < n; i++) {
            v[i] = (float) (2 * Math.sin(1.7 * seed + 0.37 * i));
        }
        return Ops.requiresGradInPlace(Tensor.of(v, shape), true);
    }

    /** The script's loss: sum(a * a) / 2 + sum(cos(b)) + 0.1 * sum(a) * sum(b). */
    private static Tensor loss(Tensor a, Tensor b) {
        return Ops.add(Ops.add(Ops.div(Ops.sum(Ops.mul(a, a)), 2), Ops.sum(Ops.cos(b))),
                Ops.mul(Ops.mul(Ops.sum(a), 0.1), Ops.sum(b)));
    }

    private static final Map<String, BiFunction<List<ParamGroup>, Map<String, ?>, Optimizer>> MAKERS = Map.of(
            "SGD", Optimizer::sgd, "Adam", Optimizer::adam, "AdamW", Optimizer::adamw, "RMSprop", Optimizer::rmsprop,
            "Adagrad", Optimizer::adagrad);

    @Test
    public void everyOptimizerTakesPyTorchsSteps() throws Exception {
        List<?> cases = (List<?>) get(reference(), "optimizers");
        assertTrue(cases.size() >= 15);
        for (Object c : cases) {
            Map<?, ?> k = (Map<?, ?>) c;
            String name = (String) get(k, "name");
            try (PointerScope s = new PointerScope()) {
                Tensor a = param(new long[] {2, 3}, 1);
                Tensor b = param(new long[] {3}, 2);
                List<Tensor> ps = List.of(a, b);
                List<ParamGroup> groups = new ArrayList<>();
                for (Object g : (List<?>) get(k, "groups")) {
                    List<Tensor> members = new ArrayList<>();
                    for (Object i : (List<?>) get((Map<?, ?>) g, "params")) {
                        members.add(ps.get(((Number) i).intValue()));
                    }
                    @SuppressWarnings("unchecked")
                    Map<String, ?> options = (Map<String, ?>) get((Map<?, ?>) g, "options");
                    groups.add(ParamGroup.of(members, options));
                }
                @SuppressWarnings("unchecked")
                Map<String, ?> defaults = (Map<String, ?>) get(k, "defaults");
                Optimizer opt = MAKERS.get((String) get(k, "algorithm")).apply(groups, defaults);
                long steps = (Long) get(k, "steps");
                for (int i = 0; i < steps; i++) {
                    Torch.withTorch(() -> {
                        opt.zeroGrad();
                        Ops.backward(loss(a, b));
                        opt.step();
                    });
                }
                List<?> after = (List<?>) get(k, "after");
                assertClose(name + ": a", (List<?>) after.get(0), a.toFloatArray());
                assertClose(name + ": b", (List<?>) after.get(1), b.toFloatArray());
            }
        }
    }

    private static void assertClose(String what, List<?> want, float[] got) {
        assertEquals(what, want.size(), got.length);
        for (int i = 0; i < got.length; i++) {
            double w = ((Number) want.get(i)).doubleValue();
            assertEquals(what + "[" + i + "]", w, got[i], 1e-6 + 1e-5 * Math.abs(w));
        }
    }

    private static void train(Linear m, Optimizer opt, int n) {
        for (int i = 0; i < n; i++) {
            Torch.withTorch(() -> {
                Tensor x = Tensor.of(new float[] {0.1f, -0.2f, 0.3f, 0.4f, 0.5f, -0.6f}, 2, 3);
                Tensor y = Tensor.of(new float[] {1, 0, -1, 0.5f}, 2, 2);
                opt.zeroGrad();
                Tensor d = Ops.sub(m.forward(x), y);
                Ops.backward(Ops.sum(Ops.mul(d, d)));
                opt.step();
            });
        }
    }

    @Test
    public void aRunSavedAndResumedTakesTheUninterruptedRunsSteps() throws Exception {
        Path dir = Files.createTempDirectory("jtorch-resume");
        List<java.util.function.Function<List<Tensor>, Optimizer>> makers = List.of(
                ps -> Optimizer.sgd(ps, Map.of("lr", 0.1, "momentum", 0.9, "dampening", 0.1)),
                ps -> Optimizer.adamw(List.of(ParamGroup.of(ps.subList(0, 1), Map.of("lr", 0.05)),
                        ParamGroup.of(ps.subList(1, 2))), Map.of("amsgrad", true)),
                ps -> Optimizer.rmsprop(ps, Map.of("momentum", 0.3, "weight_decay", 0.01)),
                ps -> Optimizer.adagrad(ps, Map.of("initial_accumulator_value", 0.1)));
        for (java.util.function.Function<List<Tensor>, Optimizer> make : makers) {
            try (PointerScope s = new PointerScope()) {
                Linear whole = new Linear(3, 2);
                whole.save(dir.resolve("init.safetensors"));
                Linear first = new Linear(3, 2);
                first.load(dir.resolve("init.safetensors"));
                Optimizer wholeOpt = make.apply(whole.parameters());
                Optimizer firstOpt = make.apply(first.parameters());
                train(whole, wholeOpt, 6);
                train(first, firstOpt, 3);
                first.save(dir.resolve("model.safetensors"));
                firstOpt.save(dir.resolve("optim.safetensors"));

                Linear resumed = new Linear(3, 2);
                resumed.load(dir.resolve("model.safetensors"));
                Optimizer resumedOpt = make.apply(resumed.parameters());
                resumedOpt.load(dir.resolve("optim.safetensors"));
                assertEquals(firstOpt.paramGroups(), resumedOpt.paramGroups());
                train(resumed, resumedOpt, 3);
                for (int i = 0; i < 2; i++) {
                    assertArrayEquals(resumedOpt.kind(), whole.parameters().get(i).toFloatArray(),
                            resumed.parameters().get(i).toFloatArray(), 0f);
                }
            }
        }
        for (String f : new String[] {"init", "model", "optim"}) {
            Files.deleteIfExists(dir.resolve(f + ".safetensors"));
        }
        Files.delete(dir);
    }

    @Test
    public void optionsAreReadAndSetPerGroup() {
        try (PointerScope s = new PointerScope()) {
            Tensor a = param(new long[] {2}, 1);
            Tensor b = param(new long[] {3}, 2);
            Optimizer opt = Optimizer.rmsprop(List.of(ParamGroup.of(List.of(a), Map.of("lr", 0.1)), ParamGroup.of(List.of(b))),
                    Map.of("centered", true));
            assertEquals(2, opt.groupCount());
            assertEquals(0.1, opt.learningRate(0), 0);
            assertEquals(0.01, opt.learningRate(1), 0);
            assertEquals(true, opt.option(1, "centered"));
            opt.setOption(1, "alpha", 0.5);
            opt.setLearningRate(1, 0.3);
            assertEquals(0.5, opt.option(1, "alpha"));
            assertEquals(0.3, opt.learningRate(1), 0);
            assertEquals(List.of(1), opt.paramGroups().get(1).get("params"));
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> opt.option(0, "betas"));
            assertEquals("RMSprop has no option \"betas\"; its options are lr, alpha, eps, weight_decay, momentum, centered, maximize",
                    e.getMessage());
        }
    }

    @Test
    public void badOptionsAndForeignStatesAreRefusedWithClearMessages() {
        try (PointerScope s = new PointerScope()) {
            List<Tensor> ps = List.of(param(new long[] {2}, 1));
            Map<String, Runnable> bad = Map.of(
                    "Invalid learning rate: -1.0", () -> Optimizer.adam(ps, Map.of("lr", -1)),
                    "Adagrad has no option \"momentum\"; its options are lr, lr_decay, weight_decay, initial_accumulator_value, eps, maximize",
                    () -> Optimizer.adagrad(ps, Map.of("momentum", 0.9)),
                    "option amsgrad takes true or false, got 1.0", () -> Optimizer.adam(ps, Map.of("amsgrad", 1)),
                    "Invalid epsilon value: -1e-08", () -> Optimizer.rmsprop(ps, Map.of("eps", -1e-8)),
                    "Nesterov momentum requires a momentum and zero dampening",
                    () -> Optimizer.sgd(ps, 0.1).setOption(0, "nesterov", true));
            for (Map.Entry<String, Runnable> e : bad.entrySet()) {
                IllegalArgumentException x = assertThrows(e.getKey(), IllegalArgumentException.class, e.getValue()::run);
                assertEquals(e.getKey(), x.getMessage());
            }
            Optimizer sgd = Optimizer.sgd(ps, Map.of("momentum", 0.9));
            Optimizer adam = Optimizer.adam(ps, 1e-3);
            Ops.backward(Ops.sum(Ops.mul(ps.get(0), ps.get(0))));
            sgd.step();
            adam.step();
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> adam.loadStateDict(sgd.stateDict()));
            assertTrue(e.getMessage(), e.getMessage().startsWith(
                    "cannot load this state into the Adam: parameter group 0: Adam has no option \"momentum\""));
            Optimizer other = Optimizer.adam(List.of(param(new long[] {3}, 1)), 1e-3);
            e = assertThrows(IllegalArgumentException.class, () -> other.loadStateDict(adam.stateDict()));
            assertTrue(e.getMessage(), e.getMessage().contains("parameter 0's exp_avg has shape [2], the parameter [3]"));
            assertTrue("nothing loaded", other.stateDict().get("state").equals(Map.of()));
        }
    }
}
