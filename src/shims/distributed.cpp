// c10d process groups for jtorch.distributed: a TCPStore rendezvous and
// LibTorch's ProcessGroupGloo, and its collectives as work items to wait on.
// Only declarations come from Gloo's headers (Debian's libgloo-dev); every
// Gloo object is made and used by the copy of Gloo inside libtorch_cpu.so,
// and only shared_ptrs to them cross this file.

#include <torch/csrc/distributed/c10d/PrefixStore.hpp>
#include <torch/csrc/distributed/c10d/ProcessGroupGloo.hpp>
#include <torch/csrc/distributed/c10d/TCPStore.hpp>
#include <torch/csrc/distributed/c10d/logger.hpp>
#include <torch/csrc/distributed/c10d/reducer.hpp>

#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "shim_error.h"

namespace {

// PyTorch's default group wraps its store in PrefixStore("default_pg"), then
// "0/" (the group's name), then "cpu/" (the backend's device): keys written
// under this prefix meet those of a Python rank's init_process_group("gloo").
constexpr const char* kDefaultGroupPrefix = "default_pg/0//cpu/";
// torch.distributed's _DEFAULT_FIRST_BUCKET_BYTES.
constexpr size_t kFirstBucketBytes = 1 << 20;

struct Group {
  c10::intrusive_ptr<c10d::ProcessGroupGloo> pg;
};

struct Job {
  c10::intrusive_ptr<c10d::Work> work;
};

// DistributedDataParallel's engine: c10d's Reducer, over a ProcessGroup whose CPU
// backend is the group's ProcessGroupGloo (as torch.distributed's default group).
// The Reducer reports to its Logger (through a weak pointer it dereferences
// unchecked when finding unused parameters), so each Reducer has one.
struct Ddp {
  c10::intrusive_ptr<c10d::ProcessGroup> pg;
  std::shared_ptr<c10d::Reducer> reducer;
  std::shared_ptr<c10d::Logger> logger;
};

const at::Tensor& tensor(const void* t) {
  return *static_cast<const at::Tensor*>(t);
}

std::vector<at::Tensor> tensors(const void* const* ts, size_t n) {
  std::vector<at::Tensor> out;
  out.reserve(n);
  for (size_t i = 0; i < n; ++i) {
    out.push_back(tensor(ts[i]));
  }
  return out;
}

c10d::ReduceOp reduce_op(int op) {
  switch (op) {
    case 0:
      return c10d::ReduceOp::SUM;
    case 2:
      return c10d::ReduceOp::PRODUCT;
    case 3:
      return c10d::ReduceOp::MIN;
    case 4:
      return c10d::ReduceOp::MAX;
    default:
      TORCH_CHECK(false, "reduce op ", op, " is not one Gloo runs");
  }
}

std::shared_ptr<gloo::transport::Device> device(const std::string& host, const std::string& interface) {
  if (!interface.empty()) {
    return c10d::ProcessGroupGloo::createDeviceForInterface(interface);
  }
  if (!host.empty()) {
    return c10d::ProcessGroupGloo::createDeviceForHostname(host);
  }
  return c10d::ProcessGroupGloo::createDefaultDevice();
}

// Runs `make` and hands its work item out through `*out`; LibTorch's message on failure.
template <typename F>
char* start(void** out, F make) noexcept {
  *out = nullptr;
  try {
    *out = new Job{make()};
    return nullptr;
  } catch (const std::exception& e) {
    return jtorch_shim::error_of(e);
  }
}

c10d::ProcessGroupGloo& group(void* g) {
  return *static_cast<Group*>(g)->pg;
}

}  // namespace

