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

fn positive(n: jint, what: &str) -> Result<i32> {
    if n < 1 {
        return Err(Error::arg(format!("{what} must be at least 1, got {n}")));
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
        tch::set_num_threads(positive(n, "thread count")?);
        Ok(())
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Torch_getNumThreads0<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
) -> jint {
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
