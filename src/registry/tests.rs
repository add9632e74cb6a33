use super::home::{HOME, NO_SHARD};
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
        std::thread::spawn(move || (0..50).map(|i| r2.insert(100 + i).unwrap()).collect::<Vec<_>>()).join().unwrap(),
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
    let mut who: Vec<_> = (0..2).map(|_| read.recv_timeout(std::time::Duration::from_secs(10)).unwrap().0).collect();
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

#[test]
fn a_release_for_java_answers_live_released_or_invalid() {
    use crate::error::Error;
    let r = Registry::new();
    let id = r.insert(1).unwrap() as i64;
    assert!(r.release_for_java(id, "work item").unwrap());
    assert!(!r.release_for_java(id, "work item").unwrap());
    match r.release_for_java(7, "work item") {
        Err(e @ Error::InvalidHandle { what: "work item", id: 7 }) => {
            assert_eq!(e.java_class(), "java/lang/IllegalArgumentException")
        }
        other => panic!("got {other:?}"),
    }
}
