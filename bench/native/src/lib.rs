//! Native half of the `Baseline` benchmark class: the same loops written
//! directly against `tch`, run in the JVM's process so both sides share one
//! LibTorch, one thread setting and one machine state.
//!
//! Built as libjtorch_bench.so, which also carries every jtorch entry point
//! (from jtorch's rlib): the benchmark JVMs load it with -Djtorch.native in
//! place of libjtorch.so, which ships without any of this.

// jtorch's modules, named as they are inside jtorch.
use jtorch::{error, jarray, jni_entry, ops, optim, registry, safetensors, scope, store, torch};

use crate::jni_entry::run_plain;
use crate::ops::autograd_skip;
use jni::objects::JClass;
use jni::sys::{jboolean, jint, jlong};
use jni::EnvUnowned;
use std::time::Instant;
use tch::{Device, Kind, Tensor};

/// `n` times: `c = a + b` on two 4-element float tensors, then drop `c`.
/// Returns elapsed nanoseconds.
pub fn add_loop(n: u64) -> Result<u64, tch::TchError> {
    timed_adds(n, |a, b, _| a.f_add(b))
}

/// `add_loop` with the add run as jtorch's ops run it, below LibTorch's
/// Autograd kernel (`ops::autograd_skip`): what the same LibTorch work costs
/// from Rust, so the Java add's ratio to it is what the binding alone adds.
pub fn add_loop_below_autograd(n: u64) -> Result<u64, tch::TchError> {
    timed_adds(n, |a, b, inputs| autograd_skip::run(inputs, || a.f_add(b)))
}

/// `n` times `c = add(a, b, [a's and b's TensorImpls])` on two 4-element float
/// tensors, `c` dropped; elapsed nanoseconds. Inlined always, so each loop
/// calls its op from its own frame.
#[inline(always)]
fn timed_adds(
    n: u64,
    add: impl Fn(&Tensor, &Tensor, &[usize; 2]) -> Result<Tensor, tch::TchError>,
) -> Result<u64, tch::TchError> {
    let a = Tensor::f_ones([4], (Kind::Float, Device::Cpu))?;
    let b = Tensor::f_ones([4], (Kind::Float, Device::Cpu))?;
    let inputs = [crate::store::tensor_impl(&a), crate::store::tensor_impl(&b)];
    let start = Instant::now();
    for _ in 0..n {
        let c = add(&a, &b, &inputs)?;
        drop(std::hint::black_box(c));
    }
    Ok(start.elapsed().as_nanos() as u64)
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_bench_Baseline_rustAddLoopBelowAutograd<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    n: jint,
) -> jlong {
    run_plain(&mut env, || Ok(add_loop_below_autograd(n.max(0) as u64)? as jlong))
}

