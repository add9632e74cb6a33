//! SGD as torch/optim/sgd.py's `_single_tensor_sgd` computes it.

use super::ops;
use super::options::{at_least_0, Options, Value};
use super::State;
use crate::error::{Error, Result};
use tch::Tensor;

pub const OPTIONS: &[(&str, Value)] = &[
    ("lr", Value::Number(1e-3)),
    ("momentum", Value::Number(0.0)),
    ("dampening", Value::Number(0.0)),
    ("weight_decay", Value::Number(0.0)),
    ("nesterov", Value::Flag(false)),
    ("maximize", Value::Flag(false)),
];

/// The tensors of its state.
pub const BUFFERS: &[&str] = &["momentum_buffer"];

pub fn check(o: &Options) -> Result<()> {
    at_least_0(o.num("lr")?, "learning rate")?;
    let momentum = o.num("momentum")?;
    at_least_0(momentum, "momentum value")?;
    at_least_0(o.num("weight_decay")?, "weight_decay value")?;
    if o.flag("nesterov")? && (momentum <= 0.0 || o.num("dampening")? != 0.0) {
        return Err(Error::arg("Nesterov momentum requires a momentum and zero dampening"));
    }
    Ok(())
}

pub fn update(o: &Options, param: &Tensor, grad: &Tensor, state: &mut State) -> Result<()> {
    let (lr, momentum, dampening) = (o.num("lr")?, o.num("momentum")?, o.num("dampening")?);
    let weight_decay = o.num("weight_decay")?;
    let mut grad = if o.flag("maximize")? { grad.f_neg()? } else { grad.shallow_clone() };
    if weight_decay != 0.0 {
        grad = ops::add(&grad, param, weight_decay)?;
    }
    if momentum != 0.0 {
        let buf = match state.buffers.get_mut("momentum_buffer") {
            None => {
                let buf = ops::detached_copy(&grad)?;
                state.buffers.insert("momentum_buffer".into(), buf.shallow_clone());
                buf
            }
            Some(buf) => {
                let _ = buf.f_mul_scalar_(momentum)?;
                ops::add_(buf, &grad, 1.0 - dampening)?;
                buf.shallow_clone()
            }
        };
        grad = if o.flag("nesterov")? { ops::add(&grad, &buf, momentum)? } else { buf };
    }
    Ok(ops::add_(param, &grad, -lr)?)
}
