// torch.utils.checkpoint's autograd node: the forward pass runs the wrapped
// function without recording its graph, and the backward pass runs it again
// with grad mode on and back-propagates through that recomputation. The
// function itself lives in the JVM; `run` (src/utils/checkpoint.rs) calls it.

#include <ATen/Context.h>
#include <ATen/autocast_mode.h>
#include <ATen/core/Generator.h>
#include <c10/util/Exception.h>
#include <torch/csrc/autograd/autograd.h>
#include <torch/csrc/autograd/custom_function.h>

#include "shim_error.h"

#include <cstddef>
#include <cstring>
#include <mutex>
#include <stdexcept>
#include <string>
#include <vector>

extern "C" {
// Calls the function of `callback` on `inputs` (with grad mode off for the
// forward pass, on for the recomputation), collecting its results with
// `push(sink, tensor)`; for the recomputation (`grad_outputs` not null) it
// then back-propagates `grad_outputs` through them. 0, or -1 with the message
// in `error`.
typedef int (*jtorch_checkpoint_run)(void* callback, const void* const* inputs, size_t ninputs,
                                     const void* const* grad_outputs, size_t ngrad_outputs, void* sink,
                                     void (*push)(void*, const void*), char* error, size_t error_len);
typedef void (*jtorch_checkpoint_release)(void* callback);
}

namespace {

using torch::autograd::AutogradContext;
using torch::autograd::variable_list;

constexpr size_t kErrorLen = 2048;

// The JVM's callback for one checkpointed call, released with the graph that
// holds it (or at once when the forward pass fails).
struct Callback : torch::CustomClassHolder {
  void* handle;
  jtorch_checkpoint_run run;
  jtorch_checkpoint_release release;
  Callback(void* h, jtorch_checkpoint_run r, jtorch_checkpoint_release rel) : handle(h), run(r), release(rel) {}
  ~Callback() override { release(handle); }
};

void push_tensor(void* sink, const void* tensor) {
  static_cast<std::vector<at::Tensor>*>(sink)->push_back(*static_cast<const at::Tensor*>(tensor));
}

std::vector<at::Tensor> call(const Callback& cb, const std::vector<at::Tensor>& inputs,
                             const std::vector<at::Tensor>* grad_outputs) {
  std::vector<const void*> in;
  in.reserve(inputs.size());
  for (const auto& t : inputs) {
    in.push_back(&t);
  }
  std::vector<const void*> grads;
  if (grad_outputs != nullptr) {
    for (const auto& g : *grad_outputs) {
      grads.push_back(&g);
    }
  }
  std::vector<at::Tensor> out;
  char error[kErrorLen] = {0};
  if (cb.run(cb.handle, in.data(), in.size(), grad_outputs ? grads.data() : nullptr, grads.size(), &out,
             push_tensor, error, sizeof error) != 0) {
    throw std::runtime_error(error[0] ? error : "checkpoint: the function failed");
  }
  return out;
}

// The default generators whose states a recomputation restores: the CPU's and
// those of the CUDA devices the inputs are on, as PyTorch's checkpoint does.
std::vector<at::Device> rng_devices(const std::vector<at::Tensor>& inputs) {
  std::vector<at::Device> devices{at::Device(at::kCPU)};
  for (const auto& t : inputs) {
    if (t.defined() && t.is_cuda()) {
      bool seen = false;
      for (const auto& d : devices) {
        seen = seen || d == t.device();
      }
      if (!seen) {
        devices.push_back(t.device());
      }
    }
  }
  return devices;
}

at::Tensor rng_state(const at::Device& device) {
  auto gen = at::globalContext().defaultGenerator(device);
  std::lock_guard<std::mutex> lock(gen.mutex());
  return gen.get_state();
}

void set_rng_state(const at::Device& device, const at::Tensor& state) {
  auto gen = at::globalContext().defaultGenerator(device);
  std::lock_guard<std::mutex> lock(gen.mutex());
  gen.set_state(state);
}

// The autocast state of the forward pass, which the recomputation runs in.
struct Autocast {
  bool cpu, cuda;
  at::ScalarType cpu_dtype, cuda_dtype;
  static Autocast now() {
    return {at::autocast::is_autocast_enabled(at::kCPU), at::autocast::is_autocast_enabled(at::kCUDA),
            at::autocast::get_autocast_dtype(at::kCPU), at::autocast::get_autocast_dtype(at::kCUDA)};
  }
  void set() const {
    at::autocast::set_autocast_enabled(at::kCPU, cpu);
    at::autocast::set_autocast_enabled(at::kCUDA, cuda);
    at::autocast::set_autocast_dtype(at::kCPU, cpu_dtype);
    at::autocast::set_autocast_dtype(at::kCUDA, cuda_dtype);
  }
};

struct Checkpoint : torch::autograd::Function<Checkpoint> {
  // `anchor` is a leaf that requires grad, so that the node joins the graph
  // (and its backward pass reaches the parameters used inside the function)
  // even when no input requires grad.
  static variable_list forward(AutogradContext* ctx, c10::intrusive_ptr<Callback> cb, bool preserve_rng,
                               at::Tensor anchor, at::TensorList inputs) {
    std::vector<at::Tensor> in(inputs.begin(), inputs.end());
    std::vector<at::Tensor> states;
    if (preserve_rng) {
      for (const auto& d : rng_devices(in)) {
        states.push_back(rng_state(d));
      }
    }
    auto out = call(*cb, in, nullptr);
    if (out.empty()) {
      throw std::invalid_argument("checkpoint: the function returned no tensors");
    }
    // Tensors of their own: the function may return an input, or a tensor the
    // JVM holds elsewhere, whose autograd history must stay as it is.
    for (auto& t : out) {
      t = t.detach();
    }
    ctx->save_for_backward(in);
    c10::List<bool> requires;
    for (const auto& t : in) {
      requires.push_back(t.requires_grad());
    }
    ctx->saved_data["requires"] = requires;
    c10::List<at::Tensor> rng;
    for (const auto& t : states) {
      rng.push_back(t);
    }
    ctx->saved_data["rng"] = rng;
    const auto ac = Autocast::now();
    ctx->saved_data["autocast"] = c10::List<int64_t>({ac.cpu, ac.cuda, static_cast<int64_t>(ac.cpu_dtype),
                                                      static_cast<int64_t>(ac.cuda_dtype)});
    ctx->saved_data["fn"] = c10::IValue::make_capsule(cb);
    return out;
  }

