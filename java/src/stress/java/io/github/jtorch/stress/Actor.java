package io.github.jtorch.stress;

import io.github.jtorch.DType;
import io.github.jtorch.Dispatcher;
import io.github.jtorch.Kwargs;
import io.github.jtorch.Ops;
import io.github.jtorch.PointerScope;
import io.github.jtorch.Tensor;
import io.github.jtorch.Torch;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Supplier;

/**
 * One thread of a round: runs its steps against the public API, counts what they throw, and
 * checks what the memory model promises along the way (a scope frees the tensors it still
 * owns when it closes; a released tensor throws IllegalStateException on every use; printing
 * never throws; a scope belongs to its thread). Whatever breaks a promise, and any exception
 * of an undocumented type, is a finding.
 */
final class Actor implements Runnable {
    private static final int HELD_LIMIT = 24;
    private static final DType[] DTYPES = {null, DType.FLOAT32, DType.FLOAT64, DType.INT64, DType.INT32, DType.BOOL,
        DType.FLOAT16, DType.BFLOAT16, DType.UINT8, DType.INT8};
    private static final double[] SCALARS = {0, 1, -1, 2.5, 1e30, -1e-30, Double.NaN, Double.POSITIVE_INFINITY,
        Double.NEGATIVE_INFINITY, -0.0};

    private final int index;
    private final World world;
    private final List<Step> steps;
    private final int[] selected;
    private final Outcomes out;

    /** Tensors this actor knows: made, received or shared; some released, some owned elsewhere. */
    private final List<Tensor> held = new ArrayList<>();
    /** Scopes this actor opened, outermost first; closed ones are pruned before each use. */
    private final List<PointerScope> opened = new ArrayList<>();
    /** Tensors this actor released itself: every later use must throw IllegalStateException. */
    private final List<Tensor> releasedByMe = new ArrayList<>();
    /**
     * Tensors only this actor ever saw, with the scope (or session) they were made in: once
     * that scope is closed they must be released.
     */
    private final Map<Tensor, PointerScope> privates = new IdentityHashMap<>();
    private int step;

    Actor(int index, World world, List<Step> steps, int[] selected) {
        this.index = index;
        this.world = world;
        this.steps = steps;
        this.selected = selected;
        this.out = world.outcomes;
    }

    /** Thrown by a step on purpose (an exception inside a scope). */
    static final class Planned extends RuntimeException {
        Planned() {
            super("planned failure inside a scope", null, false, false);
        }
    }

    /** A broken promise of the memory model, seen by a check of this actor. */
    static final class Violation extends RuntimeException {
        Violation(String message) {
            super(message);
        }
    }

    @Override
    public void run() {
        for (int i : selected) {
            step = i;
            execute(steps.get(i));
        }
        step = -1;
        try {
            finish();
        } catch (Throwable e) {
            record(e, "finish");
        }
    }

    private void execute(Step s) {
        try {
            perform(s);
        } catch (Throwable e) {
            record(e, s.action.name());
        }
    }

    private void record(Throwable e, String during) {
        if (e instanceof Planned) {
            return;
        }
        out.threw(e);
        if (e instanceof Violation) {
            out.find(new Outcomes.Finding(index, step, during + ": " + e.getMessage(), null));
        } else if (!Outcomes.isDocumented(e)) {
            out.find(new Outcomes.Finding(index, step, "undocumented exception in " + during, e));
        }
    }

    private static void check(boolean ok, String promise) {
        if (!ok) {
            throw new Violation(promise);
        }
    }

    // ---- what the actor holds ----------------------------------------------------------------

    /** Remembers a tensor this actor just made: private to the scope it attached to, or unscoped. */
    private Tensor made(Tensor t) {
        PointerScope owner = PointerScope.current();
        if (owner != null) {
            privates.put(t, owner);
        } else {
            world.unscoped.add(t);
        }
        hold(t);
        return t;
    }

    private void hold(Tensor t) {
        if (held.size() >= HELD_LIMIT) {
            held.remove(0);
        }
        held.add(t);
    }

    /** Another thread may now see or own {@code t}: its fate is no longer this actor's to check. */
    private void shared(Tensor t) {
        privates.remove(t);
    }

    private void unscoped(Tensor t) {
        shared(t);
        world.unscoped.add(t);
    }

    private Tensor pick(int r) {
        if (held.isEmpty()) {
            return made(Ops.ones(2, 2));
        }
        return held.get(r % held.size());
    }

    private List<PointerScope> openScopes() {
        opened.removeIf(PointerScope::isClosed);
        return opened;
    }

    /** Every private tensor whose scope has closed must be released (rule 3). */
    private void checkClosedScopesFreed() {
        for (Iterator<Map.Entry<Tensor, PointerScope>> it = privates.entrySet().iterator(); it.hasNext(); ) {
            Map.Entry<Tensor, PointerScope> e = it.next();
            if (e.getValue().isClosed()) {
                it.remove();
                out.called();
                check(e.getKey().isReleased(), "a tensor its closed scope still owned was not released: " + e.getKey());
            }
        }
    }

