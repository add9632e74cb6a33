//! Every row of the op table runs on real tensors, through the same argument
//! decoding the JNI entry point uses.

use jtorch::ops::{Arg, Args, Kernel, Out, Ret, OPS};
use jtorch::store;
use tch::{Device, Kind, Scalar, Tensor};

const CPU: (Kind, Device) = (Kind::Float, Device::Cpu);

fn put(t: Tensor) -> i64 {
    store::put(t).expect("put")
}

/// Arguments for a general row: (tensor ids, numbers, ints) that suit the op.
fn sample(name: &str, sig: &[Arg]) -> (Vec<i64>, Vec<f64>, Vec<i64>) {
    let m23 = || put(Tensor::f_arange_start_step(1.0, 7.0, 1.0, CPU).unwrap().f_reshape([2, 3]).unwrap());
    let long = |v: &[i64]| put(Tensor::f_from_slice(v).unwrap());
    match name {
        "linear" => (vec![m23(), put(Tensor::f_ones([4, 3], CPU).unwrap()), 0], vec![], vec![]),
        "conv2d" => (
            vec![put(Tensor::f_ones([1, 2, 5, 5], CPU).unwrap()), put(Tensor::f_ones([3, 2, 3, 3], CPU).unwrap()), 0],
            vec![],
            vec![2, 1, 1, 2, 0, 0, 2, 1, 1, 1],
        ),
        "max_pool2d" => {
            (vec![put(Tensor::f_ones([1, 1, 4, 4], CPU).unwrap())], vec![], vec![2, 2, 2, 2, 2, 2, 2, 0, 0, 2, 1, 1, 0])
        }
        // training, then momentum and eps, each a number tagged float (1).
        "batch_norm" => (vec![m23(), 0, 0, 0, 0], vec![0.1, 1e-5], vec![1, 1, 1]),
        "embedding" => (vec![long(&[0, 4]), put(Tensor::f_ones([5, 3], CPU).unwrap())], vec![], vec![]),
        "cross_entropy" | "nll_loss" => (vec![m23(), long(&[0, 2])], vec![], vec![]),
        "where" => (vec![put(Tensor::f_ones([2, 3], CPU).unwrap().f_gt(0.5).unwrap()), m23(), m23()], vec![], vec![]),
        "to_dtype" => (vec![m23()], vec![], vec![1]),
        "randint" => (vec![], vec![], vec![0, 5, 1, 3, -1, -1]),
        "backward" => {
            let w = Tensor::f_ones([3], CPU).unwrap().set_requires_grad(true);
            // No gradient (a scalar loss), retain_graph false.
            (vec![put(w.f_mul_scalar(2.0).unwrap().f_sum(None::<Kind>).unwrap()), 0], vec![], vec![0])
        }
        "gradients" => {
            let w = put(Tensor::f_ones([3], CPU).unwrap().set_requires_grad(true));
            let loss = put(store::get(w).unwrap().tensor.f_mul_scalar(2.0).unwrap().f_sum(None::<Kind>).unwrap());
            // Of loss with respect to [w], no gradient, then retain_graph,
            // create_graph and materialize_grads false.
            (vec![loss, w, 0], vec![], vec![1, 0, 0, 0])
        }
        "set_data_" | "copy_" => (vec![m23(), m23()], vec![], vec![]),
        _ => {
            let (mut t, mut n, mut i) = (vec![], vec![], vec![]);
            for arg in sig {
                match arg {
                    Arg::Tensor => t.push(m23()),
                    Arg::OptTensor => t.push(0),
                    Arg::Tensors => {
                        i.push(2);
                        t.push(m23());
                        t.push(m23());
                    }
                    // A number: its tag (1, a float) in the integers, then the float.
                    Arg::Number => {
                        i.push(1);
                        n.push(0.5);
                    }
                    Arg::OptNumber => {
                        i.push(1);
                        n.push(1.0);
                    }
                    Arg::Int => i.push(if name == "randint" { 3 } else { 1 }),
                    Arg::Bool | Arg::BoolTrue => i.push(0),
                    Arg::Ints => {
                        i.push(2);
                        i.extend([2, 3]);
                    }
                    Arg::Dtype | Arg::Device => i.push(-1),
                }
            }
            (t, n, i)
        }
    }
}

