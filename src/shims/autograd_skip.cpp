// LibTorch's Autograd kernel runs before every op and, for inputs that carry
// no autograd metadata at all (no requires_grad, no gradient function, not a
// view autograd tracks, no forward gradient), records nothing: it checks,
// excludes its own dispatch keys and dispatches again. jtorch checks that once
// for an op's inputs and, when it holds, excludes the Autograd keys itself, so
// the op goes straight to the layer below (ADInplaceOrView, which keeps views
// and version counters, then the backend). The result is the same tensor the
// Autograd kernel would have returned; small ops save about a tenth of their time.

#include <c10/core/DispatchKeySet.h>
#include <c10/core/TensorImpl.h>
#include <c10/core/impl/LocalDispatchKeySet.h>

#include <cstddef>
#include <cstdint>

// The thread's dispatch key set and the excluded word to put back; `tls` is
// null when nothing was changed (some input has autograd metadata).
struct JtorchAutogradSkip {
  c10::impl::PODLocalDispatchKeySet* tls;
  uint64_t saved_excluded;
};

static_assert(sizeof(c10::impl::PODLocalDispatchKeySet) == 16 &&
                  offsetof(c10::impl::PODLocalDispatchKeySet, excluded_) == 8,
              "src/shims/autograd_skip.rs writes excluded_ at offset 8");

// Excludes the Autograd keys on this thread when none of the `n` TensorImpls
// at `impls` has autograd metadata. The caller puts `saved_excluded` back into
// `tls->excluded_` once the op has returned, on the same thread.
extern "C" JtorchAutogradSkip jtorch_autograd_skip(const void* const* impls, size_t n) noexcept {
  if (n == 0) {
    return {nullptr, 0};
  }
  for (size_t i = 0; i < n; ++i) {
    const auto* impl = static_cast<const c10::TensorImpl*>(impls[i]);
    if (impl == nullptr || impl->autograd_meta() != nullptr) {
      return {nullptr, 0};
    }
  }
  auto* tls = &c10::impl::raw_local_dispatch_key_set;
  const uint64_t saved = tls->excluded_;
  tls->set_excluded(tls->excluded() | c10::autograd_dispatch_keyset);
  return {tls, saved};
}
