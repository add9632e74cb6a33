package io.github.jtorch;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.junit.Assume.assumeTrue;

import java.io.File;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.Test;

/**
 * A REPL's interrupt ({@code Thread.stop} on JDKs before 20) that lands while jtorch loads,
 * inside the static initialiser of the class the first call touched, leaves jtorch usable: the
 * class is not failed for the rest of the JVM. Each case needs a JVM that has not loaded jtorch,
 * so it runs {@link Probe} in a new one.
 */
public class StopDuringLoadTest {
    private static Method threadStop() {
        try {
            Method stop = Thread.class.getMethod("stop");
            stop.invoke(new Thread(() -> { })); // JDK 20 and later throw UnsupportedOperationException
            return stop;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }

    /** Runs {@link Probe} with {@code args} in a new JVM; its output's lines. */
    private static List<String> probe(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xcheck:jni"));
        for (String name : System.getProperties().stringPropertyNames()) {
            if (name.startsWith("jtorch.")) {
                command.add("-D" + name + "=" + System.getProperty(name));
            }
        }
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), Probe.class.getName()));
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command);
        File err = File.createTempFile("jtorch-probe", ".err");
        try {
            pb.redirectError(err);
            Process p = pb.start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue("the probe ended", p.waitFor(120, TimeUnit.SECONDS));
            assertEquals("probe exit; stdout:\n" + out + "stderr:\n"
                    + java.nio.file.Files.readString(err.toPath()), 0, p.exitValue());
            return List.of(out.split("\n"));
        } finally {
            err.delete();
        }
    }

    // Loading jtorch takes hundreds of milliseconds; stops 30 and 150 ms into the first call land
    // in it on the machines the tests run on (a stop that lands elsewhere checks less, not wrongly).
    @Test
    public void aStopLandingWhileJtorchLoadsLeavesItUsableAndBecomesAnInterrupt() throws Exception {
        assumeTrue("Thread.stop exists on this JDK", threadStop() != null);
        for (String delayMs : List.of("30", "150")) {
            List<String> lines = probe(delayMs);
            assertEquals(lines.toString(), "parts 2", lines.get(1));
            assertEquals(lines.toString(), "sum 6.0", lines.get(2));
            assertTrue(lines.toString(), lines.get(0).equals("first call: ran, interrupted")
                    || lines.get(0).equals("first call: stopped outside the load"));
        }
    }

    /** Makes its first jtorch call on a thread that it stops, then uses jtorch itself. */
    public static final class Probe {
        public static void main(String[] args) throws Exception {
            long delayMs = Long.parseLong(args[0]);
            Method stop = threadStop();
            AtomicReference<String> outcome = new AtomicReference<>("first call: not ended");
            Thread first = new Thread(() -> {
                try {
                    Ops.zeros(2); // the first call: Ops' initialiser loads jtorch
                    outcome.set(Thread.interrupted() ? "first call: ran, interrupted" : "first call: ran");
                } catch (Throwable e) {
                    outcome.set(NativeLoader.isStop(e) ? "first call: stopped outside the load" : "first call: " + e);
                }
            }, "first-call");
            first.start();
            Thread.sleep(delayMs);
            stop.invoke(first);
            first.join();
            System.out.println(outcome.get());
            try (PointerScope scope = new PointerScope()) {
                Tensor sum = Ops.sum(Ops.add(Ops.ones(3), Ops.ones(3)));
                List<Tensor> parts = Ops.split(Ops.ones(4), 2, 0); // through the dispatcher
                System.out.println("parts " + parts.size());
                System.out.println("sum " + sum.itemDouble());
            }
        }
    }
}
