//! Native half of `Recompute.java`: torch.utils.checkpoint's autograd node
//! (src/checkpoint.cpp), whose function runs in the JVM.
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
use crate::store;
use jni::objects::{Global, JClass, JLongArray, JObject, JString, JValue};
use jni::sys::{jboolean, jlong};
use jni::{jni_sig, jni_str, Env, EnvUnowned, JavaVM};
use std::cell::RefCell;
use std::ffi::{c_char, c_void};
use std::mem::ManuallyDrop;
use std::panic::{catch_unwind, AssertUnwindSafe};
use tch::Tensor;

type Run = extern "C" fn(
    callback: *mut c_void,
    inputs: *const *const c_void,
    ninputs: usize,
    grad_outputs: *const *const c_void,
    ngrad_outputs: usize,
    sink: *mut c_void,
    push: extern "C" fn(*mut c_void, *const c_void),
    error: *mut c_char,
    error_len: usize,
) -> i32;

unsafe extern "C" {
    /// src/checkpoint.cpp: torch.utils.checkpoint.checkpoint of `callback`
    /// on `inputs`, handing each output to `take`; -1 on failure with the
    /// message in `error`. `release(callback)` runs once the graph is done with it.
    fn jtorch_checkpoint_apply(
        callback: *mut c_void,
        run: Run,
        release: extern "C" fn(*mut c_void),
        inputs: *const *const c_void,
        ninputs: usize,
        preserve_rng: i32,
        sink: *mut c_void,
        take: extern "C" fn(*mut c_void, *mut c_void),
        error: *mut c_char,
        error_len: usize,
    ) -> i32;

    /// src/checkpoint.cpp: torch.autograd.backward(outputs, grad_outputs)
    /// over the outputs that require grad; -1 on failure.
    fn jtorch_checkpoint_backward(
        outputs: *const *const c_void,
        grad_outputs: *const *const c_void,
        n: usize,
        error: *mut c_char,
        error_len: usize,
    ) -> i32;
}

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

extern "C" fn release(callback: *mut c_void) {
    // SAFETY: `callback` is the box `apply0` leaked for the node, which calls
    // this once. Dropping the global reference attaches the thread if needed.
    let _ = catch_unwind(|| drop(unsafe { Box::from_raw(callback.cast::<Callback>()) }));
}

extern "C" fn take(sink: *mut c_void, tensor: *mut c_void) {
    // SAFETY: `sink` is `apply0`'s Vec, which nothing else touches during the call.
    let sink = unsafe { &mut *sink.cast::<Vec<Tensor>>() };
    // SAFETY: `tensor` is a new tensor the shim hands over, owned from here on.
    sink.push(unsafe { Tensor::from_ptr(tensor.cast()) });
}

/// A new handle to the shim's tensor `p`, which stays the shim's.
///
/// # Safety
/// `p` must be a live tensor for the call.
unsafe fn handle_to(p: *const c_void) -> Tensor {
    // SAFETY: per the contract; ManuallyDrop leaves the shim's tensor alone.
    ManuallyDrop::new(unsafe { Tensor::from_ptr(p.cast_mut().cast()) }).shallow_clone()
}

extern "C" fn run(
    callback: *mut c_void,
    inputs: *const *const c_void,
    ninputs: usize,
    grad_outputs: *const *const c_void,
    ngrad_outputs: usize,
    sink: *mut c_void,
    push: extern "C" fn(*mut c_void, *const c_void),
    error: *mut c_char,
    error_len: usize,
) -> i32 {
    let outcome = catch_unwind(AssertUnwindSafe(|| {
        // SAFETY: the shim passes `ninputs` live tensors for the call.
        let inputs: Vec<Tensor> = (0..ninputs).map(|i| unsafe { handle_to(*inputs.add(i)) }).collect();
        // SAFETY: likewise `ngrad_outputs` live tensors, when `grad_outputs` is not null.
        let grads: Option<Vec<Tensor>> = (!grad_outputs.is_null())
            .then(|| (0..ngrad_outputs).map(|i| unsafe { handle_to(*grad_outputs.add(i)) }).collect());
        // SAFETY: `callback` is the box `apply0` made, alive while the node is.
        let callback = unsafe { &*callback.cast::<Callback>() };
        let outputs = match grads {
            Some(_) => autograd::within_backward(|| call_java(callback, inputs, true))?,
            None => call_java(callback, inputs, false)?,
        };
        match grads {
            Some(grads) => back_propagate(&outputs, &grads),
            None => {
                for t in &outputs {
                    push(sink, t.as_ptr().cast());
                }
                Ok(())
            }
        }
    }));
    let message = match outcome {
        Ok(Ok(())) => return 0,
        Ok(Err(e)) => e.to_string(),
        Err(_) => "checkpoint: a native panic while running the function".to_string(),
    };
    if error_len > 0 {
        let n = message.len().min(error_len - 1);
        // SAFETY: the shim's `error` holds `error_len` bytes.
        unsafe {
            std::ptr::copy_nonoverlapping(message.as_ptr(), error.cast::<u8>(), n);
            *error.add(n) = 0;
        }
    }
    -1
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
    let outs: Vec<*const c_void> = outputs.iter().map(|t| t.as_ptr().cast()).collect();
    let gs: Vec<*const c_void> = grads.iter().map(|t| t.as_ptr().cast()).collect();
    let mut error = [0u8; 2048];
    // SAFETY: the tensors are live for the call; the shim writes at most
    // `error.len()` bytes, the last of them 0, and lets no C++ exception out.
    let status = unsafe {
        jtorch_checkpoint_backward(outs.as_ptr(), gs.as_ptr(), outs.len(), error.as_mut_ptr().cast(), error.len())
    };
    if status == 0 {
        Ok(())
    } else {
        Err(Error::Torch(autograd::shim_message(&error, "checkpoint: backward failed")))
    }
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
        let ptrs: Vec<*const c_void> = inputs.iter().map(|t| t.as_ptr().cast()).collect();
        let global: Box<Callback> = Box::new(env.new_global_ref(&callback)?);
        let mut outputs: Vec<Tensor> = Vec::new();
        let mut error = [0u8; 2048];
        // SAFETY: the inputs are live for the call; the shim takes the box
        // (released through `release`), hands `take` new tensors for `outputs`,
        // writes at most `error.len()` bytes to `error` and lets no C++ exception out.
        let status = unsafe {
            jtorch_checkpoint_apply(
                Box::into_raw(global).cast(),
                run,
                release,
                ptrs.as_ptr(),
                ptrs.len(),
                i32::from(preserve_rng),
                (&raw mut outputs).cast(),
                take,
                error.as_mut_ptr().cast(),
                error.len(),
            )
        };
        if status != 0 {
            return Err(Error::Torch(autograd::shim_message(&error, "checkpoint failed")));
        }
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
