// Which leaf tensors a backward pass writes the .grad of, so that src/autograd.rs
// locks those and no others: tch's C API does not reach the autograd graph.

#include <torch/csrc/autograd/functions/accumulate_grad.h>
#include <torch/csrc/autograd/variable.h>

#include <cstdint>
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
