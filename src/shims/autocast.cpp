// torch.autocast's enter and exit, as torch/amp/autocast_mode.py does them:
// LibTorch keeps the state per thread, so a region holds on the thread that
// entered it, and the cast cache is cleared when the outermost region ends.

#include <ATen/autocast_mode.h>

#include <cstdint>

namespace {

// enabled in bit 0, cache enabled in bit 1, the ScalarType from bit 8 on.
int64_t packed(c10::DeviceType device) {
  return (at::autocast::is_autocast_enabled(device) ? 1 : 0) |
         (at::autocast::is_autocast_cache_enabled() ? 2 : 0) |
         (static_cast<int64_t>(at::autocast::get_autocast_dtype(device)) << 8);
}

}  // namespace

// Enters a region on `device_type` (0 CPU, 1 CUDA) and returns the state to
// hand jtorch_autocast_exit, or -1 when LibTorch refuses.
extern "C" int64_t jtorch_autocast_enter(int device_type, int enabled, int scalar_type, int cache_enabled) noexcept {
  try {
    auto device = static_cast<c10::DeviceType>(device_type);
    const int64_t before = packed(device);
    at::autocast::set_autocast_enabled(device, enabled != 0);
    at::autocast::set_autocast_dtype(device, static_cast<at::ScalarType>(scalar_type));
    at::autocast::increment_nesting();
    at::autocast::set_autocast_cache_enabled(cache_enabled != 0);
    return before;
  } catch (...) {
    return -1;
  }
}

// Leaves the region entered with the state `before`: 0, or -1 when LibTorch refuses.
extern "C" int jtorch_autocast_exit(int device_type, int64_t before) noexcept {
  try {
    auto device = static_cast<c10::DeviceType>(device_type);
    if (at::autocast::decrement_nesting() == 0) {
      at::autocast::clear_cache();
    }
    at::autocast::set_autocast_enabled(device, (before & 1) != 0);
    at::autocast::set_autocast_dtype(device, static_cast<at::ScalarType>(before >> 8));
    at::autocast::set_autocast_cache_enabled((before & 2) != 0);
    return 0;
  } catch (...) {
    return -1;
  }
}

// Whether autocast is on for `device_type` on this thread: 1, 0, or -1.
extern "C" int jtorch_autocast_enabled(int device_type) noexcept {
  try {
    return at::autocast::is_autocast_enabled(static_cast<c10::DeviceType>(device_type)) ? 1 : 0;
  } catch (...) {
    return -1;
  }
}