/// `n` times a matmul LibTorch refuses (2x3 by 4x5), its error read as tch
/// reads every error; nanoseconds. `cpp_backtraces`: with LibTorch's C++
/// backtraces recorded, as LibTorch does by default, for the time of the
/// loop (process-wide: only while nothing else runs ops).
pub fn failed_matmul_loop(n: u64, cpp_backtraces: bool) -> crate::error::Result<u64> {
    let a = Tensor::f_ones([2, 3], (Kind::Float, Device::Cpu))?;
    let b = Tensor::f_ones([4, 5], (Kind::Float, Device::Cpu))?;
    if cpp_backtraces {
        crate::torch::record_cpp_backtraces(true);
    }
    let start = Instant::now();
    let mut refused = 0;
    for _ in 0..n {
        if let Err(e) = a.f_matmul(&b) {
            drop(std::hint::black_box(e));
            refused += 1;
        }
    }
    let took = start.elapsed().as_nanos() as u64;
    if cpp_backtraces {
        crate::torch::record_cpp_backtraces(false);
    }
    if refused != n {
        return Err(crate::error::Error::Torch(format!("LibTorch refused {refused} of {n} matmuls of 2x3 by 4x5")));
    }
    Ok(took)
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_bench_Baseline_rustFailedMatmulLoop<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    n: jint,
    cpp_backtraces: jboolean,
) -> jlong {
    run_plain(&mut env, || Ok(failed_matmul_loop(n.max(0) as u64, cpp_backtraces)? as jlong))
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

/// `add_loop` with each op called through `frames` more function calls,
/// none of them inlined or turned into a jump: what each frame between a
/// caller and LibTorch's op costs. The op calls deeper than the CPU's
/// return-address predictor reaches, so the return out of every such frame
/// is mispredicted; a JNI call keeps at least two (the JVM's native wrapper
/// and the entry point).
pub fn add_loop_framed(n: u64, frames: u32) -> Result<u64, tch::TchError> {
    #[inline(never)]
    fn add_through(frames: u32, a: &Tensor, b: &Tensor) -> Result<Tensor, tch::TchError> {
        if frames == 0 {
            return a.f_add(b);
        }
        let c = add_through(std::hint::black_box(frames - 1), a, b);
        // Used after the call, so the call stays a call, not a jump.
        std::hint::black_box(&c);
        c
    }
    timed_adds(n, |a, b, _| add_through(frames, a, b))
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_bench_Baseline_rustAddLoopFramed<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    n: jint,
    frames: jint,
) -> jlong {
    run_plain(&mut env, || Ok(add_loop_framed(n.max(0) as u64, frames.max(0) as u32)? as jlong))
}

thread_local! {
    /// The inputs of `Baseline.rustAddPerCall`, made once per thread.
    static PER_CALL_INPUTS: Result<(Tensor, Tensor), tch::TchError> =
        Tensor::f_ones([4], (Kind::Float, Device::Cpu)).and_then(|a| Ok((a, Tensor::f_ones([4], (Kind::Float, Device::Cpu))?)));
}

/// One `c = a + b` of `add_loop`, dropped at once, for Java to call once per
/// op: what calling LibTorch through one JNI call costs over calling it in a
/// Rust loop, with no store, ids or scope.
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_bench_Baseline_rustAddPerCall<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
) {
    run_plain(&mut env, || {
        PER_CALL_INPUTS.with(|inputs| {
            let (a, b) = inputs.as_ref().map_err(|e| crate::error::Error::Torch(e.to_string()))?;
            drop(std::hint::black_box(a.f_add(b)?));
            Ok(())
        })
    })
}

/// The native work of Java's add and of its release when the scope closes:
/// one op of the store loop (`store_add_loop`), in one JNI call instead of two.
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_bench_Baseline_storeAddPerCall<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    a: jlong,
    b: jlong,
) {
    use crate::store;
    run_plain(&mut env, || {
        add_once_through(
            a as u64,
            b as u64,
            &|t| store::put(t).map(|id| id as u64),
            &|a, b| store::get2_in(crate::registry::local(), a as i64, b as i64),
            &|id| store::release(id as i64).map(drop),
        )
    })
}

/// The op half of `storeAddPerCall` as a JNI call of its own; `storeRelease`
/// is the other half. Java's add with its two JNI calls but no Java objects.
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_bench_Baseline_storeAdd<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    a: jlong,
    b: jlong,
) -> jlong {
    use crate::store;
    run_plain(&mut env, || {
        let put = |t| store::put(t).map(|id| id as u64);
        let get2 = |a, b| store::get2_in(crate::registry::local(), a as i64, b as i64);
        Ok(add_kept(a as u64, b as u64, &put, &get2)? as jlong)
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_bench_Baseline_storeRelease<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
) {
    run_plain(&mut env, || crate::store::release(id).map(drop))
}

/// Two fresh 4-element float tensors put in the store, for `storeAddPerCall`;
/// `storeRelease` releases each.
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_bench_Baseline_storeInputs<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
) -> jni::objects::JLongArray<'l> {
    use crate::store;
    crate::jni_entry::run(&mut env, |env| two_ones(env, store::put, |id| drop(store::release(id))))
}

