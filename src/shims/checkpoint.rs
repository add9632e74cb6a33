//! src/shims/checkpoint.cpp: torch.utils.checkpoint's autograd node, whose
//! function is Rust's. The node calls back into Rust (`run`, `release`,
//! `take`, `push` below) on whatever thread runs it.

use super::autograd_graph::shim_message;
use std::ffi::{c_char, c_void};
use std::mem::ManuallyDrop;
use std::panic::{catch_unwind, AssertUnwindSafe};
use tch::Tensor;

type Run = extern "C" fn(
    callback: *mut c_void,
    inputs: *const *const c_void,
    ninputs: usize,
    grad_outputs: *const *const c_void,
    ngrad_outputs: usize,
    sink: *mut c_void,
    push: extern "C" fn(*mut c_void, *const c_void),
    error: *mut c_char,
    error_len: usize,
) -> i32;

unsafe extern "C" {
    /// torch.utils.checkpoint.checkpoint of `callback` on `inputs`, handing
    /// each output to `take`; -1 on failure with the message in `error`.
    /// `release(callback)` runs once the graph is done with it.
    fn jtorch_checkpoint_apply(
        callback: *mut c_void,
        run: Run,
        release: extern "C" fn(*mut c_void),
        inputs: *const *const c_void,
        ninputs: usize,
        preserve_rng: i32,
        sink: *mut c_void,
        take: extern "C" fn(*mut c_void, *mut c_void),
        error: *mut c_char,
        error_len: usize,
    ) -> i32;

    /// torch.autograd.backward(outputs, grad_outputs) over the outputs that
    /// require grad; -1 on failure.
    fn jtorch_checkpoint_backward(
        outputs: *const *const c_void,
        grad_outputs: *const *const c_void,
        n: usize,
        error: *mut c_char,
        error_len: usize,
    ) -> i32;
}

/// The function a checkpoint runs: `f(state, inputs, None)` forward,
/// `f(state, inputs, Some(grads))` the recomputation in backward.
pub type RunFn<C> = fn(&C, Vec<Tensor>, Option<Vec<Tensor>>) -> crate::error::Result<Vec<Tensor>>;

/// What a node holds: the caller's state and its function.
struct Node<C> {
    state: C,
    f: RunFn<C>,
}

/// Checkpoints `f` on `inputs`: runs it now and returns its outputs, which
/// carry a node that runs it again in the backward pass. `f(state, inputs,
/// None)` returns the outputs; `f(state, inputs, Some(grads))` is the
/// recomputation and back-propagates `grads` itself (see `backward`). `state`
/// is dropped, on whatever thread, once the graph is done with it.
pub fn apply<C: Send + 'static>(
    state: C,
    f: RunFn<C>,
    inputs: &[Tensor],
    preserve_rng: bool,
) -> Result<Vec<Tensor>, String> {
    let ptrs: Vec<*const c_void> = inputs.iter().map(|t| t.as_ptr().cast()).collect();
    let node: Box<Node<C>> = Box::new(Node { state, f });
    let mut outputs: Vec<Tensor> = Vec::new();
    let mut error = [0u8; 2048];
    // SAFETY: the inputs are live for the call; the shim takes the box
    // (released through `release::<C>`), hands `take` new tensors for `outputs`,
    // writes at most `error.len()` bytes to `error` and lets no C++ exception out.
    let status = unsafe {
        jtorch_checkpoint_apply(
            Box::into_raw(node).cast(),
            run::<C>,
            release::<C>,
            ptrs.as_ptr(),
            ptrs.len(),
            i32::from(preserve_rng),
            (&raw mut outputs).cast(),
            take,
            error.as_mut_ptr().cast(),
            error.len(),
        )
    };
    if status != 0 {
        return Err(shim_message(&error, "checkpoint failed"));
    }
    Ok(outputs)
}

