//! Where every native tensor lives while Java holds its id, and the exact
//! memory accounting that goes with it.

use crate::error::{Error, Result};
use crate::gauge::Gauge;
use crate::registry::{local, local_as_is, shard_of, Counts, Local, Lookup, Ref, Registry, SHARDS};
use crate::shims::tensor_meta::tensor_meta as raw_meta;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::LazyLock;
use tch::Tensor;

/// A stored tensor with the logical bytes it was counted for.
pub struct Stored {
    pub tensor: Tensor,
    /// Changed only by `recount`, after an op wrote the tensor in place.
    pub bytes: AtomicI64,
    /// The address of its TensorImpl: no two live handles share one (see
    /// `put_result_in`).
    pub tensor_impl: usize,
}

// SAFETY: `tch::Tensor` is not `Sync` only because it wraps a raw pointer.
// LibTorch tensors may be read from several threads at once (that is how
// PyTorch shares them); the store hands out shared references for ops that
// read their inputs and create new outputs.
unsafe impl Sync for Stored {}

static TENSORS: LazyLock<Registry<Stored>> = LazyLock::new(Registry::new);
/// Live logical bytes and live handles with their peaks, counted per registry
/// shard (see gauge.rs). The registry counts live handles exactly from its
/// slots; `HANDLES` is for the peak handle count.
static BYTES: Gauge = Gauge::new();
static HANDLES: Gauge = Gauge::new();
/// Native memory budget in logical bytes; 0 or less: none. Read on every
/// tensor made, rarely written: on a cache line of its own.
static BUDGET: Budget = Budget(AtomicI64::new(0));

#[repr(align(128))]
struct Budget(AtomicI64);

const WHAT: &str = "tensor";

/// Logical size: elements times element size, whatever storage is shared.
///
/// Runs for every tensor made, so it reads the metadata in one call to the
/// C++ shim: through tch the same figure takes four calls and a check of the
/// thread's error slot (`Tensor::size` also allocates).
pub fn logical_bytes(t: &Tensor) -> Result<i64> {
    meta(t).map(|(bytes, _)| bytes)
}

/// The address of `t`'s TensorImpl, which stays the same whatever handle names
/// the tensor, `set_data_` included; 0 when it is undefined.
pub fn tensor_impl(t: &Tensor) -> usize {
    // The shim gives the TensorImpl even of a tensor it cannot count.
    raw_meta(t).tensor_impl as usize
}

/// The logical bytes and the TensorImpl address of `t`, in one call.
fn meta(t: &Tensor) -> Result<(i64, usize)> {
    let m = raw_meta(t);
    if m.bytes >= 0 {
        Ok((m.bytes, m.tensor_impl as usize))
    } else {
        Err(meta_error(m.bytes))
    }
}

#[cold]
fn meta_error(code: i64) -> Error {
    if code == -1 {
        Error::Torch("an undefined tensor has no size".into())
    } else {
        Error::Torch("LibTorch cannot count the elements of this tensor (its layout has no plain element count)".into())
    }
}

/// Records the id a put has just issued on this thread, for scope.rs to find
/// an id an interrupt kept from Java. Kept beside the thread's registry
/// shard: an op reads both in one thread-local lookup.
#[inline(always)]
pub fn note_put(id: u64) {
    crate::registry::note_last_put(id);
}

/// The last id put on this thread (0: none).
pub fn last_put() -> u64 {
    crate::registry::last_put()
}

/// Registers `tensor` and returns its id for Java.
#[inline]
pub fn put(tensor: Tensor) -> Result<i64> {
    put_in(local(), tensor)
}

/// `put` for a thread whose `Local` is `local` (see src/registry/home.rs).
#[inline]
pub fn put_in(local: Local, tensor: Tensor) -> Result<i64> {
    put_with_in::<true>(local, tensor, &[])
}

/// `put_in` of an op's result, given its inputs' `tensor_impl`s. An op may
/// hand back one of its inputs itself (`contiguous` of a contiguous tensor,
/// `to_device` where it is already); stored as it is, two handles would name
/// one tensor, and `set_data_` through one would free memory an op reads
/// through the other, which only that other handle's read guards. Such a
/// result is stored as an alias instead: a tensor of its own over the same
/// memory, with the same autograd history.
#[inline(always)]
pub fn put_result_in(local: Local, tensor: Tensor, inputs: &[usize]) -> Result<i64> {
    put_with_in::<true>(local, tensor, inputs)
}

