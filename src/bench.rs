//! Native half of the `Baseline` benchmark class: the same loops written
//! directly against `tch`, run in the JVM's process so both sides share one
//! LibTorch, one thread setting and one machine state.

use crate::jni_entry::run;
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

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_bench_Baseline_rustAddLoop<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    n: jint,
) -> jlong {
    run(&mut env, |_| Ok(add_loop(n.max(0) as u64)? as jlong))
}
