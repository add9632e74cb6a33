//! Java primitive arrays, read and made without swallowing Java exceptions.
//!
//! The `jni` crate's array calls (`get_region`, `set_region`, `new`) catch
//! any exception pending after the JNI call, clear it and return a generic
//! "JNI call failed". That turns an asynchronous exception (`Thread.stop`, as
//! a REPL interrupts an evaluation) or the JVM's own `OutOfMemoryError` into
//! jtorch's `NativeException`, and loses the original. These helpers leave the
//! exception pending, so `jni_entry` lets it reach Java unchanged.

use crate::error::{Error, Result};
use jni::objects::{JPrimitiveArray, TypeArray};
use jni::sys::{jarray, jsize, JNIEnv};
use jni::Env;

/// The most elements a Java array may hold (the JDK's own soft limit).
pub const MAX_JAVA_ARRAY: usize = i32::MAX as usize - 8;

/// A Java primitive element type and its raw JNI array functions.
pub trait Element: TypeArray + Copy + Default {
    /// # Safety
    /// `env` is the current thread's; `array` is a live array of this type;
    /// `buf` has room for `len` elements; `start + len` is within the array.
    unsafe fn get_region(env: *mut JNIEnv, array: jarray, start: jsize, len: jsize, buf: *mut Self);
    /// # Safety
    /// As for `get_region`, with `buf` holding `len` elements.
    unsafe fn set_region(env: *mut JNIEnv, array: jarray, len: jsize, buf: *const Self);
    /// # Safety
    /// `env` is the current thread's.
    unsafe fn new_array(env: *mut JNIEnv, len: jsize) -> jarray;
}

macro_rules! elements {
    ($($t:ty: $get:ident $set:ident $new:ident;)*) => {$(
        impl Element for $t {
            unsafe fn get_region(env: *mut JNIEnv, array: jarray, start: jsize, len: jsize, buf: *mut Self) {
                // SAFETY: as the trait's contract says; the table is the JVM's.
                unsafe { ((**env).v1_1.$get)(env, array, start, len, buf) }
            }
            unsafe fn set_region(env: *mut JNIEnv, array: jarray, len: jsize, buf: *const Self) {
                // SAFETY: as above.
                unsafe { ((**env).v1_1.$set)(env, array, 0, len, buf) }
            }
            unsafe fn new_array(env: *mut JNIEnv, len: jsize) -> jarray {
                // SAFETY: as above.
                unsafe { ((**env).v1_1.$new)(env, len) }
            }
        }
    )*};
}

elements! {
    f32: GetFloatArrayRegion SetFloatArrayRegion NewFloatArray;
    f64: GetDoubleArrayRegion SetDoubleArrayRegion NewDoubleArray;
    i64: GetLongArrayRegion SetLongArrayRegion NewLongArray;
    i32: GetIntArrayRegion SetIntArrayRegion NewIntArray;
    i8: GetByteArrayRegion SetByteArrayRegion NewByteArray;
}

/// The error for a call that left a Java exception pending: `jni_entry`
/// throws nothing of its own for it, so that exception stands.
fn pending() -> Error {
    Error::Jni(jni::errors::Error::JavaException)
}

/// A buffer of `n` default values; a failed allocation is an error, where
/// `vec!` would abort the whole process.
pub fn zeroed<E: Default + Clone>(n: usize) -> Result<Vec<E>> {
    let mut buf = Vec::new();
    buf.try_reserve_exact(n)
        .map_err(|_| Error::OutOfMemory(format!("cannot allocate a native buffer of {n} elements")))?;
    buf.resize(n, E::default());
    Ok(buf)
}

/// The elements of `array`; `what` names it when it is null.
pub fn read<E: Element>(env: &Env<'_>, array: &JPrimitiveArray<'_, E>, what: &'static str) -> Result<Vec<E>> {
    if array.is_null() {
        return Err(Error::Null(what));
    }
    if env.exception_check() {
        return Err(pending());
    }
    let len = array.len(env)?;
    let mut buf = zeroed(len)?;
    // SAFETY: the array is live and of element type E; buf has len elements.
    unsafe { <E as Element>::get_region(env.get_raw(), array.as_raw() as jarray, 0, len as jsize, buf.as_mut_ptr()) };
    if env.exception_check() {
        return Err(pending());
    }
    Ok(buf)
}

/// The first `count` elements of `array` (fewer if it is shorter), handed to
/// `f` a chunk of up to `CHUNK` at a time through a buffer on the stack: no
/// native allocation, however long the array.
pub fn read_chunks<E: Element, const CHUNK: usize>(
    env: &Env<'_>,
    array: &JPrimitiveArray<'_, E>,
    what: &'static str,
    count: usize,
    mut f: impl FnMut(&[E]),
) -> Result<()> {
    if array.is_null() {
        return Err(Error::Null(what));
    }
    if env.exception_check() {
        return Err(pending());
    }
    let count = count.min(array.len(env)?);
    let mut buf = [E::default(); CHUNK];
    let mut start = 0;
    while start < count {
        let n = CHUNK.min(count - start);
        // SAFETY: the array is live and of element type E, start + n is
        // within it, and buf has room for n elements.
        unsafe {
            <E as Element>::get_region(
                env.get_raw(),
                array.as_raw() as jarray,
                start as jsize,
                n as jsize,
                buf.as_mut_ptr(),
            )
        };
        if env.exception_check() {
            return Err(pending());
        }
        f(&buf[..n]);
        start += n;
    }
    Ok(())
}

/// A new Java array holding `data`.
pub fn new_from<'l, E: Element>(env: &mut Env<'l>, data: &[E]) -> Result<JPrimitiveArray<'l, E>> {
    if data.len() > MAX_JAVA_ARRAY {
        return Err(Error::arg(format!(
            "{} elements are more than a Java array can hold ({MAX_JAVA_ARRAY})",
            data.len()
        )));
    }
    if env.exception_check() {
        return Err(pending());
    }
    let raw = env.get_raw();
    // SAFETY: `raw` is this thread's env; the length fits a jsize (checked).
    let array = unsafe { <E as Element>::new_array(raw, data.len() as jsize) };
    if array.is_null() || env.exception_check() {
        return Err(if env.exception_check() {
            pending()
        } else {
            Error::OutOfMemory("the JVM could not make the array".into())
        });
    }
    // SAFETY: a fresh local reference to an array of E's type and data.len() elements.
    let array = unsafe { JPrimitiveArray::<E>::from_raw(env, array) };
    // SAFETY: as above; `data` holds data.len() elements.
    unsafe { <E as Element>::set_region(raw, array.as_raw() as jarray, data.len() as jsize, data.as_ptr()) };
    if env.exception_check() {
        return Err(pending());
    }
    Ok(array)
}
