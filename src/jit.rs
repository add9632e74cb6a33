//! Native half of `ScriptModuleHandle.java`: TorchScript modules loaded from
//! the files `torch.jit.save` writes (through src/jit.cpp), held in a
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
use std::ffi::{c_char, c_void, CStr, CString};
use std::sync::LazyLock;
use tch::Tensor;

/// What jit.cpp hands back: a value's words, and its tensors, new and owned here.
type Done = extern "C" fn(*mut c_void, *const i64, usize, *const *mut c_void, usize);

unsafe extern "C" {
    fn jtorch_jit_load(path: *const c_char, device: i32, out: *mut *mut c_void) -> *mut c_char;
    fn jtorch_jit_free(m: *mut c_void);
    fn jtorch_jit_save(m: *const c_void, path: *const c_char) -> *mut c_char;
    fn jtorch_jit_train(m: *mut c_void, on: bool) -> *mut c_char;
    fn jtorch_jit_is_training(m: *const c_void) -> bool;
    fn jtorch_jit_named_tensors(
        m: *const c_void,
        buffers: bool,
        ctx: *mut c_void,
        f: extern "C" fn(*mut c_void, *const c_char, *mut c_void),
    ) -> *mut c_char;
    fn jtorch_jit_method_names(
        m: *const c_void,
        ctx: *mut c_void,
        f: extern "C" fn(*mut c_void, *const c_char),
    ) -> *mut c_char;
    #[allow(clippy::too_many_arguments)]
    fn jtorch_jit_call(
        m: *const c_void,
        name: *const c_char,
        words: *const i64,
        n: usize,
        tensors: *const *const c_void,
        n_tensors: usize,
        missing: *mut bool,
        ctx: *mut c_void,
        done: Done,
    ) -> *mut c_char;
    fn jtorch_pickle_load(data: *const c_char, n: usize, ctx: *mut c_void, done: Done) -> *mut c_char;
}

/// A value jit.cpp encoded: its words, and its tensors in the order the words name them.
#[derive(Default)]
pub struct Value {
    pub words: Vec<i64>,
    pub tensors: Vec<Tensor>,
}

extern "C" fn collect_value(ctx: *mut c_void, words: *const i64, n: usize, tensors: *const *mut c_void, nt: usize) {
    // SAFETY: `ctx` is the `Value` the caller passed, alive for the call; the
    // shim's arrays hold `n` and `nt` elements, and each tensor pointer is a
    // new at::Tensor* whose ownership passes here.
    unsafe {
        let value = &mut *(ctx as *mut Value);
        value.words.extend_from_slice(std::slice::from_raw_parts(words, n));
        for &t in std::slice::from_raw_parts(tensors, nt) {
            value.tensors.push(Tensor::from_ptr(t.cast()));
        }
    }
}

extern "C" fn collect_named(ctx: *mut c_void, name: *const c_char, tensor: *mut c_void) {
    // SAFETY: `ctx` is the caller's Vec, alive for the call; `name` is a
    // NUL-terminated string alive for the call; `tensor` is a new at::Tensor*
    // whose ownership passes here.
    unsafe {
        let out = &mut *(ctx as *mut Vec<(String, Tensor)>);
        out.push((CStr::from_ptr(name).to_string_lossy().into_owned(), Tensor::from_ptr(tensor.cast())));
    }
}

extern "C" fn collect_name(ctx: *mut c_void, name: *const c_char) {
    // SAFETY: as in `collect_named`.
    unsafe {
        let out = &mut *(ctx as *mut Vec<String>);
        out.push(CStr::from_ptr(name).to_string_lossy().into_owned());
    }
}

/// `err` (a message the shim allocated, or null) as a result.
fn checked(err: *mut c_char, what: impl FnOnce(String) -> Error) -> Result<()> {
    if err.is_null() {
        Ok(())
    } else {
        Err(what(crate::dispatch::schema::take_c_string(err)))
    }
}

/// A loaded torch::jit::Module, freed on drop.
struct Module(*mut c_void);

// SAFETY: a torch::jit::Module may be called from several threads at once
// (PyTorch serves that way); what changes it (train/eval) is serialised
// against calls by `Entry::lock`.
unsafe impl Send for Module {}
// SAFETY: as for Send.
unsafe impl Sync for Module {}

impl Drop for Module {
    fn drop(&mut self) {
        // SAFETY: the pointer came from jtorch_jit_load and is freed once, here.
        unsafe { jtorch_jit_free(self.0) }
    }
}

