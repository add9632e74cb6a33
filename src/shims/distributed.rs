//! src/shims/distributed.cpp: c10d's TCPStore rendezvous, ProcessGroupGloo,
//! its collectives as Work items, and DistributedDataParallel's Reducer.
//!
//! Gloo reads and writes a collective's tensors after the call that starts
//! it returns, so each `Work` holds them (and its group) until it is dropped.

use super::dispatcher::checked;
use parking_lot::Mutex;
use std::ffi::{c_char, c_void, CStr};
use std::sync::Arc;
use tch::Tensor;

unsafe extern "C" {
    #[allow(clippy::too_many_arguments)]
    fn jtorch_dist_group_new(
        addr: *const c_char,
        port: i32,
        rank: i32,
        size: i32,
        timeout_ms: i64,
        host: *const c_char,
        interface: *const c_char,
        nccl: i32,
        out: *mut *mut c_void,
    ) -> *mut c_char;
    fn jtorch_dist_group_free(g: *mut c_void);
    fn jtorch_dist_all_reduce(g: *mut c_void, t: *const c_void, op: i32, out: *mut *mut c_void) -> *mut c_char;
    fn jtorch_dist_broadcast(g: *mut c_void, t: *const c_void, root: i32, out: *mut *mut c_void) -> *mut c_char;
    fn jtorch_dist_reduce(g: *mut c_void, t: *const c_void, op: i32, root: i32, out: *mut *mut c_void) -> *mut c_char;
    fn jtorch_dist_all_gather(
        g: *mut c_void,
        input: *const c_void,
        outputs: *const *const c_void,
        n: usize,
        out: *mut *mut c_void,
    ) -> *mut c_char;
    fn jtorch_dist_reduce_scatter(
        g: *mut c_void,
        output: *const c_void,
        inputs: *const *const c_void,
        n: usize,
        op: i32,
        out: *mut *mut c_void,
    ) -> *mut c_char;
    fn jtorch_dist_all_to_all(
        g: *mut c_void,
        output: *const c_void,
        input: *const c_void,
        out: *mut *mut c_void,
    ) -> *mut c_char;
    fn jtorch_dist_send(g: *mut c_void, t: *const c_void, dst: i32, tag: i32, out: *mut *mut c_void) -> *mut c_char;
    fn jtorch_dist_recv(g: *mut c_void, t: *const c_void, src: i32, tag: i32, out: *mut *mut c_void) -> *mut c_char;
    fn jtorch_dist_barrier(g: *mut c_void, out: *mut *mut c_void) -> *mut c_char;
    fn jtorch_dist_work_wait(w: *mut c_void, timeout_ms: i64) -> *mut c_char;
    fn jtorch_dist_work_done(w: *mut c_void) -> i32;
    fn jtorch_dist_work_free(w: *mut c_void);
    fn jtorch_dist_reducer_new(
        g: *mut c_void,
        params: *const *const c_void,
        n: usize,
        bucket_cap: i64,
        find_unused: i32,
        n_buckets: *mut i64,
        out: *mut *mut c_void,
    ) -> *mut c_char;
    fn jtorch_dist_reducer_prepare(d: *mut c_void, loss: *const c_void) -> *mut c_char;
    fn jtorch_dist_reducer_free(d: *mut c_void);
}

/// The reductions Gloo runs, as c10d's `RedOpType` codes (Gloo has no average).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[repr(i32)]
pub enum GlooOp {
    Sum = 0,
    Product = 2,
    Min = 3,
    Max = 4,
}

fn ptr(t: &Tensor) -> *const c_void {
    t.as_ptr() as *const c_void
}

/// A joined c10d ProcessGroupGloo, freed (its threads joined, its sockets
/// closed) when dropped.
pub struct ProcessGroup {
    ptr: *mut c_void,
    /// Held while a collective is started: enqueueing is not thread-safe,
    /// and c10d numbers collectives as they are enqueued.
    launch: Mutex<()>,
}

// SAFETY: ProcessGroupGloo is made for use from any thread; the one call that
// is not thread-safe (enqueueing) runs under `launch`.
unsafe impl Send for ProcessGroup {}
// SAFETY: as for Send.
unsafe impl Sync for ProcessGroup {}

impl Drop for ProcessGroup {
    fn drop(&mut self) {
        // SAFETY: made by jtorch_dist_group_new, freed once here.
        unsafe { jtorch_dist_group_free(self.ptr) };
    }
}

/// A collective in flight, c10d's Work: it holds its group and tensors until
/// dropped, so Gloo never writes memory that has been freed, even after a timeout.
pub struct Work {
    ptr: *mut c_void,
    /// Dropped after `ptr` is freed (Drop runs first): the group outlives its work.
    _group: Arc<ProcessGroup>,
    _keep: Vec<Tensor>,
}

