package io.github.jtorch.stress;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The reliability launcher (docs/reliability.md). Every JVM under test runs as a child process
 * ({@link ChildJvm}), so a JVM crash is counted and shrunk instead of ending the run.
 *
 * <pre>
 * ci   [--seed S]               the CI size, under two minutes: the bad-input corpus, and the
 *                               stress test on JDK 17 platform threads and on the newer JDK's
 *                               virtual threads; every child JVM scanned for JNI warnings
 * suites                        the JUnit suite (JDK 17) and the Clojure suites (JDK 17 and the
 *                               newer JDK) under -Xcheck:jni, scanned for JNI warnings
 * soak --minutes M [--seed S]   the corpus and the suites (both JDKs) under JNI checks, then stress
 *                               runs alternating JDKs and thread kinds until M minutes have
 *                               passed; prints the figures as it goes
 * </pre>
 * Prints {@code stress: N passed, M failed} (rounds), the figures, and exits non-zero on any
 * crash, leak, undocumented exception, broken promise or JNI warning.
 */
public final class Stress {
    private static final Pattern ROUND_END = Pattern.compile(
            "ROUND-END index=(\\d+) calls=(\\d+) millis=(\\d+) findings=(\\d+) exceptions=\\{(.*)}");
    private static final Pattern ROUND_START = Pattern.compile(
            "ROUND-START index=(\\d+) seed=(\\S+) gc=(\\S+) kind=(\\S+) threads=(\\d+) steps=(\\d+)");
    private static final Pattern CORPUS_DONE = Pattern.compile(
            "CORPUS-DONE cases=(\\d+) passed=(\\d+) failed=(\\d+) known=(\\d+) java=(\\d+) clojure=(\\d+) exceptions=\\{(.*)}");

    private final String classpath = System.getProperty("java.class.path");
    private final Path newerJava = pathOrNull(System.getProperty("jtorch.stress.newerJava"));
    private final Totals totals = new Totals();

    private Stress() {}

    private static Path pathOrNull(String s) {
        return s == null || s.isEmpty() || !Files.isExecutable(Paths.get(s)) ? null : Paths.get(s);
    }

    /** Figures over every child of this launch. */
    static final class Totals {
        long calls;
        long stressMillis;
        int roundsPassed;
        int roundsFailed;
        int crashes;
        int hangs;
        int leaks;
        int violations;
        int jniWarnings;
        int maxPlatformThreads;
        int maxVirtualThreads;
        long corpusCases;
        long corpusPassed;
        long corpusFailed;
        long corpusKnown;
        final List<String> corpusKinds = new ArrayList<>();
        long corpusJava;
        long corpusClojure;
        int corpusCrashes;
        final Map<String, Long> exceptions = new TreeMap<>();
        final Map<String, Long> corpusExceptions = new TreeMap<>();
        final List<String> problems = new ArrayList<>();

        boolean clean() {
            return roundsFailed == 0 && crashes == 0 && hangs == 0 && leaks == 0 && violations == 0 && jniWarnings == 0
                    && corpusFailed == 0 && corpusCrashes == 0;
        }
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> o = StressWorker.options(args);
        String mode = args.length > 0 ? args[0] : "ci";
        long seed = o.containsKey("seed") ? StressWorker.parseSeed(o.get("seed")) : System.nanoTime() ^ System.currentTimeMillis();
        Stress s = new Stress();
        System.out.println("reliability: " + mode + " run, seed " + StressWorker.hex(seed) + " (rerun with -Pseed="
                + StressWorker.hex(seed) + "), JDK " + System.getProperty("java.version")
                + (s.newerJava != null ? ", newer JDK " + s.newerJava : ", no newer JDK (virtual threads skipped)"));
        long t0 = System.currentTimeMillis();
        if (mode.equals("soak")) {
            s.soak(seed, Long.parseLong(o.getOrDefault("minutes", "30")));
        } else if (mode.equals("suites")) {
            timed("suites under -Xcheck:jni", () -> s.suitesUnderJniChecks(true));
        } else {
            s.ci(seed);
        }
        s.printSummary((System.currentTimeMillis() - t0) / 1000.0);
        System.exit(s.totals.clean() ? 0 : 1);
    }

