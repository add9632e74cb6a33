package io.github.jtorch.stress;

import io.github.jtorch.DType;
import io.github.jtorch.Ops;
import io.github.jtorch.PointerScope;
import io.github.jtorch.Tensor;
import io.github.jtorch.Torch;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The stateful values bad-input cases are made of: live tensors of several kinds, released
 * tensors, tensors of another thread's scopes (open and closed), open, closed and foreign
 * scopes. Tensors are made fresh for each case (a case may release or adopt them) and freed
 * after it by {@link #releaseMade()}.
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

    private Tensor keep(Tensor t) {
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