    private void released(Tensor t) {
        shared(t);
        out.called();
        check(t.isReleased(), "a tensor is not released after release: " + t);
        if (releasedByMe.size() >= 8) {
            releasedByMe.remove(0);
        }
        releasedByMe.add(t);
    }

    private static long[] shape(int r) {
        int dims = r % 4;
        long[] s = new long[dims];
        for (int i = 0; i < dims; i++) {
            r /= 4;
            s[i] = r % 5;
        }
        if (dims > 0 && r % 7 == 0) {
            s[0] = 64 + r % 64; // now and then a larger tensor
        }
        return s;
    }

    private static long numel(long[] shape) {
        long n = 1;
        for (long d : shape) {
            n *= d;
        }
        return n;
    }

    // ---- the steps ---------------------------------------------------------------------------

    private void perform(Step s) {
        out.called();
        switch (s.action) {
            case CREATE:
                create(s);
                break;
            case CREATE_FROM_ARRAY:
                createFromArray(s);
                break;
            case BINARY_OP:
                binary(s);
                break;
            case SCALAR_OP:
                scalar(s);
                break;
            case CHAIN:
                chain(s);
                break;
            case OPERATOR:
                operator(s);
                break;
            case UNARY_OP:
                unary(s);
                break;
            case RESHAPE:
                made(pick(s.a).reshape(shape(s.b)));
                break;
            case READ:
                read(s);
                break;
            case PRINT:
                print(s);
                break;
            case OPEN_SCOPE:
                opened.add(new PointerScope());
                break;
            case CLOSE_SCOPE:
                closeScope(s);
                break;
            case WITH_TORCH:
                withTorch(s);
                break;
            case THROW_IN_SCOPE:
                throwInScope(s);
                break;
            case RETAIN:
                retain(s);
                break;
            case RELEASE: {
                Tensor t = pick(s.a);
                Torch.release(t);
                released(t);
                break;
            }
            case CLOSE_TENSOR: {
                Tensor t = pick(s.a);
                t.close();
                released(t);
                break;
            }
            case RELEASE_STRUCTURE:
                releaseStructure(s);
                break;
            case USE_RELEASED:
                useReleased(s);
                break;
            case ATTACH:
                attach(s);
                break;
            case DETACH:
                detach(s);
                break;
            case MOVE_OUT:
                moveOut(s);
                break;
            case START_SESSION:
                Torch.startSession();
                openScopes();
                checkClosedScopesFreed();
                break;
            case STOP_SESSION:
                Torch.stopSession();
                check(openScopes().isEmpty() && PointerScope.current() == null, "stop-session left scopes open");
                checkClosedScopesFreed();
                break;
            case POST:
                post(s);
                break;
            case RECEIVE:
                receive(s);
                break;
            case SHARE:
                share(s);
                break;
            case USE_SHARED:
                useShared(s);
                break;
            case AUTOGRAD:
                autograd(pick(s.a), s.b, s.c);
                break;
            case BUILD_MODULE:
                buildModule(s);
                break;
            case TRAIN_STEP:
                trainStep(s);
                break;
            case LOAD_STATE:
                loadState(s);
                break;
            case ZERO_GRAD: {
                World.Trainable t = world.trainables.get(s.a % World.MODULE_SLOTS);
                if (t != null) {
                    if (s.b % 2 == 0) {
                        t.module.zeroGrad();
                    } else {
                        t.optimizer.zeroGrad();
                    }
                }
                break;
            }
            case RELEASE_MODULE:
                releaseModule(s);
                break;
            case COLLECTIVE:
                collective(pick(s.a), s.b, s.c);
                break;
            case OPTIMIZER_STATE: {
                World.Trainable from = world.trainables.get(s.a % World.MODULE_SLOTS);
                World.Trainable to = world.trainables.get(s.b % World.MODULE_SLOTS);
                if (from != null && to != null) {
                    Map<String, Object> state = from.optimizer.stateDict();
                    if (PointerScope.current() == null) {
                        forEachTensor(state, this::unscoped); // new handles with no scope to go to
                    }
                    to.optimizer.loadStateDict(state);
                }
                break;
            }
            case RELEASE_SHARED: {
                Tensor t = world.shared.get(s.a % World.SHARED_SLOTS);
                if (t != null) {
                    Torch.release(t);
                    check(t.isReleased(), "a shared tensor is not released after release");
                }
                break;
            }
            case POST_SCOPE: {
                List<PointerScope> open = openScopes();
                if (!open.isEmpty()) {
                    world.scopeBoard.set(s.a % World.SCOPE_SLOTS, open.get(s.b % open.size()));
                }
                break;
            }
            case MISUSE_FOREIGN_SCOPE:
                misuseForeignScope(s);
                break;
            case REUSE_CLOSED_SCOPE:
                reuseClosedScope(s);
                break;
            case BAD_SHAPE:
                badShape(s);
                break;
            case BAD_DTYPE:
                badDtype(s);
                break;
            case NULL_ARGUMENT:
                nullArgument(s);
                break;
            case BAD_SIZE:
                badSize(s);
                break;
            case NAN_SCALAR:
                nanScalar(s);
                break;
            case YIELD:
                yieldInScope(s);
                break;
            case FORGET:
                // Unscoped and dropped: only the GC fallback frees these (rule 8).
                Torch.retain(Ops.ones(4 + s.a % 4));
                break;
            case ABANDON_THREAD:
                abandonThread(s);
                break;
            default:
                throw new IllegalStateException("no such action " + s.action);
        }
    }

