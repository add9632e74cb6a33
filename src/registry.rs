//! Opaque handles for native objects.
//!
//! Java never sees a pointer: it holds a 64-bit id made of the slot's
//! generation, the shard, and the slot index. Freeing a slot bumps its
//! generation, so a stale id (released, or forged) is detected instead of
//! being dereferenced.
//!
//! Lookups take no lock. Each slot has one atomic state word: generation,
//! an occupied bit, a releasing bit and a count of readers. A lookup joins
//! the readers with one compare-and-swap (a thread reading the values of the
//! shard it owns announces its reads instead, below); a release sets the releasing bit,
//! and whoever leaves last (the releaser, or the last reader still using the
//! value) drops the value and frees the slot. So a release that races with
//! an op on another thread never frees memory under the running op.
//!
//! Slots live in fixed segments that never move, allocated as a shard grows.
//! A thread inserts into "its" shard, taken when it first inserts and given
//! back when it exits. Most shards are *owned*: one live thread at a time
//! has each, and that thread works on its own values without atomic
//! read-modify-writes, which cost more than the rest of a lookup, an insert
//! and a release together:
//! - it keeps its free slots in a list only it touches (slots other threads
//!   free go to a second list that it takes over whole when its own is empty);
//! - it reads its own values by announcing each in a *hazard* entry, then
//!   checking the slot again after a fence. Another thread that is about to
//!   drop such a value (a release from elsewhere, or the last reader leaving)
//!   fences too and waits until no hazard entry names it; one of the two
//!   always sees the other, so the owner never uses a dropped value.
//!
//! A thread that holds reads of its own values and of values another thread
//! owns at once (an op's inputs) reads them all as other threads do,
//! without announcing: see `Local::for_reading`.
//!
//! The first shards are *shared*: threads beyond the owned shards' number
//! spread over them, and everything there takes atomic steps. Counts are
//! not kept on the hot path at all: a slot's generation says how many values
//! it has held, so `counts` reads them off the slots.

use parking_lot::Mutex;
use std::cell::{Cell, UnsafeCell};
use std::marker::PhantomData;
use std::mem::MaybeUninit;
use std::ops::Deref;
use std::ptr;
use std::sync::atomic::{fence, AtomicPtr, AtomicU32, AtomicU64, AtomicUsize, Ordering};

/// Number of shards; a power of two.
pub const SHARDS: usize = 32;
/// Shards `0..SHARED_SHARDS` are shared; the others are owned by one thread each.
const SHARED_SHARDS: usize = 8;
/// Reads in flight that a shard's owner announces in its hazard entries; more
/// at once join the readers as other threads do.
const HAZARDS: usize = 8;
const NO_HAZARD: u32 = u32::MAX;
const SHARD_BITS: u32 = SHARDS.trailing_zeros();
const INDEX_BITS: u32 = 32 - SHARD_BITS;
const INDEX_MASK: u64 = (1 << INDEX_BITS) - 1;
const SEGMENT_BITS: u32 = 12;
const SEGMENT_SIZE: usize = 1 << SEGMENT_BITS;
const SEGMENTS: usize = 1 << 12;
/// Live values one shard can hold.
pub const SHARD_CAPACITY: usize = SEGMENT_SIZE * SEGMENTS;

// Slot state word: generation in the high 32 bits, then four flags, then readers.
const OCCUPIED: u64 = 1 << 31;
const RELEASING: u64 = 1 << 30;
/// The slot has issued its last generation and is never reused: a wrapped
/// generation would make ids released long ago name a new value again.
const RETIRED: u64 = 1 << 29;
/// One read has the value to itself (`Ref::alone`): new reads wait.
const ALONE: u64 = 1 << 28;
const READERS: u64 = ALONE - 1;

fn generation_of(state: u64) -> u32 {
    (state >> 32) as u32
}

/// Why an id did not name a live value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lookup {
    /// The id was issued by this registry but its value has been removed.
    Released,
    /// The id was never issued (zero, out of range, or from the future).
    Invalid,
}

/// A shard holds `SHARD_CAPACITY` live values already.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Full;

struct Slot<T> {
    state: AtomicU64,
    /// Next free slot + 1 (0: none) while this slot is on the free stack.
    next_free: AtomicU32,
    value: UnsafeCell<MaybeUninit<T>>,
}

struct Shard<T> {
    /// This shard's number.
    no: usize,
    /// The first slot of each segment of `SEGMENT_SIZE` slots (null: not
    /// made yet): one load from an index to its slot.
    segments: Box<[AtomicPtr<Slot<T>>]>,
    /// Shared shard: top of the free stack, a tag that changes on every
    /// update (against ABA) in the high half, the slot index + 1 (0: empty)
    /// in the low half. Owned shard: the owner's own free list (index + 1),
    /// read and written only by the owner, without atomic read-modify-writes.
    free_top: AtomicU64,
    /// Owned shard: slots freed by other threads (index + 1, linked through
    /// `next_free`); the owner takes the whole list when its own is empty.
    remote_free: AtomicU32,
    /// Slots ever made in this shard; all below are in published segments.
    made: AtomicUsize,
    /// Serialises making new slots, which is rare.
    grow: Mutex<()>,
    hazards: Hazards,
}

/// An owned shard's reads in flight: the ids its owner is using without
/// being counted among the slots' readers. Only the owner writes them.
#[repr(align(128))]
struct Hazards {
    ids: [AtomicU64; HAZARDS],
    /// Entries in use (bits); the owner's alone.
    used: AtomicU32,
    /// Entries whose value the owner released while reading it: each was
    /// turned into a counted reader, and leaves as one. The owner's alone.
    counted: AtomicU32,
}

impl Hazards {
    /// Whether an entry other than `except` announces a read of `id`.
    fn names_other_than(&self, id: u64, except: u32) -> bool {
        self.ids.iter().enumerate().any(|(k, entry)| k as u32 != except && entry.load(Ordering::Acquire) == id)
    }

    /// Another thread, about to drop the value `id` names (its slot marked
    /// releasing, so the owner announces no new read of it that it goes on
    /// with), waits until the owner's reads of it are done. They end: a read
    /// lasts one native call, which calls no Java code while it reads (a
    /// panic's log record waits until the panic is caught, jni_entry.rs).
    #[cold]
    fn wait_until_unused(&self, id: u64) {
        // Pairs with the owner's fence between announcing a read and checking
        // the slot: either the owner sees the releasing bit, or this sees the entry.
        fence(Ordering::SeqCst);
        for entry in &self.ids {
            let mut spins = 0u32;
            while entry.load(Ordering::Acquire) == id {
                back_off(&mut spins);
            }
        }
    }

    /// The owner, about to drop the value `id` names, turns its own reads of
    /// it into counted readers of `slot` instead. Returns whether there were
    /// any: then the last of them drops the value.
    #[inline(always)]
    fn count_own_reads<T>(&self, slot: &Slot<T>, id: u64) -> bool {
        let used = self.used.load(Ordering::Relaxed);
        if used == 0 {
            return false;
        }
        self.count_own_reads_in(used, slot, id)
    }

    #[cold]
    fn count_own_reads_in<T>(&self, used: u32, slot: &Slot<T>, id: u64) -> bool {
        let mut counted = self.counted.load(Ordering::Relaxed);
        let mut n = 0;
        for (k, entry) in self.ids.iter().enumerate() {
            let bit = 1 << k;
            if used & bit != 0 && counted & bit == 0 && entry.load(Ordering::Relaxed) == id {
                counted |= bit;
                n += 1;
            }
        }
        if n == 0 {
            return false;
        }
        self.counted.store(counted, Ordering::Relaxed);
        slot.state.fetch_add(n, Ordering::AcqRel);
        true
    }
}

/// Whether shard `no` is owned by one thread at a time (else shared).
fn is_owned_shard(no: usize) -> bool {
    no >= SHARED_SHARDS
}

// Keeps each shard on its own cache lines.
#[repr(align(128))]
struct Padded<T>(T);

/// Counts over the registry's whole life.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Counts {
    pub live: u64,
    pub inserted: u64,
    pub removed: u64,
}

pub struct Registry<T> {
    shards: Box<[Padded<Shard<T>>]>,
}

// SAFETY: values are shared between threads through `Ref` (needs `Sync`) and
// dropped by whichever thread leaves last (needs `Send`).
unsafe impl<T: Send + Sync> Sync for Registry<T> {}
unsafe impl<T: Send> Send for Registry<T> {}

/// Live threads whose home is each shard. A thread's first insert takes the
/// shard with the fewest, and its exit gives it back: threads alive at once
/// share a shard only when there are more of them than shards, however many
/// threads came and went before (two threads inserting into one shard
/// contend on its free stack and counts, and scale far worse).
static HOMED: [AtomicUsize; SHARDS] = [const { AtomicUsize::new(0) }; SHARDS];
/// Where the next search for a home starts, so that ties spread out.
static NEXT_SHARD: AtomicUsize = AtomicUsize::new(0);

/// The calling thread's place in the registries. No destructor, so that
/// reading it (every native call does) checks nothing but the value;
/// `HomeGuard` gives the shard back when the thread ends.
struct Home {
    /// The shard this thread inserts into (`NO_SHARD`: none taken yet, or
    /// given back as the thread ends).
    shard: Cell<usize>,
    /// The last id a put issued on this thread (see scope.rs): kept here so
    /// that an op finds it and its shard in one thread-local lookup.
    last_put: Cell<u64>,
}

