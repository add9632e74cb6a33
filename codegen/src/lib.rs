//! The Java op bindings, generated from jtorch's op table (`jtorch::ops::OPS`) and its
//! dispatcher's schemas: `make bindings` writes them, `tests/bindings.rs` checks the
//! committed ones are current. Built for development only, never part of libjtorch.so.

// The generator reads the table and the schemas as `crate::ops` and `crate::dispatch`.
use jtorch::{dispatch, ops};

pub mod bindings;