#[test]
fn every_op_row_runs_and_gives_what_it_declares() {
    let a = Tensor::f_arange_start_step(1.0, 7.0, 1.0, CPU).unwrap().f_reshape([2, 3]).unwrap();
    let b = Tensor::f_ones([2, 3], CPU).unwrap();
    let m = Tensor::f_ones([3, 2], CPU).unwrap();
    let batch = Tensor::f_ones([2, 3, 3], CPU).unwrap();
    for s in OPS {
        assert_eq!(s.args.len(), s.kernel.args().len(), "op {}: one name per argument", s.name);
        let out = match s.kernel {
            Kernel::Unary(f) => Out::Tensor(f(&a).unwrap_or_else(|e| panic!("{}: {e}", s.name))),
            Kernel::Binary(f) => {
                let r = match s.name {
                    "matmul" | "mm" => f(&a, &m),
                    "bmm" => f(&batch, &batch),
                    _ => f(&a, &b),
                };
                Out::Tensor(r.unwrap_or_else(|e| panic!("{}: {e}", s.name)))
            }
            Kernel::TensorScalar(f) => {
                Out::Tensor(f(&a, Scalar::float(2.0)).unwrap_or_else(|e| panic!("{}: {e}", s.name)))
            }
            Kernel::TensorShape(f) => {
                let arg: &[i64] = if s.name == "permute" { &[1, 0] } else { &[3, 2] };
                Out::Tensor(f(&a, arg).unwrap_or_else(|e| panic!("{}: {e}", s.name)))
            }
            Kernel::ReduceDims(f) => Out::Tensor(f(&a, &[1], true).unwrap_or_else(|e| panic!("{}: {e}", s.name))),
            Kernel::Factory(f) => Out::Tensor(f(&[2, 2], Kind::Float, Device::Cpu).unwrap()),
            Kernel::General { args: sig, ret, f } => {
                let (t, n, i) = sample(s.name, sig);
                let args = Args::decode(sig, s.args, &t, &n, &i).unwrap_or_else(|e| panic!("{} decode: {e}", s.name));
                let out = f(&args).unwrap_or_else(|e| panic!("op {} failed: {e}", s.name));
                drop(args);
                for id in t.into_iter().filter(|id| *id != 0) {
                    store::release(id).unwrap();
                }
                let matches = matches!(
                    (&out, ret),
                    (Out::Tensor(_), Ret::Tensor)
                        | (Out::Tensors(_), Ret::Tensors)
                        | (Out::OptTensor(_), Ret::OptTensor)
                        | (Out::Nothing, Ret::Nothing)
                );
                assert!(matches, "op {} returned something other than it declares", s.name);
                out
            }
        };
        if let Out::Tensor(t) = out {
            assert!(t.defined(), "op {} gave an undefined tensor", s.name);
        }
    }
}

#[test]
fn op_results_match_hand_computed_values() {
    let a = Tensor::f_from_slice(&[1.0f32, 2.0, 3.0, 4.0]).unwrap().f_reshape([2, 2]).unwrap();
    let find = |name: &str, args: &[Arg]| {
        OPS.iter().find(|s| s.name == name && s.kernel.args() == args).unwrap_or_else(|| panic!("no {name} {args:?}"))
    };
    let Kernel::Binary(matmul) = find("matmul", &[Arg::Tensor, Arg::Tensor]).kernel else { unreachable!() };
    let mut v = [0f32; 4];
    matmul(&a, &a).unwrap().f_copy_data(&mut v, 4).unwrap();
    assert_eq!(v, [7.0, 10.0, 15.0, 22.0]);
    let Kernel::ReduceDims(sum) = find("sum", &[Arg::Tensor, Arg::Ints, Arg::Bool]).kernel else { unreachable!() };
    let mut s = [0f32; 2];
    sum(&a, &[0], false).unwrap().f_copy_data(&mut s, 2).unwrap();
    assert_eq!(s, [4.0, 6.0]);
    let Kernel::TensorScalar(add) = find("add", &[Arg::Tensor, Arg::Number]).kernel else { unreachable!() };
    let ints = Tensor::f_from_slice(&[1i64, 2]).unwrap();
    assert_eq!(add(&ints, Scalar::int(2)).unwrap().f_kind().unwrap(), Kind::Int64, "int + int stays int");
    assert_eq!(add(&ints, Scalar::float(2.5)).unwrap().f_kind().unwrap(), Kind::Float, "int + float is float");
}

