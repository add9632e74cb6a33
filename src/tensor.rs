//! Native half of `Tensor.java`: creating tensors from Java arrays, reading
//! them back, their metadata, printing and release.

use crate::dtype::{code_of, device_code, device_name, kind_of, name_of};
use crate::error::{Error, HandleName, Result};
use crate::jarray::{self, MAX_JAVA_ARRAY};
use crate::jni_entry::{run, run_plain};
use crate::store;
use jni::objects::{JByteBuffer, JClass, JLongArray, JPrimitiveArray, JString};
use jni::sys::{jboolean, jdouble, jint, jlong};
use jni::{Env, EnvUnowned};
use tch::kind::Element;
use tch::{Device, Kind, Tensor};

/// Java array element types that map one-to-one onto a LibTorch dtype.
trait Transfer: Element + jarray::Element {}
impl Transfer for f32 {}
impl Transfer for f64 {}
impl Transfer for i64 {}
impl Transfer for i32 {}
impl Transfer for i8 {}

fn read_array<E: Transfer>(env: &Env<'_>, arr: &JPrimitiveArray<'_, E>) -> Result<Vec<E>> {
    jarray::read(env, arr, "data")
}

fn read_shape(env: &Env<'_>, shape: &JLongArray<'_>) -> Result<Vec<i64>> {
    jarray::read(env, shape, "shape")
}

fn no_negative_dimension(shape: &[i64]) -> Result<()> {
    match shape.iter().find(|d| **d < 0) {
        Some(d) => Err(Error::arg(format!("negative dimension {d} in shape {shape:?}"))),
        None => Ok(()),
    }
}

/// Builds a tensor of `shape` from `data`, then converts it to `dtype`
/// (-1 keeps the array's own type).
fn upload<E: Transfer>(data: &[E], shape: &[i64], dtype: jint, source: Kind) -> Result<Tensor> {
    no_negative_dimension(shape)?;
    let numel = shape.iter().try_fold(1i64, |acc, d| acc.checked_mul(*d));
    if numel != Some(data.len() as i64) {
        return Err(Error::arg(format!("{} values do not fill shape {shape:?}", data.len())));
    }
    // Made in its shape at once: a flat tensor reshaped would be a view of
    // it, with autograd metadata that keeps every op on it above LibTorch's
    // Autograd kernel (see ops::autograd_skip) and the flat tensor as its base.
    // SAFETY: E is a primitive number type: its values are plain bytes.
    let bytes = unsafe { std::slice::from_raw_parts(data.as_ptr().cast::<u8>(), std::mem::size_of_val(data)) };
    let t = Tensor::f_from_data_size(bytes, shape, E::KIND)?;
    let target = if dtype < 0 { source } else { kind_of(dtype)? };
    if target == source {
        Ok(t)
    } else {
        Ok(t.f_to_kind(target)?)
    }
}

fn from_array<E: Transfer>(
    env: &Env<'_>,
    data: &JPrimitiveArray<'_, E>,
    shape: &JLongArray<'_>,
    dtype: jint,
    source: Kind,
) -> Result<jlong> {
    let data = read_array(env, data)?;
    let shape = read_shape(env, shape)?;
    store::put(upload(&data, &shape, dtype, source)?)
}

/// A contiguous CPU copy of `t` as `kind`, ready to copy out.
fn host_copy(t: &Tensor, kind: Kind) -> Result<Tensor> {
    Ok(t.f_to_device(Device::Cpu)?.f_to_kind(kind)?.f_contiguous()?)
}

fn to_array<'l, E: Transfer>(env: &mut Env<'l>, id: jlong, kind: Kind) -> Result<JPrimitiveArray<'l, E>> {
    let stored = store::get(id)?;
    let n = stored.tensor.numel();
    if n > MAX_JAVA_ARRAY {
        return Err(Error::arg(format!(
            "tensor has {n} elements, more than a Java array can hold ({MAX_JAVA_ARRAY}); read it in parts"
        )));
    }
    let host = host_copy(&stored.tensor, kind)?;
    let mut buf = jarray::zeroed(n)?;
    host.f_copy_data(&mut buf, n)?;
    jarray::new_from(env, &buf)
}

