//! Native half of `Memory.java`: the accounting figures.

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
pub extern "system" fn Java_io_github_jtorch_Memory_resetPeak0<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
) {
    run_plain(&mut env, || {
        store::reset_peak();
        Ok(())
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Memory_peakTensors<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
) -> jlong {
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
pub extern "system" fn Java_io_github_jtorch_Memory_rssBytes<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
) -> jlong {
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
pub extern "system" fn Java_io_github_jtorch_Memory_setBudget0<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    bytes: jlong,
) {
    run_plain(&mut env, || {
        store::set_budget(bytes);
        Ok(())
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Memory_budget0<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
) -> jlong {
    run_plain(&mut env, || Ok(store::budget()))
}

/// Starts a peak region; returns the two numbers `peakRegionEnd` takes.
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Memory_peakRegionStart<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
) -> JLongArray<'l> {
    run(&mut env, |env| {
        let (before, at_start) = store::peak_region_start();
        let arr = JLongArray::new(env, 2)?;
        arr.set_region(env, 0, &[before, at_start])?;
        Ok(arr)
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Memory_peakRegionEnd<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    before: jlong,
    at_start: jlong,
) -> jlong {
    run_plain(&mut env, || Ok(store::peak_region_end(before, at_start)))
}

/// Returns freed heap memory to the operating system (glibc's malloc_trim).
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Memory_trimHost0<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
) -> jboolean {
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

/// Calls into the C library and the CUDA runtime, which jtorch reaches
/// without linking them: LibTorch has loaded them already.
mod host {
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
