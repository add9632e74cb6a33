//! Which overload of an operator a call means, decided from the arguments as
//! PyTorch's Python binding decides it: positional values fill the
//! positional parameters in order, named values any parameter of that name,
//! everything left must have a default, and every value must fit its
//! parameter's type. Of the overloads that take the call, the one that
//! leaves the fewest parameters to their defaults wins, then the default
//! overload, then the first by name. A number is taken for a Tensor (after
//! the first) only by the operators PyTorch's Python binding lets take one
//! (`NUMBERS_AS_TENSORS`), and only when no overload takes the call otherwise.

use super::schema::{Overload, Ty};
use super::value::{Args, Value};
use crate::error::{Error, Result};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

/// How a parameter is given.
#[derive(Debug, PartialEq)]
pub enum Bound<'a> {
    Value(&'a Value),
    /// Its schema default.
    Default,
    /// Integers given one by one for an integer list (`permute(x, 1, 0)`).
    Ints(&'a [Value]),
}

/// How a call's values fill an overload's parameters, found by `bind`:
/// `get` gives each parameter's without building a list.
#[derive(Clone, Copy, Debug)]
pub struct Binding {
    /// How many positional parameters are given by position.
    by_position: usize,
    /// Where integers given one by one start, if they are.
    varargs: Option<usize>,
}

impl Binding {
    /// Values given by position only, one per positional parameter from the first.
    pub fn positional(n: usize) -> Binding {
        Binding { by_position: n, varargs: None }
    }

    /// Whether this binding is `positional(n)`.
    pub fn is_positional(&self, n: usize) -> bool {
        self.by_position == n && self.varargs.is_none()
    }

    /// How parameter `i` of `o` is given by `args`.
    pub fn get<'a>(&self, o: &Overload, args: &'a Args, i: usize) -> Bound<'a> {
        if let Some(k) = o.positional[..self.by_position].iter().position(|&j| j == i) {
            return if Some(k) == self.varargs {
                Bound::Ints(&args.positional[k..])
            } else {
                Bound::Value(&args.positional[k])
            };
        }
        let name = &o.params[i].name;
        args.named.iter().find(|(n, _)| n == name).map_or(Bound::Default, |(_, v)| Bound::Value(v))
    }
}

/// ScalarType codes of LibTorch's `c10::ScalarType`, by the names PyTorch gives dtypes.
const SCALAR_TYPES: &[(&str, i32)] = &[
    ("uint8", 0),
    ("int8", 1),
    ("int16", 2),
    ("short", 2),
    ("int32", 3),
    ("int", 3),
    ("int64", 4),
    ("long", 4),
    ("float16", 5),
    ("half", 5),
    ("float32", 6),
    ("float", 6),
    ("float64", 7),
    ("double", 7),
    ("complex32", 8),
    ("chalf", 8),
    ("complex64", 9),
    ("cfloat", 9),
    ("complex128", 10),
    ("cdouble", 10),
    ("bool", 11),
    ("qint8", 12),
    ("quint8", 13),
    ("qint32", 14),
    ("bfloat16", 15),
    ("quint4x2", 16),
    ("quint2x4", 17),
    ("float8_e5m2", 23),
    ("float8_e4m3fn", 24),
    ("float8_e5m2fnuz", 25),
    ("float8_e4m3fnuz", 26),
    ("uint16", 27),
    ("uint32", 28),
    ("uint64", 29),
];
const LAYOUTS: &[(&str, i32)] = &[
    ("strided", 0),
    ("sparse_coo", 1),
    ("sparse_csr", 2),
    ("_mkldnn", 3),
    ("sparse_csc", 4),
    ("sparse_bsr", 5),
    ("sparse_bsc", 6),
    ("jagged", 7),
];
const MEMORY_FORMATS: &[(&str, i32)] =
    &[("contiguous_format", 0), ("preserve_format", 1), ("channels_last", 2), ("channels_last_3d", 3)];

