//! The transformer LM and LSTM training steps of the benchmarks, written
//! against tch op for op as jtorch's layers run them (MultiheadAttention.java,
//! TransformerEncoderLayer.java, RNNBase.java), with jtorch's own optimizer
//! code (src/optim/) so that both sides run the same per-parameter updates.
//! Every variant fills its parameters and inputs with the same values
//! (`filled`, `StepInputs.java`, `bench_worker.py`), so the losses they read
//! back can be compared before the timed runs.

use crate::error::Result;
use crate::optim::{Kind as Algo, Optimizer};
use std::time::Instant;
use tch::{Device, Kind, Reduction, Tensor};

pub const VOCAB: i64 = 64;
pub const D_MODEL: i64 = 128;
pub const CONTEXT: i64 = 64;
pub const HEADS: i64 = 4;
pub const FF: i64 = 512;
pub const BLOCKS: usize = 2;
pub const LM_BATCH: i64 = 16;
pub const LSTM_INPUT: i64 = 64;
pub const LSTM_HIDDEN: i64 = 128;
pub const LSTM_LAYERS: i64 = 2;
pub const LSTM_BATCH: i64 = 32;
pub const LSTM_SEQ: i64 = 50;
pub const CLASSES: i64 = 10;

const FLOAT: (Kind, Device) = (Kind::Float, Device::Cpu);

/// A parameter of `shape` holding 0.1 sin(0.7 i + 0.3 shape[0]) at flat index i.
fn filled(shape: &[i64]) -> Result<Tensor> {
    let n: i64 = shape.iter().product();
    let t = Tensor::f_arange(n, (Kind::Double, Device::Cpu))?
        .f_mul_scalar(0.7)?
        .f_add_scalar(0.3 * shape[0] as f64)?
        .f_sin()?
        .f_mul_scalar(0.1)?
        .f_to_kind(Kind::Float)?
        .f_reshape(shape)?;
    Ok(t.f_set_requires_grad(true)?)
}

/// Integer inputs: (a i + b) mod m at flat index i.
fn ints(shape: &[i64], a: i64, b: i64, m: i64) -> Result<Tensor> {
    let n: i64 = shape.iter().product();
    let v: Vec<i64> = (0..n).map(|i| (a * i + b) % m).collect();
    Ok(Tensor::f_from_slice(&v)?.f_reshape(shape)?)
}

struct Block {
    norm1: [Tensor; 2],
    in_proj: [Tensor; 2],
    out_proj: [Tensor; 2],
    linear1: [Tensor; 2],
    linear2: [Tensor; 2],
    norm2: [Tensor; 2],
}

impl Block {
    fn new() -> Result<Block> {
        let pair = |w: &[i64], b: i64| -> Result<[Tensor; 2]> { Ok([filled(w)?, filled(&[b])?]) };
        Ok(Block {
            norm1: pair(&[D_MODEL], D_MODEL)?,
            in_proj: pair(&[3 * D_MODEL, D_MODEL], 3 * D_MODEL)?,
            out_proj: pair(&[D_MODEL, D_MODEL], D_MODEL)?,
            linear1: pair(&[FF, D_MODEL], FF)?,
            linear2: pair(&[D_MODEL, FF], D_MODEL)?,
            norm2: pair(&[D_MODEL], D_MODEL)?,
        })
    }

    fn params(&self) -> impl Iterator<Item = &Tensor> {
        [&self.norm1, &self.in_proj, &self.out_proj, &self.linear1, &self.linear2, &self.norm2].into_iter().flatten()
    }

    /// TransformerEncoderLayer.encode, norm first, with the causal hint and no
    /// padding mask: MultiheadAttention.attend then drops the mask and runs
    /// scaled_dot_product_attention with is_causal.
    fn forward(&self, src: &Tensor, train: bool) -> Result<Tensor> {
        let h = layer_norm(src, &self.norm1)?;
        let x = src.f_add(&self.attend(&h)?.f_dropout(0.0, train)?)?;
        let h = layer_norm(&x, &self.norm2)?;
        let h = h.f_linear(&self.linear1[0], Some(&self.linear1[1]))?.f_gelu("none")?.f_dropout(0.0, train)?;
        let h = h.f_linear(&self.linear2[0], Some(&self.linear2[1]))?.f_dropout(0.0, train)?;
        Ok(x.f_add(&h)?)
    }

