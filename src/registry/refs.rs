//! What a lookup, a removal or an insert holds: a value in use (`Ref`,
//! `Alone`), one taken out (`Taken`) and a slot taken for one (`Vacant`).

use super::*;

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
    pub(super) slot: &'r Slot<T>,
    pub(super) shard: &'r Shard<T>,
    pub(super) index: usize,
    /// The owner's hazard entry announcing this read, or `NO_HAZARD` for a
    /// reader counted in the slot's state.
    pub(super) hazard: u32,
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
    pub(super) read: &'a Ref<'r, T>,
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
    pub(super) shard: &'r Shard<T>,
    pub(super) slot: &'r Slot<T>,
    pub(super) index: usize,
    pub(super) local: Local,
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
