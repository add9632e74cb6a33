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

#if defined(__x86_64__)
using at::native::DispatchStubImpl;

// The stub's one member is its DispatchStubImpl, whose first is the cache.
template <typename Stub>
DispatchStubImpl* impl_of(Stub& stub) noexcept {
  static_assert(std::is_standard_layout_v<Stub> && sizeof(Stub) == sizeof(DispatchStubImpl),
                "DispatchStub's layout is not the one this is written for");
  return reinterpret_cast<DispatchStubImpl*>(&stub);
}

// The kernel LibTorch's own choice returns for `stub` on this CPU; null when it
// has none (LibTorch reports that itself when the op runs).
template <typename Stub>
void* chosen(Stub& stub) noexcept {
  try {
    return impl_of(stub)->choose_cpu_impl(reinterpret_cast<void*>(Stub::DEFAULT),
                                          reinterpret_cast<void*>(Stub::AVX512),
                                          reinterpret_cast<void*>(Stub::AVX2));
  } catch (...) {
    return nullptr;
  }
}

// Calls `visit(stub)` for each stub that elementwise arithmetic, comparisons,
// unary math, activations, reductions, softmax, fill and copy dispatch through.
template <typename Visit>
void each_stub(Visit&& visit) {
  using namespace at::native;
  visit(add_stub); visit(mul_stub); visit(div_true_stub); visit(div_floor_stub); visit(div_trunc_stub);
  visit(remainder_stub); visit(lt_stub); visit(le_stub); visit(gt_stub); visit(ge_stub); visit(eq_stub);
  visit(ne_stub); visit(maximum_stub); visit(minimum_stub); visit(sigmoid_backward_stub);
  visit(tanh_backward_stub); visit(mse_stub); visit(logical_and_stub); visit(logical_or_stub);
  visit(abs_stub); visit(neg_stub); visit(exp_stub); visit(log_stub); visit(log1p_stub); visit(sqrt_stub);
  visit(rsqrt_stub); visit(reciprocal_stub); visit(sigmoid_stub); visit(tanh_stub); visit(sign_stub);
  visit(sin_stub); visit(cos_stub); visit(floor_stub); visit(ceil_stub); visit(round_stub);
  visit(trunc_stub); visit(erf_stub); visit(normal_stub); visit(uniform_stub); visit(random_from_to_stub);
  visit(bernoulli_scalar_stub); visit(addcmul_stub); visit(addcdiv_stub); visit(mse_backward_stub);
  visit(sum_stub); visit(prod_stub); visit(std_var_stub); visit(norm_stub); visit(min_values_stub);
  visit(max_values_stub); visit(argmax_stub); visit(argmin_stub); visit(cumsum_stub); visit(threshold_stub);
  visit(GeluKernel); visit(GeluBackwardKernel); visit(leaky_relu_stub); visit(leaky_relu_backward_stub);
  visit(silu_stub); visit(silu_backward_stub); visit(softplus_stub); visit(elu_stub);
  visit(hardtanh_backward_stub); visit(log_sigmoid_cpu_stub); visit(fill_stub); visit(copy_stub);
  visit(softmax_lastdim_kernel); visit(log_softmax_lastdim_kernel); visit(softmax_backward_lastdim_kernel);
  visit(log_softmax_backward_lastdim_kernel); visit(softmax_kernel); visit(log_softmax_kernel);
  visit(softmax_backward_kernel); visit(log_softmax_backward_kernel); visit(max_stub); visit(min_stub);
  visit(where_kernel); visit(clamp_stub); visit(clamp_min_scalar_stub); visit(clamp_max_scalar_stub);
  visit(clamp_scalar_stub); visit(lerp_kernel_scalar_weight); visit(lerp_kernel_tensor_weight);
  visit(pow_tensor_scalar_stub); visit(pow_tensor_tensor_stub);
}
#endif

}  // namespace

// Fills the cache of each listed stub that holds no kernel yet. Returns how many
// it filled. An op running on another thread meanwhile may store back the null
// it read (the bug above) and undo a fill: call it before ops run elsewhere.
// Elsewhere than x86_64 (not built for here) it does nothing.
extern "C" int jtorch_fill_dispatch_caches() noexcept {
  int filled = 0;
#if defined(__x86_64__)
  each_stub([&](auto& stub) {
    auto& cache = impl_of(stub)->cpu_dispatch_ptr;
    if (cache.load(std::memory_order_relaxed) == nullptr) {
      if (void* kernel = chosen(stub)) {
        cache.store(kernel, std::memory_order_relaxed);
        ++filled;
      }
    }
  });
#endif
  return filled;
}

// How many listed stubs' caches do not hold the kernel LibTorch's own choice
// returns (an empty cache counts): 0 once they are filled and stay so.
extern "C" int jtorch_dispatch_caches_unfilled() noexcept {
  int unfilled = 0;
#if defined(__x86_64__)
  each_stub([&](auto& stub) {
    unfilled += impl_of(stub)->cpu_dispatch_ptr.load(std::memory_order_relaxed) != chosen(stub);
  });
#endif
  return unfilled;
}
