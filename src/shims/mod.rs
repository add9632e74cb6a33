//! Every call jtorch makes into its C++ shims (compiled by build.rs from the
//! `.cpp` beside each module here), into LibTorch below tch's C API, and into
//! the C library: the `extern "C"` declarations live here and nowhere else,
//! each behind safe functions or types that own what the C++ side hands out.
//! The rest of the crate calls only these.
//!
//! The C++ side calls back into Rust through `extern "C" fn`s defined here
//! too: `autograd_graph::backward_leaves`'s visitor, `checkpoint`'s node
//! function (`run`, `release`, `take`) and `jit`'s value collectors.
//! Errors cross as a malloc'd message (`dispatcher::take_c_string`) or a
//! caller's buffer (`autograd_graph::shim_message`).

pub mod accelerator;
pub mod autocast;
pub mod autograd_graph;
pub mod autograd_skip;
pub mod backtraces;
pub mod checkpoint;
pub mod dispatch_cache;
pub mod dispatcher;
pub mod distributed;
pub mod host;
pub mod indexing;
pub mod jit;
pub mod scaled_ops;
pub mod tensor_meta;
