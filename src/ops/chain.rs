//! Native half of `Chain.java`: ops run one after another on a running
//! tensor in one JNI call, as a `Sequential` model's forward pass is. The
//! tensors between steps are kept here and dropped at once, never stored:
//! no id, no Java object and no scope bookkeeping for them, only for the
//! last step's result.

use super::{autograd_skip, in_op, spec, split, with_grad, Args, Kernel, OpSpec, Out, Ret, R};
use crate::error::{Error, Result};
use crate::jni_entry::run;
use crate::registry;
use crate::store;
use jni::objects::{JClass, JLongArray};
use jni::sys::{jboolean, jint, jlong};
use jni::EnvUnowned;
use tch::Tensor;

/// One step of a program: its op, checked to be a step, and its packed
/// arguments (see `split`).
struct Step<'p> {
    spec: &'static OpSpec,
    packed: &'p [i64],
}

/// The steps of `program`: for each, the op's index, the length of its
/// packed arguments, then those arguments. The first step's arguments start
/// with the chain's input; a later step's leave out its first argument, the
/// running tensor. Every op is checked here, before any step runs, so a bad
/// program changes nothing.
fn steps(program: &[i64]) -> Result<Vec<Step<'_>>> {
    let bad =
        || Error::arg(format!("a chain program of {} elements does not hold the lengths it gives", program.len()));
    let mut steps = Vec::new();
    let mut rest = program;
    while let [op, len, tail @ ..] = rest {
        let op = jint::try_from(*op).map_err(|_| Error::arg(format!("unknown op index {op}")))?;
        let len = usize::try_from(*len).ok().filter(|&n| n <= tail.len()).ok_or_else(bad)?;
        let (packed, next) = tail.split_at(len);
        steps.push(Step { spec: step_spec(op)?, packed });
        rest = next;
    }
    if !rest.is_empty() {
        return Err(bad());
    }
    if steps.is_empty() {
        return Err(Error::arg("a chain of no steps"));
    }
    Ok(steps)
}

/// The row of op `op`, when it can be a step: its first argument is a tensor
/// and it returns one.
fn step_spec(op: jint) -> Result<&'static OpSpec> {
    let s = spec(op)?;
    if s.kernel.takes_tensor_first() && s.kernel.returns() == Ret::Tensor {
        Ok(s)
    } else {
        Err(Error::arg(format!("op {} does not take a tensor first and return one: it cannot be a chain step", s.name)))
    }
}

/// Runs one step on `running` (none for the first step, whose input is in
/// its arguments), adding its inputs' `tensor_impl`s to `inputs`.
fn run_step(s: &OpSpec, running: Option<&Tensor>, packed: &[i64], inputs: &mut Vec<usize>) -> Result<Tensor> {
    let (t, n, i) = split(packed)?;
    let args = match running {
        None => Args::decode(s.kernel.args(), s.args, t, &n, i)?,
        Some(x) => Args::decode_after(x, s.kernel.args(), s.args, t, &n, i)?,
    };
    let mut impls = args.tensor_impls();
    inputs.extend_from_slice(&impls);
    let x = args.t(0);
    // A fixed-arity step's tensors are exactly the stored ones and the running one.
    let mut fixed = |f: &dyn Fn() -> R| {
        impls.extend(running.map(store::tensor_impl));
        autograd_skip::run(&impls, f)
    };
    let r = match s.kernel {
        Kernel::Unary(f) => fixed(&|| f(x)),
        Kernel::Binary(f) => fixed(&|| f(x, args.t(1))),
        Kernel::TensorScalar(f) => fixed(&|| f(x, args.num(1).scalar())),
        Kernel::TensorShape(f) => fixed(&|| f(x, args.l(1))),
        Kernel::ReduceDims(f) => fixed(&|| f(x, args.l(1), args.b(2))),
        Kernel::General { f, .. } => {
            return match f(&args).map_err(|e| in_op(s.name, e))? {
                Out::Tensor(t) => Ok(t),
                _ => Err(Error::arg(format!("op {} returned no tensor", s.name))),
            };
        }
        Kernel::Factory(_) => return Err(Error::arg(format!("op {} cannot be a chain step", s.name))),
    };
    r.map_err(|e| in_op(s.name, e.into()))
}

/// Runs `program` (see `steps`), with gradients recorded when `grad`, and
/// stores the last step's result: its id. A bad program runs no step.
pub fn run_chain(grad: jboolean, program: &[i64]) -> Result<jlong> {
    let steps = steps(program)?;
    let local = registry::local();
    let mut inputs = Vec::new();
    let mut running: Option<Tensor> = None;
    with_grad(grad, || {
        for st in &steps {
            running = Some(run_step(st.spec, running.as_ref(), st.packed, &mut inputs)?);
        }
        Ok::<_, Error>(())
    })?;
    // `steps` refuses a program of no steps.
    let result = running.ok_or_else(|| Error::arg("a chain of no steps"))?;
    // A step may hand back its input itself (dropout outside training): the
    // result is then an alias of the stored tensor, as an op's would be.
    store::put_result_in(local, result, &inputs)
}

/// Runs a chain program: the id of its result.
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Chain_run<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    grad: jboolean,
    program: JLongArray<'l>,
) -> jlong {
    run(&mut env, |env| {
        let program = super::longs(env, &program, "program")?;
        run_chain(grad, &program)
    })
}

#[cfg(test)]
mod tests {
    use super::steps;
    use crate::ops::OPS;

    #[test]
    fn a_program_splits_into_steps_and_bad_lengths_or_ops_are_refused() {
        let index = |name: &str| OPS.iter().position(|s| s.name == name).expect("a row") as i64;
        let (add, relu, zeros) = (index("add"), index("relu"), index("zeros"));
        let program = [add, 4, 2, 0, 9, 10, relu, 2, 0, 0];
        let s = steps(&program).expect("well formed");
        assert_eq!(s.len(), 2);
        assert_eq!((s[0].spec.name, s[0].packed), ("add", &[2, 0, 9, 10][..]));
        assert_eq!((s[1].spec.name, s[1].packed), ("relu", &[0, 0][..]));
        for bad in [
            &[][..],
            &[add][..],
            &[add, 5, 1, 0, 9, 10][..],
            &[add, -1][..],
            &[1 << 40, 0][..],
            &[relu, 0, 7][..],
            &[zeros, 0][..],
        ] {
            assert!(steps(bad).is_err(), "{bad:?}");
        }
    }
}