/// Two fresh 4-element float tensors kept by `put`, as a Java array of their
/// ids; what does not reach Java is freed here, by `free`.
fn two_ones<'l>(
    env: &mut jni::Env<'l>,
    put: impl Fn(Tensor) -> crate::error::Result<i64>,
    free: impl Fn(i64),
) -> crate::error::Result<jni::objects::JLongArray<'l>> {
    let ones = || Tensor::f_ones([4], (Kind::Float, Device::Cpu)).map_err(crate::error::Error::from).and_then(&put);
    let a = ones()?;
    let ids = ones().and_then(|b| crate::jarray::new_from(env, &[a, b]).inspect_err(|_| free(b)));
    if ids.is_err() {
        free(a);
    }
    ids
}

/// The same loop through the tensor store (ids, accounting, release) but
/// without JNI: separates the store's cost from the JNI and Java costs.
pub fn store_add_loop(n: u64) -> crate::error::Result<u64> {
    store_add_loop_with::<true>(n)
}

/// `store_add_loop` with or without the memory telemetry's part of the
/// store's work (see `store::put_without_telemetry`).
pub fn store_add_loop_with<const TELEMETRY: bool>(n: u64) -> crate::error::Result<u64> {
    use crate::store;
    let get2 = |a, b| store::get2_in(crate::registry::local(), a as i64, b as i64);
    // Each branch its own loop, with direct calls the store's functions inline into.
    if TELEMETRY {
        add_loop_through(n, |t| store::put(t).map(|id| id as u64), get2, |id| store::release(id as i64).map(drop))
    } else {
        add_loop_through(
            n,
            |t| store::put_without_telemetry(t).map(|id| id as u64),
            get2,
            |id| store::release_without_telemetry(id as i64).map(drop),
        )
    }
}

/// The add loop through a way of keeping tensors by id: `put` keeps one,
/// `get2` holds two for reading, `free` releases one. The inputs go through
/// the same calls, untimed.
fn add_loop_through<R: std::ops::Deref<Target = crate::store::Stored>>(
    n: u64,
    put: impl Fn(Tensor) -> crate::error::Result<u64>,
    get2: impl Fn(u64, u64) -> crate::error::Result<(R, R)>,
    free: impl Fn(u64) -> crate::error::Result<()>,
) -> crate::error::Result<u64> {
    let a = put(Tensor::f_ones([4], (Kind::Float, Device::Cpu))?)?;
    let b = put(Tensor::f_ones([4], (Kind::Float, Device::Cpu))?)?;
    let start = Instant::now();
    for _ in 0..n {
        add_once_through(a, b, &put, &get2, &free)?;
    }
    let elapsed = start.elapsed().as_nanos() as u64;
    free(a)?;
    free(b)?;
    Ok(elapsed)
}

/// One op of `add_loop_through`: the inputs held, `c = a + b` kept, `c` freed.
#[inline]
fn add_once_through<R: std::ops::Deref<Target = crate::store::Stored>>(
    a: u64,
    b: u64,
    put: &impl Fn(Tensor) -> crate::error::Result<u64>,
    get2: &impl Fn(u64, u64) -> crate::error::Result<(R, R)>,
    free: &impl Fn(u64) -> crate::error::Result<()>,
) -> crate::error::Result<()> {
    free(add_kept(a, b, put, get2)?)
}

/// The op half of `add_once_through`: the inputs held, `c = a + b` kept; returns c's id.
/// The add runs as jtorch's ops run it (below LibTorch's Autograd kernel when
/// the inputs have no autograd metadata, `ops::autograd_skip`). Inlined
/// always, as the op is in jtorch's entry points: a frame of its own between
/// the loop and the op would cost each loop a mispredicted return.
#[inline(always)]
fn add_kept<R: std::ops::Deref<Target = crate::store::Stored>>(
    a: u64,
    b: u64,
    put: &impl Fn(Tensor) -> crate::error::Result<u64>,
    get2: &impl Fn(u64, u64) -> crate::error::Result<(R, R)>,
) -> crate::error::Result<u64> {
    let (ta, tb) = get2(a, b)?;
    let c = autograd_skip::run(&[ta.tensor_impl, tb.tensor_impl], || ta.tensor.f_add(&tb.tensor))?;
    put(c)
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_bench_Baseline_rustStoreAddLoop<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    n: jint,
) -> jlong {
    run_plain(&mut env, || Ok(store_add_loop(n.max(0) as u64)? as jlong))
}