    fn attend(&self, x: &Tensor) -> Result<Tensor> {
        // batch_first: query, key and value each transposed to (L, N, E), as attend does.
        let (query, key, value) = (x.f_transpose(1, 0)?, x.f_transpose(1, 0)?, x.f_transpose(1, 0)?);
        let (tgt, bsz) = (query.size()[0], query.size()[1]);
        let head = D_MODEL / HEADS;
        let b = self.in_proj[1].f_chunk(3, 0)?;
        let w = self.in_proj[0].f_chunk(3, 0)?;
        let q = query.f_linear(&w[0], Some(&b[0]))?;
        let k = key.f_linear(&w[1], Some(&b[1]))?;
        let v = value.f_linear(&w[2], Some(&b[2]))?;
        let heads = |t: &Tensor| -> Result<Tensor> {
            let t = t.f_reshape([t.size()[0], bsz * HEADS, head])?.f_transpose(0, 1)?;
            Ok(t.f_reshape([bsz, HEADS, -1, head])?)
        };
        let (q, k, v) = (heads(&q)?, heads(&k)?, heads(&v)?);
        let o = Tensor::f_scaled_dot_product_attention(&q, &k, &v, None::<&Tensor>, 0.0, true, None, false)?;
        let out = o.f_permute([2, 0, 1, 3])?.f_reshape([tgt * bsz, D_MODEL])?;
        let out = out.f_linear(&self.out_proj[0], Some(&self.out_proj[1]))?.f_reshape([tgt, bsz, D_MODEL])?;
        Ok(out.f_transpose(1, 0)?)
    }
}

fn layer_norm(x: &Tensor, p: &[Tensor; 2]) -> Result<Tensor> {
    Ok(x.f_layer_norm([D_MODEL], Some(&p[0]), Some(&p[1]), 1e-5, true)?)
}

/// The small causal transformer LM: token and position embeddings, BLOCKS
/// pre-norm encoder layers, a final layer norm and a linear head.
struct TinyLm {
    tok: Tensor,
    pos: Tensor,
    blocks: Vec<Block>,
    norm: [Tensor; 2],
    head: [Tensor; 2],
}

impl TinyLm {
    fn new() -> Result<TinyLm> {
        Ok(TinyLm {
            tok: filled(&[VOCAB, D_MODEL])?,
            pos: filled(&[CONTEXT, D_MODEL])?,
            blocks: (0..BLOCKS).map(|_| Block::new()).collect::<Result<_>>()?,
            norm: [filled(&[D_MODEL])?, filled(&[D_MODEL])?],
            head: [filled(&[VOCAB, D_MODEL])?, filled(&[VOCAB])?],
        })
    }

    fn params(&self) -> Vec<Tensor> {
        let mut p = vec![&self.tok, &self.pos];
        p.extend(self.blocks.iter().flat_map(Block::params));
        p.extend(self.norm.iter().chain(self.head.iter()));
        p.into_iter().map(Tensor::shallow_clone).collect()
    }

    /// Logits as (batch * context, vocab).
    fn forward(&self, tokens: &Tensor, positions: &Tensor) -> Result<Tensor> {
        let mut x = Tensor::f_embedding(&self.tok, tokens, -1, false, false)?
            .f_add(&Tensor::f_embedding(&self.pos, positions, -1, false, false)?)?;
        for b in &self.blocks {
            x = b.forward(&x, true)?;
        }
        let x = layer_norm(&x, &self.norm)?.f_linear(&self.head[0], Some(&self.head[1]))?;
        Ok(x.f_reshape([-1, VOCAB])?)
    }
}