    private void create(Step s) {
        long[] shape = shape(s.b);
        DType dtype = DTYPES[s.c % DTYPES.length];
        switch (s.a % 6) {
            case 0:
                made(Ops.zeros(shape, dtype, null));
                break;
            case 1:
                made(Ops.ones(shape, dtype, null));
                break;
            case 2:
                made(Ops.rand(shape, dtype, null));
                break;
            case 3:
                made(Ops.randn(shape, dtype, null));
                break;
            case 4:
                made(Ops.arange(s.b % 5, s.b % 17, 1 + s.c % 3));
                break;
            default: {
                int n = 1 + s.b % 9;
                Tensor sum = made(made(Ops.ones(n)).sum());
                out.called(2);
                check(sum.itemDouble() == n, "ones(" + n + ").sum() is not " + n);
                break;
            }
        }
    }

    private void createFromArray(Step s) {
        int n = s.b % 7;
        long[] shape = s.c % 3 == 0 ? new long[] {n} : new long[] {1, n};
        switch (s.a % 5) {
            case 0: {
                float[] data = new float[n];
                for (int i = 0; i < n; i++) {
                    data[i] = i;
                }
                Tensor t = made(Tensor.of(data, shape));
                out.called();
                float[] back = t.toFloatArray();
                check(back.length == n && (n == 0 || back[n - 1] == n - 1), "float data did not round-trip");
                break;
            }
            case 1:
                made(Tensor.of(new double[n], shape));
                break;
            case 2:
                made(Tensor.of(new long[n], shape));
                break;
            case 3:
                made(Tensor.of(new int[n], shape, DTYPES[s.c % DTYPES.length]));
                break;
            default:
                made(Tensor.of(new boolean[n], shape));
                break;
        }
    }

    private void binary(Step s) {
        Tensor x = pick(s.a);
        Tensor y = pick(s.b);
        switch (s.c % 6) {
            case 0:
                made(x.add(y));
                break;
            case 1:
                made(x.sub(y));
                break;
            case 2:
                made(x.mul(y));
                break;
            case 3:
                made(x.div(y));
                break;
            case 4:
                made(x.matmul(y));
                break;
            default:
                made(Ops.add(x, y));
                break;
        }
    }

    private void operator(Step s) {
        Tensor x = pick(s.a);
        switch (s.c % 8) {
            case 0:
                made((Tensor) Dispatcher.call("gelu", x));
                break;
            case 1:
                made(x.cumsum(0));
                break;
            case 2:
                for (Tensor t : x.topk(1, Kwargs.of("dim", 0))) {
                    made(t);
                }
                break;
            case 3:
                made(x.index("0:1", "..."));
                break;
            case 4:
                check(x.indexSet(0.5, "...", "0:1") == x, "index assignment returns its tensor");
                break;
            case 5:
                check(Dispatcher.call("add_", x, 1) == x, "an in-place operator returns the tensor it wrote");
                break;
            case 6:
                made((Tensor) Dispatcher.call("sum", x, Kwargs.of("dim", 0, "keepdim", true)));
                break;
            default: {
                Tensor out = made(Ops.zeros(0));
                check(Dispatcher.call("mul", x, x, Kwargs.of("out", out)) == out, "an out= call returns its out tensor");
                break;
            }
        }
    }

    private void chain(Step s) {
        Tensor x = pick(s.a);
        Tensor y = pick(s.b);
        io.github.jtorch.Chain c = new io.github.jtorch.Chain();
        switch (s.c % 3) {
            case 0:
                c.then("add", y).then("relu");
                break;
            case 1:
                c.then("mul", y).then("mul", 2.0).then("sum");
                break;
            default:
                c.then("matmul", y).then("neg");
                break;
        }
        made(c.run(x));
    }

    private void scalar(Step s) {
        Tensor x = pick(s.a);
        double v = SCALARS[s.b % SCALARS.length];
        switch (s.c % 4) {
            case 0:
                made(x.add(v));
                break;
            case 1:
                made(x.sub(v));
                break;
            case 2:
                made(x.mul(v));
                break;
            default:
                made(x.div(v));
                break;
        }
    }

    private void unary(Step s) {
        Tensor x = pick(s.a);
        long[] dims = {(s.b % 5) - 2};
        switch (s.c % 4) {
            case 0:
                made(x.sum());
                break;
            case 1:
                made(x.mean());
                break;
            case 2:
                made(x.sum(dims, s.b % 2 == 0));
                break;
            default:
                made(x.mean(dims, s.b % 2 == 1));
                break;
        }
    }

