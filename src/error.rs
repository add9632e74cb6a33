//! The one error type of the native core, and the Java exception each variant
//! becomes. Every JNI entry point returns `Result<_, Error>`; `jni_entry`
//! turns the error into exactly one of the classes named here.

use std::fmt;

#[derive(Debug)]
pub enum Error {
    /// The handle was valid once and has been released.
    Released { what: &'static str, id: u64 },
    /// An optimizer's parameter (the `index`th it was made over) has been released.
    ReleasedParameter { index: usize, id: u64 },
    /// The id was never issued by this library.
    InvalidHandle { what: &'static str, id: u64 },
    /// The op needs the handle's object to itself, and another thread is using it.
    InUse { what: &'static str, id: u64, op: &'static str },
    /// A null where a value is required.
    Null(&'static str),
    /// An argument the caller can fix (bad dtype code, negative size, ...).
    IllegalArgument(String),
    /// LibTorch could not allocate memory.
    OutOfMemory(String),
    /// Keeping a tensor would take live memory past the budget.
    BudgetExceeded(String),
    /// Any other error reported by LibTorch.
    Torch(String),
    /// A process group failed: a peer gone, a timeout, a rendezvous that did not complete.
    Distributed(String),
    /// A JNI call failed; if it left a Java exception pending, that one stands.
    Jni(jni::errors::Error),
    /// A caught Rust panic: a bug in jtorch, reported instead of aborting.
    Panic(String),
}

pub type Result<T> = std::result::Result<T, Error>;

impl Error {
    /// JNI name of the Java exception class this error is thrown as.
    pub fn java_class(&self) -> &'static str {
        match self {
            Error::Released { .. } | Error::ReleasedParameter { .. } | Error::InUse { .. } => {
                "java/lang/IllegalStateException"
            }
            Error::InvalidHandle { .. } | Error::IllegalArgument(_) => "java/lang/IllegalArgumentException",
            Error::Null(_) => "java/lang/NullPointerException",
            Error::OutOfMemory(_) => "io/github/jtorch/TorchOutOfMemoryException",
            Error::BudgetExceeded(_) => "io/github/jtorch/MemoryBudgetException",
            Error::Torch(_) => "io/github/jtorch/TorchException",
            Error::Distributed(_) => "io/github/jtorch/distributed/DistributedException",
            Error::Jni(_) | Error::Panic(_) => "io/github/jtorch/NativeException",
        }
    }

    pub fn arg(msg: impl Into<String>) -> Error {
        Error::IllegalArgument(msg.into())
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Released { what, id } => {
                write!(f, "{what} {} has been released", HandleName(*id))
            }
            Error::ReleasedParameter { index, id } => write!(
                f,
                "parameter {index} of this optimizer, tensor {}, has been released: the optimizer can no longer update it (make a new optimizer over live parameters)",
                HandleName(*id)
            ),
            Error::InvalidHandle { what, id } => {
                write!(f, "{id:#x} is not a live jtorch {what} handle")
            }
            Error::InUse { what, id, op } => {
                write!(f, "{op} needs {what} {} to itself, and another thread is using it", HandleName(*id))
            }
            Error::Null(what) => write!(f, "{what} must not be null"),
            Error::IllegalArgument(msg)
            | Error::OutOfMemory(msg)
            | Error::BudgetExceeded(msg)
            | Error::Torch(msg)
            | Error::Distributed(msg) => {
                f.write_str(msg)
            }
            Error::Jni(e) => write!(f, "JNI error: {e}"),
            Error::Panic(msg) => write!(f, "native panic: {msg}"),
        }
    }
}

impl std::error::Error for Error {}

impl From<jni::errors::Error> for Error {
    fn from(e: jni::errors::Error) -> Self {
        Error::Jni(e)
    }
}

/// How a handle is named in messages: `#slot.generation`, stable for a
/// handle's whole life and distinct from any later reuse of its slot.
pub struct HandleName(pub u64);

impl fmt::Display for HandleName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}.{}", self.0 & 0xffff_ffff, self.0 >> 32)
    }
}

