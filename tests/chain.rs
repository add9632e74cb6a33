//! Chains: ops run one after another on a running tensor in one call, only
//! the last result stored.

use jtorch::ops::{run_chain, Arg as A, OPS};
use jtorch::store;
use std::sync::{Mutex, MutexGuard};
use tch::{Device, Kind, Tensor};

/// The store's figures are global: tests that compare them run one at a time.
static SERIAL: Mutex<()> = Mutex::new(());

fn serial() -> MutexGuard<'static, ()> {
    SERIAL.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

const CPU: (Kind, Device) = (Kind::Float, Device::Cpu);

fn put(t: Tensor) -> i64 {
    store::put(t).expect("put")
}

const LINEAR: &[A] = &[A::Tensor, A::Tensor, A::OptTensor];
const UNARY: &[A] = &[A::Tensor];
const FACTORY: &[A] = &[A::Ints, A::Dtype, A::Device];

fn op(name: &str, args: &[A]) -> i64 {
    OPS.iter()
        .position(|s| s.name == name && s.kernel.args() == args)
        .unwrap_or_else(|| panic!("no op {name} ({args:?})")) as i64
}

/// A step: op index, packed length, then the packed arguments (counts,
/// tensor ids, numbers' bits, integers).
fn step(program: &mut Vec<i64>, op: i64, ids: &[i64], numbers: &[f64], ints: &[i64]) {
    program.extend([op, (2 + ids.len() + numbers.len() + ints.len()) as i64, ids.len() as i64, numbers.len() as i64]);
    program.extend(ids);
    program.extend(numbers.iter().map(|v| v.to_bits() as i64));
    program.extend(ints);
}

fn live() -> (i64, i64) {
    let s = store::stats();
    (s.live_tensors, s.live_bytes)
}

fn same(a: &Tensor, b: &Tensor) -> bool {
    a.size() == b.size() && a.f_allclose(b, 1e-6, 1e-6, false).expect("allclose")
}

#[test]
fn a_chain_gives_what_the_ops_one_by_one_give_and_stores_one_tensor() {
    let _serial = serial();
    let x = Tensor::f_randn([3, 4], CPU).unwrap();
    let w1 = Tensor::f_randn([5, 4], CPU).unwrap();
    let w2 = Tensor::f_randn([2, 5], CPU).unwrap();
    let expected = x
        .f_linear(&w1, None::<&Tensor>)
        .unwrap()
        .f_relu()
        .unwrap()
        .f_linear(&w2, None::<&Tensor>)
        .unwrap()
        .f_add_scalar(1.5)
        .unwrap();
    let (xi, w1i, w2i) = (put(x.shallow_clone()), put(w1.shallow_clone()), put(w2.shallow_clone()));
    let mut program = Vec::new();
    // The first step names the input; the later ones leave it out.
    step(&mut program, op("linear", LINEAR), &[xi, w1i, 0], &[], &[]);
    step(&mut program, op("relu", UNARY), &[], &[], &[]);
    step(&mut program, op("linear", LINEAR), &[w2i, 0], &[], &[]);
    // add's number: its tag (1, a float) in the integers, the float in the numbers.
    step(&mut program, op("add", &[A::Tensor, A::Number]), &[], &[1.5], &[1]);
    let before = live();
    let id = run_chain(true, &program).expect("chain");
    let after = live();
    assert_eq!(after.0, before.0 + 1, "one handle for four steps");
    assert!(same(&store::get(id).unwrap().tensor, &expected));
    for id in [id, xi, w1i, w2i] {
        store::release(id).unwrap();
    }
}

#[test]
fn a_failing_step_is_named_and_leaves_the_store_as_it_was() {
    let _serial = serial();
    let xi = put(Tensor::f_randn([3, 4], CPU).unwrap());
    let wi = put(Tensor::f_randn([2, 7], CPU).unwrap());
    let mut program = Vec::new();
    step(&mut program, op("relu", UNARY), &[xi], &[], &[]);
    step(&mut program, op("linear", LINEAR), &[wi, 0], &[], &[]);
    let before = live();
    let e = run_chain(true, &program).expect_err("shapes do not fit");
    assert!(e.to_string().starts_with("linear: "), "{e}");
    assert_eq!(live(), before);
    for id in [xi, wi] {
        store::release(id).unwrap();
    }
}

