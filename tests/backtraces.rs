//! LibTorch's errors without a C++ backtrace (src/shims/backtraces.cpp): the
//! message jtorch shows stays the same, and LibTorch records no backtrace.

use jtorch::error::Error;
use jtorch::torch::{cpp_backtraces_skipped, record_cpp_backtraces};
use tch::Tensor;

fn failed_matmul() -> tch::TchError {
    let a = Tensor::ones([2, 3], (tch::Kind::Float, tch::Device::Cpu));
    let b = Tensor::ones([4, 5], (tch::Kind::Float, tch::Device::Cpu));
    a.f_matmul(&b).expect_err("shapes that cannot be multiplied")
}

// One test function: the setting is process-wide.
#[test]
fn skipped_backtraces_leave_the_message_and_drop_the_frames() {
    // LibTorch's default: every error carries its frames.
    assert_eq!(cpp_backtraces_skipped(), Some(false));
    let before = failed_matmul();
    assert!(before.to_string().contains("frame #"), "{before}");

    assert!(record_cpp_backtraces(false));
    assert_eq!(cpp_backtraces_skipped(), Some(true));
    let after = failed_matmul();
    assert!(!after.to_string().contains("frame #"), "{after}");

    // What Java is told is the same either way.
    let shown = |e: tch::TchError| Error::from(e).to_string();
    let message = shown(after);
    assert_eq!(message, shown(before));
    assert!(message.contains("mat1 and mat2 shapes cannot be multiplied (2x3 and 4x5)"), "{message}");
}
