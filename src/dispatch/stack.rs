//! The IValue stack of one boxed call (src/dispatcher.cpp), filled from a
//! resolved call's bindings, and the values the operator returned.

use super::resolve::{device_named, layout_code, memory_format_code, scalar_type_code, Binding, Bound};
use super::schema::{take_c_string, Overload, Ty};
use super::value::Args;
use super::value::Value;
use crate::error::{Error, Result};
use std::ffi::{c_char, c_void};
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
    fn jtorch_stack_values(s: *const Raw, n: *mut usize) -> *const RawValue;
}

/// A stack of its own for each call, freed when dropped.
pub struct Stack(*mut Raw);

impl Drop for Stack {
    fn drop(&mut self) {
        // SAFETY: made by jtorch_stack_new, freed once.
        unsafe { jtorch_stack_free(self.0) }
    }
}

fn pushed(ok: bool) -> Result<()> {
    if ok {
        Ok(())
    } else {
        Err(Error::OutOfMemory("no memory for an operator's arguments".into()))
    }
}

/// What a resolved call's values need besides themselves: its tensors and strings.
pub struct Inputs<'a> {
    pub tensors: &'a [crate::registry::Ref<'static, crate::store::Stored>],
    pub strings: &'a [String],
}

fn number_parts(v: &Value) -> (f64, i64, bool) {
    match v {
        Value::Int(i) => (*i as f64, *i, true),
        Value::Bool(b) => (*b as i64 as f64, *b as i64, true),
        Value::Float(f) => (*f, 0, false),
        Value::Complex(re, _) => (*re, 0, false),
        _ => (0.0, 0, false),
    }
}

impl Stack {
    /// Empties this stack for its next call, keeping its buffers.
    pub fn clear(&mut self) {
        // SAFETY: the stack is live; every tensor it returned was taken by `call`.
        unsafe { jtorch_stack_clear(self.0) };
    }

    pub fn new(reserve: usize) -> Result<Stack> {
        // SAFETY: no arguments to check; null only when memory ran out.
        let raw = unsafe { jtorch_stack_new(reserve) };
        if raw.is_null() {
            return Err(Error::OutOfMemory("no memory for an operator's stack".into()));
        }
        Ok(Stack(raw))
    }

    /// Pushes every parameter of `o` as `bound` gives it.
    pub fn fill(
        &mut self,
        o: &Overload,
        handle: *const c_void,
        binding: Binding,
        args: &Args,
        x: &Inputs<'_>,
    ) -> Result<()> {
        for (k, p) in o.params.iter().enumerate() {
            match binding.get(o, args, k) {
                // SAFETY: `handle` is `o`'s and `k` one of its arguments.
                Bound::Default => pushed(unsafe { jtorch_push_default(self.0, handle, k) })?,
                Bound::Ints(v) => {
                    let v: Vec<i64> = v.iter().map(|v| if let Value::Int(i) = v { *i } else { 0 }).collect();
                    pushed(unsafe { jtorch_push_int_list(self.0, v.as_ptr(), v.len()) })?
                }
                Bound::Value(Value::Str(i) | Value::Keyword(i)) if p.name == "reduction" && *p.ty.base() == Ty::Int => {
                    let code = x
                        .strings
                        .get(*i)
                        .and_then(|s| super::resolve::reduction_code(s))
                        .ok_or_else(|| Error::arg("unknown reduction"))?;
                    pushed(unsafe { jtorch_push_int(self.0, code) })?
                }
                Bound::Value(v) => self.push(&p.ty, p.n, v, x)?,
            }
        }
        Ok(())
    }