  static variable_list backward(AutogradContext* ctx, variable_list grad_outputs) {
    auto saved = ctx->get_saved_variables();
    auto requires = ctx->saved_data["requires"].toBoolList();
    std::vector<at::Tensor> detached;
    detached.reserve(saved.size());
    for (size_t i = 0; i < saved.size(); i++) {
      auto d = saved[i].detach();
      if (requires.get(i)) {
        d.requires_grad_(true);
      }
      detached.push_back(d);
    }
    auto cb = c10::static_intrusive_pointer_cast<Callback>(ctx->saved_data["fn"].toCapsule());
    auto states = ctx->saved_data["rng"].toTensorList();
    auto ac = ctx->saved_data["autocast"].toIntList();
    const auto devices = rng_devices(detached);
    // Forks the generators: the recomputation draws what the forward pass
    // drew, and the caller's generators go on as if it had not run.
    std::vector<at::Tensor> now;
    if (states.size() == devices.size()) {
      for (size_t i = 0; i < devices.size(); i++) {
        now.push_back(rng_state(devices[i]));
        set_rng_state(devices[i], states.get(i));
      }
    }
    const auto caller_autocast = Autocast::now();
    Autocast{ac.get(0) != 0, ac.get(1) != 0, static_cast<at::ScalarType>(ac.get(2)),
             static_cast<at::ScalarType>(ac.get(3))}
        .set();
    auto restore = [&] {
      caller_autocast.set();
      for (size_t i = 0; i < now.size(); i++) {
        set_rng_state(devices[i], now[i]);
      }
    };
    try {
      at::AutoGradMode recorded(true);
      std::vector<at::Tensor> grads(grad_outputs.begin(), grad_outputs.end());
      call(*cb, detached, &grads);
    } catch (...) {
      restore();
      throw;
    }
    restore();
    variable_list result{at::Tensor(), at::Tensor(), at::Tensor()};
    for (const auto& d : detached) {
      result.push_back(d.requires_grad() ? d.grad() : at::Tensor());
    }
    return result;
  }
};

}  // namespace

// torch.utils.checkpoint.checkpoint of the JVM function `callback` on
// `inputs`: hands each output to `take(sink, tensor)` as a new tensor (for tch
// to own) and returns 0, or -1 with the message in `error`. `release(callback)`
// runs once the graph no longer needs the callback (at once on failure).
// Without grad mode the caller runs the function itself.
extern "C" int jtorch_checkpoint_apply(void* callback, jtorch_checkpoint_run run, jtorch_checkpoint_release release,
                                       const void* const* inputs, size_t ninputs, int preserve_rng, void* sink,
                                       void (*take)(void*, void*), char* error, size_t error_len) noexcept {
  return jtorch_shim::guarded("checkpoint: LibTorch failed with an exception that is not a std::exception", error,
                              error_len, [&] {
    auto cb = c10::make_intrusive<Callback>(callback, run, release);
    std::vector<at::Tensor> in;
    in.reserve(ninputs);
    for (size_t i = 0; i < ninputs; i++) {
      in.push_back(*static_cast<const at::Tensor*>(inputs[i]));
    }
    at::AutoGradMode recorded(true);
    at::Tensor anchor = at::empty({0}).requires_grad_(true);
    auto out = Checkpoint::apply(std::move(cb), preserve_rng != 0, anchor, at::TensorList(in));
    for (auto& t : out) {
      take(sink, new at::Tensor(std::move(t)));
    }
  });
}

// torch.autograd.backward(outputs, grad_outputs) for the outputs that require
// grad (the others, and undefined gradients, are left out): 0, or -1 with the
// message in `error`.
extern "C" int jtorch_checkpoint_backward(const void* const* outputs, const void* const* grad_outputs, size_t n,
                                          char* error, size_t error_len) noexcept {
  return jtorch_shim::guarded("checkpoint: backward failed with an exception that is not a std::exception", error,
                              error_len, [&] {
    std::vector<at::Tensor> outs, grads;
    for (size_t i = 0; i < n; i++) {
      const auto& o = *static_cast<const at::Tensor*>(outputs[i]);
      const auto& g = *static_cast<const at::Tensor*>(grad_outputs[i]);
      if (o.defined() && o.requires_grad() && g.defined()) {
        outs.push_back(o);
        grads.push_back(g);
      }
    }
    if (!outs.empty()) {
      torch::autograd::backward(outs, grads);
    }
  });
}

// Whether `node` is a checkpoint's: a backward pass through it writes the
// gradients of leaves its graph does not show (those the recomputation reads).
extern "C" int jtorch_is_checkpoint_node(const void* node) noexcept {
  return dynamic_cast<const torch::autograd::CppNode<Checkpoint>*>(static_cast<const torch::autograd::Node*>(node)) !=
                 nullptr
             ? 1
             : 0;
}
