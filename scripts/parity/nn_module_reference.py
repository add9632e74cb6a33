"""PyTorch's results for jtorch's module API parity cases, as EDN on stdout.

torch.nn.init functions after a seed, clip_grad_norm_/clip_grad_value_ on formula-made
gradients, a model of one's own loading a state dict (its output, and load_state_dict's
error message for a mismatched one). clojure/test/jtorch/nn_module_parity_test.clj makes the
same inputs through jtorch and compares. Run with PYTHONPATH at the folder holding the torch
package jtorch loads.
"""
import math

import torch
from torch import nn

from edn import StrKeys, edn


def formula(shape, seed):
    """Values 2 sin(1.7 seed + 0.37 i), the recipe the Clojure side repeats."""
    n = math.prod(shape)
    return torch.tensor([2 * math.sin(1.7 * seed + 0.37 * i) for i in range(n)], dtype=torch.float64).float().reshape(shape)


INIT_CASES = [
    ("uniform_", [3, 4], {"a": -0.5, "b": 2.0}),
    ("normal_", [5, 2], {"mean": 1.0, "std": 0.5}),
    ("trunc_normal_", [4, 6], {}),
    ("trunc_normal_", [4, 6], {"mean": 0.5, "std": 2.0, "a": -1.0, "b": 3.0}),
    ("constant_", [2, 3], {"val": 0.25}),
    ("ones_", [3], {}),
    ("zeros_", [3, 2], {}),
    ("eye_", [3, 5], {}),
    ("xavier_uniform_", [6, 4], {}),
    ("xavier_uniform_", [8, 3, 3, 3], {"gain": 2.0}),
    ("xavier_normal_", [6, 4], {"gain": 0.5}),
    ("kaiming_uniform_", [6, 4], {}),
    ("kaiming_uniform_", [8, 3, 3, 3], {"a": math.sqrt(5)}),
    ("kaiming_uniform_", [6, 4], {"mode": "fan_out", "nonlinearity": "relu"}),
    ("kaiming_normal_", [6, 4], {"nonlinearity": "tanh"}),
    ("kaiming_normal_", [5, 7], {"a": 0.2, "mode": "fan_out"}),
    ("orthogonal_", [4, 4], {}),
    ("orthogonal_", [3, 7], {"gain": 1.5}),
    ("orthogonal_", [6, 2, 2], {}),
]

GAIN_CASES = [("linear", None), ("conv2d", None), ("sigmoid", None), ("tanh", None), ("relu", None),
              ("leaky_relu", None), ("leaky_relu", 0.2), ("selu", None)]

CLIP_CASES = [
    {"max_norm": 1.0, "norm_type": 2.0},
    {"max_norm": 100.0, "norm_type": 2.0},
    {"max_norm": 0.5, "norm_type": 1.0},
    {"max_norm": 0.3, "norm_type": math.inf},
    {"max_norm": 2.0, "norm_type": 3.0},
]
CLIP_SHAPES = [[3, 4], [4], [2, 2, 2]]


class Custom(nn.Module):
    """The model the Clojure test defines with defmodule: members of every kind."""

    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(4, 6)
        self.fc2 = nn.Linear(6, 3)
        self.scale = nn.Parameter(torch.ones(3))
        self.register_buffer("running_shift", torch.zeros(3))

    def forward(self, x):
        return self.fc2(torch.relu(self.fc1(x))) * self.scale + self.running_shift


