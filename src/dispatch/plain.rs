//! The common call in one crossing into LibTorch: up to four values by
//! position, each a tensor, integer, float, boolean or None that its
//! parameter takes as it is (or as a wrapped number), to an overload that
//! returns one tensor (and writes, if at all, only tensors given by position:
//! `add_`, `relu_`). Once a call of those exact
//! kinds has been resolved (`resolve::ExactChoices` remembers it as plain),
//! later ones skip decoding, resolution and the per-value pushes: the shim
//! pushes the values and the schema's defaults and calls, in one call.

use super::schema::{Overload, Ty};
use super::value::{BOOL, FLOAT, INT, NONE, TENSOR};
use crate::error::{Error, Result};
use crate::registry::{self, Ref};
use crate::shims::dispatcher::{call_plain_one, Plain};
use crate::store::{self, Stored};

/// The most values a plain call takes (what `Dispatcher.callOne` passes).
pub const MAX: usize = 4;

/// How a value with tag `tag` goes to a parameter of type `ty`, as
/// `Stack::push` would push it; None where that is not a plain push.
fn push_for(ty: &Ty, tag: i64, payload: i64) -> Option<Plain<'static>> {
    Some(match (ty.base(), tag) {
        (_, NONE) => Plain::None,
        (Ty::Tensor, INT | BOOL) => Plain::WrappedInt(payload),
        (Ty::Tensor, FLOAT) => Plain::WrappedDouble(f64::from_bits(payload as u64)),
        (Ty::Int | Ty::SymInt | Ty::Scalar, INT) => Plain::Int(payload),
        (Ty::Float, INT) => Plain::IntAsDouble(payload),
        (Ty::Float | Ty::Scalar, FLOAT) => Plain::Double(f64::from_bits(payload as u64)),
        (Ty::Bool | Ty::Scalar, BOOL) => Plain::Bool(payload != 0),
        _ => return None,
    })
}

/// The values of `data` (tag, payload pairs; NONE alone), in order.
fn values(data: &[i64]) -> impl Iterator<Item = (i64, i64)> + '_ {
    let mut k = 0;
    std::iter::from_fn(move || {
        let tag = *data.get(k)?;
        let payload = if tag == NONE { 0 } else { data.get(k + 1).copied().unwrap_or(0) };
        k += if tag == NONE { 1 } else { 2 };
        Some((tag, payload))
    })
}

/// Whether calls of `o` with values of the kinds in `data`, by position
/// only, are plain calls.
pub fn applies(o: &Overload, data: &[i64]) -> bool {
    if !o.returns_one_tensor {
        return false;
    }
    let mut n = 0;
    for (k, (tag, payload)) in values(data).enumerate() {
        // Positional parameters come first in a schema: value k is parameter k.
        let Some(p) = o.params.get(k).filter(|_| o.positional.get(k) == Some(&k)) else { return false };
        let fits = match (p.ty.base(), tag) {
            (Ty::Tensor, TENSOR) => true,
            // What is written in place must be a tensor given here.
            _ if p.writes => false,
            (ty, tag) => push_for(ty, tag, payload).is_some(),
        };
        if !fits {
            return false;
        }
        n = k + 1;
    }
    // Every parameter written in place is one of those given.
    n <= MAX && o.params.iter().skip(n).all(|p| !p.writes)
}

/// Calls `o`, which `applies` to the kinds of `data`'s values, and registers
/// the tensor it returns: its id.
pub fn call(o: &Overload, grad: bool, data: &[i64]) -> Result<i64> {
    let handle = o.handle()?;
    let local = registry::local();
    let mut ids = [0i64; MAX];
    let mut count = 0;
    for (tag, payload) in values(data) {
        if tag == TENSOR && count < MAX {
            ids[count] = payload;
            count += 1;
        }
    }
    let mut refs: [Option<Ref<'static, Stored>>; MAX] = [None, None, None, None];
    if count == 2 {
        let (a, b) = store::get2_in(local, ids[0], ids[1])?;
        (refs[0], refs[1]) = (Some(a), Some(b));
    } else {
        let reading = local.for_reading(ids[..count].iter().map(|&id| id as u64));
        for (r, &id) in refs.iter_mut().zip(&ids[..count]) {
            *r = Some(store::get_in(reading, id)?);
        }
    }
    let mut impls = [0usize; MAX];
    for (i, r) in impls.iter_mut().zip(refs.iter().flatten()) {
        *i = r.tensor_impl;
    }
    let mut pushed = [Plain::None; MAX];
    // Which of the tensors are written in place.
    let mut written = [false; MAX];
    let (mut n, mut t) = (0, 0);
    for ((tag, payload), p) in values(data).zip(&o.params) {
        if n == MAX {
            return Err(Error::arg(format!("more than {MAX} values for a plain call")));
        }
        pushed[n] = if tag == TENSOR {
            let r = refs[t].as_ref().ok_or_else(|| Error::arg("a plain call's tensors and values disagree"))?;
            written[t] = p.writes;
            t += 1;
            Plain::Tensor(&r.tensor)
        } else {
            push_for(&p.ty, tag, payload)
                .ok_or_else(|| Error::arg(format!("{} cannot take a plain call", o.full_name())))?
        };
        n += 1;
    }
    let inputs = &impls[..count];
    let run = || call_plain_one(handle, &pushed[..n]);
    let value = crate::ops::with_grad(grad, || {
        if o.may_skip_autograd {
            crate::ops::autograd_skip::run(inputs, run)
        } else {
            run()
        }
    });
    let value = value.map_err(|msg| super::torch_error(o, msg))?;
    // A tensor written in place may have changed size (`resize_`): counted again.
    let mut same = None;
    for (i, r) in refs.iter().flatten().enumerate().filter(|&(i, _)| written[i]) {
        store::recount(local, ids[i], r)?;
        if value.as_ref().is_some_and(|v| store::tensor_impl(v) == r.tensor_impl) {
            same = Some(ids[i]);
        }
    }
    match (value, same) {
        // Written in place and handed back: it keeps its id.
        (Some(_), Some(id)) => Ok(id),
        (Some(t), None) => store::put_result_in(local, t, inputs),
        (None, _) => Err(Error::Torch(format!("{} returned an undefined tensor", o.full_name()))),
    }
}
