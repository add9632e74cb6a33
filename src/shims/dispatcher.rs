//! src/shims/dispatcher.cpp: every operator of LibTorch's dispatcher, found by
//! name and called boxed on an IValue stack; also the operator table and
//! custom-operator libraries. The per-op path: every push is `#[inline]`.

use std::ffi::{c_char, c_void, CStr};
use std::ptr::NonNull;
use tch::Tensor;

#[repr(C)]
struct Raw {
    _private: [u8; 0],
}

/// One flattened result (see `JtorchValue` in the shim).
#[repr(C)]
#[derive(Clone, Copy)]
pub struct RawValue {
    pub tag: i32,
    pub n: i32,
    pub i: i64,
    pub d: f64,
    pub p: *mut c_void,
}

pub const R_TENSOR: i32 = 1;
pub const R_INT: i32 = 2;
pub const R_FLOAT: i32 = 3;
pub const R_BOOL: i32 = 4;
pub const R_STR: i32 = 5;
pub const R_LIST: i32 = 6;
pub const R_TUPLE: i32 = 7;
pub const R_COMPLEX: i32 = 8;
pub const R_DEVICE: i32 = 9;
pub const R_OTHER: i32 = 10;

unsafe extern "C" {
    fn jtorch_stack_new(reserve: usize) -> *mut Raw;
    fn jtorch_stack_free(s: *mut Raw);
    fn jtorch_stack_clear(s: *mut Raw);
    fn jtorch_push_none(s: *mut Raw) -> bool;
    fn jtorch_push_tensor(s: *mut Raw, t: *const c_void) -> bool;
    fn jtorch_push_int(s: *mut Raw, v: i64) -> bool;
    fn jtorch_push_double(s: *mut Raw, v: f64) -> bool;
    fn jtorch_push_bool(s: *mut Raw, v: bool) -> bool;
    fn jtorch_push_complex(s: *mut Raw, re: f64, im: f64) -> bool;
    fn jtorch_push_str(s: *mut Raw, p: *const u8, n: usize) -> bool;
    fn jtorch_push_scalar_type(s: *mut Raw, v: i32) -> bool;
    fn jtorch_push_layout(s: *mut Raw, v: i32) -> bool;
    fn jtorch_push_memory_format(s: *mut Raw, v: i32) -> bool;
    fn jtorch_push_device(s: *mut Raw, ty: i32, index: i32) -> bool;
    fn jtorch_push_int_list(s: *mut Raw, v: *const i64, n: usize) -> bool;
    fn jtorch_push_double_list(s: *mut Raw, v: *const f64, n: usize) -> bool;
    fn jtorch_push_bool_list(s: *mut Raw, v: *const u8, n: usize) -> bool;
    fn jtorch_push_str_list(s: *mut Raw, p: *const *const u8, n: *const usize, count: usize) -> bool;
    fn jtorch_push_tensor_list(s: *mut Raw, t: *const *const c_void, n: usize, optional: bool) -> bool;
    fn jtorch_push_scalar_list(s: *mut Raw, v: *const f64, ints: *const i64, is_int: *const u8, n: usize) -> bool;
    fn jtorch_push_wrapped_number(s: *mut Raw, v: f64, i: i64, is_int: bool) -> bool;
    fn jtorch_push_default(s: *mut Raw, handle: *const c_void, index: usize) -> bool;
    fn jtorch_call_boxed(handle: *const c_void, s: *mut Raw) -> *mut c_char;
    fn jtorch_call_boxed_one(handle: *const c_void, s: *mut Raw, out: *mut *mut c_void) -> *mut c_char;
    fn jtorch_call_plain_one(
        handle: *const c_void,
        n: usize,
        codes: *const u8,
        payloads: *const i64,
        out: *mut *mut c_void,
    ) -> *mut c_char;
    fn jtorch_stack_values(s: *const Raw, n: *mut usize) -> *const RawValue;
    fn jtorch_op_table(error: *mut *mut c_char) -> *mut c_char;
    fn jtorch_op_handle(name: *const c_char, overload: *const c_char) -> *mut c_void;
    fn jtorch_load_library(path: *const c_char) -> *mut c_char;
    fn jtorch_free(p: *mut c_void);
}

/// Takes a C string a shim allocated with malloc (a result or an error message).
///
/// # Safety
/// `p` is a NUL-terminated string a shim allocated with malloc and handed
/// over; it is freed here, so it must not be used again.
pub(super) unsafe fn take_c_string(p: *mut c_char) -> String {
    // SAFETY: the caller's promise: NUL-terminated, from the shim's malloc.
    let s = unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned();
    // SAFETY: allocated by the shim's malloc, freed once here.
    unsafe { jtorch_free(p.cast()) };
    s
}

