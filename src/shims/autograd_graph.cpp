// The autograd graph where tch's C API does not reach it: which leaf tensors a
// backward pass writes the .grad of, so that src/autograd.rs locks those and no
// others, the backward pass itself with PyTorch's gradient and retain_graph, and
// torch.autograd.grad's gradients with create_graph.

#include <c10/util/Exception.h>
#include <torch/csrc/autograd/autograd.h>
#include <torch/csrc/autograd/functions/accumulate_grad.h>
#include <torch/csrc/autograd/variable.h>

#include "shim_error.h"

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <unordered_set>
#include <vector>

// src/shims/checkpoint.cpp
extern "C" int jtorch_is_checkpoint_node(const void* node) noexcept;

// Calls `visit(ctx, impl)` for the TensorImpl of every leaf whose .grad a
// backward pass from `loss` accumulates into: the AccumulateGrad nodes its
// graph reaches, or with null (every leaf) when it reaches a checkpoint, whose
// recomputation may write any. Returns 0, or -1 when LibTorch throws (out of memory).
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
      if (jtorch_is_checkpoint_node(node) != 0) {
        visit(ctx, nullptr);  // every leaf: see src/shims/checkpoint.cpp
        return 0;
      }
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

// The gradients torch::autograd takes for `output`: none for a null `gradient`
// (a scalar output). LibTorch's own check lets a larger gradient through and
// sums it down; PyTorch asks for the output's shape exactly, in these words.
static std::vector<at::Tensor> gradient_of(const void* gradient, const at::Tensor& output) {
  if (gradient == nullptr) {
    return {};
  }
  const auto& g = *static_cast<const at::Tensor*>(gradient);
  if (!g.sizes().equals(output.sizes())) {
    auto size = [](c10::IntArrayRef s) {
      std::string out = "torch.Size([";
      for (size_t i = 0; i < s.size(); i++) {
        out += (i ? ", " : "") + std::to_string(s[i]);
      }
      return out + "])";
    };
    throw std::invalid_argument("Mismatch in shape: grad_output[0] has a shape of " + size(g.sizes()) +
                                " and output[0] has a shape of " + size(output.sizes()) + ".");
  }
  return {g};
}

// loss.backward(gradient, retain_graph) as PyTorch runs it. `gradient` may be
// null (a scalar loss). Returns 0, or -1 with the message in `error`.
extern "C" int jtorch_backward(const void* loss, const void* gradient, int retain_graph, char* error,
                               size_t error_len) noexcept {
  return jtorch_shim::guarded("backward: LibTorch failed with an exception that is not a std::exception", error, error_len, [&] {
    const auto& t = *static_cast<const at::Tensor*>(loss);
    // PyTorch's retain_graph=None keeps the graph only for create_graph, which is false here.
    torch::autograd::backward({t}, gradient_of(gradient, t),
                              retain_graph != 0 ? std::optional<bool>(true) : std::nullopt, false);
  });
}

// torch.autograd.grad([output], inputs, [gradient], retain_graph, create_graph)
// as PyTorch runs it, with retain_graph also true for create_graph (PyTorch's
// default). `gradient` may be null (a scalar output). An input output does not
// depend on is an error, or with `materialize` gets zeros (materialize_grads).
// An input given twice gets its gradient twice, the second time as an alias: two
// handles must not name one tensor (see store::put_result_in). Returns 0 with
// `ninputs` new tensors in `results` (for tch to own), or -1 with the message in
// `error` and nothing in `results`.
extern "C" int jtorch_gradients(const void* output, const void* gradient, const void* const* inputs,
                                size_t ninputs, int retain_graph, int create_graph, int materialize,
                                void** results, char* error, size_t error_len) noexcept {
  return jtorch_shim::guarded("gradients: LibTorch failed with an exception that is not a std::exception", error, error_len, [&] {
    if (ninputs == 0) {
      // LibTorch's engine says it with an internal assert.
      throw std::invalid_argument("`inputs` argument to `grad()` cannot be empty.");
    }
    const auto& t = *static_cast<const at::Tensor*>(output);
    std::vector<at::Tensor> wrt;
    wrt.reserve(ninputs);
    for (size_t i = 0; i < ninputs; i++) {
      wrt.push_back(*static_cast<const at::Tensor*>(inputs[i]));
    }
    auto grads = torch::autograd::grad({t}, wrt, gradient_of(gradient, t), (retain_graph != 0 || create_graph != 0),
                                       create_graph != 0, materialize != 0);
    // Recorded whatever the caller's grad mode, so that with create_graph the
    // zeros and the aliases can be differentiated again, as in PyTorch.
    at::AutoGradMode recorded(true);
    std::vector<std::unique_ptr<at::Tensor>> made;
    made.reserve(ninputs);
    for (size_t i = 0; i < ninputs; i++) {
      at::Tensor g = grads[i];
      if (!g.defined()) {  // unused, and materialize asked for zeros
        g = at::zeros_like(wrt[i]).requires_grad_(create_graph != 0);
      }
      for (size_t j = 0; j < i; j++) {
        if (made[j]->unsafeGetTensorImpl() == g.unsafeGetTensorImpl()) {
          g = g.alias();
          break;
        }
      }
      made.push_back(std::make_unique<at::Tensor>(std::move(g)));
    }
    for (size_t i = 0; i < ninputs; i++) {
      results[i] = made[i].release();
    }
  });
}
