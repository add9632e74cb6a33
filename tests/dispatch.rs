//! Operators of LibTorch's dispatcher called by name through the path the
//! JNI entry point takes: overloads resolved from the arguments, results
//! registered in the store, in-place and out= results keeping their ids.

use jtorch::dispatch::value::{BOOL, FLOAT, INT, KWARG, LIST, NONE, STR, TENSOR, TUPLE};
use jtorch::dispatch::{call, op_id, table, Results};
use jtorch::store;
use tch::{Device, Kind, Tensor};

const CPU: (Kind, Device) = (Kind::Float, Device::Cpu);

fn put(t: Tensor) -> i64 {
    store::put(t).expect("put")
}

fn get(id: i64) -> Tensor {
    store::get(id).expect("live").tensor.shallow_clone()
}

fn run(op: &str, data: &[i64], strings: &[&str]) -> jtorch::error::Result<Results> {
    let strings: Vec<String> = strings.iter().map(|s| s.to_string()).collect();
    call(op_id(op).expect("an operator") as i32, true, data, &strings)
}

fn one(r: &Results) -> i64 {
    match r.stream[..] {
        [TENSOR, id] => id,
        ref other => panic!("one tensor expected, got {other:?}"),
    }
}

fn m23() -> i64 {
    put(Tensor::f_arange_start_step(1.0, 7.0, 1.0, CPU).unwrap().f_reshape([2, 3]).unwrap())
}

#[test]
fn the_table_holds_every_aten_operator_and_nearly_all_are_callable() {
    let t = table().expect("the dispatcher's table");
    let aten = t.overloads.iter().filter(|o| o.name.starts_with("aten::")).count();
    assert!(aten > 2500, "{aten} aten overloads");
    let callable = t.overloads.iter().filter(|o| o.callable()).count();
    assert!(callable * 100 >= t.overloads.len() * 95, "{callable} of {} overloads callable", t.overloads.len());
    for name in [
        "aten::layer_norm",
        "aten::gelu",
        "aten::topk",
        "aten::einsum",
        "aten::scaled_dot_product_attention",
        "aten::lstm",
    ] {
        assert!(t.by_name.contains_key(name), "{name}");
    }
}

#[test]
fn add_resolves_tensor_and_scalar_overloads_and_takes_alpha_by_name() {
    let (a, b) = (m23(), m23());
    let r = run("add", &[TENSOR, a, TENSOR, b, KWARG, 0, FLOAT, 2.5f64.to_bits() as i64], &["alpha"]).unwrap();
    let want = get(a).f_add(&get(b).f_mul_scalar(2.5).unwrap()).unwrap();
    assert!(get(one(&r)).allclose(&want, 1e-6, 1e-6, false));
    let r = run("add", &[TENSOR, a, INT, 2], &[]).unwrap();
    assert_eq!(get(one(&r)).double_value(&[0, 0]), 3.0);
    let ints = put(Tensor::f_from_slice(&[1i64, 2]).unwrap());
    let r = run("add", &[TENSOR, ints, INT, 2], &[]).unwrap();
    assert_eq!(get(one(&r)).kind(), Kind::Int64, "an integer keeps an int tensor int");
}

#[test]
fn layer_norm_takes_its_shape_and_eps_like_pytorch() {
    let x = m23();
    let r =
        run("layer_norm", &[TENSOR, x, LIST, 1, INT, 3, KWARG, 0, FLOAT, 1e-6f64.to_bits() as i64], &["eps"]).unwrap();
    let y = get(one(&r));
    let want = get(x).f_layer_norm([3], None::<Tensor>, None::<Tensor>, 1e-6, false).unwrap();
    assert!(y.allclose(&want, 1e-6, 1e-6, false));
}

