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

pub use crate::shims::backtraces::{cpp_backtraces_skipped, record_cpp_backtraces};
pub use crate::shims::dispatch_cache::{dispatch_caches_unfilled, fill_dispatch_caches};

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
