//! Native half of `WorkHandle.java`: a collective in flight, as c10d's Work.
//! It keeps its group and its tensors alive until it is released, so a
//! collective never writes memory that has been freed, even one that timed out.

use crate::error::{Error, Result};
use crate::jni_entry::{run, run_plain};
use crate::registry::{self, Registry};
use crate::shims::distributed as shim;
use crate::store;
use jni::objects::{JClass, JLongArray};
use jni::sys::{jboolean, jlong};
use jni::EnvUnowned;
use parking_lot::Mutex;
use std::sync::{Arc, LazyLock};
use tch::Tensor;

/// What is left to do once the collective has finished.
pub enum Then {
    Nothing,
    /// An average: the sum in the tensor is divided by the number of ranks.
    Divide(Tensor, i32),
}

pub struct Job {
    what: &'static str,
    /// Holds the group and the tensors Gloo reads and writes until dropped.
    work: shim::Work,
    /// The new tensors it fills, handed to the first caller that waits successfully.
    results: Mutex<Option<Vec<Tensor>>>,
    then: Mutex<Then>,
}

impl Job {
    pub(super) fn new(what: &'static str, work: shim::Work, results: Vec<Tensor>, then: Then) -> Job {
        Job { what, work, results: Mutex::new(Some(results)), then: Mutex::new(then) }
    }

    /// Blocks until the collective has finished, at most `timeout_ms` (0: the
    /// group's own timeout bounds it); then the new tensors, the first time.
    pub fn wait(&self, timeout_ms: i64) -> Result<Vec<Tensor>> {
        if timeout_ms < 0 {
            return Err(Error::arg(format!("timeout {timeout_ms} ms must not be negative")));
        }
        self.work.wait(timeout_ms).map_err(|msg| super::failed(msg, self.what))?;
        if let Then::Divide(mut t, n) = std::mem::replace(&mut *self.then.lock(), Then::Nothing) {
            let _ = tch::no_grad(|| t.f_div_scalar_(n as f64))?;
        }
        Ok(self.results.lock().take().unwrap_or_default())
    }

    pub fn is_completed(&self) -> bool {
        self.work.is_completed()
    }
}

static WORKS: LazyLock<Registry<Arc<Job>>> = LazyLock::new(Registry::new);
const WHAT: &str = "work item";

pub fn register(job: Job) -> Result<jlong> {
    let id = WORKS.insert(Arc::new(job)).map_err(|_| Error::OutOfMemory("too many live work items".into()))?;
    Ok(id as jlong)
}

fn get(id: jlong) -> Result<Arc<Job>> {
    WORKS.get_for_java(id, WHAT).map(|v| Arc::clone(&v))
}

/// Waits (see `Job::wait`); the ids of the new tensors, registered on this thread.
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_WorkHandle_await0<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
    timeout_ms: jlong,
) -> JLongArray<'l> {
    run(&mut env, |env| {
        let job = get(id)?;
        let results = job.wait(timeout_ms)?;
        drop(job);
        let local = registry::local();
        let ids = results.into_iter().map(|t| store::put_in(local, t)).collect::<Result<Vec<i64>>>()?;
        crate::jarray::new_from(env, &ids)
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_WorkHandle_isCompleted<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
) -> jboolean {
    run_plain(&mut env, || Ok(get(id)?.is_completed()))
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_WorkHandle_release<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
) -> jboolean {
    run_plain(&mut env, || WORKS.release_for_java(id, WHAT))
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_WorkHandle_isLive<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
) -> jboolean {
    run_plain(&mut env, || Ok(WORKS.contains(id as u64)))
}
