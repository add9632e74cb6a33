package io.github.jtorch.nn;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertThrows;

import io.github.jtorch.Memory;
import io.github.jtorch.Ops;
import io.github.jtorch.PointerScope;
import io.github.jtorch.Tensor;
import io.github.jtorch.Torch;
import io.github.jtorch.optim.Optimizer;
import java.util.ArrayList;
import java.util.List;
import org.junit.Test;

/**
 * Training with no scope open leaves only the handles it returns (the stress test's
 * training actions found Sequential and clipGradNormInPlace leaving more), and bad
 * arguments to containers, optimizers and transformer stacks are IllegalArgumentException.
 */
public class UnscopedTrainingTest {
    private static long live() {
        return Memory.stats().liveTensors;
    }

    @Test
    public void aTrainingStepWithNoScopeLeavesOnlyWhatItReturns() {
        org.junit.Assert.assertNull(PointerScope.current());
        Module m = new Sequential(new Linear(4, 3), new Tanh(), new Flatten(), new Linear(3, 2));
        Optimizer opt = Optimizer.sgd(m.parameters(), 0.1);
        long before = live();
        List<Tensor> returned = new ArrayList<>();
        Tensor y = m.forward(Ops.randn(2, 4));
        returned.add(y);
        assertEquals("forward leaves its output and its input only", before + 2, live());
        Tensor loss = y.sum();
        returned.add(loss);
        loss.backward();
        long afterBackward = live();
        returned.add(Utils.clipGradNormInPlace(m.parameters(), 0.5));
        Utils.clipGradValueInPlace(m.parameters(), 0.1);
        assertEquals("clipping leaves its norm only", afterBackward + 1, live());
        opt.step();
        Torch.release(returned);
        opt.close();
        Torch.release(m);
    }

    @Test
    public void badIndicesAndShapesAreIllegalArguments() {
        try (PointerScope s = new PointerScope()) {
            ModuleList l = new ModuleList().append(new ReLU());
            assertThrows(IllegalArgumentException.class, () -> l.get(1));
            assertThrows(IllegalStateException.class, () -> l.forward(Ops.zeros(1)));
            Optimizer opt = Optimizer.sgd(new Linear(2, 2).parameters(), 0.1);
            assertThrows(IllegalArgumentException.class, () -> opt.learningRate(1));
            assertThrows(IllegalArgumentException.class, () -> opt.setOption(-1, "lr", 0.5));
            TransformerEncoderLayer layer = new TransformerEncoderLayer(4, 2);
            assertThrows(IllegalArgumentException.class, () -> new TransformerEncoder(layer, 1L << 40));
            assertThrows(IllegalArgumentException.class, () -> new TransformerDecoder(new TransformerDecoderLayer(4, 2), Long.MAX_VALUE));
            TransformerEncoder enc = new TransformerEncoder(layer, 1);
            assertThrows(IllegalArgumentException.class, () -> enc.forward(Ops.ones()));
            assertThrows(IllegalArgumentException.class, () -> enc.forward(Ops.ones(4)));
            opt.close();
        }
    }
}
