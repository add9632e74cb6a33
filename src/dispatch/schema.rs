//! LibTorch's operator schemas as jtorch reads them from the dispatcher
//! (src/shims/dispatcher.cpp `jtorch_op_table`): every overload's arguments with
//! their types, defaults, keyword-only marks and writes, and its returns.

use crate::error::{Error, Result};
use crate::shims::{self, dispatcher::OpHandle};
use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

/// An argument's or a return's type, as the schema names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ty {
    Tensor,
    Int,
    SymInt,
    Float,
    Bool,
    /// A number of any kind (PyTorch's `Scalar`).
    Scalar,
    Complex,
    Str,
    ScalarType,
    Layout,
    Device,
    MemoryFormat,
    Generator,
    Dimname,
    List(Box<Ty>),
    Optional(Box<Ty>),
    /// A type no jtorch value gives (Storage, Stream, a custom class, ...).
    Other(String),
}

impl Ty {
    /// Parses a type as LibTorch prints it: `Tensor?[]`, `SymInt[]?`, `ScalarType?`.
    pub fn parse(s: &str) -> Ty {
        if let Some(inner) = s.strip_suffix('?') {
            return Ty::Optional(Box::new(Ty::parse(inner)));
        }
        if let Some(inner) = s.strip_suffix("[]") {
            return Ty::List(Box::new(Ty::parse(inner)));
        }
        match s {
            "Tensor" => Ty::Tensor,
            "int" => Ty::Int,
            "SymInt" => Ty::SymInt,
            "float" => Ty::Float,
            "bool" => Ty::Bool,
            "Scalar" => Ty::Scalar,
            "complex" => Ty::Complex,
            "str" => Ty::Str,
            "ScalarType" => Ty::ScalarType,
            "Layout" => Ty::Layout,
            "Device" => Ty::Device,
            "MemoryFormat" => Ty::MemoryFormat,
            "Generator" => Ty::Generator,
            "Dimname" => Ty::Dimname,
            other => Ty::Other(other.to_string()),
        }
    }

    /// Whether a jtorch value can be given for it.
    pub fn supported(&self) -> bool {
        match self {
            Ty::Other(_) => false,
            Ty::List(t) => match &**t {
                Ty::Optional(inner) => **inner == Ty::Tensor,
                Ty::List(_) | Ty::Generator => false,
                t => t.supported(),
            },
            Ty::Optional(t) => t.supported(),
            _ => true,
        }
    }

    /// The type without its `?`.
    pub fn base(&self) -> &Ty {
        match self {
            Ty::Optional(t) => t,
            t => t,
        }
    }
}

#[derive(Clone, Debug)]
pub struct Param {
    pub name: String,
    pub ty: Ty,
    /// The fixed length of a list (`int[2] stride`), which also takes one integer.
    pub n: Option<usize>,
    pub kwarg_only: bool,
    pub has_default: bool,
    /// Written in place (`Tensor(a!)`).
    pub writes: bool,
}

#[derive(Debug)]
pub struct Overload {
    /// `aten::add`.
    pub name: String,
    /// `Tensor` (empty for the default overload).
    pub overload: String,
    /// The schema as LibTorch prints it.
    pub schema: String,
    pub params: Vec<Param>,
    /// Indices of the parameters that may be given by position.
    pub positional: Vec<usize>,
    pub returns: Vec<Ty>,
    /// Whether its tensors may skip LibTorch's Autograd kernel when none has
    /// autograd metadata (see `AUTOGRAD_OWN`).
    pub may_skip_autograd: bool,
    /// Whether it writes any argument in place.
    pub writes: bool,
    /// Whether it returns exactly one tensor.
    pub returns_one_tensor: bool,
    handle: OnceLock<OpHandle>,
}

/// Operators that LibTorch implements in its Autograd kernel itself: they
/// always go through it.
const AUTOGRAD_OWN: &[&str] = &[
    "aten::_backward",
    "aten::data",
    "aten::is_leaf",
    "aten::output_nr",
    "aten::_version",
    "aten::retains_grad",
    "aten::retain_grad",
    "aten::requires_grad_",
    "aten::set_data",
    "aten::detach",
    "aten::detach_",
    "aten::_fw_primal",
    "aten::_make_dual",
    "aten::_unpack_dual",
    "aten::_set_requires_grad",
];

impl Overload {
    /// `aten::add.Tensor`, or `aten::add` for the default overload.
    pub fn full_name(&self) -> String {
        if self.overload.is_empty() {
            self.name.clone()
        } else {
            format!("{}.{}", self.name, self.overload)
        }
    }

    /// Whether every argument the caller must give has a type jtorch can give.
    pub fn callable(&self) -> bool {
        self.params.iter().all(|p| p.has_default || p.ty.supported())
    }

    /// The dispatcher's handle on this overload, found once.
    pub fn handle(&self) -> Result<OpHandle> {
        if let Some(h) = self.handle.get() {
            return Ok(*h);
        }
        let name =
            std::ffi::CString::new(self.name.as_str()).map_err(|_| Error::arg("an operator name holds a NUL"))?;
        let overload =
            std::ffi::CString::new(self.overload.as_str()).map_err(|_| Error::arg("an overload name holds a NUL"))?;
        let h = shims::dispatcher::op_handle(&name, &overload)
            .ok_or_else(|| Error::Torch(format!("the dispatcher no longer has {}", self.full_name())))?;
        Ok(*self.handle.get_or_init(|| h))
    }
}