    private void read(Step s) {
        Tensor x = pick(s.a);
        switch (s.b % 7) {
            case 0:
                x.shape();
                break;
            case 1:
                x.dtype();
                break;
            case 2:
                x.device();
                break;
            case 3:
                if (x.numel() <= 4096) {
                    out.called();
                    x.toFloatArray();
                }
                break;
            case 4:
                x.itemDouble();
                break;
            case 5:
                x.isReleased();
                break;
            default:
                if (x.numel() <= 4096) {
                    out.called();
                    x.toLongArray();
                }
                break;
        }
    }

    private void print(Step s) {
        Tensor x = pick(s.a);
        String printed;
        try {
            printed = x.toString();
            List<PointerScope> open = openScopes();
            if (!open.isEmpty()) {
                out.called();
                String.valueOf(open.get(s.b % open.size()));
            }
            PointerScope foreign = world.scopeBoard.get(s.b % World.SCOPE_SLOTS);
            if (foreign != null) {
                out.called();
                String.valueOf(foreign);
            }
        } catch (RuntimeException e) {
            throw new Violation("printing threw " + e);
        }
        check(printed != null && printed.startsWith("#tensor["), "a tensor printed as " + printed);
    }

    private void closeScope(Step s) {
        List<PointerScope> open = openScopes();
        if (open.isEmpty()) {
            return;
        }
        open.get(s.a % open.size()).close(); // out of order too: inner scopes close first
        openScopes();
        checkClosedScopesFreed();
    }

    /** Runs the step's body in a scope and returns a few of the tensors it made, in a structure. */
    private Object body(Step s) {
        int before = held.size();
        for (Step inner : s.body) {
            execute(inner);
        }
        List<Tensor> fresh = new ArrayList<>();
        for (int i = before; i < held.size(); i++) {
            fresh.add(held.get(i));
        }
        if (fresh.isEmpty() || s.a % 4 == 0) {
            return s.a % 8 == 0 ? null : "no tensor";
        }
        Tensor first = fresh.get(s.b % fresh.size());
        Tensor last = fresh.get(fresh.size() - 1);
        switch (s.c % 5) {
            case 0:
                return first;
            case 1:
                return List.of(first, last);
            case 2: {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("w", first);
                m.put("nested", new Object[] {last, Optional.of(first)});
                return m;
            }
            case 3:
                return Optional.of(last);
            default:
                return new Object[] {first, List.of(last), first};
        }
    }

    private void withTorch(Step s) {
        Supplier<Object> body = () -> body(s);
        Object result = Torch.withTorch(body);
        boolean nowhereToGo = PointerScope.current() == null;
        forEachTensor(result, t -> {
            if (nowhereToGo) {
                unscoped(t);
            } else {
                shared(t); // moved to the enclosing scope, if this scope owned it
            }
        });
        checkClosedScopesFreed();
    }

    private void throwInScope(Step s) {
        try {
            Torch.withTorch(() -> {
                body(s);
                if (s.a % 3 == 0) {
                    new PointerScope(); // left open: the enclosing withTorch closes it (rule 3)
                    made(Ops.ones(3));
                }
                throw new Planned();
            });
        } catch (Planned expected) {
            // the scope is closed
        }
        openScopes();
        checkClosedScopesFreed();
    }

    private static void forEachTensor(Object value, java.util.function.Consumer<Tensor> action) {
        if (value instanceof Tensor) {
            action.accept((Tensor) value);
        } else if (value instanceof Map) {
            for (Object v : ((Map<?, ?>) value).values()) {
                forEachTensor(v, action);
            }
        } else if (value instanceof Iterable) {
            for (Object v : (Iterable<?>) value) {
                forEachTensor(v, action);
            }
        } else if (value instanceof Object[]) {
            for (Object v : (Object[]) value) {
                forEachTensor(v, action);
            }
        } else if (value instanceof Optional) {
            forEachTensor(((Optional<?>) value).orElse(null), action);
        }
    }

    private void retain(Step s) {
        Tensor t = pick(s.a);
        Torch.retain(s.b % 2 == 0 ? t : List.of(t, Map.of("k", t)));
        unscoped(t);
    }

    private void releaseStructure(Step s) {
        Tensor a = pick(s.a);
        Tensor b = pick(s.b);
        Object structure;
        switch (s.c % 3) {
            case 0:
                structure = List.of(a, List.of(b));
                break;
            case 1:
                structure = Map.of(a, new Object[] {b, Optional.of(a)});
                break;
            default:
                List<Object> cyclic = new ArrayList<>();
                cyclic.add(a);
                cyclic.add(cyclic);
                cyclic.add(b);
                structure = cyclic;
                break;
        }
        Torch.release(structure);
        released(a);
        released(b);
    }

