//! A library of custom operators loaded at run time (`Dispatcher.loadLibrary`,
//! `t/load-library!`) adds its namespace's operators, callable like aten's.

use jtorch::dispatch::value::{FLOAT, KWARG, TENSOR};
use jtorch::dispatch::{call, load_library, op_id, table};
use jtorch::store;
use std::path::PathBuf;
use std::process::Command;
use tch::{Device, Kind, Tensor};

/// Compiles tests/custom_ops/jtorch_test_ops.cpp against the LibTorch jtorch links.
fn build_library() -> PathBuf {
    let libtorch = PathBuf::from(std::env::var("LIBTORCH").expect("LIBTORCH (make test sets it)"));
    let out = std::env::temp_dir().join(format!("jtorch-test-ops-{}", std::process::id()));
    std::fs::create_dir_all(&out).expect("a temporary folder");
    let lib = out.join("libjtorch_test_ops.so");
    let status = Command::new(std::env::var("CXX").unwrap_or_else(|_| "c++".into()))
        .args(["-std=c++17", "-O1", "-fPIC", "-shared", "-D_GLIBCXX_USE_CXX11_ABI=1"])
        .arg("-I")
        .arg(libtorch.join("include"))
        .arg("-I")
        .arg(libtorch.join("include/torch/csrc/api/include"))
        .arg(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/custom_ops/jtorch_test_ops.cpp"))
        .arg("-L")
        .arg(libtorch.join("lib"))
        .args(["-ltorch_cpu", "-lc10", "-o"])
        .arg(&lib)
        .status()
        .expect("a C++ compiler");
    assert!(status.success(), "compiling the custom-operator library");
    lib
}

#[test]
fn a_loaded_library_adds_its_operators_to_the_table_and_they_are_called_by_name() {
    assert!(op_id("jtorch_test::scaled_add").is_err(), "not there before the library is loaded");
    assert!(load_library("/no/such/library.so").is_err());
    let before = table().expect("table").overloads.len();
    load_library(build_library().to_str().expect("a UTF-8 path")).expect("loads");
    assert_eq!(table().expect("table").overloads.len(), before + 1);

    let a = store::put(Tensor::from_slice(&[1.0f32, 2.0])).expect("put");
    let b = store::put(Tensor::ones([2], (Kind::Float, Device::Cpu))).expect("put");
    let op = op_id("jtorch_test::scaled_add").expect("its operator") as i32;
    let r = call(op, true, &[TENSOR, a, TENSOR, b], &[]).expect("the default alpha");
    let out = store::get(r.stream[1]).expect("live").tensor.shallow_clone();
    assert_eq!(Vec::<f32>::try_from(&out).expect("floats"), vec![3.0, 4.0]);
    let r = call(op, true, &[TENSOR, a, TENSOR, b, KWARG, 0, FLOAT, 0.5f64.to_bits() as i64], &["alpha".to_string()])
        .expect("alpha by name");
    let out = store::get(r.stream[1]).expect("live").tensor.shallow_clone();
    assert_eq!(Vec::<f32>::try_from(&out).expect("floats"), vec![1.5, 2.5]);
}
