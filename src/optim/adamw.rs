//! AdamW: torch/optim/adamw.py, Adam with decoupled weight decay (0.01 by default).

use super::options::{Options, Value};
use super::State;
use crate::error::Result;
use tch::Tensor;

pub const OPTIONS: &[(&str, Value)] = &[
    ("lr", Value::Number(1e-3)),
    ("betas", Value::Pair(0.9, 0.999)),
    ("eps", Value::Number(1e-8)),
    ("weight_decay", Value::Number(1e-2)),
    ("amsgrad", Value::Flag(false)),
    ("maximize", Value::Flag(false)),
];

pub use super::adam::{check, BUFFERS};

pub fn update(o: &Options, param: &Tensor, grad: &Tensor, state: &mut State) -> Result<()> {
    super::adam::update(o, param, grad, state, true)
}
