package io.github.jtorch.nn;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import io.github.jtorch.Memory;
import io.github.jtorch.Tensor;
import io.github.jtorch.Torch;
import org.junit.Test;

/** What a module says about itself: its description, and whether it can still run. */
public class ModuleTest {

    @Test
    public void aReleasedModulePrintsOneMarkerAndSaysItIsReleased() {
        long live = Memory.stats().liveTensors;
        Module m = Torch.retain(new Sequential(new Linear(4, 2), new ReLU(), new Linear(2, 1, false)));
        assertEquals("Sequential[Linear(4 -> 2), ReLU(), Linear(2 -> 1, no bias)]", m.toString());
        assertFalse(m.isReleased());
        Torch.release(m.parameters().get(0));
        assertTrue("one released parameter is enough: the module cannot run", m.isReleased());
        assertEquals("Sequential[Linear(4 -> 2), ReLU(), Linear(2 -> 1, no bias)] (released)", m.toString());
        Torch.release(m);
        assertEquals(live, Memory.stats().liveTensors);
    }

    @Test
    public void aModuleWithoutTensorsIsNeverReleased() {
        Module relu = new ReLU();
        Torch.release(relu);
        assertFalse(relu.isReleased());
        assertEquals("ReLU()", relu.toString());
    }

    /** A user's module that prints itself through toString(), as Java code usually does. */
    static final class Doubler extends Module {
        @Override
        public Tensor forward(Tensor input) {
            return input.mul(2.0);
        }

        @Override
        public String toString() {
            return "Doubler(x2)";
        }
    }

    /** One whose toString() fails. */
    static final class Broken extends Module {
        @Override
        public Tensor forward(Tensor input) {
            return input;
        }

        @Override
        public String toString() {
            throw new IllegalStateException("no description");
        }
    }

    @Test
    public void aChildThatPrintsItselfThroughToStringIsShownSoInsideSequential() {
        Module m = new Sequential(new ReLU(), new Doubler(), new Broken());
        assertEquals("Sequential[ReLU(), Doubler(x2), Broken]", m.toString());
    }
}
