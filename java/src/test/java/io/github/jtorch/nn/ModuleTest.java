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

    /** One whose toString() fails, with an exception or an error. */
    static final class Broken extends Module {
        final boolean error;

        Broken(boolean error) {
            this.error = error;
        }

        @Override
        public Tensor forward(Tensor input) {
            return input;
        }

        @Override
        public String toString() {
            if (error) {
                throw new AssertionError("no description");
            }
            throw new IllegalStateException("no description");
        }
    }

    /** One that shows the model holding it, as a module tied to another might. */
    static final class Tied extends Module {
        Module owner;

        @Override
        public Tensor forward(Tensor input) {
            return input;
        }

        @Override
        public String toString() {
            return "Tied(" + owner + ")";
        }
    }

    /** One that adds to the default toString(), released marker included. */
    static final class Wrapped extends Module {
        final Linear inner = child("inner", new Linear(2, 2));

        @Override
        public Tensor forward(Tensor input) {
            return inner.forward(input);
        }

        @Override
        public String toString() {
            return "Wrapped:" + super.toString();
        }
    }

    @Test
    public void aChildThatPrintsItselfThroughToStringIsShownSoInsideSequential() {
        Module m = new Sequential(new ReLU(), new Doubler(), new Broken(false), new Broken(true));
        assertEquals("Sequential[ReLU(), Doubler(x2), Broken, Broken]", m.toString());
        Tied tied = new Tied();
        Module holder = new Sequential(new ReLU(), tied);
        tied.owner = holder;
        assertEquals("Sequential[ReLU(), Tied(Sequential[ReLU(), Tied])]", holder.toString());
        Module wrapped = Torch.retain(new Sequential(new Wrapped()));
        Torch.release(wrapped);
        assertEquals("one marker, the model's", "Sequential[Wrapped:Wrapped] (released)", wrapped.toString());
    }
}
