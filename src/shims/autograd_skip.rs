//! src/shims/autograd_skip.cpp: ops on tensors without autograd metadata skip
//! LibTorch's Autograd kernel (the .cpp says why that returns the same tensor).

use std::ffi::c_void;

/// What `jtorch_autograd_skip` returns: two words, so in registers.
#[repr(C)]
struct Skip {
    /// The thread's `PODLocalDispatchKeySet`, null when nothing was changed.
    tls: *mut u64,
    saved_excluded: u64,
}

unsafe extern "C" {
    /// src/shims/autograd_skip.cpp: excludes the Autograd dispatch keys on this
    /// thread when none of the `n` TensorImpls at `impls` has autograd
    /// metadata, and says what to put back.
    fn jtorch_autograd_skip(impls: *const *const c_void, n: usize) -> Skip;
}

/// Puts the thread's excluded keys back when dropped, unwinding included.
struct Restore(Skip);

impl Drop for Restore {
    #[inline(always)]
    fn drop(&mut self) {
        if !self.0.tls.is_null() {
            // SAFETY: `tls` is this thread's key set (the op ran on this
            // thread, which a JNI call never leaves); `excluded_` is its
            // second word (the shim asserts the layout).
            unsafe { self.0.tls.add(1).write(self.0.saved_excluded) }
        }
    }
}

/// Runs `op` on tensors whose TensorImpls are `inputs`, below LibTorch's
/// Autograd kernel when none of them has autograd metadata. `op` must be an
/// op of exactly those tensors: an input left out of `inputs` could need the
/// Autograd kernel.
#[inline(always)]
pub fn run<T>(inputs: &[usize], op: impl FnOnce() -> T) -> T {
    // SAFETY: every address is a TensorImpl the caller's store reference
    // keeps alive for the call; the shim only reads them and cannot throw.
    let skip = unsafe { jtorch_autograd_skip(inputs.as_ptr().cast(), inputs.len()) };
    let _restore = Restore(skip);
    op()
}

#[cfg(test)]
mod tests {
    use super::run;
    use crate::store::tensor_impl;
    use tch::{Kind, Tensor};

    fn plain() -> Tensor {
        Tensor::ones([4], (Kind::Float, tch::Device::Cpu))
    }

    fn leaf() -> Tensor {
        plain().set_requires_grad(true)
    }

    #[test]
    fn inputs_without_autograd_metadata_run_below_the_autograd_kernel_and_the_thread_gets_its_keys_back() {
        let (a, w) = (plain(), leaf());
        // w needs grad but is left out of the inputs: the product proves the
        // Autograd kernel was skipped.
        let below = run(&[tensor_impl(&a)], || &w * &a);
        assert!(!below.requires_grad());
        assert!((&w * &a).requires_grad(), "the Autograd keys are excluded after the op");
    }

    #[test]
    fn an_input_with_autograd_metadata_keeps_the_autograd_kernel() {
        let (a, w) = (plain(), leaf());
        let y = run(&[tensor_impl(&a), tensor_impl(&w)], || &w * &a);
        assert!(y.requires_grad());
        y.sum(Kind::Float).backward();
        assert_eq!(Vec::<f32>::try_from(w.grad()).expect("floats"), vec![1.0; 4]);
        // A view of a tensor that needs grad has metadata, so its ops are recorded too.
        let v = w.view([2, 2]);
        assert!(run(&[tensor_impl(&v)], || v.f_mul_scalar(2)).expect("mul").requires_grad());
    }

    #[test]
    fn the_keys_come_back_after_a_refused_op_and_after_nested_runs() {
        let (a, w) = (plain(), leaf());
        let bad = Tensor::ones([3, 5], (Kind::Float, tch::Device::Cpu));
        assert!(run(&[tensor_impl(&a), tensor_impl(&bad)], || a.f_matmul(&bad)).is_err());
        assert!((&w * &a).requires_grad());
        let inner = run(&[tensor_impl(&a)], || run(&[tensor_impl(&a)], || &w * &a));
        assert!(!inner.requires_grad());
        assert!((&w * &a).requires_grad());
    }

    #[test]
    fn results_below_the_autograd_kernel_are_the_same_values_views_and_versions() {
        let a = Tensor::arange(6, (Kind::Float, tch::Device::Cpu));
        let b = Tensor::full([6], 2.0, (Kind::Float, tch::Device::Cpu));
        let ia = tensor_impl(&a);
        for (below, above) in [
            (run(&[ia, tensor_impl(&b)], || a.f_add(&b)), a.f_add(&b)),
            (run(&[ia], || a.f_pow_tensor_scalar(3)), a.f_pow_tensor_scalar(3)),
            (run(&[ia], || a.f_sum(None::<Kind>)), a.f_sum(None::<Kind>)),
            (run(&[ia], || a.f_detach()), a.f_detach()),
            (run(&[ia], || a.f_contiguous()), a.f_contiguous()),
        ] {
            let (below, above) = (below.expect("op"), above.expect("op"));
            assert!(below.equal(&above));
        }
        // A view made below the Autograd kernel is still a view (ADInplaceOrView
        // runs): writing through it writes a, and bumps a's version.
        let v = run(&[ia], || a.f_view([2, 3])).expect("view");
        let before = a.internal_version();
        let _ = v.get(0).f_fill_(7.0).expect("fill");
        assert_eq!(a.double_value(&[0]), 7.0);
        assert!(a.internal_version() > before);
    }
}
