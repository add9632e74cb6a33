//! src/shims/accelerator.cpp: LibTorch's CUDA caching allocator (tch's C API
//! has no call for it). Safe to call on any machine: without CUDA each call
//! says "absent".

use crate::error::{Error, Result};
use std::ffi::{c_char, c_int, CStr};

/// Bytes the caching allocator of one device accounts, over all its pools.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AllocatorStats {
    /// Bytes of blocks handed to tensors now.
    pub allocated_bytes: i64,
    /// Highest `allocated_bytes` since start or the last peak reset.
    pub peak_allocated_bytes: i64,
    /// Bytes obtained from the driver (allocated plus cached), now.
    pub reserved_bytes: i64,
    /// Highest `reserved_bytes` since start or the last peak reset.
    pub peak_reserved_bytes: i64,
}

/// A device index meaning the current device.
pub const CURRENT_DEVICE: i32 = -1;

// Status codes of src/shims/accelerator.cpp.
const OK: c_int = 0;
const ABSENT: c_int = 1;
const BAD_DEVICE: c_int = 2;

unsafe extern "C" {
    fn jtorch_cuda_allocator_stats(device: c_int, out: *mut i64) -> c_int;
    fn jtorch_cuda_empty_cache() -> c_int;
    fn jtorch_cuda_reset_peak(device: c_int) -> c_int;
    fn jtorch_accelerator_last_error() -> *const c_char;
}

/// `device`'s figures (negative: the current device); None when CUDA
/// is not LibTorch's accelerator here.
pub fn allocator_stats(device: i32) -> Result<Option<AllocatorStats>> {
    let mut out = [0i64; 4];
    // SAFETY: `out` has the four elements the function writes; it
    // catches every C++ exception itself.
    let status = unsafe { jtorch_cuda_allocator_stats(device, out.as_mut_ptr()) };
    Ok(check(status, device)?.then_some(AllocatorStats {
        allocated_bytes: out[0],
        peak_allocated_bytes: out[1],
        reserved_bytes: out[2],
        peak_reserved_bytes: out[3],
    }))
}

/// True if there was a CUDA allocator to empty.
pub fn empty_cache() -> Result<bool> {
    // SAFETY: no arguments; catches every C++ exception itself.
    let status = unsafe { jtorch_cuda_empty_cache() };
    check(status, CURRENT_DEVICE)
}

/// True if there was a CUDA allocator whose peaks were reset.
pub fn reset_peak(device: i32) -> Result<bool> {
    // SAFETY: a plain integer argument; catches every C++ exception itself.
    let status = unsafe { jtorch_cuda_reset_peak(device) };
    check(status, device)
}

/// Ok(true) for done, Ok(false) for absent, else the error.
fn check(status: c_int, device: i32) -> Result<bool> {
    match status {
        OK => Ok(true),
        ABSENT => Ok(false),
        BAD_DEVICE if device < 0 => Err(Error::Torch("the current CUDA device index is out of range".into())),
        BAD_DEVICE => Err(Error::arg(format!("no CUDA device {device}"))),
        _ => Err(Error::from(tch::TchError::Torch(last_error()))),
    }
}

fn last_error() -> String {
    // SAFETY: the shim returns a pointer to its thread-local,
    // NUL-terminated buffer, valid until this thread's next call.
    let msg = unsafe { CStr::from_ptr(jtorch_accelerator_last_error()) };
    let msg = msg.to_string_lossy();
    if msg.is_empty() {
        "CUDA caching allocator call failed".to_string()
    } else {
        msg.into_owned()
    }
}
