//! Property tests of the handle registry: random sequences of insert, get and
//! remove, on one thread and on many at once, checked against a model. No
//! extra crates: a small seeded generator, and every failure names its seed.

use jtorch::registry::{Lookup, Registry};
use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Barrier};

/// SplitMix64: the same seed gives the same sequence everywhere.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// A value that counts its drops and notices a use after drop or a second drop.
struct Tracked {
    tag: u64,
    alive: AtomicBool,
    drops: Arc<AtomicUsize>,
}

impl Tracked {
    fn new(tag: u64, drops: &Arc<AtomicUsize>) -> Self {
        Tracked { tag, alive: AtomicBool::new(true), drops: drops.clone() }
    }

    fn tag(&self) -> u64 {
        assert!(self.alive.load(Ordering::SeqCst), "value {} used after it was dropped", self.tag);
        self.tag
    }
}

impl Drop for Tracked {
    fn drop(&mut self) {
        assert!(self.alive.swap(false, Ordering::SeqCst), "value {} dropped twice", self.tag);
        self.drops.fetch_add(1, Ordering::SeqCst);
    }
}

/// One thread, random operations, every result checked against a model.
fn single_thread_run(seed: u64, steps: usize) {
    let mut rng = Rng(seed);
    let drops = Arc::new(AtomicUsize::new(0));
    let r = Registry::new();
    let mut live: HashMap<u64, u64> = HashMap::new();
    let mut live_ids: Vec<u64> = Vec::new();
    let mut released: Vec<u64> = Vec::new();
    let mut issued: HashSet<u64> = HashSet::new();
    let (mut inserted, mut removed) = (0u64, 0u64);
    for step in 0..steps {
        let ctx = format!("seed {seed:#x}, step {step}");
        match rng.below(10) {
            0..=3 => {
                let tag = rng.next();
                let id = r.insert(Tracked::new(tag, &drops)).unwrap();
                assert_ne!(id, 0, "{ctx}: id 0 issued");
                assert!(issued.insert(id), "{ctx}: id {id:#x} issued twice");
                live.insert(id, tag);
                live_ids.push(id);
                inserted += 1;
            }
            4..=5 if !live_ids.is_empty() => {
                let id = live_ids[rng.below(live_ids.len())];
                assert_eq!(r.get(id).map(|v| v.tag()).ok(), Some(live[&id]), "{ctx}: get of a live id");
                assert!(r.contains(id), "{ctx}");
            }
            6..=7 if !live_ids.is_empty() => {
                let id = live_ids.swap_remove(rng.below(live_ids.len()));
                let tag = live.remove(&id).unwrap();
                let before = drops.load(Ordering::SeqCst);
                assert_eq!(r.remove(id).map(|v| v.tag()).ok(), Some(tag), "{ctx}: remove of a live id");
                assert_eq!(drops.load(Ordering::SeqCst), before + 1, "{ctx}: dropped once the Ref is gone");
                released.push(id);
                removed += 1;
            }
            8 if !released.is_empty() => {
                let id = released[rng.below(released.len())];
                assert_eq!(r.get(id).err(), Some(Lookup::Released), "{ctx}: get of a released id");
                assert_eq!(r.remove(id).err(), Some(Lookup::Released), "{ctx}: remove twice");
                assert!(!r.contains(id), "{ctx}");
            }
            _ => {
                // A forged id: never issued, so never found (Invalid or, for an old slot, Released).
                let forged = rng.next();
                if !issued.contains(&forged) {
                    assert!(r.get(forged).is_err(), "{ctx}: forged id {forged:#x} found a value");
                }
                if let Some(&id) = live_ids.first() {
                    let future = id.wrapping_add(7 << 32);
                    if !issued.contains(&future) {
                        assert_eq!(r.get(future).err(), Some(Lookup::Invalid), "{ctx}: a generation from the future");
                    }
                }
            }
        }
        if step % 97 == 0 {
            let c = r.counts();
            assert_eq!((c.live, c.inserted, c.removed), (live.len() as u64, inserted, removed), "{ctx}: counts");
        }
    }
    for id in live_ids {
        r.remove(id).unwrap();
    }
    assert!(r.is_empty(), "seed {seed:#x}");
    assert_eq!(drops.load(Ordering::SeqCst) as u64, inserted, "seed {seed:#x}: every value dropped exactly once");
}

#[test]
fn random_single_thread_sequences_match_the_model() {
    for seed in 1..=40u64 {
        single_thread_run(seed.wrapping_mul(0x5851_F42D_4C95_7F2D), 4000);
    }
}

