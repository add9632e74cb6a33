//! Native half of `Ops.java`: dispatch of the op table (`table.rs`) from JNI.
//!
//! Every op is one row of `table::OPS`; the Java `Ops` and `TensorOps`
//! classes are generated from the rows (`make bindings`) and the Clojure
//! functions are made from them at load time, so adding an op is one row.

mod args;
pub use crate::shims::autograd_skip;
mod chain;
mod table;

pub use args::{Arg, Args, Num};
pub use chain::run_chain;
pub use table::OPS;

use crate::dtype::{device_of, kind_of};
use crate::error::{Error, Result};
use crate::jarray;
use crate::jni_entry::{run, run_plain};
use crate::registry::{self, Local};
use crate::store;
use jni::objects::{JClass, JLongArray};
use jni::sys::{jboolean, jdouble, jint, jlong};
use jni::{Env, EnvUnowned};
use tch::{Device, Kind, Scalar, TchError, Tensor};

type R = std::result::Result<Tensor, TchError>;

/// What a general op returns.
pub enum Out {
    Tensor(Tensor),
    Tensors(Vec<Tensor>),
    OptTensor(Option<Tensor>),
    Nothing,
}

/// What a general op returns, as its row declares it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ret {
    Tensor,
    Tensors,
    /// A tensor or none.
    OptTensor,
    Nothing,
}

/// The argument shape of an op and its implementation. Every shape but
/// `General` has a JNI entry point of its own, for the small ops of hot loops.
#[derive(Clone, Copy)]
pub enum Kernel {
    /// One tensor.
    Unary(fn(&Tensor) -> R),
    /// Two tensors.
    Binary(fn(&Tensor, &Tensor) -> R),
    /// A tensor and a number: an integer (Java long) or a float (double),
    /// kept apart so type promotion follows PyTorch's (int tensor + 2 stays int).
    TensorScalar(fn(&Tensor, Scalar) -> R),
    /// A tensor and a list of integers (a shape, or dimensions).
    TensorShape(fn(&Tensor, &[i64]) -> R),
    /// A tensor, the dimensions to reduce and keepdim.
    ReduceDims(fn(&Tensor, &[i64], bool) -> R),
    /// A shape, a dtype and a device: a new tensor, after the memory budget's check.
    Factory(fn(&[i64], Kind, Device) -> R),
    /// Any signature, through `Args`.
    General { args: &'static [Arg], ret: Ret, f: fn(&Args) -> Result<Out> },
}

impl Kernel {
    /// The arguments' kinds (see `Arg`).
    pub fn args(&self) -> &'static [Arg] {
        use Arg::*;
        match self {
            Kernel::Unary(_) => &[Tensor],
            Kernel::Binary(_) => &[Tensor, Tensor],
            Kernel::TensorScalar(_) => &[Tensor, Number],
            Kernel::TensorShape(_) => &[Tensor, Ints],
            Kernel::ReduceDims(_) => &[Tensor, Ints, Bool],
            Kernel::Factory(_) => &[Ints, Dtype, Device],
            Kernel::General { args, .. } => args,
        }
    }

    /// The argument shape's name, as the table writes it.
    pub fn family(&self) -> &'static str {
        match self {
            Kernel::Unary(_) => "Unary",
            Kernel::Binary(_) => "Binary",
            Kernel::TensorScalar(_) => "TensorScalar",
            Kernel::TensorShape(_) => "TensorShape",
            Kernel::ReduceDims(_) => "ReduceDims",
            Kernel::Factory(_) => "Factory",
            Kernel::General { .. } => "General",
        }
    }

    /// What the op returns.
    pub fn returns(&self) -> Ret {
        match self {
            Kernel::General { ret, .. } => *ret,
            _ => Ret::Tensor,
        }
    }

    /// Whether the op goes through the general entry point.
    pub fn is_general(&self) -> bool {
        matches!(self, Kernel::General { .. })
    }

    /// Whether the op's first argument is a tensor (it has an instance form,
    /// and may be a chain step).
    pub fn takes_tensor_first(&self) -> bool {
        self.args().first() == Some(&Arg::Tensor)
    }
}

pub struct OpSpec {
    pub name: &'static str,
    /// Argument names, one per argument kind.
    pub args: &'static [&'static str],
    pub doc: &'static str,
    pub kernel: Kernel,
}