macro_rules! transfer_entries {
    ($($from:ident $to:ident $elem:ty, $kind:expr;)*) => {$(
        #[unsafe(no_mangle)]
        pub extern "system" fn $from<'l>(
            mut env: EnvUnowned<'l>,
            _c: JClass<'l>,
            data: JPrimitiveArray<'l, $elem>,
            shape: JLongArray<'l>,
            dtype: jint,
        ) -> jlong {
            run(&mut env, |env| from_array(env, &data, &shape, dtype, $kind))
        }

        #[unsafe(no_mangle)]
        pub extern "system" fn $to<'l>(
            mut env: EnvUnowned<'l>,
            _c: JClass<'l>,
            id: jlong,
        ) -> JPrimitiveArray<'l, $elem> {
            run(&mut env, |env| to_array::<$elem>(env, id, $kind))
        }
    )*};
}

transfer_entries! {
    Java_io_github_jtorch_Tensor_fromFloats Java_io_github_jtorch_Tensor_toFloats f32, Kind::Float;
    Java_io_github_jtorch_Tensor_fromDoubles Java_io_github_jtorch_Tensor_toDoubles f64, Kind::Double;
    Java_io_github_jtorch_Tensor_fromLongs Java_io_github_jtorch_Tensor_toLongs i64, Kind::Int64;
    Java_io_github_jtorch_Tensor_fromInts Java_io_github_jtorch_Tensor_toInts i32, Kind::Int;
    Java_io_github_jtorch_Tensor_fromBytes Java_io_github_jtorch_Tensor_toBytes i8, Kind::Int8;
}

/// The element bytes of a tensor of `shape` and `kind` (`bytes` long, else an
/// IllegalArgumentException), copied bit for bit into a new tensor.
fn from_raw(bytes: &[u8], shape: &[i64], kind: Kind) -> Result<Tensor> {
    no_negative_dimension(shape)?;
    let size = kind.elt_size_in_bytes();
    let wanted = shape.iter().try_fold(size as u64, |acc, &d| acc.checked_mul(d as u64));
    if wanted != Some(bytes.len() as u64) {
        return Err(Error::arg(format!(
            "{} bytes do not hold shape {shape:?} of {} ({size} bytes an element)",
            bytes.len(),
            name_of(kind)
        )));
    }
    Ok(Tensor::f_from_data_size(bytes, shape, kind)?)
}

/// A contiguous CPU copy of tensor `id` in its own dtype, and its size in bytes.
fn raw_copy(id: jlong) -> Result<(Tensor, usize)> {
    let stored = store::get(id)?;
    let kind = stored.tensor.f_kind()?;
    let host = host_copy(&stored.tensor, kind)?;
    let bytes = host.numel().checked_mul(kind.elt_size_in_bytes()).ok_or_else(|| Error::arg("tensor too large"))?;
    Ok((host, bytes))
}

/// A tensor of `shape` and dtype `dtype` whose element bytes are `data`, bit for bit.
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Tensor_fromRaw<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    data: JPrimitiveArray<'l, i8>,
    shape: JLongArray<'l>,
    dtype: jint,
) -> jlong {
    run(&mut env, |env| {
        let data = jarray::read(env, &data, "data")?;
        let shape = read_shape(env, &shape)?;
        // SAFETY: i8 and u8 have one layout.
        let bytes = unsafe { std::slice::from_raw_parts(data.as_ptr().cast::<u8>(), data.len()) };
        store::put(from_raw(bytes, &shape, kind_of(dtype)?)?)
    })
}

