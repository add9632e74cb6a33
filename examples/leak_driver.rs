//! Drives the native layer's memory paths without a JVM, for a leak checker:
//! `scripts/leak-check.sh` runs it under valgrind, which must find no bytes
//! definitely or indirectly lost. It covers what the JNI entry points do:
//! the registry and the tensor store (put, get, release, stale and forged
//! ids, release racing with use on other threads, double releases), LibTorch
//! ops and their errors, and the lost-result rendezvous of `scope.rs`
//! (thread exits seen before and after the Java side reports its last id).
//!
//! Build: `cargo build --release --example leak_driver` (with LIBTORCH set).

use jtorch::error::Error;
use jtorch::registry::Registry;
use jtorch::{scope, store};
use std::sync::atomic::{AtomicBool, AtomicI64, Ordering};
use std::sync::{Arc, Barrier};
use tch::{Device, Kind, Tensor};

const CPU: (Kind, Device) = (Kind::Float, Device::Cpu);

fn ones(n: i64) -> Tensor {
    Tensor::f_ones([n], CPU).expect("ones")
}

/// The registry alone: values with heap parts, inserted, read, removed, some left to its drop.
fn registry_paths() {
    let r: Registry<Vec<u8>> = Registry::new();
    let mut ids = Vec::new();
    for i in 0..20_000usize {
        ids.push(r.insert(vec![i as u8; 64]).unwrap());
        if i % 3 == 0 {
            let id = ids.swap_remove(i % ids.len());
            drop(r.remove(id).unwrap());
            assert!(r.remove(id).is_err());
        }
    }
    for id in ids.iter().take(ids.len() / 2) {
        assert!(r.get(*id).is_ok());
        drop(r.remove(*id).unwrap());
    }
    // The rest is freed when the registry is dropped.
}

/// The store with real tensors: ops, their errors, stale and forged ids.
fn store_paths() {
    for i in 0..2_000i64 {
        let a = store::put(ones(1 + i % 7)).unwrap();
        let b = store::put(ones(1 + i % 7)).unwrap();
        let sum = {
            let (ta, tb) = (store::get(a).unwrap(), store::get(b).unwrap());
            ta.tensor.f_add(&tb.tensor).unwrap()
        };
        let c = store::put(sum).unwrap();
        let bad = store::put(ones(3)).unwrap();
        if i % 100 == 0 {
            // A LibTorch error (slow: LibTorch records a backtrace), turned into a jtorch error.
            let two = store::put(ones(2)).unwrap();
            let err: Error = {
                let (t2, tbad) = (store::get(two).unwrap(), store::get(bad).unwrap());
                t2.tensor.f_add(&tbad.tensor).unwrap_err().into()
            };
            assert!(store::release(two).unwrap());
            assert_eq!(err.java_class(), "io/github/jtorch/TorchException");
        }
        for id in [a, b, c, bad] {
            assert!(store::release(id).unwrap());
            assert!(!store::release(id).unwrap(), "a second release is a no-op");
            assert!(store::get(id).is_err());
        }
        assert!(store::release(0).is_err(), "a forged id");
    }
    // An allocation LibTorch refuses.
    assert!(Tensor::f_zeros([1i64 << 40], CPU).is_err());
}

/// The most reads each racing reader makes (the writer's 1,000 swaps take far fewer).
const READER_STEPS: usize = 50_000;

