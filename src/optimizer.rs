//! Native half of `OptimizerHandle.java`: LibTorch's own optimizers (SGD,
//! Adam, AdamW from `torch::optim`), held in a registry like tensors so that
//! Java holds only validated ids.

use crate::autograd::{changing, Leaves};
use crate::error::{Error, HandleName, Result};
use crate::jni_entry::{run, run_plain};
use crate::registry::{Lookup, Ref, Registry};
use crate::store;
use jni::objects::{JClass, JDoubleArray, JLongArray};
use jni::sys::{jboolean, jdouble, jint, jlong};
use jni::EnvUnowned;
use parking_lot::Mutex;
use std::sync::LazyLock;
use tch::COptimizer;

/// One optimizer; its lock serialises steps from several threads.
pub struct Entry {
    optimizer: Mutex<COptimizer>,
    /// The gradient locks of its parameters (see autograd.rs).
    params: Leaves,
    /// The handles it was made over, in order: LibTorch's optimizer keeps
    /// its own references to their tensors, so releasing a handle would
    /// otherwise leave it updating a tensor nobody can reach.
    param_ids: Box<[i64]>,
}

impl Entry {
    /// Refuses to go on once one of the parameters' handles is released.
    fn check_params(&self) -> Result<()> {
        match self.param_ids.iter().position(|&id| !store::is_live(id)) {
            None => Ok(()),
            Some(index) => Err(Error::ReleasedParameter { index, id: self.param_ids[index] as u64 }),
        }
    }
}

// SAFETY: COptimizer is Send; every use goes through the mutex.
unsafe impl Sync for Entry {}

static OPTIMIZERS: LazyLock<Registry<Entry>> = LazyLock::new(Registry::new);

const WHAT: &str = "optimizer";

fn get(id: jlong) -> Result<Ref<'static, Entry>> {
    OPTIMIZERS.get(id as u64).map_err(|e| match e {
        Lookup::Released => Error::Released { what: WHAT, id: id as u64 },
        Lookup::Invalid => Error::InvalidHandle { what: WHAT, id: id as u64 },
    })
}

/// Kinds in the order of `OptimizerHandle.java`'s constants.
/// `v` as Python writes a float (`-1.0`, `1e-08`), for messages in PyTorch's words.
fn python_float(v: f64) -> String {
    let s = format!("{v:?}");
    match s.split_once('e') {
        Some((mantissa, exp)) => {
            let (sign, digits) = exp.strip_prefix('-').map_or(("+", exp), |d| ("-", d));
            format!("{mantissa}e{sign}{digits:0>2}")
        }
        None => s,
    }
}

