//! Native half of `ReducerHandle.java`: DistributedDataParallel's c10d Reducer
//! (src/distributed.cpp), whose autograd hooks all-reduce each bucket of
//! gradients while the rest of backward runs.

use super::Group;
use crate::error::{Error, Result};
use crate::jni_entry::{run, run_plain};
use crate::registry::Registry;
use jni::objects::{JClass, JLongArray};
use jni::sys::{jboolean, jint, jlong};
use jni::EnvUnowned;
use std::ffi::{c_char, c_void};
use std::sync::{Arc, LazyLock};

unsafe extern "C" {
    fn jtorch_dist_reducer_new(
        g: *mut c_void,
        params: *const *const c_void,
        n: usize,
        bucket_cap: i64,
        find_unused: i32,
        n_buckets: *mut i64,
        out: *mut *mut c_void,
    ) -> *mut c_char;
    fn jtorch_dist_reducer_prepare(d: *mut c_void, loss: *const c_void) -> *mut c_char;
    fn jtorch_dist_reducer_free(d: *mut c_void);
}

pub struct Reducer {
    ptr: *mut c_void,
    buckets: i64,
    /// The group's backend serves the Reducer's collectives: it outlives it.
    _group: Arc<Group>,
}

// SAFETY: c10d's Reducer is driven from whichever thread runs backward; jtorch
// calls `prepare` from one thread at a time per step (see ReducerHandle.java).
unsafe impl Send for Reducer {}
// SAFETY: as for Send.
unsafe impl Sync for Reducer {}

impl Drop for Reducer {
    fn drop(&mut self) {
        // SAFETY: made by jtorch_dist_reducer_new, freed once here.
        unsafe { jtorch_dist_reducer_free(self.ptr) };
    }
}

static REDUCERS: LazyLock<Registry<Arc<Reducer>>> = LazyLock::new(Registry::new);
const WHAT: &str = "reducer";

fn get(id: jlong) -> Result<Arc<Reducer>> {
    REDUCERS.get(id as u64).map(|r| Arc::clone(&r)).map_err(|e| Error::of_lookup(e, WHAT, id as u64))
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
        let params = super::tensors(&ids, "DistributedDataParallel")?;
        if let Some(i) = params.iter().position(|p| !p.requires_grad()) {
            return Err(Error::arg(format!("DistributedDataParallel: parameter {i} does not require grad")));
        }
        let ptrs: Vec<*const c_void> = params.iter().map(super::ptr).collect();
        let (mut buckets, mut ptr) = (0i64, std::ptr::null_mut());
        // SAFETY: `params` keeps the tensors alive for the call; the Reducer keeps its own references.
        let err = unsafe {
            jtorch_dist_reducer_new(
                g.ptr,
                ptrs.as_ptr(),
                ptrs.len(),
                bucket_cap,
                find_unused as i32,
                &mut buckets,
                &mut ptr,
            )
        };
        if !err.is_null() {
            return Err(super::failed(err, "DistributedDataParallel"));
        }
        let reducer = Reducer { ptr, buckets, _group: g };
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
        // SAFETY: `ptr` is live while `r` is; `loss` for the call.
        let err = unsafe { jtorch_dist_reducer_prepare(r.ptr, super::ptr(&loss)) };
        if !err.is_null() {
            return Err(super::failed(err, "DistributedDataParallel"));
        }
        Ok(())
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_ReducerHandle_buckets<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
) -> jint {
    run_plain(&mut env, || Ok(get(id)?.buckets as jint))
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_ReducerHandle_release<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
) -> jboolean {
    run_plain(&mut env, || crate::error::removed(REDUCERS.remove(id as u64), WHAT, id as u64))
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_ReducerHandle_isLive<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
) -> jboolean {
    run_plain(&mut env, || Ok(REDUCERS.contains(id as u64)))
}