fn code_in(table: &[(&str, i32)], name: &str) -> Option<i32> {
    let name = name.strip_prefix("torch.").unwrap_or(name);
    table.iter().find(|(n, _)| *n == name).map(|(_, c)| *c)
}

pub fn scalar_type_code(name: &str) -> Option<i32> {
    code_in(SCALAR_TYPES, name)
}
/// The canonical name of LibTorch's ScalarType `code` (`float32`).
pub fn scalar_type_name(code: i64) -> Option<&'static str> {
    SCALAR_TYPES.iter().find(|(_, c)| i64::from(*c) == code).map(|(n, _)| *n)
}

pub fn layout_code(name: &str) -> Option<i32> {
    code_in(LAYOUTS, name)
}
pub fn memory_format_code(name: &str) -> Option<i32> {
    code_in(MEMORY_FORMATS, name)
}

/// A device named `cpu`, `cuda` or `cuda:N`: (type, index), 0 the CPU, 1 CUDA, -1 the current one.
pub fn device_named(name: &str) -> Option<(i32, i32)> {
    match name {
        "cpu" => Some((0, -1)),
        "cuda" => Some((1, -1)),
        _ => {
            let n = name.strip_prefix("cuda:")?.parse::<i32>().ok()?;
            (0..=i32::from(i8::MAX)).contains(&n).then_some((1, n))
        }
    }
}

/// The operators whose Tensor arguments PyTorch's Python binding lets a number fill (its
/// `should_allow_numbers_as_tensors`).
const NUMBERS_AS_TENSORS: &[&str] = &[
    "add",
    "add_",
    "div",
    "div_",
    "divide",
    "divide_",
    "mul",
    "mul_",
    "multiply",
    "multiply_",
    "sub",
    "sub_",
    "subtract",
    "subtract_",
    "true_divide",
    "true_divide_",
    "floor_divide",
    "floor_divide_",
    "to",
    "_to_copy",
    "copy_",
    "copy",
    "_conj",
];

/// Whether operator `name` (`aten::add`) lets a number fill a Tensor argument.
fn takes_numbers_as_tensors(name: &str) -> bool {
    name.strip_prefix("aten::").is_some_and(|n| NUMBERS_AS_TENSORS.contains(&n))
}

fn is_number(v: &Value) -> bool {
    matches!(v, Value::Int(_) | Value::Float(_) | Value::Bool(_) | Value::Complex(..))
}

/// A loss's `reduction` by the name torch.nn.functional takes: LibTorch's
/// schemas take its code.
pub fn reduction_code(name: &str) -> Option<i64> {
    match name {
        "none" => Some(0),
        "mean" => Some(1),
        "sum" => Some(2),
        _ => None,
    }
}

/// Whether `v` can be given for parameter `p`: its type, or a loss's reduction by name.
fn fits(p: &super::schema::Param, v: &Value, strings: &[String], numbers_as_tensors: bool) -> bool {
    if let (true, Value::Str(i) | Value::Keyword(i)) = (p.name == "reduction" && *p.ty.base() == Ty::Int, v) {
        return strings.get(*i).and_then(|s| reduction_code(s)).is_some();
    }
    accepts(&p.ty, p.n, v, strings, numbers_as_tensors)
}

