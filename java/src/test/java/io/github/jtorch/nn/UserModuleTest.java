package io.github.jtorch.nn;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertSame;
import static org.junit.Assert.assertThrows;
import static org.junit.Assert.assertTrue;

import io.github.jtorch.Memory;
import io.github.jtorch.Ops;
import io.github.jtorch.PointerScope;
import io.github.jtorch.Tensor;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.Test;

/** A Java user's own module: registration, traversal, state dicts, init and gradient utilities. */
public class UserModuleTest {

    /** Registers its members through the public API, as a user's subclass does. */
    static final class Gated extends Module {
        final Linear proj;
        final Tensor gate;
        final Tensor count;

        Gated(int in, int out) {
            proj = registerModule("proj", new Linear(in, out));
            gate = registerParameter("gate", Ops.ones(out));
            count = registerBuffer("count", Ops.zeros(1));
            registerBuffer("scratch", Ops.zeros(out), false);
        }

        @Override
        public Tensor forward(Tensor x) {
            return proj.forward(x).mul(gate.sigmoid());
        }
    }

    @Test
    public void aUserModuleHasPyTorchsNamesAndOrder() {
        try (PointerScope s = new PointerScope()) {
            Sequential model = new Sequential(new Gated(3, 4), new ReLU(), new Gated(4, 2));
            assertEquals(List.of("0.gate", "0.proj.weight", "0.proj.bias", "2.gate", "2.proj.weight", "2.proj.bias"),
                    new ArrayList<>(model.namedParameters().keySet()));
            assertEquals(List.of("0.gate", "0.count", "0.proj.weight", "0.proj.bias", "2.gate", "2.count", "2.proj.weight", "2.proj.bias"),
                    new ArrayList<>(model.stateDict().keySet()));
            assertEquals("a transient buffer is a buffer, not state", List.of("0.count", "0.scratch", "2.count", "2.scratch"),
                    new ArrayList<>(model.namedBuffers().keySet()));
            assertEquals(List.of("", "0", "0.proj", "1", "2", "2.proj"), new ArrayList<>(model.namedModules().keySet()));
            assertEquals(List.of("0", "1", "2"), new ArrayList<>(model.namedChildren().keySet()));
            assertArrayEquals(new long[] {5, 2}, model.forward(Ops.ones(5, 3)).shape());
        }
    }