    // SAFETY (every push below): the stack is live, pointers and lengths
    // describe buffers that outlive the call, and the shim copies them.
    fn push(&mut self, ty: &Ty, n: Option<usize>, v: &Value, x: &Inputs<'_>) -> Result<()> {
        let s = self.0;
        let text = |i: &usize| x.strings.get(*i).map(String::as_str).unwrap_or("");
        let ok = match (ty.base(), v) {
            (_, Value::None) => unsafe { jtorch_push_none(s) },
            (Ty::Tensor, Value::Tensor(i)) => unsafe { jtorch_push_tensor(s, x.tensors[*i].tensor.as_ptr().cast()) },
            (Ty::Tensor, v) => {
                let (d, i, is_int) = number_parts(v);
                unsafe { jtorch_push_wrapped_number(s, d, i, is_int) }
            }
            (Ty::Int | Ty::SymInt, Value::Int(i)) => unsafe { jtorch_push_int(s, *i) },
            (Ty::Float, Value::Int(i)) => unsafe { jtorch_push_double(s, *i as f64) },
            (Ty::Float, Value::Float(f)) => unsafe { jtorch_push_double(s, *f) },
            (Ty::Bool, Value::Bool(b)) => unsafe { jtorch_push_bool(s, *b) },
            (Ty::Scalar | Ty::Complex, Value::Complex(re, im)) => unsafe { jtorch_push_complex(s, *re, *im) },
            (Ty::Complex, v) => unsafe { jtorch_push_complex(s, number_parts(v).0, 0.0) },
            (Ty::Scalar, Value::Int(i)) => unsafe { jtorch_push_int(s, *i) },
            (Ty::Scalar, Value::Float(f)) => unsafe { jtorch_push_double(s, *f) },
            (Ty::Scalar, Value::Bool(b)) => unsafe { jtorch_push_bool(s, *b) },
            (Ty::Str | Ty::Dimname, Value::Str(i) | Value::Keyword(i)) => {
                let t = text(i);
                unsafe { jtorch_push_str(s, t.as_ptr(), t.len()) }
            }
            (Ty::ScalarType, Value::Dtype(c)) => {
                let name = crate::dtype::name_of(crate::dtype::kind_of(*c)?);
                unsafe { jtorch_push_scalar_type(s, known(scalar_type_code(&name), &name)?) }
            }
            (Ty::ScalarType, Value::Keyword(i) | Value::Str(i)) => unsafe {
                jtorch_push_scalar_type(s, known(scalar_type_code(text(i)), text(i))?)
            },
            (Ty::Layout, Value::Keyword(i) | Value::Str(i)) => unsafe {
                jtorch_push_layout(s, known(layout_code(text(i)), text(i))?)
            },
            (Ty::MemoryFormat, Value::Keyword(i) | Value::Str(i)) => unsafe {
                jtorch_push_memory_format(s, known(memory_format_code(text(i)), text(i))?)
            },
            (Ty::Device, Value::Device(c)) => {
                let d = crate::dtype::device_of(*c)?;
                let (ty, index) = match d {
                    tch::Device::Cuda(n) => (1, n as i32),
                    _ => (0, -1),
                };
                unsafe { jtorch_push_device(s, ty, index) }
            }
            (Ty::Device, Value::Keyword(i) | Value::Str(i)) => {
                let (ty, index) =
                    device_named(text(i)).ok_or_else(|| Error::arg(format!("unknown device {}", text(i))))?;
                unsafe { jtorch_push_device(s, ty, index) }
            }
            (Ty::List(elem), v) => return self.push_list(elem, n, v, x),
            (ty, v) => return Err(Error::arg(format!("cannot give {} for {ty:?}", v.describe(x.strings)))),
        };
        pushed(ok)
    }

