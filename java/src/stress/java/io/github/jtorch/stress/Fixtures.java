package io.github.jtorch.stress;

import io.github.jtorch.DType;
import io.github.jtorch.Ops;
import io.github.jtorch.OptimizerHandle;
import io.github.jtorch.PointerScope;
import io.github.jtorch.Tensor;
import io.github.jtorch.Torch;
import io.github.jtorch.nn.Linear;
import io.github.jtorch.nn.Module;
import io.github.jtorch.nn.ReLU;
import io.github.jtorch.nn.Sequential;
import io.github.jtorch.optim.Optimizer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The stateful values bad-input cases are made of: live tensors of several kinds, released
 * tensors, tensors of another thread's scopes (open and closed), open, closed and foreign
 * scopes, modules and optimizers, live and released. Tensors are made fresh for each case (a
 * case may release or adopt them) and freed after it by {@link #releaseMade()}.
 */
final class Fixtures {
    /** A thread that keeps one scope open for the whole corpus and makes tensors in it. */
    private final ExecutorService other = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "jtorch-corpus-other-thread");
        t.setDaemon(true);
        return t;
    });
    private final PointerScope foreignScope;
    private final Tensor fromClosedForeignScope;
    private final List<Tensor> made = new ArrayList<>();

    Fixtures() {
        foreignScope = onOther(PointerScope::new);
        fromClosedForeignScope = onOther(() -> {
            try (PointerScope s = new PointerScope()) {
                return Ops.ones(2);
            }
        });
    }

    private <T> T onOther(java.util.concurrent.Callable<T> task) {
        Future<T> f = other.submit(task);
        try {
            return f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        }
    }

    Tensor keep(Tensor t) {
        made.add(t);
        return t;
    }

    Tensor floats() {
        return keep(Ops.randn(2, 3));
    }

    Tensor longs() {
        return keep(Tensor.of(new long[] {1, 2, 3}));
    }

    Tensor bools() {
        return keep(Ops.ones(new long[] {2}, DType.BOOL, null));
    }

    Tensor scalar() {
        return keep(Ops.ones());
    }

    Tensor empty() {
        return keep(Ops.zeros(0));
    }

    Tensor halfMatrix() {
        return keep(Ops.ones(new long[] {2, 2}, DType.FLOAT16, null));
    }

    Tensor released() {
        Tensor t = Ops.ones(2);
        t.close();
        return t;
    }

    /** A two-layer model (3 inputs, 2 outputs) of this thread's scope. */
    Module model() {
        Module m = new Sequential(new Linear(3, 2), new ReLU());
        m.parameters().forEach(this::keep);
        return m;
    }

    /** A model whose tensors are released. */
    Module releasedModel() {
        Module m = new Linear(3, 2);
        Torch.release(m);
        return m;
    }

    /** A model whose first layer's tensors are released, the container itself not. */
    Module partlyReleasedModel() {
        Linear first = new Linear(3, 2);
        Module m = new Sequential(first, new ReLU());
        Torch.release(first);
        return m;
    }

    /** An Adam over a fresh model that has taken one step: it has per-parameter state. */
    Optimizer adamAfterStep() {
        Module m = model();
        Optimizer o = Optimizer.adam(m.parameters(), 0.01);
        m.forward(floats()).sum().backward();
        o.step();
        return o;
    }

    /** {@code state}'s keys, each with the tensor {@code value} makes. */
    static Map<String, Tensor> withValues(Map<String, Tensor> state, Function<String, Tensor> value) {
        Map<String, Tensor> out = new LinkedHashMap<>();
        state.keySet().forEach(k -> out.put(k, value.apply(k)));
        return out;
    }

    /** An SGD optimizer over a fresh model's parameters. */
    Optimizer optimizer() {
        return Optimizer.sgd(model().parameters(), 0.1);
    }

    /** An optimizer whose model has been released since it was made. */
    Optimizer optimizerOfReleasedModel() {
        Module m = new Linear(3, 2);
        Optimizer o = Optimizer.sgd(m.parameters(), 0.1);
        Torch.release(m);
        return o;
    }

    /** The native handle of an SGD optimizer over a fresh model's parameters. */
    OptimizerHandle optimizerHandle() {
        return OptimizerHandle.create(OptimizerHandle.SGD, new double[] {0.1, 0, 0, 0, 0}, model().parameters());
    }

    /** An optimizer released itself. */
    Optimizer releasedOptimizer() {
        Optimizer o = optimizer();
        o.close();
        return o;
    }

    /** A tensor that another thread's scope freed when it closed. */
    Tensor fromClosedForeignScope() {
        return fromClosedForeignScope;
    }

    /** A live tensor that another thread's open scope owns. */
    Tensor ownedByForeignScope() {
        return keep(onOther(() -> Ops.ones(3)));
    }

    PointerScope foreignScope() {
        return foreignScope;
    }

    PointerScope openScope() {
        return new PointerScope();
    }

    PointerScope closedScope() {
        PointerScope s = new PointerScope();
        Ops.ones(1);
        s.close();
        return s;
    }

    PointerScope session() {
        Torch.startSession();
        return PointerScope.current();
    }

    /** One group for the whole corpus (cases may close it: then the next is made), unscoped. */
    private static io.github.jtorch.distributed.ProcessGroup group;

    static io.github.jtorch.distributed.InitOptions oneRankOptions() {
        int port;
        try (java.net.ServerSocket s = new java.net.ServerSocket(0)) {
            port = s.getLocalPort();
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
        return io.github.jtorch.distributed.InitOptions.empty().withMasterAddr("127.0.0.1").withMasterPort(port)
                .withRank(0).withWorldSize(1).withTimeout(java.time.Duration.ofSeconds(10));
    }

    /** A live one-rank process group. */
    synchronized io.github.jtorch.distributed.ProcessGroup group() {
        if (group == null || group.isReleased()) {
            group = Torch.retain(io.github.jtorch.distributed.ProcessGroup.create(oneRankOptions()));
        }
        return group;
    }

    static io.github.jtorch.distributed.ProcessGroup closedGroup() {
        io.github.jtorch.distributed.ProcessGroup g = io.github.jtorch.distributed.ProcessGroup.create(oneRankOptions());
        g.close();
        return g;
    }

    /** The work of an all-reduce on a fresh tensor, waited for. */
    io.github.jtorch.distributed.Work finishedWork() {
        io.github.jtorch.distributed.Work w = group().allReduceAsync(floats(), io.github.jtorch.distributed.ReduceOp.SUM);
        w.await();
        return w;
    }

    /** Frees the tensors made for the last case, whoever owns them now. */
    void releaseMade() {
        Torch.release(made);
        made.clear();
    }

    void close() {
        Torch.release(fromClosedForeignScope);
        onOther(() -> {
            foreignScope.close();
            return null;
        });
        other.shutdown();
    }
}