    private void useReleased(Step s) {
        if (releasedByMe.isEmpty()) {
            return;
        }
        Tensor t = releasedByMe.get(s.a % releasedByMe.size());
        try {
            switch (s.b % 6) {
                case 0:
                    t.add(1.0);
                    break;
                case 1:
                    t.shape();
                    break;
                case 2:
                    t.toFloatArray();
                    break;
                case 3:
                    Ops.matmul(t, t);
                    break;
                case 4:
                    t.sum(new long[] {0}, false);
                    break;
                default:
                    t.itemDouble();
                    break;
            }
        } catch (IllegalStateException expected) {
            out.threw(expected);
            check(String.valueOf(expected.getMessage()).contains("released"), "the exception does not say released: " + expected);
            return;
        }
        throw new Violation("a released tensor could still be used");
    }

    private void attach(Step s) {
        List<PointerScope> open = openScopes();
        if (open.isEmpty()) {
            return;
        }
        Tensor t = pick(s.a);
        open.get(open.size() - 1).attach(s.b % 2 == 0 ? t : new Object[] {t});
        shared(t);
    }

    private void detach(Step s) {
        List<PointerScope> open = openScopes();
        if (open.isEmpty()) {
            return;
        }
        Tensor t = pick(s.a);
        open.get(s.b % open.size()).detach(t);
        unscoped(t);
    }

    private void moveOut(Step s) {
        List<PointerScope> open = openScopes();
        if (open.isEmpty()) {
            return;
        }
        int i = s.b % open.size();
        Tensor t = pick(s.a);
        boolean toNowhere = i == 0 && !Torch.hasSession();
        open.get(i).moveOut(t);
        if (toNowhere) {
            unscoped(t);
        } else {
            shared(t);
        }
    }

    private void post(Step s) {
        Tensor t = pick(s.a);
        if (s.c % 3 == 0) {
            Torch.retain(t);
            unscoped(t);
        } else if (s.c % 3 == 1) {
            shared(t); // still owned by this actor's scope: the receiver may find it released
        } else {
            // Moved: the receiver gets a new handle, and this one is released for good. Held
            // tensors may already be released (or be released by another thread meanwhile).
            Tensor moved = Torch.handOff(t);
            released(t);
            unscoped(moved);
            t = moved;
        }
        ConcurrentLinkedQueue<Tensor> box = world.mailboxes.get(s.b % world.mailboxes.size());
        if (box.size() < World.MAILBOX_LIMIT) {
            box.offer(t);
        }
    }

    private void receive(Step s) {
        Tensor t = world.mailboxes.get(index).poll();
        if (t == null) {
            return;
        }
        switch (s.a % 4) {
            case 0:
                hold(t);
                made(t.mul(2.0));
                break;
            case 3:
                // Into this thread's current scope (the sender may still hold a retained one).
                Torch.takeOwnership(t);
                hold(t);
                break;
            case 1: {
                List<PointerScope> open = openScopes();
                if (!open.isEmpty()) {
                    open.get(open.size() - 1).attach(t); // adopt a tensor of another thread
                }
                hold(t);
                break;
            }
            default:
                Torch.release(t);
                check(t.isReleased(), "a received tensor is not released after release");
                break;
        }
    }

    private void share(Step s) {
        Tensor t = pick(s.a);
        Torch.retain(t);
        unscoped(t);
        Tensor old = world.shared.getAndSet(s.b % World.SHARED_SLOTS, t);
        if (old != null && s.c % 2 == 0) {
            Torch.release(old); // another actor may be using it right now
        }
    }

    private void useShared(Step s) {
        Tensor t = world.shared.get(s.a % World.SHARED_SLOTS);
        if (t == null) {
            return;
        }
        out.called();
        switch (s.b % 4) {
            case 0:
                made(t.add(t));
                break;
            case 1:
                made(t.sum());
                break;
            case 2:
                autograd(t, s.c, s.a);
                break;
            default:
                t.toString();
                break;
        }
    }

    /**
     * Autograd on {@code x}, which other actors may hold, release or run backward passes through
     * at the same time: an integer tensor, a non-leaf, a released one or memory another thread
     * is using must give documented exceptions, never a crash.
     */
    private void autograd(Tensor x, int what, int flags) {
        switch (what % 6) {
            case 0:
                x.requiresGradInPlace();
                break;
            case 1:
                squaredSum(x).backward();
                break;
            case 2:
                for (Tensor g : squaredSum(x).gradients(List.of(x), null, false, flags % 2 == 0, flags % 3 == 0)) {
                    made(g);
                }
                break;
            case 3: {
                Tensor g = x.grad();
                if (g != null) {
                    made(g);
                }
                break;
            }
            case 4:
                Ops.setDataInPlace(x, made(Ops.zerosLike(x)));
                break;
            default:
                made(x.detach());
                break;
        }
    }

    // ---- process groups -------------------------------------------------------------------------

