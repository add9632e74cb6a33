package io.github.jtorch.examples;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.Test;

/** The CNN training service killed with SIGKILL midway resumes and ends as an uninterrupted run does. */
public class CnnTrainingServiceTest {
    private static final int STEPS = 40;

    /** A service JVM on {@code dir}; its output lines are read until it ends or {@code killAtStep} is printed. */
    private static List<String> run(Path dir, int killAtStep) throws IOException, InterruptedException {
        String classpath = System.getProperty("java.class.path") + File.pathSeparator
                + System.getProperty("jtorch.examples.classes");
        ProcessBuilder pb = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", classpath, "-Xmx512m", "io.github.jtorch.examples.CnnTrainingService",
                "--dir", dir.toString(), "--steps", Integer.toString(STEPS), "--checkpoint-every", "10");
        pb.redirectError(ProcessBuilder.Redirect.DISCARD);
        Process p = pb.start();
        List<String> lines = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line; (line = r.readLine()) != null; ) {
                lines.add(line);
                if (line.equals("step " + killAtStep) || line.startsWith("step " + killAtStep + " ")) {
                    p.destroyForcibly(); // SIGKILL: no shutdown hook, no flush
                    break;
                }
            }
        }
        assertTrue("the service ended", p.waitFor(120, TimeUnit.SECONDS));
        return lines;
    }

    @Test
    public void aServiceKilledMidwayResumesFromItsCheckpointAndEndsAsAnUninterruptedRun() throws Exception {
        Path whole = Files.createTempDirectory("jtorch-cnn-whole");
        Path killed = Files.createTempDirectory("jtorch-cnn-killed");
        List<String> uninterrupted = run(whole, -1);
        assertTrue(uninterrupted.toString(), uninterrupted.get(uninterrupted.size() - 1).startsWith("done "));

        List<String> first = run(killed, 27);
        assertTrue("killed before the end: " + first, first.stream().noneMatch(l -> l.startsWith("done ")));
        List<String> second = run(killed, -1);
        String resumed = second.get(0);
        assertTrue(resumed, resumed.startsWith("resumed at step "));
        int from = Integer.parseInt(resumed.substring("resumed at step ".length()));
        assertTrue("resumed at a checkpoint it wrote: " + from, from > 0 && from % 10 == 0 && from < STEPS);
        // Every step after the checkpoint, with its loss and learning rate, and the final weights.
        assertEquals(uninterrupted.subList(from, uninterrupted.size()), second.subList(1, second.size()));
    }
}
