package io.github.jtorch.stress;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The steps of every actor of one round, made from a seed: the same seed and sizes give the
 * same program. A {@link Selection} can keep only some of the steps (for shrinking).
 */
final class Program {
    final long seed;
    final boolean gcRound;
    final List<List<Step>> actors;

    private Program(long seed, boolean gcRound, List<List<Step>> actors) {
        this.seed = seed;
        this.gcRound = gcRound;
        this.actors = actors;
    }

    /** {@code threads} actors of {@code steps} steps each; GC-only actions only in a GC round. */
    static Program generate(long seed, int threads, int steps, boolean gcRound) {
        List<List<Step>> actors = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            SplitMix r = new SplitMix(SplitMix.derive(seed, t));
            List<Step> mine = new ArrayList<>(steps);
            for (int i = 0; i < steps; i++) {
                mine.add(step(r, gcRound, 0));
            }
            actors.add(Collections.unmodifiableList(mine));
        }
        return new Program(seed, gcRound, Collections.unmodifiableList(actors));
    }

    private static final Action[] ACTIONS = Action.values();
    private static final int TOTAL_WEIGHT = totalWeight();

    private static int totalWeight() {
        int w = 0;
        for (Action a : ACTIONS) {
            w += a.weight;
        }
        return w;
    }

    private static Step step(SplitMix r, boolean gcRound, int depth) {
        Action action;
        do {
            int pick = r.nextInt(TOTAL_WEIGHT);
            int i = 0;
            while (pick >= ACTIONS[i].weight) {
                pick -= ACTIONS[i].weight;
                i++;
            }
            action = ACTIONS[i];
        } while ((action.needsGc() && !gcRound) || (action.isNested() && depth >= 2));
        List<Step> body = List.of();
        if (action.isNested()) {
            int n = 1 + r.nextInt(6);
            List<Step> inner = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                inner.add(step(r, gcRound, depth + 1));
            }
            body = Collections.unmodifiableList(inner);
        }
        return new Step(action, r.nextInt(1 << 20), r.nextInt(1 << 20), r.nextInt(1 << 20), body);
    }

    int totalSteps() {
        int n = 0;
        for (List<Step> a : actors) {
            n += a.size();
        }
        return n;
    }

    /** Which top-level steps of each actor run: all of them, or a subset while shrinking. */
    static final class Selection {
        /** Per actor, the indices kept, ascending; null keeps everything. */
        final List<int[]> kept;

        private Selection(List<int[]> kept) {
            this.kept = kept;
        }

        static Selection all() {
            return new Selection(null);
        }

        static Selection of(List<int[]> kept) {
            return new Selection(kept);
        }

        boolean keepsAll() {
            return kept == null;
        }

        /** The steps of {@code actor} this selection keeps, with their original indices. */
        int[] indices(Program p, int actor) {
            if (kept == null) {
                int[] all = new int[p.actors.get(actor).size()];
                for (int i = 0; i < all.length; i++) {
                    all[i] = i;
                }
                return all;
            }
            return actor < kept.size() ? kept.get(actor) : new int[0];
        }

        int size(Program p) {
            int n = 0;
            for (int t = 0; t < p.actors.size(); t++) {
                n += indices(p, t).length;
            }
            return n;
        }

        /** {@code actor:i,j-k;...}, the form {@link #parse} reads (for a replay command line). */
        String encode(Program p) {
            StringBuilder s = new StringBuilder();
            for (int t = 0; t < p.actors.size(); t++) {
                int[] idx = indices(p, t);
                if (idx.length == 0) {
                    continue;
                }
                s.append(s.length() == 0 ? "" : ";").append(t).append(':');
                for (int i = 0; i < idx.length; i++) {
                    int j = i;
                    while (j + 1 < idx.length && idx[j + 1] == idx[j] + 1) {
                        j++;
                    }
                    s.append(i == 0 ? "" : ",").append(idx[i]);
                    if (j > i) {
                        s.append('-').append(idx[j]);
                    }
                    i = j;
                }
            }
            return s.length() == 0 ? "none" : s.toString();
        }

        static Selection parse(String text, int actors) {
            if (text == null || text.equals("all")) {
                return all();
            }
            List<List<Integer>> lists = new ArrayList<>();
            for (int t = 0; t < actors; t++) {
                lists.add(new ArrayList<>());
            }
            if (!text.equals("none")) {
                for (String part : text.split(";")) {
                    String[] tp = part.split(":", 2);
                    int t = Integer.parseInt(tp[0]);
                    for (String range : tp[1].split(",")) {
                        String[] ab = range.split("-");
                        int from = Integer.parseInt(ab[0]);
                        int to = ab.length > 1 ? Integer.parseInt(ab[1]) : from;
                        for (int i = from; i <= to; i++) {
                            lists.get(t).add(i);
                        }
                    }
                }
            }
            List<int[]> kept = new ArrayList<>();
            for (List<Integer> l : lists) {
                kept.add(l.stream().mapToInt(Integer::intValue).toArray());
            }
            return new Selection(kept);
        }
    }
}