fn make(kind: jint, h: &[f64]) -> Result<COptimizer> {
    let need = |n: usize| {
        if h.len() == n {
            Ok(())
        } else {
            Err(Error::arg(format!("optimizer kind {kind} takes {n} settings, got {}", h.len())))
        }
    };
    if let Some(bad) = h.iter().find(|v| !v.is_finite()) {
        return Err(Error::arg(format!("optimizer settings must be finite, got {bad}")));
    }
    if h.first().is_some_and(|lr| *lr < 0.0) {
        return Err(Error::arg(format!("learning rate must be >= 0, got {}", h[0])));
    }
    // PyTorch's own checks and words, as argument errors: LibTorch's C++
    // optimizers check some of them, as its errors.
    let at_least_0 = |v: f64, what: &str| {
        if v >= 0.0 {
            Ok(())
        } else {
            Err(Error::arg(format!("Invalid {what} value: {}", python_float(v))))
        }
    };
    let beta = |v: f64, index: usize| {
        if (0.0..1.0).contains(&v) {
            Ok(())
        } else {
            Err(Error::arg(format!("Invalid beta parameter at index {index}: {}", python_float(v))))
        }
    };
    Ok(match kind {
        // lr, momentum, dampening, weight decay, nesterov
        0 => {
            need(5)?;
            at_least_0(h[1], "momentum")?;
            at_least_0(h[3], "weight_decay")?;
            if h[4] != 0.0 && (h[1] <= 0.0 || h[2] != 0.0) {
                return Err(Error::arg("Nesterov momentum requires a momentum and zero dampening"));
            }
            COptimizer::sgd(h[0], h[1], h[2], h[3], h[4] != 0.0)?
        }
        // lr, beta1, beta2, weight decay, eps, amsgrad
        1 | 2 => {
            need(6)?;
            beta(h[1], 0)?;
            beta(h[2], 1)?;
            at_least_0(h[3], "weight_decay")?;
            at_least_0(h[4], "epsilon")?;
            if kind == 1 {
                COptimizer::adam(h[0], h[1], h[2], h[3], h[4], h[5] != 0.0)?
            } else {
                COptimizer::adamw(h[0], h[1], h[2], h[3], h[4], h[5] != 0.0)?
            }
        }
        other => return Err(Error::arg(format!("unknown optimizer kind {other}"))),
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_OptimizerHandle_create<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    kind: jint,
    settings: JDoubleArray<'l>,
    params: JLongArray<'l>,
) -> jlong {
    run(&mut env, |env| {
        if settings.is_null() || params.is_null() {
            return Err(Error::Null("optimizer settings and parameters"));
        }
        let h = crate::jarray::read(env, &settings, "settings")?;
        let ids = crate::jarray::read(env, &params, "parameters")?;
        if ids.is_empty() {
            return Err(Error::arg("an optimizer needs at least one parameter; got an empty list"));
        }
        let mut optimizer = make(kind, &h)?;
        let mut params = Leaves::default();
        // Each parameter's TensorImpl, to refuse one given twice (through one
        // handle or two): LibTorch would update it twice a step.
        let mut seen: Vec<usize> = Vec::with_capacity(ids.len());
        for (index, &id) in ids.iter().enumerate() {
            let p = store::get(id)?;
            if let Some(first) = seen.iter().position(|&t| t == p.tensor_impl) {
                return Err(Error::arg(format!(
                    "parameters[{index}] is the same tensor as parameters[{first}]: an optimizer would update it twice a step"
                )));
            }
            seen.push(p.tensor_impl);
            if !p.tensor.requires_grad() {
                return Err(Error::arg(format!(
                    "parameter {} does not require grad: an optimizer could never change it",
                    HandleName(id as u64)
                )));
            }
            // As PyTorch: a non-leaf never receives a .grad, so steps would never move it.
            if !p.tensor.f_is_leaf()? {
                return Err(Error::arg(format!(
                    "parameters[{index}] ({}) is not a leaf tensor: it was computed from other tensors (by \
                     clone, a view, or to-device or to-dtype where nothing changed, say), so it never gets a \
                     gradient of its own; optimize the tensor it was made from, as PyTorch can't optimize a \
                     non-leaf tensor either",
                    HandleName(id as u64)
                )));
            }
            optimizer.add_parameters(&p.tensor, 0)?;
            params.add(&p.tensor);
        }
        let id = OPTIMIZERS
            .insert(Entry { optimizer: Mutex::new(optimizer), params, param_ids: ids.into_boxed_slice() })
            .map_err(|_| Error::OutOfMemory("too many live optimizers".into()))?;
        Ok(id as jlong)
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_OptimizerHandle_zeroGrad<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
) {
    run_plain(&mut env, || {
        let entry = get(id)?;
        entry.check_params()?;
        let optimizer = entry.optimizer.lock();
        Ok(changing(entry.params, || optimizer.zero_grad())?)
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_OptimizerHandle_step<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
) {
    run_plain(&mut env, || {
        let entry = get(id)?;
        entry.check_params()?;
        let optimizer = entry.optimizer.lock();
        Ok(changing(entry.params, || optimizer.step())?)
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_OptimizerHandle_setLearningRate<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
    lr: jdouble,
) {
    run_plain(&mut env, || {
        if !(lr.is_finite() && lr >= 0.0) {
            return Err(Error::arg(format!("learning rate must be finite and >= 0, got {lr}")));
        }
        let entry = get(id)?;
        entry.check_params()?;
        let mut optimizer = entry.optimizer.lock();
        Ok(optimizer.set_learning_rate(lr)?)
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_OptimizerHandle_release<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
) -> jboolean {
    run_plain(&mut env, || match OPTIMIZERS.remove(id as u64) {
        Ok(entry) => {
            drop(entry);
            Ok(true)
        }
        Err(Lookup::Released) => Ok(false),
        Err(Lookup::Invalid) => Err(Error::InvalidHandle { what: WHAT, id: id as u64 }),
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_OptimizerHandle_isLive<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
) -> jboolean {
    run_plain(&mut env, || Ok(OPTIMIZERS.contains(id as u64)))
}

/// Number of live optimizers (for the memory figures).
pub fn live() -> u64 {
    OPTIMIZERS.counts().live
}
