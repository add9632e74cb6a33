//! Native half of `ScriptModuleHandle.java`: TorchScript modules loaded from
//! the files `torch.jit.save` writes (through src/shims/jit.cpp), held in a
//! registry like optimizers so that Java holds only validated ids. Values
//! cross in both directions as a flat list of words (see jit.cpp and
//! IValues.java).

use crate::error::{Error, Result};
use crate::jni_entry::{run, run_plain};
use crate::registry::{self, Ref, Registry};
use crate::safetensors::{hand_out_named, path, write_replacing};
use crate::store;
use jni::objects::{JClass, JLongArray, JObjectArray, JString};
use jni::sys::{jboolean, jint, jlong};
use jni::EnvUnowned;
use parking_lot::{Mutex, RwLock};
use std::ffi::CString;
use std::sync::LazyLock;
use tch::Tensor;

use crate::shims::jit::Module;
pub use crate::shims::jit::Value;

/// A module's named parameters, then its buffers, and the number of parameters.
type Untaken = (Vec<(String, Tensor)>, usize);

/// One module in the registry.
pub struct Entry {
    /// Calls share it; train/eval take it alone.
    module: RwLock<Module>,
    /// The file it was loaded from, for messages.
    file: String,
    /// The TensorImpls of its parameters and buffers: a result that is one of
    /// them is stored as an alias (see `store::put_result_in`).
    impls: Vec<usize>,
    /// Its parameters, then its buffers, and the number of parameters, until Java takes them.
    tensors: Mutex<Option<Untaken>>,
    /// The ids Java holds them by, once taken: a call refuses to run once one
    /// is released, as a module's forward does whose parameter is.
    taken: std::sync::OnceLock<Vec<i64>>,
}

impl Entry {
    fn check_tensors(&self) -> Result<()> {
        let ids = self.taken.get().map(Vec::as_slice).unwrap_or_default();
        match ids.iter().find(|&&id| !store::is_live(id)) {
            None => Ok(()),
            Some(&id) => {
                Err(Error::Released { what: "a parameter or buffer of this script module, tensor", id: id as u64 })
            }
        }
    }
}

static MODULES: LazyLock<Registry<Entry>> = LazyLock::new(Registry::new);

const WHAT: &str = "script module";

fn get(id: jlong) -> Result<Ref<'static, Entry>> {
    MODULES.get_for_java(id, WHAT)
}

fn c_string(s: &str, what: &str) -> Result<CString> {
    CString::new(s).map_err(|_| Error::arg(format!("{what} {s:?} holds a NUL character")))
}

/// Loads `file` onto `device` (-1: the CPU, else a CUDA index).
pub fn load(file: &str, device: i32) -> Result<Entry> {
    let cannot = |why: String| Error::Torch(format!("cannot load a TorchScript module from {file}: {why}"));
    match std::fs::metadata(file) {
        Err(e) => return Err(cannot(e.to_string())),
        Ok(m) if m.is_dir() => return Err(cannot("it is a directory".into())),
        Ok(_) => {}
    }
    let c_file = c_string(file, "path")?;
    let module = Module::load(&c_file, device).map_err(|msg| cannot(explain_load_error(&msg)))?;
    let params = module.named_tensors(false).map_err(Error::Torch)?;
    let n_params = params.len();
    let mut all = params;
    all.extend(module.named_tensors(true).map_err(Error::Torch)?);
    let impls = all.iter().map(|(_, t)| store::tensor_impl(t)).collect();
    Ok(Entry {
        module: RwLock::new(module),
        file: file.to_string(),
        impls,
        tensors: Mutex::new(Some((all, n_params))),
        taken: std::sync::OnceLock::new(),
    })
}

/// LibTorch's message, with what it most likely means where that is not plain.
fn explain_load_error(msg: &str) -> String {
    let first = msg.lines().next().unwrap_or(msg).trim();
    if first.contains("constants.pkl") || first.contains("code/") {
        format!("{first} (is it a file torch.save wrote rather than torch.jit.save? read those with Torch.load)")
    } else if first.contains("zip archive") || first.contains("central directory") {
        format!("{first} (not a TorchScript file, or a truncated or damaged one)")
    } else {
        first.to_string()
    }
}