/// Ok, or the message of the error a shim returned (its malloc'd string, or null for none).
///
/// # Safety
/// `err` is null or a string as `take_c_string` takes.
#[inline]
pub(super) unsafe fn checked(err: *mut c_char) -> Result<(), String> {
    if err.is_null() {
        Ok(())
    } else {
        // SAFETY: the caller's promise.
        Err(unsafe { take_c_string(err) })
    }
}

/// The dispatcher's handle on one overload: valid for the whole process
/// (LibTorch never drops a registered operator's handle).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpHandle(NonNull<c_void>);

// SAFETY: a c10::OperatorHandle is immutable and lives as long as the process.
unsafe impl Send for OpHandle {}
// SAFETY: as above.
unsafe impl Sync for OpHandle {}

/// The handle on `name` (`aten::add`) with overload `overload` (`Tensor`, or
/// empty for the default); None when the dispatcher has no such overload.
pub fn op_handle(name: &CStr, overload: &CStr) -> Option<OpHandle> {
    // SAFETY: two NUL-terminated strings; the shim copies what it keeps.
    NonNull::new(unsafe { jtorch_op_handle(name.as_ptr(), overload.as_ptr()) }).map(OpHandle)
}

/// The dispatcher's operator table as the shim writes it (one row a line).
pub fn op_table() -> Result<String, String> {
    let mut error = std::ptr::null_mut();
    // SAFETY: the shim returns a malloc'd string or sets `error` to one.
    let text = unsafe { jtorch_op_table(&mut error) };
    if text.is_null() {
        // SAFETY: null or the shim's malloc'd message.
        return Err(if error.is_null() { "out of memory".to_string() } else { unsafe { take_c_string(error) } });
    }
    // SAFETY: the shim's malloc'd table.
    Ok(unsafe { take_c_string(text) })
}

/// Loads a library of custom operators into the process (torch.ops.load_library).
pub fn load_library(path: &CStr) -> Result<(), String> {
    // SAFETY: a NUL-terminated path; the shim copies nothing it keeps and
    // returns null or its malloc'd message.
    unsafe { checked(jtorch_load_library(path.as_ptr())) }
}

/// One value of a plain call (`call_plain_one`), as the operator's parameter takes it.
#[derive(Clone, Copy, Debug)]
pub enum Plain<'t> {
    None,
    Tensor(&'t Tensor),
    Int(i64),
    Double(f64),
    Bool(bool),
    /// An integer for a float parameter.
    IntAsDouble(i64),
    /// A number for a Tensor parameter, wrapped as Python wraps one (`x + 2`).
    WrappedInt(i64),
    WrappedDouble(f64),
}

impl Plain<'_> {
    /// The shim's push code and payload (`JT_PUSH_*` in the shim).
    #[inline]
    fn raw(self) -> (u8, i64) {
        match self {
            Plain::None => (0, 0),
            Plain::Tensor(t) => (1, t.as_ptr() as i64),
            Plain::Int(v) => (2, v),
            Plain::Double(v) => (3, v.to_bits() as i64),
            Plain::Bool(v) => (4, v as i64),
            Plain::IntAsDouble(v) => (5, v),
            Plain::WrappedInt(v) => (6, v),
            Plain::WrappedDouble(v) => (7, v.to_bits() as i64),
        }
    }
}