/// Every overload the dispatcher holds, by operator name.
pub struct Table {
    pub overloads: Vec<Arc<Overload>>,
    pub by_name: HashMap<String, Vec<Arc<Overload>>>,
}

impl Table {
    /// Reads the dispatcher's table now.
    pub fn load() -> Result<Table> {
        let text = shims::dispatcher::op_table()
            .map_err(|msg| Error::Torch(format!("reading the dispatcher's operators: {msg}")))?;
        Table::parse(&text)
    }

    /// Parses the shim's rows (see `jtorch_op_table`).
    pub fn parse(text: &str) -> Result<Table> {
        let bad = |line: &str| Error::Torch(format!("unreadable row of the operator table: {line:?}"));
        let mut overloads: Vec<Overload> = Vec::new();
        for line in text.lines() {
            let f: Vec<&str> = line.split('\t').collect();
            match f.as_slice() {
                ["O", name, overload, schema] => overloads.push(Overload {
                    name: name.to_string(),
                    overload: overload.to_string(),
                    schema: schema.to_string(),
                    params: Vec::new(),
                    positional: Vec::new(),
                    returns: Vec::new(),
                    may_skip_autograd: false,
                    writes: false,
                    returns_one_tensor: false,
                    handle: OnceLock::new(),
                }),
                ["A", name, ty, n, kw, default, writes] => {
                    let o = overloads.last_mut().ok_or_else(|| bad(line))?;
                    o.params.push(Param {
                        name: name.to_string(),
                        ty: Ty::parse(ty),
                        n: n.parse::<i64>().ok().and_then(|n| usize::try_from(n).ok()),
                        kwarg_only: *kw == "1",
                        has_default: *default == "1",
                        writes: *writes == "1",
                    });
                }
                ["R", ty, _writes] => {
                    overloads.last_mut().ok_or_else(|| bad(line))?.returns.push(Ty::parse(ty));
                }
                [""] => {}
                _ => return Err(bad(line)),
            }
        }
        for o in &mut overloads {
            o.positional = (0..o.params.len()).filter(|&i| !o.params[i].kwarg_only).collect();
            // An op that writes a tensor keeps the Autograd kernel: it checks
            // in-place rules (a leaf that requires grad, a view's base).
            o.writes = o.params.iter().any(|p| p.writes);
            o.returns_one_tensor = o.returns == [Ty::Tensor];
            o.may_skip_autograd = !o.writes && !AUTOGRAD_OWN.contains(&o.name.as_str());
        }
        // PyTorch tries overloads in a fixed order; here the default one leads
        // and the others follow by name, so that resolution never depends on
        // the order the dispatcher lists them in.
        overloads.sort_by(|a, b| {
            (&a.name, !a.overload.is_empty(), &a.overload).cmp(&(&b.name, !b.overload.is_empty(), &b.overload))
        });
        let overloads: Vec<Arc<Overload>> = overloads.into_iter().map(Arc::new).collect();
        let mut by_name: HashMap<String, Vec<Arc<Overload>>> = HashMap::new();
        for o in &overloads {
            by_name.entry(o.name.clone()).or_default().push(o.clone());
        }
        Ok(Table { overloads, by_name })
    }
}

#[cfg(test)]
mod tests {
    use super::{Table, Ty};

    #[test]
    fn types_parse_with_optional_and_list_marks_in_either_order() {
        assert_eq!(Ty::parse("Tensor?[]"), Ty::List(Box::new(Ty::Optional(Box::new(Ty::Tensor)))));
        assert_eq!(Ty::parse("SymInt[]?"), Ty::Optional(Box::new(Ty::List(Box::new(Ty::SymInt)))));
        assert_eq!(Ty::parse("ScalarType?"), Ty::Optional(Box::new(Ty::ScalarType)));
        assert!(!Ty::parse("Storage").supported());
        assert!(Ty::parse("Tensor?[]").supported());
        assert!(!Ty::parse("int?[]").supported());
    }

    #[test]
    fn rows_become_overloads_with_the_default_overload_first() {
        let text = "O\taten::add\tTensor\taten::add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor\n\
                    A\tself\tTensor\t-1\t0\t0\t0\nA\tother\tTensor\t-1\t0\t0\t0\nA\talpha\tScalar\t-1\t1\t1\t0\nR\tTensor\t0\n\
                    O\taten::add\t\taten::add(Tensor self) -> Tensor\nA\tself\tTensor\t-1\t0\t0\t0\nR\tTensor\t0\n";
        let t = Table::parse(text).expect("parses");
        let adds = &t.by_name["aten::add"];
        assert_eq!(adds.len(), 2);
        assert_eq!(adds[0].overload, "");
        assert_eq!(adds[1].full_name(), "aten::add.Tensor");
        assert!(adds[1].params[2].kwarg_only && adds[1].params[2].has_default);
        assert!(Table::parse("X\tbad\n").is_err());
        assert!(Table::parse("A\tself\tTensor\t-1\t0\t0\t0\n").is_err(), "an argument before any overload");
    }
}
