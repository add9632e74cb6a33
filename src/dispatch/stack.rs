//! The IValue stack of one boxed call (src/shims/dispatcher.cpp), filled from a
//! resolved call's bindings, and the values the operator returned.

use super::resolve::{device_named, layout_code, memory_format_code, scalar_type_code, Binding, Bound};
use super::schema::{Overload, Ty};
use super::value::Args;
use super::value::Value;
use crate::error::{Error, Result};
use tch::Tensor;

pub use crate::shims::dispatcher::Returned;
use crate::shims::dispatcher::{self as shim, OpHandle};

/// A stack of its own for each call, freed when dropped.
pub struct Stack(shim::Stack);

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
    #[inline]
    pub fn clear(&mut self) {
        self.0.clear();
    }

    pub fn new(reserve: usize) -> Result<Stack> {
        shim::Stack::new(reserve)
            .map(Stack)
            .ok_or_else(|| Error::OutOfMemory("no memory for an operator's stack".into()))
    }

    /// Pushes every parameter of `o` as `bound` gives it.
    pub fn fill(
        &mut self,
        o: &Overload,
        handle: OpHandle,
        binding: Binding,
        args: &Args,
        x: &Inputs<'_>,
    ) -> Result<()> {
        for (k, p) in o.params.iter().enumerate() {
            match binding.get(o, args, k) {
                Bound::Default => pushed(self.0.push_default(handle, k))?,
                Bound::Ints(v) => {
                    let v: Vec<i64> = v.iter().map(|v| if let Value::Int(i) = v { *i } else { 0 }).collect();
                    pushed(self.0.push_int_list(&v))?
                }
                Bound::Value(Value::Str(i) | Value::Keyword(i)) if p.name == "reduction" && *p.ty.base() == Ty::Int => {
                    let code = x
                        .strings
                        .get(*i)
                        .and_then(|s| super::resolve::reduction_code(s))
                        .ok_or_else(|| Error::arg("unknown reduction"))?;
                    pushed(self.0.push_int(code))?
                }
                Bound::Value(v) => self.push(&p.ty, p.n, v, x)?,
            }
        }
        Ok(())
    }

    fn push(&mut self, ty: &Ty, n: Option<usize>, v: &Value, x: &Inputs<'_>) -> Result<()> {
        let s = &mut self.0;
        let text = |i: &usize| x.strings.get(*i).map(String::as_str).unwrap_or("");
        let ok = match (ty.base(), v) {
            (_, Value::None) => s.push_none(),
            (Ty::Tensor, Value::Tensor(i)) => s.push_tensor(&x.tensors[*i].tensor),
            (Ty::Tensor, v) => {
                let (d, i, is_int) = number_parts(v);
                s.push_wrapped_number(d, i, is_int)
            }
            (Ty::Int | Ty::SymInt, Value::Int(i)) => s.push_int(*i),
            (Ty::Float, Value::Int(i)) => s.push_double(*i as f64),
            (Ty::Float, Value::Float(f)) => s.push_double(*f),
            (Ty::Bool, Value::Bool(b)) => s.push_bool(*b),
            (Ty::Scalar | Ty::Complex, Value::Complex(re, im)) => s.push_complex(*re, *im),
            (Ty::Complex, v) => s.push_complex(number_parts(v).0, 0.0),
            (Ty::Scalar, Value::Int(i)) => s.push_int(*i),
            (Ty::Scalar, Value::Float(f)) => s.push_double(*f),
            (Ty::Scalar, Value::Bool(b)) => s.push_bool(*b),
            (Ty::Str | Ty::Dimname, Value::Str(i) | Value::Keyword(i)) => {
                let t = text(i);
                s.push_str(t)
            }
            (Ty::ScalarType, Value::Dtype(c)) => {
                let name = crate::dtype::name_of(crate::dtype::kind_of(*c)?);
                s.push_scalar_type(known(scalar_type_code(&name), &name)?)
            }
            (Ty::ScalarType, Value::Keyword(i) | Value::Str(i)) => {
                s.push_scalar_type(known(scalar_type_code(text(i)), text(i))?)
            }
            (Ty::Layout, Value::Keyword(i) | Value::Str(i)) => s.push_layout(known(layout_code(text(i)), text(i))?),
            (Ty::MemoryFormat, Value::Keyword(i) | Value::Str(i)) => {
                s.push_memory_format(known(memory_format_code(text(i)), text(i))?)
            }
            (Ty::Device, Value::Device(c)) => {
                let d = crate::dtype::device_of(*c)?;
                let (ty, index) = match d {
                    tch::Device::Cuda(n) => (1, n as i32),
                    _ => (0, -1),
                };
                s.push_device(ty, index)
            }
            (Ty::Device, Value::Keyword(i) | Value::Str(i)) => {
                let (ty, index) =
                    device_named(text(i)).ok_or_else(|| Error::arg(format!("unknown device {}", text(i))))?;
                s.push_device(ty, index)
            }
            (Ty::List(elem), v) => return self.push_list(elem, n, v, x),
            (ty, v) => return Err(Error::arg(format!("cannot give {} for {ty:?}", v.describe(x.strings)))),
        };
        pushed(ok)
    }

    fn push_list(&mut self, elem: &Ty, n: Option<usize>, v: &Value, x: &Inputs<'_>) -> Result<()> {
        let s = &mut self.0;
        let items: &[Value] = match v {
            Value::List(items) => items,
            Value::Int(i) => {
                let v = vec![*i; n.unwrap_or(1)];
                return pushed(s.push_int_list(&v));
            }
            v => return Err(Error::arg(format!("cannot give {} for a list", v.describe(x.strings)))),
        };
        let ok = match elem {
            Ty::Int | Ty::SymInt => {
                let v: Vec<i64> = items.iter().map(|v| if let Value::Int(i) = v { *i } else { 0 }).collect();
                // A fixed-length list given one integer too few or many is LibTorch's to refuse.
                s.push_int_list(&v)
            }
            Ty::Float => {
                let v: Vec<f64> = items.iter().map(|v| number_parts(v).0).collect();
                s.push_double_list(&v)
            }
            Ty::Bool => {
                let v: Vec<bool> = items.iter().map(|v| matches!(v, Value::Bool(true))).collect();
                s.push_bool_list(&v)
            }
            Ty::Scalar => {
                let parts: Vec<(f64, i64, bool)> = items.iter().map(number_parts).collect();
                s.push_scalar_list(&parts)
            }
            Ty::Str | Ty::Dimname => {
                let t: Vec<&str> = items
                    .iter()
                    .map(|v| if let Value::Str(i) | Value::Keyword(i) = v { x.strings[*i].as_str() } else { "" })
                    .collect();
                s.push_str_list(&t)
            }
            Ty::Tensor | Ty::Optional(_) => {
                let optional = matches!(elem, Ty::Optional(_));
                if !optional && !items.iter().all(|v| matches!(v, Value::Tensor(_))) {
                    return Err(Error::arg("a list of tensors holds something else"));
                }
                let t = items.iter().map(|v| if let Value::Tensor(i) = v { Some(&x.tensors[*i].tensor) } else { None });
                s.push_tensor_list(t, optional)
            }
            other => return Err(Error::arg(format!("cannot give a list for {other:?}[]"))),
        };
        pushed(ok)
    }

    /// Calls the operator and takes what it returned: every tensor is
    /// owned by the returned values (dropped with them unless kept).
    #[inline]
    pub fn call(&mut self, handle: OpHandle) -> std::result::Result<Vec<Returned>, String> {
        self.0.call(handle)
    }

    /// `call` of an overload that returns one tensor: it, or None when it
    /// came back undefined.
    #[inline]
    pub fn call_one(&mut self, handle: OpHandle) -> std::result::Result<Option<Tensor>, String> {
        self.0.call_one(handle)
    }
}

fn known(code: Option<i32>, name: &str) -> Result<i32> {
    code.ok_or_else(|| Error::arg(format!("unknown name {name}")))
}