#[test]
fn bad_arguments_are_errors_not_panics() {
    let a = Tensor::f_ones([2], CPU).unwrap();
    let b = Tensor::f_ones([3], CPU).unwrap();
    let add = OPS.iter().find(|s| s.name == "add").unwrap();
    let Kernel::Binary(f) = add.kernel else { unreachable!() };
    let err: jtorch::error::Error = f(&a, &b).unwrap_err().into();
    assert_eq!(err.java_class(), "io/github/jtorch/TorchException");
    assert!(!err.to_string().contains("frame #"), "no C++ backtrace in: {err}");
    // Arrays too short for the signature are an argument error, not a panic.
    let linear = OPS.iter().find(|s| s.name == "linear").unwrap();
    let Kernel::General { args: sig, .. } = linear.kernel else { unreachable!() };
    let err = Args::decode(sig, linear.args, &[], &[], &[]).err().expect("missing tensors");
    assert_eq!(err.java_class(), "java/lang/IllegalArgumentException");
}

/// Runs general row `name` on `tensors` (ids) and `ints`; the ids are released after.
fn run_general(name: &str, tensors: &[i64], ints: &[i64]) -> Result<Out, jtorch::error::Error> {
    run_general_with(name, tensors, &[], ints)
}

/// `run_general` with `numbers` too.
fn run_general_with(name: &str, tensors: &[i64], numbers: &[f64], ints: &[i64]) -> Result<Out, jtorch::error::Error> {
    let spec = OPS.iter().find(|s| s.name == name).unwrap_or_else(|| panic!("no op {name}"));
    let Kernel::General { args: sig, f, .. } = spec.kernel else { panic!("{name} is not a general row") };
    let out = Args::decode(sig, spec.args, tensors, numbers, ints).and_then(|args| f(&args));
    for &id in tensors.iter().filter(|id| **id != 0) {
        store::release(id).unwrap();
    }
    out
}

#[test]
fn windows_whose_output_size_overflows_are_argument_errors() {
    let ones = |shape: &[i64]| put(Tensor::f_ones(shape, CPU).unwrap());
    // conv2d: input, weight, no bias; stride, padding, dilation (count, then values); groups.
    let conv = |input: &[i64], padding: i64, dilation: i64| {
        run_general("conv2d", &[ones(input), ones(&[1, 1, 2, 2]), 0], &[1, 1, 1, padding, 1, dilation, 1])
    };
    for (what, r) in [
        ("a dilation near 2^63", conv(&[1, 1, 8, 8], 0, i64::MAX)),
        ("a padding whose sides fit but whose element count does not", conv(&[1, 1, 1, 1], 1 << 31, 1)),
    ] {
        let err = r.err().unwrap_or_else(|| panic!("{what}: no error"));
        assert_eq!(err.java_class(), "java/lang/IllegalArgumentException", "{what}: {err}");
        assert!(err.to_string().contains("overflows 64 bits"), "{what}: {err}");
    }
    let Ok(Out::Tensor(t)) = conv(&[1, 1, 8, 8], 0, 1) else { panic!("a plain conv2d failed") };
    assert_eq!(t.size(), [1, 1, 7, 7]);
    // max_pool2d: kernel, stride, padding, dilation (each a count, then values), ceil_mode.
    let pool = run_general("max_pool2d", &[ones(&[1, 1, 8, 8])], &[1, 2, 1, 1, 1, 1 << 62, 1, 1, 0]);
    assert_eq!(pool.err().expect("padding 2^62").java_class(), "java/lang/IllegalArgumentException");
}

#[test]
fn setting_a_tensors_data_to_itself_does_nothing() {
    let a = put(Tensor::f_arange_start_step(0.0, 4.0, 1.0, CPU).unwrap());
    let spec = OPS.iter().find(|s| s.name == "set_data_").unwrap();
    let Kernel::General { args: sig, f, .. } = spec.kernel else { unreachable!() };
    let args = Args::decode(sig, spec.args, &[a, a], &[], &[]).unwrap();
    assert!(matches!(f(&args), Ok(Out::Nothing)));
    drop(args);
    let mut v = [0f32; 4];
    store::get(a).unwrap().tensor.f_copy_data(&mut v, 4).unwrap();
    assert_eq!(v, [0.0, 1.0, 2.0, 3.0]);
    store::release(a).unwrap();
}