/// The store loop without its memory telemetry (logical bytes, live and peak
/// counters, budget check): ids, lookups and safe release only, in a registry
/// of its own. The store loop's time over this one is what telemetry costs.
pub fn registry_add_loop(n: u64) -> crate::error::Result<u64> {
    use crate::registry::{Lookup, Registry};
    use crate::store::Stored;
    use std::sync::LazyLock;
    static PLAIN: LazyLock<Registry<Stored>> = LazyLock::new(Registry::new);
    let lost = |_: Lookup| crate::error::Error::arg("benchmark tensor lost");
    add_loop_through(
        n,
        |tensor| {
            let id = PLAIN
                .insert(Stored {
                    tensor_impl: crate::store::tensor_impl(&tensor),
                    tensor,
                    bytes: std::sync::atomic::AtomicI64::new(0),
                })
                .map_err(|_| crate::error::Error::arg("registry full"))?;
            crate::scope::note_put(id);
            Ok(id)
        },
        |a, b| PLAIN.get2_in(crate::registry::local(), a, b).map_err(|(_, e)| lost(e)),
        |id| PLAIN.take(id).map(drop).map_err(lost),
    )
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_bench_Baseline_rustRegistryAddLoop<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    n: jint,
) -> jlong {
    run_plain(&mut env, || Ok(registry_add_loop(n.max(0) as u64)? as jlong))
}

/// The least a store of tensors by id can do: one thread's own fixed table,
/// with no atomics, no fences and no accounting. It is safe only because the
/// benchmark uses it from one thread; what jtorch's store costs above it is
/// what the memory model's thread safety and exact accounting cost.
mod least {
    use crate::error::{Error, Result};
    use crate::store::Stored;
    use std::cell::{Cell, UnsafeCell};
    use std::mem::MaybeUninit;
    use tch::Tensor;

    const SLOTS: usize = 64;

    /// Nothing in it needs dropping, so reaching it costs no check of the
    /// thread's destructors; what a thread leaves in it at exit is leaked.
    struct Table {
        values: [UnsafeCell<MaybeUninit<Stored>>; SLOTS],
        /// Slots holding a value (bits).
        occupied: Cell<u64>,
        /// Reads in progress per slot: a slot being read is not freed.
        readers: [Cell<u32>; SLOTS],
    }

    thread_local! {
        static TABLE: Table = const {
            Table {
                values: [const { UnsafeCell::new(MaybeUninit::uninit()) }; SLOTS],
                occupied: Cell::new(0),
                readers: [const { Cell::new(0) }; SLOTS],
            }
        };
    }

    /// A read of a slot of the calling thread's table.
    pub struct Read {
        value: *const Stored,
        slot: usize,
    }

    impl std::ops::Deref for Read {
        type Target = Stored;
        fn deref(&self) -> &Stored {
            // SAFETY: the slot is counted as read, so `take` leaves it alone,
            // and only this thread reaches its table (`Read` is not Send).
            unsafe { &*self.value }
        }
    }

    impl Drop for Read {
        fn drop(&mut self) {
            TABLE.with(|t| t.readers[self.slot].set(t.readers[self.slot].get() - 1));
        }
    }

    /// Keeps `tensor`; its id is the slot + 1.
    pub fn put(tensor: Tensor) -> Result<u64> {
        TABLE.with(|t| {
            let occupied = t.occupied.get();
            let slot = (!occupied).trailing_zeros() as usize;
            if slot >= SLOTS {
                return Err(Error::arg("the least store holds 64 tensors at most"));
            }
            // SAFETY: the slot is free, so nothing reads it.
            unsafe {
                (*t.values[slot].get()).write(Stored {
                    tensor_impl: crate::store::tensor_impl(&tensor),
                    tensor,
                    bytes: std::sync::atomic::AtomicI64::new(0),
                })
            };
            t.occupied.set(occupied | 1 << slot);
            Ok(slot as u64 + 1)
        })
    }

