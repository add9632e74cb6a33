//! Adam as torch/optim/adam.py's `_single_tensor_adam` computes it (neither
//! capturable nor differentiable); AdamW is it with decoupled weight decay.

use super::ops;
use super::options::{at_least_0, python_float, Options, Value};
use super::State;
use crate::error::{Error, Result};
use tch::Tensor;

pub const OPTIONS: &[(&str, Value)] = &[
    ("lr", Value::Number(1e-3)),
    ("betas", Value::Pair(0.9, 0.999)),
    ("eps", Value::Number(1e-8)),
    ("weight_decay", Value::Number(0.0)),
    ("amsgrad", Value::Flag(false)),
    ("maximize", Value::Flag(false)),
];

/// The tensors of its state (besides "step").
pub const BUFFERS: &[&str] = &["exp_avg", "exp_avg_sq", "max_exp_avg_sq"];

pub fn check(o: &Options) -> Result<()> {
    at_least_0(o.num("lr")?, "learning rate")?;
    at_least_0(o.num("eps")?, "epsilon value")?;
    let (b1, b2) = o.pair("betas")?;
    for (index, b) in [b1, b2].into_iter().enumerate() {
        if !(0.0..1.0).contains(&b) {
            return Err(Error::arg(format!("Invalid beta parameter at index {index}: {}", python_float(b))));
        }
    }
    at_least_0(o.num("weight_decay")?, "weight_decay value")
}

pub fn update(
    o: &Options,
    param: &Tensor,
    grad: &Tensor,
    state: &mut State,
    decoupled_weight_decay: bool,
) -> Result<()> {
    let (lr, (beta1, beta2), eps) = (o.num("lr")?, o.pair("betas")?, o.num("eps")?);
    let (weight_decay, amsgrad) = (o.num("weight_decay")?, o.flag("amsgrad")?);
    let step = state.step.unwrap_or(0.0) + 1.0;
    state.step = Some(step);
    let mut grad = if o.flag("maximize")? { grad.f_neg()? } else { grad.shallow_clone() };
    if weight_decay != 0.0 {
        if decoupled_weight_decay {
            let _ = param.shallow_clone().f_mul_scalar_(1.0 - lr * weight_decay)?;
        } else {
            grad = ops::add(&grad, param, weight_decay)?;
        }
    }
    let _ = state.buffer("exp_avg", param)?.f_lerp_(&grad, 1.0 - beta1)?;
    let exp_avg_sq = state.buffer("exp_avg_sq", param)?;
    let _ = exp_avg_sq.f_mul_scalar_(beta2)?;
    ops::addcmul_(exp_avg_sq, &grad, &grad, 1.0 - beta2)?;
    let exp_avg_sq = exp_avg_sq.shallow_clone();

    let bias_correction1 = 1.0 - beta1.powf(step);
    let bias_correction2 = 1.0 - beta2.powf(step);
    let step_size = lr / bias_correction1;
    let bias_correction2_sqrt = bias_correction2.powf(0.5);
    let second = if amsgrad {
        let max = state.buffer("max_exp_avg_sq", param)?;
        let _ = max.f_maximum_out(max, &exp_avg_sq)?;
        max.shallow_clone()
    } else {
        exp_avg_sq
    };
    let mut denom = second.f_sqrt()?.f_div_scalar(bias_correction2_sqrt)?;
    let _ = denom.f_add_scalar_(eps)?;
    let exp_avg = state.buffer("exp_avg", param)?;
    Ok(ops::addcdiv_(param, exp_avg, &denom, -step_size)?)
}