/// torch.autograd.backward(outputs, grads) over the outputs that require grad:
/// the recomputation's backward pass.
pub fn backward(outputs: &[Tensor], grads: &[Tensor]) -> Result<(), String> {
    let n = outputs.len().min(grads.len());
    let outs: Vec<*const c_void> = outputs[..n].iter().map(|t| t.as_ptr().cast()).collect();
    let gs: Vec<*const c_void> = grads[..n].iter().map(|t| t.as_ptr().cast()).collect();
    let mut error = [0u8; 2048];
    // SAFETY: the `n` tensors of each are live for the call; the shim writes at
    // most `error.len()` bytes, the last of them 0, and lets no C++ exception out.
    let status =
        unsafe { jtorch_checkpoint_backward(outs.as_ptr(), gs.as_ptr(), n, error.as_mut_ptr().cast(), error.len()) };
    if status == 0 {
        Ok(())
    } else {
        Err(shim_message(&error, "checkpoint: backward failed"))
    }
}

extern "C" fn release<C>(node: *mut c_void) {
    // SAFETY: `node` is the box `apply` leaked for the node, which calls this
    // once. Dropping the state may attach the thread to the JVM.
    let _ = catch_unwind(|| drop(unsafe { Box::from_raw(node.cast::<Node<C>>()) }));
}

extern "C" fn take(sink: *mut c_void, tensor: *mut c_void) {
    // SAFETY: `sink` is `apply`'s Vec, which nothing else touches during the call.
    let sink = unsafe { &mut *sink.cast::<Vec<Tensor>>() };
    // SAFETY: `tensor` is a new tensor the shim hands over, owned from here on.
    sink.push(unsafe { Tensor::from_ptr(tensor.cast()) });
}

/// A new handle to the shim's tensor `p`, which stays the shim's.
///
/// # Safety
/// `p` must be a live tensor for the call.
unsafe fn handle_to(p: *const c_void) -> Tensor {
    // SAFETY: per the contract; ManuallyDrop leaves the shim's tensor alone.
    ManuallyDrop::new(unsafe { Tensor::from_ptr(p.cast_mut().cast()) }).shallow_clone()
}

#[allow(clippy::too_many_arguments)]
extern "C" fn run<C>(
    node: *mut c_void,
    inputs: *const *const c_void,
    ninputs: usize,
    grad_outputs: *const *const c_void,
    ngrad_outputs: usize,
    sink: *mut c_void,
    push: extern "C" fn(*mut c_void, *const c_void),
    error: *mut c_char,
    error_len: usize,
) -> i32 {
    let outcome = catch_unwind(AssertUnwindSafe(|| {
        // SAFETY: the shim passes `ninputs` live tensors for the call.
        let inputs: Vec<Tensor> = (0..ninputs).map(|i| unsafe { handle_to(*inputs.add(i)) }).collect();
        // SAFETY: likewise `ngrad_outputs` live tensors, when `grad_outputs` is not null.
        let grads: Option<Vec<Tensor>> = (!grad_outputs.is_null())
            .then(|| (0..ngrad_outputs).map(|i| unsafe { handle_to(*grad_outputs.add(i)) }).collect());
        // SAFETY: `node` is the box `apply` made, alive while the node is.
        let node = unsafe { &*node.cast::<Node<C>>() };
        let forward = grads.is_none();
        let outputs = (node.f)(&node.state, inputs, grads)?;
        if forward {
            for t in &outputs {
                push(sink, t.as_ptr().cast());
            }
        }
        Ok::<(), crate::error::Error>(())
    }));
    let message = match outcome {
        Ok(Ok(())) => return 0,
        Ok(Err(e)) => e.to_string(),
        Err(_) => "checkpoint: a native panic while running the function".to_string(),
    };
    if error_len > 0 {
        let n = message.len().min(error_len - 1);
        // SAFETY: the shim's `error` holds `error_len` bytes.
        unsafe {
            std::ptr::copy_nonoverlapping(message.as_ptr(), error.cast::<u8>(), n);
            *error.add(n) = 0;
        }
    }
    -1
}
