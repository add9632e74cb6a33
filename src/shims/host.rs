//! Calls into the C library and the CUDA runtime, which jtorch reaches
//! without linking them: LibTorch has loaded them already.

use std::ffi::{c_char, c_int, c_void};

unsafe extern "C" {
    fn dlopen(file: *const c_char, mode: c_int) -> *mut c_void;
    fn dlsym(handle: *mut c_void, name: *const c_char) -> *mut c_void;
}
const RTLD_LAZY: c_int = 1;
const RTLD_NOLOAD: c_int = 4;

/// A symbol of a library already loaded in the process, if there is one.
fn loaded_symbol(libraries: &[&std::ffi::CStr], symbol: &std::ffi::CStr) -> Option<*mut c_void> {
    for lib in libraries {
        // SAFETY: RTLD_NOLOAD only looks up a library already loaded.
        let handle = unsafe { dlopen(lib.as_ptr(), RTLD_LAZY | RTLD_NOLOAD) };
        if !handle.is_null() {
            // SAFETY: a valid handle and a NUL-terminated name.
            let sym = unsafe { dlsym(handle, symbol.as_ptr()) };
            if !sym.is_null() {
                return Some(sym);
            }
        }
    }
    None
}

pub fn trim() -> bool {
    match loaded_symbol(&[c"libc.so.6"], c"malloc_trim") {
        Some(sym) => {
            // SAFETY: glibc's `int malloc_trim(size_t pad)`.
            let f: unsafe extern "C" fn(usize) -> c_int = unsafe { std::mem::transmute(sym) };
            // SAFETY: no preconditions.
            unsafe { f(0) != 0 }
        }
        None => false,
    }
}

/// Sets glibc's `M_MMAP_THRESHOLD` and `M_TRIM_THRESHOLD`; true when both
/// are set. Only where the process's malloc is glibc's: a preloaded
/// allocator has settings of its own. (glibc takes any positive value up
/// to 32 MiB and 2 GiB; were it to refuse the second, the first stays.)
pub fn tune_malloc(mmap_threshold: i64, trim_threshold: i64) -> bool {
    const M_TRIM_THRESHOLD: c_int = -1;
    const M_MMAP_THRESHOLD: c_int = -3;
    let (Ok(mmap), Ok(trim)) = (c_int::try_from(mmap_threshold), c_int::try_from(trim_threshold)) else {
        return false;
    };
    let (Some(glibc_malloc), Some(mallopt)) =
        (loaded_symbol(&[c"libc.so.6"], c"malloc"), loaded_symbol(&[c"libc.so.6"], c"mallopt"))
    else {
        return false;
    };
    // SAFETY: RTLD_DEFAULT (null) looks the name up as the process resolves it.
    if unsafe { dlsym(std::ptr::null_mut(), c"malloc".as_ptr()) } != glibc_malloc {
        return false;
    }
    // SAFETY: glibc's `int mallopt(int param, int value)`.
    let f: unsafe extern "C" fn(c_int, c_int) -> c_int = unsafe { std::mem::transmute(mallopt) };
    // SAFETY: no preconditions; glibc checks the values (1: set, 0: refused).
    mmap > 0 && trim > 0 && unsafe { f(M_MMAP_THRESHOLD, mmap) == 1 && f(M_TRIM_THRESHOLD, trim) == 1 }
}

pub fn cuda_mem_info() -> Option<(usize, usize)> {
    if !tch::Cuda::is_available() {
        return None;
    }
    let sym = loaded_symbol(&[c"libcudart.so.13", c"libcudart.so.12", c"libcudart.so"], c"cudaMemGetInfo")?;
    // SAFETY: CUDA's `cudaError_t cudaMemGetInfo(size_t* free, size_t* total)`.
    let f: unsafe extern "C" fn(*mut usize, *mut usize) -> c_int = unsafe { std::mem::transmute(sym) };
    let (mut free, mut total) = (0usize, 0usize);
    // SAFETY: two valid out-pointers.
    let status = unsafe { f(&mut free, &mut total) };
    (status == 0).then_some((free, total))
}
