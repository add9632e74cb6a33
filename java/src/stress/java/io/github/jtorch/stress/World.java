package io.github.jtorch.stress;

import io.github.jtorch.PointerScope;
import io.github.jtorch.Tensor;
import io.github.jtorch.Torch;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * What the actors of one round share: mailboxes to pass tensors between threads, slots of
 * shared (retained) tensors that any actor may use or release, a board of scopes that other
 * threads misuse, and the ledger of every tensor the API made unscoped, which the round
 * releases at its end.
 */
final class World {
    static final int SHARED_SLOTS = 16;
    static final int SCOPE_SLOTS = 8;
    static final int MAILBOX_LIMIT = 32;

    final Outcomes outcomes;
    final ThreadKind threads;
    final List<ConcurrentLinkedQueue<Tensor>> mailboxes = new ArrayList<>();
    final AtomicReferenceArray<Tensor> shared = new AtomicReferenceArray<>(SHARED_SLOTS);
    final AtomicReferenceArray<PointerScope> scopeBoard = new AtomicReferenceArray<>(SCOPE_SLOTS);
    static final int MODULE_SLOTS = 4;

    /** A module with its optimizer, shared by the actors of a round; {@code kind} says what input it takes. */
    static final class Trainable {
        final int kind;
        final io.github.jtorch.nn.Module module;
        final io.github.jtorch.optim.Optimizer optimizer;

        Trainable(int kind, io.github.jtorch.nn.Module module, io.github.jtorch.optim.Optimizer optimizer) {
            this.kind = kind;
            this.module = module;
            this.optimizer = optimizer;
        }
    }

    final AtomicReferenceArray<Trainable> trainables = new AtomicReferenceArray<>(MODULE_SLOTS);
    /** Every module and optimizer built in the round: released at its end. */
    final ConcurrentLinkedQueue<Trainable> built = new ConcurrentLinkedQueue<>();
    /** The round's one-rank process group (unscoped), made by the first collective; closed at the end. */
    private io.github.jtorch.distributed.ProcessGroup group;

    synchronized io.github.jtorch.distributed.ProcessGroup group() {
        if (group == null) {
            group = Torch.retain(io.github.jtorch.distributed.ProcessGroup.create(Fixtures.oneRankOptions()));
        }
        return group;
    }

    synchronized void closeGroup() {
        if (group != null) {
            group.close();
        }
    }

    /** Tensors the API made unscoped (retain, detach, results with nowhere to go): released at the end. */
    final ConcurrentLinkedQueue<Tensor> unscoped = new ConcurrentLinkedQueue<>();

    World(int actors, Outcomes outcomes, ThreadKind threads) {
        this.outcomes = outcomes;
        this.threads = threads;
        for (int i = 0; i < actors; i++) {
            mailboxes.add(new ConcurrentLinkedQueue<>());
        }
    }
}