#[test]
fn tuples_lists_and_numbers_come_back_encoded() {
    let x = m23();
    let r = run("max", &[TENSOR, x, INT, 1], &[]).unwrap();
    assert_eq!(r.stream[..2], [TUPLE, 2]);
    assert_eq!(r.new_ids.len(), 2);
    let r = run("split", &[TENSOR, x, INT, 1, INT, 1], &[]).unwrap();
    assert_eq!(r.stream[..2], [LIST, 3]);
    let r = run("is_floating_point", &[TENSOR, x], &[]).unwrap();
    assert_eq!(r.stream, vec![BOOL, 1]);
    let r = run("size", &[TENSOR, x, INT, 1], &[]).unwrap();
    assert_eq!(r.stream, vec![INT, 3]);
    let r = run("einsum", &[STR, 0, LIST, 2, TENSOR, x, TENSOR, x], &["ij,kj->ik"]).unwrap();
    assert_eq!(get(one(&r)).size(), vec![2, 2]);
}

#[test]
fn in_place_and_out_results_keep_the_written_tensors_id_and_its_count() {
    let x = m23();
    let r = run("add_", &[TENSOR, x, INT, 1], &[]).unwrap();
    assert_eq!(one(&r), x, "add_ returns its self");
    assert!(r.new_ids.is_empty());
    assert_eq!(get(x).double_value(&[0, 0]), 2.0);
    let out = put(Tensor::f_empty([0], CPU).unwrap());
    assert_eq!(store::bytes_of(out).unwrap(), 0);
    let r = run("add", &[TENSOR, x, TENSOR, x, KWARG, 0, TENSOR, out], &["out"]).unwrap();
    assert_eq!(one(&r), out);
    assert_eq!(store::bytes_of(out).unwrap(), 24, "the out tensor, resized, is counted again");
}

#[test]
fn scalar_lists_tensor_lists_and_operators_that_return_nothing_are_called() {
    let (x, y) = (m23(), m23());
    let r = run("_foreach_add", &[LIST, 2, TENSOR, x, TENSOR, y, LIST, 2, FLOAT, 0.5f64.to_bits() as i64, INT, 2], &[])
        .unwrap();
    assert_eq!(r.stream[..2], [LIST, 2]);
    assert_eq!(get(r.stream[3]).double_value(&[0, 0]), 1.5);
    assert_eq!(get(r.stream[5]).double_value(&[0, 0]), 3.0);
    let r = run("_foreach_zero_", &[LIST, 1, TENSOR, x], &[]).unwrap();
    assert_eq!(r.stream, vec![NONE], "-> () is nothing");
    assert_eq!(get(x).double_value(&[1, 2]), 0.0);
}

#[test]
fn bad_calls_are_refused_with_the_schemas_tried() {
    let x = m23();
    let e = run("sum", &[TENSOR, x, KWARG, 0, INT, 1], &["dimm"]).unwrap_err().to_string();
    assert!(e.contains("has no argument named dimm") && e.contains("aten::sum.dim_IntList("), "{e}");
    let e = run("mm", &[TENSOR, x, TENSOR, x], &[]).unwrap_err();
    assert!(matches!(e, jtorch::error::Error::Torch(_)), "{e:?}");
    assert!(op_id("no_such_op").is_err());
    assert!(run("add", &[TENSOR, 123456789, INT, 1], &[]).is_err(), "an id never issued");
}

#[test]
fn masked_fill_of_an_int64_tensor_keeps_an_integer_past_2_pow_53_exact() {
    let big = (1i64 << 53) + 1;
    let ints = put(Tensor::f_zeros([2], (Kind::Int64, Device::Cpu)).unwrap());
    let mask = put(Tensor::f_from_slice(&[true, false]).unwrap());
    let r = run("masked_fill", &[TENSOR, ints, TENSOR, mask, INT, big], &[]).unwrap();
    let t = get(one(&r));
    assert_eq!(t.kind(), Kind::Int64);
    assert_eq!(t.int64_value(&[0]), big);
    assert_eq!(t.int64_value(&[1]), 0);
}
