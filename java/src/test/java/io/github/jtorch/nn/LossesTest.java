package io.github.jtorch.nn;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertSame;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import io.github.jtorch.Memory;
import io.github.jtorch.MemoryStats;
import io.github.jtorch.Ops;
import io.github.jtorch.PointerScope;
import io.github.jtorch.Tensor;
import io.github.jtorch.Torch;
import java.util.List;
import java.util.Set;
import org.junit.Test;

/**
 * The Java API of the activation and loss modules: construction, what they refuse, memory.
 * (Their values against PyTorch's: clojure/test/jtorch/nn_modules_parity_test.clj.)
 */
public class LossesTest {

    private static IllegalArgumentException refused(Runnable r) {
        try {
            r.run();
        } catch (IllegalArgumentException e) {
            return e;
        }
        fail("expected an IllegalArgumentException");
        return null;
    }

    private static Tensor x() {
        return Tensor.of(new float[] {1, -2, 3, 0.5f, 0.1f, -1}, 2, 3);
    }

    @Test
    public void aLossGivenOneTensorOrTheWrongNumberNamesItselfAndWhatItTakes() {
        try (PointerScope s = new PointerScope()) {
            Tensor x = x();
            assertTrue(refused(() -> new MSELoss().forward(x)).getMessage().startsWith("MSELoss takes input and target"));
            assertTrue(refused(() -> new MSELoss().call(x, x, x)).getMessage().contains("got 3 inputs"));
            assertTrue(refused(() -> new TripletMarginLoss().forward(x, x)).getMessage()
                    .startsWith("TripletMarginLoss takes anchor, positive and negative"));
            assertTrue(refused(() -> new CTCLoss().call(x, x, "5", x)).getMessage()
                    .startsWith("CTCLoss takes log_probs, targets, input_lengths and target_lengths"));
            assertTrue(refused(() -> new L1Loss().call(x, null)).getMessage().startsWith("L1Loss takes"));
        }
    }

    @Test
    public void libTorchRefusingTheInputsIsAnIllegalArgumentNamingTheLossAndLeaksNothing() {
        try (PointerScope outer = new PointerScope()) {
            Tensor x = x();
            Tensor badClass = Tensor.of(new long[] {0, 7}, 2);
            Tensor[] wrongShapes = {Ops.zeros(3), Ops.ones(2), Ops.ones(5), Ops.ones(1)};
            MemoryStats before = Memory.stats();
            IllegalArgumentException e = refused(() -> new CrossEntropyLoss().forward(x, badClass));
            assertTrue(e.getMessage(), e.getMessage().startsWith("CrossEntropyLoss: ") && e.getMessage().contains("out of bounds"));
            refused(() -> new BCEWithLogitsLoss().forward(x, wrongShapes[0]));
            refused(() -> new MarginRankingLoss().forward(x, x, wrongShapes[1]));
            refused(() -> new GaussianNLLLoss().forward(x, x, wrongShapes[2]));
            refused(() -> new GaussianNLLLoss().forward(x, x, -1.0));
            refused(() -> new CTCLoss().call(x, x, new long[] {2}, wrongShapes[3]));
            assertEquals("nothing the refused calls made remains", before.liveTensors, Memory.stats().liveTensors);
        }
    }

    @Test
    public void badConstructorArgumentsAreRefused() {
        refused(() -> new MSELoss("average"));
        refused(() -> new KLDivLoss("batch", false));
        new KLDivLoss("batchmean", false);
        refused(() -> new CrossEntropyLoss(null, -100, "mean", 1.5));
        refused(() -> new MultiMarginLoss(3, 1.0, null, "mean"));
        refused(() -> new TripletMarginLoss(0.0, 2.0, 1e-6, false, "mean"));
        refused(() -> new TripletMarginWithDistanceLoss(null, -1.0, false, "mean"));
        refused(() -> new GELU("fast"));
        refused(() -> new Hardtanh(1.0, -1.0));
        refused(() -> new PReLU(0));
        refused(() -> new RReLU(0.5, 0.1));
        refused(() -> new Softshrink(-1.0));
        refused(() -> new CELU(0.0));
    }

    @Test
    public void weightsAreBuffersOfPyTorchsNamesHeldAsCopies() {
        try (PointerScope s = new PointerScope()) {
            Tensor w = Tensor.of(new float[] {1, 2, 3}, 3);
            BCEWithLogitsLoss loss = new BCEWithLogitsLoss(w, "sum", w);
            assertEquals(List.of("weight", "pos_weight"), List.copyOf(loss.stateDict().keySet()));
            assertTrue(loss.parameters().isEmpty());
            assertEquals(Set.of("weight"), new CrossEntropyLoss(w, -100, "mean", 0).stateDict().keySet());
            assertEquals(Set.of("weight"), new NLLLoss(w, -100, "mean").stateDict().keySet());
            assertEquals(Set.of("weight"), new MultiMarginLoss(1, 1, w, "mean").stateDict().keySet());
            assertTrue(new CrossEntropyLoss().stateDict().isEmpty());
            Torch.release(loss);
            assertArrayEquals(new float[] {1, 2, 3}, w.toFloatArray(), 0f);
            try {
                loss.forward(w, w);
                fail("a released loss runs no more");
            } catch (IllegalStateException expected) {
                // as any released module
            }
        }
    }

