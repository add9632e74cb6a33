//! Ids and slot states: an id is a slot's generation, its shard and its
//! index; a slot's state word is its generation, four flags and its readers.

/// Number of shards; a power of two.
pub const SHARDS: usize = 32;
/// Shards `0..SHARED_SHARDS` are shared; the others are owned by one thread each.
pub(super) const SHARED_SHARDS: usize = 8;

pub(super) const SHARD_BITS: u32 = SHARDS.trailing_zeros();
pub(super) const INDEX_BITS: u32 = 32 - SHARD_BITS;
pub(super) const INDEX_MASK: u64 = (1 << INDEX_BITS) - 1;
pub(super) const SEGMENT_BITS: u32 = 12;
pub(super) const SEGMENT_SIZE: usize = 1 << SEGMENT_BITS;
pub(super) const SEGMENTS: usize = 1 << 12;
/// Live values one shard can hold.
pub const SHARD_CAPACITY: usize = SEGMENT_SIZE * SEGMENTS;

// Slot state word: generation in the high 32 bits, then four flags, then readers.
pub(super) const OCCUPIED: u64 = 1 << 31;
pub(super) const RELEASING: u64 = 1 << 30;
/// The slot has issued its last generation and is never reused: a wrapped
/// generation would make ids released long ago name a new value again.
pub(super) const RETIRED: u64 = 1 << 29;
/// One read has the value to itself (`Ref::alone`): new reads wait.
pub(super) const ALONE: u64 = 1 << 28;
pub(super) const READERS: u64 = ALONE - 1;

pub(super) fn generation_of(state: u64) -> u32 {
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

/// Why a slot in `state` does not hold the live value of `generation`, if it does not.
#[inline(always)]
pub(super) fn check(state: u64, generation: u32) -> Result<(), Lookup> {
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

#[inline(always)]
pub(super) fn make_id(shard: usize, index: usize, generation: u32) -> u64 {
    ((generation as u64) << 32) | ((shard as u64) << INDEX_BITS) | index as u64
}

/// The shard an id's value lives in (ids of one thread's values share one).
#[inline(always)]
pub fn shard_of(id: u64) -> usize {
    split_id(id).0
}

#[inline(always)]
pub(super) fn split_id(id: u64) -> (usize, usize, u32) {
    let generation = (id >> 32) as u32;
    let shard = ((id >> INDEX_BITS) & (SHARDS as u64 - 1)) as usize;
    let index = (id & INDEX_MASK) as usize;
    (shard, index, generation)
}
