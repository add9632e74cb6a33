// The autograd graph where tch's C API does not reach it: which leaf tensors a
// backward pass writes the .grad of, so that src/autograd.rs locks those and no
// others, and the backward pass itself with PyTorch's gradient and retain_graph.

#include <c10/util/Exception.h>
#include <torch/csrc/autograd/autograd.h>
#include <torch/csrc/autograd/functions/accumulate_grad.h>
#include <torch/csrc/autograd/variable.h>

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <unordered_set>
#include <vector>

// Calls `visit(ctx, impl)` for the TensorImpl of every leaf whose .grad a
// backward pass from `loss` accumulates into: the AccumulateGrad nodes its
// graph reaches. Returns 0, or -1 when LibTorch throws (out of memory).
extern "C" int jtorch_backward_leaves(const void* loss, void (*visit)(void*, const void*),
                                      void* ctx) noexcept {
  try {
    const auto* t = static_cast<const at::Tensor*>(loss);
    if (t == nullptr || !t->defined()) {
      return 0;
    }
    using torch::autograd::Node;
    const auto root = torch::autograd::impl::gradient_edge(*t).function;
    if (!root) {
      return 0;
    }
    std::vector<Node*> pending{root.get()};
    std::unordered_set<Node*> seen{root.get()};
    while (!pending.empty()) {
      Node* node = pending.back();
      pending.pop_back();
      if (auto* acc = dynamic_cast<torch::autograd::AccumulateGrad*>(node)) {
        visit(ctx, acc->variable.unsafeGetTensorImpl());
        continue;
      }
      for (const auto& edge : node->next_edges()) {
        Node* next = edge.function.get();
        if (next != nullptr && seen.insert(next).second) {
          pending.push_back(next);
        }
      }
    }
    return 0;
  } catch (...) {
    return -1;
  }
}

// loss.backward(gradient, retain_graph) as PyTorch runs it. `gradient` may be
// null (a scalar loss). Returns 0, or -1 with LibTorch's message, without its
// C++ backtrace, in `error` (cut to `error_len` bytes with the terminating 0).
extern "C" int jtorch_backward(const void* loss, const void* gradient, int retain_graph, char* error,
                               size_t error_len) noexcept {
  auto fail = [&](const char* what) {
    if (error_len > 0) {
      std::strncpy(error, what, error_len - 1);
      error[error_len - 1] = '\0';
    }
    return -1;
  };
  try {
    const auto& t = *static_cast<const at::Tensor*>(loss);
    std::vector<at::Tensor> grads;
    if (gradient != nullptr) {
      const auto& g = *static_cast<const at::Tensor*>(gradient);
      // LibTorch's own check lets a larger gradient through and sums it down;
      // PyTorch asks for the loss's shape exactly, and says so in these words.
      if (!g.sizes().equals(t.sizes())) {
        auto size = [](c10::IntArrayRef s) {
          std::string out = "torch.Size([";
          for (size_t i = 0; i < s.size(); i++) {
            out += (i ? ", " : "") + std::to_string(s[i]);
          }
          return out + "])";
        };
        return fail(("Mismatch in shape: grad_output[0] has a shape of " + size(g.sizes()) +
                     " and output[0] has a shape of " + size(t.sizes()) + ".")
                        .c_str());
      }
      grads.push_back(g);
    }
    // PyTorch's retain_graph=None keeps the graph only for create_graph, which is false here.
    torch::autograd::backward({t}, grads, retain_graph != 0 ? std::optional<bool>(true) : std::nullopt, false);
    return 0;
  } catch (const c10::Error& e) {
    return fail(e.what_without_backtrace());
  } catch (const std::exception& e) {
    return fail(e.what());
  } catch (...) {
    return fail("backward: LibTorch failed with an exception that is not a std::exception");
  }
}