/// `put` without what the memory telemetry adds to the memory model's exact
/// accounting: the budget check and the live and peak handle counters. For
/// measuring what they cost (the benchmarks' store loop); the id must be
/// released by `release_without_telemetry`.
#[inline]
pub fn put_without_telemetry(tensor: Tensor) -> Result<i64> {
    put_with_in::<false>(local(), tensor, &[])
}

/// `put_in`, with (`TELEMETRY`) or without the telemetry's part; the
/// counterpart of `release_with`.
#[inline(always)]
fn put_with_in<const TELEMETRY: bool>(local: Local, mut tensor: Tensor, inputs: &[usize]) -> Result<i64> {
    // The shim's two words stay in registers here: a `Result` of them would
    // go through the stack and be read back at once, a stall on every put.
    let mut m = raw_meta(&tensor);
    if m.bytes >= 0 && inputs.contains(&(m.tensor_impl as usize)) {
        tensor = unaliased(&tensor)?;
        m = raw_meta(&tensor);
    }
    if m.bytes < 0 {
        return Err(meta_error(m.bytes));
    }
    let (bytes, tensor_impl) = (m.bytes, m.tensor_impl as usize);
    if TELEMETRY {
        // An op's result is known only once it exists: it is freed at once (by
        // dropping it here) when keeping it would pass the budget.
        check_budget(bytes)?;
    }
    let vacant = TENSORS
        .vacant_in(local)
        .map_err(|_| Error::OutOfMemory("too many live tensors in one registry shard".into()))?;
    let id = vacant.fill(Stored { tensor, bytes: AtomicI64::new(bytes), tensor_impl });
    // Remembered per OS thread, to find an id an interrupt kept from Java (scope.rs).
    note_put(id);
    BYTES.add(shard_of(id), bytes, local.owns_home());
    if TELEMETRY {
        HANDLES.add(shard_of(id), 1, local.owns_home());
    }
    Ok(id as i64)
}

/// Counts `id`'s bytes again after an op wrote it in place: `resize_`, or
/// an `out=` argument LibTorch resized to the result's shape.
/// `stored` is what `id` names, read by the caller.
pub fn recount(local: Local, id: i64, stored: &Stored) -> Result<()> {
    let r = stored;
    let now = logical_bytes(&r.tensor)?;
    let before = r.bytes.swap(now, Ordering::Relaxed);
    let shard = shard_of(id as u64);
    if now > before {
        BYTES.add(shard, now - before, local.owns(shard));
    } else if now < before {
        BYTES.sub(shard, before - now, local.owns(shard));
    }
    Ok(())
}

/// A tensor of its own over `t`'s memory, with `t`'s autograd history.
#[cold]
fn unaliased(t: &Tensor) -> Result<Tensor> {
    Ok(t.f_alias()?)
}

/// The tensor named by `id`, kept alive for as long as the caller holds it.
pub fn get(id: i64) -> Result<Ref<'static, Stored>> {
    get_in(local_as_is(), id)
}

/// `get` for a thread whose `Local` is `local`.
#[inline]
pub fn get_in(local: Local, id: i64) -> Result<Ref<'static, Stored>> {
    TENSORS.get_in(local, id as u64).map_err(|e| lookup_error(e, id))
}

/// The tensors named by `a` and `b`, as `get` has them.
#[inline]
pub fn get2_in(local: Local, a: i64, b: i64) -> Result<(Ref<'static, Stored>, Ref<'static, Stored>)> {
    TENSORS.get2_in(local, a as u64, b as u64).map_err(|(id, e)| lookup_error(e, id as i64))
}

/// Frees the tensor named by `id`. Returns false when it was already released;
/// an id this library never issued is an error.
#[inline]
pub fn release(id: i64) -> Result<bool> {
    release_with::<true>(id)
}

/// `release` of an id made by `put_without_telemetry`.
#[inline]
pub fn release_without_telemetry(id: i64) -> Result<bool> {
    release_with::<false>(id)
}

