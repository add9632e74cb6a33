// Python's tensor indexing (x[1:3, None, ..., idx] and x[mask] = v) through
// LibTorch's own implementation of it (ATen/TensorIndexing.h), so that jtorch
// indexes exactly as PyTorch does: basic indices give views, tensor indices
// gather, and assignment writes in place. Nothing here throws.

#include <ATen/TensorIndexing.h>
#include <ATen/core/Tensor.h>

#include "shim_error.h"

#include <cstdint>
#include <vector>

namespace {

enum : int64_t { IX_INT = 0, IX_SLICE = 1, IX_NONE = 2, IX_ELLIPSIS = 3, IX_TENSOR = 4, IX_BOOL = 5, IX_INTS = 6 };

// The indices `spec` describes (`n` longs): a kind, then its payload: an
// integer; a slice's start, stop and step, each after a flag saying it is
// given; a tensor's position in `tensors`; a boolean; a count and that many
// integers (an integer list, as a tensor). Refuses what does not parse.
std::vector<at::indexing::TensorIndex> indices(const int64_t* spec, size_t n, const void* const* tensors,
                                               size_t n_tensors) {
  using namespace at::indexing;
  std::vector<TensorIndex> out;
  size_t k = 0;
  auto next = [&]() -> int64_t {
    TORCH_CHECK_INDEX(k < n, "an index specification ends inside an index");
    return spec[k++];
  };
  while (k < n) {
    switch (next()) {
      case IX_INT:
        out.emplace_back(next());
        break;
      case IX_SLICE: {
        std::optional<c10::SymInt> part[3];
        for (auto& p : part) {
          bool given = next() != 0;
          int64_t v = next();
          if (given) {
            p = c10::SymInt(v);
          }
        }
        out.emplace_back(Slice(part[0], part[1], part[2]));
        break;
      }
      case IX_NONE:
        out.emplace_back(None);
        break;
      case IX_ELLIPSIS:
        out.emplace_back(Ellipsis);
        break;
      case IX_TENSOR: {
        int64_t at = next();
        TORCH_CHECK_INDEX(at >= 0 && static_cast<size_t>(at) < n_tensors, "tensor index ", at, " out of range");
        out.emplace_back(*static_cast<const at::Tensor*>(tensors[at]));
        break;
      }
      case IX_BOOL:
        out.emplace_back(next() != 0);
        break;
      case IX_INTS: {
        int64_t count = next();
        TORCH_CHECK_INDEX(count >= 0 && static_cast<size_t>(count) <= n - k, "an integer list of ", count,
                          " in a specification of ", n);
        std::vector<int64_t> v(spec + k, spec + k + count);
        k += static_cast<size_t>(count);
        out.emplace_back(at::tensor(v, at::kLong));
        break;
      }
      default:
        TORCH_CHECK_INDEX(false, "unknown index kind ", spec[k - 1]);
    }
  }
  return out;
}

}  // namespace

extern "C" {

// self[indices]: a new at::Tensor* into `*out`. LibTorch's message on failure.
char* jtorch_index(const void* self, const int64_t* spec, size_t n, const void* const* tensors, size_t n_tensors,
                   void** out) noexcept {
  *out = nullptr;
  try {
    auto ix = indices(spec, n, tensors, n_tensors);
    *out = new at::Tensor(static_cast<const at::Tensor*>(self)->index(ix));
    return nullptr;
  } catch (const std::exception& e) {
    return jtorch_shim::error_of(e);
  }
}

// self[indices] = value (a tensor, or the number `number` when `value` is null;
// `is_int` keeps an integer exact), in place.
char* jtorch_index_put(const void* self, const int64_t* spec, size_t n, const void* const* tensors, size_t n_tensors,
                       const void* value, double number, int64_t integer, bool is_int) noexcept {
  try {
    auto ix = indices(spec, n, tensors, n_tensors);
    at::Tensor t = *static_cast<const at::Tensor*>(self);
    if (value != nullptr) {
      t.index_put_(ix, *static_cast<const at::Tensor*>(value));
    } else {
      t.index_put_(ix, is_int ? c10::Scalar(integer) : c10::Scalar(number));
    }
    return nullptr;
  } catch (const std::exception& e) {
    return jtorch_shim::error_of(e);
  }
}

}  // extern "C"
