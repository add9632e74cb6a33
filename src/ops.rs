//! The op table: every tensor op jtorch offers is declared once, here.
//!
//! A row gives the op's name (PyTorch's), its argument shape (`Kernel`
//! family: one letter per argument), a doc line, and the `tch` call. The JNI
//! entry points in this module dispatch on the row index; the Java `Ops` and
//! `TensorOps` classes and the Clojure functions in `jtorch.torch` are
//! generated from the same rows (`make bindings`), so adding an op is one row.
//!
//! Argument letters: T tensor, S number, L list of integers, B boolean,
//! D dtype (optional), V device (optional).

use crate::dtype::{device_of, kind_of};
use crate::error::{Error, Result};
use crate::jni_entry::{run, run_plain};
use crate::store;
use jni::objects::{JClass, JLongArray};
use jni::sys::{jboolean, jdouble, jint, jlong};
use jni::{Env, EnvUnowned};
use tch::{Device, Kind, TchError, Tensor};

type R = std::result::Result<Tensor, TchError>;

/// The argument shape of an op and its implementation.
#[derive(Clone, Copy)]
pub enum Kernel {
    T(fn(&Tensor) -> R),
    TT(fn(&Tensor, &Tensor) -> R),
    TS(fn(&Tensor, f64) -> R),
    TL(fn(&Tensor, &[i64]) -> R),
    TLB(fn(&Tensor, &[i64], bool) -> R),
    LDV(fn(&[i64], Kind, Device) -> R),
    SSSDV(fn(f64, f64, f64, Kind, Device) -> R),
}

impl Kernel {
    /// The family name, which is also the JNI entry point's name.
    pub fn family(&self) -> &'static str {
        match self {
            Kernel::T(_) => "T",
            Kernel::TT(_) => "TT",
            Kernel::TS(_) => "TS",
            Kernel::TL(_) => "TL",
            Kernel::TLB(_) => "TLB",
            Kernel::LDV(_) => "LDV",
            Kernel::SSSDV(_) => "SSSDV",
        }
    }
}

pub struct OpSpec {
    pub name: &'static str,
    /// Argument names, one per letter of the family.
    pub args: &'static [&'static str],
    pub doc: &'static str,
    pub kernel: Kernel,
}

macro_rules! ops {
    ($( $name:literal $family:ident ( $($arg:ident),* ) $doc:literal => $f:expr ;)*) => {
        pub static OPS: &[OpSpec] = &[
            $(OpSpec {
                name: $name,
                args: &[$(stringify!($arg)),*],
                doc: $doc,
                kernel: Kernel::$family($f),
            },)*
        ];
    };
}

ops! {
    "zeros" LDV(shape, dtype, device) "A tensor of the given shape filled with 0." => |s, k, d| Tensor::f_zeros(s, (k, d));
    "ones" LDV(shape, dtype, device) "A tensor of the given shape filled with 1." => |s, k, d| Tensor::f_ones(s, (k, d));
    "rand" LDV(shape, dtype, device) "Uniform random numbers in [0, 1)." => |s, k, d| Tensor::f_rand(s, (k, d));
    "randn" LDV(shape, dtype, device) "Standard normal random numbers." => |s, k, d| Tensor::f_randn(s, (k, d));
    "arange" SSSDV(start, end, step, dtype, device) "Values from start (inclusive) to end (exclusive) by step." => |a, b, c, k, d| Tensor::f_arange_start_step(a, b, c, (k, d));
    "add" TT(a, b) "Element-wise a + b, broadcasting." => |a, b| a.f_add(b);
    "add" TS(a, b) "Adds the number b to every element of a." => |a, b| a.f_add_scalar(b);
    "sub" TT(a, b) "Element-wise a - b, broadcasting." => |a, b| a.f_sub(b);
    "sub" TS(a, b) "Subtracts the number b from every element of a." => |a, b| a.f_sub_scalar(b);
    "mul" TT(a, b) "Element-wise a * b, broadcasting." => |a, b| a.f_mul(b);
    "mul" TS(a, b) "Multiplies every element of a by the number b." => |a, b| a.f_mul_scalar(b);
    "div" TT(a, b) "Element-wise true division a / b, broadcasting." => |a, b| a.f_div(b);
    "div" TS(a, b) "Divides every element of a by the number b." => |a, b| a.f_div_scalar(b);
    "matmul" TT(a, b) "Matrix product of a and b, with PyTorch's broadcasting rules." => |a, b| a.f_matmul(b);
    "sum" T(a) "Sum of all elements, as a 0-dimensional tensor." => |a| a.f_sum(None::<Kind>);
    "sum" TLB(a, dims, keepdim) "Sum over the given dimensions." => |a, d, k| a.f_sum_dim_intlist(d, k, None::<Kind>);
    "mean" T(a) "Mean of all elements (floating dtypes), as a 0-dimensional tensor." => |a| a.f_mean(None::<Kind>);
    "mean" TLB(a, dims, keepdim) "Mean over the given dimensions (floating dtypes)." => |a, d, k| a.f_mean_dim(d, k, None::<Kind>);
    "reshape" TL(a, shape) "The same elements in a new shape; one dimension may be -1." => |a, s| a.f_reshape(s);
}

