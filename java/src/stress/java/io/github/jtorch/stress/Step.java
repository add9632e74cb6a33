package io.github.jtorch.stress;

import java.util.List;

/**
 * One step of an actor's program: an action and the random numbers that choose its operands
 * (taken modulo whatever is available when the step runs), and for nested actions the steps
 * run inside the scope.
 */
final class Step {
    final Action action;
    final int a;
    final int b;
    final int c;
    final List<Step> body;

    Step(Action action, int a, int b, int c, List<Step> body) {
        this.action = action;
        this.a = a;
        this.b = b;
        this.c = c;
        this.body = body;
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder(action.name()).append('(').append(a).append(',').append(b).append(',').append(c);
        if (!body.isEmpty()) {
            s.append(", body ").append(body);
        }
        return s.append(')').toString();
    }
}
