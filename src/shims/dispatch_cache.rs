//! src/shims/dispatch_cache.cpp: LibTorch's CPU kernel caches, filled.

use std::ffi::c_int;

unsafe extern "C" {
    fn jtorch_fill_dispatch_caches() -> c_int;
    fn jtorch_dispatch_caches_unfilled() -> c_int;
}

/// Fills the CPU kernel cache of LibTorch's dispatch stubs, which LibTorch
/// 2.13 never fills itself (see src/shims/dispatch_cache.cpp). Returns how many it
/// filled. Call it before ops run on other threads: an op running meanwhile
/// may undo a fill (LibTorch's bug), and the count would overstate.
pub fn fill_dispatch_caches() -> i32 {
    // SAFETY: no arguments; the shim catches every C++ exception.
    unsafe { jtorch_fill_dispatch_caches() }
}

/// How many of the stubs `fill_dispatch_caches` fills do not hold the kernel
/// LibTorch's own choice returns: 0 once filled.
pub fn dispatch_caches_unfilled() -> i32 {
    // SAFETY: as above.
    unsafe { jtorch_dispatch_caches_unfilled() }
}
