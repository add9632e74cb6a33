package io.github.jtorch.stress;

/**
 * The kinds of step an actor takes, with how often each is drawn. Each names one or a few
 * public API calls; see {@link Actor} for what each does.
 */
enum Action {
    CREATE(10), CREATE_FROM_ARRAY(4), BINARY_OP(10), SCALAR_OP(6), UNARY_OP(6), RESHAPE(3), READ(6), PRINT(2),
    /** LibTorch operators by name (Dispatcher, generated Ops and Tensor methods, indexing) on held tensors. */
    OPERATOR(6),
    /** Ops run as one chain on held tensors (their own, shared or released ones). */
    CHAIN(3),
    OPEN_SCOPE(6), CLOSE_SCOPE(5), WITH_TORCH(6), THROW_IN_SCOPE(3),
    RETAIN(3), RELEASE(3), CLOSE_TENSOR(2), RELEASE_STRUCTURE(2), USE_RELEASED(2),
    ATTACH(3), DETACH(2), MOVE_OUT(2),
    START_SESSION(1), STOP_SESSION(1),
    POST(4), RECEIVE(4), SHARE(2), USE_SHARED(4), RELEASE_SHARED(2),
    POST_SCOPE(1), MISUSE_FOREIGN_SCOPE(2), REUSE_CLOSED_SCOPE(1),
    BAD_SHAPE(1), BAD_DTYPE(1), NULL_ARGUMENT(2), BAD_SIZE(1), NAN_SCALAR(1),
    /** Autograd on a held tensor: requires-grad, backward, gradients, .grad, set_data_, detach. */
    AUTOGRAD(4),
    /** Builds a small module (MLP, Conv1d, LSTM, transformer layer, embedding) and an optimizer into a shared slot. */
    BUILD_MODULE(2),
    /** A training step on a shared module: zero grads, forward (now and then checkpointed), loss, backward, optimizer step. */
    TRAIN_STEP(4),
    /** Loads one shared module's state dict into another (same kind or not, strict or not). */
    LOAD_STATE(2),
    /** Zeroes a shared module's gradients, through the module or its optimizer. */
    ZERO_GRAD(1),
    /** Releases a shared module, or its optimizer, while other threads may be training it. */
    RELEASE_MODULE(1),
    /** Copies one shared optimizer's state dict into another. */
    OPTIMIZER_STATE(1),
    /** A collective (sync or async) on the round's one-rank process group, over a held tensor. */
    COLLECTIVE(2),
    YIELD(2),
    /** Drops an unscoped tensor for the GC to free (rounds that check through the GC only). */
    FORGET(2),
    /** Starts a thread that leaves a session and scopes open and ends (GC rounds only). */
    ABANDON_THREAD(1);

    final int weight;

    Action(int weight) {
        this.weight = weight;
    }

    /** Whether the action relies on the GC to free what it leaves. */
    boolean needsGc() {
        return this == FORGET || this == ABANDON_THREAD;
    }

    /** Whether the step runs a nested body of steps inside a scope. */
    boolean isNested() {
        return this == WITH_TORCH || this == THROW_IN_SCOPE;
    }
}
