//! Gradient state shared between threads: the `.grad` of leaf tensors.
//!
//! LibTorch's backward adds into a parameter's `.grad` under a lock of its
//! own, so backward passes on several threads at once are safe together.
//! Reading or resetting `.grad` (an optimizer's zero_grad and step, `grad`)
//! takes no such lock, and racing with a backward pass that swaps the
//! gradient out frees memory under it: the process crashes. So each leaf
//! tensor has a lock (one of `STRIPES`, by the address of its TensorImpl):
//! a backward pass shares the locks of the leaves its graph reaches, and
//! everything else that touches a leaf's gradient or autograd state holds
//! that leaf's lock alone. Threads training models of their own then never
//! wait for each other.

use parking_lot::RwLock;
use std::ffi::c_void;
use tch::Tensor;

const STRIPES: usize = 256;
const WORDS: usize = STRIPES / 64;

static LOCKS: [RwLock<()>; STRIPES] = [const { parking_lot::const_rwlock(()) }; STRIPES];

unsafe extern "C" {
    /// src/autograd_graph.cpp: calls `visit` with the TensorImpl of each leaf
    /// a backward pass from `loss` writes the gradient of; -1 on failure.
    fn jtorch_backward_leaves(
        loss: *const c_void,
        visit: extern "C" fn(*mut c_void, *const c_void),
        ctx: *mut c_void,
    ) -> i32;

    /// src/autograd_graph.cpp: `loss.backward(gradient, retain_graph)`
    /// (`gradient` null: none); -1 on failure, with the message in `error`.
    fn jtorch_backward(
        loss: *const c_void,
        gradient: *const c_void,
        retain_graph: i32,
        error: *mut std::ffi::c_char,
        error_len: usize,
    ) -> i32;
}

/// `loss.backward(gradient, retain_graph)` as PyTorch runs it: tch's own
/// backward takes neither argument. Run it inside `accumulating`.
pub fn backward(loss: &Tensor, gradient: Option<&Tensor>, retain_graph: bool) -> Result<(), tch::TchError> {
    let mut error = [0u8; 2048];
    // SAFETY: `loss` and `gradient` are live for the call; the shim writes at
    // most `error.len()` bytes, the last of them 0, and lets no C++ exception out.
    let status = unsafe {
        jtorch_backward(
            loss.as_ptr().cast(),
            gradient.map_or(std::ptr::null(), |g| g.as_ptr().cast()),
            i32::from(retain_graph),
            error.as_mut_ptr().cast(),
            error.len(),
        )
    };
    if status == 0 {
        return Ok(());
    }
    let message = std::ffi::CStr::from_bytes_until_nul(&error).map_or_else(|_| "backward failed".into(), |m| m.to_string_lossy().into_owned());
    Err(tch::TchError::Torch(message))
}

/// A set of the leaf locks.
#[derive(Clone, Copy, Default, PartialEq, Eq, Debug)]
pub struct Leaves([u64; WORDS]);

impl Leaves {
    /// Every lock: for what frees memory a backward pass may be reading
    /// without it being a leaf of its graph (an input it saved, a gradient).
    pub const ALL: Leaves = Leaves([u64::MAX; WORDS]);

    /// The lock of `t`'s own gradient and autograd state.
    pub fn of(t: &Tensor) -> Leaves {
        let mut leaves = Leaves::default();
        leaves.add(t);
        leaves
    }

    /// Adds the lock of `t`.
    pub fn add(&mut self, t: &Tensor) {
        self.add_impl(crate::store::tensor_impl(t) as *const c_void);
    }

    /// The locks of every leaf whose gradient a backward pass from `loss`
    /// writes; all of them when the graph cannot be read.
    pub fn reached_from(loss: &Tensor) -> Leaves {
        let mut leaves = Leaves::default();
        // SAFETY: `loss` is live for the call; `note_leaf` gets `&mut leaves`
        // back as its context and nothing else.
        let status = unsafe { jtorch_backward_leaves(loss.as_ptr().cast(), note_leaf, (&raw mut leaves).cast()) };
        if status == 0 { leaves } else { Leaves::ALL }
    }

    fn add_impl(&mut self, tensor_impl: *const c_void) {
        if tensor_impl.is_null() {
            *self = Leaves::ALL;
            return;
        }
        self.insert(stripe(tensor_impl as usize));
    }

    fn insert(&mut self, s: usize) {
        self.0[s / 64] |= 1 << (s % 64);
    }

    fn contains(&self, s: usize) -> bool {
        self.0[s / 64] & (1 << (s % 64)) != 0
    }

