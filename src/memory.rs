//! Native half of `Memory.java`: the accounting figures, and the CUDA
//! caching allocator's (through the C++ shim src/shims/accelerator.cpp).

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

/// LibTorch's CUDA caching allocator, reached through src/shims/accelerator.cpp
/// (tch's C API has no call for it).
pub mod cuda {
    use crate::error::Result;

    pub use crate::shims::accelerator::AllocatorStats;

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
    pub use crate::shims::accelerator as shim;
}

pub(crate) use crate::shims::host;
