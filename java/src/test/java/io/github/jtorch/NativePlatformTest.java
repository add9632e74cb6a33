package io.github.jtorch;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNull;

import org.junit.Test;

/** Which of the jar's native folders NativeLoader picks for a JVM's os.name and os.arch. */
public class NativePlatformTest {
    @Test
    public void linuxOnX86_64PicksTheX86_64Core() {
        assertEquals("linux-x86_64", NativeLoader.platform("Linux", "amd64"));
        assertEquals("linux-x86_64", NativeLoader.platform("Linux", "x86_64"));
    }

    @Test
    public void linuxOnAarch64PicksTheAarch64Core() {
        assertEquals("linux-aarch64", NativeLoader.platform("Linux", "aarch64"));
        assertEquals("linux-aarch64", NativeLoader.platform("Linux", "arm64"));
    }

    @Test
    public void otherPlatformsHaveNoCore() {
        assertNull(NativeLoader.platform("Mac OS X", "aarch64"));
        assertNull(NativeLoader.platform("Windows 11", "amd64"));
        assertNull(NativeLoader.platform("Linux", "riscv64"));
        assertNull(NativeLoader.platform("Linux", "x86"));
    }
}
