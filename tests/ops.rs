//! Every row of the op table runs on real tensors.

use jtorch::ops::{Kernel, OPS};
use tch::{Device, Kind, Tensor};

const CPU: (Kind, Device) = (Kind::Float, Device::Cpu);

#[test]
fn every_op_row_runs_and_gives_a_tensor() {
    let a = Tensor::f_arange_start_step(1.0, 7.0, 1.0, CPU).unwrap().f_reshape([2, 3]).unwrap();
    let b = Tensor::f_ones([2, 3], CPU).unwrap();
    let m = Tensor::f_ones([3, 2], CPU).unwrap();
    for s in OPS {
        let out = match s.kernel {
            Kernel::T(f) => f(&a),
            Kernel::TT(f) if s.name == "matmul" => f(&a, &m),
            Kernel::TT(f) => f(&a, &b),
            Kernel::TS(f) => f(&a, 2.0),
            Kernel::TL(f) => f(&a, &[3, 2]),
            Kernel::TLB(f) => f(&a, &[1], true),
            Kernel::LDV(f) => f(&[2, 2], Kind::Float, Device::Cpu),
            Kernel::SSSDV(f) => f(0.0, 4.0, 1.0, Kind::Float, Device::Cpu),
        };
        let out = out.unwrap_or_else(|e| panic!("op {} ({}) failed: {e}", s.name, s.kernel.family()));
        assert!(out.defined(), "op {} gave an undefined tensor", s.name);
        assert_eq!(s.args.len(), s.kernel.family().len(), "op {}: one name per argument", s.name);
    }
}

#[test]
fn op_results_match_hand_computed_values() {
    let a = Tensor::f_from_slice(&[1.0f32, 2.0, 3.0, 4.0]).unwrap().f_reshape([2, 2]).unwrap();
    let find = |name: &str, family: &str| {
        OPS.iter()
            .find(|s| s.name == name && s.kernel.family() == family)
            .unwrap_or_else(|| panic!("no {name} {family}"))
    };
    let Kernel::TT(matmul) = find("matmul", "TT").kernel else { unreachable!() };
    let r = matmul(&a, &a).unwrap();
    let mut v = [0f32; 4];
    r.f_copy_data(&mut v, 4).unwrap();
    assert_eq!(v, [7.0, 10.0, 15.0, 22.0]);
    let Kernel::TLB(sum) = find("sum", "TLB").kernel else { unreachable!() };
    let mut s = [0f32; 2];
    sum(&a, &[0], false).unwrap().f_copy_data(&mut s, 2).unwrap();
    assert_eq!(s, [4.0, 6.0]);
}

#[test]
fn bad_arguments_are_errors_not_panics() {
    let a = Tensor::f_ones([2], CPU).unwrap();
    let b = Tensor::f_ones([3], CPU).unwrap();
    let add = OPS.iter().find(|s| s.name == "add").unwrap();
    let Kernel::TT(f) = add.kernel else { unreachable!() };
    let err = f(&a, &b).unwrap_err();
    let err: jtorch::error::Error = err.into();
    assert_eq!(err.java_class(), "io/github/jtorch/TorchException");
    assert!(!err.to_string().contains("frame #"), "no C++ backtrace in: {err}");
}