/// Gives the thread's shard back when the thread ends. Made alive with the
/// thread's first shard.
struct HomeGuard;

impl Drop for HomeGuard {
    fn drop(&mut self) {
        let shard = HOME.with(|home| home.shard.replace(NO_SHARD));
        if let Some(homed) = HOMED.get(shard) {
            // Release: the next owner sees this one's last writes.
            homed.fetch_sub(1, Ordering::Release);
        }
    }
}

/// Where an id points: its shard, slot, slot index and generation.
type Located<'r, T> = (&'r Shard<T>, &'r Slot<T>, usize, u32);

/// The shard of a thread that has none.
const NO_SHARD: usize = usize::MAX;

thread_local! {
    static HOME: Home = const { Home { shard: Cell::new(NO_SHARD), last_put: Cell::new(0) } };
    static HOME_GUARD: HomeGuard = const { HomeGuard };
}

/// The calling thread's place in the registries: the shard it inserts into,
/// and whether it owns that shard. Read once per call and passed down; never
/// to another thread (it is not `Send`), since an owned shard's lists and
/// hazard entries are its owner's alone.
#[derive(Clone, Copy, Debug)]
pub struct Local {
    shard: usize,
    not_send: PhantomData<*const ()>,
}

impl Local {
    const fn new(shard: usize) -> Local {
        Local { shard, not_send: PhantomData }
    }

    /// Whether the calling thread owns shard `no`.
    #[inline]
    pub fn owns(self, no: usize) -> bool {
        self.shard == no && is_owned_shard(no)
    }

    /// Whether the calling thread owns the shard it inserts into.
    #[inline]
    pub fn owns_home(self) -> bool {
        self.shard < SHARDS && is_owned_shard(self.shard)
    }

    /// The `Local` to hold reads of all of `ids` at once through: this one,
    /// unless some are this thread's own values and some are other owners'.
    /// Then every read is a counted one, none announced: the last reader of
    /// another owner's value waits for that owner's announced reads of it,
    /// so two threads each announcing a read of its own value while reading
    /// the other's could wait on each other for ever.
    pub fn for_reading(self, ids: impl IntoIterator<Item = u64>) -> Local {
        let (mut own, mut others) = (false, false);
        for id in ids {
            let shard = shard_of(id);
            own |= self.owns(shard);
            others |= is_owned_shard(shard) && shard != self.shard;
        }
        if own && others {
            Local::new(NO_SHARD)
        } else {
            self
        }
    }
}

/// The calling thread's `Local` as it is: a thread that has made nothing yet
/// has no shard and owns none. For lookups and releases, so that a thread
/// that only reads and frees (the garbage collector's cleaner, say) does not
/// take an owned shard from the threads that make tensors.
#[inline]
pub fn local_as_is() -> Local {
    HOME.with(|home| Local::new(home.shard.get()))
}

/// The calling thread's `Local`, taking a shard on its first call.
#[inline]
pub fn local() -> Local {
    HOME.with(|home| match home.shard.get() {
        shard if shard < SHARDS => Local::new(shard),
        _ => Local::new(settle_home(home)),
    })
}

/// A shard for a thread that has none: a home of its own, or, while the
/// thread ends (its home given back already), a shared shard for this call.
#[cold]
fn settle_home(home: &Home) -> usize {
    if HOME_GUARD.try_with(|_| ()).is_err() {
        return NEXT_SHARD.fetch_add(1, Ordering::Relaxed) % SHARED_SHARDS;
    }
    let shard = take_home();
    home.shard.set(shard);
    shard
}

/// Records the id a put has just issued on this thread (scope.rs).
#[inline(always)]
pub fn note_last_put(id: u64) {
    HOME.with(|home| home.last_put.set(id));
}

/// The last id a put issued on this thread; 0 when none has.
pub fn last_put() -> u64 {
    HOME.with(|home| home.last_put.get())
}

/// Gives the calling thread an owned shard nobody has, or else counts it in
/// the shared shard with the fewest live threads.
fn take_home() -> usize {
    let start = NEXT_SHARD.fetch_add(1, Ordering::Relaxed);
    const OWNED: usize = SHARDS - SHARED_SHARDS;
    for i in 0..OWNED {
        let shard = SHARED_SHARDS + (start + i) % OWNED;
        // Acquire: this owner sees the last one's writes.
        if HOMED[shard].load(Ordering::Relaxed) == 0
            && HOMED[shard].compare_exchange(0, 1, Ordering::Acquire, Ordering::Relaxed).is_ok()
        {
            return shard;
        }
    }
    loop {
        let (mut best, mut fewest) = (start % SHARED_SHARDS, usize::MAX);
        for i in 0..SHARED_SHARDS {
            let shard = (start + i) % SHARED_SHARDS;
            let homed = HOMED[shard].load(Ordering::Relaxed);
            if homed < fewest {
                (best, fewest) = (shard, homed);
            }
        }
        // Another thread may have just taken the same shard: then look again.
        if HOMED[best].compare_exchange(fewest, fewest + 1, Ordering::Relaxed, Ordering::Relaxed).is_ok() {
            return best;
        }
    }
}

/// Why a slot in `state` does not hold the live value of `generation`, if it does not.
#[inline(always)]
fn check(state: u64, generation: u32) -> Result<(), Lookup> {
    let current = generation_of(state);
    // A retired slot holds the last generation it issued.
    if state & RETIRED != 0 && generation != 0 && generation <= current {
        return Err(Lookup::Released);
    }
    // A free slot holds the generation it will issue next.
    if generation == 0 || generation > current || generation == current && state & OCCUPIED == 0 {
        return Err(Lookup::Invalid);
    }
    if generation < current || state & RELEASING != 0 {
        return Err(Lookup::Released);
    }
    if state & READERS == READERS {
        // Only reachable by leaking billions of references.
        return Err(Lookup::Invalid);
    }
    Ok(())
}

/// Waits while one read has the slot's value to itself; returns the state
/// once none has.
#[cold]
fn wait_while_alone(state: &AtomicU64) -> u64 {
    let mut spins = 0u32;
    loop {
        let now = state.load(Ordering::Acquire);
        if now & ALONE == 0 {
            return now;
        }
        back_off(&mut spins);
    }
}

/// One more turn of a wait for another thread: spin a while, then yield.
fn back_off(spins: &mut u32) {
    *spins += 1;
    if *spins < 64 {
        std::hint::spin_loop();
    } else {
        std::thread::yield_now();
    }
}

#[inline(always)]
fn make_id(shard: usize, index: usize, generation: u32) -> u64 {
    ((generation as u64) << 32) | ((shard as u64) << INDEX_BITS) | index as u64
}

/// The shard an id's value lives in (ids of one thread's values share one).
#[inline(always)]
pub fn shard_of(id: u64) -> usize {
    split_id(id).0
}

#[inline(always)]
fn split_id(id: u64) -> (usize, usize, u32) {
    let generation = (id >> 32) as u32;
    let shard = ((id >> INDEX_BITS) & (SHARDS as u64 - 1)) as usize;
    let index = (id & INDEX_MASK) as usize;
    (shard, index, generation)
}

/// Slots freed by one call, per shard: (head, tail) of a chain linked
/// through `next_free`, pushed onto the shard's free stack in one step.
#[derive(Default)]
struct FreeChains([Option<(usize, usize)>; SHARDS]);

impl FreeChains {
    fn link<T>(&mut self, shard_no: usize, slot: &Slot<T>, index: usize) {
        let chain = &mut self.0[shard_no];
        match chain {
            // The new slot becomes the head; the tail stays.
            Some((head, _)) => {
                slot.next_free.store(*head as u32 + 1, Ordering::Relaxed);
                *head = index;
            }
            None => *chain = Some((index, index)),
        }
    }
}

/// What `take` got: the value, or the releasing reference to a value that
/// other readers are still using.
pub enum Taken<'r, T> {
    Value(T),
    InUse(Ref<'r, T>),
}

impl<T> Deref for Taken<'_, T> {
    type Target = T;
    fn deref(&self) -> &T {
        match self {
            Taken::Value(v) => v,
            Taken::InUse(r) => r,
        }
    }
}

/// A value in use: it is not dropped before this is.
pub struct Ref<'r, T> {
    slot: &'r Slot<T>,
    shard: &'r Shard<T>,
    index: usize,
    /// The owner's hazard entry announcing this read, or `NO_HAZARD` for a
    /// reader counted in the slot's state.
    hazard: u32,
}

impl<T> Deref for Ref<'_, T> {
    type Target = T;
    fn deref(&self) -> &T {
        // SAFETY: while this Ref exists, a reader is counted in the slot's
        // state or the owner's hazard entry announces the read (a release
        // waits for it, or counts it as a reader), so the value stays
        // initialised and is not dropped.
        unsafe { (*self.slot.value.get()).assume_init_ref() }
    }
}

impl<T: std::fmt::Debug> std::fmt::Debug for Ref<'_, T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("Ref").field(&**self).finish()
    }
}

/// A read that has its value to itself (see `Ref::alone`), until dropped.
pub struct Alone<'a, 'r, T> {
    read: &'a Ref<'r, T>,
}

impl<T> Drop for Alone<'_, '_, T> {
    fn drop(&mut self) {
        self.read.slot.state.fetch_and(!ALONE, Ordering::Release);
    }
}

/// Another read of the value is in flight, or it is being released.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct InUse;