    /// The slot of `id` if it holds a value.
    fn slot_of(t: &Table, id: u64) -> Result<usize> {
        let slot = (id as usize).wrapping_sub(1);
        if slot < SLOTS && t.occupied.get() & 1 << slot != 0 {
            Ok(slot)
        } else {
            Err(Error::arg(format!("no tensor {id} in the least store")))
        }
    }

    fn read(t: &Table, id: u64) -> Result<Read> {
        let slot = slot_of(t, id)?;
        t.readers[slot].set(t.readers[slot].get() + 1);
        // SAFETY: an occupied slot holds an initialised value.
        Ok(Read { value: unsafe { (*t.values[slot].get()).as_ptr() }, slot })
    }

    /// Reads of the tensors `a` and `b`.
    pub fn get2(a: u64, b: u64) -> Result<(Read, Read)> {
        TABLE.with(|t| Ok((read(t, a)?, read(t, b)?)))
    }

    /// Frees the tensor `id`.
    pub fn take(id: u64) -> Result<()> {
        let value = TABLE.with(|t| {
            let slot = slot_of(t, id)?;
            if t.readers[slot].get() != 0 {
                return Err(Error::arg(format!("tensor {id} of the least store is being read")));
            }
            t.occupied.set(t.occupied.get() & !(1 << slot));
            // SAFETY: the slot held an initialised value, no longer counted as held.
            Ok(unsafe { (*t.values[slot].get()).assume_init_read() })
        })?;
        drop(value);
        Ok(())
    }
}

/// The add loop through `least`: the floor under any store's cost.
pub fn least_store_add_loop(n: u64) -> crate::error::Result<u64> {
    add_loop_through(n, least::put, least::get2, least::take)
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_bench_Baseline_rustLeastStoreAddLoop<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    n: jint,
) -> jlong {
    run_plain(&mut env, || Ok(least_store_add_loop(n.max(0) as u64)? as jlong))
}

/// `storeAdd` through `least`, on the calling thread's table.
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_bench_Baseline_leastStoreAdd<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    a: jlong,
    b: jlong,
) -> jlong {
    run_plain(&mut env, || Ok(add_kept(a as u64, b as u64, &least::put, &least::get2)? as jlong))
}

/// `storeRelease` through `least`.
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_bench_Baseline_leastStoreRelease<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
) {
    run_plain(&mut env, || least::take(id as u64))
}

/// Two fresh 4-element float tensors in the calling thread's least store.
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_bench_Baseline_leastStoreInputs<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
) -> jni::objects::JLongArray<'l> {
    crate::jni_entry::run(&mut env, |env| {
        two_ones(env, |t| least::put(t).map(|id| id as i64), |id| drop(least::take(id as u64)))
    })
}

/// The store loop with its telemetry, without it, and through the registry
/// alone (no accounting at all), alternated in `chunks` short runs of `n` ops
/// each so that all three see the same machine state: total nanoseconds of
/// each.
pub fn telemetry_cost(chunks: u64, n: u64) -> crate::error::Result<[u64; 3]> {
    let mut total = [0u64; 3];
    for i in 0..chunks {
        let order = if i % 2 == 0 { [0, 1, 2] } else { [2, 1, 0] };
        for v in order {
            total[v] += match v {
                0 => store_add_loop_with::<true>(n)?,
                1 => store_add_loop_with::<false>(n)?,
                _ => registry_add_loop(n)?,
            };
        }
    }
    Ok(total)
}

/// Nanoseconds per op that the store adds to the registry-only loop: with
/// the telemetry, and with the memory model's accounting alone.
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_bench_Baseline_rustTelemetryCost<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    chunks: jint,
    n: jint,
) -> jni::objects::JDoubleArray<'l> {
    crate::jni_entry::run(&mut env, |env| {
        let (chunks, n) = (chunks.max(1) as u64, n.max(1) as u64);
        let [full, core, plain] = telemetry_cost(chunks, n)?;
        let per_op = |t: u64| (t as f64 - plain as f64) / (chunks * n) as f64;
        crate::jarray::new_from(env, &[per_op(full), per_op(core)])
    })
}