/// Many threads insert, read, and remove their own values and each other's
/// (through shared slots, so removes race with reads and with other removes).
/// Checks: a read never sees a dropped value or another id's value; each value
/// is dropped exactly once; exactly one of two racing removes wins; the counts
/// end where they began.
fn threaded_run(seed: u64, threads: usize, steps: usize) {
    let drops = Arc::new(AtomicUsize::new(0));
    let r = Arc::new(Registry::new());
    let slots: Arc<Vec<AtomicU64>> = Arc::new((0..64).map(|_| AtomicU64::new(0)).collect());
    // The tag of each id ever inserted, so a reader can tell it got the right value.
    let wins = Arc::new(AtomicU64::new(0));
    let inserted = Arc::new(AtomicU64::new(0));
    let barrier = Arc::new(Barrier::new(threads));
    let handles: Vec<_> = (0..threads)
        .map(|t| {
            let (r, slots, drops, wins, inserted, barrier) =
                (r.clone(), slots.clone(), drops.clone(), wins.clone(), inserted.clone(), barrier.clone());
            std::thread::spawn(move || {
                let mut rng = Rng(seed ^ ((t as u64 + 1) << 40));
                let mut mine: Vec<(u64, u64)> = Vec::new();
                barrier.wait();
                for _ in 0..steps {
                    match rng.below(8) {
                        0..=2 => {
                            // The tag carries the thread and a checksum of itself.
                            let n = rng.next() >> 24; // 40 bits
                            let tag = (t as u64) << 56 | n << 8 | (n % 251);
                            let id = r.insert(Tracked::new(tag, &drops)).unwrap();
                            inserted.fetch_add(1, Ordering::SeqCst);
                            if rng.below(3) == 0 {
                                // Published: anyone may read or remove it from now on.
                                let old = slots[rng.below(slots.len())].swap(id, Ordering::SeqCst);
                                if old != 0 && r.remove(old).is_ok() {
                                    wins.fetch_add(1, Ordering::SeqCst);
                                }
                            } else {
                                mine.push((id, tag));
                            }
                        }
                        3..=4 => {
                            let id = slots[rng.below(slots.len())].load(Ordering::SeqCst);
                            if let Ok(v) = r.get(id) {
                                let tag = v.tag();
                                let n = (tag >> 8) & ((1 << 48) - 1);
                                assert_eq!(n % 251, tag & 0xFF, "seed {seed:#x}: a read saw a corrupt value");
                                std::hint::spin_loop();
                                v.tag();
                            }
                        }
                        5 => {
                            let id = slots[rng.below(slots.len())].load(Ordering::SeqCst);
                            if id != 0 && r.remove(id).is_ok() {
                                wins.fetch_add(1, Ordering::SeqCst);
                            }
                        }
                        _ if !mine.is_empty() => {
                            let (id, tag) = mine.swap_remove(rng.below(mine.len()));
                            assert_eq!(r.get(id).map(|v| v.tag()).ok(), Some(tag), "seed {seed:#x}: own value");
                            assert!(r.remove(id).is_ok(), "seed {seed:#x}: own remove");
                            wins.fetch_add(1, Ordering::SeqCst);
                        }
                        _ => {}
                    }
                }
                for (id, _) in mine {
                    r.remove(id).unwrap();
                    wins.fetch_add(1, Ordering::SeqCst);
                }
            })
        })
        .collect();
    for h in handles {
        h.join().unwrap();
    }
    for slot in slots.iter() {
        let id = slot.load(Ordering::SeqCst);
        if id != 0 && r.remove(id).is_ok() {
            wins.fetch_add(1, Ordering::SeqCst);
        }
    }
    let n = inserted.load(Ordering::SeqCst);
    assert!(r.is_empty(), "seed {seed:#x}");
    assert_eq!(wins.load(Ordering::SeqCst), n, "seed {seed:#x}: one winning remove per value");
    assert_eq!(drops.load(Ordering::SeqCst) as u64, n, "seed {seed:#x}: each value dropped exactly once");
    let c = r.counts();
    assert_eq!((c.live, c.inserted, c.removed), (0, n, n), "seed {seed:#x}: counts");
}

#[test]
fn random_interleavings_on_many_threads_keep_every_promise() {
    for seed in 1..=12u64 {
        threaded_run(seed.wrapping_mul(0x2545_F491_4F6C_DD1D), 6, 6000);
    }
}