    private ChildJvm jdk17() {
        return new ChildJvm("JDK " + System.getProperty("java.version"), ChildJvm.currentJava(), false, classpath);
    }

    private ChildJvm newer() {
        return new ChildJvm("newer JDK", newerJava, true, classpath);
    }

    private void ci(long seed) throws Exception {
        timed("bad-input corpus", () -> corpus(jdk17(), 300));
        timed("stress, JDK 17", () -> stress(jdk17(), SplitMix.derive(seed, 1), "platform", 8, 30, 150));
        if (newerJava != null) {
            timed("stress, newer JDK", () -> stress(newer(), SplitMix.derive(seed, 2), "virtual", 48, 25, 150));
        }
        // The JVM suites are scanned by `suites` and the soak (two minutes and more): here every
        // child JVM above is, and the corpus calls every public function.
    }

    private interface Phase {
        void run() throws Exception;
    }

    private static void timed(String name, Phase phase) throws Exception {
        long t0 = System.currentTimeMillis();
        phase.run();
        System.out.printf(Locale.ROOT, "  (%s: %.0f s)%n", name, (System.currentTimeMillis() - t0) / 1000.0);
    }

    private void soak(long seed, long minutes) throws Exception {
        long end = System.currentTimeMillis() + minutes * 60_000;
        corpus(jdk17(), 600);
        suitesUnderJniChecks(true);
        String[][] plan = {{"platform", "8"}, {"mixed", "16"}, {"virtual", "64"}};
        for (int chunk = 0; System.currentTimeMillis() < end - 20_000; chunk++) {
            long left = (end - System.currentTimeMillis()) / 1000;
            long seconds = Math.max(10, Math.min(300, left - 15));
            boolean useNewer = newerJava != null && chunk % 2 == 1;
            String[] kind = useNewer ? plan[1 + (chunk / 2) % 2] : plan[0];
            stress(useNewer ? newer() : jdk17(), SplitMix.derive(seed, chunk), kind[0], Integer.parseInt(kind[1]), seconds, 0);
            printProgress();
        }
    }

    // ---- stress ------------------------------------------------------------------------------

    private void stress(ChildJvm jvm, long seed, String kind, int threads, long seconds, long shrinkSeconds)
            throws Exception {
        System.out.printf(Locale.ROOT, "stress on %s: %d %s threads for %d s, seed %s%n", jvm.label, threads, kind, seconds,
                StressWorker.hex(seed));
        if (kind.equals("platform")) {
            totals.maxPlatformThreads = Math.max(totals.maxPlatformThreads, threads);
        } else if (kind.equals("virtual")) {
            totals.maxVirtualThreads = Math.max(totals.maxVirtualThreads, threads);
        } else {
            totals.maxPlatformThreads = Math.max(totals.maxPlatformThreads, threads / 2);
            totals.maxVirtualThreads = Math.max(totals.maxVirtualThreads, threads / 2);
        }
        String[] lastStart = new String[1];
        List<String> args = List.of("run", "--seed", StressWorker.hex(seed), "--seconds", Long.toString(seconds),
                "--threads", Integer.toString(threads), "--kind", kind, "--shrink-seconds", Long.toString(shrinkSeconds));
        ChildJvm.Result r = jvm.run(StressWorker.class.getName(), args, "WORKER-DONE", seconds + shrinkSeconds + 600,
                line -> onWorkerLine(line, lastStart));
        totals.jniWarnings += r.jniWarnings.size();
        r.jniWarnings.forEach(w -> problem("JNI warning (" + jvm.label + "): " + w));
        if (r.timedOut) {
            totals.hangs++;
            problem("stress on " + jvm.label + " did not finish in time; last output:\n" + r.tailText());
        } else if (r.crashed()) {
            totals.crashes++;
            problem("JVM CRASH on " + jvm.label + " (exit " + r.exitCode + (r.hsErr != null ? ", " + r.hsErr : "")
                    + ") in round " + lastStart[0] + "; last output:\n" + r.tailText());
            if (lastStart[0] != null && shrinkSeconds > 0) {
                shrinkCrash(jvm, lastStart[0], shrinkSeconds);
            }
        }
    }

