//! A live count (bytes, or handles) and its peak, kept per registry shard.
//!
//! Each thread makes its tensors in a shard of its own, so counting there
//! keeps two threads that make tensors from writing one cache line on every
//! op. The live total is the sum over shards. The peak of that sum needs the
//! sum only when it could be new: every shard keeps a high-water mark of its
//! own count, and the sum of the marks (`upper`, moved only when a mark
//! rises) bounds the live total from above. While `upper` is not above the
//! peak, no op can raise the peak and none reads the other shards. Since
//! only a rising mark raises `upper`, and the thread raising it compares it
//! with the peaks then, an op that leaves its shard's mark as it is (most
//! ops, once a loop is steady) reads neither `upper` nor the peaks.
//!
//! A shard's count is two numbers: what its owner thread counted, which
//! only the owner writes (with plain loads and stores, see src/registry/), and
//! what other threads counted there, with atomic adds.
//!
//! Exact whenever one thread at a time makes or frees (the memory model's
//! quiescent points included). With several at once, a total is a sum of
//! per-shard counts read one after another, each one a count its shard did
//! hold; a value is always counted out of the shard it was counted in, so no
//! shard's count drifts. An owner's count that rises while another thread
//! lowers the marks can be missed by both (the owner's store may still be in
//! its core's store buffer; a fence on every op to rule that out would cost
//! more than the counting), which leaves that shard's mark below its count:
//! reading the peak counts the live total in, and the shard's next add
//! raises its mark again.
//!
//! Regions (`open_region`, `close_region`) each keep a peak of their own,
//! over the time they are open, beside the gauge's: they may nest and
//! overlap on any threads, and leave the gauge's peak alone. An add reads
//! the lowest of the regions' peaks (`floor`) beside the gauge's peak, on
//! the same cache line; with no region open it is `i64::MAX`.

use crate::registry::SHARDS;
use parking_lot::Mutex;
use std::sync::atomic::{AtomicI64, AtomicUsize, Ordering::Relaxed};

#[repr(align(128))]
struct ShardCount {
    /// Counted by the shard's owner thread.
    own: AtomicI64,
    /// Never below the count once the op that raised it is done.
    high: AtomicI64,
    /// Counted by the other threads.
    other: AtomicI64,
}

impl ShardCount {
    fn count(&self) -> i64 {
        self.own.load(Relaxed) + self.other.load(Relaxed)
    }
}

#[repr(align(128))]
struct Line(AtomicI64);

/// The gauge's peak, and the lowest open region's peak (`i64::MAX`: none):
/// an add that takes `upper` past either settles. One cache line for both.
#[repr(align(128))]
struct Peaks {
    peak: AtomicI64,
    floor: AtomicI64,
}

pub struct Gauge {
    shards: [ShardCount; SHARDS],
    /// The sum of the shards' high-water marks.
    upper: Line,
    peaks: Peaks,
    /// The open regions' peaks, by region number (None: a free number).
    regions: Mutex<Vec<Option<i64>>>,
    /// How many regions are open: settling takes the lock only when some are.
    open: AtomicUsize,
}

impl Default for Gauge {
    fn default() -> Self {
        Self::new()
    }
}

impl Gauge {
    pub const fn new() -> Self {
        Gauge {
            shards: [const { ShardCount { own: AtomicI64::new(0), high: AtomicI64::new(0), other: AtomicI64::new(0) } };
                SHARDS],
            upper: Line(AtomicI64::new(0)),
            peaks: Peaks { peak: AtomicI64::new(0), floor: AtomicI64::new(i64::MAX) },
            regions: parking_lot::const_mutex(Vec::new()),
            open: AtomicUsize::new(0),
        }
    }