/// Number tags of general rows (src/ops/args.rs).
const NONE: i64 = 0;
const INT: i64 = 2;

fn tensor_of(out: Result<Out, jtorch::error::Error>, what: &str) -> Tensor {
    match out {
        Ok(Out::Tensor(t)) => t,
        Ok(_) => panic!("{what}: not a tensor"),
        Err(e) => panic!("{what}: {e}"),
    }
}

#[test]
fn integer_numbers_stay_exact_through_general_rows() {
    // full: shape [1], value 2^53 + 1 as an integer, no dtype, CPU.
    let big = (1i64 << 53) + 1;
    let t = tensor_of(run_general("full", &[], &[1, 1, INT, big, -1, -1]), "full");
    assert_eq!(t.f_kind().unwrap(), Kind::Int64, "an integer fill value gives int64, as in PyTorch");
    assert_eq!(t.f_int64_value(&[0]).unwrap(), big);
    let t = tensor_of(run_general_with("full", &[], &[2.5], &[1, 1, 1, -1, -1]), "full of a float");
    assert_eq!(t.f_kind().unwrap(), Kind::Float);
    // clamp of an int64 tensor by integer bounds stays int64.
    let ints = put(Tensor::f_from_slice(&[1i64, 2, 3, (1 << 24) + 1]).unwrap());
    let t = tensor_of(run_general("clamp", &[ints], &[INT, 2, INT, 1 << 30]), "clamp");
    assert_eq!(t.f_kind().unwrap(), Kind::Int64);
    assert_eq!(Vec::<i64>::try_from(&t).unwrap(), [2, 2, 3, (1 << 24) + 1]);
}

#[test]
fn clamp_without_bounds_is_an_argument_error() {
    let a = put(Tensor::f_ones([2], CPU).unwrap());
    let err = run_general("clamp", &[a], &[NONE, NONE]).err().expect("clamp with no bounds");
    assert_eq!(err.java_class(), "java/lang/IllegalArgumentException");
}

#[test]
fn clone_is_recorded_by_autograd() {
    let y = Tensor::f_from_slice(&[1.0f32, 2.0]).unwrap().set_requires_grad(true);
    let clone = OPS.iter().find(|s| s.name == "clone").unwrap();
    let Kernel::Unary(f) = clone.kernel else { unreachable!() };
    let c = f(&y).unwrap();
    assert!(c.requires_grad(), "a clone of a tensor that needs grad needs grad");
    assert_ne!(c.data_ptr(), y.data_ptr(), "a clone has memory of its own");
    c.f_mul(&y).unwrap().f_sum(None::<Kind>).unwrap().f_backward().unwrap();
    // d/dy sum(clone(y) * y) = 2y, as PyTorch gives.
    assert_eq!(Vec::<f32>::try_from(&y.grad()).unwrap(), [2.0, 4.0]);
}

#[test]
fn batch_norm_in_training_refuses_one_value_per_channel() {
    let bn = |shape: &[i64], training: i64| {
        let input = put(Tensor::f_ones(shape, CPU).unwrap());
        let mean = put(Tensor::f_zeros([2], CPU).unwrap());
        let var = put(Tensor::f_ones([2], CPU).unwrap());
        // torch.nn.functional's order: input, running_mean, running_var, weight, bias.
        let r = run_general_with("batch_norm", &[input, mean, var, 0, 0], &[0.1, 1e-5], &[training, 1, 1]);
        r.map(|_| ())
    };
    let err = bn(&[1, 2], 1).expect_err("one value per channel in training");
    assert_eq!(err.java_class(), "java/lang/IllegalArgumentException");
    assert!(err.to_string().contains("more than one value per channel"), "{err}");
    assert!(bn(&[1, 2, 1, 1], 1).is_err(), "one value per channel in 4-D input too");
    assert!(bn(&[1, 2], 0).is_ok(), "evaluation takes one value per channel");
    assert!(bn(&[2, 2], 1).is_ok());
}

