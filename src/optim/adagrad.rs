//! Adagrad as torch/optim/adagrad.py's `_single_tensor_adagrad` computes it
//! (dense gradients).

use super::ops;
use super::options::{at_least_0, Options, Value};
use super::State;
use crate::error::Result;
use tch::Tensor;

pub const OPTIONS: &[(&str, Value)] = &[
    ("lr", Value::Number(1e-2)),
    ("lr_decay", Value::Number(0.0)),
    ("weight_decay", Value::Number(0.0)),
    ("initial_accumulator_value", Value::Number(0.0)),
    ("eps", Value::Number(1e-10)),
    ("maximize", Value::Flag(false)),
];

/// The tensors of its state (besides "step").
pub const BUFFERS: &[&str] = &["sum"];

pub fn check(o: &Options) -> Result<()> {
    at_least_0(o.num("lr")?, "learning rate")?;
    at_least_0(o.num("lr_decay")?, "lr_decay value")?;
    at_least_0(o.num("weight_decay")?, "weight_decay value")?;
    at_least_0(o.num("initial_accumulator_value")?, "initial_accumulator_value value")?;
    at_least_0(o.num("eps")?, "epsilon value")
}

/// As PyTorch's constructor: every parameter's state is made up front.
pub fn init(o: &Options, param: &Tensor) -> Result<State> {
    let mut state = State { step: Some(0.0), ..State::default() };
    state.buffers.insert("sum".into(), param.f_full_like(o.num("initial_accumulator_value")?)?);
    Ok(state)
}

pub fn update(o: &Options, param: &Tensor, grad: &Tensor, state: &mut State) -> Result<()> {
    let (lr, lr_decay, eps, weight_decay) = (o.num("lr")?, o.num("lr_decay")?, o.num("eps")?, o.num("weight_decay")?);
    if !state.buffers.contains_key("sum") {
        state.buffers.insert("sum".into(), param.f_full_like(o.num("initial_accumulator_value")?)?);
    }
    let step = state.step.unwrap_or(0.0) + 1.0;
    state.step = Some(step);
    let mut grad = if o.flag("maximize")? { grad.f_neg()? } else { grad.shallow_clone() };
    if weight_decay != 0.0 {
        grad = ops::add(&grad, param, weight_decay)?;
    }
    let clr = lr / (1.0 + (step - 1.0) * lr_decay);
    let sum = state.buffer("sum", param)?;
    ops::addcmul_(sum, &grad, &grad, 1.0)?;
    let mut std = sum.f_sqrt()?;
    let _ = std.f_add_scalar_(eps)?;
    Ok(ops::addcdiv_(param, &grad, &std, -clr)?)
}