/// The MLP training step of the benchmarks (784-256-10, batch 64, Adam),
/// written directly against tch: `steps` steps, returns elapsed nanoseconds.
pub fn mlp_loop(steps: u64, seed: i64) -> Result<u64, tch::TchError> {
    tch::manual_seed(seed);
    let opts = (Kind::Float, Device::Cpu);
    let param = |shape: &[i64], bound: f64| -> Result<Tensor, tch::TchError> {
        let _guard = tch::no_grad_guard();
        let mut t = Tensor::f_rand(shape, opts)?.f_mul_scalar(2.0 * bound)?.f_sub_scalar(bound)?;
        let _ = t.f_requires_grad_(true)?;
        Ok(t)
    };
    let (b1, b2) = (1.0 / 784f64.sqrt(), 1.0 / 256f64.sqrt());
    let (w1, c1) = (param(&[256, 784], b1)?, param(&[256], b1)?);
    let (w2, c2) = (param(&[10, 256], b2)?, param(&[10], b2)?);
    let mut opt = tch::COptimizer::adam(1e-3, 0.9, 0.999, 0.0, 1e-8, false)?;
    for p in [&w1, &c1, &w2, &c2] {
        opt.add_parameters(p, 0)?;
    }
    let x = Tensor::f_randn([64, 784], opts)?;
    let y = Tensor::f_randint(10, [64], (Kind::Int64, Device::Cpu))?;
    let start = Instant::now();
    for _ in 0..steps {
        opt.zero_grad()?;
        let h = x.f_linear(&w1, Some(&c1))?.f_relu()?;
        let logits = h.f_linear(&w2, Some(&c2))?;
        let loss = logits.f_cross_entropy_loss(&y, None::<&Tensor>, tch::Reduction::Mean, -100, 0.0)?;
        loss.f_backward()?;
        opt.step()?;
        std::hint::black_box(loss.f_double_value(&[])?);
    }
    Ok(start.elapsed().as_nanos() as u64)
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_bench_Baseline_rustMlpLoop<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    steps: jint,
) -> jlong {
    run_plain(&mut env, || Ok(mlp_loop(steps.max(0) as u64, 0)? as jlong))
}

/// `n` times `c = a.matmul(b)` on two 64x64 float tensors, then drop `c`.
pub fn matmul_loop(n: u64) -> Result<u64, tch::TchError> {
    let a = Tensor::f_randn([64, 64], (Kind::Float, Device::Cpu))?;
    let b = Tensor::f_randn([64, 64], (Kind::Float, Device::Cpu))?;
    let start = Instant::now();
    for _ in 0..n {
        let c = a.f_matmul(&b)?;
        drop(std::hint::black_box(c));
    }
    Ok(start.elapsed().as_nanos() as u64)
}

/// What a scope does, in Rust: `cycles` times, make `n` tensors (`a + b` on
/// 4-element tensors) into a `Vec`, then drop it. Returns the total and the
/// part spent dropping, in nanoseconds.
pub fn scope_cycle(cycles: u64, n: usize) -> Result<[u64; 2], tch::TchError> {
    let a = Tensor::f_ones([4], (Kind::Float, Device::Cpu))?;
    let b = Tensor::f_ones([4], (Kind::Float, Device::Cpu))?;
    let (mut total, mut dropping) = (0u64, 0u64);
    for _ in 0..cycles {
        let start = Instant::now();
        let mut held = Vec::with_capacity(n);
        for _ in 0..n {
            held.push(a.f_add(&b)?);
        }
        let made = Instant::now();
        drop(std::hint::black_box(held));
        let end = Instant::now();
        total += (end - start).as_nanos() as u64;
        dropping += (end - made).as_nanos() as u64;
    }
    Ok([total, dropping])
}

/// A nested structure of `m` tensors (`m / 2` layers of a weight and a bias),
/// as a model's state: `{"layers": [{"w": t, "b": t}, ...]}`.
pub type Nested = std::collections::HashMap<&'static str, Vec<std::collections::HashMap<&'static str, Tensor>>>;

