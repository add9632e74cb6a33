package io.github.jtorch;

/**
 * Making a tensor would take jtorch's live tensor memory past the budget set with
 * {@link Memory#setBudget(long)}. Creation ops are refused before they allocate; an op's
 * result is freed at once. Live tensors stay valid.
 */
public class MemoryBudgetException extends TorchOutOfMemoryException {
    public MemoryBudgetException(String message) {
        super(message);
    }
}
