//! Native half of `ProcessGroupHandle.java`: a c10d process group (TCPStore
//! rendezvous, ProcessGroupGloo; src/shims/distributed.cpp) held in a registry, and
//! its collectives started as work items (work.rs).
//!
//! Nothing here holds a registry read or a jtorch lock while a collective
//! runs: a call takes `Arc`s and tensor clones out of the registries, lets
//! the lookups go, and only then blocks in Gloo.

pub mod reducer;
pub mod work;

use crate::error::{Error, HandleName, Result};
use crate::jni_entry::{run, run_plain};
use crate::registry::{self, Registry};
use crate::shims::distributed::{self as shim, GlooOp, ProcessGroup};
use crate::store;
use jni::objects::{JClass, JLongArray, JString};
use jni::sys::{jboolean, jint, jlong};
use jni::EnvUnowned;
use std::ffi::CString;
use std::sync::{Arc, LazyLock};
use tch::Tensor;
use work::Job;

/// The reductions, numbered as `ReduceOp.java` and c10d's `RedOpType`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ReduceOp {
    Sum,
    Avg,
    Product,
    Min,
    Max,
}

impl ReduceOp {
    pub fn of_code(code: i32) -> Result<ReduceOp> {
        Ok(match code {
            0 => ReduceOp::Sum,
            1 => ReduceOp::Avg,
            2 => ReduceOp::Product,
            3 => ReduceOp::Min,
            4 => ReduceOp::Max,
            other => return Err(Error::arg(format!("unknown reduce op {other}"))),
        })
    }

    /// The op Gloo runs: it has no average, which is a sum divided afterwards.
    fn gloo(self) -> GlooOp {
        match self {
            ReduceOp::Sum | ReduceOp::Avg => GlooOp::Sum,
            ReduceOp::Product => GlooOp::Product,
            ReduceOp::Min => GlooOp::Min,
            ReduceOp::Max => GlooOp::Max,
        }
    }
}

/// A joined process group: the c10d ProcessGroupGloo behind it, freed (its
/// threads joined, its sockets closed) when the last `Arc` goes.
pub struct Group {
    pg: Arc<ProcessGroup>,
    pub rank: i32,
    pub size: i32,
    /// NCCL on CUDA devices, else Gloo on the CPU.
    nccl: bool,
}

/// How to join a group.
pub struct Rendezvous<'a> {
    pub addr: &'a str,
    pub port: i32,
    pub rank: i32,
    pub size: i32,
    pub timeout_ms: i64,
    /// The address Gloo's sockets bind ("" for this machine's hostname).
    pub host: &'a str,
    /// The network interface Gloo's sockets bind ("": use `host`).
    pub interface: &'a str,
    /// NCCL on CUDA devices, else Gloo on the CPU.
    pub nccl: bool,
}

/// A failure of the group or of its peers (a rank gone, a timeout).
fn failed(msg: String, what: &str) -> Error {
    Error::Distributed(format!("{what}: {msg}"))
}

impl Group {
    /// Joins the group: blocks until every rank has come (or the timeout).
    pub fn join(r: &Rendezvous<'_>) -> Result<Group> {
        if r.size < 1 || r.rank < 0 || r.rank >= r.size {
            return Err(Error::arg(format!("rank {} is not in a group of {} ranks", r.rank, r.size)));
        }
        if !(0..=65535).contains(&r.port) {
            return Err(Error::arg(format!("port {} is not a TCP port (0 to 65535)", r.port)));
        }
        if r.timeout_ms <= 0 {
            return Err(Error::arg(format!("timeout {} ms must be positive", r.timeout_ms)));
        }
        let text = |s: &str, what: &str| CString::new(s).map_err(|_| Error::arg(format!("{what} contains a NUL")));
        let (addr, host, interface) =
            (text(r.addr, "master address")?, text(r.host, "host")?, text(r.interface, "interface")?);
        let joined = ProcessGroup::join(&addr, r.port, r.rank, r.size, r.timeout_ms, &host, &interface, r.nccl);
        let pg = joined.map_err(|msg| {
            failed(msg, &format!("joining the group at {}:{} as rank {} of {}", r.addr, r.port, r.rank, r.size))
        })?;
        Ok(Group { pg: Arc::new(pg), rank: r.rank, size: r.size, nccl: r.nccl })
    }

    /// A collective started as `start` did, as a work item that hands out
    /// `results` once it has finished.
    fn launch(
        &self,
        what: &'static str,
        results: Vec<Tensor>,
        then: work::Then,
        started: std::result::Result<shim::Work, String>,
    ) -> Result<Job> {
        let w = started.map_err(|msg| failed(msg, what))?;
        Ok(Job::new(what, w, results, then))
    }

    fn check_rank(&self, rank: i32, what: &str) -> Result<()> {
        if rank < 0 || rank >= self.size {
            return Err(Error::arg(format!("{what} {rank} is not a rank of this group of {}", self.size)));
        }
        Ok(())
    }
}

