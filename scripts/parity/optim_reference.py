"""PyTorch's results for the optimizer parity cases, as EDN on stdout.

Two float32 parameters made from a formula both sides compute (as ops_reference.py's T:
2 sin(1.7 seed + 0.37 i)): a of shape [2, 3] (seed 1) and b of shape [3] (seed 2). Each step
is zero_grad, then backward from

    loss = sum(a * a) / 2 + sum(cos(b)) + 0.1 * sum(a) * sum(b)

then step. Each case names the algorithm (PyTorch's class), the optimizer's defaults and its
parameter groups (each a list of parameter positions, 0 for a and 1 for b, and its own
options), and gives a and b, flattened, after `steps` steps. The Clojure suite
(clojure/test/jtorch/optim_parity_test.clj) and the JUnit OptimizerParityTest run the same
steps through jtorch and compare. Run with PYTHONPATH at the folder holding the torch package
jtorch loads.
"""
import math

import torch

from edn import StrKeys, edn

STEPS = 6


def param(shape, seed):
    n = math.prod(shape)
    vals = [2 * math.sin(1.7 * seed + 0.37 * i) for i in range(n)]
    return torch.tensor(vals, dtype=torch.float64).to(torch.float32).reshape(shape).requires_grad_(True)


def loss_of(a, b):
    return (a * a).sum() / 2 + torch.cos(b).sum() + 0.1 * a.sum() * b.sum()


# (name, algorithm, defaults, groups as [(positions, options)])
CASES = [
    ("sgd", "SGD", {"lr": 0.1}, [([0, 1], {})]),
    ("sgd-momentum", "SGD", {"lr": 0.05, "momentum": 0.9}, [([0, 1], {})]),
    ("sgd-dampening-weight-decay", "SGD", {"lr": 0.05, "momentum": 0.8, "dampening": 0.3, "weight_decay": 0.01},
     [([0, 1], {})]),
    ("sgd-nesterov-maximize", "SGD", {"lr": 0.02, "momentum": 0.9, "nesterov": True, "maximize": True}, [([0, 1], {})]),
    ("sgd-two-groups", "SGD", {"lr": 0.05, "momentum": 0.9},
     [([0], {"lr": 0.1, "weight_decay": 0.05}), ([1], {"momentum": 0.5})]),
    ("adam", "Adam", {"lr": 0.05}, [([0, 1], {})]),
    ("adam-betas-weight-decay", "Adam", {"lr": 0.05, "betas": [0.8, 0.95], "eps": 1e-6, "weight_decay": 0.1},
     [([0, 1], {})]),
    ("adam-amsgrad-maximize", "Adam", {"lr": 0.05, "amsgrad": True, "maximize": True}, [([0, 1], {})]),
    ("adam-two-groups", "Adam", {"lr": 0.01},
     [([0], {"lr": 0.05, "weight_decay": 0.1}), ([1], {"betas": [0.5, 0.9], "amsgrad": True})]),
    ("adamw", "AdamW", {"lr": 0.05}, [([0, 1], {})]),
    ("adamw-amsgrad", "AdamW", {"lr": 0.05, "weight_decay": 0.2, "amsgrad": True}, [([0, 1], {})]),
    ("rmsprop", "RMSprop", {"lr": 0.01}, [([0, 1], {})]),
    ("rmsprop-centered-momentum", "RMSprop",
     {"lr": 0.01, "alpha": 0.9, "momentum": 0.8, "centered": True, "weight_decay": 0.05}, [([0, 1], {})]),
    ("rmsprop-maximize-two-groups", "RMSprop", {"lr": 0.005, "maximize": True},
     [([0], {"centered": True}), ([1], {"lr": 0.02, "momentum": 0.5})]),
    ("adagrad", "Adagrad", {"lr": 0.1}, [([0, 1], {})]),
    ("adagrad-lr-decay", "Adagrad",
     {"lr": 0.1, "lr_decay": 0.05, "weight_decay": 0.02, "initial_accumulator_value": 0.5, "eps": 1e-8},
     [([0, 1], {})]),
    ("adagrad-maximize-two-groups", "Adagrad", {"lr": 0.05, "maximize": True},
     [([0], {"lr": 0.2}), ([1], {"lr_decay": 0.1})]),
]


def run(algorithm, defaults, groups):
    a, b = param([2, 3], 1), param([3], 2)
    ps = [a, b]
    cls = getattr(torch.optim, algorithm)
    opts = {k: tuple(v) if isinstance(v, list) else v for k, v in defaults.items()}
    param_groups = [dict({k: tuple(v) if isinstance(v, list) else v for k, v in o.items()},
                         params=[ps[i] for i in positions]) for positions, o in groups]
    opt = cls(param_groups, **opts, foreach=False)
    for _ in range(STEPS):
        opt.zero_grad()
        loss_of(a, b).backward()
        opt.step()
    return [a.detach().flatten().tolist(), b.detach().flatten().tolist()]


def main():
    cases = []
    for name, algorithm, defaults, groups in CASES:
        cases.append({"name": name, "algorithm": algorithm, "defaults": StrKeys(defaults),
                      "groups": [{"params": p, "options": StrKeys(o)} for p, o in groups],
                      "steps": STEPS, "after": run(algorithm, defaults, groups)})
    print(edn({"optimizers": cases}))


if __name__ == "__main__":
    main()
