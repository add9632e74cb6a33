// LibTorch 2.13's DispatchStub never fills its CPU kernel cache: try_get_call_ptr
// stores back the null it read instead of the kernel it chose (fixed upstream in
// pytorch/pytorch#195328). So every CPU op dispatched through a stub chooses its
// kernel again and writes the stub's shared cache word, a cache line that two
// threads running ops at once pass back and forth between their cores. This fills
// the cache of the stubs jtorch's ops reach, once, with the kernel LibTorch's own
// choice returns; after that a dispatch only reads it.

#if defined(__x86_64__)
// What LibTorch's x86_64 build defines: they give choose_cpu_impl its arguments.
#define HAVE_AVX512_CPU_DEFINITION
#define HAVE_AVX2_CPU_DEFINITION
#endif

#include <ATen/native/Activation.h>
#include <ATen/native/BinaryOps.h>
#include <ATen/native/Copy.h>
#include <ATen/native/DispatchStub.h>
#include <ATen/native/Fill.h>
#include <ATen/native/Lerp.h>
#include <ATen/native/PointwiseOps.h>
#include <ATen/native/Pow.h>
#include <ATen/native/ReduceOps.h>
#include <ATen/native/TensorCompare.h>
#include <ATen/native/UnaryOps.h>
#include <ATen/native/cpu/SoftmaxKernel.h>

#include <atomic>
#include <type_traits>

namespace {

// Fills `stub`'s CPU cache unless it holds a kernel already. Returns 1 if it filled it.
template <typename Stub>
int fill(Stub& stub) noexcept {
  using at::native::DispatchStubImpl;
  // The stub's one member is its DispatchStubImpl, whose first is the cache.
  static_assert(std::is_standard_layout_v<Stub> && sizeof(Stub) == sizeof(DispatchStubImpl),
                "DispatchStub's layout is not the one this is written for");
  auto* impl = reinterpret_cast<DispatchStubImpl*>(&stub);
  if (impl->cpu_dispatch_ptr.load(std::memory_order_relaxed) != nullptr) {
    return 0;
  }
  try {
#if defined(__x86_64__)
    void* kernel = impl->choose_cpu_impl(reinterpret_cast<void*>(Stub::DEFAULT),
                                         reinterpret_cast<void*>(Stub::AVX512),
                                         reinterpret_cast<void*>(Stub::AVX2));
#else
    void* kernel = impl->choose_cpu_impl(reinterpret_cast<void*>(Stub::DEFAULT));
#endif
    if (kernel == nullptr) {
      return 0;
    }
    impl->cpu_dispatch_ptr.store(kernel, std::memory_order_relaxed);
    return 1;
  } catch (...) {
    // No CPU kernel: LibTorch reports that itself when the op runs.
    return 0;
  }
}

}  // namespace

// Fills the CPU kernel cache of the dispatch stubs that elementwise arithmetic,
// comparisons, unary math, activations, reductions, softmax, fill and copy go
// through. Returns how many it filled (0 once LibTorch fills them itself).
extern "C" int jtorch_fill_dispatch_caches() noexcept {
  using namespace at::native;
  int filled = 0;
#define JTORCH_FILL(stub) filled += fill(stub);
  JTORCH_FILL(add_stub) JTORCH_FILL(mul_stub) JTORCH_FILL(div_true_stub) JTORCH_FILL(div_floor_stub)
  JTORCH_FILL(div_trunc_stub) JTORCH_FILL(remainder_stub) JTORCH_FILL(lt_stub) JTORCH_FILL(le_stub)
  JTORCH_FILL(gt_stub) JTORCH_FILL(ge_stub) JTORCH_FILL(eq_stub) JTORCH_FILL(ne_stub)
  JTORCH_FILL(maximum_stub) JTORCH_FILL(minimum_stub) JTORCH_FILL(sigmoid_backward_stub)
  JTORCH_FILL(tanh_backward_stub) JTORCH_FILL(mse_stub) JTORCH_FILL(logical_and_stub)
  JTORCH_FILL(logical_or_stub) JTORCH_FILL(abs_stub) JTORCH_FILL(neg_stub) JTORCH_FILL(exp_stub)
  JTORCH_FILL(log_stub) JTORCH_FILL(log1p_stub) JTORCH_FILL(sqrt_stub) JTORCH_FILL(rsqrt_stub)
  JTORCH_FILL(reciprocal_stub) JTORCH_FILL(sigmoid_stub) JTORCH_FILL(tanh_stub) JTORCH_FILL(sign_stub)
  JTORCH_FILL(sin_stub) JTORCH_FILL(cos_stub) JTORCH_FILL(floor_stub) JTORCH_FILL(ceil_stub)
  JTORCH_FILL(round_stub) JTORCH_FILL(trunc_stub) JTORCH_FILL(erf_stub) JTORCH_FILL(normal_stub)
  JTORCH_FILL(uniform_stub) JTORCH_FILL(random_from_to_stub) JTORCH_FILL(bernoulli_scalar_stub)
  JTORCH_FILL(addcmul_stub) JTORCH_FILL(addcdiv_stub) JTORCH_FILL(mse_backward_stub) JTORCH_FILL(sum_stub)
  JTORCH_FILL(prod_stub) JTORCH_FILL(mean_stub) JTORCH_FILL(std_var_stub) JTORCH_FILL(norm_stub)
  JTORCH_FILL(min_values_stub) JTORCH_FILL(max_values_stub) JTORCH_FILL(argmax_stub)
  JTORCH_FILL(argmin_stub) JTORCH_FILL(cumsum_stub) JTORCH_FILL(threshold_stub) JTORCH_FILL(GeluKernel)
  JTORCH_FILL(GeluBackwardKernel) JTORCH_FILL(leaky_relu_stub) JTORCH_FILL(leaky_relu_backward_stub)
  JTORCH_FILL(silu_stub) JTORCH_FILL(silu_backward_stub) JTORCH_FILL(softplus_stub) JTORCH_FILL(elu_stub)
  JTORCH_FILL(hardtanh_backward_stub) JTORCH_FILL(log_sigmoid_cpu_stub) JTORCH_FILL(fill_stub)
  JTORCH_FILL(copy_stub) JTORCH_FILL(softmax_lastdim_kernel) JTORCH_FILL(log_softmax_lastdim_kernel)
  JTORCH_FILL(softmax_backward_lastdim_kernel) JTORCH_FILL(log_softmax_backward_lastdim_kernel)
  JTORCH_FILL(softmax_kernel) JTORCH_FILL(log_softmax_kernel) JTORCH_FILL(softmax_backward_kernel)
  JTORCH_FILL(log_softmax_backward_kernel) JTORCH_FILL(max_stub) JTORCH_FILL(min_stub)
  JTORCH_FILL(where_kernel) JTORCH_FILL(clamp_stub) JTORCH_FILL(clamp_min_scalar_stub)
  JTORCH_FILL(clamp_max_scalar_stub) JTORCH_FILL(clamp_scalar_stub) JTORCH_FILL(lerp_kernel_scalar_weight)
  JTORCH_FILL(lerp_kernel_tensor_weight) JTORCH_FILL(pow_tensor_scalar_stub)
  JTORCH_FILL(pow_tensor_tensor_stub)
#undef JTORCH_FILL
  return filled;
}
