package io.github.jtorch.stress;

import java.util.ArrayList;
import java.util.List;

/**
 * One bad-input case: a call of one public function with argument values from the
 * {@link ArgumentPool}, made fresh when the case runs.
 */
abstract class CorpusCase {
    /** A value for a case could not be made: the case is not run (and not counted as passed). */
    static final class FixtureFailure extends RuntimeException {
        FixtureFailure(String message, Throwable cause) {
            super(message, cause);
        }
    }

    final String description;
    final boolean clojure;
    /**
     * Set by {@link #run} when an argument breaks its Java generic type (a {@code List<Tensor>}
     * holding a string, a callback): a ClassCastException is then the JVM's, not jtorch's.
     */
    boolean polluted;

    CorpusCase(String description, boolean clojure) {
        this.description = description;
        this.clojure = clojure;
    }

    /**
     * Makes the arguments with {@code f}, makes the call and returns its value. Whatever the
     * call throws is thrown as is. Objects made for the call that need closing go to
     * {@code toClose}.
     */
    abstract Object run(Fixtures f, List<AutoCloseable> toClose) throws Throwable;

    static Object[] make(List<ArgumentPool.Value> values, Fixtures f, List<AutoCloseable> toClose) {
        Object[] args = new Object[values.size()];
        for (int i = 0; i < args.length; i++) {
            try {
                args[i] = values.get(i).make.apply(f);
            } catch (RuntimeException e) {
                throw new FixtureFailure("could not make " + values.get(i).label, e);
            }
            if (args[i] instanceof AutoCloseable && !(args[i] instanceof io.github.jtorch.Tensor)
                    && !(args[i] instanceof io.github.jtorch.PointerScope)) {
                toClose.add((AutoCloseable) args[i]);
            }
        }
        return args;
    }

    /** Every way of varying one position of {@code pools} at a time, the others at their first value. */
    static List<List<ArgumentPool.Value>> oneAtATime(List<List<ArgumentPool.Value>> pools) {
        List<List<ArgumentPool.Value>> out = new ArrayList<>();
        List<ArgumentPool.Value> baseline = new ArrayList<>();
        for (List<ArgumentPool.Value> p : pools) {
            baseline.add(p.get(0));
        }
        out.add(baseline);
        for (int i = 0; i < pools.size(); i++) {
            for (int j = 1; j < pools.get(i).size(); j++) {
                List<ArgumentPool.Value> args = new ArrayList<>(baseline);
                args.set(i, pools.get(i).get(j));
                out.add(args);
            }
        }
        return out;
    }
}