#[test]
fn batch_norm_takes_its_arguments_in_torch_nn_functionals_order() {
    // F.batch_norm(x, running_mean, running_var, weight, bias, training=True, 0.1, 1e-5)
    let x = put(Tensor::f_from_slice(&[1.0f32, 2.0, 3.0, 6.0]).unwrap().f_reshape([2, 2]).unwrap());
    let mean = Tensor::f_zeros([2], CPU).unwrap();
    let var = Tensor::f_ones([2], CPU).unwrap();
    let (m, v) = (put(mean.shallow_clone()), put(var.shallow_clone()));
    let w = put(Tensor::f_from_slice(&[2.0f32, 2.0]).unwrap());
    let b = put(Tensor::f_from_slice(&[1.0f32, 1.0]).unwrap());
    let out = tensor_of(run_general_with("batch_norm", &[x, m, v, w, b], &[0.1, 1e-5], &[1, 1, 1]), "batch_norm");
    // Per channel: (x - mean) / sqrt(var + eps) * 2 + 1 over the batch: [-1, 3] each.
    let got = Vec::<f32>::try_from(&out.f_reshape([-1]).unwrap()).unwrap();
    for (g, want) in got.iter().zip([-1.0f32, -1.0, 3.0, 3.0]) {
        assert!((g - want).abs() < 1e-3, "{got:?}");
    }
    // The running statistics moved 10% toward the batch's: mean [0.2, 0.4].
    let moved = Vec::<f32>::try_from(&mean).unwrap();
    assert!((moved[0] - 0.2).abs() < 1e-6 && (moved[1] - 0.4).abs() < 1e-6, "{moved:?}");
}

#[test]
fn mse_loss_broadcasts_shapes_that_differ_before_the_op_so_its_gradients_are_right() {
    // input [3, 1] against target [3]: torch.nn.functional.mse_loss broadcasts both to [3, 3].
    let x = Tensor::f_from_slice(&[1.0f32, 2.0, 4.0]).unwrap().f_reshape([3, 1]).unwrap().set_requires_grad(true);
    let target = Tensor::f_from_slice(&[1.0f32, 2.0, 3.0]).unwrap();
    let loss =
        tensor_of(run_general("mse_loss", &[put(x.shallow_clone()), put(target.shallow_clone())], &[]), "mse_loss");
    loss.f_backward().unwrap();
    // The same by hand: mean over [3, 3] of (x_i - t_j)^2; d/dx_i = 2/9 * sum_j (x_i - t_j).
    let expected: Vec<f32> = [1.0f32, 2.0, 4.0]
        .iter()
        .map(|xi| 2.0 / 9.0 * [1.0f32, 2.0, 3.0].iter().map(|tj| xi - tj).sum::<f32>())
        .collect();
    let grad = Vec::<f32>::try_from(&x.grad().f_flatten(0, -1).unwrap()).unwrap();
    for (g, e) in grad.iter().zip(&expected) {
        assert!((g - e).abs() < 1e-6, "gradient {grad:?}, expected {expected:?}");
    }
}

#[test]
fn losses_refuse_or_take_shapes_as_torch_nn_functional_does() {
    let input = put(Tensor::f_ones([3], CPU).unwrap());
    let target = put(Tensor::f_ones([2, 3], CPU).unwrap());
    let err = run_general("binary_cross_entropy_with_logits", &[input, target], &[])
        .err()
        .expect("a target of another shape");
    assert_eq!(err.java_class(), "java/lang/IllegalArgumentException");
    // nll_loss of (N, C, d1) log-probabilities against (N, d1) classes.
    let log_probs = put(Tensor::f_zeros([2, 3, 4], CPU).unwrap().f_log_softmax(1, Kind::Float).unwrap());
    let classes = put(Tensor::f_zeros([2, 4], (Kind::Int64, Device::Cpu)).unwrap());
    let loss = tensor_of(run_general("nll_loss", &[log_probs, classes], &[]), "nll_loss");
    assert!((loss.f_double_value(&[]).unwrap() - 3f64.ln()).abs() < 1e-6, "uniform over 3 classes: ln 3");
    let one_d = put(Tensor::f_ones([3], CPU).unwrap());
    let err =
        run_general_with("batch_norm", &[one_d, 0, 0, 0, 0], &[0.1, 1e-5], &[1, 1, 1]).err().expect("1-D batch_norm");
    assert!(err.to_string().contains("at least 2 dimensions"), "{err}");
}
