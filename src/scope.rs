//! Native half of `PointerScope.java`: finding tensors whose id never reached Java.
//!
//! An asynchronous exception (`Thread.stop`, which REPLs such as nREPL use to
//! interrupt an evaluation on JDK 19 and older) is thrown as a native call
//! returns, so the id of the tensor an op has just made can be lost before
//! Java wraps it; nothing would ever free that tensor. So each OS thread
//! remembers the last id `store::put` issued on it, and Java remembers the
//! last id it wrapped on that thread. When the two differ, the last put never
//! reached Java and is released: as an exception passes the Java frame of the
//! call that made it (`PointerScope.Stack.recoverLostResult`), when a live
//! thread stops (or restarts) its session, or once a thread has ended, which
//! takes two events in either order: the OS thread's exit (seen here) and the
//! collection of its Java scope stack (reported by a cleaner).
//!
//! Only platform threads are watched: a virtual thread's native calls run on
//! carrier threads that other virtual threads share (and virtual threads
//! cannot be stopped). Callers that put several tensors must have Java wrap
//! them in the order they were put, so that the last one wrapped is the last
//! one put.

use crate::jni_entry::run_plain;
use crate::store;
use jni::objects::JClass;
use jni::sys::{jboolean, jlong};
use jni::EnvUnowned;
use parking_lot::Mutex;
use std::cell::Cell;
use std::collections::BTreeMap;

thread_local! {
    /// Set for watched threads; its destructor reports the thread's exit.
    static EXIT_WATCH: ExitWatch = const { ExitWatch { key: Cell::new(0) } };
}

/// The thread's last put is the store's record; read (and reset) here.
pub use crate::store::{last_put, note_put};

struct ExitWatch {
    /// The key Java gave this thread's scope stack (0: not watched).
    key: Cell<u64>,
}

impl Drop for ExitWatch {
    fn drop(&mut self) {
        let key = self.key.get();
        if key != 0 {
            // Runs while the OS thread exits: nothing here may unwind.
            let _ = std::panic::catch_unwind(|| thread_exited(key, last_put()));
        }
    }
}

/// The half of a thread's end that has been seen so far.
enum Seen {
    /// The OS thread exited; this was its last put.
    Exited { last_put: u64 },
    /// Java collected the thread's scope stack; this was its last wrapped id.
    Collected { last_wrapped: u64 },
}

static ENDED: Mutex<BTreeMap<u64, Seen>> = parking_lot::const_mutex(BTreeMap::new());

/// Releases `last_put` when it is not the id Java wrapped last. Returns
/// whether a tensor was freed.
pub fn release_if_lost(last_put: u64, last_wrapped: u64) -> bool {
    last_put != 0 && last_put != last_wrapped && matches!(store::release(last_put as i64), Ok(true))
}

/// The OS thread watched under `key` exits; its last put was `last_put`.
pub fn thread_exited(key: u64, last_put: u64) -> bool {
    meet(key, Seen::Exited { last_put })
}

/// Java collected the scope stack watched under `key`; it wrapped `last_wrapped` last.
pub fn stack_collected(key: u64, last_wrapped: u64) -> bool {
    meet(key, Seen::Collected { last_wrapped })
}

/// Records one half of a thread's end; whichever half comes second releases
/// the lost result, if there is one. Returns whether a tensor was freed.
fn meet(key: u64, half: Seen) -> bool {
    let other = {
        let mut ended = ENDED.lock();
        match (ended.remove(&key), half) {
            (Some(Seen::Exited { last_put }), Seen::Collected { last_wrapped })
            | (Some(Seen::Collected { last_wrapped }), Seen::Exited { last_put }) => Some((last_put, last_wrapped)),
            (_, half) => {
                // First half (a repeated half replaces the earlier one).
                ended.insert(key, half);
                None
            }
        }
    };
    other.is_some_and(|(last_put, last_wrapped)| release_if_lost(last_put, last_wrapped))
}

/// Threads whose end has been half seen (for tests).
pub fn half_seen() -> usize {
    ENDED.lock().len()
}

/// Reports this OS thread's exit under `key` (see `thread_exited`). A
/// thread that gets a new Java scope stack while it lives (JDK 25's common
/// pool clears a worker's thread locals between tasks) ends the old stack's
/// watch here, as an exit would: the old stack's collection meets it. The new
/// stack has wrapped nothing, so the last put is forgotten with the old key:
/// left, it would look lost to the new stack and be freed under its owner.
pub fn watch_this_thread(key: u64) {
    let old = EXIT_WATCH.with(|w| w.key.replace(key));
    if old != 0 && old != key {
        let last = last_put();
        note_put(0);
        thread_exited(old, last);
    }
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_PointerScope_watchThreadExit<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    key: jlong,
) {
    run_plain(&mut env, || {
        watch_this_thread(key as u64);
        Ok(())
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_PointerScope_releaseLostResult<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    last_wrapped: jlong,
) -> jboolean {
    run_plain(&mut env, || Ok(release_if_lost(last_put(), last_wrapped as u64)))
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_PointerScope_releaseLostResultOfEndedThread<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    key: jlong,
    last_wrapped: jlong,
) -> jboolean {
    run_plain(&mut env, || Ok(stack_collected(key as u64, last_wrapped as u64)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tensor() -> u64 {
        let t = tch::Tensor::f_ones([2], (tch::Kind::Float, tch::Device::Cpu)).expect("ones");
        store::put(t).expect("put") as u64
    }

    fn is_half_seen(key: u64) -> bool {
        ENDED.lock().contains_key(&key)
    }

    #[test]
    fn a_new_scope_stack_on_a_live_thread_frees_nothing_the_old_one_wrapped() {
        let (old, new) = (u64::MAX - 101, u64::MAX - 102);
        std::thread::spawn(move || {
            watch_this_thread(old);
            let kept = tensor(); // wrapped by the old stack
            watch_this_thread(new);
            // The new stack wrapped nothing yet: stopping its session frees nothing.
            assert!(!release_if_lost(last_put(), 0));
            assert!(store::is_live(kept as i64));
            // The old stack is collected: both halves of its end have met.
            assert!(!stack_collected(old, kept));
            assert!(!is_half_seen(old));
            assert!(store::is_live(kept as i64));
            assert_eq!(store::release(kept as i64).ok(), Some(true));
        })
        .join()
        .expect("thread panicked");
        // The thread's exit under the new key meets its stack's collection.
        assert!(!stack_collected(new, 0));
        assert!(!is_half_seen(new));
    }

    #[test]
    fn a_result_the_old_scope_stack_never_wrapped_is_freed_when_it_is_collected() {
        let (old, new) = (u64::MAX - 201, u64::MAX - 202);
        let (wrapped, lost) = std::thread::spawn(move || {
            watch_this_thread(old);
            let wrapped = tensor();
            let lost = tensor(); // its id never reached Java
            watch_this_thread(new);
            (wrapped, lost)
        })
        .join()
        .expect("thread panicked");
        assert!(store::is_live(lost as i64));
        assert!(stack_collected(old, wrapped), "the lost result is freed");
        assert!(!store::is_live(lost as i64));
        assert!(store::is_live(wrapped as i64));
        assert_eq!(store::release(wrapped as i64).ok(), Some(true));
        assert!(!stack_collected(new, 0));
    }
}
