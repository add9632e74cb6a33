//! Native half of `Torch.java`: process-wide LibTorch settings.

use crate::error::{Error, Result};
use crate::jni_entry::{run, run_plain};
use jni::objects::{JClass, JString};
use jni::sys::{jboolean, jint, jlong};
use jni::EnvUnowned;

/// The LibTorch version this core was built against.
pub const LIBTORCH_VERSION: &str = "2.13.0";

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Torch_manualSeed0<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    seed: jlong,
) {
    run_plain(&mut env, || {
        tch::manual_seed(seed);
        Ok(())
    })
}

unsafe extern "C" {
    fn jtorch_fill_dispatch_caches() -> std::ffi::c_int;
    fn jtorch_dispatch_caches_unfilled() -> std::ffi::c_int;
    fn jtorch_record_cpp_backtraces(record: std::ffi::c_int) -> std::ffi::c_int;
    fn jtorch_cpp_backtraces_skipped() -> std::ffi::c_int;
}

/// Fills the CPU kernel cache of LibTorch's dispatch stubs, which LibTorch
/// 2.13 never fills itself (see src/dispatch_cache.cpp). Returns how many it
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

/// Whether LibTorch's errors carry a C++ backtrace from now on, process-wide.
/// jtorch has them carry none (`false`): recording and symbolizing one cost
/// about 6 ms an error, and jtorch drops it from the message anyway (see
/// src/backtraces.cpp); `true` is LibTorch's default, for measuring that.
/// True when set. Call it before ops run on other threads.
pub fn record_cpp_backtraces(record: bool) -> bool {
    // SAFETY: a plain int; the shim catches every C++ exception.
    unsafe { jtorch_record_cpp_backtraces(record.into()) == 1 }
}

/// Whether an error LibTorch raises now carries no C++ backtrace: None when
/// no error could be raised to look.
pub fn cpp_backtraces_skipped() -> Option<bool> {
    // SAFETY: as above.
    match unsafe { jtorch_cpp_backtraces_skipped() } {
        1 => Some(true),
        0 => Some(false),
        _ => None,
    }
}

/// The most intra-op threads jtorch lets LibTorch start. Far larger counts
/// crash the process inside LibTorch's thread pools (a segfault at 4096 on a
/// 2-core machine, libgomp aborting at 2^31 - 1), so they are refused.
pub const MAX_THREADS: i32 = 1024;

fn thread_count(n: jint, what: &str) -> Result<i32> {
    if !(1..=MAX_THREADS).contains(&n) {
        return Err(Error::arg(format!("{what} must be between 1 and {MAX_THREADS}, got {n}")));
    }
    Ok(n)
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Torch_setNumThreads0<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    n: jint,
) {
    run_plain(&mut env, || {
        tch::set_num_threads(thread_count(n, "thread count")?);
        Ok(())
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Torch_getNumThreads0<'l>(mut env: EnvUnowned<'l>, _c: JClass<'l>) -> jint {
    run_plain(&mut env, || Ok(tch::get_num_threads()))
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Torch_cudaAvailable0<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
) -> jboolean {
    run_plain(&mut env, || Ok(tch::Cuda::is_available()))
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Torch_cudaDeviceCount0<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
) -> jint {
    run_plain(&mut env, || Ok(tch::Cuda::device_count() as jint))
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Torch_libtorchVersion0<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
) -> JString<'l> {
    run(&mut env, |env| Ok(env.new_string(LIBTORCH_VERSION)?))
}
