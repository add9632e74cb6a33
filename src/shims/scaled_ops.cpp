// The tensor ops of torch.optim's updates that take a scalar factor (alpha,
// value), which tch's generated API leaves out: add(other, alpha),
// addcmul(t1, t2, value), addcdiv(t1, t2, value); and detach().clone() and
// grad = None, which tch lacks too.
// Called as PyTorch calls them, so that updates round as PyTorch's do
// (LibTorch's add with alpha is one fused multiply-add where it vectorises).

#include "shim_error.h"

#include <ATen/ATen.h>

#include <cstddef>
#include <cstring>

namespace {

int failed(const char* msg, char* error, size_t error_len) {
  if (error_len > 0) {
    std::strncpy(error, msg, error_len - 1);
    error[error_len - 1] = '\0';
  }
  return -1;
}

}  // namespace

// op: 0 self.add_(a, alpha=value); 1 self.add(a, alpha=value);
// 2 self.addcmul_(a, b, value); 3 self.addcmul(a, b, value);
// 4 self.addcdiv_(a, b, value); 5 self.detach().clone(); 6 self.grad = None.
// A new tensor (ops 1, 3, 5) goes to `result` for tch to own. Returns 0, or
// -1 with LibTorch's message in `error`.
extern "C" int jtorch_optim_op(int op, const void* self, const void* a, const void* b, double value,
                               void** result, char* error, size_t error_len) noexcept {
  try {
    auto& s = *const_cast<at::Tensor*>(static_cast<const at::Tensor*>(self));
    const auto* ta = static_cast<const at::Tensor*>(a);
    const auto* tb = static_cast<const at::Tensor*>(b);
    switch (op) {
      case 0:
        s.add_(*ta, value);
        return 0;
      case 1:
        *result = new at::Tensor(s.add(*ta, value));
        return 0;
      case 2:
        s.addcmul_(*ta, *tb, value);
        return 0;
      case 3:
        *result = new at::Tensor(s.addcmul(*ta, *tb, value));
        return 0;
      case 4:
        s.addcdiv_(*ta, *tb, value);
        return 0;
      case 5:
        *result = new at::Tensor(s.detach().clone());
        return 0;
      case 6:
        s.mutable_grad().reset();
        return 0;
      default:
        return failed("jtorch_optim_op: unknown op", error, error_len);
    }
  } catch (const c10::Error& e) {
    return failed(e.what_without_backtrace(), error, error_len);
  } catch (const std::exception& e) {
    return failed(e.what(), error, error_len);
  } catch (...) {
    return failed("an optimizer's update failed with an exception that is not a std::exception", error, error_len);
  }
}
