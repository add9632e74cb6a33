//! The op table: one row per op, and the only place an op is declared.
//!
//! Fast rows (`"add" Binary(a, b) "doc" => |a, b| ...`) name an argument
//! shape of `Kernel` (Unary, Binary, TensorScalar, TensorShape, ReduceDims,
//! Factory), each with a JNI entry point of its own, for the small ops of hot
//! loops. General rows (`"cat" [Tensors Int => Tensor] (tensors, dim) "doc"
//! |x| ...`) take any signature of `Arg`s (`args.rs`) and return a `Tensor`,
//! `Tensors`, an `OptTensor` or `Nothing`. Argument names become the Java
//! parameter names and the Clojure docs; the doc line becomes Javadoc and
//! docstrings.

use super::args::{Arg, Args};
use super::{Kernel, OpSpec, Out, Ret};
use crate::autograd::{accumulating, backward, changing, gradients, Leaves};
use tch::{Kind, Reduction, TchError, Tensor};

macro_rules! ret {
    (Nothing, $e:expr) => {{
        let _ = $e?;
        Out::Nothing
    }};
    ($ret:ident, $e:expr) => {
        Out::$ret($e?)
    };
}

macro_rules! ops {
    (@rows [$($done:expr,)*]) => {
        pub static OPS: &[OpSpec] = &[$($done,)*];
    };
    (@rows [$($done:expr,)*] $name:literal $family:ident ( $($arg:ident),* ) $doc:literal => $f:expr ; $($rest:tt)*) => {
        ops!(@rows [$($done,)* OpSpec {
            name: $name,
            args: &[$(stringify!($arg)),*],
            doc: $doc,
            kernel: Kernel::$family($f),
        },] $($rest)*);
    };
    (@rows [$($done:expr,)*] $name:literal [ $($sig:ident)* => $ret:ident ] ( $($arg:ident),* ) $doc:literal |$x:ident| $body:expr ; $($rest:tt)*) => {
        ops!(@rows [$($done,)* OpSpec {
            name: $name,
            args: &[$(stringify!($arg)),*],
            doc: $doc,
            kernel: Kernel::General {
                args: &[$(Arg::$sig),*],
                ret: Ret::$ret,
                f: |$x: &Args| Ok(ret!($ret, $body)),
            },
        },] $($rest)*);
    };
    ($($rows:tt)*) => { ops!(@rows [] $($rows)*); };
}

const MEAN: Reduction = Reduction::Mean;

/// `a.set_data(data)`, refused when it would change a's shape (a view or an
/// optimizer over a relies on it); a new dtype is recounted by the caller.
fn set_data(a: &Tensor, data: &Tensor) -> Result<(), TchError> {
    if a.size() != data.size() {
        return Err(TchError::Shape(format!(
            "set_data_ keeps the shape: {:?} cannot take {:?}",
            a.size(),
            data.size()
        )));
    }
    in_place(a).f_set_data(data)
}

/// A window op's arguments (conv2d, max_pool2d): `kernel`, `stride`, `padding`
/// and `dilation`, each one value or one per spatial dimension (an empty
/// stride is the kernel), and the output channels when they differ from the
/// input's (conv2d's weight).
struct Window<'a> {
    op: &'static str,
    kernel: &'a [i64],
    stride: &'a [i64],
    padding: &'a [i64],
    dilation: &'a [i64],
    channels: Option<i64>,
}