// SAFETY: c10d's Work is waited on from any thread; the kept tensors are never touched.
unsafe impl Send for Work {}
// SAFETY: as for Send.
unsafe impl Sync for Work {}

impl Drop for Work {
    fn drop(&mut self) {
        // SAFETY: made by one of the shim's collectives, freed once here.
        unsafe { jtorch_dist_work_free(self.ptr) };
    }
}

impl Work {
    /// Blocks until the collective has finished, at most `timeout_ms` (0: the
    /// group's own timeout bounds it).
    pub fn wait(&self, timeout_ms: i64) -> Result<(), String> {
        // SAFETY: `ptr` is live while `self` is; null or the shim's malloc'd message.
        unsafe { checked(jtorch_dist_work_wait(self.ptr, timeout_ms)) }
    }

    pub fn is_completed(&self) -> bool {
        // SAFETY: `ptr` is live while `self` is.
        unsafe { jtorch_dist_work_done(self.ptr) != 0 }
    }
}

impl ProcessGroup {
    /// Joins the group (TCPStore at `addr:port`): blocks until every rank
    /// has come (or the timeout). With `nccl`, an NCCL group on CUDA devices
    /// (through jtorch's NCCL plugin), else a Gloo one, whose sockets bind
    /// `host` ("" for this machine's hostname) and `interface` ("": use `host`).
    #[allow(clippy::too_many_arguments)]
    pub fn join(
        addr: &CStr,
        port: i32,
        rank: i32,
        size: i32,
        timeout_ms: i64,
        host: &CStr,
        interface: &CStr,
        nccl: bool,
    ) -> Result<ProcessGroup, String> {
        let mut ptr = std::ptr::null_mut();
        // SAFETY: the strings outlive the call; `ptr` receives a new group or
        // stays null; the shim checks the numbers.
        unsafe {
            checked(jtorch_dist_group_new(
                addr.as_ptr(),
                port,
                rank,
                size,
                timeout_ms,
                host.as_ptr(),
                interface.as_ptr(),
                i32::from(nccl),
                &mut ptr,
            ))
        }?;
        Ok(ProcessGroup { ptr, launch: Mutex::new(()) })
    }

    /// Starts a collective through `start` (handed the group's pointer and
    /// the out slot), as a Work that holds `keep` while it runs.
    ///
    /// # Safety
    /// `start` passes the shim only tensors that `keep` holds.
    unsafe fn start(
        self: &Arc<Self>,
        keep: Vec<Tensor>,
        start: impl FnOnce(*mut c_void, *mut *mut c_void) -> *mut c_char,
    ) -> Result<Work, String> {
        let mut ptr = std::ptr::null_mut();
        let err = {
            let _order = self.launch.lock();
            start(self.ptr, &mut ptr)
        };
        // SAFETY: null or the shim's malloc'd message.
        unsafe { checked(err) }?;
        Ok(Work { ptr, _group: self.clone(), _keep: keep })
    }

    /// Reduces `t` in place over every rank.
    pub fn all_reduce(self: &Arc<Self>, t: &Tensor, op: GlooOp) -> Result<Work, String> {
        let p = ptr(t);
        // SAFETY: the Work holds `t`; the group is live while `self` is.
        unsafe { self.start(vec![t.shallow_clone()], |g, out| jtorch_dist_all_reduce(g, p, op as i32, out)) }
    }

    /// `root`'s `t` into every rank's `t`.
    pub fn broadcast(self: &Arc<Self>, t: &Tensor, root: i32) -> Result<Work, String> {
        let p = ptr(t);
        // SAFETY: as in all_reduce; the shim checks `root`.
        unsafe { self.start(vec![t.shallow_clone()], |g, out| jtorch_dist_broadcast(g, p, root, out)) }
    }

    /// Reduces every rank's `t` into `root`'s `t`.
    pub fn reduce(self: &Arc<Self>, t: &Tensor, op: GlooOp, root: i32) -> Result<Work, String> {
        let p = ptr(t);
        // SAFETY: as in broadcast.
        unsafe { self.start(vec![t.shallow_clone()], |g, out| jtorch_dist_reduce(g, p, op as i32, root, out)) }
    }

    /// Every rank's `t`, in rank order, into `outputs`.
    pub fn all_gather(self: &Arc<Self>, t: &Tensor, outputs: &[Tensor]) -> Result<Work, String> {
        let ptrs: Vec<*const c_void> = outputs.iter().map(ptr).collect();
        let p = ptr(t);
        let keep = std::iter::once(t).chain(outputs).map(Tensor::shallow_clone).collect();
        // SAFETY: the Work holds `t` and `outputs`; the shim copies `ptrs`.
        unsafe { self.start(keep, |g, out| jtorch_dist_all_gather(g, p, ptrs.as_ptr(), ptrs.len(), out)) }
    }