    /// The stripes in ascending order, the one order every holder takes
    /// them in, so that no two holders wait on each other.
    fn stripes(&self) -> impl Iterator<Item = usize> + '_ {
        (0..STRIPES).filter(|s| self.contains(*s))
    }
}

/// Fibonacci hashing of a TensorImpl's address to a stripe: the top bits of
/// the product, where every bit of the address counts.
fn stripe(address: usize) -> usize {
    ((address as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - STRIPES.trailing_zeros())) as usize
}

extern "C" fn note_leaf(ctx: *mut c_void, tensor_impl: *const c_void) {
    // SAFETY: `ctx` is the `&mut Leaves` that `reached_from` passed.
    let leaves = unsafe { &mut *ctx.cast::<Leaves>() };
    leaves.add_impl(tensor_impl);
}

/// Locks taken, released when dropped.
struct Held {
    taken: Leaves,
    alone: bool,
}

impl Held {
    fn take(leaves: Leaves, alone: bool) -> Held {
        let mut held = Held { taken: Leaves::default(), alone };
        for s in leaves.stripes() {
            if alone {
                std::mem::forget(LOCKS[s].write());
            } else {
                std::mem::forget(LOCKS[s].read());
            }
            held.taken.insert(s);
        }
        held
    }
}

impl Drop for Held {
    fn drop(&mut self) {
        for s in self.taken.stripes() {
            // SAFETY: `take` locked stripe `s` in this mode and forgot its guard.
            unsafe {
                if self.alone {
                    LOCKS[s].force_unlock_write();
                } else {
                    LOCKS[s].force_unlock_read();
                }
            }
        }
    }
}

/// Runs a backward pass from `loss`: any number at once, and at the same
/// time as changes to leaves its graph does not reach.
pub fn accumulating<T>(loss: &Tensor, f: impl FnOnce() -> T) -> T {
    let _shared = Held::take(Leaves::reached_from(loss), false);
    f()
}

/// Runs `f`, which reads or changes the gradient or autograd state of the
/// tensors in `leaves`, with no backward pass into them running.
pub fn changing<T>(leaves: Leaves, f: impl FnOnce() -> T) -> T {
    let _alone = Held::take(leaves, true);
    f()
}

#[cfg(test)]
mod tests {
    use super::*;
    use tch::{Device, Kind};

    fn leaf(n: i64) -> Tensor {
        Tensor::ones([n], (Kind::Float, Device::Cpu)).set_requires_grad(true)
    }

    #[test]
    fn a_backward_pass_locks_the_leaves_its_graph_reaches_and_no_others() {
        let (w, b, other) = (leaf(3), leaf(3), leaf(3));
        let x = Tensor::ones([3], (Kind::Float, Device::Cpu));
        let loss = (&x * &w + &b).relu().sum(Kind::Float);
        let mut expected = Leaves::of(&w);
        expected.add(&b);
        assert_eq!(Leaves::reached_from(&loss), expected);
        assert_ne!(Leaves::reached_from(&loss), Leaves::ALL);
        let _ = &other;
        // A leaf is its own graph; a tensor without autograd history reaches none.
        assert_eq!(Leaves::reached_from(&w), Leaves::of(&w));
        assert_eq!(Leaves::reached_from(&x), Leaves::default());
    }

    #[test]
    fn a_tensor_keeps_its_lock_when_its_data_is_replaced() {
        let w = leaf(3);
        let before = Leaves::of(&w);
        let mut handle = w.shallow_clone();
        tch::no_grad(|| handle.set_data(&Tensor::zeros([3], (Kind::Float, Device::Cpu))));
        assert_eq!(Leaves::of(&w), before);
        assert_eq!(Leaves::of(&w.shallow_clone()), before, "another handle to the tensor names the same lock");
    }

    #[test]
    fn a_backward_pass_into_one_model_leaves_another_models_leaves_free() {
        let mine = leaf(4);
        let loss = (&mine * 2.0).sum(Kind::Float);
        // Another model's parameter on a stripe of its own (most are; try until one is).
        let theirs = (0..64).map(|_| leaf(4)).find(|t| Leaves::of(t) != Leaves::of(&mine)).expect("a free stripe");
        let (own, other) = (Leaves::of(&mine).stripes().next(), Leaves::of(&theirs).stripes().next());
        let (own, other) = (own.expect("one stripe"), other.expect("one stripe"));
        accumulating(&loss, || {
            let free = std::thread::spawn(move || (LOCKS[other].try_write().is_some(), LOCKS[own].try_write().is_none()))
                .join()
                .expect("no panic");
            assert_eq!(free, (true, true), "the other model's leaf is free, this one's is held");
        });
        assert!(LOCKS[own].try_write().is_some(), "released with the pass");
    }
}