/// Releases racing with readers and with each other, on several threads.
fn concurrent_paths() {
    let shared: Arc<Vec<AtomicI64>> = Arc::new((0..32).map(|_| AtomicI64::new(0)).collect());
    for slot in shared.iter() {
        slot.store(store::put(ones(8)).unwrap(), Ordering::SeqCst);
    }
    let stop = Arc::new(AtomicBool::new(false));
    let barrier = Arc::new(Barrier::new(5));
    let mut threads = Vec::new();
    for t in 0..4usize {
        let (shared, stop, barrier) = (shared.clone(), stop.clone(), barrier.clone());
        threads.push(std::thread::spawn(move || {
            barrier.wait();
            let mut i = t;
            // Bounded too: a scheduler that starves the writer must not keep this phase going.
            for _ in 0..READER_STEPS {
                if stop.load(Ordering::Relaxed) {
                    break;
                }
                let id = shared[i % shared.len()].load(Ordering::SeqCst);
                if let Ok(v) = store::get(id) {
                    let s = v.tensor.f_sum(Kind::Float).unwrap();
                    assert_eq!(s.f_double_value(&[]).unwrap(), 8.0);
                }
                if i % 5 == 0 {
                    let _ = store::release(id); // races with the writer and the other readers
                }
                i += 3;
            }
        }));
    }
    barrier.wait();
    for round in 0..1_000usize {
        let slot = &shared[round % shared.len()];
        let old = slot.swap(store::put(ones(8)).unwrap(), Ordering::SeqCst);
        let _ = store::release(old);
    }
    stop.store(true, Ordering::Relaxed);
    for t in threads {
        t.join().unwrap();
    }
    for slot in shared.iter() {
        let _ = store::release(slot.load(Ordering::SeqCst));
    }
}

/// Lost results (scope.rs): a put whose id never reached Java is released once
/// both the OS thread's exit and the Java side's report are seen, in either order.
fn lost_result_paths() {
    for (k, exit_first) in [(1u64, true), (2, false), (3, true), (4, false)] {
        let key = 1_000_000 + k;
        let (tx, rx) = std::sync::mpsc::channel();
        let (go_tx, go_rx) = std::sync::mpsc::channel::<()>();
        let t = std::thread::spawn(move || {
            scope::watch_this_thread(key);
            let wrapped = store::put(ones(2)).unwrap();
            let lost = store::put(ones(3)).unwrap(); // "an interrupt kept this id from Java"
            tx.send((wrapped, lost)).unwrap();
            let _ = go_rx.recv(); // ends when told to
        });
        let (wrapped, lost) = rx.recv().unwrap();
        let t = {
            if exit_first {
                go_tx.send(()).unwrap();
            }
            (t, go_tx)
        };
        let (t, go_tx) = t;
        if exit_first {
            t.join().unwrap();
            assert!(scope::stack_collected(key, wrapped as u64), "the lost tensor is freed");
        } else {
            assert!(!scope::stack_collected(key, wrapped as u64), "nothing to free before the thread exits");
            go_tx.send(()).unwrap();
            t.join().unwrap(); // its exit frees the lost tensor
        }
        assert!(store::get(lost).is_err());
        assert!(store::release(wrapped).unwrap());
    }
    // On a live thread: the last put differs from the last wrapped id.
    let wrapped = store::put(ones(2)).unwrap();
    let lost = store::put(ones(4)).unwrap();
    assert!(scope::release_if_lost(scope::last_put(), wrapped as u64));
    assert!(store::get(lost).is_err());
    assert!(store::release(wrapped).unwrap());
    assert_eq!(scope::half_seen(), 0);
}

fn timed(name: &str, f: fn()) {
    let t0 = std::time::Instant::now();
    f();
    eprintln!("leak driver: {name} took {:?}", t0.elapsed());
}

fn main() {
    tch::set_num_threads(1);
    let before = store::stats();
    timed("registry", registry_paths);
    timed("store", store_paths);
    timed("concurrent releases", concurrent_paths);
    timed("lost results", lost_result_paths);
    let after = store::stats();
    assert_eq!(after.live_tensors, before.live_tensors, "live tensors back to zero");
    assert_eq!(after.live_bytes, before.live_bytes, "live bytes back to zero");
    println!(
        "leak driver: {} tensors made and freed, live {} (bytes {})",
        after.alloc_count - before.alloc_count,
        after.live_tensors,
        after.live_bytes
    );
}