    private void onWorkerLine(String line, String[] lastStart) {
        Matcher m = ROUND_END.matcher(line);
        if (line.startsWith("ROUND-START")) {
            lastStart[0] = line;
        } else if (m.matches()) {
            totals.calls += Long.parseLong(m.group(2));
            totals.stressMillis += Long.parseLong(m.group(3));
            if (Integer.parseInt(m.group(4)) == 0) {
                totals.roundsPassed++;
            } else {
                totals.roundsFailed++;
            }
            addCounts(totals.exceptions, m.group(5));
        } else if (line.startsWith("FINDING ") && !line.startsWith("FINDING     at")) {
            if (line.contains("leak:") || line.contains("accounting:")) {
                totals.leaks++;
            } else {
                totals.violations++;
            }
            problem(line + "\n    in " + lastStart[0]);
        }
        if (line.startsWith("FINDING") || line.startsWith("SHRUNK") || line.startsWith("SHRINKING")
                || line.startsWith("REPLAY") || line.startsWith("NOTE") || line.startsWith("    actor")) {
            System.out.println("  " + line);
        }
    }

    private static void addCounts(Map<String, Long> into, String text) {
        if (text.isEmpty() || text.equals("none")) {
            return;
        }
        for (String kv : text.split(",")) {
            String[] p = kv.split("=");
            into.merge(p[0], Long.parseLong(p[1]), Long::sum);
        }
    }

    /** Delta debugging with a child JVM per try: the smallest selection of steps that still crashes. */
    private void shrinkCrash(ChildJvm jvm, String startLine, long seconds) throws Exception {
        Matcher m = ROUND_START.matcher(startLine);
        if (!m.matches()) {
            return;
        }
        String seed = m.group(2);
        String gc = m.group(3);
        String kind = m.group(4);
        int threads = Integer.parseInt(m.group(5));
        int steps = Integer.parseInt(m.group(6));
        Program program = Program.generate(StressWorker.parseSeed(seed), threads, steps, Boolean.parseBoolean(gc));
        System.out.println("  shrinking the crash of round seed " + seed + " with a child JVM per try, for up to " + seconds + " s");
        Shrinker shrinker = new Shrinker(program, sel -> {
            try {
                List<String> args = List.of("replay", "--seed", seed, "--threads", Integer.toString(threads), "--steps",
                        Integer.toString(steps), "--kind", kind, "--gc", gc, "--keep", sel.encode(program), "--attempts", "2");
                return jvm.run(StressWorker.class.getName(), args, "REPLAY-", 300, line -> { }).crashed();
            } catch (IOException | InterruptedException e) {
                return false;
            }
        }, seconds * 1000);
        Program.Selection smallest = shrinker.shrink();
        String replay = "replay --seed " + seed + " --threads " + threads + " --steps " + steps + " --kind " + kind
                + " --gc " + gc + " --keep " + smallest.encode(program);
        problem("crash reproduced by " + smallest.size(program) + " steps (" + shrinker.tries() + " tries): "
                + "java -Xcheck:jni -cp <stress classpath> " + StressWorker.class.getName() + " " + replay + "\n"
                + Shrinker.describe(program, smallest));
    }

    // ---- bad-input corpus ----------------------------------------------------------------------

    private void corpus(ChildJvm jvm, long timeoutSeconds) throws Exception {
        System.out.println("bad-input corpus on " + jvm.label);
        // A working directory of its own, deleted after: a case may save to a relative path
        // (a string is a file name to save! and Safetensors), which must not land in the
        // project the launcher runs from.
        Path workDir = Files.createTempDirectory("jtorch-corpus-cwd");
        try {
            corpusIn(jvm, timeoutSeconds, workDir);
        } finally {
            try (Stream<Path> left = Files.walk(workDir)) {
                for (Path f : left.sorted(java.util.Comparator.reverseOrder()).collect(Collectors.toList())) {
                    Files.deleteIfExists(f);
                }
            }
        }
    }

