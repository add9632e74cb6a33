//! src/shims/autograd_graph.cpp: backward passes and torch.autograd.grad as
//! PyTorch runs them, and the leaves a backward pass writes to.

use std::ffi::c_void;
use tch::Tensor;

unsafe extern "C" {
    /// src/shims/autograd_graph.cpp: calls `visit` with the TensorImpl of each leaf
    /// a backward pass from `loss` writes the gradient of; -1 on failure.
    fn jtorch_backward_leaves(
        loss: *const c_void,
        visit: extern "C" fn(*mut c_void, *const c_void),
        ctx: *mut c_void,
    ) -> i32;

    /// src/shims/autograd_graph.cpp: `loss.backward(gradient, retain_graph)`
    /// (`gradient` null: none); -1 on failure, with the message in `error`.
    fn jtorch_backward(
        loss: *const c_void,
        gradient: *const c_void,
        retain_graph: i32,
        error: *mut std::ffi::c_char,
        error_len: usize,
    ) -> i32;

    /// src/shims/autograd_graph.cpp: torch.autograd.grad of `output` with respect
    /// to `inputs`, writing `ninputs` new tensors to `results`; -1 on
    /// failure, with the message in `error` and nothing written.
    fn jtorch_gradients(
        output: *const c_void,
        gradient: *const c_void,
        inputs: *const *const c_void,
        ninputs: usize,
        retain_graph: i32,
        create_graph: i32,
        materialize: i32,
        results: *mut *mut c_void,
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
    Err(shim_error(&error, "backward failed"))
}

/// `torch.autograd.grad(output, inputs, gradient, retain_graph,
/// create_graph, materialize_grads=materialize)` as PyTorch runs it: the
/// gradients of `output` with respect to each of `inputs`, without touching
/// any `.grad`. With `create_graph` they carry a graph of their own (for
/// higher-order gradients), and the graph of `output` is kept, as PyTorch
/// keeps it by default then. Run it inside `accumulating`: it reads the
/// graph as a backward pass does.
pub fn gradients(
    output: &Tensor,
    inputs: &[&Tensor],
    gradient: Option<&Tensor>,
    retain_graph: bool,
    create_graph: bool,
    materialize: bool,
) -> Result<Vec<Tensor>, tch::TchError> {
    let mut error = [0u8; 2048];
    let wrt: Vec<*const c_void> = inputs.iter().map(|t| t.as_ptr().cast()).collect();
    let mut results: Vec<*mut c_void> = vec![std::ptr::null_mut(); inputs.len()];
    // SAFETY: the tensors are live for the call; the shim writes `inputs.len()`
    // pointers to `results` only when it returns 0, each a new tensor that the
    // caller owns, at most `error.len()` bytes to `error`, the last of them 0,
    // and lets no C++ exception out.
    let status = unsafe {
        jtorch_gradients(
            output.as_ptr().cast(),
            gradient.map_or(std::ptr::null(), |g| g.as_ptr().cast()),
            wrt.as_ptr(),
            wrt.len(),
            i32::from(retain_graph),
            i32::from(create_graph),
            i32::from(materialize),
            results.as_mut_ptr(),
            error.as_mut_ptr().cast(),
            error.len(),
        )
    };
    if status != 0 {
        return Err(shim_error(&error, "gradients failed"));
    }
    // SAFETY: each pointer is a new tensor of the shim's, owned from here on.
    Ok(results.into_iter().map(|p| unsafe { Tensor::from_ptr(p.cast()) }).collect())
}

/// The message a shim left in `error`.
pub(super) fn shim_error(error: &[u8], otherwise: &str) -> tch::TchError {
    tch::TchError::Torch(shim_message(error, otherwise))
}

/// The message a shim left in `error`, or `otherwise` when there is none.
pub(super) fn shim_message(error: &[u8], otherwise: &str) -> String {
    std::ffi::CStr::from_bytes_until_nul(error).map_or_else(|_| otherwise.into(), |m| m.to_string_lossy().into_owned())
}

/// Calls `visit` with the TensorImpl address of each leaf whose gradient a
/// backward pass from `loss` writes (null for one it cannot name); false when
/// the graph cannot be read.
pub fn backward_leaves<F: FnMut(*const c_void)>(loss: &Tensor, mut visit: F) -> bool {
    extern "C" fn note<F: FnMut(*const c_void)>(ctx: *mut c_void, tensor_impl: *const c_void) {
        // SAFETY: `ctx` is the `&mut F` that `backward_leaves` passed, live for the call.
        let visit = unsafe { &mut *ctx.cast::<F>() };
        visit(tensor_impl);
    }
    // SAFETY: `loss` is live for the call; `note::<F>` gets `&mut visit` back
    // as its context and nothing else, only during the call.
    unsafe { jtorch_backward_leaves(loss.as_ptr().cast(), note::<F>, (&raw mut visit).cast()) == 0 }
}
