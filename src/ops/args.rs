//! Arguments of general ops as they cross JNI: tensor ids, numbers and
//! integers (packed in one array, see `split` in mod.rs), read in the order
//! of the op's signature, a list of `Arg`s.

use crate::dtype::{device_of, kind_of};
use crate::error::{Error, Result};
use crate::registry::{self, Alone, InUse, Ref};
use crate::store::{self, Stored};
use tch::{Device, Kind, Scalar, Tensor};

/// What kind of value an op's argument is: the words of the table's
/// signatures (`[Tensor Int Bool => Tensor]`), and how each crosses JNI.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arg {
    /// A tensor id.
    Tensor,
    /// A tensor id, or 0 for none.
    OptTensor,
    /// A list of tensors: the count in the integers, the ids in the tensors.
    Tensors,
    /// A number, tagged in the integers: 1 a float in the numbers, 2 an
    /// integer in the integers (so that an integer stays exact).
    Number,
    /// A number as `Number`, or the tag 0 for none.
    OptNumber,
    /// An integer.
    Int,
    /// A boolean, 0 or 1; false when left out.
    Bool,
    /// A boolean, 0 or 1; true when left out.
    BoolTrue,
    /// A list of integers: the count, then the items.
    Ints,
    /// A dtype code (-1: the op's default).
    Dtype,
    /// A device code (-1: CPU).
    Device,
}

enum Item<'g> {
    /// A chain's running tensor (see `chain.rs`), held by the chain, not the store.
    First(&'g Tensor),
    Tensor(usize),
    Optional(Option<usize>),
    List(std::ops::Range<usize>),
    Number(Num),
    OptionalNumber(Option<Num>),
    Int(i64),
    Bool(bool),
    Ints(Vec<i64>),
    Dtype(Option<Kind>),
    Device(Device),
}

/// Decoded arguments; the tensors stay alive (and cannot be freed under the
/// op) for as long as this lives.
pub struct Args<'g> {
    refs: Vec<Ref<'static, Stored>>,
    items: Vec<Item<'g>>,
}

/// A number argument as the caller gave it: an integer is kept exact (an
/// int64 fill value past 2^53, an integer tensor's clamp bounds).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Num {
    Float(f64),
    Int(i64),
}

impl Num {
    pub fn as_f64(self) -> f64 {
        match self {
            Num::Float(v) => v,
            Num::Int(v) => v as f64,
        }
    }

    pub fn scalar(self) -> Scalar {
        match self {
            Num::Float(v) => Scalar::float(v),
            Num::Int(v) => Scalar::int(v),
        }
    }

    pub fn is_int(self) -> bool {
        matches!(self, Num::Int(_))
    }
}

/// Number tags in the integers (see the module doc).
const NO_NUMBER: i64 = 0;
const FLOAT: i64 = 1;
const INT: i64 = 2;

struct Cursor<'a, T> {
    data: &'a [T],
    at: usize,
}

impl<T: Copy> Cursor<'_, T> {
    fn next(&mut self, what: &str) -> Result<T> {
        let v = self.data.get(self.at).copied();
        self.at += 1;
        v.ok_or_else(|| Error::arg(format!("missing {what} argument")))
    }
}

/// A dtype or device code, which must fit the 32 bits the codes have.
fn code32(code: i64, what: &str) -> Result<i32> {
    i32::try_from(code).map_err(|_| Error::arg(format!("unknown {what} code {code}")))
}

/// A tagged number argument; None for the tag of none.
fn number(i: &mut Cursor<'_, i64>, n: &mut Cursor<'_, f64>, what: &str) -> Result<Option<Num>> {
    match i.next(what)? {
        NO_NUMBER => Ok(None),
        FLOAT => Ok(Some(Num::Float(n.next(what)?))),
        INT => Ok(Some(Num::Int(i.next(what)?))),
        tag => Err(Error::arg(format!("unknown number tag {tag} for {what}"))),
    }
}

fn count(n: i64, what: &str) -> Result<usize> {
    usize::try_from(n).map_err(|_| Error::arg(format!("negative length {n} for {what}")))
}