    /**
     * A collective on the round's one-rank group over {@code t}, which other threads may be
     * using or releasing: in-place ones leave their tensor's values as they were (one rank),
     * all-gather gives one new tensor of the same values.
     */
    private void collective(Tensor t, int how, int op) {
        io.github.jtorch.distributed.ProcessGroup g = world.group();
        io.github.jtorch.distributed.ReduceOp[] ops = io.github.jtorch.distributed.ReduceOp.values();
        switch (how % 4) {
            case 0:
                check(g.allReduce(t, ops[op % ops.length]) == t, "all_reduce returns its tensor");
                break;
            case 1:
                check(g.broadcastAsync(t, 0).await(java.time.Duration.ofSeconds(30)).get(0) == t,
                        "an async broadcast's result is its tensor");
                break;
            case 2: {
                List<Tensor> got = g.allGather(t);
                check(got.size() == 1, "a one-rank all_gather gives one tensor");
                Tensor copy = made(got.get(0));
                check(java.util.Arrays.equals(copy.shape(), t.shape()), "all_gather keeps the shape");
                break;
            }
            default:
                g.barrier();
                break;
        }
    }

    // ---- modules and optimizers ----------------------------------------------------------------

    private static final int MODULE_KINDS = 6;

    /** A small module of kind {@code kind}; {@link #input} makes what it takes. */
    private static io.github.jtorch.nn.Module module(int kind) {
        switch (kind) {
            case 0:
                return new io.github.jtorch.nn.Sequential(new io.github.jtorch.nn.Linear(4, 3), new io.github.jtorch.nn.ReLU(),
                        new io.github.jtorch.nn.Linear(3, 2));
            case 1:
                return new io.github.jtorch.nn.Sequential(new io.github.jtorch.nn.Conv1d(2, 3, 3), new io.github.jtorch.nn.Tanh(),
                        new io.github.jtorch.nn.Flatten());
            case 2:
                return new io.github.jtorch.nn.LSTM(4, 3, Kwargs.of("batch_first", true));
            case 3:
                return new io.github.jtorch.nn.TransformerEncoderLayer(4, 2, Kwargs.of("dim_feedforward", 8, "dropout", 0.0,
                        "batch_first", true));
            case 5:
                // A TorchScript module (Linear(3, 2)); a Linear of its shape where Python is not there.
                java.nio.file.Path files = JitFiles.dir();
                return files != null ? io.github.jtorch.jit.Jit.load(files.resolve("module.pt"))
                        : new io.github.jtorch.nn.Linear(3, 2);
            default:
                return new io.github.jtorch.nn.Sequential(new io.github.jtorch.nn.Embedding(5, 4), new io.github.jtorch.nn.LayerNorm(
                        new long[] {4}));
        }
    }

    /** An input for a module of kind {@code kind}; now and then one of another kind (a bad shape or dtype). */
    private Tensor input(int kind, int r) {
        int k = r % 9 == 0 ? (kind + 1 + r % (MODULE_KINDS - 1)) % MODULE_KINDS : kind;
        switch (k) {
            case 0:
                return made(Ops.randn(2, 4));
            case 1:
                return made(Ops.randn(1, 2, 5));
            case 2:
            case 3:
                return made(Ops.randn(2, 3, 4));
            case 5:
                return made(Ops.randn(2, 3));
            default:
                return made(Tensor.of(new long[] {0, 1, 4}));
        }
    }

    private void buildModule(Step s) {
        int kind = s.b % MODULE_KINDS;
        io.github.jtorch.nn.Module m = module(kind);
        List<Tensor> ps = m.parameters();
        io.github.jtorch.optim.Optimizer opt = s.c % 3 == 0 ? io.github.jtorch.optim.Optimizer.sgd(ps, 0.01, 0.9, 0, false)
                : s.c % 3 == 1 ? io.github.jtorch.optim.Optimizer.adam(ps, 0.01) : io.github.jtorch.optim.Optimizer.adamw(ps, 0.01);
        World.Trainable t = new World.Trainable(kind, m, opt);
        world.built.add(t);
        out.called(3);
        world.trainables.set(s.a % World.MODULE_SLOTS, t);
    }

    /**
     * One training step on a shared module, which other threads may be training, loading,
     * zeroing or releasing meanwhile, now and then with its forward pass checkpointed:
     * documented exceptions only, and a released module's forward must throw
     * IllegalStateException.
     */
    private void trainStep(Step s) {
        World.Trainable t = world.trainables.get(s.a % World.MODULE_SLOTS);
        if (t == null) {
            return;
        }
        boolean ownKind = s.b % 9 != 0;
        Tensor x = input(t.kind, s.b);
        if (s.c % 2 == 0) {
            t.optimizer.zeroGrad();
        } else {
            t.module.zeroGrad();
        }
        out.called(6);
        if (t.module.isReleased() && ownKind) {
            // An input of another kind may be refused for its shape before the weights are read.
            mustFail("forward of a released module", () -> t.module.forward(x), IllegalStateException.class);
            return;
        }
        // Now and then checkpointed: the backward pass then runs the forward pass again, while
        // other threads may be changing or releasing the module.
        Tensor y = made(s.c % 4 == 1 ? io.github.jtorch.utils.Checkpoint.checkpoint(t.module, x) : t.module.forward(x));
        Tensor loss = made(made(y.mul(y)).mean());
        loss.backward();
        if (s.c % 5 == 0) {
            made(io.github.jtorch.nn.Utils.clipGradNormInPlace(t.module.parameters(), 1.0));
        }
        t.optimizer.step();
        loss.itemDouble();
    }