/// `fromRaw` from `length` bytes of a direct buffer from `offset` on.
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Tensor_fromRawBuffer<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    buffer: JByteBuffer<'l>,
    offset: jlong,
    length: jlong,
    shape: JLongArray<'l>,
    dtype: jint,
) -> jlong {
    run(&mut env, |env| {
        let shape = read_shape(env, &shape)?;
        let kind = kind_of(dtype)?;
        let t = with_direct(env, &buffer, offset, length, |bytes| from_raw(bytes, &shape, kind))?;
        store::put(t)
    })
}

/// Runs `f` on `length` bytes of the direct buffer `buffer` from `offset` on,
/// after checking they lie inside it.
fn with_direct<T>(
    env: &Env<'_>,
    buffer: &JByteBuffer<'_>,
    offset: jlong,
    length: jlong,
    f: impl FnOnce(&mut [u8]) -> Result<T>,
) -> Result<T> {
    if buffer.is_null() {
        return Err(Error::Null("buffer"));
    }
    let address = env.get_direct_buffer_address(buffer).map_err(|_| Error::arg("the buffer is not a direct buffer"))?;
    let capacity = env.get_direct_buffer_capacity(buffer)?;
    let (start, len) = (usize::try_from(offset), usize::try_from(length));
    let (Ok(start), Ok(len)) = (start, len) else {
        return Err(Error::arg(format!("a negative offset {offset} or length {length}")));
    };
    if address.is_null() || start.checked_add(len).is_none_or(|end| end > capacity) {
        return Err(Error::arg(format!("{len} bytes from {start} do not fit a buffer of {capacity}")));
    }
    // SAFETY: the buffer is direct, `start + len` lies within its capacity, and
    // the Java caller keeps the buffer reachable for the call.
    let bytes = unsafe { std::slice::from_raw_parts_mut(address.add(start), len) };
    f(bytes)
}

/// Tensor `id`'s element bytes, in its own dtype, bit for bit.
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Tensor_toRaw<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
) -> JPrimitiveArray<'l, i8> {
    run(&mut env, |env| {
        let (host, n) = raw_copy(id)?;
        if n > MAX_JAVA_ARRAY {
            return Err(Error::arg(format!(
                "tensor has {n} bytes, more than a Java array can hold ({MAX_JAVA_ARRAY}); use a direct ByteBuffer"
            )));
        }
        let mut buf: Vec<u8> = jarray::zeroed(n)?;
        host.f_copy_data_u8(&mut buf, host.numel())?;
        // SAFETY: i8 and u8 have one layout.
        let signed = unsafe { std::slice::from_raw_parts(buf.as_ptr().cast::<i8>(), buf.len()) };
        jarray::new_from(env, signed)
    })
}

