//! Native half of the `Baseline` benchmark class: the same loops written
//! directly against `tch`, run in the JVM's process so both sides share one
//! LibTorch, one thread setting and one machine state.

use crate::jni_entry::run_plain;
use jni::objects::JClass;
use jni::sys::{jint, jlong};
use jni::EnvUnowned;
use std::time::Instant;
use tch::{Device, Kind, Tensor};

/// `n` times: `c = a + b` on two 4-element float tensors, then drop `c`.
/// Returns elapsed nanoseconds.
pub fn add_loop(n: u64) -> Result<u64, tch::TchError> {
    let a = Tensor::f_ones([4], (Kind::Float, Device::Cpu))?;
    let b = Tensor::f_ones([4], (Kind::Float, Device::Cpu))?;
    let start = Instant::now();
    for _ in 0..n {
        let c = a.f_add(&b)?;
        drop(std::hint::black_box(c));
    }
    Ok(start.elapsed().as_nanos() as u64)
}

/// `n` times `c = a + b`, keeping the results in batches of `batch` that are
/// dropped together: what a scope around `batch` ops does.
pub fn add_loop_batched(n: u64, batch: usize) -> Result<u64, tch::TchError> {
    let a = Tensor::f_ones([4], (Kind::Float, Device::Cpu))?;
    let b = Tensor::f_ones([4], (Kind::Float, Device::Cpu))?;
    let mut held = Vec::with_capacity(batch);
    let start = Instant::now();
    for _ in 0..n {
        held.push(a.f_add(&b)?);
        if held.len() == batch {
            held.clear();
        }
    }
    held.clear();
    Ok(start.elapsed().as_nanos() as u64)
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_bench_Baseline_rustAddLoopBatched<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    n: jint,
    batch: jint,
) -> jlong {
    run_plain(&mut env, || Ok(add_loop_batched(n.max(0) as u64, batch.max(1) as usize)? as jlong))
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_bench_Baseline_rustAddLoop<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    n: jint,
) -> jlong {
    run_plain(&mut env, || Ok(add_loop(n.max(0) as u64)? as jlong))
}

/// The same loop through the tensor store (ids, accounting, release) but
/// without JNI: separates the store's cost from the JNI and Java costs.
pub fn store_add_loop(n: u64) -> crate::error::Result<u64> {
    use crate::store;
    let a = store::put(Tensor::f_ones([4], (Kind::Float, Device::Cpu))?)?;
    let b = store::put(Tensor::f_ones([4], (Kind::Float, Device::Cpu))?)?;
    let start = Instant::now();
    for _ in 0..n {
        let (ta, tb) = (store::get(a)?, store::get(b)?);
        let c = store::put(ta.tensor.f_add(&tb.tensor)?)?;
        store::release(c)?;
    }
    let elapsed = start.elapsed().as_nanos() as u64;
    store::release(a)?;
    store::release(b)?;
    Ok(elapsed)
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_bench_Baseline_rustStoreAddLoop<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    n: jint,
) -> jlong {
    run_plain(&mut env, || Ok(store_add_loop(n.max(0) as u64)? as jlong))
}