/// Calls `method` with the arguments `words` encodes (tensor `k` being
/// `tensor_ids[k]`), under grad mode `grad`. Returns the result and the
/// TensorImpls it must not share with a live handle: the module's and the inputs'.
fn call(entry: &Entry, method: &str, words: &[i64], tensor_ids: &[i64], grad: bool) -> Result<(Value, Vec<usize>)> {
    entry.check_tensors()?;
    let reading = registry::local_as_is().for_reading(tensor_ids.iter().map(|&id| id as u64));
    let refs = tensor_ids.iter().map(|&id| store::get_in(reading, id)).collect::<Result<Vec<_>>>()?;
    let name = c_string(method, "method name")?;
    let value = {
        let module = entry.module.read();
        crate::ops::with_grad(grad, || module.call(&name, words, refs.iter().map(|r| &r.tensor)))
    };
    let value = value.map_err(|msg| failed(entry, method, msg))?.ok_or_else(|| missing(entry, method))?;
    let mut impls = entry.impls.clone();
    impls.extend(refs.iter().map(|r| r.tensor_impl));
    Ok((value, impls))
}

/// `forward(input)`, the serving call: its result's id when it is one tensor
/// (`out` then untouched), else 0 with what `hand_out` makes in `out`.
/// What `forward(input)` gave: the id of its one tensor, or any other value
/// with the TensorImpls its tensors must not share with a live handle.
enum Forward {
    Made(i64),
    Value(Value, Vec<usize>),
}

fn forward_one(entry: &Entry, input: i64, grad: bool) -> Result<Forward> {
    use crate::shims::jit::Forwarded;
    entry.check_tensors()?;
    let reading = registry::local_as_is().for_reading([input as u64]);
    let r = store::get_in(reading, input)?;
    let forwarded = {
        let module = entry.module.read();
        crate::ops::with_grad(grad, || module.forward_one(&r.tensor))
    };
    let forwarded = forwarded.map_err(|msg| failed(entry, "forward", msg))?.ok_or_else(|| missing(entry, "forward"))?;
    let mut impls = Vec::with_capacity(entry.impls.len() + 1);
    impls.extend_from_slice(&entry.impls);
    impls.push(r.tensor_impl);
    match forwarded {
        Forwarded::Tensor(t) => store::put_result_in(registry::local(), t, &impls).map(Forward::Made),
        Forwarded::Value(value) => Ok(Forward::Value(value, impls)),
    }
}

fn failed(entry: &Entry, method: &str, msg: String) -> Error {
    Error::Torch(format!("{method} of the TorchScript module from {}: {msg}", entry.file))
}

/// The error for a method the module lacks (or the error listing its methods).
fn missing(entry: &Entry, method: &str) -> Error {
    match method_names(entry) {
        Ok(names) => Error::arg(format!(
            "the TorchScript module from {} has no method {method:?} (it has {})",
            entry.file,
            names.join(", ")
        )),
        Err(e) => e,
    }
}

fn method_names(entry: &Entry) -> Result<Vec<String>> {
    entry.module.read().method_names().map_err(Error::Torch)
}

/// Stores `value`'s tensors and returns what Java decodes: the number of
/// tensors, their ids, then the words. `inputs`: TensorImpls a result must
/// not share with a live handle.
pub fn hand_out(value: Value, inputs: &[usize]) -> Result<Vec<i64>> {
    let mut out = Vec::with_capacity(1 + value.tensors.len() + value.words.len());
    out.push(value.tensors.len() as i64);
    let local = registry::local();
    for t in value.tensors {
        match store::put_result_in(local, t, inputs) {
            Ok(id) => out.push(id),
            Err(e) => {
                for &id in &out[1..] {
                    let _ = store::release(id);
                }
                return Err(e);
            }
        }
    }
    out.extend_from_slice(&value.words);
    Ok(out)
}

/// `hand_out` as a Java long[]; the tensors released when that fails.
pub fn hand_out_array<'l>(env: &mut jni::Env<'l>, value: Value, inputs: &[usize]) -> Result<JLongArray<'l>> {
    hand_out_with(env, value, inputs, |_, arr| Ok(arr))
}

/// `hand_out` as a Java long[] given to `place`; the tensors released when
/// making the array or `place` fails.
fn hand_out_with<'l, T>(
    env: &mut jni::Env<'l>,
    value: Value,
    inputs: &[usize],
    place: impl FnOnce(&mut jni::Env<'l>, JLongArray<'l>) -> Result<T>,
) -> Result<T> {
    let n = value.tensors.len();
    let out = hand_out(value, inputs)?;
    crate::jarray::new_from(env, &out).and_then(|arr| place(env, arr)).inspect_err(|_| {
        for &id in &out[1..1 + n] {
            let _ = store::release(id);
        }
    })
}

/// Reads a file `torch.save` wrote, through LibTorch's unpickler.
pub fn unpickle(file: &str) -> Result<Value> {
    let cannot = |why: String| Error::Torch(format!("cannot read {file}: {why}"));
    let bytes = std::fs::read(file).map_err(|e| cannot(e.to_string()))?;
    crate::shims::jit::unpickle(&bytes).map_err(|msg| cannot(msg.lines().next().unwrap_or(&msg).trim().to_string()))
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_ScriptModuleHandle_load<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    file: JString<'l>,
    device: jint,
) -> jlong {
    run(&mut env, |env| {
        let file = path(env, &file)?;
        let entry = load(&file, device)?;
        let id = MODULES.insert(entry).map_err(|_| Error::OutOfMemory("too many live script modules".into()))?;
        Ok(id as jlong)
    })
}