    fn push_list(&mut self, elem: &Ty, n: Option<usize>, v: &Value, x: &Inputs<'_>) -> Result<()> {
        let s = self.0;
        let items: &[Value] = match v {
            Value::List(items) => items,
            Value::Int(i) => {
                let v = vec![*i; n.unwrap_or(1)];
                return pushed(unsafe { jtorch_push_int_list(s, v.as_ptr(), v.len()) });
            }
            v => return Err(Error::arg(format!("cannot give {} for a list", v.describe(x.strings)))),
        };
        let ok = match elem {
            Ty::Int | Ty::SymInt => {
                let v: Vec<i64> = items.iter().map(|v| if let Value::Int(i) = v { *i } else { 0 }).collect();
                // A fixed-length list given one integer too few or many is LibTorch's to refuse.
                unsafe { jtorch_push_int_list(s, v.as_ptr(), v.len()) }
            }
            Ty::Float => {
                let v: Vec<f64> = items.iter().map(|v| number_parts(v).0).collect();
                unsafe { jtorch_push_double_list(s, v.as_ptr(), v.len()) }
            }
            Ty::Bool => {
                let v: Vec<u8> = items.iter().map(|v| matches!(v, Value::Bool(true)) as u8).collect();
                unsafe { jtorch_push_bool_list(s, v.as_ptr(), v.len()) }
            }
            Ty::Scalar => {
                let parts: Vec<(f64, i64, bool)> = items.iter().map(number_parts).collect();
                let d: Vec<f64> = parts.iter().map(|p| p.0).collect();
                let i: Vec<i64> = parts.iter().map(|p| p.1).collect();
                let is_int: Vec<u8> = parts.iter().map(|p| p.2 as u8).collect();
                unsafe { jtorch_push_scalar_list(s, d.as_ptr(), i.as_ptr(), is_int.as_ptr(), d.len()) }
            }
            Ty::Str | Ty::Dimname => {
                let t: Vec<&str> = items
                    .iter()
                    .map(|v| if let Value::Str(i) | Value::Keyword(i) = v { x.strings[*i].as_str() } else { "" })
                    .collect();
                let p: Vec<*const u8> = t.iter().map(|t| t.as_ptr()).collect();
                let n: Vec<usize> = t.iter().map(|t| t.len()).collect();
                unsafe { jtorch_push_str_list(s, p.as_ptr(), n.as_ptr(), p.len()) }
            }
            Ty::Tensor | Ty::Optional(_) => {
                let optional = matches!(elem, Ty::Optional(_));
                let t: Vec<*const c_void> = items
                    .iter()
                    .map(|v| {
                        if let Value::Tensor(i) = v {
                            x.tensors[*i].tensor.as_ptr().cast::<c_void>()
                        } else {
                            std::ptr::null()
                        }
                    })
                    .collect();
                if !optional && t.iter().any(|p| p.is_null()) {
                    return Err(Error::arg("a list of tensors holds something else"));
                }
                unsafe { jtorch_push_tensor_list(s, t.as_ptr(), t.len(), optional) }
            }
            other => return Err(Error::arg(format!("cannot give a list for {other:?}[]"))),
        };
        pushed(ok)
    }

    /// Calls the operator and takes what it returned: every tensor is
    /// owned by the returned values (dropped with them unless kept).
    pub fn call(&mut self, handle: *const c_void) -> std::result::Result<Vec<Returned>, String> {
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
    pub fn call_one(&mut self, handle: *const c_void) -> std::result::Result<Option<Tensor>, String> {
        let mut out = std::ptr::null_mut();
        // SAFETY: `handle` came from jtorch_op_handle; the stack is live.
        let err = unsafe { jtorch_call_boxed_one(handle, self.0, &mut out) };
        if !err.is_null() {
            return Err(take_c_string(err));
        }
        // SAFETY: a new at::Tensor* the shim handed over; owned from here on.
        Ok((!out.is_null()).then(|| unsafe { Tensor::from_ptr(out.cast()) }))
    }

    /// Calls the operator; its flattened results, valid until the stack is used again.
    fn run(&mut self, handle: *const c_void) -> std::result::Result<&[RawValue], String> {
        // SAFETY: `handle` came from jtorch_op_handle; the stack is live.
        let err = unsafe { jtorch_call_boxed(handle, self.0) };
        if !err.is_null() {
            return Err(take_c_string(err));
        }
        let mut n = 0usize;
        // SAFETY: the shim returns its vector's buffer and length, valid until the next call on this stack.
        let raw = unsafe { jtorch_stack_values(self.0, &mut n) };
        Ok(if n == 0 { &[][..] } else { unsafe { std::slice::from_raw_parts(raw, n) } })
    }
}

fn known(code: Option<i32>, name: &str) -> Result<i32> {
    code.ok_or_else(|| Error::arg(format!("unknown name {name}")))
}

/// One flattened result, its tensor owned.
pub enum Returned {
    Tensor(Tensor),
    Text(String),
    Plain(RawValue),
}