impl<'r, T> Ref<'r, T> {
    /// The id of the value read.
    pub fn id(&self) -> u64 {
        make_id(self.shard.no, self.index, generation_of(self.slot.state.load(Ordering::Relaxed)))
    }

    /// Makes this the only read of the value until the returned guard
    /// drops: reads from other threads wait meanwhile. For a change that
    /// no other read may see half done (swapping the value's memory out).
    /// Refused while another read is in flight (this thread's own included)
    /// or the value is being released: waiting could wait for ever on a
    /// thread that waits for this one.
    pub fn alone(&self) -> Result<Alone<'_, 'r, T>, InUse> {
        let counted = u64::from(self.hazard == NO_HAZARD);
        let state = self.slot.state.load(Ordering::Acquire);
        if state & (READERS | RELEASING | ALONE) != counted
            || self.slot.state.compare_exchange(state, state | ALONE, Ordering::AcqRel, Ordering::Acquire).is_err()
        {
            return Err(InUse);
        }
        let alone = Alone { read: self };
        if is_owned_shard(self.shard.no) {
            // Pairs with the owner's fence between announcing a read and
            // checking the slot: either it sees the flag, or this sees the entry.
            fence(Ordering::SeqCst);
            let id = make_id(self.shard.no, self.index, generation_of(state));
            if self.shard.hazards.names_other_than(id, self.hazard) {
                return Err(InUse);
            }
        }
        Ok(alone)
    }
}

impl<T> Drop for Ref<'_, T> {
    #[inline(always)]
    fn drop(&mut self) {
        if self.hazard != NO_HAZARD {
            let h = &self.shard.hazards;
            let bit = 1u32 << self.hazard;
            let counted = h.counted.load(Ordering::Relaxed);
            // Release: the read is over before another thread that finds the
            // entry cleared drops the value.
            h.ids[self.hazard as usize].store(0, Ordering::Release);
            h.used.store(h.used.load(Ordering::Relaxed) & !bit, Ordering::Relaxed);
            if counted & bit == 0 {
                return;
            }
            // Released meanwhile by this thread: leave as a counted reader.
            h.counted.store(counted & !bit, Ordering::Relaxed);
        }
        let prev = self.slot.state.fetch_sub(1, Ordering::AcqRel);
        if prev & RELEASING != 0 && prev & READERS == 1 {
            // SAFETY: released and we were the last reader: nobody else can
            // reach the value any more.
            unsafe { self.shard.finish_release(self.slot, self.index) };
        }
    }
}

/// A free slot taken for one value (see `Registry::vacant_in`); given back
/// to the free list if dropped unfilled.
pub struct Vacant<'r, T> {
    shard: &'r Shard<T>,
    slot: &'r Slot<T>,
    index: usize,
    local: Local,
}

impl<T> Vacant<'_, T> {
    /// Stores `value` in the slot and returns its id.
    #[inline(always)]
    pub fn fill(self, value: T) -> u64 {
        let (shard, slot, index) = (self.shard, self.slot, self.index);
        std::mem::forget(self);
        let generation = generation_of(slot.state.load(Ordering::Acquire));
        // SAFETY: the slot came off the free stack (or is new): no one else
        // reads or writes its value until the state below publishes it.
        unsafe { (*slot.value.get()).write(value) };
        slot.state.store(((generation as u64) << 32) | OCCUPIED, Ordering::Release);
        make_id(shard.no, index, generation)
    }
}

impl<T> Drop for Vacant<'_, T> {
    fn drop(&mut self) {
        self.shard.push_freed(self.local, self.slot, self.index);
    }
}

impl<T> Default for Registry<T> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T> Shard<T> {
    fn new(no: usize) -> Self {
        Shard {
            no,
            segments: (0..SEGMENTS).map(|_| AtomicPtr::new(ptr::null_mut())).collect(),
            free_top: AtomicU64::new(0),
            remote_free: AtomicU32::new(0),
            made: AtomicUsize::new(0),
            grow: Mutex::new(()),
            hazards: Hazards {
                ids: [const { AtomicU64::new(0) }; HAZARDS],
                used: AtomicU32::new(0),
                counted: AtomicU32::new(0),
            },
        }
    }

    #[inline(always)]
    fn slot(&self, index: usize) -> Option<&Slot<T>> {
        let first = self.segments.get(index >> SEGMENT_BITS)?.load(Ordering::Acquire);
        if first.is_null() {
            return None;
        }
        // SAFETY: a published segment holds SEGMENT_SIZE slots and is never
        // freed before the registry.
        Some(unsafe { &*first.add(index & (SEGMENT_SIZE - 1)) })
    }

    /// Drops the value of a released slot and puts the slot back in the free list.
    ///
    /// # Safety
    /// The slot is occupied, marked releasing, and has no readers left; the
    /// caller is the only one to call this for this release.
    #[cold]
    unsafe fn finish_release(&self, slot: &Slot<T>, index: usize) {
        let local = local_as_is();
        if is_owned_shard(self.no) {
            let id = make_id(self.no, index, generation_of(slot.state.load(Ordering::Acquire)));
            if local.owns(self.no) {
                if self.hazards.count_own_reads(slot, id) {
                    return;
                }
            } else {
                self.hazards.wait_until_unused(id);
            }
        }
        // SAFETY: as the contract says, the value is initialised and no
        // reader, counted or announced, is left.
        let value = unsafe { ptr::read((*slot.value.get()).as_ptr()) };
        if self.next_generation(slot) {
            self.push_freed(local, slot, index);
        }
        // Dropped once the slot is free: a drop that panics leaves no
        // occupied slot behind for the registry to drop again.
        drop(value);
    }

    /// Gives the chain of emptied slots from `head` to `tail` (linked through
    /// `next_free`; a single slot: both) back to this shard's free slots, in
    /// the list that the calling thread may write.
    #[inline(always)]
    fn push_freed(&self, local: Local, tail: &Slot<T>, head: usize) {
        if !is_owned_shard(self.no) {
            self.push_free(tail, head);
        } else if local.owns(self.no) {
            tail.next_free.store(self.free_top.load(Ordering::Relaxed) as u32, Ordering::Relaxed);
            self.free_top.store(head as u64 + 1, Ordering::Relaxed);
        } else {
            let mut top = self.remote_free.load(Ordering::Relaxed);
            loop {
                tail.next_free.store(top, Ordering::Relaxed);
                match self.remote_free.compare_exchange_weak(top, head as u32 + 1, Ordering::Release, Ordering::Relaxed)
                {
                    Ok(_) => return,
                    Err(now) => top = now,
                }
            }
        }
    }

    /// The owner's next free slot: from its own list, or else from the slots
    /// other threads freed, taken over whole.
    #[inline(always)]
    fn pop_own(&self) -> Option<(usize, &Slot<T>)> {
        let mut top = self.free_top.load(Ordering::Relaxed) as u32;
        if top == 0 {
            if self.remote_free.load(Ordering::Relaxed) == 0 {
                return None;
            }
            // Acquire: the links the other threads wrote before pushing.
            top = self.remote_free.swap(0, Ordering::Acquire);
        }
        let index = top.checked_sub(1)? as usize;
        let slot = self.slot(index)?;
        self.free_top.store(slot.next_free.load(Ordering::Relaxed) as u64, Ordering::Relaxed);
        Some((index, slot))
    }

    /// Moves an emptied slot to its next generation. Returns whether it may
    /// be reused; a slot that has issued every generation stays out of use
    /// for good (a few bytes, after four billion values in one slot).
    #[inline(always)]
    fn next_generation(&self, slot: &Slot<T>) -> bool {
        Self::next_generation_from(slot, generation_of(slot.state.load(Ordering::Acquire)))
    }

    /// `next_generation` of a slot whose generation is known to be `generation`.
    #[inline(always)]
    fn next_generation_from(slot: &Slot<T>, generation: u32) -> bool {
        match generation.checked_add(1) {
            Some(next) => {
                slot.state.store((next as u64) << 32, Ordering::Release);
                true
            }
            None => {
                slot.state.store(((generation as u64) << 32) | RETIRED, Ordering::Release);
                false
            }
        }
    }

    /// Pushes the chain of free slots from slot `head` to `tail`, linked
    /// through `next_free` (a single slot: both), onto the free stack in one step.
    fn push_free(&self, tail: &Slot<T>, head: usize) {
        let mut top = self.free_top.load(Ordering::Acquire);
        loop {
            tail.next_free.store(top as u32, Ordering::Relaxed);
            let new = ((top >> 32).wrapping_add(1) << 32) | (head as u64 + 1);
            match self.free_top.compare_exchange_weak(top, new, Ordering::AcqRel, Ordering::Acquire) {
                Ok(_) => return,
                Err(now) => top = now,
            }
        }
    }

    fn pop_free(&self) -> Option<(usize, &Slot<T>)> {
        let mut top = self.free_top.load(Ordering::Acquire);
        loop {
            let index = (top as u32).checked_sub(1)? as usize;
            // The slot may be popped and reused under us; then the tag has
            // moved on and the exchange below fails, so a stale read is harmless.
            let slot = self.slot(index)?;
            let next = slot.next_free.load(Ordering::Relaxed);
            let new = ((top >> 32).wrapping_add(1) << 32) | next as u64;
            match self.free_top.compare_exchange_weak(top, new, Ordering::AcqRel, Ordering::Acquire) {
                Ok(_) => return Some((index, slot)),
                Err(now) => top = now,
            }
        }
    }