    @Test
    public void registeringABadNameOrATakenOneThrowsNamingTheModule() {
        try (PointerScope s = new PointerScope()) {
            Gated g = new Gated(2, 2);
            for (String bad : new String[] {"", "a.b", "gate", "proj", "count"}) {
                IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> g.registerParameter(bad, Ops.ones(1)));
                assertTrue(e.getMessage(), e.getMessage().startsWith("Gated: "));
            }
            assertThrows(IllegalArgumentException.class, () -> g.registerBuffer("x", null));
            Sequential outer = new Sequential(g);
            IllegalArgumentException cycle = assertThrows(IllegalArgumentException.class, () -> g.registerModule("outer", outer));
            assertTrue(cycle.getMessage(), cycle.getMessage().contains("cannot be its own child"));
        }
    }

    @Test
    public void loadStateDictCopiesIntoTheSameTensorsAndReportsWhatItSkipped() {
        long live = Memory.stats().liveTensors;
        try (PointerScope s = new PointerScope()) {
            Gated a = new Gated(3, 2);
            Gated b = new Gated(3, 2);
            Tensor weight = b.proj.weight();
            Module.LoadResult r = b.loadStateDict(a.stateDict(), true);
            assertEquals(List.of(), r.missingKeys());
            assertSame("the module keeps its tensors", weight, b.proj.weight());
            assertArrayEquals(a.proj.weight().toFloatArray(), weight.toFloatArray(), 0f);

            Map<String, Tensor> partial = new java.util.LinkedHashMap<>(a.stateDict());
            partial.remove("gate");
            partial.put("other", Ops.ones(1));
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> b.loadStateDict(partial, true));
            assertEquals("Error(s) in loading state_dict for Gated:\n\tMissing key(s) in state_dict: \"gate\". \n"
                    + "\tUnexpected key(s) in state_dict: \"other\". ", e.getMessage());
            Module.LoadResult loose = b.loadStateDict(partial, false);
            assertEquals(List.of("gate"), loose.missingKeys());
            assertEquals(List.of("other"), loose.unexpectedKeys());

            partial.put("proj.bias", Ops.ones(3));
            Tensor before = b.proj.weight().clone();
            assertThrows("a shape that differs fails even when not strict", IllegalArgumentException.class,
                    () -> b.loadStateDict(partial, false));
            assertArrayEquals("nothing changed", before.toFloatArray(), b.proj.weight().toFloatArray(), 0f);
        }
        assertEquals(live, Memory.stats().liveTensors);
    }

    @Test
    public void applyVisitsEveryModuleOnceChildrenFirst() {
        try (PointerScope s = new PointerScope()) {
            Gated shared = new Gated(2, 2);
            Sequential model = new Sequential(shared, shared);
            List<Module> seen = new ArrayList<>();
            assertSame(model, model.apply(seen::add));
            assertEquals(List.of(shared.proj, shared, model), seen);
            model.apply(m -> {
                if (m instanceof Linear) {
                    Init.constantInPlace(((Linear) m).weight(), 0.5);
                }
            });
            assertArrayEquals(new float[] {0.5f, 0.5f, 0.5f, 0.5f}, shared.proj.weight().toFloatArray(), 0f);
            assertTrue("init does not change requires_grad", shared.proj.weight().requiresGrad());
            model.requiresGrad(false);
            assertFalse(shared.gate.requiresGrad());
        }
    }

    @Test
    public void toADtypeConvertsFloatingTensorsInPlaceAndCountsTheirBytes() {
        long live = Memory.stats().liveBytes;
        try (PointerScope s = new PointerScope()) {
            Sequential model = new Sequential(new Linear(10, 10), new BatchNorm1d(10));
            Tensor weight = model.parameters().get(0);
            long before = Memory.stats().liveBytes;
            Ops.backward(model.forward(Ops.ones(4, 10)).sum());
            assertSame(model, model.to(io.github.jtorch.DType.FLOAT64));
            assertSame("the same tensor", weight, model.parameters().get(0));
            for (Map.Entry<String, Tensor> e : model.stateDict().entrySet()) {
                assertEquals(e.getKey(), e.getKey().endsWith("num_batches_tracked") ? io.github.jtorch.DType.INT64
                        : io.github.jtorch.DType.FLOAT64, e.getValue().dtype());
            }
            assertEquals("gradients of converted parameters are dropped", null, weight.grad());
            assertArrayEquals(new long[] {4, 10},
                    model.forward(Ops.ones(4, 10).toDtype(io.github.jtorch.DType.FLOAT64)).shape());
            model.to(io.github.jtorch.DType.FLOAT32);
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> model.to(io.github.jtorch.DType.INT64));
            assertTrue(e.getMessage(), e.getMessage().contains("only accepts floating point dtypes"));
            assertEquals(io.github.jtorch.DType.FLOAT32, weight.dtype());
            assertTrue("float32 again: the bytes are what they were, plus the step's tensors", Memory.stats().liveBytes >= before);
        }
        assertEquals("every byte counted back", live, Memory.stats().liveBytes);
    }

    @Test
    public void callRefusesInputsTheModuleDoesNotTake() {
        try (PointerScope s = new PointerScope()) {
            Gated g = new Gated(2, 2);
            assertArrayEquals(new long[] {1, 2}, ((Tensor) g.call(Ops.ones(1, 2))).shape());
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> g.call(Ops.ones(1, 2), Ops.ones(1)));
            assertTrue(e.getMessage(), e.getMessage().contains("takes one tensor, got 2 inputs"));
        }
    }

    @Test
    public void clippingScalesGradientsToTheNorm() {
        try (PointerScope s = new PointerScope()) {
            Tensor p = Ops.zeros(2).requiresGradInPlace();
            p.mul(Tensor.of(new float[] {3, 4}, 2)).sum().backward();
            Tensor total = Utils.clipGradNormInPlace(List.of(p), 1.0);
            assertEquals(5.0, total.toDoubleArray()[0], 1e-6);
            assertArrayEquals(new float[] {0.6f, 0.8f}, p.grad().toFloatArray(), 1e-6f);
            Utils.clipGradValueInPlace(List.of(p), 0.7);
            assertArrayEquals(new float[] {0.6f, 0.7f}, p.grad().toFloatArray(), 1e-6f);
        }
    }

    @Test
    public void initFunctionsRefuseWhatPyTorchRefuses() {
        try (PointerScope s = new PointerScope()) {
            assertThrows(IllegalArgumentException.class, () -> Init.xavierUniformInPlace(Ops.ones(3)));
            assertThrows(IllegalArgumentException.class, () -> Init.kaimingUniformInPlace(Ops.ones(3, 3), 0, "fan_sideways", "relu"));
            assertThrows(IllegalArgumentException.class, () -> Init.calculateGain("swish"));
            assertThrows(IllegalArgumentException.class, () -> Init.orthogonalInPlace(Ops.ones(3)));
            assertThrows(IllegalArgumentException.class, () -> Init.truncNormalInPlace(Ops.ones(3), 0, 1, 2, -2));
        }
    }
}