/// `steps` timed steps of `step`, then nanoseconds followed by each step's loss.
fn timed(steps: u64, opt: &mut Optimizer, mut step: impl FnMut() -> Result<Tensor>) -> Result<Vec<f64>> {
    let mut out = Vec::with_capacity(steps as usize + 1);
    out.push(0.0);
    let start = Instant::now();
    for _ in 0..steps {
        opt.zero_grad()?;
        let loss = step()?;
        loss.f_backward()?;
        opt.step()?;
        out.push(loss.f_double_value(&[])?);
    }
    out[0] = start.elapsed().as_nanos() as f64;
    Ok(out)
}

/// `steps` transformer LM steps (AdamW, lr 1e-3, weight decay 0.01): nanoseconds, then the losses.
pub fn transformer_loop(steps: u64) -> Result<Vec<f64>> {
    let model = TinyLm::new()?;
    let params = model.params();
    let mut opt = Optimizer::new(Algo::AdamW, params, &[(model.params().len(), "lr=0.001;weight_decay=0.01".into())])?;
    let tokens = ints(&[LM_BATCH, CONTEXT], 37, 11, VOCAB)?;
    let targets = ints(&[LM_BATCH * CONTEXT], 53, 5, VOCAB)?;
    let positions = Tensor::f_arange(CONTEXT, (Kind::Int64, Device::Cpu))?;
    timed(steps, &mut opt, || {
        let logits = model.forward(&tokens, &positions)?;
        Ok(logits.f_cross_entropy_loss(&targets, None::<&Tensor>, Reduction::Mean, -100, 0.0)?)
    })
}

/// `steps` LSTM steps (Adam, lr 1e-3): LSTM(64, 128, 2 layers, batch first)
/// over 32 x 50, Linear(128, 10) on the last step. Nanoseconds, then the losses.
pub fn lstm_loop(steps: u64) -> Result<Vec<f64>> {
    let mut flat = Vec::new();
    for layer in 0..LSTM_LAYERS {
        let input = if layer == 0 { LSTM_INPUT } else { LSTM_HIDDEN };
        flat.push(filled(&[4 * LSTM_HIDDEN, input])?);
        flat.push(filled(&[4 * LSTM_HIDDEN, LSTM_HIDDEN])?);
        flat.push(filled(&[4 * LSTM_HIDDEN])?);
        flat.push(filled(&[4 * LSTM_HIDDEN])?);
    }
    let head = [filled(&[CLASSES, LSTM_HIDDEN])?, filled(&[CLASSES])?];
    let params: Vec<Tensor> = flat.iter().chain(head.iter()).map(Tensor::shallow_clone).collect();
    let n = params.len();
    let mut opt = Optimizer::new(Algo::Adam, params, &[(n, "lr=0.001".into())])?;
    let x = Tensor::f_arange(LSTM_BATCH * LSTM_SEQ * LSTM_INPUT, (Kind::Double, Device::Cpu))?
        .f_mul_scalar(0.01)?
        .f_sin()?
        .f_mul_scalar(0.5)?
        .f_to_kind(Kind::Float)?
        .f_reshape([LSTM_BATCH, LSTM_SEQ, LSTM_INPUT])?;
    let y = ints(&[LSTM_BATCH], 7, 3, CLASSES)?;
    timed(steps, &mut opt, || {
        // RNNBase.run: zero initial states made on every call, then the fused kernel.
        let state = [LSTM_LAYERS, LSTM_BATCH, LSTM_HIDDEN];
        let hx = [Tensor::f_zeros(state, FLOAT)?, Tensor::f_zeros(state, FLOAT)?];
        let (out, _, _) = x.f_lstm(&hx, &flat, true, LSTM_LAYERS, 0.0, true, false, true)?;
        let logits = out.f_select(1, -1)?.f_linear(&head[0], Some(&head[1]))?;
        Ok(logits.f_cross_entropy_loss(&y, None::<&Tensor>, Reduction::Mean, -100, 0.0)?)
    })
}