static GROUPS: LazyLock<Registry<Arc<Group>>> = LazyLock::new(Registry::new);
const WHAT: &str = "process group";

/// The group `id` names, held by this call only (the registry read ends here).
pub fn group(id: jlong) -> Result<Arc<Group>> {
    GROUPS.get_for_java(id, WHAT).map(|v| Arc::clone(&v))
}

/// Clones of the tensors `ids` name: they keep the memory alive while the
/// backend reads or writes it, with no registry read held. Dense tensors on
/// the CPU, or with `cuda` on a CUDA device (NCCL's).
pub fn tensors(ids: &[i64], what: &str, cuda: bool) -> Result<Vec<Tensor>> {
    let reading = registry::local_as_is().for_reading(ids.iter().map(|&id| id as u64));
    let mut out = Vec::with_capacity(ids.len());
    for &id in ids {
        let r = store::get_in(reading, id)?;
        let t = r.tensor.shallow_clone();
        drop(r);
        if t.device().is_cuda() != cuda {
            let backend =
                if cuda { "the NCCL backend takes CUDA tensors" } else { "the Gloo backend takes CPU tensors" };
            return Err(Error::arg(format!(
                "{what}: tensor {} is on {:?}; {backend}",
                HandleName(id as u64),
                t.device()
            )));
        }
        if !t.is_contiguous() {
            return Err(Error::arg(format!(
                "{what}: tensor {} is not contiguous; pass (contiguous t)",
                HandleName(id as u64)
            )));
        }
        out.push(t);
    }
    Ok(out)
}

fn one(id: i64, what: &str, cuda: bool) -> Result<Tensor> {
    tensors(&[id], what, cuda)?.pop().ok_or_else(|| Error::Panic("a tensor read is missing".into()))
}

/// Averages need a floating-point tensor (a sum divided by the ranks).
fn check_op(op: ReduceOp, t: &Tensor, what: &str) -> Result<()> {
    if op == ReduceOp::Avg && !t.is_floating_point() {
        return Err(Error::arg(format!("{what}: AVG needs a floating-point tensor, not {:?}", t.kind())));
    }
    Ok(())
}

/// The collectives, each started as a work item.
impl Group {
    pub fn all_reduce(self: &Arc<Self>, t: Tensor, op: ReduceOp) -> Result<Job> {
        check_op(op, &t, "all_reduce")?;
        let then =
            if op == ReduceOp::Avg { work::Then::Divide(t.shallow_clone(), self.size) } else { work::Then::Nothing };
        self.launch("all_reduce", vec![], then, self.pg.all_reduce(&t, op.gloo()))
    }

    pub fn broadcast(self: &Arc<Self>, t: Tensor, root: i32) -> Result<Job> {
        self.check_rank(root, "broadcast: source rank")?;
        self.launch("broadcast", vec![], work::Then::Nothing, self.pg.broadcast(&t, root))
    }

    pub fn reduce(self: &Arc<Self>, t: Tensor, op: ReduceOp, root: i32) -> Result<Job> {
        self.check_rank(root, "reduce: destination rank")?;
        check_op(op, &t, "reduce")?;
        let then = if op == ReduceOp::Avg && self.rank == root {
            work::Then::Divide(t.shallow_clone(), self.size)
        } else {
            work::Then::Nothing
        };
        self.launch("reduce", vec![], then, self.pg.reduce(&t, op.gloo(), root))
    }

    /// Every rank's `t`, in rank order, as new tensors.
    pub fn all_gather(self: &Arc<Self>, t: Tensor) -> Result<Job> {
        let outputs = (0..self.size).map(|_| t.f_empty_like()).collect::<std::result::Result<Vec<_>, _>>()?;
        let started = self.pg.all_gather(&t, &outputs);
        self.launch("all_gather", outputs, work::Then::Nothing, started)
    }

    /// The reduction over ranks of their `inputs[rank]`, as a new tensor.
    pub fn reduce_scatter(self: &Arc<Self>, inputs: Vec<Tensor>, op: ReduceOp) -> Result<Job> {
        if inputs.len() != self.size as usize {
            return Err(Error::arg(format!(
                "reduce_scatter: {} tensors for a group of {} ranks; pass one per rank",
                inputs.len(),
                self.size
            )));
        }
        let mine = &inputs[self.rank as usize];
        check_op(op, mine, "reduce_scatter")?;
        let output = mine.f_empty_like()?;
        let then = if op == ReduceOp::Avg {
            work::Then::Divide(output.shallow_clone(), self.size)
        } else {
            work::Then::Nothing
        };
        let started = self.pg.reduce_scatter(&output, &inputs, op.gloo());
        self.launch("reduce_scatter", vec![output], then, started)
    }