/// `release` of an id made by `put_with_in::<TELEMETRY>`. Inlined into the
/// release's entry point: the tensor is freed from there, one frame above
/// Java (see `run_plain`).
#[inline(always)]
fn release_with<const TELEMETRY: bool>(id: i64) -> Result<bool> {
    let local = local_as_is();
    match TENSORS.take_in(local, id as u64) {
        Ok(taken) => {
            let shard = shard_of(id as u64);
            BYTES.sub(shard, taken.bytes.load(Ordering::Relaxed), local.owns(shard));
            if TELEMETRY {
                HANDLES.sub(shard, 1, local.owns(shard));
            }
            // The tensor is freed now, or when the last op still using it is done.
            drop(taken);
            Ok(true)
        }
        Err(Lookup::Released) => Ok(false),
        Err(e) => Err(lookup_error(e, id)),
    }
}

/// Moves the tensor named by `id` to a new id and releases `id`: a hand-off
/// between threads, after which the sender's handle no longer reaches it. The
/// same tensor (its autograd state and grad included), counted once
/// throughout: no budget check, since no memory is added.
pub fn reissue(id: i64) -> Result<i64> {
    let here = local_as_is();
    let taken = TENSORS.take_in(here, id as u64).map_err(|e| lookup_error(e, id))?;
    let shard = shard_of(id as u64);
    BYTES.sub(shard, taken.bytes.load(Ordering::Relaxed), here.owns(shard));
    HANDLES.sub(shard, 1, here.owns(shard));
    let same = taken.tensor.shallow_clone();
    // Ops still running on the old id keep their reference until they end.
    drop(taken);
    let home = local();
    let new_id = put_with_in::<false>(home, same, &[])?;
    HANDLES.add(shard_of(new_id as u64), 1, home.owns_home());
    Ok(new_id)
}

/// Releases every id in `ids` (a scope closing): like `release` for each,
/// going on past failures, with the accounting and the registry's free lists
/// updated once for the batch. Returns how many were freed and the first
/// error (an id this library never issued).
pub fn release_all(ids: &[i64]) -> (usize, Option<Error>) {
    let (mut freed, mut first_error) = (0usize, None);
    // Per shard: (bytes, handles) freed, counted once for the batch.
    let mut counts = [(0i64, 0i64); SHARDS];
    let local = local_as_is();
    TENSORS.take_all_in(local, ids.iter().map(|&id| id as u64), |id, taken| match taken {
        Ok(taken) => {
            freed += 1;
            let c = &mut counts[shard_of(id)];
            c.0 += taken.bytes.load(Ordering::Relaxed);
            c.1 += 1;
        }
        Err(Lookup::Released) => {}
        Err(e) => {
            first_error.get_or_insert(lookup_error(e, id as i64));
        }
    });
    for (shard, (bytes, handles)) in counts.into_iter().enumerate() {
        if handles > 0 {
            BYTES.sub(shard, bytes, local.owns(shard));
            HANDLES.sub(shard, handles, local.owns(shard));
        }
    }
    (freed, first_error)
}

/// Makes glibc merge the small blocks just freed, now. A tensor is a few
/// small blocks; glibc keeps freed small blocks on quick lists and merges
/// them only at the next large allocation or large free. Dropping a Vec of
/// many tensors ends with freeing its buffer, which does it; a scope's close
/// frees no buffer, so the merge after a close of 100,000 tensors (about
/// 30 ms) fell on whatever allocated next, often an op. A large block made
/// and freed here pays for it at the close instead: 2 KB is above glibc's
/// small sizes and below the size it takes straight from the kernel. Once
/// per close, after its last batch, as the Vec's buffer is freed last: in
/// an A/B, settling after every batch of 4,096 tensors made the close of
/// 100,000 cost more (docs/benchmarks.md has that and the runs where it did
/// not).
pub fn settle_heap() {
    drop(std::hint::black_box(Vec::<u8>::with_capacity(2048)));
}

pub fn is_live(id: i64) -> bool {
    TENSORS.contains(id as u64)
}

fn lookup_error(e: Lookup, id: i64) -> Error {
    crate::registry::lookup_error(e, WHAT, id)
}

/// Exact figures whenever no tensor is being created or released.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stats {
    pub live_tensors: i64,
    pub live_bytes: i64,
    pub peak_bytes: i64,
    pub alloc_count: i64,
    pub free_count: i64,
    pub peak_tensors: i64,
}

pub fn stats() -> Stats {
    let Counts { live, inserted, removed } = TENSORS.counts();
    Stats {
        live_tensors: live as i64,
        live_bytes: BYTES.live(),
        peak_bytes: BYTES.peak(),
        alloc_count: inserted as i64,
        free_count: removed as i64,
        peak_tensors: HANDLES.peak(),
    }
}