fn spec(op: jint) -> Result<&'static OpSpec> {
    usize::try_from(op)
        .ok()
        .and_then(|i| OPS.get(i))
        .ok_or_else(|| Error::arg(format!("unknown op index {op}")))
}

fn mismatch(s: &OpSpec, family: &str) -> Error {
    Error::arg(format!("op {} is {}, not {}", s.name, s.kernel.family(), family))
}

fn longs(env: &mut Env<'_>, arr: &JLongArray<'_>, what: &'static str) -> Result<Vec<i64>> {
    if arr.is_null() {
        return Err(Error::Null(what));
    }
    let len = arr.len(env)?;
    let mut buf = vec![0i64; len];
    arr.get_region(env, 0, &mut buf)?;
    Ok(buf)
}

/// Checks a shape for creation ops before LibTorch sees it.
fn check_shape(shape: &[i64]) -> Result<()> {
    if let Some(d) = shape.iter().find(|d| **d < 0) {
        return Err(Error::arg(format!("negative dimension {d} in shape {shape:?}")));
    }
    Ok(())
}

fn dtype_or(code: jint, default: Kind) -> Result<Kind> {
    if code < 0 {
        Ok(default)
    } else {
        kind_of(code)
    }
}

fn out(r: R) -> Result<jlong> {
    store::put(r?)
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Ops_t<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    op: jint,
    a: jlong,
) -> jlong {
    run_plain(&mut env, || {
        let s = spec(op)?;
        let Kernel::T(f) = s.kernel else { return Err(mismatch(s, "T")) };
        out(f(&store::get(a)?.tensor))
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Ops_tt<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    op: jint,
    a: jlong,
    b: jlong,
) -> jlong {
    run_plain(&mut env, || {
        let s = spec(op)?;
        let Kernel::TT(f) = s.kernel else { return Err(mismatch(s, "TT")) };
        let (a, b) = (store::get(a)?, store::get(b)?);
        out(f(&a.tensor, &b.tensor))
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Ops_ts<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    op: jint,
    a: jlong,
    b: jdouble,
) -> jlong {
    run_plain(&mut env, || {
        let s = spec(op)?;
        let Kernel::TS(f) = s.kernel else { return Err(mismatch(s, "TS")) };
        out(f(&store::get(a)?.tensor, b))
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Ops_tl<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    op: jint,
    a: jlong,
    ints: JLongArray<'l>,
) -> jlong {
    run(&mut env, |env| {
        let s = spec(op)?;
        let Kernel::TL(f) = s.kernel else { return Err(mismatch(s, "TL")) };
        let ints = longs(env, &ints, s.args[1])?;
        out(f(&store::get(a)?.tensor, &ints))
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Ops_tlb<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    op: jint,
    a: jlong,
    ints: JLongArray<'l>,
    flag: jboolean,
) -> jlong {
    run(&mut env, |env| {
        let s = spec(op)?;
        let Kernel::TLB(f) = s.kernel else { return Err(mismatch(s, "TLB")) };
        let ints = longs(env, &ints, s.args[1])?;
        out(f(&store::get(a)?.tensor, &ints, flag))
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Ops_ldv<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    op: jint,
    shape: JLongArray<'l>,
    dtype: jint,
    device: jint,
) -> jlong {
    run(&mut env, |env| {
        let s = spec(op)?;
        let Kernel::LDV(f) = s.kernel else { return Err(mismatch(s, "LDV")) };
        let shape = longs(env, &shape, "shape")?;
        check_shape(&shape)?;
        out(f(&shape, dtype_or(dtype, Kind::Float)?, device_of(device)?))
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Ops_sssdv<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    op: jint,
    a: jdouble,
    b: jdouble,
    c: jdouble,
    dtype: jint,
    device: jint,
) -> jlong {
    run_plain(&mut env, || {
        let s = spec(op)?;
        let Kernel::SSSDV(f) = s.kernel else { return Err(mismatch(s, "SSSDV")) };
        if !(a.is_finite() && b.is_finite() && c.is_finite()) || c == 0.0 {
            return Err(Error::arg(format!(
                "{}: start, end and step must be finite and step non-zero, got {a}, {b}, {c}",
                s.name
            )));
        }
        out(f(a, b, c, dtype_or(dtype, Kind::Float)?, device_of(device)?))
    })
}
