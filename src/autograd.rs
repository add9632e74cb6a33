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

pub use crate::shims::autograd_graph::{backward, gradients};

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
        if crate::shims::autograd_graph::backward_leaves(loss, |tensor_impl| leaves.add_impl(tensor_impl)) {
            leaves
        } else {
            Leaves::ALL
        }
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

thread_local! {
    /// How many backward passes this thread is inside: more than one only in
    /// a checkpoint's recomputation (src/recompute.rs), which runs JVM code
    /// while the pass holds its locks.
    static IN_BACKWARD: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
}

/// Locks taken, released when dropped.
struct Held {
    taken: Leaves,
    alone: bool,
}

impl Held {
    fn take(leaves: Leaves, alone: bool) -> Held {
        let mut held = Held { taken: Leaves::default(), alone };
        if !alone {
            IN_BACKWARD.set(IN_BACKWARD.get() + 1);
        }
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
        if !self.alone {
            IN_BACKWARD.set(IN_BACKWARD.get() - 1);
        }
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

/// Runs `f` as part of a backward pass whose locks another thread may hold
/// (a checkpoint's recomputation on one of LibTorch's backward threads), so
/// that `changing` refuses rather than waits for them.
pub fn within_backward<T>(f: impl FnOnce() -> T) -> T {
    IN_BACKWARD.set(IN_BACKWARD.get() + 1);
    let _left = Left;
    f()
}

struct Left;

impl Drop for Left {
    fn drop(&mut self) {
        IN_BACKWARD.set(IN_BACKWARD.get() - 1);
    }
}

/// Runs `f`, which reads or changes the gradient or autograd state of the
/// tensors in `leaves`, with no backward pass into them running. Refused
/// inside a backward pass on this thread (a checkpointed function's
/// recomputation), which holds the locks this would wait for.
pub fn changing<T, E: From<tch::TchError>>(leaves: Leaves, f: impl FnOnce() -> Result<T, E>) -> Result<T, E> {
    if IN_BACKWARD.get() > 0 {
        return Err(tch::TchError::Torch(
            "gradients and requires_grad cannot be read or changed inside a checkpointed function's \
             recomputation: the backward pass running it writes them"
                .into(),
        )
        .into());
    }
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

    fn values(t: &Tensor) -> Vec<f32> {
        Vec::<f32>::try_from(t).expect("a float tensor")
    }

    #[test]
    fn gradients_of_gradients_need_create_graph_and_leave_grad_alone() {
        let x = Tensor::from_slice(&[1.0f32, 2.0, 3.0]).set_requires_grad(true);
        let y = x.pow_tensor_scalar(3).sum(Kind::Float);
        let g = gradients(&y, &[&x], None, false, true, false).expect("first order");
        assert_eq!(values(&g[0]), [3.0, 12.0, 27.0]);
        let h = gradients(&g[0].sum(Kind::Float), &[&x], None, false, false, false).expect("second order");
        assert_eq!(values(&h[0]), [6.0, 12.0, 18.0]);
        assert!(!x.grad().defined(), "no .grad is written");
        let flat = gradients(&(&x * &x).sum(Kind::Float), &[&x], None, false, false, false).expect("first order");
        assert!(!flat[0].requires_grad(), "without create_graph a gradient has no graph");
    }

    #[test]
    fn an_input_given_twice_gets_two_tensors_and_an_unused_one_fails_or_gets_zeros() {
        let a = Tensor::from_slice(&[1.0f32, 2.0]).set_requires_grad(true);
        let twice = gradients(&(&a * &a).sum(Kind::Float), &[&a, &a], None, false, false, false).expect("gradients");
        assert_ne!(crate::store::tensor_impl(&twice[0]), crate::store::tensor_impl(&twice[1]));
        assert_eq!(values(&twice[1]), [2.0, 4.0]);
        let unused = Tensor::from_slice(&[3.0f32]).set_requires_grad(true);
        let e = gradients(&(&a * &a).sum(Kind::Float), &[&a, &unused], None, false, false, false)
            .expect_err("unused input");
        assert!(e.to_string().contains("appears to not have been used"), "{e}");
        let zeros =
            gradients(&(&a * &a).sum(Kind::Float), &[&a, &unused], None, false, false, true).expect("materialized");
        assert_eq!(values(&zeros[1]), [0.0]);
        let e = gradients(&(&a * &a).sum(Kind::Float), &[], None, false, false, false).expect_err("no inputs");
        assert!(e.to_string().contains("cannot be empty"), "{e}");
    }

    #[test]
    fn with_create_graph_every_gradient_has_a_graph_even_where_grad_mode_is_off() {
        let x = Tensor::from_slice(&[1.0f32, 2.0]).set_requires_grad(true);
        let unused = Tensor::from_slice(&[3.0f32]).set_requires_grad(true);
        let y = x.pow_tensor_scalar(3).sum(Kind::Float);
        // As a Java thread inside no-grad runs it; PyTorch gives [True, True, True].
        let g = tch::no_grad(|| gradients(&y, &[&x, &x, &unused], None, false, true, true)).expect("gradients");
        assert!(g.iter().all(Tensor::requires_grad), "the alias of the second x and the zeros have graphs");
        // grad(g[1].sum(), [x]) == [6., 12.]; grad(g[2].sum(), [u], materialize_grads=True) == [0.]
        let h = gradients(&g[1].sum(Kind::Float), &[&x], None, false, false, false).expect("through the alias");
        assert_eq!(values(&h[0]), [6.0, 12.0]);
        let z = gradients(&g[2].sum(Kind::Float), &[&unused], None, false, false, true).expect("through the zeros");
        assert_eq!(values(&z[0]), [0.0]);
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
            let free =
                std::thread::spawn(move || (LOCKS[other].try_write().is_some(), LOCKS[own].try_write().is_none()))
                    .join()
                    .expect("no panic");
            assert_eq!(free, (true, true), "the other model's leaf is free, this one's is held");
        });
        assert!(LOCKS[own].try_write().is_some(), "released with the pass");
    }
}