    /// `t` split in equal parts along dim 0, part i to rank i; the parts
    /// received, in rank order, as a new tensor.
    pub fn all_to_all(self: &Arc<Self>, t: Tensor) -> Result<Job> {
        let rows = t.size().first().copied().unwrap_or(0);
        if t.dim() == 0 || rows % self.size as i64 != 0 {
            return Err(Error::arg(format!(
                "all_to_all: dim 0 of shape {:?} does not split evenly over {} ranks",
                t.size(),
                self.size
            )));
        }
        let output = t.f_empty_like()?;
        let started = self.pg.all_to_all(&output, &t);
        self.launch("all_to_all", vec![output], work::Then::Nothing, started)
    }

    pub fn send(self: &Arc<Self>, t: Tensor, dst: i32, tag: i32) -> Result<Job> {
        self.check_rank(dst, "send: destination rank")?;
        if dst == self.rank {
            return Err(Error::arg("send: the destination is this rank itself"));
        }
        self.launch("send", vec![], work::Then::Nothing, self.pg.send(&t, dst, tag))
    }

    pub fn recv(self: &Arc<Self>, t: Tensor, src: i32, tag: i32) -> Result<Job> {
        self.check_rank(src, "recv: source rank")?;
        if src == self.rank {
            return Err(Error::arg("recv: the source is this rank itself"));
        }
        self.launch("recv", vec![], work::Then::Nothing, self.pg.recv(&t, src, tag))
    }

    pub fn barrier(self: &Arc<Self>) -> Result<Job> {
        self.launch("barrier", vec![], work::Then::Nothing, self.pg.barrier())
    }
}

fn string(env: &mut jni::Env<'_>, s: &JString<'_>, what: &'static str) -> Result<String> {
    if s.is_null() {
        return Err(Error::Null(what));
    }
    Ok(s.try_to_string(env)?)
}

#[unsafe(no_mangle)]
#[allow(clippy::too_many_arguments)]
pub extern "system" fn Java_io_github_jtorch_ProcessGroupHandle_create<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    backend: JString<'l>,
    addr: JString<'l>,
    port: jint,
    rank: jint,
    size: jint,
    timeout_ms: jlong,
    host: JString<'l>,
    interface: JString<'l>,
) -> jlong {
    run(&mut env, |env| {
        let backend = string(env, &backend, "backend")?;
        let nccl = match backend.as_str() {
            "gloo" => false,
            "nccl" => true,
            other => return Err(Error::arg(format!("unknown backend {other:?}: jtorch offers \"gloo\" and \"nccl\""))),
        };
        let (addr, host, interface) =
            (string(env, &addr, "master address")?, string(env, &host, "host")?, string(env, &interface, "interface")?);
        let r = Rendezvous { addr: &addr, port, rank, size, timeout_ms, host: &host, interface: &interface, nccl };
        let group = Group::join(&r)?;
        let id =
            GROUPS.insert(Arc::new(group)).map_err(|_| Error::OutOfMemory("too many live process groups".into()))?;
        Ok(id as jlong)
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_ProcessGroupHandle_rank<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
) -> jint {
    run_plain(&mut env, || Ok(group(id)?.rank))
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_ProcessGroupHandle_size<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
) -> jint {
    run_plain(&mut env, || Ok(group(id)?.size))
}

/// Starts collective `kind` (numbered as in ProcessGroupHandle.java) on the
/// tensors `ids`, with `a` and `b` its integer arguments; a work item's id.
#[unsafe(no_mangle)]
#[allow(clippy::too_many_arguments)]
pub extern "system" fn Java_io_github_jtorch_ProcessGroupHandle_start<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
    kind: jint,
    ids: JLongArray<'l>,
    op: jint,
    a: jint,
) -> jlong {
    run(&mut env, |env| {
        let ids = crate::jarray::read(env, &ids, "tensors")?;
        let g = group(id)?;
        let first = |what| ids.first().copied().ok_or(Error::Null(what));
        let job = match kind {
            0 => g.all_reduce(one(first("tensor")?, "all_reduce", g.nccl)?, ReduceOp::of_code(op)?),
            1 => g.broadcast(one(first("tensor")?, "broadcast", g.nccl)?, a),
            2 => g.reduce(one(first("tensor")?, "reduce", g.nccl)?, ReduceOp::of_code(op)?, a),
            3 => g.all_gather(one(first("tensor")?, "all_gather", g.nccl)?),
            4 => g.reduce_scatter(tensors(&ids, "reduce_scatter", g.nccl)?, ReduceOp::of_code(op)?),
            5 => g.all_to_all(one(first("tensor")?, "all_to_all", g.nccl)?),
            6 => g.send(one(first("tensor")?, "send", g.nccl)?, a, op),
            7 => g.recv(one(first("tensor")?, "recv", g.nccl)?, a, op),
            8 => g.barrier(),
            other => return Err(Error::arg(format!("unknown collective {other}"))),
        }?;
        work::register(job)
    })
}

/// Leaves the group (once no work item holds it): true if it was live.
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_ProcessGroupHandle_release<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
) -> jboolean {
    run_plain(&mut env, || GROUPS.release_for_java(id, WHAT))
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_ProcessGroupHandle_isLive<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
) -> jboolean {
    run_plain(&mut env, || Ok(GROUPS.contains(id as u64)))
}
