//! Native half of `Recompute.java`: torch.utils.checkpoint's autograd node
//! (src/shims/checkpoint.cpp), whose function runs in the JVM.
//!
//! The node calls `run` on whatever thread runs it (the caller's for the
//! forward pass; the backward pass's, which for CUDA is one of LibTorch's own
//! threads, attached to the JVM here). `run` calls the Java object's `run`,
//! which takes the inputs from, and hands the outputs to, this thread's
//! innermost `Frame` (`inputs0`, `outputs0`).

use crate::autograd;
use crate::error::{Error, Result};
use crate::jarray;
use crate::jni_entry::run as entry;
use crate::shims::checkpoint;
use crate::store;
use jni::objects::{Global, JClass, JLongArray, JObject, JString, JValue};
use jni::sys::{jboolean, jlong};
use jni::{jni_sig, jni_str, Env, EnvUnowned, JavaVM};
use std::cell::RefCell;
use tch::Tensor;

/// One run of a checkpointed function in progress on this thread.
struct Frame {
    inputs: Vec<Tensor>,
    outputs: Vec<Tensor>,
}

thread_local! {
    /// Runs nest: a recomputation may itself checkpoint.
    static FRAMES: RefCell<Vec<Frame>> = const { RefCell::new(Vec::new()) };
}

/// The Java callback object, owned by the node that holds it.
type Callback = Global<JObject<'static>>;

/// The node's function: with `grads` (the recomputation in the backward
/// pass), runs it again and back-propagates `grads` through its outputs.
fn run(callback: &Callback, inputs: Vec<Tensor>, grads: Option<Vec<Tensor>>) -> Result<Vec<Tensor>> {
    match grads {
        Some(grads) => {
            let outputs = autograd::within_backward(|| call_java(callback, inputs, true))?;
            back_propagate(&outputs, &grads)?;
            Ok(Vec::new())
        }
        None => call_java(callback, inputs, false),
    }
}

/// Runs the Java function once on `inputs` on this thread; its outputs.
fn call_java(callback: &Callback, inputs: Vec<Tensor>, recompute: bool) -> Result<Vec<Tensor>> {
    let depth = FRAMES.with_borrow_mut(|f| {
        f.push(Frame { inputs, outputs: Vec::new() });
        f.len()
    });
    let failure = JavaVM::singleton().map_err(Error::Jni).and_then(|vm| {
        vm.attach_current_thread(|env: &mut Env| -> Result<Option<String>> {
            let r = env
                .call_method(
                    callback,
                    jni_str!("run"),
                    jni_sig!("(JZ)Ljava/lang/String;"),
                    &[JValue::Long(depth as i64), JValue::Bool(recompute)],
                )?
                .l()?;
            if r.is_null() {
                return Ok(None);
            }
            let s = env.cast_local::<JString>(r)?;
            Ok(Some(s.try_to_string(env)?))
        })
    });
    // Popped whatever happened in Java.
    let outputs = FRAMES.with_borrow_mut(|f| {
        let out = f.get_mut(depth - 1).map(|fr| std::mem::take(&mut fr.outputs)).unwrap_or_default();
        f.truncate(depth - 1);
        out
    });
    match failure {
        Ok(None) if outputs.is_empty() => Err(Error::Torch("checkpoint: the function returned no tensors".into())),
        Ok(None) => Ok(outputs),
        Ok(Some(message)) => Err(Error::Torch(message)),
        Err(e) => Err(Error::Torch(format!("checkpoint: the function could not be run: {e}"))),
    }
}

/// The recomputation's backward pass: `grads` through `outputs`, into the
/// recomputed graph's leaves. The backward pass running the node holds every
/// leaf's lock already (see `autograd::Leaves::reached_from`).
fn back_propagate(outputs: &[Tensor], grads: &[Tensor]) -> Result<()> {
    if outputs.len() != grads.len() {
        return Err(Error::Torch(format!(
            "checkpoint: the recomputation returned {} tensors, the forward pass {}: the function must compute \
             the same both times",
            outputs.len(),
            grads.len()
        )));
    }
    checkpoint::backward(outputs, grads).map_err(Error::Torch)
}

/// Stores `tensors` and returns their ids as a Java array; none stays stored on failure.
fn to_java<'l>(env: &mut Env<'l>, tensors: Vec<Tensor>) -> Result<JLongArray<'l>> {
    let mut ids = Vec::with_capacity(tensors.len());
    let stored = tensors.into_iter().try_for_each(|t| store::put(t).map(|id| ids.push(id)));
    let array = stored.and_then(|()| jarray::new_from(env, &ids));
    if array.is_err() {
        for &id in &ids {
            let _ = store::release(id);
        }
    }
    array
}

fn with_frame<T>(frame: jlong, f: impl FnOnce(&mut Frame) -> Result<T>) -> Result<T> {
    FRAMES.with_borrow_mut(|frames| {
        let at = usize::try_from(frame).ok().filter(|d| *d >= 1 && *d == frames.len());
        match at {
            Some(d) => f(&mut frames[d - 1]),
            None => Err(Error::arg(format!("checkpoint: no run {frame} in progress on this thread"))),
        }
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Recompute_apply0<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    callback: JObject<'l>,
    inputs: JLongArray<'l>,
    preserve_rng: jboolean,
) -> JLongArray<'l> {
    entry(&mut env, |env| {
        if callback.is_null() {
            return Err(Error::Null("checkpoint callback"));
        }
        let ids = jarray::read(env, &inputs, "inputs")?;
        let inputs: Vec<Tensor> =
            ids.iter().map(|&id| store::get(id).map(|s| s.tensor.shallow_clone())).collect::<Result<_>>()?;
        let global: Callback = env.new_global_ref(&callback)?;
        let outputs = checkpoint::apply(global, run, &inputs, preserve_rng).map_err(Error::Torch)?;
        to_java(env, outputs)
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Recompute_inputs0<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    frame: jlong,
) -> JLongArray<'l> {
    entry(&mut env, |env| {
        let inputs = with_frame(frame, |f| Ok(f.inputs.iter().map(Tensor::shallow_clone).collect::<Vec<_>>()))?;
        to_java(env, inputs)
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Recompute_outputs0<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    frame: jlong,
    outputs: JLongArray<'l>,
) {
    entry(&mut env, |env| {
        let ids = jarray::read(env, &outputs, "outputs")?;
        let tensors: Vec<Tensor> =
            ids.iter().map(|&id| store::get(id).map(|s| s.tensor.shallow_clone())).collect::<Result<_>>()?;
        with_frame(frame, |f| {
            f.outputs = tensors;
            Ok(())
        })
    })
}
