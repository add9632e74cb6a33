//! src/shims/indexing.cpp: Python's tensor indexing and index assignment, as
//! LibTorch implements them.

use super::dispatcher::checked;
use std::ffi::{c_char, c_void};
use tch::Tensor;

unsafe extern "C" {
    fn jtorch_index(
        self_: *const c_void,
        spec: *const i64,
        n: usize,
        tensors: *const *const c_void,
        n_tensors: usize,
        out: *mut *mut c_void,
    ) -> *mut c_char;
    fn jtorch_index_put(
        self_: *const c_void,
        spec: *const i64,
        n: usize,
        tensors: *const *const c_void,
        n_tensors: usize,
        value: *const c_void,
        number: f64,
        integer: i64,
        is_int: bool,
    ) -> *mut c_char;
}

fn pointers<'t>(tensors: impl IntoIterator<Item = &'t Tensor>) -> Vec<*const c_void> {
    tensors.into_iter().map(|t| t.as_ptr().cast::<c_void>()).collect()
}

/// `this[spec]` (`Indexing.java` describes the spec), with `tensors` the
/// index tensors the spec names; LibTorch's message when it refuses.
pub fn index<'t>(this: &Tensor, spec: &[i64], tensors: impl IntoIterator<Item = &'t Tensor>) -> Result<Tensor, String> {
    let ptrs = pointers(tensors);
    let mut out = std::ptr::null_mut();
    // SAFETY: every pointer is a tensor borrowed for the call; the shim copies
    // the spec, checks it against `ptrs`, writes `out` only on success and
    // returns null or its malloc'd message.
    unsafe {
        checked(jtorch_index(this.as_ptr().cast(), spec.as_ptr(), spec.len(), ptrs.as_ptr(), ptrs.len(), &mut out))
    }?;
    // SAFETY: a new at::Tensor* the shim handed over.
    Ok(unsafe { Tensor::from_ptr(out.cast()) })
}

/// What `index_put` writes: a tensor, or a number (integer or not).
pub enum Value<'t> {
    Tensor(&'t Tensor),
    Number { number: f64, integer: i64, is_int: bool },
}

/// `this[spec] = value`, in place.
pub fn index_put<'t>(
    this: &Tensor,
    spec: &[i64],
    tensors: impl IntoIterator<Item = &'t Tensor>,
    value: Value<'_>,
) -> Result<(), String> {
    let ptrs = pointers(tensors);
    let (value, number, integer, is_int) = match value {
        Value::Tensor(t) => (t.as_ptr() as *const c_void, 0.0, 0, false),
        Value::Number { number, integer, is_int } => (std::ptr::null(), number, integer, is_int),
    };
    // SAFETY: as in `index`; the shim writes `this` in place.
    unsafe {
        checked(jtorch_index_put(
            this.as_ptr().cast(),
            spec.as_ptr(),
            spec.len(),
            ptrs.as_ptr(),
            ptrs.len(),
            value,
            number,
            integer,
            is_int,
        ))
    }
}