/// Whether `v` can be given for a parameter of type `ty` (fixed length `n`).
/// `numbers_as_tensors`: the second pass, where a number fits a Tensor.
pub fn accepts(ty: &Ty, n: Option<usize>, v: &Value, strings: &[String], numbers_as_tensors: bool) -> bool {
    let text = |i: &usize| strings.get(*i).map(String::as_str).unwrap_or("");
    match (ty, v) {
        (Ty::Optional(_), Value::None) => true,
        (Ty::Optional(t), v) => accepts(t, n, v, strings, numbers_as_tensors),
        (Ty::Tensor, Value::Tensor(_)) => true,
        (Ty::Tensor, v) => numbers_as_tensors && is_number(v),
        (Ty::Int | Ty::SymInt, Value::Int(_)) => true,
        (Ty::Float, Value::Int(_) | Value::Float(_)) => true,
        (Ty::Bool, Value::Bool(_)) => true,
        (Ty::Scalar, v) => is_number(v),
        (Ty::Complex, Value::Int(_) | Value::Float(_) | Value::Complex(..)) => true,
        (Ty::Str | Ty::Dimname, Value::Str(_) | Value::Keyword(_)) => true,
        (Ty::ScalarType, Value::Dtype(_)) => true,
        (Ty::ScalarType, Value::Keyword(i) | Value::Str(i)) => scalar_type_code(text(i)).is_some(),
        (Ty::Layout, Value::Keyword(i) | Value::Str(i)) => layout_code(text(i)).is_some(),
        (Ty::MemoryFormat, Value::Keyword(i) | Value::Str(i)) => memory_format_code(text(i)).is_some(),
        (Ty::Device, Value::Device(_)) => true,
        (Ty::Device, Value::Keyword(i) | Value::Str(i)) => device_named(text(i)).is_some(),
        (Ty::List(elem), Value::List(items)) => {
            ty.supported()
                && n.is_none_or(|n| items.len() == n || elem_is_int(elem))
                && items.iter().all(|item| accepts(elem, None, item, strings, false))
        }
        (Ty::List(elem), Value::Int(_)) => n.is_some() && elem_is_int(elem),
        _ => false,
    }
}

fn elem_is_int(t: &Ty) -> bool {
    matches!(t, Ty::Int | Ty::SymInt)
}

/// The integer-list parameter that positional integers may be given for one by one: the last positional parameter.
fn varargs_at(o: &Overload) -> Option<usize> {
    let last = o.positional.len().checked_sub(1)?;
    matches!(o.params[o.positional[last]].ty.base(), Ty::List(e) if elem_is_int(e)).then_some(last)
}

/// Binds `args` to `o`'s parameters, or says why they do not fit.
///
/// The reason is written only with `explain` (the call that failed, for its
/// message): resolution tries every overload, and most do not fit.
pub fn bind(
    o: &Overload,
    args: &Args,
    strings: &[String],
    numbers_as_tensors: bool,
    explain: bool,
) -> std::result::Result<(Binding, usize), String> {
    let why = |f: &dyn Fn() -> String| if explain { f() } else { String::new() };
    let positional = &o.positional;
    let given = &args.positional;
    // Integers for the last integer list, one by one: where they start.
    let varargs = if given.len() > positional.len() {
        match varargs_at(o) {
            Some(at) if at + 1 == positional.len() && given[at..].iter().all(|v| matches!(v, Value::Int(_))) => {
                Some(at)
            }
            _ => return Err(why(&|| format!("takes {} positional arguments, got {}", positional.len(), given.len()))),
        }
    } else {
        None
    };
    let by_position = &positional[..varargs.map_or(given.len(), |at| at + 1)];
    for (name, _) in &args.named {
        match o.params.iter().position(|p| p.name == *name) {
            None => return Err(why(&|| format!("has no argument named {name}"))),
            Some(i) if by_position.contains(&i) => {
                return Err(why(&|| format!("got {name} both by position and by name")))
            }
            Some(_) => {}
        }
    }
    // Checked without allocating: most overloads tried do not fit.
    let binding = Binding { by_position: by_position.len(), varargs };
    let mut defaults = 0;
    for (i, p) in o.params.iter().enumerate() {
        match binding.get(o, args, i) {
            Bound::Default if p.has_default => defaults += 1,
            Bound::Default => return Err(why(&|| format!("needs {} ({})", p.name, show(&p.ty, p.n)))),
            Bound::Value(v) if !fits(p, v, strings, numbers_as_tensors && i > 0 && !p.writes) => {
                return Err(why(&|| format!("needs {} for {}, got {}", show(&p.ty, p.n), p.name, v.describe(strings))));
            }
            _ => {}
        }
    }
    Ok((binding, defaults))
}

