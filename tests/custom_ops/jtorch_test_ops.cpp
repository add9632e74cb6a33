// A library of custom operators, as a user would write one for torch.ops.load_library:
// tests/custom_ops.rs compiles it, loads it into a running jtorch and calls its operator.
#include <ATen/ATen.h>
#include <torch/library.h>

namespace {
at::Tensor scaled_add(const at::Tensor& a, const at::Tensor& b, double alpha) { return a + b * alpha; }
}  // namespace

TORCH_LIBRARY(jtorch_test, m) { m.def("scaled_add(Tensor a, Tensor b, float alpha=2.0) -> Tensor", scaled_add); }
