//! One shard of a registry: its slots in segments that never move, its
//! free lists, and its owner's hazard entries.

use super::*;

/// Reads in flight that a shard's owner announces in its hazard entries; more
/// at once join the readers as other threads do.
pub(super) const HAZARDS: usize = 8;
pub(super) const NO_HAZARD: u32 = u32::MAX;

pub(super) struct Slot<T> {
    pub(super) state: AtomicU64,
    /// Next free slot + 1 (0: none) while this slot is on the free stack.
    pub(super) next_free: AtomicU32,
    pub(super) value: UnsafeCell<MaybeUninit<T>>,
}

pub(super) struct Shard<T> {
    /// This shard's number.
    pub(super) no: usize,
    /// The first slot of each segment of `SEGMENT_SIZE` slots (null: not
    /// made yet): one load from an index to its slot.
    pub(super) segments: Box<[AtomicPtr<Slot<T>>]>,
    /// Shared shard: top of the free stack, a tag that changes on every
    /// update (against ABA) in the high half, the slot index + 1 (0: empty)
    /// in the low half. Owned shard: the owner's own free list (index + 1),
    /// read and written only by the owner, without atomic read-modify-writes.
    pub(super) free_top: AtomicU64,
    /// Owned shard: slots freed by other threads (index + 1, linked through
    /// `next_free`); the owner takes the whole list when its own is empty.
    pub(super) remote_free: AtomicU32,
    /// Slots ever made in this shard; all below are in published segments.
    pub(super) made: AtomicUsize,
    /// Serialises making new slots, which is rare.
    pub(super) grow: Mutex<()>,
    pub(super) hazards: Hazards,
}

/// An owned shard's reads in flight: the ids its owner is using without
/// being counted among the slots' readers. Only the owner writes them.
#[repr(align(128))]
pub(super) struct Hazards {
    pub(super) ids: [AtomicU64; HAZARDS],
    /// Entries in use (bits); the owner's alone.
    pub(super) used: AtomicU32,
    /// Entries whose value the owner released while reading it: each was
    /// turned into a counted reader, and leaves as one. The owner's alone.
    pub(super) counted: AtomicU32,
}

impl Hazards {
    /// Whether an entry other than `except` announces a read of `id`.
    pub(super) fn names_other_than(&self, id: u64, except: u32) -> bool {
        self.ids.iter().enumerate().any(|(k, entry)| k as u32 != except && entry.load(Ordering::Acquire) == id)
    }

    /// Another thread, about to drop the value `id` names (its slot marked
    /// releasing, so the owner announces no new read of it that it goes on
    /// with), waits until the owner's reads of it are done. They end: a read
    /// lasts one native call, which calls no Java code while it reads (a
    /// panic's log record waits until the panic is caught, jni_entry.rs).
    #[cold]
    pub(super) fn wait_until_unused(&self, id: u64) {
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
    pub(super) fn count_own_reads<T>(&self, slot: &Slot<T>, id: u64) -> bool {
        let used = self.used.load(Ordering::Relaxed);
        if used == 0 {
            return false;
        }
        self.count_own_reads_in(used, slot, id)
    }

    #[cold]
    pub(super) fn count_own_reads_in<T>(&self, used: u32, slot: &Slot<T>, id: u64) -> bool {
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
pub(super) fn is_owned_shard(no: usize) -> bool {
    no >= SHARED_SHARDS
}

// Keeps each shard on its own cache lines.
#[repr(align(128))]
pub(super) struct Padded<T>(pub(super) T);

/// Where an id points: its shard, slot, slot index and generation.
pub(super) type Located<'r, T> = (&'r Shard<T>, &'r Slot<T>, usize, u32);

/// Waits while one read has the slot's value to itself; returns the state
/// once none has.
#[cold]
pub(super) fn wait_while_alone(state: &AtomicU64) -> u64 {
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
pub(super) fn back_off(spins: &mut u32) {
    *spins += 1;
    if *spins < 64 {
        std::hint::spin_loop();
    } else {
        std::thread::yield_now();
    }
}

/// Slots freed by one call, per shard: (head, tail) of a chain linked
/// through `next_free`, pushed onto the shard's free stack in one step.
#[derive(Default)]
pub(super) struct FreeChains(pub(super) [Option<(usize, usize)>; SHARDS]);

impl FreeChains {
    pub(super) fn link<T>(&mut self, shard_no: usize, slot: &Slot<T>, index: usize) {
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

impl<T> Shard<T> {
    pub(super) fn new(no: usize) -> Self {
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
    pub(super) fn slot(&self, index: usize) -> Option<&Slot<T>> {
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
    pub(super) unsafe fn finish_release(&self, slot: &Slot<T>, index: usize) {
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
    pub(super) fn push_freed(&self, local: Local, tail: &Slot<T>, head: usize) {
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
    pub(super) fn pop_own(&self) -> Option<(usize, &Slot<T>)> {
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
    pub(super) fn next_generation(&self, slot: &Slot<T>) -> bool {
        Self::next_generation_from(slot, generation_of(slot.state.load(Ordering::Acquire)))
    }

    /// `next_generation` of a slot whose generation is known to be `generation`.
    #[inline(always)]
    pub(super) fn next_generation_from(slot: &Slot<T>, generation: u32) -> bool {
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
    pub(super) fn push_free(&self, tail: &Slot<T>, head: usize) {
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

    pub(super) fn pop_free(&self) -> Option<(usize, &Slot<T>)> {
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
    pub(super) fn grow(&self) -> Result<usize, Full> {
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