def main():
    out = []
    for i, (fn, shape, kw) in enumerate(INIT_CASES):
        t = torch.empty(shape)
        seed = 100 + i
        torch.manual_seed(seed)
        if fn == "constant_":
            nn.init.constant_(t, kw["val"])
        else:
            getattr(nn.init, fn)(t, **kw)
        out.append({"init": fn, "shape": shape, "opts": StrKeys(kw), "seed": seed, "result": t})
    for nl, param in GAIN_CASES:
        out.append({"gain": nl, "param": param, "result": nn.init.calculate_gain(nl, param)})
    for i, case in enumerate(CLIP_CASES):
        for fn in ("clip_grad_norm_", "clip_grad_value_"):
            ps = [formula(s, 10 * i + j).requires_grad_() for j, s in enumerate(CLIP_SHAPES)]
            grads = [formula(s, 10 * i + j + 5) for j, s in enumerate(CLIP_SHAPES)]
            for p, g in zip(ps, grads):
                (p * g).sum().backward()
            if fn == "clip_grad_norm_":
                total = nn.utils.clip_grad_norm_(ps, case["max_norm"], case["norm_type"])
            else:
                total = None
                nn.utils.clip_grad_value_(ps, case["max_norm"])
            out.append({"clip": fn, "case": i, "max_norm": case["max_norm"], "norm_type": case["norm_type"],
                        "shapes": CLIP_SHAPES, "total": total, "grads": [p.grad for p in ps]})
    torch.manual_seed(7)
    m = Custom()
    with torch.no_grad():
        m.running_shift.copy_(formula([3], 3) / 10)
        m.scale.copy_(formula([3], 4))
    x = formula([5, 4], 2)
    y = m(x)
    y.sum().backward()
    out.append({"custom": True, "state": StrKeys(m.state_dict()), "keys": list(m.state_dict().keys()),
                "input": x, "output": y, "grads": StrKeys({k: p.grad for k, p in m.named_parameters()})})
    errors = {}
    bad = dict(m.state_dict())
    bad["fc1.weight"] = torch.zeros(6, 5)
    del bad["fc2.bias"]
    bad["extra.weight"] = torch.zeros(1)
    try:
        Custom().load_state_dict(bad)
    except RuntimeError as e:
        errors["strict"] = str(e)
    del bad["fc1.weight"]
    result = Custom().load_state_dict(bad, strict=False)
    out.append({"load_errors": StrKeys(errors), "bad_keys": list(bad.keys()),
                "missing": result.missing_keys, "unexpected": result.unexpected_keys})
    out.extend(amp_cases())
    print(edn(out))


def amp_cases():
    """Autocast regions and a gradient scaler on the CPU."""
    cases = []
    torch.manual_seed(11)
    m = Custom()
    x = formula([5, 4], 6)
    for dtype in (torch.bfloat16, torch.float16):
        with torch.autocast("cpu", dtype=dtype):
            inner = m.fc1(x)
            with torch.autocast("cpu", enabled=False):
                off = m.fc1(x)
            y = m(x)
        y.float().sum().backward()
        cases.append({"autocast": str(dtype).replace("torch.", ""), "state": StrKeys(m.state_dict()), "input": x,
                      "inner": inner, "off": off, "output": y,
                      "grads": StrKeys({k: p.grad for k, p in m.named_parameters()})})
        m.zero_grad()
    # A scale so large that the first gradients overflow: steps skipped, the scale backing off,
    # then growing every 2 clean steps.
    torch.manual_seed(12)
    m = Custom()
    state = StrKeys({k: v.clone() for k, v in m.state_dict().items()})
    opt = torch.optim.SGD(m.parameters(), lr=2e-6)
    scaler = torch.amp.GradScaler("cpu", init_scale=2.0 ** 116, growth_interval=2)
    scales, losses = [], []
    for _ in range(8):
        opt.zero_grad()
        loss = m(x).pow(2).mean() * 1e4
        scaler.scale(loss).backward()
        scaler.step(opt)
        scaler.update()
        scales.append(scaler.get_scale())
        losses.append(loss.item())
    cases.append({"scaler": True, "state": state, "input": x, "scales": scales, "losses": losses,
                  "final": StrKeys(m.state_dict()), "scaler_state": StrKeys(scaler.state_dict())})
    return cases


if __name__ == "__main__":
    main()