extern "C" {

// Joins a group of `size` ranks as `rank`: a TCPStore at addr:port (served by
// rank 0, which waits for the others to connect), then a Gloo group whose
// sockets bind `interface`, else `host`, else this machine's hostname.
// `timeout_ms` bounds the rendezvous and every collective.
char* jtorch_dist_group_new(const char* addr, int port, int rank, int size, int64_t timeout_ms, const char* host,
                            const char* interface, void** out) noexcept {
  *out = nullptr;
  try {
    const std::chrono::milliseconds timeout(timeout_ms);
    c10d::TCPStoreOptions opts;
    opts.port = static_cast<std::uint16_t>(port);
    opts.isServer = rank == 0;
    opts.numWorkers = static_cast<std::size_t>(size);
    opts.waitWorkers = true;
    opts.timeout = timeout;
    // As torch.distributed's env:// rendezvous makes it.
    opts.multiTenant = true;
    auto tcp = c10::make_intrusive<c10d::TCPStore>(addr, opts);
    auto store = c10::make_intrusive<c10d::PrefixStore>(kDefaultGroupPrefix, tcp);
    auto options = c10d::ProcessGroupGloo::Options::create(timeout);
    options->devices.push_back(device(host, interface));
    auto pg = c10::make_intrusive<c10d::ProcessGroupGloo>(store, rank, size, options);
    // Python's init_process_group does this too; a Python rank waits for rank 0's number.
    pg->setSequenceNumberForGroup();
    *out = new Group{pg};
    return nullptr;
  } catch (const std::exception& e) {
    return jtorch_shim::error_of(e);
  }
}

// Leaves the group: Gloo's worker threads are joined and its sockets closed
// (once no work item still holds it).
void jtorch_dist_group_free(void* g) noexcept {
  delete static_cast<Group*>(g);
}

char* jtorch_dist_all_reduce(void* g, const void* t, int op, void** out) noexcept {
  return start(out, [&] {
    std::vector<at::Tensor> ts{tensor(t)};
    c10d::AllreduceOptions o;
    o.reduceOp = reduce_op(op);
    return group(g).allreduce(ts, o);
  });
}

char* jtorch_dist_broadcast(void* g, const void* t, int root, void** out) noexcept {
  return start(out, [&] {
    std::vector<at::Tensor> ts{tensor(t)};
    c10d::BroadcastOptions o;
    o.rootRank = root;
    return group(g).broadcast(ts, o);
  });
}

char* jtorch_dist_reduce(void* g, const void* t, int op, int root, void** out) noexcept {
  return start(out, [&] {
    std::vector<at::Tensor> ts{tensor(t)};
    c10d::ReduceOptions o;
    o.reduceOp = reduce_op(op);
    o.rootRank = root;
    return group(g).reduce(ts, o);
  });
}

// `outputs` (one per rank, like `input`) receive every rank's input.
char* jtorch_dist_all_gather(void* g, const void* input, const void* const* outputs, size_t n, void** out) noexcept {
  return start(out, [&] {
    std::vector<std::vector<at::Tensor>> outs{tensors(outputs, n)};
    std::vector<at::Tensor> ins{tensor(input)};
    return group(g).allgather(outs, ins);
  });
}

// `output` receives the reduction of every rank's `inputs[rank]`.
char* jtorch_dist_reduce_scatter(void* g, const void* output, const void* const* inputs, size_t n, int op,
                                 void** out) noexcept {
  return start(out, [&] {
    std::vector<at::Tensor> outs{tensor(output)};
    std::vector<std::vector<at::Tensor>> ins{tensors(inputs, n)};
    c10d::ReduceScatterOptions o;
    o.reduceOp = reduce_op(op);
    return group(g).reduce_scatter(outs, ins, o);
  });
}

// Rank r's `input` split in equal parts along dim 0: part i goes to rank i,
// which places it as part r of its `output`.
char* jtorch_dist_all_to_all(void* g, const void* output, const void* input, void** out) noexcept {
  return start(out, [&] {
    at::Tensor o = tensor(output);
    at::Tensor i = tensor(input);
    std::vector<int64_t> even;
    return group(g).alltoall_base(o, i, even, even);
  });
}

char* jtorch_dist_send(void* g, const void* t, int dst, int tag, void** out) noexcept {
  return start(out, [&] {
    std::vector<at::Tensor> ts{tensor(t)};
    return group(g).send(ts, dst, tag);
  });
}

char* jtorch_dist_recv(void* g, const void* t, int src, int tag, void** out) noexcept {
  return start(out, [&] {
    std::vector<at::Tensor> ts{tensor(t)};
    return group(g).recv(ts, src, tag);
  });
}

char* jtorch_dist_barrier(void* g, void** out) noexcept {
  return start(out, [&] { return group(g).barrier(); });
}

// Waits for the work item, at most `timeout_ms` (0: no limit). Its error, or
// Gloo's on a timeout, as the message.
char* jtorch_dist_work_wait(void* w, int64_t timeout_ms) noexcept {
  try {
    static_cast<Job*>(w)->work->wait(std::chrono::milliseconds(timeout_ms));
    return nullptr;
  } catch (const std::exception& e) {
    return jtorch_shim::error_of(e);
  }
}

// 1 once the work item has finished (well or not), else 0.
int jtorch_dist_work_done(void* w) noexcept {
  try {
    return static_cast<Job*>(w)->work->isCompleted() ? 1 : 0;
  } catch (...) {
    return 0;
  }
}

void jtorch_dist_work_free(void* w) noexcept {
  delete static_cast<Job*>(w);
}

// A Reducer over `params` (which must require grad): hooks on their gradient
// accumulators all-reduce each bucket of about `bucket_cap` bytes as soon as its
// last gradient is written, overlapping the rest of backward, and write the
// averages into .grad at its end. Without `find_unused` every parameter must get
// a gradient in each pass; with it, each pass first walks the loss's graph for the
// parameters it does not reach and counts them ready (PyTorch's
// find_unused_parameters). `*n_buckets`: how many buckets it made.
char* jtorch_dist_reducer_new(void* g, const void* const* params, size_t n, int64_t bucket_cap, int find_unused,
                              int64_t* n_buckets, void** out) noexcept {
  *out = nullptr;
  try {
    auto& gloo = *static_cast<Group*>(g);
    auto pg = c10::make_intrusive<c10d::ProcessGroup>(gloo.pg->getRank(), gloo.pg->getSize());
    pg->setBackend(c10::DeviceType::CPU, c10d::ProcessGroup::BackendType::GLOO, gloo.pg);
    pg->setDefaultBackend(c10d::ProcessGroup::BackendType::GLOO);
    std::vector<at::Tensor> ps = tensors(params, n);
    std::vector<bool> sparse(n, false);
    // As PyTorch's DDP: a first bucket of 1 MiB (at most the cap) starts communication early.
    const auto first = std::min<size_t>(kFirstBucketBytes, static_cast<size_t>(bucket_cap));
    auto buckets = std::get<0>(c10d::compute_bucket_assignment_by_size(
        ps, {first, static_cast<size_t>(bucket_cap)}, sparse));
    auto reducer = std::make_shared<c10d::Reducer>(ps, buckets, pg, sparse, bucket_cap,
                                                   /*find_unused_parameters=*/find_unused != 0,
                                                   /*gradient_as_bucket_view=*/false,
                                                   std::unordered_map<size_t, std::string>(), bucket_cap,
                                                   /*skip_all_reduce_unused_params=*/false,
                                                   /*use_python_reducer=*/false, std::vector<int64_t>{});
    *n_buckets = static_cast<int64_t>(buckets.size());
    auto logger = std::make_shared<c10d::Logger>(reducer);
    reducer->set_logger(logger);
    *out = new Ddp{pg, std::move(reducer), std::move(logger)};
    return nullptr;
  } catch (const std::exception& e) {
    return jtorch_shim::error_of(e);
  }
}

// Arms the Reducer for the backward pass from `loss` (what DDP's forward does in PyTorch).
char* jtorch_dist_reducer_prepare(void* d, const void* loss) noexcept {
  try {
    auto& reducer = *static_cast<Ddp*>(d)->reducer;
    reducer.prepare_for_forward();
    reducer.prepare_for_backward({tensor(loss)});
    return nullptr;
  } catch (const std::exception& e) {
    return jtorch_shim::error_of(e);
  }
}

// Removes the Reducer's hooks from the parameters.
void jtorch_dist_reducer_free(void* d) noexcept {
  try {
    delete static_cast<Ddp*>(d);
  } catch (...) {
    // ~Reducer may throw (noexcept(false)); the hooks are gone by then.
  }
}

}  // extern "C"
