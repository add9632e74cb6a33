//! Where every native tensor lives while Java holds its id, and the exact
//! memory accounting that goes with it.

use crate::error::{Error, Result};
use crate::registry::{Counts, Lookup, Ref, Registry};
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::LazyLock;
use tch::Tensor;

/// A stored tensor with the logical bytes it was counted for.
pub struct Stored {
    pub tensor: Tensor,
    pub bytes: i64,
}

// SAFETY: `tch::Tensor` is not `Sync` only because it wraps a raw pointer.
// LibTorch tensors may be read from several threads at once (that is how
// PyTorch shares them); the store hands out shared references for ops that
// read their inputs and create new outputs.
unsafe impl Sync for Stored {}

static TENSORS: LazyLock<Registry<Stored>> = LazyLock::new(Registry::new);
static LIVE_BYTES: AtomicI64 = AtomicI64::new(0);
static PEAK_BYTES: AtomicI64 = AtomicI64::new(0);

const WHAT: &str = "tensor";

/// Logical size: elements times element size, whatever storage is shared.
///
/// Runs for every tensor made, so it reads the metadata straight from
/// LibTorch without the allocation and per-call error checks of
/// `Tensor::size` (which costs half as much again as a small op's overhead).
pub fn logical_bytes(t: &Tensor) -> Result<i64> {
    const INLINE_DIMS: usize = 16;
    let c = t.as_ptr() as *mut torch_sys::C_tensor;
    // SAFETY: `t` is a live tensor for the whole call; `at_dim`, `at_shape`
    // and `at_scalar_type` only read its metadata, `at_shape` writes `dim`
    // values into a buffer of at least that length, and errors they raise are
    // collected by `get_and_reset_last_err` below.
    let (numel, kind) = unsafe {
        let dim = torch_sys::at_dim(c);
        let mut inline = [0i64; INLINE_DIMS];
        let mut heap = Vec::new();
        let shape: &mut [i64] = if dim <= INLINE_DIMS {
            &mut inline[..dim]
        } else {
            heap.resize(dim, 0);
            &mut heap
        };
        torch_sys::at_shape(c, shape.as_mut_ptr());
        let kind = torch_sys::at_scalar_type(c);
        let err = torch_sys::get_and_reset_last_err();
        if !err.is_null() {
            let msg = std::ffi::CStr::from_ptr(err).to_string_lossy().into_owned();
            libc_free(err);
            return Err(Error::Torch(msg));
        }
        (shape.iter().product::<i64>(), kind)
    };
    let elt = match element_size(kind) {
        Some(size) => size,
        None => t.f_kind()?.elt_size_in_bytes() as i64,
    };
    Ok(numel * elt)
}

/// Element size of a c10 `ScalarType` code, for the common codes.
fn element_size(scalar_type: i32) -> Option<i64> {
    match scalar_type {
        0 | 1 | 11 | 12 | 13 => Some(1), // uint8 int8 bool qint8 quint8
        2 | 5 | 15 => Some(2),           // int16 float16 bfloat16
        3 | 6 | 8 | 14 => Some(4),       // int32 float32 complex32 qint32
        4 | 7 | 9 => Some(8),            // int64 float64 complex64
        10 => Some(16),                  // complex128
        _ => None,
    }
}

/// Frees a C string LibTorch's wrapper allocated with `malloc`.
///
/// # Safety
/// `p` came from `get_and_reset_last_err` and is freed once.
unsafe fn libc_free(p: *mut std::ffi::c_char) {
    unsafe extern "C" {
        fn free(p: *mut std::ffi::c_void);
    }
    // SAFETY: as the contract says.
    unsafe { free(p.cast()) }
}

/// Registers `tensor` and returns its id for Java.
pub fn put(tensor: Tensor) -> Result<i64> {
    let bytes = logical_bytes(&tensor)?;
    let id = TENSORS
        .insert(Stored { tensor, bytes })
        .map_err(|_| Error::OutOfMemory("too many live tensors in one registry shard".into()))?;
    let live = LIVE_BYTES.fetch_add(bytes, Ordering::Relaxed) + bytes;
    // Most allocations do not raise the peak; skip the write when they don't.
    if live > PEAK_BYTES.load(Ordering::Relaxed) {
        PEAK_BYTES.fetch_max(live, Ordering::Relaxed);
    }
    Ok(id as i64)
}

/// The tensor named by `id`, kept alive for as long as the caller holds it.
pub fn get(id: i64) -> Result<Ref<'static, Stored>> {
    TENSORS.get(id as u64).map_err(|e| lookup_error(e, id))
}

/// Frees the tensor named by `id`. Returns false when it was already released;
/// an id this library never issued is an error.
pub fn release(id: i64) -> Result<bool> {
    match TENSORS.remove(id as u64) {
        Ok(stored) => {
            LIVE_BYTES.fetch_sub(stored.bytes, Ordering::Relaxed);
            // The tensor is freed when this and any op still using it are done.
            drop(stored);
            Ok(true)
        }
        Err(Lookup::Released) => Ok(false),
        Err(e) => Err(lookup_error(e, id)),
    }
}

pub fn is_live(id: i64) -> bool {
    TENSORS.contains(id as u64)
}

fn lookup_error(e: Lookup, id: i64) -> Error {
    match e {
        Lookup::Released => Error::Released { what: WHAT, id: id as u64 },
        Lookup::Invalid => Error::InvalidHandle { what: WHAT, id: id as u64 },
    }
}

/// Exact figures whenever no tensor is being created or released.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stats {
    pub live_tensors: i64,
    pub live_bytes: i64,
    pub peak_bytes: i64,
    pub alloc_count: i64,
    pub free_count: i64,
}

pub fn stats() -> Stats {
    let Counts { live, inserted, removed } = TENSORS.counts();
    Stats {
        live_tensors: live as i64,
        live_bytes: LIVE_BYTES.load(Ordering::Relaxed),
        peak_bytes: PEAK_BYTES.load(Ordering::Relaxed),
        alloc_count: inserted as i64,
        free_count: removed as i64,
    }
}

/// Starts a new peak-tracking period at the current live bytes.
pub fn reset_peak() {
    PEAK_BYTES.store(LIVE_BYTES.load(Ordering::Relaxed), Ordering::Relaxed);
}