/// A type as the schema writes it.
pub fn show(ty: &Ty, n: Option<usize>) -> String {
    match ty {
        Ty::Optional(t) => format!("{}?", show(t, n)),
        Ty::List(t) => format!("{}[{}]", show(t, None), n.map(|n| n.to_string()).unwrap_or_default()),
        Ty::Other(s) => s.clone(),
        Ty::Tensor => "Tensor".into(),
        Ty::Int => "int".into(),
        Ty::SymInt => "SymInt".into(),
        Ty::Float => "float".into(),
        Ty::Bool => "bool".into(),
        Ty::Scalar => "Scalar".into(),
        Ty::Complex => "complex".into(),
        Ty::Str => "str".into(),
        Ty::ScalarType => "ScalarType".into(),
        Ty::Layout => "Layout".into(),
        Ty::Device => "Device".into(),
        Ty::MemoryFormat => "MemoryFormat".into(),
        Ty::Generator => "Generator".into(),
        Ty::Dimname => "Dimname".into(),
    }
}

/// The overloads recently chosen for call signatures (`Args::signature`),
/// a few per operator: a call whose signature is there binds that overload
/// alone. An entry is one word, the signature's high bits, the pass (numbers
/// as tensors) and the overload's index, so a read never sees half an entry.
#[derive(Default)]
pub struct Choices([AtomicU64; 4]);

const INDEX_BITS: u64 = 7;
const PASS_BIT: u64 = 1 << INDEX_BITS;
const KEY_MASK: u64 = !0xFF;

impl Choices {
    fn get(&self, signature: u64) -> Option<(usize, bool)> {
        let e = self.0[(signature % 4) as usize].load(Ordering::Relaxed);
        (e != 0 && e & KEY_MASK == signature & KEY_MASK).then(|| ((e & (PASS_BIT - 1)) as usize - 1, e & PASS_BIT != 0))
    }

    fn put(&self, signature: u64, index: usize, numbers_as_tensors: bool) {
        if index + 1 < PASS_BIT as usize {
            let e = (signature & KEY_MASK) | if numbers_as_tensors { PASS_BIT } else { 0 } | (index as u64 + 1);
            self.0[(signature % 4) as usize].store(e, Ordering::Relaxed);
        }
    }
}

/// The overloads chosen for calls of a few values by position only, by the
/// exact kinds of those values (`exact_key`): no two calls share a key, so
/// a remembered choice needs no check. One word an entry, as in `Choices`.
#[derive(Default)]
pub struct ExactChoices([AtomicU64; 4]);

/// The key of a call of at most eight values by position whose kinds are
/// tags below 8 (tensor, integer, float, boolean, none): the count, then
/// three bits a tag. None for any other call.
pub fn exact_key(data: &[i64]) -> Option<u64> {
    let mut key = 0u64;
    let mut n = 0u64;
    let mut k = 0;
    while k < data.len() {
        let tag = data[k];
        let width = match tag {
            super::value::NONE => 1,
            super::value::TENSOR | super::value::INT | super::value::FLOAT | super::value::BOOL => 2,
            _ => return None,
        };
        if n == 8 || k + width > data.len() {
            return None;
        }
        key |= (tag as u64) << (4 + 3 * n);
        n += 1;
        k += width;
    }
    Some(key | n)
}

impl ExactChoices {
    /// The overload chosen for calls of `key`, and whether they are plain
    /// calls (`plain::applies`).
    pub fn get(&self, key: u64) -> Option<(usize, bool)> {
        let e = self.0[(key % 4) as usize].load(Ordering::Relaxed);
        (e != 0 && e >> 9 == key).then(|| ((e & 0xFF) as usize - 1, e & 0x100 != 0))
    }