    /// Makes a new slot, allocating a segment when the last one is full.
    fn grow(&self) -> Result<usize, Full> {
        let _guard = self.grow.lock();
        let index = self.made.load(Ordering::Relaxed);
        if index >= SHARD_CAPACITY {
            return Err(Full);
        }
        if index & (SEGMENT_SIZE - 1) == 0 {
            let segment: Box<[Slot<T>]> = (0..SEGMENT_SIZE)
                .map(|_| Slot {
                    state: AtomicU64::new(1 << 32),
                    next_free: AtomicU32::new(0),
                    value: UnsafeCell::new(MaybeUninit::uninit()),
                })
                .collect();
            self.segments[index >> SEGMENT_BITS].store(Box::into_raw(segment).cast::<Slot<T>>(), Ordering::Release);
        }
        self.made.store(index + 1, Ordering::Release);
        Ok(index)
    }
}

impl<T> Drop for Shard<T> {
    fn drop(&mut self) {
        let made = *self.made.get_mut();
        for index in 0..made {
            if let Some(slot) = self.slot(index) {
                if slot.state.load(Ordering::Acquire) & OCCUPIED != 0 {
                    // SAFETY: `&mut self`: no readers; the value is initialised.
                    unsafe { ptr::drop_in_place((*slot.value.get()).as_mut_ptr()) };
                }
            }
        }
        for segment in self.segments.iter() {
            let p = segment.load(Ordering::Acquire);
            if !p.is_null() {
                // SAFETY: made from a Box of SEGMENT_SIZE slots in `grow`, freed only here.
                drop(unsafe { Box::from_raw(ptr::slice_from_raw_parts_mut(p, SEGMENT_SIZE)) });
            }
        }
    }
}

/// Java's view of a registry of native objects of one kind (`what`, for
/// messages): lookups and releases by the ids Java holds.
impl<T> Registry<T> {
    /// The value `id` names, or the memory model's error: released, or never issued.
    pub fn get_for_java(&self, id: i64, what: &'static str) -> crate::error::Result<Ref<'_, T>> {
        self.get(id as u64).map_err(|e| lookup_error(e, what, id))
    }

    /// Frees the value `id` names: true, or false when it was freed already.
    pub fn release_for_java(&self, id: i64, what: &'static str) -> crate::error::Result<bool> {
        match self.remove(id as u64) {
            Ok(value) => {
                drop(value);
                Ok(true)
            }
            Err(Lookup::Released) => Ok(false),
            Err(e) => Err(lookup_error(e, what, id)),
        }
    }
}

/// Why `id` named no live `what`.
pub fn lookup_error(e: Lookup, what: &'static str, id: i64) -> crate::error::Error {
    match e {
        Lookup::Released => crate::error::Error::Released { what, id: id as u64 },
        Lookup::Invalid => crate::error::Error::InvalidHandle { what, id: id as u64 },
    }
}

impl<T> Registry<T> {
    pub fn new() -> Self {
        Registry { shards: (0..SHARDS).map(|no| Padded(Shard::new(no))).collect() }
    }

    /// Stores `value` and returns its id, never 0.
    #[inline(always)]
    pub fn insert(&self, value: T) -> Result<u64, Full> {
        self.insert_in(local(), value)
    }

    /// `insert` for a thread whose `Local` is `local`, from `local()`.
    #[inline(always)]
    pub fn insert_in(&self, local: Local, value: T) -> Result<u64, Full> {
        Ok(self.vacant_in(local)?.fill(value))
    }

    /// A free slot of the calling thread's shard, taken for a value that
    /// `Vacant::fill` then writes. For a caller whose value is ready only
    /// in registers: filled at once, it is written straight into the slot,
    /// where a value passed through the slot search is kept on the stack
    /// and copied, and a copy read back right after it was written stalls
    /// the processor. `local` must come from `local()`.
    #[inline(always)]
    pub fn vacant_in(&self, local: Local) -> Result<Vacant<'_, T>, Full> {
        let shard_no = local.shard;
        debug_assert!(shard_no < SHARDS, "vacant_in needs a Local from local()");
        let shard = &self.shards[shard_no].0;
        let free = if local.owns_home() { shard.pop_own() } else { shard.pop_free() };
        let (index, slot) = match free {
            Some(found) => found,
            None => {
                let index = shard.grow()?;
                (index, shard.slot(index).ok_or(Full)?)
            }
        };
        Ok(Vacant { shard, slot, index, local })
    }