impl Window<'_> {
    /// Refuses a window whose output size or byte count over `input` overflows
    /// 64 bits: LibTorch computes them unchecked and returns a tensor of a
    /// made-up size, or one whose shape holds more elements than its memory.
    /// What LibTorch refuses itself (a stride of 0, an output of no rows) is
    /// left to it.
    fn check(&self, input: &Tensor) -> crate::error::Result<()> {
        let size = input.size();
        if size.len() < 3 {
            return Ok(());
        }
        let (leading, spatial) = size.split_at(size.len() - 2);
        let at = |l: &[i64], i: usize, default: i64| l.get(i).or(l.first()).copied().unwrap_or(default);
        let overflow = || {
            crate::error::Error::arg(format!(
                "{}: kernel {:?}, stride {:?}, padding {:?} and dilation {:?} over an input of shape {size:?} give an output whose size overflows 64 bits",
                self.op, self.kernel, self.stride, self.padding, self.dilation
            ))
        };
        // The batch (if any) and the channels, which the output keeps (conv2d: its own).
        let mut numel: i64 =
            leading[..leading.len() - 1].iter().try_fold(1i64, |n, &d| n.checked_mul(d.max(0))).ok_or_else(overflow)?;
        numel = numel.checked_mul(self.channels.unwrap_or(leading[leading.len() - 1]).max(0)).ok_or_else(overflow)?;
        for (i, &extent) in spatial.iter().enumerate() {
            let (k, p, d) = (at(self.kernel, i, 1), at(self.padding, i, 0), at(self.dilation, i, 1));
            let s = at(self.stride, i, k);
            // (extent + 2 padding - (dilation (kernel - 1) + 1)) / stride + 1, as LibTorch has it.
            let reach = d
                .checked_mul(k.saturating_sub(1))
                .and_then(|span| span.checked_add(1))
                .and_then(|span| {
                    p.checked_mul(2).and_then(|pad| extent.checked_add(pad)).and_then(|v| v.checked_sub(span))
                })
                .ok_or_else(overflow)?;
            if reach < 0 || s <= 0 {
                return Ok(());
            }
            // ceil_mode may add one more.
            let out = (reach / s).checked_add(2).ok_or_else(overflow)?;
            numel = numel.checked_mul(out).ok_or_else(overflow)?;
        }
        numel.checked_mul(input.f_kind()?.elt_size_in_bytes() as i64).ok_or_else(overflow)?;
        Ok(())
    }
}

/// Creation ops check the memory budget before they allocate.
fn budget(shape: &[i64], kind: Kind) -> crate::error::Result<()> {
    // A negative size is the caller's to fix, as in the creation ops of one shape argument.
    super::check_shape(shape)?;
    crate::store::check_budget_for(shape, kind)
}

/// `clone`: a copy recorded by autograd. tch's `_to_copy` goes through
/// LibTorch's factory form, which detaches its result; a copy into a fresh
/// tensor of a's layout is recorded (CopyBackwards) whenever a needs grad.
fn copy_of(a: &Tensor) -> Result<Tensor, tch::TchError> {
    let mut out = a.f_empty_like()?;
    out.f_copy_(a)?;
    Ok(out)
}

/// `arange`, with PyTorch's dtype rule; integers stay exact (a float
/// start of 2^53 + 1 would lose its last bit).
fn arange(x: &Args) -> crate::error::Result<Tensor> {
    let (start, end, step) = (x.num(0), x.num(1), x.num(2));
    let (a, b, c) = (start.as_f64(), end.as_f64(), step.as_f64());
    if !(a.is_finite() && b.is_finite() && c.is_finite()) || c == 0.0 {
        return Err(crate::error::Error::arg(format!(
            "arange: start, end and step must be finite and step non-zero, got {a}, {b}, {c}"
        )));
    }
    let all_int = start.is_int() && end.is_int() && step.is_int();
    let kind = x.d(3, if all_int { Kind::Int64 } else { Kind::Float });
    // The element count, for the budget: close enough in doubles.
    budget(&[((b - a) / c).ceil().max(0.0) as i64], kind)?;
    Ok(Tensor::f_arange_start_step(start.scalar(), end.scalar(), step.scalar(), (kind, x.v(4)))?)
}

/// Refuses batch norm in training over one value per channel, as PyTorch
/// does: its variance is 0/0, and the running variance would turn NaN.
fn one_value_per_channel(input: &Tensor) -> crate::error::Result<()> {
    let size = input.size();
    // Saturating: an empty tensor's other sizes may multiply past 64 bits.
    let per_channel = size.iter().skip(2).fold(size.first().copied().unwrap_or(1), |n, d| n.saturating_mul(*d));
    if per_channel == 1 {
        return Err(crate::error::Error::arg(format!(
            "batch_norm in training needs more than one value per channel, got input of shape {size:?}"
        )));
    }
    Ok(())
}

/// Batch normalisation reads dimension 1 as the channels: a 1-D input has
/// none, and LibTorch's own error for it speaks of the running mean's size.
fn channels_first(input: &Tensor) -> crate::error::Result<()> {
    if input.dim() < 2 {
        return Err(crate::error::Error::arg(format!(
            "batch_norm expects an input of shape (N, C, ...) with at least 2 dimensions, got shape {:?}",
            input.size()
        )));
    }
    Ok(())
}

