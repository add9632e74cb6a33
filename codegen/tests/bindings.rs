//! The committed Java op bindings must be what the op table generates now.

use jtorch_codegen::bindings::{ops_java, tensor_ops_java, OPS_JAVA, TENSOR_OPS_JAVA};

fn check(path: &str, expected: String) {
    // The paths are the repository root's, one above this crate.
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/..");
    let committed = std::fs::read_to_string(format!("{root}/{path}")).unwrap_or_default();
    assert!(committed == expected, "{path} is out of date with src/ops.rs: run `make bindings` and commit the result");
}

#[test]
fn generated_java_ops_match_the_op_table() {
    check(OPS_JAVA, ops_java());
}

#[test]
fn generated_java_tensor_ops_match_the_op_table() {
    check(TENSOR_OPS_JAVA, tensor_ops_java());
}

#[test]
fn java_names_are_camel_case_of_torch_names() {
    assert_eq!(jtorch_codegen::bindings::java_name("log_softmax"), "logSoftmax");
    assert_eq!(jtorch_codegen::bindings::java_name("add"), "add");
}