impl OpSpec {
    /// How many leading arguments every call gives; the others may be left
    /// out, each taking its default: a row's closing dtype and device (the
    /// op's defaults; a dtype or device elsewhere, as to_dtype's, is what the
    /// op is about), and before them optional tensors and numbers (none),
    /// `Bool` (false) and `BoolTrue` (true). A row of optional numbers keeps
    /// the first of them, since an op such as clamp needs at least one. The
    /// bindings of every language read their shorter forms from this, so the
    /// rule is written once.
    pub fn required(&self) -> usize {
        use Arg::*;
        let args = self.kernel.args();
        let mut keep = args.len();
        if args.ends_with(&[Dtype, Device]) {
            keep -= 2;
        }
        while keep > 0 && matches!(args[keep - 1], OptTensor | OptNumber | Bool | BoolTrue) {
            if args[keep - 1] == OptNumber && !args[..keep - 1].contains(&OptNumber) {
                break;
            }
            keep -= 1;
        }
        keep
    }
}

fn spec(op: jint) -> Result<&'static OpSpec> {
    usize::try_from(op).ok().and_then(|i| OPS.get(i)).ok_or_else(|| Error::arg(format!("unknown op index {op}")))
}

/// The error of a call through the entry point of argument shape `family`
/// to an op of another.
fn mismatch(s: &OpSpec, family: &str) -> Error {
    Error::arg(format!("op {} is {} {:?}, not {family}", s.name, s.kernel.family(), s.kernel.args()))
}

/// Runs `f` with LibTorch's grad mode as the calling Java thread has it.
/// LibTorch keeps the mode per OS thread, and a virtual thread can move
/// between OS threads, so the mode travels with each call and is restored
/// before the call returns.
pub(crate) fn with_grad<T>(grad: jboolean, f: impl FnOnce() -> T) -> T {
    if grad {
        f()
    } else {
        let _guard = tch::no_grad_guard();
        f()
    }
}

fn longs(env: &mut Env<'_>, arr: &JLongArray<'_>, what: &'static str) -> Result<Vec<i64>> {
    jarray::read(env, arr, what)
}

/// Checks a shape for creation ops before LibTorch sees it.
fn check_shape(shape: &[i64]) -> Result<()> {
    if let Some(d) = shape.iter().find(|d| **d < 0) {
        return Err(Error::arg(format!("negative dimension {d} in shape {shape:?}")));
    }
    Ok(())
}

fn dtype_or(code: jint, default: Kind) -> Result<Kind> {
    if code < 0 {
        Ok(default)
    } else {
        kind_of(code)
    }
}

fn out(r: R, op: &'static str) -> Result<jlong> {
    store::put(r.map_err(|e| in_op(op, e.into()))?)
}

/// A LibTorch error names the op it came from ("add: The size of tensor a
/// (2) must match ..."): its own message does not, and the Java stack shows
/// only the native entry point.
#[cold]
pub(crate) fn in_op(op: &str, e: Error) -> Error {
    match e {
        Error::Torch(msg) if !names_op(&msg, op) => Error::Torch(format!("{op}: {msg}")),
        other => other,
    }
}

/// Whether LibTorch's message names `op` already ("torch.cat(): ...", "stack
/// expects ..."): it starts with the op's name as a whole word.
fn names_op(msg: &str, op: &str) -> bool {
    msg.strip_prefix("torch.")
        .unwrap_or(msg)
        .strip_prefix(op)
        .is_some_and(|rest| !rest.starts_with(|c: char| c.is_alphanumeric() || c == '_'))
}

