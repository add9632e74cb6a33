package io.github.jtorch.stress;

import io.github.jtorch.Torch;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The JVM under test: runs seeded rounds of random programs for a while, or replays one round,
 * and prints what it saw as lines the launcher ({@link Stress}) reads. A JVM crash ends it
 * without its last line, which is how the launcher tells a crash from a finding.
 *
 * <pre>
 * run    --seed S --seconds N --threads T --steps K --kind platform|virtual|mixed [--gc-every G] [--shrink-seconds B]
 * replay --seed S --threads T --steps K --kind KIND --gc true|false [--keep SELECTION] [--attempts A]
 * </pre>
 * Round r of a run uses the seed {@code SplitMix.derive(S, r)}; every round line prints it.
 */
public final class StressWorker {
    private StressWorker() {}

    public static void main(String[] args) {
        Map<String, String> o = options(args);
        String mode = args.length > 0 ? args[0] : "run";
        Torch.setNumThreads(1); // parallelism comes from the actors; keeps rounds comparable
        int code = mode.equals("replay") ? replay(o) : run(o);
        System.out.flush();
        System.exit(code);
    }

    static Map<String, String> options(String[] args) {
        Map<String, String> o = new HashMap<>();
        for (int i = 1; i + 1 < args.length; i += 2) {
            o.put(args[i].replaceFirst("^--", ""), args[i + 1]);
        }
        return o;
    }

    static long parseSeed(String s) {
        return s.startsWith("0x") ? Long.parseUnsignedLong(s.substring(2), 16) : Long.parseLong(s);
    }

    static String hex(long seed) {
        return "0x" + Long.toHexString(seed);
    }

    private static ThreadKind kind(Map<String, String> o) {
        ThreadKind k = ThreadKind.valueOf(o.getOrDefault("kind", "platform").toUpperCase(Locale.ROOT));
        if (k != ThreadKind.PLATFORM && !ThreadKind.virtualThreadsAvailable()) {
            System.out.println("NOTE virtual threads need JDK 21 or later; running platform threads on "
                    + System.getProperty("java.version"));
            return ThreadKind.PLATFORM;
        }
        return k;
    }

    private static int run(Map<String, String> o) {
        long seed = parseSeed(o.getOrDefault("seed", "1"));
        long seconds = Long.parseLong(o.getOrDefault("seconds", "30"));
        int threads = Integer.parseInt(o.getOrDefault("threads", "8"));
        int steps = Integer.parseInt(o.getOrDefault("steps", "1500"));
        int gcEvery = Integer.parseInt(o.getOrDefault("gc-every", "3"));
        long shrinkSeconds = Long.parseLong(o.getOrDefault("shrink-seconds", "120"));
        ThreadKind kind = kind(o);
        long end = System.currentTimeMillis() + seconds * 1000;
        long calls = 0;
        int failed = 0;
        int round = 0;
        do {
            long roundSeed = SplitMix.derive(seed, round);
            boolean gc = gcEvery > 0 && round % gcEvery == gcEvery - 1;
            System.out.printf(Locale.ROOT, "ROUND-START index=%d seed=%s gc=%s kind=%s threads=%d steps=%d%n",
                    round, hex(roundSeed), gc, kind.name().toLowerCase(Locale.ROOT), threads, steps);
            System.out.flush();
            Program program = Program.generate(roundSeed, threads, steps, gc);
            long t0 = System.nanoTime();
            Outcomes out = Round.run(program, Program.Selection.all(), kind, round == 0);
            long millis = (System.nanoTime() - t0) / 1_000_000;
            calls += out.calls();
            int findings = report(out);
            System.out.printf(Locale.ROOT, "ROUND-END index=%d calls=%d millis=%d findings=%d exceptions={%s}%n",
                    round, out.calls(), millis, findings, Outcomes.format(out.exceptionsByType()).replace(" ", ""));
            System.out.flush();
            if (findings > 0) {
                failed++;
                shrinkAndPrint(program, kind, threads, steps, shrinkSeconds);
                if (isHang(out)) {
                    break; // a hung actor cannot be stopped: end this JVM
                }
            }
            round++;
        } while (System.currentTimeMillis() < end);
        System.out.printf(Locale.ROOT, "WORKER-DONE rounds=%d failed=%d calls=%d%n", round + 1, failed, calls);
        return failed == 0 ? 0 : 1;
    }

    private static boolean isHang(Outcomes out) {
        for (Outcomes.Finding f : out.findings()) {
            if (f.what.contains(" hung")) {
                return true;
            }
        }
        return false;
    }

    private static int report(Outcomes out) {
        int n = 0;
        for (Outcomes.Finding f : out.findings()) {
            n++;
            if (n <= 20) {
                System.out.println("FINDING " + f);
                if (f.cause != null) {
                    for (StackTraceElement e : f.cause.getStackTrace()) {
                        System.out.println("FINDING     at " + e);
                    }
                }
            }
        }
        return n;
    }

    private static void shrinkAndPrint(Program program, ThreadKind kind, int threads, int steps, long seconds) {
        if (seconds <= 0) {
            return;
        }
        System.out.println("SHRINKING seed=" + hex(program.seed) + " for up to " + seconds + " s");
        Shrinker shrinker = new Shrinker(program, sel -> failsOnce(program, sel, kind, 3), seconds * 1000);
        Program.Selection smallest = shrinker.shrink();
        System.out.printf(Locale.ROOT, "SHRUNK seed=%s steps=%d of %d tries=%d%s%n", hex(program.seed),
                smallest.size(program), program.totalSteps(), shrinker.tries(), shrinker.timedOut() ? " (time up)" : "");
        System.out.println("REPLAY replay --seed " + hex(program.seed) + " --threads " + threads + " --steps " + steps
                + " --kind " + kind.name().toLowerCase(Locale.ROOT) + " --gc " + program.gcRound + " --keep "
                + smallest.encode(program));
        System.out.print(Shrinker.describe(program, smallest));
        System.out.flush();
    }

    private static boolean failsOnce(Program program, Program.Selection sel, ThreadKind kind, int attempts) {
        for (int i = 0; i < attempts; i++) {
            if (Round.run(program, sel, kind, true).hasFindings()) {
                return true;
            }
        }
        return false;
    }

    private static int replay(Map<String, String> o) {
        long seed = parseSeed(o.get("seed"));
        int threads = Integer.parseInt(o.getOrDefault("threads", "8"));
        int steps = Integer.parseInt(o.getOrDefault("steps", "400"));
        boolean gc = Boolean.parseBoolean(o.getOrDefault("gc", "false"));
        int attempts = Integer.parseInt(o.getOrDefault("attempts", "3"));
        ThreadKind kind = kind(o);
        Program program = Program.generate(seed, threads, steps, gc);
        Program.Selection sel = Program.Selection.parse(o.get("keep"), threads);
        System.out.println("REPLAYING seed=" + hex(seed) + " steps=" + sel.size(program));
        System.out.print(Shrinker.describe(program, sel).lines().limit(200).reduce("", (a, b) -> a + b + "\n"));
        for (int i = 0; i < attempts; i++) {
            Outcomes out = Round.run(program, sel, kind, true);
            if (report(out) > 0) {
                System.out.println("REPLAY-FAILED attempt=" + (i + 1));
                return 1;
            }
        }
        System.out.println("REPLAY-PASSED attempts=" + attempts);
        return 0;
    }
}
