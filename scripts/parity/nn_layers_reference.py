"""PyTorch's results for the torch.nn layer parity cases, as EDN on stdout.

Each case names a torch.nn class, its constructor's arguments and keyword arguments, and its
inputs, made from a formula both sides compute (the class T of ops_reference.py). For each,
PyTorch's layer is made (its own initialisation; normalisation layers' parameters, which start
at ones and zeros, are moved off them by a formula so the affine part is checked too), and the
script prints its state dict, the output of a forward pass, the gradients of output.sum() with
respect to the inputs and the parameters, and the state dict after the forward pass (batch
norm's running statistics). The Clojure suite (clojure/test/jtorch/nn_layers_test.clj) makes
the same layer through jtorch.nn, copies the state dict into it and compares.
Run with PYTHONPATH at the folder holding the torch package jtorch loads.
"""
import math
import os
import re
import sys

import torch
from torch import nn

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ops_reference import T, I, G, edn as edn_base  # noqa: E402


class L:
    """A literal tensor input: `values` of dtype int64."""

    def __init__(self, values):
        self.values = values

    def make(self):
        return torch.tensor(self.values, dtype=torch.int64)

    def edn(self):
        return "{:literal " + edn(self.values) + " :dtype :int64}"


class M:
    """A module built from its class name and arguments (containers' children)."""

    def __init__(self, cls, *args, **kwargs):
        self.cls, self.args, self.kwargs = cls, list(args), kwargs

    def make(self):
        return getattr(nn, self.cls)(*[make(a) for a in self.args], **{k: make(v) for k, v in self.kwargs.items()})

    def edn(self):
        return ("{:module " + edn(kebab(self.cls)) + " :args " + edn(self.args) + " :kwargs " + edn(self.kwargs) + "}")


def kebab(name):
    """jtorch.nn's name of a torch.nn class: ConvTranspose2d -> conv-transpose2d, RMSNorm -> rms-norm."""
    s = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "-", name)
    s = re.sub(r"(?<=[A-Z])(?=[A-Z][a-z])", "-", s)
    return s.lower()