fn make_nested(a: &Tensor, b: &Tensor, m: usize) -> Result<Nested, tch::TchError> {
    let mut layers = Vec::with_capacity(m / 2);
    for _ in 0..m / 2 {
        let mut layer = std::collections::HashMap::with_capacity(2);
        layer.insert("w", a.f_add(b)?);
        layer.insert("b", a.f_add(b)?);
        layers.push(layer);
    }
    Ok(Nested::from([("layers", layers)]))
}

/// Result retention in Rust: `cycles` times, a function makes a nested map of
/// `m` tensors and returns it (a move), and the caller drops it later.
pub fn retain_cycle(cycles: u64, m: usize) -> Result<u64, tch::TchError> {
    let a = Tensor::f_ones([4], (Kind::Float, Device::Cpu))?;
    let b = Tensor::f_ones([4], (Kind::Float, Device::Cpu))?;
    let start = Instant::now();
    for _ in 0..cycles {
        let kept = std::hint::black_box(make_nested(&a, &b, m)?);
        drop(kept);
    }
    Ok(start.elapsed().as_nanos() as u64)
}

/// Runs `run(t)` on `threads` threads `t` from a common start (each times
/// its own loop); the slowest thread's figure.
///
/// The start is a spin, not a sleeping barrier: a thread woken from a
/// barrier is often put on the waking thread's core and waits there for the
/// scheduler to move it, a few milliseconds of a 10 ms run on one core. Each
/// thread spinning until all have arrived means all are running on their
/// own cores when the loops start. Every variant of the benchmark starts so.
fn on_threads<E: Send>(threads: usize, run: impl Fn(usize) -> Result<u64, E> + Sync) -> Result<u64, E> {
    let arrived = std::sync::atomic::AtomicUsize::new(0);
    std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let (arrived, run) = (&arrived, &run);
                s.spawn(move || {
                    spin_start(arrived, threads);
                    run(t)
                })
            })
            .collect();
        let mut wall = 0;
        for h in handles {
            wall = wall.max(h.join().expect("benchmark thread panicked")?);
        }
        Ok(wall)
    })
}

/// Counts this thread in and spins until `threads` threads have arrived.
fn spin_start(arrived: &std::sync::atomic::AtomicUsize, threads: usize) {
    use std::sync::atomic::Ordering;
    arrived.fetch_add(1, Ordering::AcqRel);
    while arrived.load(Ordering::Acquire) < threads {
        std::hint::spin_loop();
    }
}