/// `out` of an op whose inputs have the `tensor_impl`s `inputs`, for a
/// thread whose `Local` is `local` (see `store::put_result_in`).
#[inline(always)]
fn out_in(local: Local, r: R, inputs: &[usize], op: &'static str) -> Result<jlong> {
    store::put_result_in(local, r.map_err(|e| in_op(op, e.into()))?, inputs)
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Ops_unary<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    op: jint,
    grad: jboolean,
    a: jlong,
) -> jlong {
    run_plain(&mut env, || {
        let s = spec(op)?;
        let Kernel::Unary(f) = s.kernel else { return Err(mismatch(s, "Unary")) };
        let local = registry::local();
        let a = store::get_in(local, a)?;
        out_in(
            local,
            with_grad(grad, || autograd_skip::run(&[a.tensor_impl], || f(&a.tensor))),
            &[a.tensor_impl],
            s.name,
        )
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Ops_binary<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    op: jint,
    grad: jboolean,
    a: jlong,
    b: jlong,
) -> jlong {
    run_plain(&mut env, || {
        let s = spec(op)?;
        let Kernel::Binary(f) = s.kernel else { return Err(mismatch(s, "Binary")) };
        let local = registry::local();
        let (a, b) = store::get2_in(local, a, b)?;
        let inputs = [a.tensor_impl, b.tensor_impl];
        out_in(local, with_grad(grad, || autograd_skip::run(&inputs, || f(&a.tensor, &b.tensor))), &inputs, s.name)
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Ops_tensorScalar<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    op: jint,
    grad: jboolean,
    a: jlong,
    float: jdouble,
    int: jlong,
    integral: jboolean,
) -> jlong {
    run_plain(&mut env, || {
        let s = spec(op)?;
        let Kernel::TensorScalar(f) = s.kernel else { return Err(mismatch(s, "TensorScalar")) };
        let local = registry::local();
        let a = store::get_in(local, a)?;
        let b = if integral { Scalar::int(int) } else { Scalar::float(float) };
        out_in(
            local,
            with_grad(grad, || autograd_skip::run(&[a.tensor_impl], || f(&a.tensor, b))),
            &[a.tensor_impl],
            s.name,
        )
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Ops_tensorShape<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    op: jint,
    grad: jboolean,
    a: jlong,
    ints: JLongArray<'l>,
) -> jlong {
    run(&mut env, |env| {
        let s = spec(op)?;
        let Kernel::TensorShape(f) = s.kernel else { return Err(mismatch(s, "TensorShape")) };
        let ints = longs(env, &ints, s.args[1])?;
        let local = registry::local();
        let a = store::get_in(local, a)?;
        out_in(
            local,
            with_grad(grad, || autograd_skip::run(&[a.tensor_impl], || f(&a.tensor, &ints))),
            &[a.tensor_impl],
            s.name,
        )
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Ops_reduceDims<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    op: jint,
    grad: jboolean,
    a: jlong,
    ints: JLongArray<'l>,
    flag: jboolean,
) -> jlong {
    run(&mut env, |env| {
        let s = spec(op)?;
        let Kernel::ReduceDims(f) = s.kernel else { return Err(mismatch(s, "ReduceDims")) };
        let ints = longs(env, &ints, s.args[1])?;
        let local = registry::local();
        let a = store::get_in(local, a)?;
        out_in(
            local,
            with_grad(grad, || autograd_skip::run(&[a.tensor_impl], || f(&a.tensor, &ints, flag))),
            &[a.tensor_impl],
            s.name,
        )
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Ops_factory<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    op: jint,
    shape: JLongArray<'l>,
    dtype: jint,
    device: jint,
) -> jlong {
    run(&mut env, |env| {
        let s = spec(op)?;
        let Kernel::Factory(f) = s.kernel else { return Err(mismatch(s, "Factory")) };
        let shape = longs(env, &shape, "shape")?;
        check_shape(&shape)?;
        let kind = dtype_or(dtype, Kind::Float)?;
        store::check_budget_for(&shape, kind)?;
        out(f(&shape, kind, device_of(device)?), s.name)
    })
}

/// A general op's arguments as they cross JNI, in one array: the count of
/// tensor ids, the count of numbers, then the ids, the numbers (each as its
/// IEEE 754 bits) and the integers (the rest). One array read is a third of
/// the JNI calls of three.
fn split(packed: &[i64]) -> Result<(&[i64], Vec<f64>, &[i64])> {
    let bad = || {
        Error::arg(format!(
            "a general op's argument array of {} elements does not hold the counts it starts with",
            packed.len()
        ))
    };
    let [nt, nn, rest @ ..] = packed else { return Err(bad()) };
    let nt = usize::try_from(*nt).map_err(|_| bad())?;
    let nn = usize::try_from(*nn).map_err(|_| bad())?;
    if nt.checked_add(nn).is_none_or(|n| n > rest.len()) {
        return Err(bad());
    }
    let (tensors, rest) = rest.split_at(nt);
    let (numbers, ints) = rest.split_at(nn);
    Ok((tensors, numbers.iter().map(|&bits| f64::from_bits(bits as u64)).collect(), ints))
}

/// Runs general op `op` on the packed arguments `packed` (see `split`) and
/// registers what it returns: the ids, or none.
fn run_general(op: jint, grad: jboolean, packed: &[i64]) -> Result<Vec<i64>> {
    let s = spec(op)?;
    let Kernel::General { args: sig, f, .. } = s.kernel else { return Err(mismatch(s, "General")) };
    let (t, n, i) = split(packed)?;
    let args = Args::decode(sig, s.args, t, &n, i)?;
    let local = registry::local();
    let inputs = args.tensor_impls();
    let put = |t| store::put_result_in(local, t, &inputs);
    let ids = match with_grad(grad, || f(&args)).map_err(|e| in_op(s.name, e))? {
        Out::Tensor(t) | Out::OptTensor(Some(t)) => vec![put(t)?],
        Out::OptTensor(None) | Out::Nothing => Vec::new(),
        Out::Tensors(ts) => {
            // Register all or none: on failure the tensors not yet
            // registered are dropped, the registered ones released.
            let mut ids = Vec::with_capacity(ts.len());
            for t in ts {
                match put(t) {
                    Ok(id) => ids.push(id),
                    Err(e) => {
                        for id in ids {
                            let _ = store::release(id);
                        }
                        return Err(e);
                    }
                }
            }
            ids
        }
    };
    Ok(ids)
}

/// The general entry point of ops that return one tensor, an optional one or
/// nothing: the id, or 0 for none.
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Ops_general<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    op: jint,
    grad: jboolean,
    args: JLongArray<'l>,
) -> jlong {
    run(&mut env, |env| {
        let s = spec(op)?;
        if s.kernel.returns() == Ret::Tensors {
            return Err(Error::arg(format!("op {} returns a list of tensors: call it through generalList", s.name)));
        }
        let packed = longs(env, &args, "args")?;
        Ok(run_general(op, grad, &packed)?.first().copied().unwrap_or(0))
    })
}

/// The general entry point of ops that return a list of tensors: their ids.
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Ops_generalList<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    op: jint,
    grad: jboolean,
    args: JLongArray<'l>,
) -> JLongArray<'l> {
    run(&mut env, |env| {
        let s = spec(op)?;
        if s.kernel.returns() != Ret::Tensors {
            return Err(Error::arg(format!(
                "op {} does not return a list of tensors: call it through general",
                s.name
            )));
        }
        let packed = longs(env, &args, "args")?;
        let ids = run_general(op, grad, &packed)?;
        // A Java array that cannot be made (the JVM's heap full) takes the ids with it.
        jarray::new_from(env, &ids).inspect_err(|_| {
            for &id in &ids {
                let _ = store::release(id);
            }
        })
    })
}

#[cfg(test)]
mod tests {
    use super::{names_op, split, OPS};

    fn required(op: &str) -> usize {
        OPS.iter().find(|s| s.name == op).map(|s| s.required()).expect("a row of the table")
    }

    #[test]
    fn trailing_arguments_with_defaults_may_be_left_out_but_one_optional_number_stays() {
        assert_eq!(required("backward"), 1, "gradient and retain_graph have defaults");
        assert_eq!(required("gradients"), 2, "the gradient and the three flags have defaults");
        assert_eq!(required("linear"), 2, "the bias may be left out");
        assert_eq!(required("dropout"), 2, "train defaults to true");
        assert_eq!(required("clamp"), 2, "clamp keeps one of its two optional bounds");
        assert_eq!(required("add"), 2, "nothing of a fast row has a default");
        assert_eq!(required("zeros"), 1, "dtype and device have defaults");
        assert_eq!(required("full"), 2, "the dtype and device close the row");
        assert_eq!(required("to_dtype"), 2, "the dtype is what to_dtype is about");
        assert_eq!(required("to_device"), 2, "the device is what to_device is about");
    }

    #[test]
    fn packed_arguments_split_into_ids_numbers_and_integers_and_bad_counts_are_refused() {
        let packed = [2, 1, 7, 8, 1.5f64.to_bits() as i64, 3, 4];
        let (t, n, i) = split(&packed).expect("well formed");
        assert_eq!((t, n.as_slice(), i), (&[7, 8][..], &[1.5][..], &[3, 4][..]));
        let (t, n, i) = split(&[0, 0]).expect("no arguments");
        assert!(t.is_empty() && n.is_empty() && i.is_empty());
        for bad in
            [&[][..], &[1][..], &[3, 0, 1, 2][..], &[-1, 0, 5][..], &[0, i64::MAX, 1][..], &[i64::MAX, i64::MAX][..]]
        {
            assert!(split(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn a_message_names_the_op_only_as_a_whole_word_at_its_start() {
        assert!(names_op("torch.cat(): expected a non-empty list of Tensors", "cat"));
        assert!(names_op("stack expects each tensor to be equal size", "stack"));
        assert!(!names_op("addmm: shapes cannot be multiplied", "add"));
        assert!(!names_op("The size of tensor a (3) must match", "add"));
    }
}