/// Writes tensor `id`'s element bytes into the direct buffer from `offset` on;
/// returns how many (IllegalArgumentException, nothing written, when they do not fit).
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Tensor_copyRawToBuffer<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
    buffer: JByteBuffer<'l>,
    offset: jlong,
    length: jlong,
) -> jlong {
    run(&mut env, |env| {
        let (host, n) = raw_copy(id)?;
        if (n as u64) > length.max(0) as u64 {
            return Err(Error::arg(format!("the tensor's {n} bytes do not fit the buffer's {length} remaining")));
        }
        with_direct(env, &buffer, offset, n as jlong, |bytes| Ok(host.f_copy_data_u8(bytes, host.numel())?))?;
        Ok(n as jlong)
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Tensor_shape<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
) -> JLongArray<'l> {
    run(&mut env, |env| {
        let shape = store::get(id)?.tensor.size();
        jarray::new_from(env, &shape)
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Tensor_dtype<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
) -> jint {
    run_plain(&mut env, || code_of(store::get(id)?.tensor.f_kind()?))
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Tensor_device<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
) -> jint {
    run_plain(&mut env, || Ok(device_code(store::get(id)?.tensor.device())))
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Tensor_itemDouble<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
) -> jdouble {
    run_plain(&mut env, || single(id, |t| Ok(t.f_double_value(&[])?)))
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Tensor_itemLong<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
) -> jlong {
    run_plain(&mut env, || single(id, |t| Ok(t.f_int64_value(&[])?)))
}

/// Reads the one element of a one-element tensor of any shape.
fn single<T>(id: jlong, read: impl FnOnce(&Tensor) -> Result<T>) -> Result<T> {
    let stored = store::get(id)?;
    let t = &stored.tensor;
    let n = t.numel();
    if n != 1 {
        return Err(Error::arg(format!(
            "item needs a tensor with exactly one element, this one has {n} (shape {:?})",
            t.size()
        )));
    }
    // LibTorch's item reads a one-element tensor of any shape: no reshape first.
    read(t)
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Tensor_release<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
) -> jboolean {
    run_plain(&mut env, || store::release(id))
}

/// Releases every id in `ids`, going on past failures so that one bad id
/// cannot leak the rest; reports the first failure afterwards. With `settle`
/// (the last batch of a close that freed many tensors, PointerScope says
/// when), the C library's heap is settled after the frees.
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Tensor_releaseAll<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    ids: JLongArray<'l>,
    count: jint,
    settle: jboolean,
) -> jint {
    run(&mut env, |env| {
        let count = usize::try_from(count).unwrap_or(0);
        let (mut freed, mut first_error) = (0, None);
        jarray::read_chunks::<i64, 512>(env, &ids, "ids", count, |chunk| {
            let (n, error) = store::release_all(chunk);
            freed += n;
            first_error = first_error.take().or(error);
        })?;
        if settle {
            store::settle_heap();
        }
        match first_error {
            Some(e) => Err(e),
            None => Ok(freed as jint),
        }
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Tensor_isLive<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
) -> jboolean {
    run_plain(&mut env, || Ok(store::is_live(id)))
}

const PREVIEW: i64 = 6;

/// `flat`'s values on the host as `kind`, read into a vector of `T`.
fn host_values<T: tch::kind::Element + Default + Clone>(flat: &Tensor, kind: Kind) -> Result<Vec<T>> {
    let values = host_copy(flat, kind)?;
    let count = values.numel();
    let mut buf = vec![T::default(); count];
    values.f_copy_data(&mut buf, count)?;
    Ok(buf)
}

/// One line for the REPL: dtype, shape, device and the first few values.
/// A released handle gets a marker; this never fails for a stale id.
fn describe(id: jlong) -> Result<String> {
    let stored = match store::get(id) {
        Ok(s) => s,
        Err(Error::Released { .. }) => return Ok(format!("released {}", HandleName(id as u64))),
        Err(e) => return Err(e),
    };
    let t = &stored.tensor;
    let kind = t.f_kind()?;
    let n = t.numel() as i64;
    let flat = t.f_flatten(0, -1)?.f_narrow(0, 0, n.min(PREVIEW))?;
    let mut shown: Vec<String> = match kind {
        Kind::Float | Kind::Double | Kind::Half | Kind::BFloat16 => {
            host_values::<f64>(&flat, Kind::Double)?.iter().map(|v| format!("{v:.4}")).collect()
        }
        Kind::Bool => host_values::<i64>(&flat, Kind::Int64)?.iter().map(|v| (*v != 0).to_string()).collect(),
        // Integers as integers: through a double, int64 values past 2^53 would print rounded.
        _ => host_values::<i64>(&flat, Kind::Int64)?.iter().map(|v| v.to_string()).collect(),
    };
    if n > PREVIEW {
        shown.push("...".into());
    }
    Ok(format!("{} {:?} {} [{}]", name_of(kind), t.size(), device_name(t.device()), shown.join(" ")))
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Tensor_describe<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
) -> JString<'l> {
    run(&mut env, |env| Ok(env.new_string(describe(id)?)?))
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Tensor_reissue<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
) -> jlong {
    run_plain(&mut env, || store::reissue(id))
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Tensor_requiresGrad<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
) -> jboolean {
    run_plain(&mut env, || Ok(store::get(id)?.tensor.requires_grad()))
}
