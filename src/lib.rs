#![recursion_limit = "512"]
//! jtorch's native core: LibTorch tensors owned here, named to Java by
//! opaque ids, with every JNI entry point funnelled through `jni_entry`.
//!
//! Modules with JNI entry points mirror the Java class they serve
//! (`tensor.rs` for `Tensor.java`, `ops.rs` for `Ops.java`, ...).

pub mod error;
pub mod gauge;
pub mod jarray;
pub mod jni_entry;
pub mod logging;
pub mod registry;

#[cfg(feature = "libtorch")]
pub mod amp;
#[cfg(feature = "libtorch")]
pub mod autograd;
#[cfg(feature = "libtorch")]
pub mod dispatch;
#[cfg(feature = "libtorch")]
pub mod distributed;
#[cfg(feature = "libtorch")]
pub mod dtype;
#[cfg(feature = "libtorch")]
pub mod indexing;
#[cfg(feature = "libtorch")]
pub mod jit;
#[cfg(feature = "libtorch")]
pub mod memory;
#[cfg(feature = "libtorch")]
pub mod native_loader;
#[cfg(feature = "libtorch")]
pub mod npy;
#[cfg(feature = "libtorch")]
pub mod ops;
#[cfg(feature = "libtorch")]
pub mod optim;
#[cfg(feature = "libtorch")]
pub mod recompute;
#[cfg(feature = "libtorch")]
pub mod safetensors;
#[cfg(feature = "libtorch")]
pub mod scope;
#[cfg(feature = "libtorch")]
pub mod shims;
#[cfg(feature = "libtorch")]
pub mod store;
#[cfg(feature = "libtorch")]
pub mod tensor;
#[cfg(feature = "libtorch")]
pub mod torch;