/// Calls `handle`'s overload on `values` by position and the schema's
/// defaults for the rest, in one crossing: the one tensor it returned, or
/// None when it came back undefined or was not one tensor.
#[inline]
pub fn call_plain_one(handle: OpHandle, values: &[Plain<'_>]) -> Result<Option<Tensor>, String> {
    const MAX: usize = 8;
    if values.len() > MAX {
        return Err(format!("{} values for a plain call of at most {MAX}", values.len()));
    }
    let (mut codes, mut payloads) = ([0u8; MAX], [0i64; MAX]);
    for (k, v) in values.iter().enumerate() {
        (codes[k], payloads[k]) = v.raw();
    }
    let mut out = std::ptr::null_mut();
    // SAFETY: `handle` came from jtorch_op_handle; each tensor's pointer is
    // borrowed from `values` for the call (the shim shares it, as an IValue
    // does); the shim returns null or its malloc'd message.
    unsafe {
        checked(jtorch_call_plain_one(handle.0.as_ptr(), values.len(), codes.as_ptr(), payloads.as_ptr(), &mut out))
    }?;
    // SAFETY: a new at::Tensor* the shim handed over; owned from here on.
    Ok((!out.is_null()).then(|| unsafe { Tensor::from_ptr(out.cast()) }))
}

/// An IValue stack of its own for each call, freed when dropped. Every push
/// is false only when memory ran out (or, for a default, when the overload
/// has no such default).
pub struct Stack(NonNull<Raw>);

impl Drop for Stack {
    fn drop(&mut self) {
        // SAFETY: made by jtorch_stack_new, freed once.
        unsafe { jtorch_stack_free(self.0.as_ptr()) }
    }
}

/// One flattened result, its tensor owned.
pub enum Returned {
    Tensor(Tensor),
    Text(String),
    Plain(RawValue),
}

// SAFETY (every push below): the stack is live (owned by `self`), pointers and
// lengths describe slices borrowed for the call, and the shim copies them and
// catches every C++ exception.
impl Stack {
    /// A stack with room for `reserve` values; None when memory ran out.
    pub fn new(reserve: usize) -> Option<Stack> {
        // SAFETY: no arguments to check; null only when memory ran out.
        NonNull::new(unsafe { jtorch_stack_new(reserve) }).map(Stack)
    }

    #[inline]
    fn raw(&mut self) -> *mut Raw {
        self.0.as_ptr()
    }

    /// Empties this stack for its next call, keeping its buffers.
    #[inline]
    pub fn clear(&mut self) {
        // SAFETY: the stack is live; a tensor it returned was taken by `call` or dropped with it.
        unsafe { jtorch_stack_clear(self.raw()) };
    }

    #[inline]
    pub fn push_none(&mut self) -> bool {
        unsafe { jtorch_push_none(self.raw()) }
    }

    /// Pushes a reference to `t` (the stack shares it, as an IValue does).
    #[inline]
    pub fn push_tensor(&mut self, t: &Tensor) -> bool {
        unsafe { jtorch_push_tensor(self.raw(), t.as_ptr().cast()) }
    }

    #[inline]
    pub fn push_int(&mut self, v: i64) -> bool {
        unsafe { jtorch_push_int(self.raw(), v) }
    }

    #[inline]
    pub fn push_double(&mut self, v: f64) -> bool {
        unsafe { jtorch_push_double(self.raw(), v) }
    }

    #[inline]
    pub fn push_bool(&mut self, v: bool) -> bool {
        unsafe { jtorch_push_bool(self.raw(), v) }
    }

    #[inline]
    pub fn push_complex(&mut self, re: f64, im: f64) -> bool {
        unsafe { jtorch_push_complex(self.raw(), re, im) }
    }

    #[inline]
    pub fn push_str(&mut self, v: &str) -> bool {
        unsafe { jtorch_push_str(self.raw(), v.as_ptr(), v.len()) }
    }

    /// `v`: c10's ScalarType code.
    #[inline]
    pub fn push_scalar_type(&mut self, v: i32) -> bool {
        unsafe { jtorch_push_scalar_type(self.raw(), v) }
    }

    /// `v`: c10's Layout code.
    #[inline]
    pub fn push_layout(&mut self, v: i32) -> bool {
        unsafe { jtorch_push_layout(self.raw(), v) }
    }

    /// `v`: c10's MemoryFormat code.
    #[inline]
    pub fn push_memory_format(&mut self, v: i32) -> bool {
        unsafe { jtorch_push_memory_format(self.raw(), v) }
    }

    /// `ty`: c10's DeviceType code; `index` -1 for none.
    #[inline]
    pub fn push_device(&mut self, ty: i32, index: i32) -> bool {
        unsafe { jtorch_push_device(self.raw(), ty, index) }
    }

    #[inline]
    pub fn push_int_list(&mut self, v: &[i64]) -> bool {
        unsafe { jtorch_push_int_list(self.raw(), v.as_ptr(), v.len()) }
    }

    #[inline]
    pub fn push_double_list(&mut self, v: &[f64]) -> bool {
        unsafe { jtorch_push_double_list(self.raw(), v.as_ptr(), v.len()) }
    }

    #[inline]
    pub fn push_bool_list(&mut self, v: &[bool]) -> bool {
        // A bool is one byte, 0 or 1, as the shim reads it.
        unsafe { jtorch_push_bool_list(self.raw(), v.as_ptr().cast(), v.len()) }
    }

    pub fn push_str_list(&mut self, v: &[&str]) -> bool {
        let p: Vec<*const u8> = v.iter().map(|t| t.as_ptr()).collect();
        let n: Vec<usize> = v.iter().map(|t| t.len()).collect();
        unsafe { jtorch_push_str_list(self.raw(), p.as_ptr(), n.as_ptr(), p.len()) }
    }

    /// A `Tensor[]`, or with `optional` a `Tensor?[]` (None: a missing tensor;
    /// refused without `optional`).
    pub fn push_tensor_list<'t>(&mut self, v: impl IntoIterator<Item = Option<&'t Tensor>>, optional: bool) -> bool {
        let t: Vec<*const c_void> =
            v.into_iter().map(|t| t.map_or(std::ptr::null(), |t| t.as_ptr().cast::<c_void>())).collect();
        if !optional && t.iter().any(|p| p.is_null()) {
            return false;
        }
        unsafe { jtorch_push_tensor_list(self.raw(), t.as_ptr(), t.len(), optional) }
    }

    /// A `Scalar[]` of `(value, integer value, is an integer)` each.
    pub fn push_scalar_list(&mut self, parts: &[(f64, i64, bool)]) -> bool {
        let d: Vec<f64> = parts.iter().map(|p| p.0).collect();
        let i: Vec<i64> = parts.iter().map(|p| p.1).collect();
        let is_int: Vec<u8> = parts.iter().map(|p| p.2 as u8).collect();
        unsafe { jtorch_push_scalar_list(self.raw(), d.as_ptr(), i.as_ptr(), is_int.as_ptr(), d.len()) }
    }

    /// A number where a tensor goes, as Python's wrapped numbers.
    #[inline]
    pub fn push_wrapped_number(&mut self, v: f64, i: i64, is_int: bool) -> bool {
        unsafe { jtorch_push_wrapped_number(self.raw(), v, i, is_int) }
    }

    /// The default of argument `index` of `handle`'s overload (false when it has none).
    #[inline]
    pub fn push_default(&mut self, handle: OpHandle, index: usize) -> bool {
        // The shim checks `index` and the default's presence.
        unsafe { jtorch_push_default(self.raw(), handle.0.as_ptr(), index) }
    }

    /// Calls the operator and takes what it returned: every tensor is
    /// owned by the returned values (dropped with them unless kept).
    pub fn call(&mut self, handle: OpHandle) -> Result<Vec<Returned>, String> {
        let raw = self.run(handle)?;
        Ok(raw
            .iter()
            .map(|v| match v.tag {
                // SAFETY: a new at::Tensor* the shim handed over; owned from here on.
                R_TENSOR => Returned::Tensor(unsafe { Tensor::from_ptr(v.p.cast()) }),
                R_STR | R_DEVICE | R_OTHER => {
                    // SAFETY: `n` bytes the stack owns, read before it is reused.
                    let bytes = unsafe { std::slice::from_raw_parts(v.p.cast::<u8>(), v.n.max(0) as usize) };
                    Returned::Text(String::from_utf8_lossy(bytes).into_owned())
                }
                _ => Returned::Plain(*v),
            })
            .collect())
    }

    /// `call` of an overload that returns one tensor: it, or None when it
    /// came back undefined.
    #[inline]
    pub fn call_one(&mut self, handle: OpHandle) -> Result<Option<Tensor>, String> {
        let mut out = std::ptr::null_mut();
        // SAFETY: `handle` came from jtorch_op_handle; the stack is live; the
        // shim returns null or its malloc'd message.
        unsafe { checked(jtorch_call_boxed_one(handle.0.as_ptr(), self.raw(), &mut out)) }?;
        // SAFETY: a new at::Tensor* the shim handed over; owned from here on.
        Ok((!out.is_null()).then(|| unsafe { Tensor::from_ptr(out.cast()) }))
    }

    /// Calls the operator; its flattened results, valid until the stack is used again.
    fn run(&mut self, handle: OpHandle) -> Result<&[RawValue], String> {
        // SAFETY: `handle` came from jtorch_op_handle; the stack is live.
        unsafe { checked(jtorch_call_boxed(handle.0.as_ptr(), self.raw())) }?;
        let mut n = 0usize;
        // SAFETY: the shim returns its vector's buffer and length, valid until the next call on this stack.
        let raw = unsafe { jtorch_stack_values(self.0.as_ptr(), &mut n) };
        // SAFETY: as above; borrowed from `self`, so valid while the slice lives.
        Ok(if n == 0 { &[][..] } else { unsafe { std::slice::from_raw_parts(raw, n) } })
    }
}
