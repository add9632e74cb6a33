// c10d process groups for jtorch.distributed: a TCPStore rendezvous and
// LibTorch's ProcessGroupGloo, or its ProcessGroupNCCL through jtorch's NCCL
// plugin (src/shims/nccl.cpp), and their collectives as work items to wait on.
// Only declarations come from Gloo's headers (Debian's libgloo-dev); every
// Gloo object is made and used by the copy of Gloo inside libtorch_cpu.so,
// and only shared_ptrs to them cross this file.

#include <torch/csrc/distributed/c10d/PrefixStore.hpp>
#include <torch/csrc/distributed/c10d/ProcessGroupGloo.hpp>
#include <torch/csrc/distributed/c10d/TCPStore.hpp>
#include <torch/csrc/distributed/c10d/logger.hpp>
#include <torch/csrc/distributed/c10d/reducer.hpp>

#include <dlfcn.h>
#include <unistd.h>

#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <mutex>
#include <stdexcept>
#include <string>
#include <vector>

#include "shim_error.h"

namespace {

// PyTorch's default group wraps its store in PrefixStore("default_pg"), then
// "0/" (the group's name), then "cpu/" or "cuda/" (the backend's device): keys
// written under these prefixes meet those of a Python rank's
// init_process_group("gloo") or ("nccl").
constexpr const char* kDefaultGroupPrefix = "default_pg/0//cpu/";
constexpr const char* kDefaultGroupPrefixCuda = "default_pg/0//cuda/";
// torch.distributed's _DEFAULT_FIRST_BUCKET_BYTES.
constexpr size_t kFirstBucketBytes = 1 << 20;

struct Group {
  c10::intrusive_ptr<c10d::Backend> pg;
  // NCCL on CUDA devices, else Gloo on the CPU.
  bool nccl;
};

struct Job {
  c10::intrusive_ptr<c10d::Work> work;
};

// DistributedDataParallel's engine: c10d's Reducer, over a ProcessGroup whose CPU
// backend is the group's Gloo or NCCL one (as torch.distributed's default group).
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
      TORCH_CHECK(false, "reduce op ", op, " is not one jtorch's groups run");
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

c10d::Backend& group(void* g) {
  return *static_cast<Group*>(g)->pg;
}

// The NCCL plugin's factory (jtorch_nccl_backend), loaded once from beside
// the native core; throws, saying why, when it cannot be.
using NcclFactory = char* (*)(void*, int, int, int64_t, void**);

NcclFactory nccl_factory() {
  static std::mutex lock;
  static NcclFactory factory = nullptr;
  std::lock_guard<std::mutex> held(lock);
  if (factory != nullptr) {
    return factory;
  }
  // Any address of this library tells its file.
  Dl_info self;
  if (dladdr(reinterpret_cast<void*>(&nccl_factory), &self) == 0 || self.dli_fname == nullptr) {
    throw std::runtime_error("cannot tell where jtorch's native library is, to load its NCCL plugin beside it");
  }
  const std::string core(self.dli_fname);
  const auto slash = core.rfind('/');
  const std::string path = (slash == std::string::npos ? std::string() : core.substr(0, slash + 1)) + "libjtorch_nccl.so";
  if (access(path.c_str(), R_OK) != 0) {
    throw std::runtime_error("backend nccl needs jtorch's NCCL plugin " + path +
                             ", which is built only against a LibTorch with CUDA (and CUDA's and NCCL's "
                             "headers); this jtorch has none: use backend \"gloo\"");
  }
  // Its libraries (libtorch_cuda.so, libc10_cuda.so) are found among those jtorch loaded.
  void* lib = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (lib == nullptr) {
    const char* why = dlerror();
    throw std::runtime_error("cannot load jtorch's NCCL plugin " + path + ": " + (why != nullptr ? why : "dlopen failed") +
                             " (is LibTorch's CUDA library, libtorch_cuda.so, loaded?)");
  }
  auto* made = reinterpret_cast<NcclFactory>(dlsym(lib, "jtorch_nccl_backend"));
  if (made == nullptr) {
    throw std::runtime_error(path + " has no jtorch_nccl_backend: it is not this jtorch's NCCL plugin");
  }
  factory = made;
  return factory;
}

c10::intrusive_ptr<c10d::Backend> nccl_backend(const c10::intrusive_ptr<c10d::Store>& store, int rank, int size,
                                               int64_t timeout_ms) {
  void* made = nullptr;
  char* error = nccl_factory()(store.get(), rank, size, timeout_ms, &made);
  if (error != nullptr) {
    std::string msg(error);
    std::free(error);
    throw std::runtime_error(msg);
  }
  return c10::intrusive_ptr<c10d::Backend>::reclaim(static_cast<c10d::Backend*>(made));
}

}  // namespace

extern "C" {

// Joins a group of `size` ranks as `rank`: a TCPStore at addr:port (served by
// rank 0, which waits for the others to connect), then, with `nccl`, an NCCL
// group (through the plugin), else a Gloo group whose sockets bind
// `interface`, else `host`, else this machine's hostname. `timeout_ms` bounds
// the rendezvous and every collective.
char* jtorch_dist_group_new(const char* addr, int port, int rank, int size, int64_t timeout_ms, const char* host,
                            const char* interface, int nccl, void** out) noexcept {
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
    c10::intrusive_ptr<c10d::Backend> pg;
    if (nccl != 0) {
      c10::intrusive_ptr<c10d::Store> store = c10::make_intrusive<c10d::PrefixStore>(kDefaultGroupPrefixCuda, tcp);
      pg = nccl_backend(store, rank, size, timeout_ms);
    } else {
      auto store = c10::make_intrusive<c10d::PrefixStore>(kDefaultGroupPrefix, tcp);
      auto options = c10d::ProcessGroupGloo::Options::create(timeout);
      options->devices.push_back(device(host, interface));
      pg = c10::make_intrusive<c10d::ProcessGroupGloo>(store, rank, size, options);
    }
    // Python's init_process_group does this too; a Python rank waits for rank 0's number.
    pg->setSequenceNumberForGroup();
    *out = new Group{pg, nccl != 0};
    return nullptr;
  } catch (const std::exception& e) {
    return jtorch_shim::error_of(e);
  }
}

// Leaves the group: Gloo's worker threads are joined and its sockets closed,
// or NCCL's communicators and watchdog ended (once no work item still holds it).
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
    auto& group = *static_cast<Group*>(g);
    auto pg = c10::make_intrusive<c10d::ProcessGroup>(group.pg->getRank(), group.pg->getSize());
    const auto type = group.nccl ? c10d::ProcessGroup::BackendType::NCCL : c10d::ProcessGroup::BackendType::GLOO;
    pg->setBackend(group.nccl ? c10::DeviceType::CUDA : c10::DeviceType::CPU, type, group.pg);
    pg->setDefaultBackend(type);
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