/// Bytes of storage the live handles can reach, each storage counted once:
/// views of one tensor share a storage, which counts for the span of it the
/// views address. Scans every live handle.
pub fn unique_storage_bytes() -> Result<i64> {
    let mut spans: std::collections::HashMap<usize, (usize, usize)> = std::collections::HashMap::new();
    let mut failure = None;
    TENSORS.for_each_live(|stored| {
        if failure.is_some() {
            return;
        }
        match storage_span(&stored.tensor) {
            Ok(Some((base, start, end))) => {
                let e = spans.entry(base).or_insert((start, end));
                e.0 = e.0.min(start);
                e.1 = e.1.max(end);
            }
            Ok(None) => {}
            Err(e) => failure = Some(e),
        }
    });
    if let Some(e) = failure {
        return Err(e);
    }
    Ok(spans.values().map(|(start, end)| (end - start) as i64).sum())
}

/// (storage key, first byte, byte after last) of the memory `t` addresses.
fn storage_span(t: &Tensor) -> Result<Option<(usize, usize, usize)>> {
    let elt = t.f_kind()?.elt_size_in_bytes();
    let sizes = t.size();
    if sizes.contains(&0) {
        return Ok(None);
    }
    let strides = t.stride();
    let offset = t.f_storage_offset()? as usize * elt;
    let data = t.data_ptr() as usize;
    if data == 0 {
        return Ok(None);
    }
    // The storage starts `offset` bytes before the first element.
    let base = data - offset;
    let (mut lo, mut hi) = (0i64, 0i64);
    for (size, stride) in sizes.iter().zip(strides.iter()) {
        let reach = (size - 1) * stride;
        if reach < 0 {
            lo += reach;
        } else {
            hi += reach;
        }
    }
    let start = (offset as i64 + lo * elt as i64).max(0) as usize;
    let end = (offset as i64 + (hi + 1) * elt as i64) as usize;
    Ok(Some((base, start, end)))
}

/// Logical bytes counted for the live handle `id`.
pub fn bytes_of(id: i64) -> Result<i64> {
    Ok(get(id)?.bytes.load(Ordering::Relaxed))
}

/// Sets the budget (<= 0: none).
pub fn set_budget(bytes: i64) {
    BUDGET.0.store(bytes.max(0), Ordering::Relaxed);
}

pub fn budget() -> i64 {
    BUDGET.0.load(Ordering::Relaxed)
}

/// Refuses `more` bytes that would take the live bytes past the budget.
#[inline(always)]
pub fn check_budget(more: i64) -> Result<()> {
    let budget = BUDGET.0.load(Ordering::Relaxed);
    if budget > 0 {
        return check_within(more, budget);
    }
    Ok(())
}

/// `check_budget` where there is a budget: it sums every shard's count.
#[inline(never)]
fn check_within(more: i64, budget: i64) -> Result<()> {
    let live = BYTES.live();
    if live.saturating_add(more) > budget {
        return Err(Error::BudgetExceeded(format!(
            "allocating {more} bytes would take jtorch's live tensor memory to {} bytes, over its budget of {budget} bytes",
            live.saturating_add(more)
        )));
    }
    Ok(())
}

/// Checks a creation op of `shape` and `kind` against the budget before it allocates.
pub fn check_budget_for(shape: &[i64], kind: tch::Kind) -> Result<()> {
    let numel = shape.iter().try_fold(1i64, |acc, d| acc.checked_mul((*d).max(0)));
    let bytes = numel.and_then(|n| n.checked_mul(kind.elt_size_in_bytes() as i64)).unwrap_or(i64::MAX);
    check_budget(bytes)
}

/// Opens a peak region (see `Gauge::open_region`): returns its number and
/// the live bytes now.
pub fn peak_region_start() -> (usize, i64) {
    BYTES.open_region()
}

/// Closes peak region `no`: the peak of live bytes above `at_start` while it
/// was open; None for a number that names no open region.
pub fn peak_region_end(no: usize, at_start: i64) -> Option<i64> {
    BYTES.close_region(no).map(|peak| (peak - at_start).max(0))
}

/// Starts a new peak-tracking period at the current live bytes.
pub fn reset_peak() {
    BYTES.restart_peak();
    HANDLES.restart_peak();
}
