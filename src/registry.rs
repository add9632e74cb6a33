//! Opaque handles for native objects.
//!
//! Java never sees a pointer: it holds a 64-bit id made of a slot index, the
//! shard the slot lives in, and the slot's generation. Freeing a slot bumps its
//! generation, so a stale id (released, or forged) is detected instead of
//! being dereferenced. Values are kept behind `Arc`, so a release that races
//! with an op on another thread only drops the registry's reference: the
//! op's clone keeps the value alive until the op is done.
//!
//! The registry is split into shards, each behind its own lock; a thread
//! inserts into "its" shard, so threads that work on their own tensors do not
//! contend.

use parking_lot::Mutex;
use std::cell::Cell;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

/// Number of shards; a power of two.
pub const SHARDS: usize = 16;
const SHARD_BITS: u32 = SHARDS.trailing_zeros();
const INDEX_BITS: u32 = 32 - SHARD_BITS;
const INDEX_MASK: u64 = (1 << INDEX_BITS) - 1;
const MAX_SLOTS: usize = 1 << INDEX_BITS;

/// Why an id did not name a live value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lookup {
    /// The id was issued by this registry but its value has been removed.
    Released,
    /// The id was never issued (zero, out of range, or from the future).
    Invalid,
}

/// Registry is full: `MAX_SLOTS` live values in one shard.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Full;

struct Slot<T> {
    generation: u32,
    value: Option<Arc<T>>,
}

struct Shard<T> {
    slots: Vec<Slot<T>>,
    free: Vec<u32>,
    // Counted under the shard's lock, which is held anyway: no shared
    // counter for threads to contend on.
    inserted: u64,
    removed: u64,
}

/// Counts over the registry's whole life.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Counts {
    pub live: u64,
    pub inserted: u64,
    pub removed: u64,
}

// Keeps each shard's lock on its own cache line.
#[repr(align(128))]
struct Padded<T>(T);

pub struct Registry<T> {
    shards: Box<[Padded<Mutex<Shard<T>>>]>,
}

static NEXT_SHARD: AtomicUsize = AtomicUsize::new(0);
thread_local! {
    static HOME_SHARD: Cell<usize> = const { Cell::new(usize::MAX) };
}

fn home_shard() -> usize {
    HOME_SHARD.with(|s| {
        let mut v = s.get();
        if v == usize::MAX {
            v = NEXT_SHARD.fetch_add(1, Ordering::Relaxed) % SHARDS;
            s.set(v);
        }
        v
    })
}

fn make_id(shard: usize, index: u32, generation: u32) -> u64 {
    ((generation as u64) << 32) | ((shard as u64) << INDEX_BITS) | index as u64
}

fn split_id(id: u64) -> (usize, usize, u32) {
    let generation = (id >> 32) as u32;
    let shard = ((id >> INDEX_BITS) & (SHARDS as u64 - 1)) as usize;
    let index = (id & INDEX_MASK) as usize;
    (shard, index, generation)
}

impl<T> Default for Registry<T> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T> Registry<T> {
    pub fn new() -> Self {
        let shards = (0..SHARDS)
            .map(|_| Padded(Mutex::new(Shard { slots: Vec::new(), free: Vec::new(), inserted: 0, removed: 0 })))
            .collect();
        Registry { shards }
    }

    /// Stores `value` and returns its id, never 0.
    pub fn insert(&self, value: T) -> Result<u64, Full> {
        let value = Arc::new(value);
        let shard_no = home_shard();
        let mut shard = self.shards[shard_no].0.lock();
        if let Some(index) = shard.free.pop() {
            shard.inserted += 1;
            let slot = &mut shard.slots[index as usize];
            slot.value = Some(value);
            return Ok(make_id(shard_no, index, slot.generation));
        }
        let index = shard.slots.len();
        if index >= MAX_SLOTS {
            return Err(Full);
        }
        shard.inserted += 1;
        // Generation 0 is never issued, so id 0 is never valid.
        shard.slots.push(Slot { generation: 1, value: Some(value) });
        Ok(make_id(shard_no, index as u32, 1))
    }

    /// The value named by `id`; the clone keeps it alive while the caller uses it.
    pub fn get(&self, id: u64) -> Result<Arc<T>, Lookup> {
        let (shard, index, generation) = split_id(id);
        let shard = self.shards[shard].0.lock();
        match shard.slots.get(index) {
            Some(slot) if slot.generation == generation => {
                slot.value.clone().ok_or(Lookup::Released)
            }
            Some(slot) if generation != 0 && generation < slot.generation => Err(Lookup::Released),
            _ => Err(Lookup::Invalid),
        }
    }

    /// Removes the value named by `id` and returns it; the slot's generation
    /// moves on so that `id` is stale from now on.
    pub fn remove(&self, id: u64) -> Result<Arc<T>, Lookup> {
        let (shard_no, index, generation) = split_id(id);
        let mut shard = self.shards[shard_no].0.lock();
        let slot = match shard.slots.get_mut(index) {
            Some(slot) => slot,
            None => return Err(Lookup::Invalid),
        };
        if slot.generation != generation {
            return Err(if generation != 0 && generation < slot.generation {
                Lookup::Released
            } else {
                Lookup::Invalid
            });
        }
        let value = slot.value.take().ok_or(Lookup::Released)?;
        // Skipping 0 on wrap keeps id 0 invalid for ever.
        slot.generation = slot.generation.checked_add(1).unwrap_or(1);
        shard.free.push(index as u32);
        shard.removed += 1;
        Ok(value)
    }

    /// Whether `id` names a live value.
    pub fn contains(&self, id: u64) -> bool {
        self.get(id).is_ok()
    }

    /// Live, inserted and removed counts (takes every shard's lock in turn,
    /// so the figures are exact whenever no insert or remove is under way).
    pub fn counts(&self) -> Counts {
        self.shards.iter().fold(Counts::default(), |acc, s| {
            let shard = s.0.lock();
            Counts {
                live: acc.live + (shard.inserted - shard.removed),
                inserted: acc.inserted + shard.inserted,
                removed: acc.removed + shard.removed,
            }
        })
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
    use std::sync::Barrier;

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
    fn zero_and_forged_ids_are_invalid() {
        let r: Registry<u8> = Registry::new();
        assert_eq!(r.get(0).unwrap_err(), Lookup::Invalid);
        assert_eq!(r.get(u64::MAX).unwrap_err(), Lookup::Invalid);
        let id = r.insert(7).unwrap();
        assert_eq!(r.get(id + (5 << 32)).unwrap_err(), Lookup::Invalid);
        assert_eq!(r.remove(id & INDEX_MASK | (1 << INDEX_BITS) * 3).unwrap_err(), Lookup::Invalid);
        assert_eq!(*r.get(id).unwrap(), 7);
    }

    #[test]
    fn value_outlives_removal_while_a_user_holds_it() {
        let r = Registry::new();
        let id = r.insert(vec![1, 2, 3]).unwrap();
        let in_use = r.get(id).unwrap();
        r.remove(id).unwrap();
        assert_eq!(*in_use, vec![1, 2, 3]);
        assert_eq!(Arc::strong_count(&in_use), 1);
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
        let r = Arc::new(Registry::new());
        for _ in 0..1000 {
            let id = r.insert(0u8).unwrap();
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
    }
}