    private void corpusIn(ChildJvm jvm, long timeoutSeconds, Path workDir) throws Exception {
        int from = 0;
        for (int attempt = 0; attempt < 50; attempt++) {
            String[] lastCase = new String[1];
            long[] done = new long[1];
            ChildJvm.Result r = jvm.run(BadInputCorpus.class.getName(), List.of("--from", Integer.toString(from)),
                    "CORPUS-DONE", timeoutSeconds, line -> {
                        if (line.startsWith("CORPUS-CASE ")) {
                            lastCase[0] = line.substring("CORPUS-CASE ".length());
                        } else if (line.startsWith("CORPUS-FINDING-KIND") || line.startsWith("CORPUS-KNOWN-KIND")) {
                            totals.corpusKinds.add(line);
                        } else if (line.startsWith("CORPUS-FINDING")) {
                            problem(line);
                            System.out.println("  " + line);
                        } else if (line.startsWith("CORPUS-DONE")) {
                            Matcher m = CORPUS_DONE.matcher(line);
                            if (m.matches()) {
                                totals.corpusCases += Long.parseLong(m.group(1));
                                totals.corpusPassed += Long.parseLong(m.group(2));
                                totals.corpusFailed += Long.parseLong(m.group(3));
                                totals.corpusKnown += Long.parseLong(m.group(4));
                                totals.corpusJava += Long.parseLong(m.group(5));
                                totals.corpusClojure += Long.parseLong(m.group(6));
                                addCounts(totals.corpusExceptions, m.group(7));
                                done[0] = 1;
                            }
                        }
                    }, workDir);
            totals.jniWarnings += r.jniWarnings.size();
            r.jniWarnings.forEach(w -> problem("JNI warning (corpus, " + jvm.label + "): " + w));
            if (done[0] == 1 || r.timedOut) {
                if (r.timedOut) {
                    totals.hangs++;
                    problem("the corpus did not finish in time; last case: " + lastCase[0]);
                }
                return;
            }
            // Crashed: count it, then go on after the case that crashed.
            totals.corpusCrashes++;
            problem("JVM CRASH in bad-input case " + lastCase[0] + " (exit " + r.exitCode
                    + (r.hsErr != null ? ", " + r.hsErr : "") + "); last output:\n" + r.tailText());
            if (lastCase[0] == null) {
                return;
            }
            from = Integer.parseInt(lastCase[0].split(" ", 2)[0]) + 1;
        }
    }

    // ---- the JVM suites under -Xcheck:jni --------------------------------------------------------

