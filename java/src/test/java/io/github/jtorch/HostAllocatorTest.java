package io.github.jtorch;

import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;
import static org.junit.Assume.assumeTrue;

import io.github.jtorch.nn.Linear;
import io.github.jtorch.nn.Module;
import io.github.jtorch.nn.ReLU;
import io.github.jtorch.nn.Sequential;
import io.github.jtorch.optim.Optimizer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.Test;

public class HostAllocatorTest {
    /** Minor page faults of this process so far, from /proc/self/stat. */
    private static long minorFaults() throws IOException {
        String stat = Files.readString(Path.of("/proc/self/stat"));
        return Long.parseLong(stat.substring(stat.lastIndexOf(')') + 2).split(" ")[7]);
    }

    @Test
    public void trainingStepsReuseTheMemoryTheStepBeforeFreedInsteadOfFaultingItBackIn() throws Throwable {
        String setting = NativeLoader.Setting.of("jtorch.malloc", "JTORCH_MALLOC").value;
        assumeTrue("this process asks for glibc's malloc as it is", NativeLoader.tunesMalloc(setting, System.getenv()));
        assumeTrue("malloc may not be glibc's", System.getenv("LD_PRELOAD") == null);
        assertTrue("glibc's malloc is tuned at load", Memory.hostAllocatorTuned());
        // A model made before the loop, then steps whose temporaries are freed at their end:
        // untuned, glibc hands those megabytes back and faults them in again (about 90 to 470
        // faults a step here); tuned, about one.
        double perStep = TestSupport.onOtherThread(() -> {
            try (PointerScope outer = new PointerScope()) {
                Module model = new Sequential(new Linear(784, 256), new ReLU(), new Linear(256, 10));
                try (Optimizer opt = Optimizer.adam(model.parameters(), 1e-3)) {
                    Tensor x = Ops.randn(64, 784);
                    Tensor y = Ops.randint(0, 10, new long[] {64}, null, null);
                    Runnable step = () -> {
                        try (PointerScope s = new PointerScope()) {
                            opt.zeroGrad();
                            Ops.backward(Ops.crossEntropy(model.forward(x), y));
                            opt.step();
                        }
                    };
                    for (int i = 0; i < 20; i++) {
                        step.run();
                    }
                    long before = minorFaults();
                    for (int i = 0; i < 100; i++) {
                        step.run();
                    }
                    return (minorFaults() - before) / 100.0;
                }
            }
        });
        assertTrue("page faults a step: " + perStep, perStep < 50);
    }

    @Test
    public void theSettingTunesByDefaultAndDefaultLeavesGlibcAlone() {
        assertTrue(NativeLoader.tunesMalloc(null, Map.of()));
        assertTrue(NativeLoader.tunesMalloc("", Map.of()));
        assertTrue(NativeLoader.tunesMalloc("tuned", Map.of()));
        assertFalse(NativeLoader.tunesMalloc("default", Map.of()));
        assertFalse(NativeLoader.tunesMalloc("tuned", Map.of("MALLOC_TOP_PAD_", "0")));
        try {
            NativeLoader.tunesMalloc("fast", Map.of());
            fail("an unknown setting is refused");
        } catch (IllegalArgumentException e) {
            assertTrue(e.getMessage(), e.getMessage().contains("'tuned' or 'default', got 'fast'"));
        }
    }

    @Test
    public void mallocSettingsOfTheProcessItselfAreLeftAlone() {
        assertFalse(NativeLoader.processSetsMalloc(Map.of()));
        assertFalse(NativeLoader.processSetsMalloc(Map.of("GLIBC_TUNABLES", "glibc.pthread.rseq=0")));
        assertTrue(NativeLoader.processSetsMalloc(Map.of("GLIBC_TUNABLES", "glibc.pthread.rseq=0:glibc.malloc.trim_threshold=1")));
        assertTrue(NativeLoader.processSetsMalloc(Map.of("MALLOC_TRIM_THRESHOLD_", "1000000")));
        assertTrue(NativeLoader.processSetsMalloc(Map.of("MALLOC_MMAP_THRESHOLD_", "1000000")));
    }
}