    /// Counts `n` more in `shard` (the shard of the id made); `owner`: the
    /// calling thread owns that shard.
    #[inline(always)]
    pub fn add(&self, shard: usize, n: i64, owner: bool) {
        let s = &self.shards[shard % SHARDS];
        let live = if owner {
            let own = s.own.load(Relaxed) + n;
            s.own.store(own, Relaxed);
            own + s.other.load(Relaxed)
        } else {
            s.other.fetch_add(n, Relaxed) + n + s.own.load(Relaxed)
        };
        if live > s.high.load(Relaxed) {
            self.raise_mark(s, live);
        }
    }

    /// `add`'s way when a shard's count passes its mark: raises the mark and
    /// `upper`, and settles if `upper` passes the peak or a region's floor
    /// (see the module doc for why no other add needs to look). Out of line:
    /// the steady op's path stays short.
    #[inline(never)]
    fn raise_mark(&self, s: &ShardCount, live: i64) {
        let before = s.high.fetch_max(live, Relaxed);
        if live > before {
            self.upper.0.fetch_add(live - before, Relaxed);
        }
        let upper = self.upper.0.load(Relaxed);
        if upper > self.peaks.peak.load(Relaxed) || upper > self.peaks.floor.load(Relaxed) {
            self.settle();
        }
    }

    /// Counts `n` fewer in `shard` (the shard of the id freed); `owner`: the
    /// calling thread owns that shard.
    #[inline(always)]
    pub fn sub(&self, shard: usize, n: i64, owner: bool) {
        let s = &self.shards[shard % SHARDS];
        if owner {
            s.own.store(s.own.load(Relaxed) - n, Relaxed);
        } else {
            s.other.fetch_sub(n, Relaxed);
        }
    }

    /// The live total.
    pub fn live(&self) -> i64 {
        self.shards.iter().map(ShardCount::count).sum()
    }

    /// The peak, never below the live total (see the module doc).
    pub fn peak(&self) -> i64 {
        let live = self.live();
        self.peaks.peak.fetch_max(live, Relaxed).max(live)
    }

    /// Raises the peak to the live total, and brings every mark down to its
    /// shard's count so that `upper` is the total again: ops stop reading
    /// the other shards until a shard passes its mark.
    #[cold]
    fn settle(&self) {
        self.lower_marks();
        let live = self.live();
        self.peaks.peak.fetch_max(live, Relaxed);
        if self.open.load(Relaxed) > 0 {
            self.settle_regions(live);
        }
    }

    /// Raises every open region's peak to `live`, and `floor` to the lowest.
    #[cold]
    fn settle_regions(&self, live: i64) {
        let mut regions = self.regions.lock();
        for peak in regions.iter_mut().flatten() {
            *peak = (*peak).max(live);
        }
        Self::set_floor(&self.peaks.floor, &regions);
    }

    /// `floor` from `regions` (held locked): their lowest peak, or none.
    fn set_floor(floor: &AtomicI64, regions: &[Option<i64>]) {
        floor.store(regions.iter().flatten().copied().min().unwrap_or(i64::MAX), Relaxed);
    }

    /// Opens a region: from now until `close_region`, it keeps the highest
    /// live total on its own. Returns its number and the live total now.
    pub fn open_region(&self) -> (usize, i64) {
        let mut regions = self.regions.lock();
        self.lower_marks();
        let live = self.live();
        let no = match regions.iter().position(Option::is_none) {
            Some(free) => {
                regions[free] = Some(live);
                free
            }
            None => {
                regions.push(Some(live));
                regions.len() - 1
            }
        };
        self.open.fetch_add(1, Relaxed);
        Self::set_floor(&self.peaks.floor, &regions);
        (no, live)
    }

    /// Closes region `no` (from `open_region`); returns its peak, or None for
    /// a number that names no open region.
    pub fn close_region(&self, no: usize) -> Option<i64> {
        let mut regions = self.regions.lock();
        let peak = regions.get_mut(no)?.take()?.max(self.live());
        self.open.fetch_sub(1, Relaxed);
        Self::set_floor(&self.peaks.floor, &regions);
        self.peaks.peak.fetch_max(peak, Relaxed);
        Some(peak)
    }