    /// The reduction over ranks of their `inputs[rank]`, into `output`.
    pub fn reduce_scatter(self: &Arc<Self>, output: &Tensor, inputs: &[Tensor], op: GlooOp) -> Result<Work, String> {
        let ptrs: Vec<*const c_void> = inputs.iter().map(ptr).collect();
        let p = ptr(output);
        let keep = std::iter::once(output).chain(inputs).map(Tensor::shallow_clone).collect();
        // SAFETY: as in all_gather.
        unsafe {
            self.start(keep, |g, out| jtorch_dist_reduce_scatter(g, p, ptrs.as_ptr(), ptrs.len(), op as i32, out))
        }
    }

    /// `input` split in equal parts along dim 0, part i to rank i; the parts
    /// received, in rank order, into `output`.
    pub fn all_to_all(self: &Arc<Self>, output: &Tensor, input: &Tensor) -> Result<Work, String> {
        let (o, i) = (ptr(output), ptr(input));
        // SAFETY: as in all_gather.
        unsafe {
            self.start(vec![output.shallow_clone(), input.shallow_clone()], |g, out| {
                jtorch_dist_all_to_all(g, o, i, out)
            })
        }
    }

    pub fn send(self: &Arc<Self>, t: &Tensor, dst: i32, tag: i32) -> Result<Work, String> {
        let p = ptr(t);
        // SAFETY: as in broadcast.
        unsafe { self.start(vec![t.shallow_clone()], |g, out| jtorch_dist_send(g, p, dst, tag, out)) }
    }

    pub fn recv(self: &Arc<Self>, t: &Tensor, src: i32, tag: i32) -> Result<Work, String> {
        let p = ptr(t);
        // SAFETY: as in broadcast.
        unsafe { self.start(vec![t.shallow_clone()], |g, out| jtorch_dist_recv(g, p, src, tag, out)) }
    }

    pub fn barrier(self: &Arc<Self>) -> Result<Work, String> {
        // SAFETY: no tensors; the group is live.
        unsafe { self.start(vec![], |g, out| jtorch_dist_barrier(g, out)) }
    }
}

/// DistributedDataParallel's c10d Reducer, whose autograd hooks all-reduce
/// each bucket of gradients while the rest of backward runs.
pub struct Reducer {
    ptr: *mut c_void,
    buckets: i64,
    /// The group's backend serves the Reducer's collectives: it outlives it.
    _group: Arc<ProcessGroup>,
}

// SAFETY: c10d's Reducer is driven from whichever thread runs backward; jtorch
// calls `prepare` from one thread at a time per step (see ReducerHandle.java).
unsafe impl Send for Reducer {}
// SAFETY: as for Send.
unsafe impl Sync for Reducer {}

impl Drop for Reducer {
    fn drop(&mut self) {
        // SAFETY: made by jtorch_dist_reducer_new, freed once here.
        unsafe { jtorch_dist_reducer_free(self.ptr) };
    }
}

impl Reducer {
    /// A Reducer over `params` in buckets of at most `bucket_cap` bytes; with
    /// `find_unused`, each pass counts the parameters its loss does not reach as ready.
    pub fn new(
        group: &Arc<ProcessGroup>,
        params: &[Tensor],
        bucket_cap: i64,
        find_unused: bool,
    ) -> Result<Reducer, String> {
        let ptrs: Vec<*const c_void> = params.iter().map(ptr).collect();
        let (mut buckets, mut p) = (0i64, std::ptr::null_mut());
        // SAFETY: `params` keeps the tensors alive for the call; the Reducer
        // keeps its own references; the group is live.
        unsafe {
            checked(jtorch_dist_reducer_new(
                group.ptr,
                ptrs.as_ptr(),
                ptrs.len(),
                bucket_cap,
                i32::from(find_unused),
                &mut buckets,
                &mut p,
            ))
        }?;
        Ok(Reducer { ptr: p, buckets, _group: group.clone() })
    }

    /// How many buckets it made.
    pub fn buckets(&self) -> i64 {
        self.buckets
    }

    /// Arms the hooks for the backward pass from `loss`.
    pub fn prepare(&self, loss: &Tensor) -> Result<(), String> {
        // SAFETY: `ptr` is live while `self` is; `loss` for the call.
        unsafe { checked(jtorch_dist_reducer_prepare(self.ptr, ptr(loss))) }
    }
}
