package io.github.jtorch.stress;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * A JVM under test, run as a child process under {@code -Xcheck:jni}: its output is read line
 * by line, JNI warnings in it are collected, and a crash (an exit without the last line the
 * child prints when it is done, or an hs_err file) is observed rather than suffered.
 */
final class ChildJvm {
    /** What {@code -Xcheck:jni} and the JVM print when native code misuses JNI or signals. */
    static final Pattern JNI_WARNING = Pattern.compile(
            "WARNING in native method|FATAL ERROR in native method|JNI local refs|handler modified|handler expected"
                    + "|Calling other JNI functions|JNI call made with exception pending|WARNING: JNI");

    final String label;
    private final Path java;
    private final boolean newerJdk;
    private final String classpath;

    ChildJvm(String label, Path java, boolean newerJdk, String classpath) {
        this.label = label;
        this.java = java;
        this.newerJdk = newerJdk;
        this.classpath = classpath;
    }

    /** The JVM running this launcher. */
    static Path currentJava() {
        return Paths.get(System.getProperty("java.home"), "bin", "java");
    }

    /** How one child run ended. */
    static final class Result {
        int exitCode;
        boolean timedOut;
        /** The child printed its done line. */
        boolean finished;
        final List<String> jniWarnings = new ArrayList<>();
        String hsErr;
        final Deque<String> tail = new ArrayDeque<>();

        boolean crashed() {
            return !timedOut && (hsErr != null || !finished);
        }

        String tailText() {
            return String.join("\n", tail);
        }
    }

    /**
     * Runs {@code mainClass} with {@code args}; every output line goes to {@code lines}.
     * {@code doneMarker} is the prefix of the line the child prints last when it is done.
     */
    Result run(String mainClass, List<String> args, String doneMarker, long timeoutSeconds, Consumer<String> lines)
            throws IOException, InterruptedException {
        return run(mainClass, args, doneMarker, timeoutSeconds, lines, null);
    }

    /** {@link #run} with {@code workDir} (null: this JVM's) as the child's working directory. */
    Result run(String mainClass, List<String> args, String doneMarker, long timeoutSeconds, Consumer<String> lines, Path workDir)
            throws IOException, InterruptedException {
        Path errDir = Files.createTempDirectory("jtorch-stress-hserr");
        List<String> cmd = new ArrayList<>();
        cmd.add(java.toString());
        cmd.add("-Xcheck:jni");
        cmd.add("-Xmx512m");
        cmd.add("-Djtorch.log.level=warn");
        cmd.add("-XX:ErrorFile=" + errDir.resolve("hs_err_pid%p.log"));
        if (newerJdk) {
            cmd.add("--enable-native-access=ALL-UNNAMED");
        }
        cmd.add("-cp");
        cmd.add(classpath);
        cmd.add(mainClass);
        cmd.addAll(args);
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true);
        if (workDir != null) {
            pb.directory(workDir.toFile());
        }
        Process p = pb.start();
        Result r = new Result();
        Thread reader = new Thread(() -> {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = in.readLine()) != null) {
                    synchronized (r) {
                        if (line.startsWith(doneMarker)) {
                            r.finished = true;
                        }
                        if (JNI_WARNING.matcher(line).find()) {
                            r.jniWarnings.add(line);
                        }
                        r.tail.addLast(line);
                        if (r.tail.size() > 60) {
                            r.tail.removeFirst();
                        }
                    }
                    lines.accept(line);
                }
            } catch (IOException e) {
                // the child is gone
            }
        }, "jtorch-stress-reader");
        reader.setDaemon(true);
        reader.start();
        if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
            r.timedOut = true;
            p.destroyForcibly();
            p.waitFor();
        }
        reader.join(10_000);
        r.exitCode = p.exitValue();
        try (Stream<Path> files = Files.list(errDir)) {
            Path err = files.findFirst().orElse(null);
            if (err != null) {
                r.hsErr = err.toString();
            }
        }
        return r;
    }
}