    private void suitesUnderJniChecks(boolean newerJdkToo) throws Exception {
        String testClasspath = System.getProperty("jtorch.stress.testClasspath", "");
        String classesDirs = System.getProperty("jtorch.stress.testClasses", "");
        if (testClasspath.isEmpty()) {
            return;
        }
        List<String> classes = new ArrayList<>();
        for (String dir : classesDirs.split(File.pathSeparator)) {
            Path root = Paths.get(dir);
            if (!Files.isDirectory(root)) {
                continue;
            }
            try (Stream<Path> files = Files.walk(root)) {
                classes.addAll(files.map(p -> root.relativize(p).toString())
                        .filter(p -> p.endsWith("Test.class") && !p.contains("$"))
                        .map(p -> p.substring(0, p.length() - ".class".length()).replace(File.separatorChar, '.'))
                        .sorted().collect(Collectors.toList()));
            }
        }
        List<ChildJvm> jvms = new ArrayList<>();
        jvms.add(new ChildJvm("JDK " + System.getProperty("java.version"), ChildJvm.currentJava(), false, testClasspath));
        if (newerJava != null && newerJdkToo) {
            jvms.add(new ChildJvm("newer JDK", newerJava, true, testClasspath));
        }
        for (ChildJvm jvm : jvms) {
            List<String[]> suites = new ArrayList<>();
            if (jvm == jvms.get(0)) {
                List<String> junit = new ArrayList<>(classes);
                suites.add(new String[] {"JUnit", "org.junit.runner.JUnitCore", String.join(" ", junit)});
            }
            suites.add(new String[] {"Clojure", "clojure.main", "-m jtorch.test-runner"});
            for (String[] suite : suites) {
                List<String> args = List.of(suite[2].split(" "));
                String[] summary = new String[1];
                ChildJvm.Result r = jvm.run(suite[1], args, "", 900, line -> {
                    if (line.startsWith("OK (") || line.startsWith("Tests run:") || line.startsWith("clojure.test:")) {
                        summary[0] = line;
                    }
                });
                totals.jniWarnings += r.jniWarnings.size();
                r.jniWarnings.forEach(w -> problem("JNI warning (" + suite[0] + " suite, " + jvm.label + "): " + w));
                System.out.printf(Locale.ROOT, "%s suite on %s under -Xcheck:jni: %d JNI warnings (%s)%n", suite[0], jvm.label,
                        r.jniWarnings.size(), summary[0] == null ? "exit " + r.exitCode : summary[0]);
                if (r.hsErr != null || r.exitCode >= 128) {
                    totals.crashes++;
                    problem("JVM CRASH in the " + suite[0] + " suite on " + jvm.label + "; last output:\n" + r.tailText());
                }
            }
        }
    }

    // ---- reporting ---------------------------------------------------------------------------

    private void problem(String text) {
        totals.problems.add(text);
    }

    private void printProgress() {
        double seconds = totals.stressMillis / 1000.0;
        System.out.printf(Locale.ROOT, "  so far: %,d API calls in %.0f s of stress (%,.0f/s), %d rounds passed, %d failed,"
                + " crashes %d, leaks %d%n", totals.calls, seconds, seconds > 0 ? totals.calls / seconds : 0,
                totals.roundsPassed, totals.roundsFailed, totals.crashes, totals.leaks);
    }

    private void printSummary(double wallSeconds) {
        Totals t = totals;
        System.out.println();
        for (String p : t.problems) {
            System.out.println("PROBLEM " + p);
        }
        if (t.roundsPassed + t.roundsFailed > 0) {
            printStressFigures(t);
        }
        if (t.corpusCases > 0 || t.corpusCrashes > 0) {
            printCorpusFigures(t);
        }
        System.out.printf(Locale.ROOT, "crashes %d, hangs %d, leaks %d, broken promises and undocumented exceptions %d,"
                + " JNI warnings %d; %.0f s in all%n", t.crashes + t.corpusCrashes, t.hangs, t.leaks, t.violations,
                t.jniWarnings, wallSeconds);
        System.out.println("reliability: " + (t.clean() ? "PASSED" : "FAILED"));
    }

    private static void printStressFigures(Totals t) {
        double seconds = t.stressMillis / 1000.0;
        System.out.printf(Locale.ROOT, "stress: %d passed, %d failed (rounds)%n", t.roundsPassed, t.roundsFailed);
        System.out.printf(Locale.ROOT, "stress: %,d API calls in %.0f s of rounds (%,.0f calls/s), up to %d platform and %d"
                + " virtual threads at once%n", t.calls, seconds, seconds > 0 ? t.calls / seconds : 0, t.maxPlatformThreads,
                t.maxVirtualThreads);
        System.out.println("stress: exceptions by type: " + Outcomes.format(t.exceptions));
    }

    private static void printCorpusFigures(Totals t) {
        for (String kind : t.corpusKinds) {
            System.out.println(kind);
        }
        System.out.printf(Locale.ROOT, "bad-input corpus: %d cases (Java %d, Clojure %d): %d passed, %d failed, %d known"
                + " (reported, in code other developers own), %d crashed%n", t.corpusCases, t.corpusJava, t.corpusClojure,
                t.corpusPassed, t.corpusFailed, t.corpusKnown, t.corpusCrashes);
        System.out.println("bad-input corpus: exceptions by type: " + Outcomes.format(t.corpusExceptions));
    }
}
