//! src/shims/scaled_ops.cpp: the ops of the updates that take a scalar factor,
//! as PyTorch calls them (tch's generated API leaves the factor out).

use std::ffi::{c_char, c_void};
use tch::{TchError, Tensor};

unsafe extern "C" {
    fn jtorch_optim_op(
        op: i32,
        this: *const c_void,
        a: *const c_void,
        b: *const c_void,
        value: f64,
        result: *mut *mut c_void,
        error: *mut c_char,
        error_len: usize,
    ) -> i32;
}

fn call(
    op: i32,
    this: &Tensor,
    a: Option<&Tensor>,
    b: Option<&Tensor>,
    value: f64,
) -> Result<Option<Tensor>, TchError> {
    let mut error = [0u8; 1024];
    let mut result: *mut c_void = std::ptr::null_mut();
    let ptr = |t: Option<&Tensor>| t.map_or(std::ptr::null(), |t| t.as_ptr().cast::<c_void>());
    // SAFETY: the tensors are live for the call; the shim writes a new tensor
    // to `result` only for the ops that make one and only when it returns 0,
    // at most `error.len()` bytes to `error` (the last 0), and lets no C++
    // exception out.
    let status = unsafe {
        jtorch_optim_op(
            op,
            this.as_ptr().cast(),
            ptr(a),
            ptr(b),
            value,
            &raw mut result,
            error.as_mut_ptr().cast(),
            error.len(),
        )
    };
    if status != 0 {
        let msg = std::ffi::CStr::from_bytes_until_nul(&error)
            .map_or_else(|_| "an optimizer's update failed".into(), |m| m.to_string_lossy().into_owned());
        return Err(TchError::Torch(msg));
    }
    // SAFETY: a non-null result is a new tensor of the shim's, owned from here on.
    Ok((!result.is_null()).then(|| unsafe { Tensor::from_ptr(result.cast()) }))
}

fn made(t: Option<Tensor>) -> Result<Tensor, TchError> {
    t.ok_or_else(|| TchError::Torch("an optimizer's op made no tensor".into()))
}

/// `t.add_(other, alpha=alpha)`
pub fn add_(t: &Tensor, other: &Tensor, alpha: f64) -> Result<(), TchError> {
    call(0, t, Some(other), None, alpha).map(drop)
}

/// `t.add(other, alpha=alpha)`
pub fn add(t: &Tensor, other: &Tensor, alpha: f64) -> Result<Tensor, TchError> {
    made(call(1, t, Some(other), None, alpha)?)
}

/// `t.addcmul_(a, b, value=value)`
pub fn addcmul_(t: &Tensor, a: &Tensor, b: &Tensor, value: f64) -> Result<(), TchError> {
    call(2, t, Some(a), Some(b), value).map(drop)
}

/// `t.addcmul(a, b, value=value)`
pub fn addcmul(t: &Tensor, a: &Tensor, b: &Tensor, value: f64) -> Result<Tensor, TchError> {
    made(call(3, t, Some(a), Some(b), value)?)
}

/// `t.addcdiv_(a, b, value=value)`
pub fn addcdiv_(t: &Tensor, a: &Tensor, b: &Tensor, value: f64) -> Result<(), TchError> {
    call(4, t, Some(a), Some(b), value).map(drop)
}

/// `t.grad = None`
pub fn clear_grad(t: &Tensor) -> Result<(), TchError> {
    call(6, t, None, None, 0.0).map(drop)
}

/// `t.detach().clone()`
pub fn detached_copy(t: &Tensor) -> Result<Tensor, TchError> {
    made(call(5, t, None, None, 0.0)?)
}