#[test]
fn bad_programs_and_ops_that_cannot_be_steps_are_refused_before_any_step_runs() {
    let _serial = serial();
    let xi = put(Tensor::f_ones([4], CPU).unwrap());
    let before = live();
    let relu = op("relu", UNARY);
    let mut bad: Vec<Vec<i64>> =
        vec![vec![], vec![relu], vec![relu, 5, 1, 0, xi], vec![relu, 3, 1, 0, xi, 9], vec![relu, -1], vec![1 << 40, 0]];
    // zeros takes no tensor first, gradients returns a list, zero_ nothing.
    let gradients: &[A] = &[A::Tensor, A::Tensors, A::OptTensor, A::Bool, A::Bool, A::Bool];
    for (name, args) in [("zeros", FACTORY), ("gradients", gradients), ("zero_", UNARY)] {
        let mut p = Vec::new();
        step(&mut p, op(name, args), &[xi], &[], &[]);
        bad.push(p);
    }
    // A good first step does not run when a later one is bad.
    let mut p = Vec::new();
    step(&mut p, relu, &[xi], &[], &[]);
    step(&mut p, op("zeros", FACTORY), &[], &[], &[]);
    bad.push(p);
    for program in &bad {
        assert!(run_chain(true, program).is_err(), "{program:?}");
        assert_eq!(live(), before, "{program:?}");
    }
    store::release(xi).unwrap();
}

#[test]
fn a_stale_input_or_argument_is_refused() {
    let _serial = serial();
    let xi = put(Tensor::f_ones([2, 2], CPU).unwrap());
    let wi = put(Tensor::f_ones([2, 2], CPU).unwrap());
    store::release(wi).unwrap();
    let mut program = Vec::new();
    step(&mut program, op("relu", UNARY), &[xi], &[], &[]);
    step(&mut program, op("linear", LINEAR), &[wi, 0], &[], &[]);
    assert!(run_chain(true, &program).is_err());
    store::release(xi).unwrap();
    let mut program = Vec::new();
    step(&mut program, op("relu", UNARY), &[xi], &[], &[]);
    assert!(run_chain(true, &program).is_err());
}

#[test]
fn a_result_that_is_the_input_itself_is_stored_as_a_tensor_of_its_own() {
    let _serial = serial();
    let x = Tensor::f_ones([4], CPU).unwrap();
    let xi = put(x.shallow_clone());
    let mut program = Vec::new();
    // dropout outside training hands back its input.
    step(&mut program, op("dropout", &[A::Tensor, A::Number, A::BoolTrue]), &[xi], &[0.5], &[1, 0]);
    let id = run_chain(true, &program).expect("chain");
    let input_impl = store::get(xi).unwrap().tensor_impl;
    let result_impl = store::get(id).unwrap().tensor_impl;
    assert_ne!(input_impl, result_impl, "two handles must not name one TensorImpl");
    assert!(same(&store::get(id).unwrap().tensor, &x));
    for id in [id, xi] {
        store::release(id).unwrap();
    }
}

#[test]
fn gradients_are_recorded_only_when_asked() {
    let _serial = serial();
    let w = Tensor::f_ones([2, 3], CPU).unwrap().set_requires_grad(true);
    let (xi, wi) = (put(Tensor::f_ones([4, 3], CPU).unwrap()), put(w.shallow_clone()));
    let mut program = Vec::new();
    step(&mut program, op("linear", LINEAR), &[xi, wi, 0], &[], &[]);
    step(&mut program, op("relu", UNARY), &[], &[], &[]);
    let with = run_chain(true, &program).expect("chain");
    let without = run_chain(false, &program).expect("chain");
    assert!(store::get(with).unwrap().tensor.requires_grad());
    assert!(!store::get(without).unwrap().tensor.requires_grad());
    store::get(with).unwrap().tensor.f_sum(None::<Kind>).unwrap().f_backward().unwrap();
    // d(sum(relu(x w^T)))/dw: each of w's elements meets four ones.
    assert!(same(&w.grad(), &Tensor::f_full([2, 3], 4.0, CPU).unwrap()));
    for id in [with, without, xi, wi] {
        store::release(id).unwrap();
    }
}