    fn lower_marks(&self) {
        for s in &self.shards {
            let live = s.count();
            if s.high.load(Relaxed) <= live {
                continue;
            }
            let before = s.high.swap(live, Relaxed);
            self.upper.0.fetch_add(live - before, Relaxed);
            // A count raised meanwhile goes back above its mark.
            let now = s.count();
            if now > live {
                let before = s.high.fetch_max(now, Relaxed);
                if now > before {
                    self.upper.0.fetch_add(now - before, Relaxed);
                }
            }
        }
    }

    /// Starts a new peak period at the live total; returns the peak before.
    /// Open regions keep theirs.
    pub fn restart_peak(&self) -> i64 {
        self.lower_marks();
        self.peaks.peak.swap(self.live(), Relaxed)
    }
}

#[cfg(test)]
mod tests {
    use super::Gauge;
    use std::sync::Arc;

    #[test]
    fn peak_is_the_highest_total_across_shards() {
        let g = Gauge::new();
        g.add(0, 10, true);
        g.add(1, 5, true);
        assert_eq!((g.live(), g.peak()), (15, 15));
        g.sub(0, 10, true);
        g.add(2, 7, true); // total 12: below the peak although shard 2 is new
        assert_eq!((g.live(), g.peak()), (12, 15));
        g.add(0, 4, true); // 16: shard 0 is still under its own old high of 10
        assert_eq!((g.live(), g.peak()), (16, 16));
    }

    #[test]
    fn a_shard_under_its_old_mark_still_raises_the_peak_when_the_total_does() {
        let g = Gauge::new();
        g.add(0, 8, false);
        g.sub(0, 8, false);
        g.add(1, 8, false);
        assert_eq!(g.peak(), 8);
        // Shard 0 climbs back to its old mark: the total is 16, a new peak.
        g.add(0, 8, false);
        assert_eq!((g.live(), g.peak()), (16, 16));
    }

    #[test]
    fn restart_starts_from_the_live_total_and_returns_the_old_peak() {
        let g = Gauge::new();
        g.add(3, 100, true);
        g.sub(3, 60, false);
        assert_eq!(g.restart_peak(), 100);
        assert_eq!(g.peak(), 40);
        g.add(3, 30, true);
        assert_eq!(g.peak(), 70);
    }

    #[test]
    fn regions_keep_their_own_peaks_and_leave_the_gauges_alone() {
        let g = Gauge::new();
        g.add(0, 400, true);
        g.sub(0, 400, true);
        let (a, at_a) = g.open_region();
        g.add(0, 10, true);
        g.sub(0, 10, true);
        let (b, at_b) = g.open_region();
        assert_eq!((at_a, at_b), (0, 0));
        assert_eq!(g.close_region(a), Some(10), "a saw 10, not the 400 before it");
        g.add(1, 3, true);
        assert_eq!(g.peak(), 400, "regions leave the gauge's peak alone");
        assert_eq!(g.close_region(b), Some(3), "b saw 3, not a's 10 from before it opened");
        assert_eq!(g.close_region(b), None, "a region closes once");
        // A region's number is reused; a nested one sees only its own time.
        let (outer, _) = g.open_region();
        g.add(2, 50, true);
        let (inner, at_inner) = g.open_region();
        g.add(2, 5, true);
        assert_eq!((g.close_region(inner), at_inner), (Some(58), 53));
        g.sub(2, 55, true);
        assert_eq!(g.close_region(outer), Some(58));
        assert_eq!(g.peak(), 400);
        g.restart_peak();
        assert_eq!(g.peak(), 3);
    }

