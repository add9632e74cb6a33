package io.github.jtorch.stress;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * Finds a small selection of a failing program's steps that still fails: first the shortest
 * prefix of every actor's steps, then delta debugging (remove chunks of steps while the rest
 * still fails, in ever smaller chunks). Threads interleave differently on every run, so a
 * candidate counts as failing when any of a few runs fails. Stops when its time is up and
 * returns the smallest failing selection found.
 */
final class Shrinker {
    private final Program program;
    private final Predicate<Program.Selection> fails;
    private final long deadline;
    private int tries;

    Shrinker(Program program, Predicate<Program.Selection> fails, long budgetMillis) {
        this.program = program;
        this.fails = fails;
        this.deadline = System.currentTimeMillis() + budgetMillis;
    }

    int tries() {
        return tries;
    }

    boolean timedOut() {
        return System.currentTimeMillis() > deadline;
    }

    private boolean test(List<Long> items) {
        tries++;
        return fails.test(toSelection(items));
    }

    Program.Selection shrink() {
        List<Long> items = new ArrayList<>();
        for (int t = 0; t < program.actors.size(); t++) {
            for (int i = 0; i < program.actors.get(t).size(); i++) {
                items.add(((long) t << 32) | i);
            }
        }
        items = shortestPrefix(items);
        int n = 2;
        while (items.size() >= 2 && !timedOut()) {
            List<List<Long>> chunks = split(items, n);
            boolean reduced = false;
            for (List<Long> chunk : chunks) {
                if (timedOut()) {
                    break;
                }
                List<Long> rest = new ArrayList<>(items);
                rest.removeAll(chunk);
                if (!rest.isEmpty() && test(rest)) {
                    items = rest;
                    n = Math.max(n - 1, 2);
                    reduced = true;
                    break;
                }
            }
            if (!reduced) {
                if (n >= items.size()) {
                    break;
                }
                n = Math.min(items.size(), 2 * n);
            }
        }
        return toSelection(items);
    }

    /** The shortest prefix (the same fraction of every actor's steps) that still fails. */
    private List<Long> shortestPrefix(List<Long> items) {
        int lo = 0;
        int hi = 1000; // per mille of each actor's steps; hi is known to fail
        while (hi - lo > 1 && !timedOut()) {
            int mid = (lo + hi) / 2;
            if (test(prefix(items, mid))) {
                hi = mid;
            } else {
                lo = mid;
            }
        }
        return prefix(items, hi);
    }

    private List<Long> prefix(List<Long> items, int perMille) {
        List<Long> out = new ArrayList<>();
        for (long item : items) {
            int t = (int) (item >>> 32);
            int i = (int) item;
            int n = program.actors.get(t).size();
            if (i < (n * (long) perMille + 999) / 1000) {
                out.add(item);
            }
        }
        return out;
    }

    private static List<List<Long>> split(List<Long> items, int n) {
        List<List<Long>> chunks = new ArrayList<>();
        int size = items.size();
        for (int k = 0; k < n; k++) {
            int from = (int) ((long) size * k / n);
            int to = (int) ((long) size * (k + 1) / n);
            if (to > from) {
                chunks.add(new ArrayList<>(items.subList(from, to)));
            }
        }
        return chunks;
    }

    private Program.Selection toSelection(List<Long> items) {
        List<List<Integer>> perActor = new ArrayList<>();
        for (int t = 0; t < program.actors.size(); t++) {
            perActor.add(new ArrayList<>());
        }
        for (long item : items) {
            perActor.get((int) (item >>> 32)).add((int) item);
        }
        List<int[]> kept = new ArrayList<>();
        for (List<Integer> l : perActor) {
            kept.add(l.stream().mapToInt(Integer::intValue).sorted().toArray());
        }
        return Program.Selection.of(kept);
    }

    /** The kept steps, one line per step, for the report. */
    static String describe(Program program, Program.Selection selection) {
        StringBuilder s = new StringBuilder();
        for (int t = 0; t < program.actors.size(); t++) {
            for (int i : selection.indices(program, t)) {
                s.append("    actor ").append(t).append(" step ").append(i).append(": ")
                        .append(program.actors.get(t).get(i)).append('\n');
            }
        }
        return s.toString();
    }
}
