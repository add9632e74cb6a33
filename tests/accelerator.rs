//! The C++ shim over LibTorch's CUDA caching allocator (src/shims/accelerator.cpp):
//! it links, says "absent" without CUDA, and on CUDA follows a tensor's life.

use jtorch::memory::cuda::{self, shim};
use std::ffi::{c_char, c_int, c_void, CString};
use tch::{Device, Kind, Tensor};

unsafe extern "C" {
    fn dlopen(file: *const c_char, mode: c_int) -> *mut c_void;
}

/// Loads LibTorch's CUDA library, as the Java loader does: nothing links it,
/// and without it LibTorch has no CUDA backend. False where there is none.
fn load_cuda_backend() -> bool {
    let Some(dir) = std::env::var_os("LIBTORCH") else { return false };
    let path = std::path::Path::new(&dir).join("lib/libtorch_cuda.so");
    let Ok(path) = CString::new(path.to_string_lossy().into_owned()) else { return false };
    const RTLD_NOW: c_int = 2;
    const RTLD_GLOBAL: c_int = 0x100;
    // SAFETY: a NUL-terminated path; loading runs LibTorch's registrations only.
    !unsafe { dlopen(path.as_ptr(), RTLD_NOW | RTLD_GLOBAL) }.is_null()
}

// One test function: the allocator's figures are process-wide.
#[test]
fn shim_links_and_follows_the_cuda_allocator() {
    let cuda_lib = load_cuda_backend();
    if !tch::Cuda::is_available() {
        eprintln!("no CUDA device (CUDA library loaded: {cuda_lib}): checking the absent path only");
        assert_eq!(shim::allocator_stats(shim::CURRENT_DEVICE).expect("stats"), None);
        assert_eq!(shim::allocator_stats(0).expect("stats of device 0"), None);
        assert!(!shim::empty_cache().expect("empty cache"), "nothing to empty without CUDA");
        assert!(!shim::reset_peak(shim::CURRENT_DEVICE).expect("reset peak"));
        assert_eq!(cuda::allocator_stats().expect("stats"), None);
        assert!(!cuda::empty_cache().expect("empty cache"));
        assert!(!cuda::reset_peak().expect("reset peak"));
        return;
    }

    let count = tch::Cuda::device_count() as i32;
    assert!(matches!(shim::allocator_stats(count), Err(jtorch::error::Error::IllegalArgument(_))));
    assert!(cuda::empty_cache().expect("empty cache"));
    let before = cuda::allocator_stats().expect("stats").expect("CUDA figures");
    const BYTES: i64 = 64 << 20;
    let t = Tensor::f_zeros([BYTES / 4], (Kind::Float, Device::Cuda(0))).expect("64 MiB on CUDA");
    tch::Cuda::synchronize(0);
    let during = cuda::allocator_stats().expect("stats").expect("CUDA figures");
    assert!(during.allocated_bytes >= before.allocated_bytes + BYTES, "{before:?} -> {during:?}");
    assert!(during.reserved_bytes >= during.allocated_bytes);
    drop(t);
    let after = cuda::allocator_stats().expect("stats").expect("CUDA figures");
    assert!(after.allocated_bytes <= during.allocated_bytes - BYTES, "{during:?} -> {after:?}");
    assert!(after.peak_allocated_bytes >= during.allocated_bytes);
    assert!(cuda::empty_cache().expect("empty cache"));
    let emptied = cuda::allocator_stats().expect("stats").expect("CUDA figures");
    assert!(emptied.reserved_bytes <= after.reserved_bytes - BYTES, "{after:?} -> {emptied:?}");
    assert!(cuda::reset_peak().expect("reset peak"));
    let reset = cuda::allocator_stats().expect("stats").expect("CUDA figures");
    assert!(reset.peak_allocated_bytes < during.allocated_bytes, "{during:?} -> {reset:?}");
    for s in [before, during, after, emptied, reset] {
        assert!(s.peak_allocated_bytes >= s.allocated_bytes && s.peak_reserved_bytes >= s.reserved_bytes, "{s:?}");
    }
}
