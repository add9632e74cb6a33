// jtorch's NCCL plugin, libjtorch_nccl.so: LibTorch's ProcessGroupNCCL, which
// lives in libtorch_cuda.so. It is a library of its own so that the native
// core needs no CUDA library; src/shims/distributed.cpp loads it from beside
// the core when a group asks for NCCL. build.rs builds it where LibTorch has
// CUDA and the headers ProcessGroupNCCL.hpp includes are there.

#include <torch/csrc/distributed/c10d/ProcessGroupNCCL.hpp>

#include <chrono>
#include <cstdint>

#include "shim_error.h"

extern "C" {

// A ProcessGroupNCCL of `size` ranks as `rank`, meeting the others through
// `store` (a c10d::Store*, shared: the caller keeps its reference), with
// `timeout_ms` for its collectives: a c10d::Backend* at `*out`, whose one
// reference the caller owns. LibTorch's message on failure (no CUDA device,
// NCCL's own errors), freed by the caller with free().
__attribute__((visibility("default"))) char* jtorch_nccl_backend(void* store, int rank, int size, int64_t timeout_ms,
                                                                 void** out) noexcept {
  *out = nullptr;
  try {
    auto shared = c10::intrusive_ptr<c10d::Store>::unsafe_reclaim_from_nonowning(static_cast<c10d::Store*>(store));
    auto options = c10d::ProcessGroupNCCL::Options::create();
    options->timeout = std::chrono::milliseconds(timeout_ms);
    c10::intrusive_ptr<c10d::Backend> pg = c10::make_intrusive<c10d::ProcessGroupNCCL>(shared, rank, size, options);
    *out = pg.release();
    return nullptr;
  } catch (const std::exception& e) {
    return jtorch_shim::error_of(e);
  }
}

}  // extern "C"
