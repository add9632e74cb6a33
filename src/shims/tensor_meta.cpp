// Tensor metadata the store reads for every tensor it registers, in one call
// that touches no thread-local state: through tch's C API the same figure
// takes four calls (dim, shape, dtype, then the thread's error slot).

#include <ATen/core/Tensor.h>

#include <cstdint>

// Logical bytes of `tensor` (an `at::Tensor*`, tch's C tensor) and its
// TensorImpl, returned together in registers (two words): the store reads
// them for every tensor it registers.
struct JtorchTensorMeta {
  // Elements times element size, whatever storage it shares; -1 when it is
  // undefined, -2 when LibTorch cannot count its elements (a layout without
  // a plain element count).
  int64_t bytes;
  // What stays the same whatever handle names the tensor; set whenever it is
  // defined, even when its elements cannot be counted (src/store.rs
  // `tensor_impl` relies on that), null when it is undefined.
  const void* tensor_impl;
};

extern "C" JtorchTensorMeta jtorch_tensor_meta(const void* tensor) noexcept {
  const auto* t = static_cast<const at::Tensor*>(tensor);
  if (t == nullptr || !t->defined()) {
    return {-1, nullptr};
  }
  const void* impl = t->unsafeGetTensorImpl();
  try {
    return {static_cast<int64_t>(t->numel()) * static_cast<int64_t>(t->element_size()), impl};
  } catch (...) {
    return {-2, impl};
  }
}