impl Error {
    /// The error behind a panic raised inside `tch`, if it was one. Some tch
    /// calls (accessors, and freeing the temporary `Scalar` of a number op
    /// that LibTorch rejected) unwrap LibTorch's error instead of returning
    /// it; the panic message then carries that error, which is the one the
    /// caller must see.
    pub fn from_panic_message(msg: &str) -> Error {
        const PREFIX: &str = "called `Result::unwrap()` on an `Err` value: Torch(\"";
        match msg.strip_prefix(PREFIX).and_then(|m| m.strip_suffix("\")")) {
            Some(escaped) => {
                let text = first_paragraph(&unescape_debug(escaped));
                if is_out_of_memory(&text) {
                    Error::OutOfMemory(text)
                } else {
                    Error::Torch(text)
                }
            }
            None => Error::Panic(msg.to_string()),
        }
    }
}

/// Undoes `{:?}` string escaping for the escapes LibTorch messages contain.
fn unescape_debug(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('r') => out.push('\r'),
            Some('0') => out.push('\0'),
            Some(other) => out.push(other),
            None => out.push('\\'),
        }
    }
    out
}

#[cfg(feature = "libtorch")]
impl From<tch::TchError> for Error {
    fn from(e: tch::TchError) -> Self {
        match e {
            tch::TchError::Torch(msg) => {
                let msg = first_paragraph(&msg);
                if is_out_of_memory(&msg) {
                    Error::OutOfMemory(msg)
                } else {
                    Error::Torch(msg)
                }
            }
            other => Error::Torch(other.to_string()),
        }
    }
}

#[cfg_attr(not(feature = "libtorch"), allow(dead_code))]
/// LibTorch appends a C++ backtrace to its messages; users need the first part.
fn first_paragraph(msg: &str) -> String {
    let cut = ["\nException raised from", "\nframe #0"]
        .iter()
        .filter_map(|marker| msg.find(marker))
        .min()
        .unwrap_or(msg.len());
    msg[..cut].trim().to_string()
}

#[cfg_attr(not(feature = "libtorch"), allow(dead_code))]
fn is_out_of_memory(msg: &str) -> bool {
    let m = msg.to_ascii_lowercase();
    m.contains("out of memory") || m.contains("can't allocate memory") || m.contains("bad_alloc")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distributed_failures_map_to_their_java_class() {
        assert_eq!(Error::Distributed("x".into()).java_class(), "io/github/jtorch/distributed/DistributedException");
    }

    #[test]
    fn handle_name_shows_slot_and_generation() {
        assert_eq!(HandleName((3 << 32) | 17).to_string(), "#17.3");
    }

    #[test]
    fn released_and_invalid_map_to_distinct_java_classes() {
        let released = Error::Released { what: "tensor", id: 1 << 32 };
        assert_eq!(released.java_class(), "java/lang/IllegalStateException");
        assert!(released.to_string().contains("released"));
        let invalid = Error::InvalidHandle { what: "tensor", id: 5 };
        assert_eq!(invalid.java_class(), "java/lang/IllegalArgumentException");
        let parameter = Error::ReleasedParameter { index: 2, id: (3 << 32) | 17 };
        assert_eq!(parameter.java_class(), "java/lang/IllegalStateException");
        assert!(parameter.to_string().starts_with("parameter 2 of this optimizer, tensor #17.3, has been released"));
    }

    #[test]
    fn tch_unwrap_panics_become_torch_errors() {
        let msg = format!(
            "called `Result::unwrap()` on an `Err` value: {:?}",
            TorchLike("arange: \"step\" must be positive\nException raised from x".into())
        );
        match Error::from_panic_message(&msg) {
            Error::Torch(m) => assert_eq!(m, "arange: \"step\" must be positive"),
            other => panic!("got {other:?}"),
        }
        assert!(matches!(Error::from_panic_message("index out of bounds"), Error::Panic(_)));
    }

    /// Formats like `tch::TchError::Torch`.
    #[derive(Debug)]
    #[allow(dead_code)]
    enum TorchLikeKind {
        Torch(String),
    }
    #[allow(non_snake_case)]
    fn TorchLike(s: String) -> TorchLikeKind {
        TorchLikeKind::Torch(s)
    }

    #[test]
    fn backtrace_is_cut_from_torch_messages() {
        let m = "shape mismatch\nException raised from foo at bar.cpp:1\nframe #0";
        assert_eq!(first_paragraph(m), "shape mismatch");
        assert_eq!(first_paragraph("no memory\nframe #0: c10::alloc"), "no memory");
        assert!(is_out_of_memory("DefaultCPUAllocator: can't allocate memory: you tried"));
    }
}
