//! Gradient state shared between threads: the `.grad` of leaf tensors.
//!
//! LibTorch's backward adds into a parameter's `.grad` under a lock of its
//! own, so backward passes on several threads at once are safe together.
//! Reading or resetting `.grad` (an optimizer's zero_grad and step, `grad`)
//! takes no such lock, and racing with a backward pass that swaps the
//! gradient out frees memory under it: the process crashes. So backward
//! passes share this lock, and everything else that touches gradients or
//! the autograd state of a tensor holds it alone.

use parking_lot::RwLock;

static GRADS: RwLock<()> = parking_lot::const_rwlock(());

/// Runs a backward pass: any number at once.
pub fn accumulating<T>(f: impl FnOnce() -> T) -> T {
    let _shared = GRADS.read();
    f()
}

/// Runs `f`, which reads or changes gradients or a tensor's autograd state,
/// with no backward pass running.
pub fn changing<T>(f: impl FnOnce() -> T) -> T {
    let _alone = GRADS.write();
    f()
}