/// As torch.nn.functional refuses: LibTorch alone would broadcast a smaller
/// input against the target and answer for a shape nobody asked about.
fn same_shape(op: &str, input: &Tensor, target: &Tensor) -> crate::error::Result<()> {
    let (a, b) = (input.size(), target.size());
    if a != b {
        return Err(crate::error::Error::arg(format!(
            "{op}: target shape {b:?} must be the same as input shape {a:?}"
        )));
    }
    Ok(())
}

/// `input` against `target` as torch.nn.functional.mse_loss takes them:
/// broadcast first where the shapes differ. LibTorch's op alone would
/// resize its gradient's output and return wrong gradients.
fn mse_loss(input: &Tensor, target: &Tensor) -> Result<Tensor, TchError> {
    let (a, b) = (input.size(), target.size());
    if a == b {
        return input.f_mse_loss(target, MEAN);
    }
    let both = Tensor::f_broadcast_tensors(&[input, target])?;
    let [input, target] = both.as_slice() else {
        return Err(TchError::Shape("broadcast_tensors gave other than two tensors".into()));
    };
    warn_mse_broadcast(&a, &b, &input.size());
    input.f_mse_loss(target, MEAN)
}

/// Logged once a process, as Python shows a warning once a call site.
#[cold]
fn warn_mse_broadcast(input: &[i64], target: &[i64], both: &[i64]) {
    static WARNED: std::sync::Once = std::sync::Once::new();
    WARNED.call_once(|| {
        log::warn!(
            "mse_loss: target shape {target:?} differs from input shape {input:?}; both are broadcast to {both:?}, \
             which is likely not what was meant (shown once)"
        )
    });
}

/// In-place ops change the tensor all handles share; tch wants `&mut` for
/// them, which a shallow clone (a second reference to the same tensor) gives.
fn in_place(t: &Tensor) -> Tensor {
    t.shallow_clone()
}

