package io.github.jtorch;

import static io.github.jtorch.TestSupport.assertBackTo;
import static io.github.jtorch.TestSupport.baseline;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertSame;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.junit.After;
import org.junit.Test;

/**
 * A property test of the scope code: seeded random sequences of scope and tensor operations on
 * one thread, each step checked against a model of who owns each tensor and whether it is
 * released (rules 2, 3, 4, 6, 7, 9, 12). A failure names its seed and step.
 */
public class PointerScopeModelTest {

    @After
    public void leaveThisThreadClean() {
        Torch.stopSession();
    }

    /** SplitMix64, as in the Rust property tests. */
    private static final class Rng {
        private long state;

        Rng(long seed) {
            state = seed;
        }

        int below(int n) {
            long z = (state += 0x9E3779B97F4A7C15L);
            z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
            z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
            return (int) Math.floorMod(z ^ (z >>> 31), (long) n);
        }
    }

    /** What the model knows of a tensor: its owner (null when unscoped) and whether it is released. */
    private static final class Fate {
        PointerScope owner;
        boolean released;
    }

    private final List<PointerScope> open = new ArrayList<>();
    private PointerScope session;
    private final Map<Tensor, Fate> model = new IdentityHashMap<>();
    private final List<Tensor> tensors = new ArrayList<>();

    private PointerScope innermost() {
        return open.isEmpty() ? session : open.get(open.size() - 1);
    }

    /** The model of closing {@code s}: scopes above it first, then its own tensors are released. */
    private void modelClose(PointerScope s) {
        int i = open.indexOf(s);
        List<PointerScope> closing = new ArrayList<>();
        if (s == session) {
            closing.addAll(open);
            open.clear();
            session = null;
        } else {
            closing.addAll(open.subList(i, open.size()));
            open.subList(i, open.size()).clear();
        }
        closing.add(s);
        for (Fate f : model.values()) {
            if (closing.contains(f.owner)) {
                f.owner = null;
                f.released = true;
            }
        }
    }

    private void step(Rng r) {
        Tensor t = tensors.isEmpty() ? null : tensors.get(r.below(tensors.size()));
        switch (r.below(13)) {
            case 0:
            case 1: {
                Tensor made = Ops.ones(1 + r.below(3));
                Fate f = new Fate();
                f.owner = innermost();
                model.put(made, f);
                tensors.add(made);
                break;
            }
            case 2:
                open.add(new PointerScope());
                break;
            case 3:
                if (!open.isEmpty()) {
                    PointerScope s = open.get(r.below(open.size()));
                    s.close(); // out of order too
                    modelClose(s);
                }
                break;
            case 4:
                if (!open.isEmpty() && t != null) {
                    int i = r.below(open.size());
                    PointerScope s = open.get(i);
                    s.moveOut(t);
                    Fate f = model.get(t);
                    if (f.owner == s) {
                        f.owner = i > 0 ? open.get(i - 1) : session;
                    }
                }
                break;
            case 5:
                if (!open.isEmpty() && t != null) {
                    PointerScope s = open.get(r.below(open.size()));
                    s.attach(t);
                    model.get(t).owner = s;
                }
                break;
            case 6:
                if (!open.isEmpty() && t != null) {
                    PointerScope s = open.get(r.below(open.size()));
                    s.detach(t);
                    Fate f = model.get(t);
                    if (f.owner == s) {
                        f.owner = null;
                    }
                }
                break;
            case 7:
                if (t != null) {
                    Torch.retain(t);
                    model.get(t).owner = null;
                }
                break;
            case 8:
                if (t != null) {
                    Torch.release(t);
                    Fate f = model.get(t);
                    f.owner = null;
                    f.released = true;
                }
                break;
            case 9: {
                Tensor result = Torch.withTorch(() -> Ops.ones(2).add(1));
                Fate f = new Fate();
                f.owner = innermost();
                model.put(result, f);
                tensors.add(result);
                break;
            }
            case 10:
                Torch.startSession();
                if (!open.isEmpty()) {
                    modelClose(open.get(0));
                }
                if (session != null) {
                    modelClose(session);
                }
                session = PointerScope.current();
                break;
            case 11:
                if (r.below(4) == 0) {
                    Torch.stopSession();
                    if (!open.isEmpty()) {
                        modelClose(open.get(0));
                    }
                    if (session != null) {
                        modelClose(session);
                    }
                }
                break;
            default:
                if (!open.isEmpty()) {
                    PointerScope s = open.get(r.below(open.size()));
                    int owned = 0;
                    for (Fate f : model.values()) {
                        owned += f.owner == s ? 1 : 0;
                    }
                    assertEquals("owned count of a scope", owned, s.ownedCount());
                }
                break;
        }
    }

    private void check(String where, MemoryStats base) {
        assertSame(where + ": innermost scope", innermost(), PointerScope.current());
        long live = 0;
        for (Map.Entry<Tensor, Fate> e : model.entrySet()) {
            Fate f = e.getValue();
            assertEquals(where + ": released", f.released, e.getKey().isReleased());
            assertSame(where + ": owner", f.owner, e.getKey().owner());
            live += f.released ? 0 : 1;
        }
        assertEquals(where + ": live tensors", base.liveTensors + live, Memory.stats().liveTensors);
    }

    private void run(long seed, int steps) {
        MemoryStats base = baseline();
        Rng r = new Rng(seed);
        for (int i = 0; i < steps; i++) {
            step(r);
            check("seed " + seed + " step " + i, base);
        }
        Torch.stopSession();
        Torch.release(tensors);
        assertBackTo(base);
        open.clear();
        session = null;
        model.clear();
        tensors.clear();
    }

    @Test
    public void randomScopeSequencesMatchTheModelOfOwnershipAndRelease() {
        for (long seed = 1; seed <= 60; seed++) {
            run(seed * 0x2545F4914F6CDD1DL, 300);
        }
    }
}
