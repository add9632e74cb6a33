//! Native half of `ReducerHandle.java`: DistributedDataParallel's c10d Reducer
//! (src/shims/distributed.cpp), whose autograd hooks all-reduce each bucket of
//! gradients while the rest of backward runs.

use crate::error::{Error, Result};
use crate::jni_entry::{run, run_plain};
use crate::registry::Registry;
use jni::objects::{JClass, JLongArray};
use jni::sys::{jboolean, jint, jlong};
use jni::EnvUnowned;
use std::sync::{Arc, LazyLock};

/// The registry's Reducer; its group outlives it.
pub use crate::shims::distributed::Reducer;

static REDUCERS: LazyLock<Registry<Arc<Reducer>>> = LazyLock::new(Registry::new);
const WHAT: &str = "reducer";

fn get(id: jlong) -> Result<Arc<Reducer>> {
    REDUCERS.get_for_java(id, WHAT).map(|v| Arc::clone(&v))
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_ReducerHandle_create<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    group: jlong,
    params: JLongArray<'l>,
    bucket_cap: jlong,
    find_unused: jboolean,
) -> jlong {
    run(&mut env, |env| {
        let ids = crate::jarray::read(env, &params, "parameters")?;
        if ids.is_empty() {
            return Err(Error::arg("DistributedDataParallel needs a module with parameters that require grad"));
        }
        if bucket_cap <= 0 {
            return Err(Error::arg(format!("bucket cap must be positive, got {bucket_cap} bytes")));
        }
        let g = super::group(group)?;
        let params = super::tensors(&ids, "DistributedDataParallel", g.nccl)?;
        if let Some(i) = params.iter().position(|p| !p.requires_grad()) {
            return Err(Error::arg(format!("DistributedDataParallel: parameter {i} does not require grad")));
        }
        let reducer = Reducer::new(&g.pg, &params, bucket_cap, find_unused)
            .map_err(|msg| super::failed(msg, "DistributedDataParallel"))?;
        let id = REDUCERS.insert(Arc::new(reducer)).map_err(|_| Error::OutOfMemory("too many live reducers".into()))?;
        Ok(id as jlong)
    })
}

/// Arms the hooks for the backward pass from `loss`.
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_ReducerHandle_prepare<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
    loss: jlong,
) {
    run_plain(&mut env, || {
        let r = get(id)?;
        let loss = crate::store::get(loss)?.tensor.shallow_clone();
        r.prepare(&loss).map_err(|msg| super::failed(msg, "DistributedDataParallel"))
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_ReducerHandle_buckets<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
) -> jint {
    run_plain(&mut env, || Ok(get(id)?.buckets() as jint))
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_ReducerHandle_release<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
) -> jboolean {
    run_plain(&mut env, || REDUCERS.release_for_java(id, WHAT))
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_ReducerHandle_isLive<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
) -> jboolean {
    run_plain(&mut env, || Ok(REDUCERS.contains(id as u64)))
}