    pub fn put(&self, key: u64, index: usize, plain: bool) {
        if index < 0xFF && key < (1 << 55) {
            let e = (key << 9) | (u64::from(plain) << 8) | (index as u64 + 1);
            self.0[(key % 4) as usize].store(e, Ordering::Relaxed);
        }
    }
}

/// The overload of `overloads` that takes `args`, with how each parameter is given.
pub fn resolve<'o>(
    name: &str,
    overloads: &'o [Arc<Overload>],
    args: &Args,
    strings: &[String],
    choices: &Choices,
) -> Result<(&'o Overload, Binding)> {
    // Equal signatures resolve alike; binding again checks the one chosen.
    if let Some((i, numbers_as_tensors)) = choices.get(args.signature) {
        if let Some(Ok((b, _))) = overloads.get(i).map(|o| bind(o, args, strings, numbers_as_tensors, false)) {
            return Ok((&overloads[i], b));
        }
    }
    let passes: &[bool] =
        if takes_numbers_as_tensors(name.split('.').next().unwrap_or(name)) { &[false, true] } else { &[false] };
    for &numbers_as_tensors in passes {
        let mut best: Option<(usize, Binding, usize)> = None;
        for (i, o) in overloads.iter().enumerate() {
            if let Ok((b, defaults)) = bind(o, args, strings, numbers_as_tensors, false) {
                if best.as_ref().is_none_or(|(_, _, d)| defaults < *d) {
                    best = Some((i, b, defaults));
                }
            }
        }
        if let Some((i, b, _)) = best {
            choices.put(args.signature, i, numbers_as_tensors);
            return Ok((&overloads[i], b));
        }
    }
    Err(no_match(name, overloads, args, strings))
}