    #[inline(always)]
    fn locate(&self, id: u64) -> Result<Located<'_, T>, Lookup> {
        let (shard_no, index, generation) = split_id(id);
        let shard = &self.shards[shard_no].0;
        let slot = shard.slot(index).ok_or(Lookup::Invalid)?;
        Ok((shard, slot, index, generation))
    }

    /// Joins the readers of the slot named by `id`; `extra` is added to the
    /// state in the same step (the releasing bit, for `remove`).
    #[inline(always)]
    fn acquire(&self, id: u64, extra: u64) -> Result<Ref<'_, T>, Lookup> {
        self.acquire_from(id, extra).map(|(read, _)| read)
    }

    /// `acquire`, also returning the state it joined (so its reader count
    /// is the others').
    #[inline(always)]
    fn acquire_from(&self, id: u64, extra: u64) -> Result<(Ref<'_, T>, u64), Lookup> {
        let (shard, slot, index, generation) = self.locate(id)?;
        let mut state = slot.state.load(Ordering::Acquire);
        loop {
            check(state, generation)?;
            // A release goes ahead; a read waits for the read that is alone.
            if extra == 0 && state & ALONE != 0 {
                state = wait_while_alone(&slot.state);
                continue;
            }
            match slot.state.compare_exchange_weak(state, (state + 1) | extra, Ordering::AcqRel, Ordering::Acquire) {
                Ok(_) => return Ok((Ref { slot, shard, index, hazard: NO_HAZARD }, state)),
                Err(now) => state = now,
            }
        }
    }

    /// The owner's read of its own value, announced in a free hazard entry
    /// instead of joining the readers; it holds once `confirmed` after a
    /// fence. Returns the state the value was found in, or None when every
    /// entry is in use.
    #[inline(always)]
    fn announce(&self, id: u64) -> Option<Result<(Ref<'_, T>, u64), Lookup>> {
        let (shard, slot, index, generation) = match self.locate(id) {
            Ok(found) => found,
            Err(e) => return Some(Err(e)),
        };
        let h = &shard.hazards;
        let used = h.used.load(Ordering::Relaxed);
        let k = (!used).trailing_zeros();
        if k as usize >= HAZARDS {
            return None;
        }
        let mut state = slot.state.load(Ordering::Acquire);
        if state & ALONE != 0 {
            state = wait_while_alone(&slot.state);
        }
        if let Err(e) = check(state, generation) {
            return Some(Err(e));
        }
        h.ids[k as usize].store(id, Ordering::Relaxed);
        h.used.store(used | 1 << k, Ordering::Relaxed);
        Some(Ok((Ref { slot, shard, index, hazard: k }, state)))
    }

    /// Whether an announced read still names the value it found in `state`,
    /// checked after a fence that pairs with the one in
    /// `Hazards::wait_until_unused`. Anything but the other threads' reader
    /// count changing means the value was released since.
    #[inline(always)]
    fn confirmed(read: &Ref<'_, T>, state: u64) -> bool {
        (read.slot.state.load(Ordering::Acquire) ^ state) & !READERS == 0
    }

    /// Whether a read not confirmed found the value taken by a read alone
    /// (then it waits and reads again) rather than released.
    #[cold]
    fn taken_alone(read: &Ref<'_, T>, state: u64) -> bool {
        let now = read.slot.state.load(Ordering::Acquire);
        now & ALONE != 0 && (now ^ state) & !(READERS | ALONE) == 0
    }

    #[inline(always)]
    fn read_own(&self, id: u64) -> Option<Result<Ref<'_, T>, Lookup>> {
        loop {
            let (read, state) = match self.announce(id)? {
                Ok(found) => found,
                Err(e) => return Some(Err(e)),
            };
            fence(Ordering::SeqCst);
            if Self::confirmed(&read, state) {
                return Some(Ok(read));
            }
            // A read not confirmed ends as it is dropped.
            if !Self::taken_alone(&read, state) {
                return Some(Err(Lookup::Released));
            }
        }
    }

    /// `read_own` of two ids, with one fence for both.
    #[inline(always)]
    #[allow(clippy::type_complexity)]
    fn read_own_pair(&self, a: u64, b: u64) -> Option<Result<(Ref<'_, T>, Ref<'_, T>), (u64, Lookup)>> {
        let (read_a, state_a) = match self.announce(a)? {
            Ok(found) => found,
            Err(e) => return Some(Err((a, e))),
        };
        let (read_b, state_b) = match self.announce(b)? {
            Ok(found) => found,
            Err(e) => return Some(Err((b, e))),
        };
        fence(Ordering::SeqCst);
        let (ok_a, ok_b) = (Self::confirmed(&read_a, state_a), Self::confirmed(&read_b, state_b));
        if ok_a && ok_b {
            return Some(Ok((read_a, read_b)));
        }
        // Taken by a read alone meanwhile: one id at a time, waiting (None).
        if (ok_a || Self::taken_alone(&read_a, state_a)) && (ok_b || Self::taken_alone(&read_b, state_b)) {
            return None;
        }
        Some(Err(if ok_a { (b, Lookup::Released) } else { (a, Lookup::Released) }))
    }

    /// The value named by `id`, kept alive while the returned `Ref` lives.
    #[inline(always)]
    pub fn get(&self, id: u64) -> Result<Ref<'_, T>, Lookup> {
        self.get_in(local_as_is(), id)
    }

    /// `get` for a thread whose `Local` is `local`.
    #[inline(always)]
    pub fn get_in(&self, local: Local, id: u64) -> Result<Ref<'_, T>, Lookup> {
        if local.owns(shard_of(id)) {
            if let Some(found) = self.read_own(id) {
                return found;
            }
        }
        self.acquire(id, 0)
    }

    /// `get_in` of two ids; an error names the id it is about.
    #[inline(always)]
    #[allow(clippy::type_complexity)]
    pub fn get2_in(&self, local: Local, a: u64, b: u64) -> Result<(Ref<'_, T>, Ref<'_, T>), (u64, Lookup)> {
        if local.owns(shard_of(a)) && local.owns(shard_of(b)) {
            if let Some(found) = self.read_own_pair(a, b) {
                return found;
            }
        }
        let local = local.for_reading([a, b]);
        let read_a = self.get_in(local, a).map_err(|e| (a, e))?;
        let read_b = self.get_in(local, b).map_err(|e| (b, e))?;
        Ok((read_a, read_b))
    }

    /// Releases the value named by `id`: from now on `id` is stale. The value
    /// is dropped when the returned `Ref` and every other reader are gone.
    pub fn remove(&self, id: u64) -> Result<Ref<'_, T>, Lookup> {
        self.acquire(id, RELEASING)
    }

    /// Releases the value named by `id` as `remove` does, and hands the value
    /// itself back when nobody else is using it (one atomic step less than
    /// `remove`); otherwise the releasing reference, whose drop (or the last
    /// other reader's) drops the value.
    #[inline(always)]
    pub fn take(&self, id: u64) -> Result<Taken<'_, T>, Lookup> {
        self.take_in(local_as_is(), id)
    }

    /// `take` for a thread whose `Local` is `local`.
    #[inline(always)]
    pub fn take_in(&self, local: Local, id: u64) -> Result<Taken<'_, T>, Lookup> {
        let (taken, freed) = self.take_one(local, id)?;
        if let Some((shard_no, slot, index)) = freed {
            self.shards[shard_no].0.push_freed(local, slot, index);
        }
        Ok(taken)
    }

    /// `take` for many ids, each outcome handed to `each` in order; the slots
    /// freed go back to the free lists in one step per shard at the end.
    pub fn take_all(&self, ids: impl IntoIterator<Item = u64>, each: impl FnMut(u64, Result<Taken<'_, T>, Lookup>)) {
        self.take_all_in(local_as_is(), ids, each)
    }

    /// `take_all` for a thread whose `Local` is `local`.
    pub fn take_all_in(
        &self,
        local: Local,
        ids: impl IntoIterator<Item = u64>,
        mut each: impl FnMut(u64, Result<Taken<'_, T>, Lookup>),
    ) {
        let mut chains = FreeChains::default();
        for id in ids {
            each(
                id,
                self.take_one(local, id).map(|(taken, freed)| {
                    if let Some((shard_no, slot, index)) = freed {
                        chains.link(shard_no, slot, index);
                    }
                    taken
                }),
            );
        }
        self.push_chains(local, &chains);
    }

    /// What `take` does short of giving the freed slot (shard, slot, index)
    /// back to its free stack, which is left to the caller.
    #[allow(clippy::type_complexity)]
    #[inline(always)]
    fn take_one(&self, local: Local, id: u64) -> Result<(Taken<'_, T>, Option<(usize, &Slot<T>, usize)>), Lookup> {
        let (held, joined) = self.acquire_from(id, RELEASING)?;
        // With the releasing bit set nobody joins; when no other reader was
        // there, nobody else can reach the value or the slot, but for the
        // owner's announced reads. (One still leaving is left to drop it.)
        if joined & READERS != 0 {
            return Ok((Taken::InUse(held), None));
        }
        let shard_no = shard_of(id);
        if is_owned_shard(shard_no) {
            if local.owns(shard_no) {
                if held.shard.hazards.count_own_reads(held.slot, id) {
                    return Ok((Taken::InUse(held), None));
                }
            } else {
                held.shard.hazards.wait_until_unused(id);
            }
        }
        let (slot, index) = (held.slot, held.index);
        std::mem::forget(held);
        // SAFETY: the value is initialised (the slot was occupied) and, as
        // above, unreachable by anyone else; the slot is emptied right after.
        let value = unsafe { ptr::read((*slot.value.get()).as_ptr()) };
        let reusable = Shard::next_generation_from(slot, generation_of(joined));
        Ok((Taken::Value(value), reusable.then_some((shard_no, slot, index))))
    }

    fn push_chains(&self, local: Local, chains: &FreeChains) {
        for (shard_no, chain) in chains.0.iter().enumerate() {
            if let Some((head, tail)) = chain {
                let shard = &self.shards[shard_no].0;
                if let Some(t) = shard.slot(*tail) {
                    shard.push_freed(local, t, *head);
                }
            }
        }
    }

    /// Whether `id` names a live value.
    pub fn contains(&self, id: u64) -> bool {
        self.get(id).is_ok()
    }

    /// Live, inserted and removed counts, read off every slot: a slot of
    /// generation g has held g - 1 values that are gone, plus one if occupied.
    /// Exact whenever no insert or release is under way; costs time in
    /// proportion to the slots ever made.
    pub fn counts(&self) -> Counts {
        let mut c = Counts::default();
        for shard in self.shards.iter() {
            let shard = &shard.0;
            for index in 0..shard.made.load(Ordering::Acquire) {
                let Some(slot) = shard.slot(index) else { continue };
                let state = slot.state.load(Ordering::Acquire);
                // A retired slot's last value is gone too.
                c.removed += generation_of(state) as u64 - 1 + (state & RETIRED != 0) as u64;
                c.live += (state & OCCUPIED != 0) as u64;
            }
        }
        c.inserted = c.removed + c.live;
        c
    }

    /// Calls `f` with every live value, each held as by `get` meanwhile.
    pub fn for_each_live(&self, mut f: impl FnMut(&T)) {
        for (shard_no, shard) in self.shards.iter().enumerate() {
            let shard = &shard.0;
            for index in 0..shard.made.load(Ordering::Acquire) {
                let Some(slot) = shard.slot(index) else { continue };
                let state = slot.state.load(Ordering::Acquire);
                if state & OCCUPIED == 0 {
                    continue;
                }
                let id = make_id(shard_no, index, generation_of(state));
                if let Ok(value) = self.get(id) {
                    f(&value);
                }
            }
        }
    }

    /// Number of live values.
    pub fn len(&self) -> usize {
        self.counts().live as usize
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicBool;
    use std::sync::{Arc, Barrier};

    #[test]
    fn inserted_value_is_found_by_its_id() {
        let r = Registry::new();
        let id = r.insert("a").unwrap();
        assert_ne!(id, 0);
        assert_eq!(*r.get(id).unwrap(), "a");
        assert_eq!(r.len(), 1);
    }

    #[test]
    fn removed_id_reports_released_and_reused_slot_gets_new_id() {
        let r = Registry::new();
        let id = r.insert(1).unwrap();
        assert_eq!(*r.remove(id).unwrap(), 1);
        assert_eq!(r.get(id).unwrap_err(), Lookup::Released);
        assert_eq!(r.remove(id).unwrap_err(), Lookup::Released);
        let id2 = r.insert(2).unwrap();
        assert_ne!(id, id2, "a reused slot must carry a new generation");
        assert_eq!(r.get(id).unwrap_err(), Lookup::Released);
        assert_eq!(*r.get(id2).unwrap(), 2);
    }

    #[test]
    fn threads_alive_at_once_insert_into_different_shards() {
        let r = Arc::new(Registry::new());
        let all_in = Arc::new(Barrier::new(4));
        let threads: Vec<_> = (0..4)
            .map(|t| {
                let (r, all_in) = (Arc::clone(&r), Arc::clone(&all_in));
                std::thread::spawn(move || {
                    let shard = shard_of(r.insert(t).unwrap());
                    // Nobody exits (giving its shard back) before all have one.
                    all_in.wait();
                    shard
                })
            })
            .collect();
        let mut shards: Vec<usize> = threads.into_iter().map(|t| t.join().unwrap()).collect();
        shards.sort();
        shards.dedup();
        assert_eq!(shards.len(), 4, "two live threads share a shard");
    }

    #[test]
    fn a_live_thread_keeps_its_shard_to_itself_while_others_come_and_go() {
        let r = Arc::new(Registry::new());
        let (took, taken) = std::sync::mpsc::channel();
        let (finish, finished) = std::sync::mpsc::channel::<()>();
        let keeper = {
            let r = Arc::clone(&r);
            std::thread::spawn(move || {
                took.send(shard_of(r.insert(0).unwrap())).unwrap();
                finished.recv().unwrap();
            })
        };
        let kept = taken.recv().unwrap();
        // More threads than shards, one after another: each exits before the next starts.
        for i in 0..2 * SHARDS as u32 {
            let r = Arc::clone(&r);
            let shard = std::thread::spawn(move || shard_of(r.insert(i).unwrap())).join().unwrap();
            assert_ne!(shard, kept, "thread {i} was put in the shard of a live thread");
        }
        finish.send(()).unwrap();
        keeper.join().unwrap();
    }

    #[test]
    fn take_hands_back_the_value_and_frees_the_slot() {
        let r = Registry::new();
        let id = r.insert(String::from("x")).unwrap();
        match r.take(id).unwrap() {
            Taken::Value(v) => assert_eq!(v, "x"),
            Taken::InUse(_) => panic!("nobody else was reading"),
        }
        assert_eq!(r.get(id).unwrap_err(), Lookup::Released);
        assert!(matches!(r.take(id), Err(Lookup::Released)));
        let again = r.insert(String::from("y")).unwrap();
        assert_eq!(split_id(again).1, split_id(id).1, "the freed slot is reused");
        assert_eq!(r.counts(), Counts { live: 1, inserted: 2, removed: 1 });
    }

    #[test]
    fn take_while_another_reader_holds_the_value_defers_the_drop_to_it() {
        let dropped = Arc::new(AtomicBool::new(false));
        struct Flag(Arc<AtomicBool>);
        impl Drop for Flag {
            fn drop(&mut self) {
                self.0.store(true, Ordering::SeqCst);
            }
        }
        let r = Registry::new();
        let id = r.insert(Flag(Arc::clone(&dropped))).unwrap();
        let reader = r.get(id).unwrap();
        let taken = r.take(id).unwrap();
        assert!(matches!(taken, Taken::InUse(_)));
        drop(taken);
        assert!(!dropped.load(Ordering::SeqCst), "still in use by the reader");
        assert!(matches!(r.get(id), Err(Lookup::Released)));
        drop(reader);
        assert!(dropped.load(Ordering::SeqCst), "the last reader drops it");
        assert_eq!(r.counts().live, 0);
    }

    #[test]
    fn take_all_frees_a_batch_across_shards_and_reports_each_id() {
        let r = Arc::new(Registry::new());
        let mut ids: Vec<u64> = (0..50).map(|i| r.insert(i).unwrap()).collect();
        // Values from another thread's shard too.
        let r2 = Arc::clone(&r);
        ids.extend(
            std::thread::spawn(move || (0..50).map(|i| r2.insert(100 + i).unwrap()).collect::<Vec<_>>())
                .join()
                .unwrap(),
        );
        let stale = ids[0];
        r.remove(stale).unwrap();
        let mut got = Vec::new();
        let mut released = 0;
        r.take_all(ids.iter().copied().chain([0]), |id, t| match t {
            Ok(t) => got.push(*t),
            Err(Lookup::Released) => released += 1,
            Err(Lookup::Invalid) => assert_eq!(id, 0),
        });
        assert_eq!(got.len(), 99);
        assert_eq!(released, 1);
        assert_eq!(r.counts(), Counts { live: 0, inserted: 100, removed: 100 });
        // Every slot is reusable: 100 inserts make no new slots.
        let made: usize = r.shards.iter().map(|s| s.0.made.load(Ordering::SeqCst)).sum();
        for i in 0..100 {
            r.insert(i).unwrap();
        }
        let made_after: usize = r.shards.iter().map(|s| s.0.made.load(Ordering::SeqCst)).sum();
        assert!(made_after <= made + 50, "freed slots are reused ({made} made before, {made_after} after)");
    }

    impl<T> Registry<T> {
        /// Makes the free slot that `id` named issue `generation` next, as if
        /// it had held that many values already.
        fn age_free_slot(&self, id: u64, generation: u32) {
            let (_, slot, _, _) = self.locate(id).unwrap();
            assert_eq!(slot.state.load(Ordering::SeqCst) & OCCUPIED, 0, "the slot must be free");
            slot.state.store((generation as u64) << 32, Ordering::SeqCst);
        }
    }

    #[test]
    fn a_slot_retires_instead_of_wrapping_its_generation() {
        let r = Registry::new();
        let first = r.insert(1).unwrap();
        r.remove(first).unwrap();
        r.age_free_slot(first, u32::MAX);
        let last = r.insert(2).unwrap();
        assert_eq!(last >> 32, u32::MAX as u64, "the slot issued its last generation");
        assert_eq!(split_id(last).1, split_id(first).1, "from the same slot");
        assert_eq!(*r.remove(last).unwrap(), 2);
        // Wrapping would make generation 1 current again and `first` name a live value.
        let next = r.insert(3).unwrap();
        assert_ne!(split_id(next).1, split_id(first).1, "a retired slot is never reused");
        for stale in [first, last] {
            assert_eq!(r.get(stale).unwrap_err(), Lookup::Released);
            assert_eq!(r.remove(stale).unwrap_err(), Lookup::Released);
        }
        let c = r.counts();
        assert_eq!((c.live, c.removed), (1, u32::MAX as u64), "the retired slot's values all count as removed");
        r.remove(next).unwrap();
        assert!(r.is_empty());
    }

    #[test]
    fn zero_and_forged_ids_are_invalid() {
        let r: Registry<u8> = Registry::new();
        assert_eq!(r.get(0).unwrap_err(), Lookup::Invalid);
        assert_eq!(r.get(u64::MAX).unwrap_err(), Lookup::Invalid);
        let id = r.insert(7).unwrap();
        assert_eq!(r.get(id + (5 << 32)).unwrap_err(), Lookup::Invalid, "a generation from the future");
        assert_eq!(r.get(id + 1).unwrap_err(), Lookup::Invalid, "a slot never used");
        assert_eq!(*r.get(id).unwrap(), 7);
    }

    /// Drops are counted, and a use after drop is caught by the canary.
    #[derive(Debug)]
    struct Canary {
        alive: AtomicBool,
        drops: Arc<AtomicUsize>,
    }

    impl Canary {
        fn new(drops: &Arc<AtomicUsize>) -> Self {
            Canary { alive: AtomicBool::new(true), drops: drops.clone() }
        }
        fn check(&self) {
            assert!(self.alive.load(Ordering::SeqCst), "value used after it was dropped");
        }
    }

    impl Drop for Canary {
        fn drop(&mut self) {
            assert!(self.alive.swap(false, Ordering::SeqCst), "value dropped twice");
            self.drops.fetch_add(1, Ordering::SeqCst);
        }
    }

    #[test]
    fn value_outlives_removal_while_a_reader_holds_it() {
        let drops = Arc::new(AtomicUsize::new(0));
        let r = Registry::new();
        let id = r.insert(Canary::new(&drops)).unwrap();
        let in_use = r.get(id).unwrap();
        drop(r.remove(id).unwrap());
        assert_eq!(r.get(id).unwrap_err(), Lookup::Released);
        in_use.check();
        assert_eq!(drops.load(Ordering::SeqCst), 0);
        drop(in_use);
        assert_eq!(drops.load(Ordering::SeqCst), 1, "the last reader drops it");
        assert!(r.is_empty());
    }

    #[test]
    fn threads_insert_and_remove_without_losing_count() {
        let r = Arc::new(Registry::new());
        let barrier = Arc::new(Barrier::new(8));
        let handles: Vec<_> = (0..8)
            .map(|t| {
                let (r, barrier) = (r.clone(), barrier.clone());
                std::thread::spawn(move || {
                    barrier.wait();
                    let mut mine = Vec::new();
                    for i in 0..10_000u64 {
                        mine.push(r.insert(t * 100_000 + i).unwrap());
                        if i % 3 == 0 {
                            let id = mine.swap_remove(0);
                            r.remove(id).unwrap();
                        }
                    }
                    for id in mine {
                        assert!(r.contains(id));
                        r.remove(id).unwrap();
                    }
                })
            })
            .collect();
        for h in handles {
            h.join().unwrap();
        }
        assert!(r.is_empty());
        let c = r.counts();
        assert_eq!(c.inserted, 80_000);
        assert_eq!(c.removed, 80_000);
    }

    #[test]
    fn concurrent_double_release_frees_exactly_once() {
        let drops = Arc::new(AtomicUsize::new(0));
        let r = Arc::new(Registry::new());
        for _ in 0..1000 {
            let id = r.insert(Canary::new(&drops)).unwrap();
            let wins: usize = (0..2)
                .map(|_| {
                    let r = r.clone();
                    std::thread::spawn(move || r.remove(id).is_ok() as usize)
                })
                .map(|h| h.join().unwrap())
                .sum();
            assert_eq!(wins, 1);
        }
        assert!(r.is_empty());
        assert_eq!(drops.load(Ordering::SeqCst), 1000);
    }

    #[test]
    fn readers_racing_with_releases_never_see_a_dropped_value() {
        let drops = Arc::new(AtomicUsize::new(0));
        let r = Arc::new(Registry::new());
        let ids: Arc<Vec<AtomicU64>> = Arc::new((0..64).map(|_| AtomicU64::new(0)).collect());
        for id in ids.iter() {
            id.store(r.insert(Canary::new(&drops)).unwrap(), Ordering::SeqCst);
        }
        let stop = Arc::new(AtomicBool::new(false));
        let started = Arc::new(AtomicUsize::new(0));
        let readers: Vec<_> = (0..3)
            .map(|k| {
                let (r, ids, stop, started) = (r.clone(), ids.clone(), stop.clone(), started.clone());
                std::thread::spawn(move || {
                    let mut seen = 0u64;
                    let mut i = k;
                    while !stop.load(Ordering::Relaxed) {
                        let id = ids[i % ids.len()].load(Ordering::SeqCst);
                        if let Ok(v) = r.get(id) {
                            v.check();
                            std::hint::spin_loop();
                            v.check();
                            if seen == 0 {
                                started.fetch_add(1, Ordering::SeqCst);
                            }
                            seen += 1;
                        }
                        i += 7;
                    }
                    seen
                })
            })
            .collect();
        // On a busy machine the readers may start late: race only once they read.
        while started.load(Ordering::SeqCst) < 3 {
            std::thread::yield_now();
        }
        // The writer keeps releasing and replacing values under the readers.
        for round in 0..20_000usize {
            let cell = &ids[round % ids.len()];
            let old = cell.load(Ordering::SeqCst);
            cell.store(r.insert(Canary::new(&drops)).unwrap(), Ordering::SeqCst);
            r.remove(old).unwrap();
        }
        stop.store(true, Ordering::Relaxed);
        let seen: u64 = readers.into_iter().map(|h| h.join().unwrap()).sum();
        assert!(seen > 0);
        for id in ids.iter() {
            r.remove(id.load(Ordering::SeqCst)).unwrap();
        }
        assert!(r.is_empty());
        assert_eq!(drops.load(Ordering::SeqCst), 64 + 20_000);
    }

    #[test]
    fn a_release_from_another_thread_waits_for_the_owners_read_to_end() {
        let drops = Arc::new(AtomicUsize::new(0));
        let r = Arc::new(Registry::new());
        let id = r.insert(Canary::new(&drops)).unwrap();
        assert!(local().owns(shard_of(id)), "a test thread owns its shard");
        let reading = r.get(id).unwrap();
        assert_ne!(reading.hazard, NO_HAZARD, "the owner's read is announced, not counted");
        let releaser = {
            let r = Arc::clone(&r);
            std::thread::spawn(move || matches!(r.take(id), Ok(Taken::Value(_))))
        };
        std::thread::sleep(std::time::Duration::from_millis(50));
        reading.check();
        assert_eq!(drops.load(Ordering::SeqCst), 0, "dropped under the owner's read");
        assert_eq!(r.get(id).unwrap_err(), Lookup::Released, "no new read once the release began");
        drop(reading);
        assert!(releaser.join().unwrap(), "the releasing thread drops the value itself");
        assert_eq!(drops.load(Ordering::SeqCst), 1);
        // The slot went to the list of slots freed elsewhere, and the owner takes it back.
        let again = r.insert(Canary::new(&drops)).unwrap();
        assert_eq!(split_id(again).1, split_id(id).1);
        r.take(again).unwrap();
        assert!(r.is_empty());
    }

    #[test]
    fn the_owner_releasing_a_value_it_is_reading_drops_it_after_the_read() {
        let drops = Arc::new(AtomicUsize::new(0));
        let r = Registry::new();
        let id = r.insert(Canary::new(&drops)).unwrap();
        let (first, second) = (r.get(id).unwrap(), r.get(id).unwrap());
        assert!(matches!(r.take(id).unwrap(), Taken::InUse(_)));
        assert_eq!(r.get(id).unwrap_err(), Lookup::Released);
        drop(first);
        second.check();
        assert_eq!(drops.load(Ordering::SeqCst), 0);
        drop(second);
        assert_eq!(drops.load(Ordering::SeqCst), 1, "the last read drops it");
        // The announcements are free again.
        let other = r.insert(Canary::new(&drops)).unwrap();
        assert_ne!(r.get(other).unwrap().hazard, NO_HAZARD);
        assert_eq!(r.shards[shard_of(other)].0.hazards.used.load(Ordering::SeqCst), 0);
        r.take(other).unwrap();
    }

    #[test]
    fn more_reads_at_once_than_hazard_entries_are_counted_and_all_end() {
        let drops = Arc::new(AtomicUsize::new(0));
        let r = Registry::new();
        let ids: Vec<u64> = (0..3 * HAZARDS).map(|_| r.insert(Canary::new(&drops)).unwrap()).collect();
        let refs: Vec<_> = ids.iter().map(|&id| r.get(id).unwrap()).collect();
        assert_eq!(refs.iter().filter(|x| x.hazard == NO_HAZARD).count(), 2 * HAZARDS);
        // A release while both kinds of reads hold values: each is dropped after its read.
        for &id in &ids {
            assert!(matches!(r.take(id).unwrap(), Taken::InUse(_)));
        }
        assert_eq!(drops.load(Ordering::SeqCst), 0);
        drop(refs);
        assert_eq!(drops.load(Ordering::SeqCst), 3 * HAZARDS);
        assert!(r.is_empty());
    }

    #[test]
    fn an_owners_reads_racing_with_releases_elsewhere_never_see_a_dropped_value() {
        let drops = Arc::new(AtomicUsize::new(0));
        let r = Arc::new(Registry::new());
        let ids: Arc<Vec<AtomicU64>> = Arc::new((0..16).map(|_| AtomicU64::new(0)).collect());
        let stop = Arc::new(AtomicBool::new(false));
        // This thread owns its shard: it makes the values and reads them; the
        // other threads release them while it reads.
        let releasers: Vec<_> = (0..2)
            .map(|k| {
                let (r, ids, stop) = (r.clone(), ids.clone(), stop.clone());
                std::thread::spawn(move || {
                    let mut freed = 0usize;
                    let mut i = k;
                    while !stop.load(Ordering::Relaxed) {
                        let id = ids[i % ids.len()].swap(0, Ordering::SeqCst);
                        if id != 0 {
                            r.take(id).unwrap();
                            freed += 1;
                        }
                        i += 5;
                    }
                    freed
                })
            })
            .collect();
        let mut reads = 0u64;
        for round in 0..200_000usize {
            let cell = &ids[round % ids.len()];
            if cell.load(Ordering::SeqCst) == 0 {
                cell.store(r.insert(Canary::new(&drops)).unwrap(), Ordering::SeqCst);
            }
            let id = ids[(round * 7) % ids.len()].load(Ordering::SeqCst);
            if let Ok(v) = r.get(id) {
                v.check();
                std::hint::spin_loop();
                v.check();
                reads += 1;
            }
        }
        stop.store(true, Ordering::Relaxed);
        let freed: usize = releasers.into_iter().map(|h| h.join().unwrap()).sum();
        assert!(reads > 0 && freed > 0, "{reads} reads, {freed} released elsewhere");
        for id in ids.iter() {
            let id = id.load(Ordering::SeqCst);
            if id != 0 {
                r.take(id).unwrap();
            }
        }
        assert!(r.is_empty());
        assert_eq!(drops.load(Ordering::SeqCst), r.counts().removed as usize);
    }

    #[test]
    fn threads_beyond_the_owned_shards_share_the_shared_ones() {
        let r = Arc::new(Registry::new());
        let n = SHARDS + 8;
        let all_in = Arc::new(Barrier::new(n));
        let threads: Vec<_> = (0..n)
            .map(|t| {
                let (r, all_in) = (Arc::clone(&r), Arc::clone(&all_in));
                std::thread::spawn(move || {
                    let first = r.insert(t).unwrap();
                    all_in.wait();
                    let mut mine = vec![first];
                    for i in 0..2_000 {
                        mine.push(r.insert(i).unwrap());
                        if i % 2 == 0 {
                            r.take(mine.swap_remove(0)).unwrap();
                        }
                    }
                    for id in mine {
                        assert!(r.contains(id));
                        r.take(id).unwrap();
                    }
                    shard_of(first)
                })
            })
            .collect();
        let shards: Vec<usize> = threads.into_iter().map(|t| t.join().unwrap()).collect();
        let owned: Vec<usize> = shards.iter().copied().filter(|s| is_owned_shard(*s)).collect();
        let mut distinct = owned.clone();
        distinct.sort();
        distinct.dedup();
        assert_eq!(distinct.len(), owned.len(), "two live threads own one shard");
        // Other tests' threads may own shards too, never fewer threads share.
        assert!(
            shards.len() - owned.len() >= n - (SHARDS - SHARED_SHARDS),
            "{} threads in shared shards",
            shards.len() - owned.len()
        );
        assert!(r.is_empty());
    }

    #[test]
    fn a_thread_that_only_reads_and_frees_takes_no_shard() {
        let r = Arc::new(Registry::new());
        let ids: Vec<u64> = (0..3).map(|i| r.insert(i).unwrap()).collect();
        let reader = {
            let (r, ids) = (Arc::clone(&r), ids.clone());
            std::thread::spawn(move || {
                assert_eq!(*r.get(ids[0]).unwrap(), 0);
                r.take(ids[1]).unwrap();
                r.take_all([ids[2]], |_, t| assert!(t.is_ok()));
                HOME.with(|home| home.shard.get())
            })
        };
        assert_eq!(reader.join().unwrap(), NO_SHARD);
        r.take(ids[0]).unwrap();
        assert!(r.is_empty());
    }

    #[test]
    fn dropping_the_registry_drops_live_values() {
        let drops = Arc::new(AtomicUsize::new(0));
        let r = Registry::new();
        for _ in 0..5000 {
            r.insert(Canary::new(&drops)).unwrap();
        }
        drop(r);
        assert_eq!(drops.load(Ordering::SeqCst), 5000);
    }

    #[test]
    fn a_value_whose_drop_panics_is_dropped_once_and_its_slot_freed() {
        #[derive(Debug)]
        struct PanicsOnce(Arc<AtomicUsize>);
        impl Drop for PanicsOnce {
            fn drop(&mut self) {
                if self.0.fetch_add(1, Ordering::SeqCst) == 0 {
                    panic!("drop failed");
                }
            }
        }
        let drops = Arc::new(AtomicUsize::new(0));
        let r = Registry::new();
        let id = r.insert(PanicsOnce(drops.clone())).unwrap();
        // The last reader leaving finishes the release, and so runs the drop.
        let reader = r.get(id).unwrap();
        drop(r.remove(id).unwrap());
        assert!(std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| drop(reader))).is_err());
        assert_eq!(drops.load(Ordering::SeqCst), 1);
        assert!(r.is_empty(), "the slot is free again");
        assert_eq!(r.get(id).unwrap_err(), Lookup::Released);
        drop(r);
        assert_eq!(drops.load(Ordering::SeqCst), 1, "dropped once");
    }

    /// Fails to compile if `Local` is `Send`: with `Send`, both impls apply
    /// and the call below is ambiguous.
    #[test]
    fn a_local_cannot_be_sent_to_another_thread() {
        trait AmbiguousIfSend<A> {
            fn check() {}
        }
        impl<T: ?Sized> AmbiguousIfSend<()> for T {}
        impl<T: ?Sized + Send> AmbiguousIfSend<u8> for T {}
        <Local as AmbiguousIfSend<_>>::check();
    }

    #[test]
    fn shards_handed_from_thread_to_thread_lose_no_slot_and_drop_each_value_once() {
        let drops = Arc::new(AtomicUsize::new(0));
        let r: Arc<Registry<Canary>> = Arc::new(Registry::new());
        // Ids shared between threads that come and go, freed by whoever
        // replaces them, read by others, and taken by one long-lived thread.
        let cells: Arc<Vec<AtomicU64>> = Arc::new((0..256).map(|_| AtomicU64::new(0)).collect());
        let stop = Arc::new(AtomicBool::new(false));
        let taker = {
            let (r, cells, stop) = (r.clone(), cells.clone(), stop.clone());
            std::thread::spawn(move || {
                let mut i = 0usize;
                while !stop.load(Ordering::Relaxed) {
                    let id = cells[i % cells.len()].swap(0, Ordering::SeqCst);
                    if id != 0 {
                        r.take(id).unwrap();
                    }
                    i += 13;
                }
            })
        };
        let mut inserted = 0;
        for round in 0..1000 {
            let made: Vec<_> = (0..3)
                .map(|t| {
                    let (r, cells, drops) = (r.clone(), cells.clone(), drops.clone());
                    std::thread::spawn(move || {
                        for k in 0..40 {
                            let id = r.insert(Canary::new(&drops)).unwrap();
                            let old = cells[(round * 7 + t * 31 + k * 3) % cells.len()].swap(id, Ordering::SeqCst);
                            if old != 0 {
                                r.take(old).unwrap();
                            }
                            for j in 0..4 {
                                let id = cells[(k * 17 + j * 29 + t) % cells.len()].load(Ordering::SeqCst);
                                if let Ok(v) = r.get(id) {
                                    v.check();
                                    std::hint::spin_loop();
                                    v.check();
                                }
                            }
                        }
                        40
                    })
                })
                .collect();
            for t in made {
                inserted += t.join().expect("thread panicked");
            }
        }
        stop.store(true, Ordering::SeqCst);
        taker.join().expect("taker panicked");
        for c in cells.iter() {
            let id = c.swap(0, Ordering::SeqCst);
            if id != 0 {
                r.take(id).unwrap();
            }
        }
        assert!(r.is_empty());
        assert_eq!(drops.load(Ordering::SeqCst), inserted);
        assert_eq!(r.counts().inserted as usize, inserted);
    }

    #[test]
    fn two_owners_each_reading_both_their_values_while_both_are_released_finish() {
        use std::sync::mpsc;
        let drops = Arc::new(AtomicUsize::new(0));
        let r: Arc<Registry<Canary>> = Arc::new(Registry::new());
        let (done_tx, done) = mpsc::channel();
        // Each of two threads makes a value in its own shard, then both read
        // the pair (own value first) while a third thread releases both; each
        // then drops its read of the other's value first.
        let made = Arc::new(Barrier::new(2));
        let reading = Arc::new(Barrier::new(3));
        let released = Arc::new(Barrier::new(3));
        let (id_tx, ids) = mpsc::channel();
        let peers: Vec<_> = (0..2)
            .map(|t| {
                let (r, drops, made, reading, released) =
                    (r.clone(), drops.clone(), made.clone(), reading.clone(), released.clone());
                let (id_tx, done_tx) = (id_tx.clone(), done_tx.clone());
                let (mine_tx, mine) = mpsc::channel::<u64>();
                let thread = std::thread::spawn(move || {
                    let own = r.insert(Canary::new(&drops)).unwrap();
                    id_tx.send((t, own)).unwrap();
                    made.wait();
                    let other = mine.recv().unwrap();
                    let (own_read, other_read) = r.get2_in(local(), own, other).unwrap();
                    reading.wait();
                    released.wait();
                    drop(other_read);
                    own_read.check();
                    drop(own_read);
                    done_tx.send(t).unwrap();
                });
                (mine_tx, thread)
            })
            .collect();
        let (mut a, mut b) = (ids.recv().unwrap(), ids.recv().unwrap());
        if a.0 == 1 {
            std::mem::swap(&mut a, &mut b);
        }
        peers[0].0.send(b.1).unwrap();
        peers[1].0.send(a.1).unwrap();
        reading.wait();
        for id in [a.1, b.1] {
            drop(r.take(id).unwrap());
        }
        released.wait();
        for _ in 0..2 {
            done.recv_timeout(std::time::Duration::from_secs(20))
                .expect("a reader never finished: the two wait on each other");
        }
        for (_, thread) in peers {
            thread.join().expect("reader panicked");
        }
        assert_eq!(drops.load(Ordering::SeqCst), 2);
        assert!(r.is_empty());
    }

    #[test]
    fn a_read_is_refused_the_value_alone_while_another_read_is_in_flight() {
        let shared = Arc::new(Registry::new());
        let r = &*shared;
        let id = r.insert(7u32).unwrap();
        let first = r.get(id).unwrap();
        let second = r.get(id).unwrap();
        assert!(first.alone().is_err(), "the second read is in flight");
        drop(second);
        let alone = first.alone().expect("the only read");
        assert!(first.alone().is_err(), "alone already");
        drop(alone);
        assert!(first.alone().is_ok());
        // Another thread's counted read refuses it too.
        let (r2, go, done) = (shared.clone(), Arc::new(Barrier::new(2)), Arc::new(Barrier::new(2)));
        let (go2, done2) = (go.clone(), done.clone());
        let other = std::thread::spawn(move || {
            let read = r2.get(id).unwrap();
            go2.wait();
            done2.wait();
            drop(read);
        });
        go.wait();
        assert!(first.alone().is_err(), "another thread reads it");
        done.wait();
        other.join().unwrap();
        assert!(first.alone().is_ok());
    }

    #[test]
    fn reads_of_a_value_wait_while_one_read_has_it_alone() {
        let r = Arc::new(Registry::new());
        // The owner makes the value and reads it through its hazard entries;
        // another thread reads it counted.
        let (made_tx, made) = std::sync::mpsc::channel();
        let (go_tx, go) = std::sync::mpsc::channel::<()>();
        let (read_tx, read) = std::sync::mpsc::channel();
        let owner = {
            let r = r.clone();
            let read_tx = read_tx.clone();
            std::thread::spawn(move || {
                let id = r.insert(1u64).unwrap();
                made_tx.send(id).unwrap();
                go.recv().unwrap();
                let v = *r.get(id).unwrap();
                read_tx.send(("owner", v)).unwrap();
                go.recv().unwrap(); // lives on until the end, keeping its shard
            })
        };
        let id = made.recv().unwrap();
        let holder = r.get(id).unwrap();
        let alone = holder.alone().unwrap();
        go_tx.send(()).unwrap();
        let other = {
            let r = r.clone();
            std::thread::spawn(move || {
                let v = *r.get(id).unwrap();
                read_tx.send(("other", v)).unwrap();
            })
        };
        std::thread::sleep(std::time::Duration::from_millis(100));
        assert!(read.try_recv().is_err(), "a read went ahead of the read alone");
        drop(alone);
        let mut who: Vec<_> =
            (0..2).map(|_| read.recv_timeout(std::time::Duration::from_secs(10)).unwrap().0).collect();
        who.sort();
        assert_eq!(who, ["other", "owner"]);
        drop(holder);
        other.join().unwrap();
        go_tx.send(()).unwrap();
        owner.join().unwrap();
    }

    #[test]
    fn a_value_released_while_read_alone_is_dropped_once_after_that_read() {
        let drops = Arc::new(AtomicUsize::new(0));
        let r = Arc::new(Registry::new());
        let id = r.insert(Canary::new(&drops)).unwrap();
        let read = r.get(id).unwrap();
        let alone = read.alone().unwrap();
        let r2 = r.clone();
        // The release from another thread waits for this read, or leaves the drop to it.
        let releaser = std::thread::spawn(move || drop(r2.take(id).unwrap()));
        std::thread::sleep(std::time::Duration::from_millis(50));
        read.check();
        assert_eq!(drops.load(Ordering::SeqCst), 0);
        drop(alone);
        drop(read);
        releaser.join().unwrap();
        assert_eq!(drops.load(Ordering::SeqCst), 1);
        assert!(r.is_empty());
        assert_eq!(r.get(id).unwrap_err(), Lookup::Released);
    }
}