    @Test
    public void aLossReturnsOnlyItsResultToTheScope() {
        try (PointerScope s = new PointerScope()) {
            Tensor x = x();
            Tensor t = Ops.ones(2, 3);
            Tensor v = Ops.ones(2, 3);
            Loss multiLabel = new MultiLabelSoftMarginLoss();
            Loss triplet = new TripletMarginWithDistanceLoss();
            MemoryStats before = Memory.stats();
            assertEquals(0, ((Tensor) multiLabel.call(x, t)).dim());
            assertEquals(0, ((Tensor) triplet.call(x, t, v)).dim());
            assertEquals("their results alone remain", before.liveTensors + 2, Memory.stats().liveTensors);
            before = Memory.stats();
            new GaussianNLLLoss(true, 1e-6, "none").forward(x, t, 0.5);
            assertEquals(before.liveTensors + 1, Memory.stats().liveTensors);
        }
    }

    @Test
    public void callWithLossesInputsGivesWhatForwardGives() {
        try (PointerScope s = new PointerScope()) {
            Tensor x = x();
            Tensor target = Tensor.of(new long[] {0, 2}, 2);
            CrossEntropyLoss ce = new CrossEntropyLoss(null, -100, "none", 0.1);
            assertArrayEquals(ce.forward(x, target).toFloatArray(), ((Tensor) ce.call(x, target)).toFloatArray(), 0f);
            assertEquals("none", ce.reduction());
            assertEquals("CrossEntropyLoss()", ce.toString());
        }
    }

    @Test
    public void chainableActivationsGiveInSequentialWhatTheyGiveOneByOne() {
        try (PointerScope s = new PointerScope()) {
            Tensor x = x();
            List<Module> layers = List.of(new Sigmoid(), new Tanh(), new Softmax(1), new LogSoftmax(0), new Softmin(-1),
                    new ReLU6(), new LeakyReLU(0.2), new Softmax(), new GELU("tanh"), new Softsign(), new Hardtanh(),
                    new Tanhshrink(), new ELU(), new SiLU());
            Tensor y = x;
            for (Module m : layers) {
                y = m.forward(y);
            }
            assertArrayEquals(y.toFloatArray(), new Sequential(layers).forward(x).toFloatArray(), 0f);
            assertTrue(new Softmin(1).appendTo(new io.github.jtorch.Chain()));
            assertTrue(!new Softmax().appendTo(new io.github.jtorch.Chain()));
        }
    }

    @Test
    public void activationsDescribeThemselvesAsPyTorchDoes() {
        assertEquals("LeakyReLU(negative_slope=0.01)", new LeakyReLU().toString());
        assertEquals("ELU(alpha=1.0, inplace=True)", new ELU(1.0, true).toString());
        assertEquals("PReLU(num_parameters=3)", new PReLU(3).toString());
        assertEquals("RReLU(lower=0.125, upper=0.3333333333333333)", new RReLU().toString());
        assertEquals("Hardtanh(min_val=-1.0, max_val=1.0)", new Hardtanh().toString());
        assertEquals("Softplus(beta=1.0, threshold=20.0)", new Softplus().toString());
        assertEquals("Softmax(dim=None)", new Softmax().toString());
        assertEquals("Hardshrink(0.5)", new Hardshrink().toString());
        assertEquals("GLU(dim=-1)", new GLU().toString());
    }

    @Test
    public void prelusWeightIsAParameterNamedWeight() {
        try (PointerScope s = new PointerScope()) {
            PReLU m = new PReLU(2, 0.1);
            assertEquals(Set.of("weight"), m.namedParameters().keySet());
            assertTrue(m.weight().requiresGrad());
            assertArrayEquals(new float[] {0.1f, 0.1f}, m.weight().toFloatArray(), 0f);
            refused(() -> m.forward(Ops.ones(2, 3)));
        }
    }

    @Test
    public void inplaceActivationsReturnTheirInput() {
        try (PointerScope s = new PointerScope()) {
            Tensor x = Tensor.of(new float[] {-1, 2}, 2);
            assertSame(x, new LeakyReLU(0.5, true).forward(x));
            assertArrayEquals(new float[] {-0.5f, 2}, x.toFloatArray(), 0f);
        }
    }
}
