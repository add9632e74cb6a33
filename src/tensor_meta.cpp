// Tensor metadata the store reads for every tensor it registers, in one call
// that touches no thread-local state: through tch's C API the same figure
// takes four calls (dim, shape, dtype, then the thread's error slot).

#include <ATen/core/Tensor.h>

#include <cstdint>

// Logical bytes of `tensor` (an `at::Tensor*`, tch's C tensor): elements
// times element size, whatever storage it shares. -1 when it is undefined,
// -2 when LibTorch cannot count its elements (a layout without a plain
// element count).
// Also writes the tensor's TensorImpl to `*tensor_impl` (what stays the same
// whatever handle names the tensor), when it is defined, before counting: a
// tensor it cannot count still gets it (src/store.rs `tensor_impl` relies on that).
extern "C" int64_t jtorch_tensor_nbytes(const void* tensor, const void** tensor_impl) noexcept {
  try {
    const auto* t = static_cast<const at::Tensor*>(tensor);
    if (t == nullptr || !t->defined()) {
      return -1;
    }
    *tensor_impl = t->unsafeGetTensorImpl();
    return static_cast<int64_t>(t->numel()) * static_cast<int64_t>(t->element_size());
  } catch (...) {
    return -2;
  }
}
