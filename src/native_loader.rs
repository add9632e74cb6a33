//! Native half of `NativeLoader.java`: what the loader sets up once the
//! native core is loaded, while it holds its lock. These entry points live on
//! the loader's class because the other classes load jtorch from their static
//! initialisers, and calling into one of them here could wait forever on a
//! thread that is initialising it and waiting for this lock.

use crate::jni_entry::run_plain;
use crate::{memory, store, torch};
use jni::objects::JClass;
use jni::sys::{jboolean, jint, jlong};
use jni::EnvUnowned;

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_NativeLoader_tuneHostAllocator0<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    mmap_threshold: jlong,
    trim_threshold: jlong,
) -> jboolean {
    run_plain(&mut env, || Ok(memory::host::tune_malloc(mmap_threshold, trim_threshold)))
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_NativeLoader_fillDispatchCaches0<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
) -> jint {
    run_plain(&mut env, || Ok(torch::fill_dispatch_caches()))
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_NativeLoader_dispatchCachesUnfilled0<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
) -> jint {
    run_plain(&mut env, || Ok(torch::dispatch_caches_unfilled()))
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_NativeLoader_skipCppBacktraces0<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
) -> jboolean {
    run_plain(&mut env, || Ok(torch::record_cpp_backtraces(false)))
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_NativeLoader_cppBacktracesSkipped0<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
) -> jboolean {
    run_plain(&mut env, || Ok(torch::cpp_backtraces_skipped() == Some(true)))
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_NativeLoader_setBudget0<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    bytes: jlong,
) {
    run_plain(&mut env, || {
        store::set_budget(bytes);
        Ok(())
    })
}