impl<'g> Args<'g> {
    /// Reads `tensors`, `numbers` and `ints` following `signature`.
    pub fn decode(
        signature: &[Arg],
        names: &[&str],
        tensors: &[i64],
        numbers: &[f64],
        ints: &[i64],
    ) -> Result<Args<'static>> {
        Args::decode_from(None, signature, names, tensors, numbers, ints)
    }

    /// `decode` of an op whose first argument (a `Tensor`) is `first`, a tensor of
    /// the caller's that no id names: the others are read as `decode` reads them.
    pub fn decode_after(
        first: &'g Tensor,
        signature: &[Arg],
        names: &[&str],
        tensors: &[i64],
        numbers: &[f64],
        ints: &[i64],
    ) -> Result<Args<'g>> {
        Args::decode_from(Some(first), signature, names, tensors, numbers, ints)
    }

    fn decode_from(
        first: Option<&'g Tensor>,
        signature: &[Arg],
        names: &[&str],
        tensors: &[i64],
        numbers: &[f64],
        ints: &[i64],
    ) -> Result<Args<'g>> {
        let mut t = Cursor { data: tensors, at: 0 };
        let mut n = Cursor { data: numbers, at: 0 };
        let mut i = Cursor { data: ints, at: 0 };
        // Every input held at once: read as one set (see `Local::for_reading`).
        let local = registry::local_as_is().for_reading(tensors.iter().map(|&id| id as u64));
        let mut refs = Vec::new();
        let mut items = Vec::with_capacity(signature.len());
        if let Some(first) = first {
            match signature.first() {
                Some(Arg::Tensor) => items.push(Item::First(first)),
                other => {
                    return Err(Error::arg(format!("a chain step's first argument must be a tensor, not {other:?}")))
                }
            }
        }
        // A chain's running tensor stands for the first argument, read above.
        for (k, arg) in signature.iter().enumerate().skip(items.len()) {
            let name = names.get(k).copied().unwrap_or("?");
            let item = match arg {
                Arg::Tensor => {
                    refs.push(store::get_in(local, t.next(name)?)?);
                    Item::Tensor(refs.len() - 1)
                }
                Arg::OptTensor => match t.next(name)? {
                    0 => Item::Optional(None),
                    id => {
                        refs.push(store::get_in(local, id)?);
                        Item::Optional(Some(refs.len() - 1))
                    }
                },
                Arg::Tensors => {
                    let len = count(i.next(name)?, name)?;
                    let start = refs.len();
                    for _ in 0..len {
                        refs.push(store::get_in(local, t.next(name)?)?);
                    }
                    Item::List(start..refs.len())
                }
                Arg::Number => Item::Number(
                    number(&mut i, &mut n, name)?.ok_or_else(|| Error::arg(format!("{name} must be a number")))?,
                ),
                Arg::OptNumber => Item::OptionalNumber(number(&mut i, &mut n, name)?),
                Arg::Int => Item::Int(i.next(name)?),
                Arg::Bool | Arg::BoolTrue => Item::Bool(i.next(name)? != 0),
                Arg::Ints => {
                    let len = count(i.next(name)?, name)?;
                    // The count is the caller's: no more than the integers sent.
                    if len > i.data.len().saturating_sub(i.at) {
                        return Err(Error::arg(format!("missing {name} argument")));
                    }
                    let mut v = Vec::with_capacity(len);
                    for _ in 0..len {
                        v.push(i.next(name)?);
                    }
                    Item::Ints(v)
                }
                Arg::Dtype => {
                    let code = i.next(name)?;
                    Item::Dtype(if code < 0 { None } else { Some(kind_of(code32(code, name)?)?) })
                }
                Arg::Device => Item::Device(device_of(code32(i.next(name)?, name)?)?),
            };
            items.push(item);
        }
        Ok(Args { refs, items })
    }

    fn item(&self, k: usize) -> &Item<'g> {
        &self.items[k]
    }

    /// Argument `k` (a tensor) to this op alone until the guard drops:
    /// other threads' ops on it wait meanwhile (see `Ref::alone`).
    pub fn alone(&self, k: usize, op: &'static str) -> Result<Alone<'_, 'static, Stored>> {
        let r = match self.item(k) {
            Item::Tensor(r) => r,
            // A chain's running tensor is no handle's: no guard to give.
            Item::First(_) => {
                return Err(Error::arg(format!("{op} changes its input in place, which a chain step cannot")))
            }
            _ => unreachable!("argument {k} is not a tensor"),
        };
        let read = &self.refs[*r];
        read.alone().map_err(|InUse| Error::InUse { what: "tensor", id: read.id(), op })
    }

    /// Counts argument `k`'s bytes again after the op changed its dtype or size
    /// in place (`set_data_`).
    pub fn recount(&self, k: usize) -> Result<()> {
        match self.item(k) {
            Item::Tensor(r) => {
                let read = &self.refs[*r];
                store::recount(registry::local_as_is(), read.id() as i64, read)
            }
            _ => Ok(()),
        }
    }

    /// Whether arguments `a` and `b` (tensors) are the same tensor, through
    /// one handle or two.
    pub fn same_tensor(&self, a: usize, b: usize) -> bool {
        self.tensor_impl(a) == self.tensor_impl(b)
    }

    fn tensor_impl(&self, k: usize) -> usize {
        match self.item(k) {
            Item::Tensor(r) => self.refs[*r].tensor_impl,
            Item::First(t) => store::tensor_impl(t),
            _ => unreachable!("argument {k} is not a tensor"),
        }
    }

    /// The `tensor_impl` of every tensor argument (see `store::put_result_in`).
    pub fn tensor_impls(&self) -> Vec<usize> {
        self.refs.iter().map(|r| r.tensor_impl).collect()
    }

    /// Argument `k` as a tensor (`Tensor`).
    pub fn t(&self, k: usize) -> &Tensor {
        match self.item(k) {
            Item::Tensor(r) => &self.refs[*r].tensor,
            Item::First(t) => t,
            _ => unreachable!("argument {k} is not a tensor"),
        }
    }

    /// Argument `k` as an optional tensor (`OptTensor`).
    pub fn o(&self, k: usize) -> Option<&Tensor> {
        match self.item(k) {
            Item::Optional(r) => r.map(|r| &self.refs[r].tensor),
            _ => unreachable!("argument {k} is not an optional tensor"),
        }
    }

    /// Argument `k` as a list of tensors (`Tensors`).
    pub fn x(&self, k: usize) -> Vec<&Tensor> {
        match self.item(k) {
            Item::List(range) => self.refs[range.clone()].iter().map(|r| &r.tensor).collect(),
            _ => unreachable!("argument {k} is not a tensor list"),
        }
    }

    /// Argument `k` (a number) as a double, for rates and tolerances.
    pub fn s(&self, k: usize) -> f64 {
        self.num(k).as_f64()
    }

    /// Argument `k` (a number) as the caller gave it.
    pub fn num(&self, k: usize) -> Num {
        match self.item(k) {
            Item::Number(v) => *v,
            _ => unreachable!("argument {k} is not a number"),
        }
    }

    /// Argument `k` as an optional number (`OptNumber`), as the caller gave it.
    pub fn q(&self, k: usize) -> Option<Num> {
        match self.item(k) {
            Item::OptionalNumber(v) => *v,
            _ => unreachable!("argument {k} is not an optional number"),
        }
    }

    pub fn i(&self, k: usize) -> i64 {
        match self.item(k) {
            Item::Int(v) => *v,
            _ => unreachable!("argument {k} is not an integer"),
        }
    }

    pub fn b(&self, k: usize) -> bool {
        match self.item(k) {
            Item::Bool(v) => *v,
            _ => unreachable!("argument {k} is not a boolean"),
        }
    }

    pub fn l(&self, k: usize) -> &[i64] {
        match self.item(k) {
            Item::Ints(v) => v,
            _ => unreachable!("argument {k} is not an integer list"),
        }
    }

    /// Argument `k` as a dtype, or `default` when the caller gave none.
    pub fn d(&self, k: usize, default: Kind) -> Kind {
        match self.item(k) {
            Item::Dtype(v) => v.unwrap_or(default),
            _ => unreachable!("argument {k} is not a dtype"),
        }
    }

    /// Argument `k` as a dtype the caller must give.
    pub fn d_required(&self, k: usize, op: &str) -> Result<Kind> {
        match self.item(k) {
            Item::Dtype(Some(v)) => Ok(*v),
            Item::Dtype(None) => Err(Error::arg(format!("{op} needs a dtype"))),
            _ => unreachable!("argument {k} is not a dtype"),
        }
    }

    pub fn v(&self, k: usize) -> Device {
        match self.item(k) {
            Item::Device(v) => *v,
            _ => unreachable!("argument {k} is not a device"),
        }
    }
}
