//! Native half of `Memory.java`: the accounting figures, and the CUDA
//! caching allocator's (through the C++ shim src/accelerator.cpp).

use crate::jni_entry::{run, run_plain};
use crate::store;
use jni::objects::{JClass, JLongArray};
use jni::sys::{jboolean, jlong};
use jni::EnvUnowned;

/// Figures in the order `Memory.java` reads them.
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Memory_statsArray<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
) -> JLongArray<'l> {
    run(&mut env, |env| {
        let s = store::stats();
        let figures = [s.live_tensors, s.live_bytes, s.peak_bytes, s.alloc_count, s.free_count];
        crate::jarray::new_from(env, &figures)
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Memory_resetPeak0<'l>(mut env: EnvUnowned<'l>, _c: JClass<'l>) {
    run_plain(&mut env, || {
        store::reset_peak();
        Ok(())
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Memory_peakTensors<'l>(mut env: EnvUnowned<'l>, _c: JClass<'l>) -> jlong {
    run_plain(&mut env, || Ok(store::stats().peak_tensors))
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Memory_uniqueStorageBytes<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
) -> jlong {
    run_plain(&mut env, store::unique_storage_bytes)
}

/// Resident set size of the process, from /proc (0 where unavailable).
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Memory_rssBytes<'l>(mut env: EnvUnowned<'l>, _c: JClass<'l>) -> jlong {
    run_plain(&mut env, || {
        let statm = std::fs::read_to_string("/proc/self/statm").unwrap_or_default();
        let pages: i64 = statm.split_whitespace().nth(1).and_then(|p| p.parse().ok()).unwrap_or(0);
        Ok(pages * 4096)
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Memory_bytesOf<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
) -> jlong {
    run_plain(&mut env, || store::bytes_of(id))
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Memory_budget0<'l>(mut env: EnvUnowned<'l>, _c: JClass<'l>) -> jlong {
    run_plain(&mut env, || Ok(store::budget()))
}

/// Starts a peak region; returns the two numbers `peakRegionEnd` takes.
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Memory_peakRegionStart<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
) -> JLongArray<'l> {
    run(&mut env, |env| {
        let (no, at_start) = store::peak_region_start();
        let arr = JLongArray::new(env, 2)?;
        arr.set_region(env, 0, &[no as jlong, at_start])?;
        Ok(arr)
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Memory_peakRegionEnd<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    region: jlong,
    at_start: jlong,
) -> jlong {
    run_plain(&mut env, || {
        usize::try_from(region)
            .ok()
            .and_then(|no| store::peak_region_end(no, at_start))
            .ok_or_else(|| crate::error::Error::arg(format!("{region} is not an open peak region")))
    })
}

/// Returns freed heap memory to the operating system (glibc's malloc_trim).
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Memory_trimHost0<'l>(mut env: EnvUnowned<'l>, _c: JClass<'l>) -> jboolean {
    run_plain(&mut env, || Ok(host::trim()))
}

/// CUDA device memory: [free, total] bytes of the current device, or an
/// empty array without a usable CUDA runtime.
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Memory_cudaMemInfo<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
) -> JLongArray<'l> {
    run(&mut env, |env| {
        let figures: Vec<i64> = match host::cuda_mem_info() {
            Some((free, total)) => vec![free as i64, total as i64],
            None => Vec::new(),
        };
        let arr = JLongArray::new(env, figures.len())?;
        arr.set_region(env, 0, &figures)?;
        Ok(arr)
    })
}

/// The CUDA caching allocator's figures of the current device: [allocated,
/// peak allocated, reserved, peak reserved] bytes, or an empty array without CUDA.
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Memory_cudaAllocatorStats<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
) -> JLongArray<'l> {
    run(&mut env, |env| {
        let figures: Vec<i64> = match cuda::allocator_stats()? {
            Some(s) => vec![s.allocated_bytes, s.peak_allocated_bytes, s.reserved_bytes, s.peak_reserved_bytes],
            None => Vec::new(),
        };
        crate::jarray::new_from(env, &figures)
    })
}

/// Empties the CUDA caching allocator; false without CUDA.
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Memory_cudaEmptyCache0<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
) -> jboolean {
    run_plain(&mut env, cuda::empty_cache)
}

/// Resets the CUDA caching allocator's peaks of the current device; false without CUDA.
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Memory_cudaResetPeak0<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
) -> jboolean {
    run_plain(&mut env, cuda::reset_peak)
}

/// LibTorch's CUDA caching allocator, reached through src/accelerator.cpp
/// (tch's C API has no call for it).
pub mod cuda {
    use crate::error::{Error, Result};

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

    /// The current device's figures; None without a usable CUDA device.
    pub fn allocator_stats() -> Result<Option<AllocatorStats>> {
        if !tch::Cuda::is_available() {
            return Ok(None);
        }
        shim::allocator_stats(shim::CURRENT_DEVICE)
    }

    /// Returns the cached blocks no tensor uses to the driver, on every device.
    /// True if there was a CUDA allocator to empty.
    pub fn empty_cache() -> Result<bool> {
        if !tch::Cuda::is_available() {
            return Ok(false);
        }
        shim::empty_cache()
    }

    /// Sets the current device's peaks to its current figures; false without CUDA.
    pub fn reset_peak() -> Result<bool> {
        if !tch::Cuda::is_available() {
            return Ok(false);
        }
        shim::reset_peak(shim::CURRENT_DEVICE)
    }

    /// The shim's functions as they are, without the `tch::Cuda::is_available`
    /// check: they are safe to call on any machine and say "absent" without
    /// CUDA, which is what the shim's own test checks.
    pub mod shim {
        use super::{AllocatorStats, Error, Result};
        use std::ffi::{c_char, c_int, CStr};

        /// A device index meaning the current device.
        pub const CURRENT_DEVICE: i32 = -1;

        // Status codes of src/accelerator.cpp.
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
    }
}

/// Calls into the C library and the CUDA runtime, which jtorch reaches
/// without linking them: LibTorch has loaded them already.
pub(crate) mod host {
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
}