/// `threads` threads, each with its own tensors, each running `add_loop(n)`
/// from a common start. Returns the wall time of the slowest thread, in
/// nanoseconds.
pub fn add_threads(threads: usize, n: u64) -> Result<u64, tch::TchError> {
    on_threads(threads, |_| add_loop(n))
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_bench_Baseline_rustMatmulLoop<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    n: jint,
) -> jlong {
    run_plain(&mut env, || Ok(matmul_loop(n.max(0) as u64)? as jlong))
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_bench_Baseline_rustScopeCycle<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    cycles: jint,
    n: jint,
) -> jni::objects::JLongArray<'l> {
    crate::jni_entry::run(&mut env, |env| {
        let [total, dropping] = scope_cycle(cycles.max(0) as u64, n.max(0) as usize)?;
        crate::jarray::new_from(env, &[total as jlong, dropping as jlong])
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_bench_Baseline_rustRetainCycle<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    cycles: jint,
    m: jint,
) -> jlong {
    run_plain(&mut env, || Ok(retain_cycle(cycles.max(0) as u64, m.max(0) as usize)? as jlong))
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_bench_Baseline_rustAddThreads<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    threads: jint,
    n: jint,
) -> jlong {
    run_plain(&mut env, || Ok(add_threads(threads.max(1) as usize, n.max(0) as u64)? as jlong))
}

/// `threads` threads each running `store_add_loop(n)` (their own tensors,
/// through jtorch's store, no JNI); the slowest thread's nanoseconds.
/// Against `add_threads`, it shows what the store's shared state costs when
/// several threads make tensors at once.
pub fn store_add_threads(threads: usize, n: u64) -> crate::error::Result<u64> {
    on_threads(threads, |_| store_add_loop(n))
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_bench_Baseline_rustStoreAddThreads<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    threads: jint,
    n: jint,
) -> jlong {
    run_plain(&mut env, || Ok(store_add_threads(threads.max(1) as usize, n.max(0) as u64)? as jlong))
}

/// The machine's own ceiling for the two-thread benchmark: `threads` threads
/// each running `n` rounds of plain integer arithmetic (no LibTorch, no
/// allocation) from a common start; the slowest thread's nanoseconds.
/// `independent`: eight independent chains a round, which take as many of a
/// core's execution units as it has to give (two threads sharing a core
/// would slow each other down); else one dependency chain, which waits on
/// each step and leaves most of them idle.
pub fn spin_threads(threads: usize, n: u64, independent: bool) -> u64 {
    let Ok(wall) = on_threads(threads, |t| -> Result<u64, std::convert::Infallible> {
        let start = Instant::now();
        let seed = t as u64 + 1;
        if independent {
            let mut r = [seed; 8];
            for i in 0..n {
                for (k, x) in r.iter_mut().enumerate() {
                    *x = x.wrapping_add(i) ^ k as u64;
                }
                // Each round's values go through memory, so the compiler cannot
                // fold the rounds or turn the chains into vector operations.
                std::hint::black_box(&mut r);
            }
        } else {
            let mut x = seed;
            for i in 0..n {
                // xorshift rounds: a dependency chain the compiler cannot fold.
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                x = x.wrapping_add(i);
            }
            std::hint::black_box(x);
        }
        Ok(start.elapsed().as_nanos() as u64)
    });
    wall
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_bench_Baseline_rustSpinThreads<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    threads: jint,
    n: jlong,
    independent: jboolean,
) -> jlong {
    run_plain(&mut env, || Ok(spin_threads(threads.max(1) as usize, n.max(0) as u64, independent) as jlong))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[test]
    fn no_thread_leaves_the_start_before_the_last_one_arrives() {
        let arrived = AtomicUsize::new(0);
        let late_arrival = std::sync::Mutex::new(None);
        let left: Vec<Instant> = std::thread::scope(|s| {
            let handles: Vec<_> = (0..3)
                .map(|t| {
                    let (arrived, late_arrival) = (&arrived, &late_arrival);
                    s.spawn(move || {
                        if t == 2 {
                            std::thread::sleep(std::time::Duration::from_millis(50));
                            *late_arrival.lock().unwrap() = Some(Instant::now());
                        }
                        spin_start(arrived, 3);
                        Instant::now()
                    })
                })
                .collect();
            handles.into_iter().map(|h| h.join().unwrap()).collect()
        });
        let late = late_arrival.lock().unwrap().expect("the late thread arrived");
        assert!(left.iter().all(|&t| t >= late), "a thread left the start before the late one arrived");
        assert_eq!(arrived.load(Ordering::Acquire), 3);
    }

    #[test]
    fn the_slowest_threads_figure_is_returned() {
        assert_eq!(on_threads(4, |t| Ok::<u64, ()>(t as u64 * 10)), Ok(30));
        assert_eq!(on_threads(2, |t| if t == 1 { Err("failed") } else { Ok(1) }), Err("failed"));
    }
}

mod serve;
mod train;

/// {nanoseconds, loss of each step} of `steps` transformer LM steps (see src/bench/train.rs).
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_bench_Baseline_rustTransformerLoop<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    steps: jint,
) -> jni::objects::JDoubleArray<'l> {
    crate::jni_entry::run(&mut env, |env| crate::jarray::new_from(env, &train::transformer_loop(steps.max(0) as u64)?))
}

/// {nanoseconds, loss of each step} of `steps` LSTM steps (see src/bench/train.rs).
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_bench_Baseline_rustLstmLoop<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    steps: jint,
) -> jni::objects::JDoubleArray<'l> {
    crate::jni_entry::run(&mut env, |env| crate::jarray::new_from(env, &train::lstm_loop(steps.max(0) as u64)?))
}
