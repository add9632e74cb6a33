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
//!
//! `id`: how an id and a slot's state word are laid out; `shard`: slots,
//! free lists and hazard entries; `home`: which shard each thread inserts
//! into (`Local`); `refs`: what a lookup holds (`Ref`, `Alone`) and what a
//! removal or insert gets (`Taken`, `Vacant`); `java`: lookups and releases
//! by the ids Java holds. This file: `Registry` itself.

use parking_lot::Mutex;
use std::cell::{Cell, UnsafeCell};
use std::marker::PhantomData;
use std::mem::MaybeUninit;
use std::ops::Deref;
use std::ptr;
use std::sync::atomic::{fence, AtomicPtr, AtomicU32, AtomicU64, AtomicUsize, Ordering};

mod home;
mod id;
mod java;
mod refs;
mod shard;
#[cfg(test)]
mod tests;

pub use home::{last_put, local, local_as_is, note_last_put, Local};
use id::*;
pub use id::{shard_of, Full, Lookup, SHARDS, SHARD_CAPACITY};
pub use java::lookup_error;
pub use refs::{Alone, InUse, Ref, Taken, Vacant};
use shard::*;

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

impl<T> Default for Registry<T> {
    fn default() -> Self {
        Self::new()
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
