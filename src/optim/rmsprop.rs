//! RMSprop as torch/optim/rmsprop.py's `_single_tensor_rmsprop` computes it.

use super::ops;
use super::options::{at_least_0, Options, Value};
use super::State;
use crate::error::Result;
use tch::Tensor;

pub const OPTIONS: &[(&str, Value)] = &[
    ("lr", Value::Number(1e-2)),
    ("alpha", Value::Number(0.99)),
    ("eps", Value::Number(1e-8)),
    ("weight_decay", Value::Number(0.0)),
    ("momentum", Value::Number(0.0)),
    ("centered", Value::Flag(false)),
    ("maximize", Value::Flag(false)),
];

/// The tensors of its state (besides "step").
pub const BUFFERS: &[&str] = &["square_avg", "momentum_buffer", "grad_avg"];

pub fn check(o: &Options) -> Result<()> {
    at_least_0(o.num("lr")?, "learning rate")?;
    at_least_0(o.num("eps")?, "epsilon value")?;
    at_least_0(o.num("momentum")?, "momentum value")?;
    at_least_0(o.num("weight_decay")?, "weight_decay value")?;
    at_least_0(o.num("alpha")?, "alpha value")
}

pub fn update(o: &Options, param: &Tensor, grad: &Tensor, state: &mut State) -> Result<()> {
    let (lr, alpha, eps) = (o.num("lr")?, o.num("alpha")?, o.num("eps")?);
    let (weight_decay, momentum) = (o.num("weight_decay")?, o.num("momentum")?);
    // _init_group's order: step, square_avg, momentum_buffer, grad_avg.
    let step = state.step.unwrap_or(0.0) + 1.0;
    state.step = Some(step);
    let mut grad = if o.flag("maximize")? { grad.f_neg()? } else { grad.shallow_clone() };
    if weight_decay != 0.0 {
        grad = ops::add(&grad, param, weight_decay)?;
    }
    let square_avg = state.buffer("square_avg", param)?;
    let _ = square_avg.f_mul_scalar_(alpha)?;
    ops::addcmul_(square_avg, &grad, &grad, 1.0 - alpha)?;
    let square_avg = square_avg.shallow_clone();
    let mut avg = if o.flag("centered")? {
        let grad_avg = state.buffer("grad_avg", param)?;
        let _ = grad_avg.f_lerp_(&grad, 1.0 - alpha)?;
        let mut centered = ops::addcmul(&square_avg, grad_avg, grad_avg, -1.0)?;
        let _ = centered.f_sqrt_()?;
        centered
    } else {
        square_avg.f_sqrt()?
    };
    let _ = avg.f_add_scalar_(eps)?;
    if momentum > 0.0 {
        let buf = state.buffer("momentum_buffer", param)?;
        let _ = buf.f_mul_scalar_(momentum)?;
        ops::addcdiv_(buf, &grad, &avg, 1.0)?;
        Ok(ops::add_(param, buf, -lr)?)
    } else {
        Ok(ops::addcdiv_(param, &grad, &avg, -lr)?)
    }
}
