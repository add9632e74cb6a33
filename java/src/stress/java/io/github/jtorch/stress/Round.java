package io.github.jtorch.stress;

import io.github.jtorch.Memory;
import io.github.jtorch.MemoryStats;
import io.github.jtorch.Tensor;
import io.github.jtorch.Torch;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs one {@link Program} (or a selection of its steps) on its threads, then checks the
 * accounting: once every actor has closed its scopes and stopped its session, and the
 * tensors the API made unscoped are released, live tensors and live bytes are back to what
 * they were before the round (rule 12). A GC round may leave work to the GC (forgotten
 * unscoped tensors, threads that ended with scopes open), so it runs the GC until they are.
 */
final class Round {
    /** How long an actor may take before the round reports it hung. */
    private static final long JOIN_MILLIS = 180_000;
    /** GC passes a GC round may take to get back to its baseline. */
    private static final int GC_PASSES = 60;

    private Round() {}

    /**
     * Runs the selected steps and checks the accounting. {@code settleFirst}: run the GC until
     * nothing is pending before taking the baseline (needed when earlier work may have left
     * garbage for the GC: the first round, and every shrinking run).
     */
    static Outcomes run(Program program, Program.Selection selection, ThreadKind kind, boolean settleFirst) {
        Outcomes out = new Outcomes();
        MemoryStats before = settleFirst ? settle() : Memory.stats();
        World world = new World(program.actors.size(), out, kind);
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < program.actors.size(); i++) {
            Actor actor = new Actor(i, world, program.actors.get(i), selection.indices(program, i));
            int index = i;
            Thread t = ThreadKind.newThread(kind.virtualFor(i), "jtorch-stress-" + i, actor);
            t.setUncaughtExceptionHandler((th, e) -> out.find(new Outcomes.Finding(index, -1, "actor died", e)));
            threads.add(t);
        }
        threads.forEach(Thread::start);
        for (Thread t : threads) {
            try {
                t.join(JOIN_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            if (t.isAlive()) {
                out.find(new Outcomes.Finding(-1, -1, "thread " + t.getName() + " hung: " + stackOf(t), null));
                return out; // the caller reports it and exits; the hung thread cannot be freed
            }
        }
        for (int slot = 0; slot < World.SHARED_SLOTS; slot++) {
            Tensor t = world.shared.get(slot);
            if (t != null) {
                world.unscoped.add(t);
            }
        }
        world.closeGroup();
        for (World.Trainable t : world.built) {
            t.optimizer.close();
            Torch.release(t.module);
        }
        Torch.release(new ArrayList<>(world.unscoped));
        out.called();
        checkBackTo(before, program.gcRound, out);
        return out;
    }

    /** The accounting once nothing is pending for the GC (what earlier rounds left is freed). */
    static MemoryStats settle() {
        MemoryStats last = Memory.stats();
        for (int i = 0; i < 20; i++) {
            Torch.gc();
            MemoryStats now = Memory.stats();
            if (now.liveTensors == last.liveTensors && now.freeCount == last.freeCount) {
                return now;
            }
            last = now;
        }
        return last;
    }

    private static void checkBackTo(MemoryStats before, boolean gcRound, Outcomes out) {
        MemoryStats now = Memory.stats();
        for (int pass = 0; gcRound && pass < GC_PASSES && !same(before, now); pass++) {
            Torch.gc();
            now = Memory.stats();
        }
        if (!same(before, now)) {
            out.find(new Outcomes.Finding(-1, -1, "leak: live tensors and bytes are " + now.liveTensors + " and "
                    + now.liveBytes + ", " + before.liveTensors + " and " + before.liveBytes + " before the round"
                    + (gcRound ? " (after " + GC_PASSES + " GC passes)" : " (no GC needed in this round)"), null));
        }
        long allocated = now.allocCount - before.allocCount;
        long freed = now.freeCount - before.freeCount;
        if (allocated - freed != now.liveTensors - before.liveTensors) {
            out.find(new Outcomes.Finding(-1, -1, "accounting: " + allocated + " allocated and " + freed
                    + " freed, but live tensors changed by " + (now.liveTensors - before.liveTensors), null));
        }
    }

    private static boolean same(MemoryStats a, MemoryStats b) {
        return a.liveTensors == b.liveTensors && a.liveBytes == b.liveBytes;
    }

    private static String stackOf(Thread t) {
        StringBuilder s = new StringBuilder();
        for (StackTraceElement e : t.getStackTrace()) {
            s.append("\n    at ").append(e);
        }
        return s.toString();
    }
}