#[cold]
fn no_match(name: &str, overloads: &[Arc<Overload>], args: &Args, strings: &[String]) -> Error {
    let mut given: Vec<String> = args.positional.iter().map(|v| v.describe(strings)).collect();
    given.extend(args.named.iter().map(|(n, v)| format!("{n}={}", v.describe(strings))));
    let mut msg = format!("{name}: no overload takes ({})", given.join(", "));
    for o in overloads {
        let why = bind(o, args, strings, false, true).err().unwrap_or_default();
        msg.push_str(&format!("\n  {}: {why}", o.schema));
    }
    Error::arg(msg)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dispatch::schema::Table;
    use crate::dispatch::value::Value;

    fn table() -> Table {
        let mut text = String::new();
        let mut op = |name: &str, overload: &str, params: &[(&str, &str, i64, bool, bool)], ret: &str| {
            text.push_str(&format!("O\t{name}\t{overload}\t{name}.{overload}(...)\n"));
            for (n, ty, len, kw, default) in params {
                text.push_str(&format!(
                    "A\t{n}\t{ty}\t{len}\t{}\t{}\t{}\n",
                    *kw as u8,
                    *default as u8,
                    (*n == "out") as u8
                ));
            }
            text.push_str(&format!("R\t{ret}\t0\n"));
        };
        op(
            "aten::add",
            "Tensor",
            &[
                ("self", "Tensor", -1, false, false),
                ("other", "Tensor", -1, false, false),
                ("alpha", "Scalar", -1, true, true),
            ],
            "Tensor",
        );
        op(
            "aten::add",
            "Scalar",
            &[
                ("self", "Tensor", -1, false, false),
                ("other", "Scalar", -1, false, false),
                ("alpha", "Scalar", -1, false, true),
            ],
            "Tensor",
        );
        op(
            "aten::add",
            "out",
            &[
                ("self", "Tensor", -1, false, false),
                ("other", "Tensor", -1, false, false),
                ("alpha", "Scalar", -1, true, true),
                ("out", "Tensor", -1, true, false),
            ],
            "Tensor",
        );
        op(
            "aten::sum",
            "",
            &[("self", "Tensor", -1, false, false), ("dtype", "ScalarType?", -1, true, true)],
            "Tensor",
        );
        op(
            "aten::sum",
            "dim_IntList",
            &[
                ("self", "Tensor", -1, false, false),
                ("dim", "int[]?", 1, false, false),
                ("keepdim", "bool", -1, false, true),
                ("dtype", "ScalarType?", -1, true, true),
            ],
            "Tensor",
        );
        op("aten::std", "", &[("self", "Tensor", -1, false, false), ("unbiased", "bool", -1, false, true)], "Tensor");
        op(
            "aten::std",
            "correction",
            &[
                ("self", "Tensor", -1, false, false),
                ("dim", "int[]?", 1, false, true),
                ("correction", "Scalar?", -1, true, true),
                ("keepdim", "bool", -1, true, true),
            ],
            "Tensor",
        );
        op("aten::permute", "", &[("self", "Tensor", -1, false, false), ("dims", "int[]", -1, false, false)], "Tensor");
        op(
            "aten::maximum",
            "",
            &[("self", "Tensor", -1, false, false), ("other", "Tensor", -1, false, false)],
            "Tensor",
        );
        Table::parse(&text).expect("table")
    }

    fn pick(
        t: &Table,
        name: &str,
        positional: Vec<Value>,
        named: Vec<(&str, Value)>,
        strings: &[String],
    ) -> Result<String> {
        let args =
            Args { positional, named: named.into_iter().map(|(n, v)| (n.to_string(), v)).collect(), ..Args::default() };
        resolve(name, &t.by_name[name], &args, strings, &Choices::default()).map(|(o, _)| o.overload.clone())
    }

    #[test]
    fn overloads_are_chosen_by_the_types_and_names_given() {
        let t = table();
        let x = || Value::Tensor(0);
        assert_eq!(pick(&t, "aten::add", vec![x(), x()], vec![], &[]).unwrap(), "Tensor");
        assert_eq!(pick(&t, "aten::add", vec![x(), Value::Int(2)], vec![], &[]).unwrap(), "Scalar");
        assert_eq!(pick(&t, "aten::add", vec![x(), x()], vec![("out", x())], &[]).unwrap(), "out");
        assert_eq!(pick(&t, "aten::add", vec![x(), x()], vec![("alpha", Value::Float(2.0))], &[]).unwrap(), "Tensor");
        assert_eq!(pick(&t, "aten::sum", vec![x()], vec![], &[]).unwrap(), "");
        assert_eq!(pick(&t, "aten::sum", vec![x(), Value::Int(1)], vec![], &[]).unwrap(), "dim_IntList");
        let dt = vec!["float64".to_string()];
        assert_eq!(pick(&t, "aten::sum", vec![x()], vec![("dtype", Value::Keyword(0))], &dt).unwrap(), "");
        assert_eq!(pick(&t, "aten::std", vec![x()], vec![], &[]).unwrap(), "", "fewest defaults left");
        assert_eq!(pick(&t, "aten::std", vec![x()], vec![("correction", Value::Int(0))], &[]).unwrap(), "correction");
    }

    #[test]
    fn a_remembered_choice_is_bound_again_and_a_stale_one_is_passed_over() {
        let t = table();
        let adds = &t.by_name["aten::add"];
        let choices = Choices::default();
        let scalar = Args { positional: vec![Value::Tensor(0), Value::Int(2)], signature: 42, ..Args::default() };
        assert_eq!(resolve("aten::add", adds, &scalar, &[], &choices).unwrap().0.overload, "Scalar");
        assert_eq!(choices.get(42), Some((0, false)), "add.Scalar sorts first");
        assert_eq!(resolve("aten::add", adds, &scalar, &[], &choices).unwrap().0.overload, "Scalar", "from the choice");
        // Another call under the same signature (a collision): the remembered overload does not bind.
        let tensors = Args { positional: vec![Value::Tensor(0), Value::Tensor(1)], signature: 42, ..Args::default() };
        assert_eq!(resolve("aten::add", adds, &tensors, &[], &choices).unwrap().0.overload, "Tensor");
    }

    #[test]
    fn exact_keys_tell_every_call_of_few_plain_values_apart() {
        use crate::dispatch::value::{BOOL, FLOAT, INT, NONE, STR, TENSOR};
        let keys = [
            exact_key(&[TENSOR, 1, TENSOR, 2]),
            exact_key(&[TENSOR, 1, INT, 2]),
            exact_key(&[TENSOR, 1, FLOAT, 2]),
            exact_key(&[TENSOR, 1]),
            exact_key(&[TENSOR, 1, NONE]),
            exact_key(&[NONE, TENSOR, 1]),
            exact_key(&[BOOL, 0]),
            exact_key(&[]),
        ];
        for (i, a) in keys.iter().enumerate() {
            assert!(a.is_some());
            for b in &keys[i + 1..] {
                assert_ne!(a, b);
            }
        }
        assert_eq!(exact_key(&[TENSOR, 1, TENSOR, 2]), exact_key(&[TENSOR, 7, TENSOR, 9]), "values do not count");
        assert_eq!(exact_key(&[STR, 0]), None);
        assert_eq!(exact_key(&[TENSOR]), None, "a value cut short");
        let choices = ExactChoices::default();
        let k = exact_key(&[TENSOR, 1, INT, 2]).unwrap();
        assert_eq!(choices.get(k), None);
        choices.put(k, 3, false);
        assert_eq!(choices.get(k), Some((3, false)));
        choices.put(k, 2, true);
        assert_eq!(choices.get(k), Some((2, true)));
        assert_eq!(choices.get(exact_key(&[TENSOR, 1, FLOAT, 2]).unwrap()), None);
    }

    #[test]
    fn integers_may_be_given_one_by_one_for_the_last_integer_list() {
        let t = table();
        let args = Args { positional: vec![Value::Tensor(0), Value::Int(1), Value::Int(0)], ..Args::default() };
        let (o, b) = resolve("aten::permute", &t.by_name["aten::permute"], &args, &[], &Choices::default()).unwrap();
        assert_eq!(o.name, "aten::permute");
        assert_eq!(b.get(o, &args, 1), Bound::Ints(&[Value::Int(1), Value::Int(0)]));
    }

    #[test]
    fn a_number_is_taken_for_a_tensor_only_where_pytorch_takes_one() {
        let t = table();
        assert!(
            pick(&t, "aten::maximum", vec![Value::Tensor(0), Value::Float(0.5)], vec![], &[]).is_err(),
            "maximum(): 'other' must be Tensor"
        );
        assert!(
            pick(&t, "aten::add", vec![Value::Tensor(0), Value::Tensor(0)], vec![("out", Value::Int(1))], &[]).is_err(),
            "nor for out"
        );
        assert!(
            pick(&t, "aten::add", vec![Value::Int(2), Value::Tensor(0)], vec![], &[]).is_err(),
            "not for the first argument"
        );
    }

    #[test]
    fn a_call_no_overload_takes_names_every_schema_and_why() {
        let t = table();
        let strings = vec!["dimm".to_string()];
        let err = pick(&t, "aten::sum", vec![Value::Tensor(0)], vec![("dimm", Value::Int(1))], &strings)
            .unwrap_err()
            .to_string();
        assert!(err.contains("no overload takes (tensor, dimm=int 1)"), "{err}");
        assert!(err.contains("has no argument named dimm"), "{err}");
        assert!(err.contains("aten::sum.dim_IntList"), "{err}");
        let err =
            pick(&t, "aten::add", vec![Value::Tensor(0), Value::Str(0)], vec![], &strings).unwrap_err().to_string();
        assert!(err.contains("needs Scalar for other, got string \"dimm\""), "{err}");
        assert!(
            pick(&t, "aten::sum", vec![Value::Tensor(0), Value::Float(1.5)], vec![], &[]).is_err(),
            "a float is no dimension"
        );
    }
}