def edn(v):
    if isinstance(v, (L, M)):
        return v.edn()
    if isinstance(v, (list, tuple)):
        return "[" + " ".join(edn(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{" + " ".join(":" + k.replace("_", "-") + " " + edn(x) for k, x in v.items()) + "}"
    return edn_base(v)


def make(v):
    if isinstance(v, (T, L, M)):
        return v.make()
    if isinstance(v, list):
        return [make(x) for x in v]
    if isinstance(v, dict):
        return {k: make(x) for k, x in v.items()}
    return v


NORMS = {"BatchNorm1d", "BatchNorm2d", "LayerNorm", "GroupNorm", "RMSNorm"}

# (class, args, kwargs, inputs, options): options :eval (evaluation mode after a training
# batch, `warmup`), :forward-args (extra non-tensor arguments of the call).
CASES = [
    ("Identity", [], {}, [G([2, 3])], {}),
    ("Identity", [54], {"unused": "x"}, [G([4])], {}),
    ("Flatten", [], {}, [G([2, 3, 2, 2])], {}),
    ("Flatten", [0, 2], {}, [G([2, 3, 2, 2])], {}),
    ("Flatten", [], {"start_dim": 2, "end_dim": -1}, [G([2, 3, 2, 2])], {}),
    ("Unflatten", [1, [2, 3]], {}, [G([2, 6])], {}),
    ("Unflatten", [-1, [2, -1]], {}, [G([3, 8])], {}),
    ("Bilinear", [3, 4, 5], {}, [G([2, 3]), G([2, 4], 2)], {}),
    ("Bilinear", [2, 3, 4], {"bias": False}, [G([3, 2, 2]), G([3, 2, 3], 2)], {}),
    ("Linear", [4, 3], {}, [G([2, 4])], {}),
    ("Linear", [4, 3], {"bias": False}, [G([2, 5, 4])], {}),
    ("Conv1d", [3, 4, 3], {}, [G([2, 3, 8])], {}),
    ("Conv1d", [4, 6, 3], {"stride": 2, "padding": 1, "groups": 2}, [G([2, 4, 9])], {}),
    ("Conv1d", [2, 3, 3], {"padding": "same", "dilation": 2, "bias": False}, [G([1, 2, 7])], {}),
    ("Conv1d", [2, 3, 4], {"padding": "same"}, [G([2, 2, 7])], {}),
    ("Conv1d", [2, 3, 3], {"padding": "valid"}, [G([2, 2, 7])], {}),
    ("Conv1d", [2, 3, 3], {"padding": 2, "padding_mode": "reflect"}, [G([2, 2, 6])], {}),
    ("Conv1d", [2, 3, 3], {"padding": 1, "padding_mode": "replicate"}, [G([2, 2, 6])], {}),
    ("Conv1d", [2, 3, 3], {"padding": 2, "padding_mode": "circular"}, [G([2, 2, 6])], {}),
    ("Conv1d", [2, 3, 4], {"padding": "same", "padding_mode": "reflect"}, [G([2, 2, 7])], {}),
    ("Conv1d", [2, 3, 3], {}, [G([2, 6])], {}),
    ("Conv2d", [3, 4, 3], {}, [G([2, 3, 6, 5])], {}),
    ("Conv2d", [4, 4, [3, 2]], {"stride": [2, 1], "padding": [1, 0], "dilation": [1, 2], "groups": 4},
     [G([1, 4, 7, 6])], {}),
    ("Conv2d", [2, 3, 3], {"padding": "same", "padding_mode": "circular"}, [G([1, 2, 5, 5])], {}),
    ("Conv2d", [2, 3, 3], {"padding": 1, "padding_mode": "reflect", "bias": False}, [G([2, 2, 4, 5])], {}),
    ("Conv2d", [2, 2, [2, 3]], {"padding": [1, 2], "padding_mode": "replicate"}, [G([2, 4, 4])], {}),
    ("Conv3d", [2, 3, 2], {}, [G([1, 2, 3, 4, 4])], {}),
    ("Conv3d", [2, 4, [1, 2, 3]], {"stride": [1, 2, 1], "padding": [0, 1, 1], "groups": 2}, [G([2, 2, 3, 4, 5])], {}),
    ("Conv3d", [1, 2, 3], {"padding": "same", "padding_mode": "zeros"}, [G([1, 1, 3, 3, 3])], {}),
    ("ConvTranspose1d", [3, 2, 3], {}, [G([2, 3, 5])], {}),
    ("ConvTranspose1d", [4, 6, 3], {"stride": 2, "padding": 1, "output_padding": 1, "groups": 2, "dilation": 2},
     [G([2, 4, 5])], {}),
    ("ConvTranspose1d", [2, 3, 3], {"stride": 3, "bias": False}, [G([2, 4])], {}),
    ("ConvTranspose1d", [2, 3, 3], {"stride": 2}, [G([1, 2, 4])], {"forward_args": [[10]]}),
    ("ConvTranspose2d", [3, 2, 3], {}, [G([2, 3, 4, 4])], {}),
    ("ConvTranspose2d", [2, 4, [3, 2]], {"stride": [2, 1], "padding": [1, 0], "output_padding": [1, 0], "groups": 2},
     [G([1, 2, 3, 4])], {}),
    ("ConvTranspose2d", [2, 2, 3], {"stride": 2, "padding": 1}, [G([1, 2, 3, 3])], {"forward_args": [[1, 2, 6, 6]]}),
    ("MaxPool1d", [2], {}, [G([2, 3, 7])], {}),
    ("MaxPool1d", [3], {"stride": 2, "padding": 1, "dilation": 1, "ceil_mode": True}, [G([2, 3, 8])], {}),
    ("MaxPool1d", [2], {"dilation": 2}, [G([3, 9])], {}),
    ("MaxPool2d", [2], {}, [G([2, 3, 6, 5])], {}),
    ("MaxPool2d", [[3, 2]], {"stride": [2, 1], "padding": [1, 0], "ceil_mode": True}, [G([1, 2, 7, 6])], {}),
    ("MaxPool2d", [3], {"stride": 1, "dilation": 2}, [G([2, 6, 6])], {}),
    ("AvgPool1d", [3], {}, [G([2, 3, 7])], {}),
    ("AvgPool1d", [3], {"stride": 2, "padding": 1, "ceil_mode": True, "count_include_pad": False}, [G([2, 3, 8])], {}),
    ("AvgPool1d", [2], {"stride": 1, "padding": 1}, [G([3, 5])], {}),
    ("AvgPool2d", [2], {}, [G([2, 3, 6, 5])], {}),
    ("AvgPool2d", [3], {"stride": 2, "padding": 1, "ceil_mode": True, "count_include_pad": False}, [G([1, 2, 7, 6])], {}),
    ("AvgPool2d", [[3, 2]], {"stride": [1, 2], "padding": [1, 1], "divisor_override": 4}, [G([2, 5, 5])], {}),
    ("AdaptiveAvgPool1d", [3], {}, [G([2, 3, 7])], {}),
    ("AdaptiveAvgPool1d", [4], {}, [G([2, 3])], {}),
    ("AdaptiveAvgPool2d", [[2, 3]], {}, [G([2, 3, 5, 7])], {}),
    ("AdaptiveAvgPool2d", [[None, 2]], {}, [G([3, 5, 5])], {}),
    ("AdaptiveAvgPool2d", [1], {}, [G([2, 3, 4, 4])], {}),
    ("AdaptiveMaxPool1d", [3], {}, [G([2, 3, 7])], {}),
    ("AdaptiveMaxPool1d", [2], {"return_indices": True}, [G([2, 8])], {}),
    ("AdaptiveMaxPool2d", [[3, 2]], {}, [G([2, 3, 7, 5])], {}),
    ("AdaptiveMaxPool2d", [[2, None]], {"return_indices": True}, [G([2, 5, 4])], {}),
    ("BatchNorm1d", [3], {}, [G([4, 3])], {}),
    ("BatchNorm1d", [3], {}, [G([4, 3, 5])], {}),
    ("BatchNorm1d", [3], {"momentum": None}, [G([4, 3, 2])], {}),
    ("BatchNorm1d", [3], {"affine": False, "eps": 1e-3, "momentum": 0.3}, [G([5, 3])], {}),
    ("BatchNorm1d", [3], {"track_running_stats": False}, [G([4, 3, 2])], {}),
    ("BatchNorm1d", [3], {}, [G([4, 3, 2])], {"eval": True, "warmup": T([6, 3, 2], 5)}),
    ("BatchNorm1d", [3], {"track_running_stats": False}, [G([4, 3, 2])], {"eval": True}),
    ("BatchNorm2d", [2], {}, [G([3, 2, 4, 3])], {}),
    ("BatchNorm2d", [2], {"momentum": 0.5, "affine": False}, [G([3, 2, 2, 3])], {}),
    ("BatchNorm2d", [2], {}, [G([3, 2, 4, 3])], {"eval": True, "warmup": T([2, 2, 3, 3], 7)}),
    ("LayerNorm", [4], {}, [G([3, 4])], {}),
    ("LayerNorm", [[3, 4]], {"eps": 1e-3}, [G([2, 3, 4])], {}),
    ("LayerNorm", [4], {"elementwise_affine": False}, [G([2, 5, 4])], {}),
    ("LayerNorm", [4], {"bias": False}, [G([3, 4])], {}),
    ("GroupNorm", [2, 4], {}, [G([3, 4, 5])], {}),
    ("GroupNorm", [3, 6], {"eps": 1e-3, "affine": False}, [G([2, 6, 2, 2])], {}),
    ("GroupNorm", [1, 3], {}, [G([2, 3])], {}),
    ("RMSNorm", [4], {}, [G([3, 4])], {}),
    ("RMSNorm", [[2, 3]], {"eps": 1e-4}, [G([2, 2, 3])], {}),
    ("RMSNorm", [3], {"elementwise_affine": False}, [G([4, 3])], {}),
    ("Embedding", [10, 3], {}, [I([2, 4], 10)], {}),
    ("Embedding", [10, 3], {"padding_idx": 1}, [I([3, 3], 10)], {}),
    ("Embedding", [10, 3], {"padding_idx": -2, "scale_grad_by_freq": True}, [I([7], 10)], {}),
    ("Embedding", [10, 3], {"max_norm": 1.0}, [I([2, 3], 10)], {}),
    ("EmbeddingBag", [10, 3], {}, [I([3, 4], 10)], {}),
    ("EmbeddingBag", [10, 3], {"mode": "sum"}, [I([8], 10), L([0, 2, 2, 5])], {}),
    ("EmbeddingBag", [10, 3], {"mode": "max"}, [I([8], 10), L([0, 3, 4])], {}),
    ("EmbeddingBag", [10, 3], {"mode": "sum"}, [I([7], 10), L([0, 3]), G([7], 3)], {}),
    ("EmbeddingBag", [10, 3], {"mode": "sum"}, [I([2, 3], 10), None, G([2, 3], 4)], {}),
    ("EmbeddingBag", [10, 3], {"mode": "mean", "include_last_offset": True}, [I([8], 10), L([0, 3, 5, 8])], {}),
    ("EmbeddingBag", [10, 3], {"padding_idx": 3}, [I([8], 10), L([0, 4])], {}),
    ("EmbeddingBag", [10, 3], {"mode": "sum", "max_norm": 1.5}, [I([2, 4], 10)], {}),
    ("ModuleList", [[M("Linear", 3, 4), M("Conv1d", 2, 3, 3), M("BatchNorm1d", 4)]], {}, [], {}),
    ("ModuleDict", [{"enc": M("Linear", 3, 4), "norm": M("LayerNorm", 4),
                     "inner": M("ModuleList", [M("Linear", 4, 2, bias=False)])}], {}, [], {}),
]


def perturb(m):
    """Moves the parameters off their ones and zeros, by a formula the test need not repeat."""
    with torch.no_grad():
        for i, p in enumerate(m.parameters()):
            flat = p.view(-1)
            for j in range(flat.numel()):
                flat[j] += 0.5 * math.sin(0.9 * i + 0.31 * j + 0.2)


def state(m):
    return [[k, v.detach().clone()] for k, v in m.state_dict().items()]


def main():
    torch.manual_seed(20240613)
    print("[")
    for cls, args, kwargs, inputs, opts in CASES:
        m = getattr(nn, cls)(*[make(a) for a in args], **{k: make(v) for k, v in kwargs.items()})
        if cls in NORMS:
            perturb(m)
        if "warmup" in opts:
            m(opts["warmup"].make())
        if opts.get("eval"):
            m.eval()
        before = state(m)
        xs = [make(x) for x in inputs]
        out = grads = pgrads = None
        if xs:
            extra = [tuple(a) for a in opts.get("forward_args", [])]
            got = m(*xs, *extra)
            out = list(got) if isinstance(got, tuple) else got
            first = out[0] if isinstance(out, list) else out
            if first.requires_grad:
                first.sum().backward()
                grads = [x.grad for x in xs if isinstance(x, torch.Tensor) and x.requires_grad]
                pgrads = [[k, p.grad] for k, p in m.named_parameters() if p.grad is not None]
        print("{:layer " + edn(kebab(cls)) + " :class " + edn(cls) + " :args " + edn(args) + " :kwargs " + edn(kwargs)
              + " :inputs " + edn(inputs) + " :forward-args " + edn(opts.get("forward_args", []))
              + " :eval " + edn(bool(opts.get("eval"))) + " :repr " + edn(repr(m).split("\n")[0] if "\n" not in repr(m) else None)
              + "\n :state " + edn(before) + "\n :out " + edn(out) + "\n :grads " + edn(grads)
              + " :param-grads " + edn(pgrads) + "\n :state-after " + edn(state(m)) + "}")
    print("]")


if __name__ == "__main__":
    main()
