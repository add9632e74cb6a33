//! Threads' places in the registries: the shard each inserts into, taken
//! on its first insert and given back when it ends.

use super::*;

/// Live threads whose home is each shard. A thread's first insert takes the
/// shard with the fewest, and its exit gives it back: threads alive at once
/// share a shard only when there are more of them than shards, however many
/// threads came and went before (two threads inserting into one shard
/// contend on its free stack and counts, and scale far worse).
pub(super) static HOMED: [AtomicUsize; SHARDS] = [const { AtomicUsize::new(0) }; SHARDS];
/// Where the next search for a home starts, so that ties spread out.
pub(super) static NEXT_SHARD: AtomicUsize = AtomicUsize::new(0);

/// The calling thread's place in the registries. No destructor, so that
/// reading it (every native call does) checks nothing but the value;
/// `HomeGuard` gives the shard back when the thread ends.
pub(super) struct Home {
    /// The shard this thread inserts into (`NO_SHARD`: none taken yet, or
    /// given back as the thread ends).
    pub(super) shard: Cell<usize>,
    /// The last id a put issued on this thread (see scope.rs): kept here so
    /// that an op finds it and its shard in one thread-local lookup.
    pub(super) last_put: Cell<u64>,
}

/// Gives the thread's shard back when the thread ends. Made alive with the
/// thread's first shard.
pub(super) struct HomeGuard;

impl Drop for HomeGuard {
    fn drop(&mut self) {
        let shard = HOME.with(|home| home.shard.replace(NO_SHARD));
        if let Some(homed) = HOMED.get(shard) {
            // Release: the next owner sees this one's last writes.
            homed.fetch_sub(1, Ordering::Release);
        }
    }
}

/// The shard of a thread that has none.
pub(super) const NO_SHARD: usize = usize::MAX;

thread_local! {
    pub(super) static HOME: Home = const { Home { shard: Cell::new(NO_SHARD), last_put: Cell::new(0) } };
    pub(super) static HOME_GUARD: HomeGuard = const { HomeGuard };
}

/// The calling thread's place in the registries: the shard it inserts into,
/// and whether it owns that shard. Read once per call and passed down; never
/// to another thread (it is not `Send`), since an owned shard's lists and
/// hazard entries are its owner's alone.
#[derive(Clone, Copy, Debug)]
pub struct Local {
    pub(super) shard: usize,
    pub(super) not_send: PhantomData<*const ()>,
}

impl Local {
    pub(super) const fn new(shard: usize) -> Local {
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
pub(super) fn settle_home(home: &Home) -> usize {
    if HOME_GUARD.try_with(|_| ()).is_err() {
        return NEXT_SHARD.fetch_add(1, Ordering::Relaxed) % SHARED_SHARDS;
    }
    let shard = take_home();
    home.shard.set(shard);
    shard
}

/// Records the id a put has just issued on this thread (`store::note_put`).
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
pub(super) fn take_home() -> usize {
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
