//! src/shims/backtraces.cpp: LibTorch's errors without a C++ backtrace.

use std::ffi::c_int;

unsafe extern "C" {
    fn jtorch_record_cpp_backtraces(record: c_int) -> c_int;
    fn jtorch_cpp_backtraces_skipped() -> c_int;
}

/// Whether LibTorch's errors carry a C++ backtrace from now on, process-wide.
/// jtorch has them carry none (`false`): recording and symbolizing one cost
/// about 6 ms an error, and jtorch drops it from the message anyway (see
/// src/shims/backtraces.cpp); `true` is LibTorch's default, for measuring that.
/// True when set. Call it before ops run on other threads.
pub fn record_cpp_backtraces(record: bool) -> bool {
    // SAFETY: a plain int; the shim catches every C++ exception.
    unsafe { jtorch_record_cpp_backtraces(record.into()) == 1 }
}

/// Whether an error LibTorch raises now carries no C++ backtrace: None when
/// no error could be raised to look.
pub fn cpp_backtraces_skipped() -> Option<bool> {
    // SAFETY: as above.
    match unsafe { jtorch_cpp_backtraces_skipped() } {
        1 => Some(true),
        0 => Some(false),
        _ => None,
    }
}
