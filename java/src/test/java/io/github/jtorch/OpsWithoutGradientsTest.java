package io.github.jtorch;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertThrows;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

/**
 * Ops whose inputs carry no autograd metadata run below LibTorch's Autograd kernel; these check
 * that nothing autograd relies on changes with that.
 */
public class OpsWithoutGradientsTest {
    @Test
    public void resultsOfTensorsWithoutGradientsFeedAGraphThatNeedsThem() {
        try (PointerScope s = new PointerScope()) {
            Tensor x = Tensor.of(new float[] {1f, 2f, 3f});
            Tensor y = x.mul(2.0).add(x); // 3x, below the Autograd kernel
            assertFalse(y.requiresGrad());
            Tensor w = Ops.ones(3).requiresGradInPlace();
            Tensor loss = y.mul(w).sum();
            assertTrue(loss.requiresGrad());
            Ops.backward(loss);
            assertArrayEquals(new float[] {3f, 6f, 9f}, Ops.grad(w).toFloatArray(), 0f);
        }
    }

    @Test
    public void aTensorThatNoLongerNeedsGradientsGivesResultsThatNeedNone() {
        try (PointerScope s = new PointerScope()) {
            Tensor w = Ops.ones(3).requiresGradInPlace().requiresGradInPlace(false);
            Tensor y = w.add(w);
            assertFalse(y.requiresGrad());
            assertArrayEquals(new float[] {2f, 2f, 2f}, y.toFloatArray(), 0f);
        }
    }

    @Test
    public void aViewMadeWithoutGradientsStillCountsAsAChangeToItsBaseForTheGraph() {
        try (PointerScope s = new PointerScope()) {
            Tensor x = Tensor.of(new float[] {1f, 2f, 3f, 4f}, 4);
            Tensor v = x.view(2, 2); // a view, made below the Autograd kernel
            Tensor w = Ops.ones(4).requiresGradInPlace();
            Tensor loss = w.mul(x).sum(); // saves x for the backward pass
            v.zeroInPlace();
            assertArrayEquals("one memory", new float[] {0f, 0f, 0f, 0f}, x.toFloatArray(), 0f);
            TorchException e = assertThrows(TorchException.class, () -> Ops.backward(loss));
            assertTrue(e.getMessage(), e.getMessage().contains("modified by an inplace operation"));
        }
    }

    @Test
    public void aRefusedOpOnTensorsWithoutGradientsLeavesTheThreadRecordingGradients() {
        try (PointerScope s = new PointerScope()) {
            Tensor a = Ops.ones(2, 3);
            assertThrows(TorchException.class, () -> a.matmul(Ops.ones(4, 5)));
            Tensor w = Ops.ones(3).requiresGradInPlace();
            assertTrue(Ops.ones(3).mul(w).requiresGrad());
            assertTrue(w.mul(Ops.ones(3)).requiresGrad());
        }
    }
}