    private void loadState(Step s) {
        World.Trainable from = world.trainables.get(s.a % World.MODULE_SLOTS);
        World.Trainable to = world.trainables.get(s.b % World.MODULE_SLOTS);
        if (from == null || to == null) {
            return;
        }
        boolean strict = s.c % 2 == 0;
        to.module.loadStateDict(from.module.stateDict(), strict);
        out.called(2);
        check(from.kind == to.kind || !strict, "a strict load of another kind's state dict was accepted");
    }

    private void releaseModule(Step s) {
        World.Trainable t = world.trainables.get(s.a % World.MODULE_SLOTS);
        if (t == null) {
            return;
        }
        if (s.b % 3 == 0) {
            t.optimizer.close();
            out.called();
            check(t.optimizer.isReleased(), "an optimizer is not released after close");
            mustFail("a step of a closed optimizer", t.optimizer::step, IllegalStateException.class);
        } else {
            Torch.release(t.module);
            out.called();
            check(t.module.isReleased(), "a module is not released after release");
        }
    }

    /** The sum of {@code x * x}: a scalar loss with a graph through {@code x} when it needs grad. */
    private Tensor squaredSum(Tensor x) {
        return made(made(x.mul(x)).sum());
    }

    private void misuseForeignScope(Step s) {
        PointerScope foreign = world.scopeBoard.get(s.a % World.SCOPE_SLOTS);
        if (foreign == null || opened.contains(foreign)) {
            return;
        }
        Tensor t = pick(s.b);
        switch (s.c % 6) {
            case 0:
                try {
                    foreign.close();
                } catch (IllegalStateException expected) {
                    out.threw(expected);
                    return;
                }
                check(foreign.isClosed(), "another thread closed this thread's open scope");
                break;
            case 1:
                try {
                    foreign.attach(t);
                } catch (IllegalStateException expected) {
                    out.threw(expected);
                    return;
                }
                throw new Violation("attached to another thread's scope");
            case 2:
                try {
                    foreign.moveOut(t);
                } catch (IllegalStateException expected) {
                    out.threw(expected);
                    return;
                }
                throw new Violation("moved results out of another thread's scope");
            case 3:
                foreign.detach(t); // allowed from any thread
                unscoped(t);
                break;
            case 4:
                check(foreign.ownedCount() >= 0, "negative owned count");
                break;
            default:
                foreign.toString();
                break;
        }
    }

    private void reuseClosedScope(Step s) {
        PointerScope closed = new PointerScope();
        made(Ops.ones(2));
        closed.close();
        checkClosedScopesFreed();
        Tensor t = pick(s.a);
        switch (s.b % 4) {
            case 0:
                try {
                    closed.attach(t);
                } catch (IllegalStateException expected) {
                    out.threw(expected);
                    return;
                }
                throw new Violation("attached to a closed scope");
            case 1:
                try {
                    closed.moveOut(t);
                } catch (IllegalStateException expected) {
                    out.threw(expected);
                    return;
                }
                throw new Violation("moved results out of a closed scope");
            case 2:
                closed.close(); // closing twice is a no-op
                break;
            default:
                check(closed.ownedCount() == 0, "a closed scope owns tensors");
                break;
        }
    }

    /** Runs {@code call}, which must throw one of {@code expected}; documented exceptions are tallied. */
    private void mustFail(String what, Runnable call, Class<?>... expected) {
        try {
            call.run();
        } catch (RuntimeException e) {
            out.threw(e);
            for (Class<?> c : expected) {
                if (c.isInstance(e)) {
                    return;
                }
            }
            if (!Outcomes.isDocumented(e)) {
                throw e;
            }
            throw new Violation(what + " threw " + e + ", expected one of " + List.of(expected));
        }
        throw new Violation(what + " was accepted");
    }

    private void badShape(Step s) {
        switch (s.a % 5) {
            case 0: {
                Tensor a = made(Ops.ones(2, 3));
                Tensor b = made(Ops.ones(4));
                mustFail("add of shapes [2,3] and [4]", () -> made(a.add(b)), io.github.jtorch.TorchException.class);
                break;
            }
            case 1: {
                Tensor a = made(Ops.ones(2, 3));
                mustFail("matmul of [2,3] by [2,3]", () -> made(a.matmul(a)), io.github.jtorch.TorchException.class);
                break;
            }
            case 2:
                mustFail("3 values for shape [2,2]", () -> made(Tensor.of(new float[3], 2, 2)), IllegalArgumentException.class);
                break;
            case 3: {
                Tensor four = made(Ops.ones(4));
                mustFail("reshape of 4 elements to [5]", () -> made(four.reshape(5)), io.github.jtorch.TorchException.class);
                break;
            }
            default: {
                Tensor two = made(Ops.ones(2));
                mustFail("item of 2 elements", two::itemDouble, IllegalArgumentException.class);
                break;
            }
        }
    }