/// The module's parameters then its buffers, as `[String[] names, long[]
/// ids]`, new and unattached; the first `nParams` are parameters. Once only:
/// two handles must not name one tensor.
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_ScriptModuleHandle_takeTensors<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
) -> JObjectArray<'l> {
    run(&mut env, |env| {
        let entry = get(id)?;
        let (all, _) = entry
            .tensors
            .lock()
            .take()
            .ok_or_else(|| Error::Torch("this script module's tensors were handed out already".into()))?;
        let (out, ids) = hand_out_named(env, all)?;
        let _ = entry.taken.set(ids);
        Ok(out)
    })
}

/// The number of parameters `takeTensors` gives before the buffers.
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_ScriptModuleHandle_parameterCount<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
) -> jint {
    run_plain(&mut env, || {
        let entry = get(id)?;
        let n = entry.tensors.lock().as_ref().map(|t| t.1);
        n.map(|n| n as jint).ok_or_else(|| Error::Torch("this script module's tensors were handed out already".into()))
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_ScriptModuleHandle_call<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
    method: JString<'l>,
    words: JLongArray<'l>,
    tensors: JLongArray<'l>,
    grad: jboolean,
) -> JLongArray<'l> {
    run(&mut env, |env| {
        if method.is_null() {
            return Err(Error::Null("method name"));
        }
        let method = method.try_to_string(env)?;
        let words = crate::jarray::read(env, &words, "arguments")?;
        let tensor_ids = crate::jarray::read(env, &tensors, "tensor arguments")?;
        let entry = get(id)?;
        let (value, inputs) = call(&entry, &method, &words, &tensor_ids, grad)?;
        hand_out_array(env, value, &inputs)
    })
}

/// `forward(input)`: the id of its result when it is one tensor, else 0 with
/// the encoded result (as `call` returns it) in `results[0]`. No string, no
/// array crosses for the common serving call.
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_ScriptModuleHandle_forwardOne<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
    input: jlong,
    grad: jboolean,
    results: JObjectArray<'l>,
) -> jlong {
    run(&mut env, |env| {
        if results.is_null() || results.len(env)? < 1 {
            return Err(Error::arg("the results array must have room for one"));
        }
        let entry = get(id)?;
        match forward_one(&entry, input, grad)? {
            Forward::Made(made) => Ok(made),
            Forward::Value(value, impls) => {
                hand_out_with(env, value, &impls, |env, arr| Ok(results.set_element(env, 0, &arr)?))?;
                Ok(0)
            }
        }
    })
}

/// The names of the module's methods, joined by newlines.
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_ScriptModuleHandle_methodNames<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
) -> JString<'l> {
    run(&mut env, |env| {
        let entry = get(id)?;
        let names = method_names(&entry)?;
        Ok(env.new_string(names.join("\n"))?)
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_ScriptModuleHandle_train<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
    on: jboolean,
) {
    run_plain(&mut env, || {
        let entry = get(id)?;
        let trained = entry.module.write().train(on);
        trained.map_err(Error::Torch)
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_ScriptModuleHandle_isTraining<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
) -> jboolean {
    run_plain(&mut env, || {
        let entry = get(id)?;
        let training = entry.module.read().is_training();
        Ok(training)
    })
}

/// Writes the module, as `torch.jit.save` does, replacing `file`.
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_ScriptModuleHandle_save<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
    file: JString<'l>,
) {
    run(&mut env, |env| {
        let file = path(env, &file)?;
        let entry = get(id)?;
        write_replacing(&file, |tmp| {
            let c_tmp = c_string(&tmp.to_string_lossy(), "path")?;
            entry.module.read().save(&c_tmp).map_err(|msg| Error::Torch(format!("cannot write {file}: {msg}")))
        })
    })
}

/// Reads a file `torch.save` wrote: the value as `call` returns one.
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_ScriptModuleHandle_unpickle<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    file: JString<'l>,
) -> JLongArray<'l> {
    run(&mut env, |env| {
        let file = path(env, &file)?;
        let value = unpickle(&file)?;
        hand_out_array(env, value, &[])
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_ScriptModuleHandle_release<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
) -> jboolean {
    run_plain(&mut env, || MODULES.release_for_java(id, WHAT))
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_ScriptModuleHandle_isLive<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
) -> jboolean {
    run_plain(&mut env, || Ok(MODULES.contains(id as u64)))
}
