//! Native half of `ServeBench`: the TorchScript file jtorch serves, loaded
//! with tch's `CModule` and called from `threads` Rust threads at once, each
//! call under no-grad, on one fixed request batch. Runs in the JVM's process,
//! so it shares jtorch's LibTorch and its thread settings.

use crate::error::{Error, Result};
use jni::objects::{JClass, JLongArray, JString};
use jni::sys::{jint, jlong};
use jni::EnvUnowned;
use parking_lot::Mutex;
use std::sync::{Arc, Barrier};
use std::time::{Duration, Instant};
use tch::{CModule, Device, Kind, Tensor};

/// The module of the last `serve` call and its file: loaded once, so every
/// round calls the same module, as the Java and Python sides do.
static LOADED: Mutex<Option<(String, Arc<CModule>)>> = Mutex::new(None);

fn module(file: &str) -> Result<Arc<CModule>> {
    let mut loaded = LOADED.lock();
    if let Some((f, m)) = loaded.as_ref() {
        if f == file {
            return Ok(m.clone());
        }
    }
    let mut m = CModule::load(file)?;
    m.set_eval();
    let m = Arc::new(m);
    *loaded = Some((file.to_string(), m.clone()));
    Ok(m)
}

/// The request batch every side serves: `rows` x `features` floats, sin(0.1 i)
/// at flat index i (ServeBench.java and scripts/bench_serve.py fill theirs so).
pub fn request(rows: i64, features: i64) -> Result<Tensor> {
    Ok(Tensor::f_arange(rows * features, (Kind::Double, Device::Cpu))?
        .f_mul_scalar(0.1)?
        .f_sin()?
        .f_to_kind(Kind::Float)?
        .f_reshape([rows, features])?)
}

/// `threads` threads calling `file`'s forward on the request batch for
/// `nanos` from a common start. Returns the wall time (start to the last
/// thread's end), the sum of one call's output (to check that every side
/// computes the same thing), and each call's latency in nanoseconds.
pub fn serve(file: &str, threads: usize, rows: i64, features: i64, nanos: u64) -> Result<(u64, f64, Vec<u64>)> {
    let m = module(file)?;
    let x = request(rows, features)?;
    let checksum = {
        let _g = tch::no_grad_guard();
        m.forward_ts(&[&x])?.f_sum(Kind::Double)?.f_double_value(&[])?
    };
    let start = Barrier::new(threads + 1);
    let run = Duration::from_nanos(nanos);
    let (wall, per_thread) = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|_| {
                // Tensor is not Sync: each thread gets its own handle on the batch.
                let (x, m, start) = (x.shallow_clone(), &m, &start);
                s.spawn(move || -> Result<Vec<u64>> {
                    let mut latencies = Vec::with_capacity(1 << 16);
                    start.wait();
                    let begun = Instant::now();
                    while begun.elapsed() < run {
                        let t0 = Instant::now();
                        {
                            let _g = tch::no_grad_guard();
                            drop(std::hint::black_box(m.forward_ts(&[&x])?));
                        }
                        latencies.push(t0.elapsed().as_nanos() as u64);
                    }
                    Ok(latencies)
                })
            })
            .collect();
        start.wait();
        let t0 = Instant::now();
        let per_thread: Vec<_> = handles.into_iter().map(|h| h.join()).collect();
        (t0.elapsed().as_nanos() as u64, per_thread)
    });
    let mut all = Vec::new();
    for r in per_thread {
        all.extend(r.map_err(|_| Error::Torch("a serving thread panicked".into()))??);
    }
    Ok((wall, checksum, all))
}

/// `serve` for Java: `{wall ns, checksum's bits, latency ns...}`.
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_bench_ServeBench_rustServe<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    file: JString<'l>,
    threads: jint,
    rows: jint,
    features: jint,
    nanos: jlong,
) -> JLongArray<'l> {
    crate::jni_entry::run(&mut env, |env| {
        let file = crate::safetensors::path(env, &file)?;
        let (threads, rows, features) = (threads.max(1) as usize, rows.max(1) as i64, features.max(1) as i64);
        let (wall, checksum, latencies) = serve(&file, threads, rows, features, nanos.max(0) as u64)?;
        let mut out = Vec::with_capacity(latencies.len() + 2);
        out.extend([wall as jlong, checksum.to_bits() as jlong]);
        out.extend(latencies.iter().map(|&l| l as jlong));
        crate::jarray::new_from(env, &out)
    })
}

/// LibTorch's intra-op and inter-op thread counts in this process, as `{intra, inter}`.
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_bench_ServeBench_threadSettings<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
) -> JLongArray<'l> {
    crate::jni_entry::run(&mut env, |env| {
        crate::jarray::new_from(env, &[tch::get_num_threads() as jlong, tch::get_num_interop_threads() as jlong])
    })
}