    private void badDtype(Step s) {
        switch (s.a % 4) {
            case 0: {
                Tensor ints = made(Tensor.of(new long[] {1, 2}));
                mustFail("mean of int64", () -> made(ints.mean()), io.github.jtorch.TorchException.class);
                break;
            }
            case 1: {
                Tensor b = made(Ops.zeros(new long[] {2}, DType.BOOL, null));
                mustFail("bool minus bool", () -> made(b.sub(b)), io.github.jtorch.TorchException.class);
                break;
            }
            case 2:
                mustFail("randn of bool", () -> made(Ops.randn(new long[] {2}, DType.BOOL, null)), io.github.jtorch.TorchException.class);
                break;
            default:
                mustFail("rand of int64", () -> made(Ops.rand(new long[] {2}, DType.INT64, null)), io.github.jtorch.TorchException.class);
                break;
        }
    }

    private void nullArgument(Step s) {
        Tensor x = pick(s.b);
        switch (s.a % 6) {
            case 0:
                mustFail("add(null, x)", () -> Ops.add(null, x), NullPointerException.class);
                break;
            case 1:
                mustFail("x.matmul(null)", () -> x.matmul(null), NullPointerException.class);
                break;
            case 2:
                mustFail("Tensor.of(null)", () -> Tensor.of((float[]) null), NullPointerException.class);
                break;
            case 3:
                mustFail("x.reshape(null)", () -> x.reshape((long[]) null), NullPointerException.class, IllegalStateException.class);
                break;
            case 4:
                mustFail("zeros(null)", () -> Ops.zeros((long[]) null, null, null), NullPointerException.class);
                break;
            default:
                mustFail("withTorch(null)", () -> Torch.withTorch((Supplier<Object>) null), NullPointerException.class);
                break;
        }
    }

    private void badSize(Step s) {
        switch (s.a % 6) {
            case 0:
                mustFail("zeros(-1)", () -> Ops.zeros(-1), IllegalArgumentException.class);
                break;
            case 1:
                mustFail("zeros(2^40)", () -> Ops.zeros(1L << 40), io.github.jtorch.TorchOutOfMemoryException.class);
                break;
            case 2:
                mustFail("zeros(Long.MAX_VALUE)", () -> Ops.zeros(Long.MAX_VALUE), io.github.jtorch.TorchException.class);
                break;
            case 3:
                mustFail("Tensor.of(data, -1)", () -> Tensor.of(new float[1], -1), IllegalArgumentException.class);
                break;
            case 4:
                mustFail("arange(0, 1e18, 1)", () -> Ops.arange(0, 1e18, 1), io.github.jtorch.TorchException.class);
                break;
            default: {
                Tensor x = pick(s.b);
                mustFail("sum over dimension 99", () -> x.sum(new long[] {99}, false), io.github.jtorch.TorchException.class,
                        IllegalStateException.class);
                break;
            }
        }
    }

    private void nanScalar(Step s) {
        switch (s.a % 3) {
            case 0:
                mustFail("arange(NaN, 1, 1)", () -> Ops.arange(Double.NaN, 1, 1), IllegalArgumentException.class);
                break;
            case 1:
                mustFail("arange(0, 10, 0)", () -> Ops.arange(0, 10, 0), IllegalArgumentException.class);
                break;
            default:
                made(pick(s.b).mul(Double.NaN));
                break;
        }
    }

    /** Blocks inside a scope: a virtual thread unmounts and may resume on another carrier (rule 1). */
    private void yieldInScope(Step s) {
        PointerScope before = PointerScope.current();
        if (s.a % 2 == 0) {
            LockSupport.parkNanos(20_000);
        } else {
            Thread.yield();
        }
        check(PointerScope.current() == before, "the innermost scope changed across a blocking call");
    }

    private void abandonThread(Step s) {
        boolean virtual = world.threads != ThreadKind.PLATFORM && s.a % 2 == 0;
        Thread t = ThreadKind.newThread(virtual, "jtorch-stress-abandoned", () -> {
            if (s.b % 2 == 0) {
                Torch.startSession();
                Ops.ones(3);
            }
            new PointerScope();
            Ops.ones(4).mul(2);
            if (s.c % 2 == 0) {
                new PointerScope();
                Ops.randn(2, 2);
            }
            if (s.c % 3 == 0) {
                throw new Planned(); // ends the thread with its scopes open
            }
        });
        t.setUncaughtExceptionHandler((th, e) -> {
            if (!(e instanceof Planned)) {
                record(e, "abandoned thread");
            }
        });
        t.start();
        try {
            t.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Closes what this actor left open and checks every private tensor was released. */
    private void finish() {
        List<PointerScope> open = openScopes();
        if (!open.isEmpty()) {
            open.get(0).close();
        }
        Torch.stopSession();
        out.called(2);
        check(PointerScope.current() == null, "a scope is still open at the end");
        checkClosedScopesFreed();
        check(privates.isEmpty(), privates.size() + " private tensors have an open scope at the end");
    }
}