ops! {
    // ---- creation
    "zeros" Factory(shape, dtype, device) "A tensor of the given shape filled with 0." => |s, k, d| Tensor::f_zeros(s, (k, d));
    "ones" Factory(shape, dtype, device) "A tensor of the given shape filled with 1." => |s, k, d| Tensor::f_ones(s, (k, d));
    "rand" Factory(shape, dtype, device) "Uniform random numbers in [0, 1)." => |s, k, d| Tensor::f_rand(s, (k, d));
    "randn" Factory(shape, dtype, device) "Standard normal random numbers." => |s, k, d| Tensor::f_randn(s, (k, d));
    "arange" [Number Number Number Dtype Device => Tensor] (start, end, step, dtype, device) "Values from start (inclusive) to end (exclusive) by step: int64 when all three are integers, float32 otherwise, unless a dtype is given (as in PyTorch)." |x| arange(x);
    "full" [Ints Number Dtype Device => Tensor] (shape, value, dtype, device) "A tensor of the given shape filled with value: int64 for an integer value, float32 for any other, unless a dtype is given (as in PyTorch)." |x| { let kind = x.d(2, if x.num(1).is_int() { Kind::Int64 } else { Kind::Float }); budget(x.l(0), kind)?; Tensor::f_full(x.l(0), x.num(1).scalar(), (kind, x.v(3))) };
    "randint" [Int Int Ints Dtype Device => Tensor] (low, high, shape, dtype, device) "Random integers in [low, high) (int64 unless a dtype is given)." |x| { budget(x.l(2), x.d(3, Kind::Int64))?; Tensor::f_randint_low(x.i(0), x.i(1), x.l(2), (x.d(3, Kind::Int64), x.v(4))) };
    "linspace" [Number Number Int Dtype Device => Tensor] (start, end, steps, dtype, device) "steps values evenly spaced from start to end, both included." |x| { if x.i(2) < 0 { return Err(crate::error::Error::arg(format!("linspace: steps must be non-negative, got {}", x.i(2)))); } budget(&[x.i(2)], x.d(3, Kind::Float))?; Tensor::f_linspace(x.s(0), x.s(1), x.i(2), (x.d(3, Kind::Float), x.v(4))) };
    "eye" [Int Dtype Device => Tensor] (n, dtype, device) "The n x n identity matrix." |x| { budget(&[x.i(0), x.i(0)], x.d(1, Kind::Float))?; Tensor::f_eye(x.i(0), (x.d(1, Kind::Float), x.v(2))) };
    "zeros_like" Unary(a) "Zeros with a's shape, dtype and device." => |a| a.f_zeros_like();
    "ones_like" Unary(a) "Ones with a's shape, dtype and device." => |a| a.f_ones_like();
    "randn_like" Unary(a) "Standard normal numbers with a's shape, dtype and device." => |a| a.f_randn_like();

    // ---- arithmetic
    "add" Binary(a, b) "Element-wise a + b, broadcasting." => |a, b| a.f_add(b);
    "add" TensorScalar(a, b) "Adds the number b to every element of a." => |a, b| a.f_add_scalar(b);
    "sub" Binary(a, b) "Element-wise a - b, broadcasting." => |a, b| a.f_sub(b);
    "sub" TensorScalar(a, b) "Subtracts the number b from every element of a." => |a, b| a.f_sub_scalar(b);
    "mul" Binary(a, b) "Element-wise a * b, broadcasting." => |a, b| a.f_mul(b);
    "mul" TensorScalar(a, b) "Multiplies every element of a by the number b." => |a, b| a.f_mul_scalar(b);
    "div" Binary(a, b) "Element-wise true division a / b, broadcasting." => |a, b| a.f_div(b);
    "div" TensorScalar(a, b) "Divides every element of a by the number b." => |a, b| a.f_div_scalar(b);
    "pow" Binary(a, b) "Element-wise a to the power b, broadcasting." => |a, b| a.f_pow(b);
    "pow" TensorScalar(a, b) "Every element of a to the power of the number b." => |a, b| a.f_pow_tensor_scalar(b);
    "neg" Unary(a) "Element-wise -a." => |a| a.f_neg();
    "exp" Unary(a) "Element-wise e^a." => |a| a.f_exp();
    "log" Unary(a) "Element-wise natural logarithm." => |a| a.f_log();
    "sqrt" Unary(a) "Element-wise square root." => |a| a.f_sqrt();
    "abs" Unary(a) "Element-wise absolute value." => |a| a.f_abs();
    "relu" Unary(a) "Element-wise max(a, 0)." => |a| a.f_relu();
    "sigmoid" Unary(a) "Element-wise logistic sigmoid." => |a| a.f_sigmoid();
    "tanh" Unary(a) "Element-wise hyperbolic tangent." => |a| a.f_tanh();
    "clamp" [Tensor OptNumber OptNumber => Tensor] (a, min, max) "Limits every element to [min, max]; either bound may be nil (none), not both. Integer bounds keep an integer tensor's dtype." |x| match (x.q(1), x.q(2)) {
        (Some(lo), Some(hi)) => x.t(0).f_clamp(lo.scalar(), hi.scalar()),
        (Some(lo), None) => x.t(0).f_clamp_min(lo.scalar()),
        (None, Some(hi)) => x.t(0).f_clamp_max(hi.scalar()),
        // As PyTorch: no bounds is a mistake, not a copy.
        (None, None) => return Err(crate::error::Error::arg("clamp needs a min or a max; neither was given")),
    };
    "softmax" [Tensor Int => Tensor] (a, dim) "Softmax along dim." |x| x.t(0).f_softmax(x.i(1), None::<Kind>);
    "log_softmax" [Tensor Int => Tensor] (a, dim) "Log of the softmax along dim, computed stably." |x| x.t(0).f_log_softmax(x.i(1), None::<Kind>);

    // ---- comparison (bool results)
    "eq" Binary(a, b) "Element-wise a == b." => |a, b| a.f_eq_tensor(b);
    "eq" TensorScalar(a, b) "Element-wise a == the number b." => |a, b| a.f_eq(b);
    "ne" Binary(a, b) "Element-wise a != b." => |a, b| a.f_ne_tensor(b);
    "ne" TensorScalar(a, b) "Element-wise a != the number b." => |a, b| a.f_ne(b);
    "gt" Binary(a, b) "Element-wise a > b." => |a, b| a.f_gt_tensor(b);
    "gt" TensorScalar(a, b) "Element-wise a > the number b." => |a, b| a.f_gt(b);
    "lt" Binary(a, b) "Element-wise a < b." => |a, b| a.f_lt_tensor(b);
    "lt" TensorScalar(a, b) "Element-wise a < the number b." => |a, b| a.f_lt(b);
    "ge" Binary(a, b) "Element-wise a >= b." => |a, b| a.f_ge_tensor(b);
    "ge" TensorScalar(a, b) "Element-wise a >= the number b." => |a, b| a.f_ge(b);
    "le" Binary(a, b) "Element-wise a <= b." => |a, b| a.f_le_tensor(b);
    "le" TensorScalar(a, b) "Element-wise a <= the number b." => |a, b| a.f_le(b);

    // ---- reductions
    "sum" Unary(a) "Sum of all elements, as a 0-dimensional tensor." => |a| a.f_sum(None::<Kind>);
    "sum" ReduceDims(a, dims, keepdim) "Sum over the given dimensions." => |a, d, k| a.f_sum_dim_intlist(d, k, None::<Kind>);
    "mean" Unary(a) "Mean of all elements (floating dtypes), as a 0-dimensional tensor." => |a| a.f_mean(None::<Kind>);
    "mean" ReduceDims(a, dims, keepdim) "Mean over the given dimensions (floating dtypes)." => |a, d, k| a.f_mean_dim(d, k, None::<Kind>);
    "max" Unary(a) "Largest element." => |a| a.f_max();
    "max" [Tensor Int Bool => Tensor] (a, dim, keepdim) "Largest values along dim (the values; argmax gives the indices)." |x| x.t(0).f_max_dim(x.i(1), x.b(2)).map(|(values, _)| values);
    "min" Unary(a) "Smallest element." => |a| a.f_min();
    "min" [Tensor Int Bool => Tensor] (a, dim, keepdim) "Smallest values along dim (the values; argmin gives the indices)." |x| x.t(0).f_min_dim(x.i(1), x.b(2)).map(|(values, _)| values);
    "argmax" Unary(a) "Index of the largest element in the flattened tensor." => |a| a.f_argmax(None::<i64>, false);
    "argmax" [Tensor Int Bool => Tensor] (a, dim, keepdim) "Indices of the largest values along dim." |x| x.t(0).f_argmax(x.i(1), x.b(2));
    "argmin" Unary(a) "Index of the smallest element in the flattened tensor." => |a| a.f_argmin(None::<i64>, false);
    "argmin" [Tensor Int Bool => Tensor] (a, dim, keepdim) "Indices of the smallest values along dim." |x| x.t(0).f_argmin(x.i(1), x.b(2));
    "std" Unary(a) "Standard deviation of all elements (unbiased)." => |a| a.f_std(true);
    "std" ReduceDims(a, dims, keepdim) "Standard deviation over the given dimensions (unbiased)." => |a, d, k| a.f_std_dim(d, true, k);
    "var" Unary(a) "Variance of all elements (unbiased)." => |a| a.f_var(true);
    "var" ReduceDims(a, dims, keepdim) "Variance over the given dimensions (unbiased)." => |a, d, k| a.f_var_dim(d, true, k);

    // ---- shape
    "reshape" TensorShape(a, shape) "The same elements in a new shape; one dimension may be -1." => |a, s| a.f_reshape(s);
    "view" TensorShape(a, shape) "A view of a in a new shape (a must be contiguous enough); one dimension may be -1." => |a, s| a.f_view_(s);
    "permute" TensorShape(a, dims) "Reorders the dimensions." => |a, d| a.f_permute(d);
    "squeeze" Unary(a) "Removes every dimension of size 1." => |a| a.f_squeeze();
    "squeeze" [Tensor Int => Tensor] (a, dim) "Removes dimension dim if its size is 1." |x| x.t(0).f_squeeze_dim(x.i(1));
    "flatten" Unary(a) "All elements in one dimension." => |a| a.f_flatten(0, -1);
    "flatten" [Tensor Int Int => Tensor] (a, start_dim, end_dim) "Merges dimensions start_dim to end_dim into one." |x| x.t(0).f_flatten(x.i(1), x.i(2));
    "where" [Tensor Tensor Tensor => Tensor] (condition, a, b) "Elements of a where condition is true, of b elsewhere." |x| x.t(1).f_where_self(x.t(0), x.t(2));

    // ---- linear algebra
    "matmul" Binary(a, b) "Matrix product of a and b, with PyTorch's broadcasting rules." => |a, b| a.f_matmul(b);
    "mm" Binary(a, b) "Product of two matrices (2-D only)." => |a, b| a.f_mm(b);
    "bmm" Binary(a, b) "Batched product of two 3-D tensors." => |a, b| a.f_bmm(b);

    // ---- conversion
    "to_dtype" [Tensor Dtype => Tensor] (a, dtype) "a converted to dtype. When a has that dtype already, no copy: a new handle over a's memory (releasing one leaves the other; for a leaf that requires grad, a view through which gradients reach a, so optimize a itself)." |x| x.t(0).f_to_kind(x.d_required(1, "to_dtype")?);
    "to_device" [Tensor Device => Tensor] (a, device) "a on device. When a is there already, no copy: a new handle over a's memory (releasing one leaves the other; for a leaf that requires grad, a view through which gradients reach a, so optimize a itself)." |x| x.t(0).f_to_device(x.v(1));
    "contiguous" Unary(a) "a with its elements in row-major order in memory." => |a| a.f_contiguous();
    "clone" Unary(a) "A copy of a with its own memory (recorded by autograd)." => copy_of;

    // ---- autograd
    "requires_grad_" [Tensor BoolTrue => Nothing] (a, requires_grad) "Turns gradient tracking for a on (by default) or off, in place." |x| changing(Leaves::of(x.t(0)), || in_place(x.t(0)).f_requires_grad_(x.b(1)));
    "backward" [Tensor OptTensor Bool => Nothing] (loss, gradient, retain_graph) "Adds the gradients of loss into the .grad of the tensors it depends on, as loss.backward(gradient, retain_graph) does in PyTorch: a loss that is not a scalar needs gradient (the same shape: the weights of its elements). The graph is freed after, so a second backward through it fails, unless retain_graph is true." |x| accumulating(x.t(0), || backward(x.t(0), x.o(1), x.b(2)));
    "gradients" [Tensor Tensors OptTensor Bool Bool Bool => Tensors] (output, inputs, gradient, retain_graph, create_graph, materialize_grads) "The gradients of output with respect to each of inputs, as torch.autograd.grad(output, inputs, gradient, retain_graph, create_graph, materialize_grads=materialize_grads) gives them in PyTorch, leaving every .grad as it is. An output that is not a scalar needs gradient, as in backward. With create_graph the gradients have a graph of their own, for gradients of gradients (a gradient penalty, a Hessian-vector product), and output's graph is kept; otherwise it is freed, unless retain_graph is true. An input output does not depend on is an error, or with materialize_grads gets zeros." |x| accumulating(x.t(0), || gradients(x.t(0), &x.x(1), x.o(2), x.b(3), x.b(4), x.b(5)));
    // An alias: a's .grad itself, once stored, would be a second handle of a
    // tensor each later `grad` names too (see store::put_result_in).
    "grad" [Tensor => OptTensor] (a) "The gradient accumulated for a, or none: a tensor over the gradient's memory (in-place ops on it change the gradient)." |x| changing(Leaves::of(x.t(0)), || x.t(0).f_grad().and_then(|g| if g.defined() { g.f_alias().map(Some) } else { Ok(None) }));
    "detach" Unary(a) "a without autograd history (shares memory with a)." => |a| a.f_detach();
    "copy_" [Tensor Tensor => Nothing] (dst, src) "Copies src's values into dst, in place." |x| in_place(x.t(0)).f_copy_(x.t(1));
    "zero_" [Tensor => Nothing] (a) "Sets every element of a to 0, in place." |x| in_place(x.t(0)).f_zero_();
    // Waits for every backward pass: one may be reading a's old memory without a
    // being a leaf of its graph (an input it saved, a gradient held as a tensor).
    "set_data_" [Tensor Tensor => Nothing] (a, data) "Makes a hold data's values where data lives and in its dtype (the same shape), keeping a the same tensor: how a module's parameters move to a device or change dtype. a's old memory is freed at once, so this throws IllegalStateException when another thread's op is using a at that moment, and waits for backward passes running on other threads. When data is a itself, it does nothing." |x| { if x.same_tensor(0, 1) { return Ok(Out::Nothing); } let _alone = x.alone(0, "set_data_")?; changing(Leaves::ALL, || set_data(x.t(0), x.t(1)))?; x.recount(0) };

    // ---- neural network functions
    "linear" [Tensor Tensor OptTensor => Tensor] (input, weight, bias) "input @ weight^T + bias." |x| x.t(0).f_linear(x.t(1), x.o(2));
    "conv2d" [Tensor Tensor OptTensor Ints Ints Ints Int => Tensor] (input, weight, bias, stride, padding, dilation, groups) "2-D convolution over an NCHW input." |x| { let w = x.t(1).size(); Window { op: "conv2d", kernel: w.get(2..).unwrap_or(&[]), stride: x.l(3), padding: x.l(4), dilation: x.l(5), channels: w.first().copied() }.check(x.t(0))?; x.t(0).f_conv2d(x.t(1), x.o(2), x.l(3), x.l(4), x.l(5), x.i(6)) };
    "max_pool2d" [Tensor Ints Ints Ints Ints Bool => Tensor] (input, kernel_size, stride, padding, dilation, ceil_mode) "2-D max pooling over an NCHW input." |x| { Window { op: "max_pool2d", kernel: x.l(1), stride: x.l(2), padding: x.l(3), dilation: x.l(4), channels: None }.check(x.t(0))?; x.t(0).f_max_pool2d(x.l(1), x.l(2), x.l(3), x.l(4), x.b(5)) };
    "dropout" [Tensor Number BoolTrue => Tensor] (input, p, train) "Zeroes elements with probability p and scales the rest by 1/(1-p) when train is true (by default, as in PyTorch); input unchanged otherwise." |x| x.t(0).f_dropout(x.s(1), x.b(2));
    // Arguments in torch.nn.functional's order, so that a ported call means the same.
    "batch_norm" [Tensor OptTensor OptTensor OptTensor OptTensor Bool Number Number => Tensor] (input, running_mean, running_var, weight, bias, training, momentum, eps) "Batch normalisation, arguments as torch.nn.functional.batch_norm takes them; in training the running statistics are updated in place." |x| { channels_first(x.t(0))?; if x.b(5) { one_value_per_channel(x.t(0))?; } x.t(0).f_batch_norm(x.o(3), x.o(4), x.o(1), x.o(2), x.b(5), x.s(6), x.s(7), true) };
    "embedding" [Tensor Tensor => Tensor] (input, weight) "Rows of weight at the int64 indices in input, as torch.nn.functional.embedding takes them." |x| Tensor::f_embedding(x.t(1), x.t(0), -1, false, false);
    "cross_entropy" [Tensor Tensor => Tensor] (logits, target) "Mean cross-entropy of logits (N x C) against int64 class indices (N)." |x| x.t(0).f_cross_entropy_loss(x.t(1), None::<&Tensor>, MEAN, -100, 0.0);
    "mse_loss" [Tensor Tensor => Tensor] (input, target) "Mean squared error of input against target. Shapes that differ are broadcast against each other first, as in torch.nn.functional.mse_loss (and logged as a warning, once a process): an input of [N, 1] against a target of [N] compares every input with every target." |x| mse_loss(x.t(0), x.t(1));
    "nll_loss" [Tensor Tensor => Tensor] (log_probs, target) "Mean negative log-likelihood of log-probabilities (N x C, or N x C x d1 x ... per position) against int64 class indices (N, or N x d1 x ...)." |x| x.t(0).f_nll_loss_nd(x.t(1), None::<&Tensor>, MEAN, -100);
    "binary_cross_entropy_with_logits" [Tensor Tensor => Tensor] (logits, target) "Mean binary cross-entropy of logits against targets in [0, 1] of the same shape." |x| { same_shape("binary_cross_entropy_with_logits", x.t(0), x.t(1))?; x.t(0).f_binary_cross_entropy_with_logits(x.t(1), None::<&Tensor>, None::<&Tensor>, MEAN) };

    // ---- autograd state, added last so that earlier rows keep their numbers
    "clear_grad_" [Tensor => Nothing] (a) "Sets a's gradient to none, as a.grad = None does in PyTorch (what Module.zero_grad does to each parameter); waits for backward passes on other threads that write it." |x| changing(Leaves::of(x.t(0)), || crate::optim::ops::clear_grad(x.t(0)));
}
