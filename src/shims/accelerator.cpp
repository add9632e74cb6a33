// The CUDA caching allocator's figures and cache release, which tch's C API
// does not reach. Every function is extern "C" and catches every exception:
// a C++ exception unwinding into Rust would abort the JVM.

#include <ATen/DeviceAccelerator.h>

#include <cstdint>
#include <cstring>
#include <exception>

namespace {

// Status codes, mirrored in src/shims/accelerator.rs.
constexpr int kOk = 0;
constexpr int kAbsent = 1;
constexpr int kBadDevice = 2;
constexpr int kError = -1;

// The message of the last kError on this thread, for the Rust side's exception.
thread_local char last_error[512] = "";

int fail(const char* what) noexcept {
  std::strncpy(last_error, what, sizeof(last_error) - 1);
  last_error[sizeof(last_error) - 1] = '\0';
  return kError;
}

// The CUDA caching allocator, or null when CUDA is not this process's
// accelerator (a CPU-only LibTorch, no device, or another accelerator).
c10::DeviceAllocator* cuda_allocator() {
  const auto accelerator = at::accelerator::getAccelerator(false);
  if (!accelerator.has_value() || *accelerator != c10::DeviceType::CUDA ||
      at::accelerator::deviceCount() <= 0) {
    return nullptr;
  }
  return c10::getDeviceAllocator(c10::DeviceType::CUDA);
}

// A negative device means the current one.
bool resolve_device(int device, c10::DeviceIndex* out) {
  const int count = at::accelerator::deviceCount();
  if (device < 0) {
    device = at::accelerator::getDeviceIndex();
  }
  if (device < 0 || device >= count) {
    return false;
  }
  *out = static_cast<c10::DeviceIndex>(device);
  return true;
}

template <typename F>
int guarded(F body) noexcept {
  try {
    return body();
  } catch (const c10::Error& e) {
    return fail(e.what_without_backtrace());
  } catch (const std::exception& e) {
    return fail(e.what());
  } catch (...) {
    return fail("unknown C++ exception");
  }
}

// Runs body(allocator, index) on `device`'s caching allocator; before the
// first CUDA allocation the allocator is not set up, holds nothing, and
// `idle()` runs instead.
template <typename Body, typename Idle>
int on_device(int device, Body body, Idle idle) noexcept {
  return guarded([&] {
    c10::DeviceAllocator* allocator = cuda_allocator();
    if (allocator == nullptr) {
      return kAbsent;
    }
    c10::DeviceIndex index = 0;
    if (!resolve_device(device, &index)) {
      return kBadDevice;
    }
    if (allocator->initialized()) {
      body(allocator, index);
    } else {
      idle();
    }
    return kOk;
  });
}

} // namespace

extern "C" {

// out: allocated current, allocated peak, reserved current, reserved peak
// (bytes, all pools), zero before the first CUDA allocation.
int jtorch_cuda_allocator_stats(int device, int64_t out[4]) noexcept {
  return on_device(
      device,
      [&](c10::DeviceAllocator* allocator, c10::DeviceIndex index) {
        const auto stats = allocator->getDeviceStats(index);
        const auto all = static_cast<size_t>(c10::CachingAllocator::StatType::AGGREGATE);
        out[0] = stats.allocated_bytes[all].current;
        out[1] = stats.allocated_bytes[all].peak;
        out[2] = stats.reserved_bytes[all].current;
        out[3] = stats.reserved_bytes[all].peak;
      },
      [&] { out[0] = out[1] = out[2] = out[3] = 0; });
}

// Returns the cached blocks no tensor uses to the driver, on every device.
int jtorch_cuda_empty_cache() noexcept {
  return guarded([&] {
    c10::DeviceAllocator* allocator = cuda_allocator();
    if (allocator == nullptr) {
      return kAbsent;
    }
    if (allocator->initialized()) {
      allocator->emptyCache();
    }
    return kOk;
  });
}

// Sets the peaks of `device` to the current figures.
int jtorch_cuda_reset_peak(int device) noexcept {
  return on_device(
      device,
      [](c10::DeviceAllocator* allocator, c10::DeviceIndex index) { allocator->resetPeakStats(index); },
      [] {});
}

// The message of this thread's last failed call, empty if none.
const char* jtorch_accelerator_last_error() noexcept {
  return last_error;
}

} // extern "C"