/// One module in the registry.
pub struct Entry {
    module: Module,
    /// The file it was loaded from, for messages.
    file: String,
    /// Calls share it; train/eval take it alone.
    lock: RwLock<()>,
    /// The TensorImpls of its parameters and buffers: a result that is one of
    /// them is stored as an alias (see `store::put_result_in`).
    impls: Vec<usize>,
    /// Its parameters, then its buffers, and the number of parameters, until Java takes them.
    tensors: Mutex<Option<(Vec<(String, Tensor)>, usize)>>,
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

/// The module's parameters or buffers by dotted name.
fn named(m: &Module, buffers: bool) -> Result<Vec<(String, Tensor)>> {
    let mut out: Vec<(String, Tensor)> = Vec::new();
    // SAFETY: the module is live; `out` outlives the call and `collect_named` matches its type.
    let err = unsafe { jtorch_jit_named_tensors(m.0, buffers, (&mut out as *mut Vec<_>).cast(), collect_named) };
    checked(err, Error::Torch)?;
    Ok(out)
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
    let mut out = std::ptr::null_mut();
    // SAFETY: `c_file` is NUL-terminated and alive for the call; `out` receives a new Module*.
    let err = unsafe { jtorch_jit_load(c_file.as_ptr(), device, &mut out) };
    checked(err, |msg| cannot(explain_load_error(&msg)))?;
    let module = Module(out);
    let params = named(&module, false)?;
    let n_params = params.len();
    let mut all = params;
    all.extend(named(&module, true)?);
    let impls = all.iter().map(|(_, t)| store::tensor_impl(t)).collect();
    Ok(Entry {
        module,
        file: file.to_string(),
        lock: RwLock::new(()),
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
    let ptrs: Vec<*const c_void> = refs.iter().map(|r| r.tensor.as_ptr() as *const c_void).collect();
    let name = c_string(method, "method name")?;
    let mut value = Value::default();
    let mut missing = false;
    let err = {
        let _shared = entry.lock.read();
        // SAFETY: the module is live while `entry` is held; every tensor pointer
        // is one `refs` keeps alive; the shim copies the words it reads and
        // hands its result to `collect_value` with `value`, which outlives the call.
        crate::ops::with_grad(grad, || unsafe {
            jtorch_jit_call(
                entry.module.0,
                name.as_ptr(),
                words.as_ptr(),
                words.len(),
                ptrs.as_ptr(),
                ptrs.len(),
                &mut missing,
                (&mut value as *mut Value).cast(),
                collect_value,
            )
        })
    };
    checked(err, |msg| Error::Torch(format!("{method} of the TorchScript module from {}: {msg}", entry.file)))?;
    if missing {
        let names = method_names(entry)?;
        return Err(Error::arg(format!(
            "the TorchScript module from {} has no method {method:?} (it has {})",
            entry.file,
            names.join(", ")
        )));
    }
    let mut impls = entry.impls.clone();
    impls.extend(refs.iter().map(|r| r.tensor_impl));
    Ok((value, impls))
}

fn method_names(entry: &Entry) -> Result<Vec<String>> {
    let mut out: Vec<String> = Vec::new();
    // SAFETY: the module is live; `out` outlives the call and `collect_name` matches its type.
    let err = unsafe { jtorch_jit_method_names(entry.module.0, (&mut out as *mut Vec<_>).cast(), collect_name) };
    checked(err, Error::Torch)?;
    Ok(out)
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
    let n = value.tensors.len();
    let out = hand_out(value, inputs)?;
    crate::jarray::new_from(env, &out).inspect_err(|_| {
        for &id in &out[1..1 + n] {
            let _ = store::release(id);
        }
    })
}

/// Reads a file `torch.save` wrote, through LibTorch's unpickler.
pub fn unpickle(file: &str) -> Result<Value> {
    let cannot = |why: String| Error::Torch(format!("cannot read {file}: {why}"));
    let bytes = std::fs::read(file).map_err(|e| cannot(e.to_string()))?;
    let mut value = Value::default();
    // SAFETY: `bytes` is alive for the call, which copies it; the result goes
    // to `collect_value` with `value`, which outlives the call.
    let err = unsafe {
        jtorch_pickle_load(bytes.as_ptr().cast(), bytes.len(), (&mut value as *mut Value).cast(), collect_value)
    };
    checked(err, |msg| cannot(msg.lines().next().unwrap_or(&msg).trim().to_string()))?;
    Ok(value)
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
        let _alone = entry.lock.write();
        // SAFETY: the module is live, and no call runs on it while `_alone` is held.
        checked(unsafe { jtorch_jit_train(entry.module.0, on) }, Error::Torch)
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
        let _shared = entry.lock.read();
        // SAFETY: the module is live.
        Ok(unsafe { jtorch_jit_is_training(entry.module.0) })
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
            let _shared = entry.lock.read();
            // SAFETY: the module is live; `c_tmp` is NUL-terminated and alive for the call.
            let err = unsafe { jtorch_jit_save(entry.module.0, c_tmp.as_ptr()) };
            checked(err, |msg| Error::Torch(format!("cannot write {file}: {msg}")))
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
