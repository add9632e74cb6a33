//! src/shims/tensor_meta.cpp: a tensor's size and TensorImpl in one call,
//! on the store's per-op path.

use tch::Tensor;

/// What `jtorch_tensor_meta` returns: two words, so in registers.
#[repr(C)]
pub struct TensorMeta {
    /// Logical bytes (-1 when the tensor is undefined, -2 when LibTorch
    /// cannot count its elements).
    pub bytes: i64,
    /// Its TensorImpl (null when it is undefined).
    pub tensor_impl: *const std::ffi::c_void,
}

unsafe extern "C" {
    fn jtorch_tensor_meta(tensor: *const std::ffi::c_void) -> TensorMeta;
}

/// `t`'s logical bytes and TensorImpl.
#[inline(always)]
pub fn tensor_meta(t: &Tensor) -> TensorMeta {
    // SAFETY: `t` is a live tensor for the whole call; the shim only reads
    // its metadata and lets no C++ exception out.
    unsafe { jtorch_tensor_meta(t.as_ptr().cast()) }
}