    #[test]
    fn threads_counting_at_once_end_exact_and_never_peak_above_the_shards_highs() {
        let g = Arc::new(Gauge::new());
        let threads: Vec<_> = (0..4)
            .map(|t| {
                let g = Arc::clone(&g);
                std::thread::spawn(move || {
                    // As the store counts: a value is counted out of the shard it was counted in.
                    for i in 0..50_000 {
                        g.add(t, 16, true);
                        if i % 7 == 0 {
                            g.add(t, 16, true);
                            g.sub(t, 16, true);
                        }
                        g.sub(t, 16, true);
                    }
                })
            })
            .collect();
        for t in threads {
            t.join().expect("counting thread panicked");
        }
        assert_eq!(g.live(), 0);
        // Each shard holds at most 32 at once; a total read while others count is
        // a sum of values each shard did hold.
        assert!(g.peak() >= 32 && g.peak() <= 4 * 32, "peak {}", g.peak());
    }

    #[test]
    fn an_owner_and_other_threads_counting_in_one_shard_end_exact() {
        let g = Arc::new(Gauge::new());
        // The owner counts values in, other threads count some of them out.
        let owner = {
            let g = Arc::clone(&g);
            std::thread::spawn(move || {
                for _ in 0..100_000 {
                    g.add(5, 8, true);
                    g.sub(5, 4, true);
                }
            })
        };
        let others: Vec<_> = (0..2)
            .map(|_| {
                let g = Arc::clone(&g);
                std::thread::spawn(move || {
                    for _ in 0..50_000 {
                        g.sub(5, 4, false);
                        g.add(5, 1, false);
                        g.sub(5, 1, false);
                    }
                })
            })
            .collect();
        owner.join().expect("owner panicked");
        for t in others {
            t.join().expect("other thread panicked");
        }
        assert_eq!(g.live(), 0);
    }

    #[test]
    fn a_mark_left_below_its_count_is_caught_up_by_reading_the_peak_and_by_the_next_add() {
        use std::sync::atomic::Ordering::Relaxed;
        let g = Gauge::new();
        g.add(10, 100, true);
        g.sub(10, 100, true);
        // What a lost race leaves: the owner counted 50 more, and another
        // thread lowered shard 10's mark without seeing it.
        g.shards[10].own.store(50, Relaxed);
        g.shards[10].high.store(0, Relaxed);
        g.upper.0.store(0, Relaxed);
        assert_eq!((g.live(), g.peak()), (50, 100));
        g.add(3, 100, false);
        assert_eq!((g.live(), g.peak()), (150, 150));
        // The shard's next add puts its mark back above its count.
        g.add(10, 1, true);
        assert_eq!((g.live(), g.peak()), (151, 151));
        assert!(g.shards[10].high.load(Relaxed) >= 51);
    }

    #[test]
    fn an_owner_adding_while_another_thread_lowers_its_mark_ends_exact() {
        // The race above, run many times over: the counts end exact, and the
        // peak read after it is the live total at least.
        const ROUNDS: usize = 20_000;
        let gauges: Arc<Vec<Gauge>> = Arc::new((0..ROUNDS).map(|_| Gauge::new()).collect());
        let go = Arc::new(std::sync::atomic::AtomicUsize::new(0));
        for g in gauges.iter() {
            g.add(10, 100, true);
            g.sub(10, 100, true);
        }
        let owner = {
            let (gauges, go) = (Arc::clone(&gauges), Arc::clone(&go));
            std::thread::spawn(move || {
                for (round, g) in gauges.iter().enumerate() {
                    while go.load(std::sync::atomic::Ordering::Acquire) <= round {
                        std::hint::spin_loop();
                    }
                    g.add(10, 50, true);
                }
            })
        };
        for (round, g) in gauges.iter().enumerate() {
            go.store(round + 1, std::sync::atomic::Ordering::Release);
            g.add(3, 100, false);
        }
        owner.join().expect("owner panicked");
        for g in gauges.iter() {
            assert_eq!(g.live(), 150);
            assert!(g.peak() >= 150, "peak {}", g.peak());
        }
    }
}
