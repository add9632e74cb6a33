//! The tensor store with real LibTorch tensors: ids, release, and exact accounting.

use jtorch::error::Error;
use jtorch::store;
use std::sync::{Arc, Barrier};
use tch::{Device, Kind, Tensor};

fn ones(n: i64) -> Tensor {
    Tensor::f_ones([n], (Kind::Float, Device::Cpu)).expect("ones")
}

// One test function, so that no other test of this binary changes the global
// figures while it checks them.
#[test]
fn accounting_is_exact_and_release_is_idempotent() {
    let before = store::stats();
    let ids: Vec<i64> = (1..=10).map(|n| store::put(ones(n)).unwrap()).collect();
    let grown = store::stats();
    assert_eq!(grown.live_tensors, before.live_tensors + 10);
    assert_eq!(grown.live_bytes, before.live_bytes + 4 * 55);
    assert_eq!(grown.alloc_count, before.alloc_count + 10);
    assert!(grown.peak_bytes >= grown.live_bytes);

    for id in &ids {
        assert!(store::release(*id).unwrap(), "first release frees");
        assert!(!store::release(*id).unwrap(), "second release is a no-op");
    }
    let after = store::stats();
    assert_eq!(after.live_tensors, before.live_tensors);
    assert_eq!(after.live_bytes, before.live_bytes);
    assert_eq!(after.free_count, before.free_count + 10);
    assert!(matches!(store::get(ids[0]), Err(Error::Released { .. })));
    assert!(matches!(store::release(0), Err(Error::InvalidHandle { .. })));

    // Threads putting and releasing at once leave the figures where they were.
    let barrier = Arc::new(Barrier::new(4));
    let threads: Vec<_> = (0..4)
        .map(|_| {
            let barrier = barrier.clone();
            std::thread::spawn(move || {
                barrier.wait();
                for _ in 0..2000 {
                    let id = store::put(ones(4)).unwrap();
                    let t = store::get(id).unwrap();
                    let sum = t.tensor.f_sum(None::<Kind>).unwrap();
                    assert_eq!(sum.f_double_value(&[]).unwrap(), 4.0);
                    assert!(store::release(id).unwrap());
                }
            })
        })
        .collect();
    for t in threads {
        t.join().unwrap();
    }
    let end = store::stats();
    assert_eq!(end.live_tensors, before.live_tensors);
    assert_eq!(end.live_bytes, before.live_bytes);

    // Tensors made on threads that end and freed on others, one by one and in
    // a batch (a scope closing): the figures come back exactly, and the peak
    // is the highest total.
    let peak_before = store::stats().peak_bytes;
    let made: Vec<Vec<i64>> = (0..3)
        .map(|_| std::thread::spawn(|| (0..100).map(|_| store::put(ones(8)).unwrap()).collect()).join().unwrap())
        .collect();
    let grown = store::stats();
    assert_eq!(grown.live_bytes, before.live_bytes + 3 * 100 * 32);
    assert_eq!(grown.peak_bytes, peak_before.max(grown.live_bytes));
    let (singles, batch) = (made[0].clone(), made[1..].concat());
    std::thread::spawn(move || {
        for id in singles {
            assert!(store::release(id).unwrap());
        }
    })
    .join()
    .unwrap();
    assert_eq!(store::stats().live_bytes, before.live_bytes + 2 * 100 * 32);
    assert_eq!(store::release_all(&batch).0, 200);
    let end = store::stats();
    assert_eq!((end.live_tensors, end.live_bytes), (before.live_tensors, before.live_bytes));

    // A release racing with a user keeps the tensor alive for that user.
    let id = store::put(ones(3)).unwrap();
    let in_use = store::get(id).unwrap();
    store::release(id).unwrap();
    let doubled = in_use.tensor.f_mul_scalar(2.0).unwrap();
    assert_eq!(doubled.f_sum(None::<Kind>).unwrap().f_double_value(&[]).unwrap(), 6.0);
    drop(in_use);
    assert_eq!(store::stats().live_tensors, before.live_tensors);
}
