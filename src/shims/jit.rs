//! src/shims/jit.cpp: TorchScript modules and torch.save's pickles. Values
//! cross in both directions as a flat list of words (see jit.cpp and
//! IValues.java); the shim hands results to the callbacks below.

use super::dispatcher::checked;
use std::ffi::{c_char, c_void, CStr};
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
    fn jtorch_jit_forward_one(
        m: *const c_void,
        input: *const c_void,
        missing: *mut bool,
        out: *mut *mut c_void,
        ctx: *mut c_void,
        done: Done,
    ) -> *mut c_char;
    fn jtorch_pickle_load(data: *const c_char, n: usize, ctx: *mut c_void, done: Done) -> *mut c_char;
}

/// What `forward_one` returns.
pub enum Forwarded {
    Tensor(Tensor),
    Value(Value),
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

/// A loaded torch::jit::Module, freed on drop. Calls share it (`&self`);
/// what changes it (`train`) takes it alone (`&mut self`).
pub struct Module(*mut c_void);

// SAFETY: a torch::jit::Module may be called from several threads at once
// (PyTorch serves that way); what changes it takes `&mut self`.
unsafe impl Send for Module {}
// SAFETY: as for Send.
unsafe impl Sync for Module {}

impl Drop for Module {
    fn drop(&mut self) {
        // SAFETY: the pointer came from jtorch_jit_load and is freed once, here.
        unsafe { jtorch_jit_free(self.0) }
    }
}

impl Module {
    /// Loads the file `torch.jit.save` wrote at `path` onto `device` (-1: the
    /// CPU, else a CUDA index); LibTorch's message when it cannot.
    pub fn load(path: &CStr, device: i32) -> Result<Module, String> {
        let mut out = std::ptr::null_mut();
        // SAFETY: `path` is NUL-terminated and alive for the call; `out`
        // receives a new Module* only on success.
        unsafe { checked(jtorch_jit_load(path.as_ptr(), device, &mut out)) }?;
        Ok(Module(out))
    }

    /// Its parameters (or with `buffers` its buffers) by dotted name.
    pub fn named_tensors(&self, buffers: bool) -> Result<Vec<(String, Tensor)>, String> {
        let mut out: Vec<(String, Tensor)> = Vec::new();
        // SAFETY: the module is live; `out` outlives the call and `collect_named` matches its type.
        unsafe { checked(jtorch_jit_named_tensors(self.0, buffers, (&mut out as *mut Vec<_>).cast(), collect_named)) }?;
        Ok(out)
    }

    /// The names of its methods.
    pub fn method_names(&self) -> Result<Vec<String>, String> {
        let mut out: Vec<String> = Vec::new();
        // SAFETY: the module is live; `out` outlives the call and `collect_name` matches its type.
        unsafe { checked(jtorch_jit_method_names(self.0, (&mut out as *mut Vec<_>).cast(), collect_name)) }?;
        Ok(out)
    }

    /// Calls `method` with the arguments `words` encodes, tensor `k` being
    /// `tensors[k]`; None when it has no such method.
    pub fn call<'t>(
        &self,
        method: &CStr,
        words: &[i64],
        tensors: impl IntoIterator<Item = &'t Tensor>,
    ) -> Result<Option<Value>, String> {
        let ptrs: Vec<*const c_void> = tensors.into_iter().map(|t| t.as_ptr() as *const c_void).collect();
        let mut value = Value::default();
        let mut missing = false;
        // SAFETY: the module is live; every tensor pointer is one borrowed for
        // the call; the shim checks the words against `ptrs`, copies what it
        // reads and hands its result to `collect_value` with `value`, which
        // outlives the call.
        unsafe {
            checked(jtorch_jit_call(
                self.0,
                method.as_ptr(),
                words.as_ptr(),
                words.len(),
                ptrs.as_ptr(),
                ptrs.len(),
                &mut missing,
                (&mut value as *mut Value).cast(),
                collect_value,
            ))
        }?;
        Ok((!missing).then_some(value))
    }

    /// `forward(input)`: a result that is one tensor as itself, any other
    /// encoded; None when it has no forward.
    pub fn forward_one(&self, input: &Tensor) -> Result<Option<Forwarded>, String> {
        let mut value = Value::default();
        let mut missing = false;
        let mut out: *mut c_void = std::ptr::null_mut();
        // SAFETY: the module is live; `input` is borrowed for the call; the shim
        // hands a non-tensor result to `collect_value` with `value`, which
        // outlives the call, and a tensor result as a new at::Tensor* whose
        // ownership passes here.
        unsafe {
            checked(jtorch_jit_forward_one(
                self.0,
                input.as_ptr() as *const c_void,
                &mut missing,
                &mut out,
                (&mut value as *mut Value).cast(),
                collect_value,
            ))?;
            if missing {
                return Ok(None);
            }
            if !out.is_null() {
                return Ok(Some(Forwarded::Tensor(Tensor::from_ptr(out.cast()))));
            }
        }
        Ok(Some(Forwarded::Value(value)))
    }

    /// Sets training mode (`module.train(on)`).
    pub fn train(&mut self, on: bool) -> Result<(), String> {
        // SAFETY: the module is live, and `&mut self` keeps calls off it.
        unsafe { checked(jtorch_jit_train(self.0, on)) }
    }

    pub fn is_training(&self) -> bool {
        // SAFETY: the module is live.
        unsafe { jtorch_jit_is_training(self.0) }
    }

    /// Writes it to `path` as `torch.jit.save` does.
    pub fn save(&self, path: &CStr) -> Result<(), String> {
        // SAFETY: the module is live; `path` is NUL-terminated and alive for the call.
        unsafe { checked(jtorch_jit_save(self.0, path.as_ptr())) }
    }
}

/// Reads the bytes of a file `torch.save` wrote, through LibTorch's unpickler.
pub fn unpickle(bytes: &[u8]) -> Result<Value, String> {
    let mut value = Value::default();
    // SAFETY: `bytes` is alive for the call, which copies it; the result goes
    // to `collect_value` with `value`, which outlives the call.
    unsafe {
        checked(jtorch_pickle_load(
            bytes.as_ptr().cast(),
            bytes.len(),
            (&mut value as *mut Value).cast(),
            collect_value,
        ))
    }?;
    Ok(value)
}
