"""PyTorch's loss and gradients with torch.utils.checkpoint, as EDN on stdout.

Two cases, each with PyTorch's freshly initialised weights (seeded) and formula-made data:
:blocks, a small pre-norm residual stack (LayerNorm, Linear, GELU, Linear per block) and a
linear head under cross-entropy, each block checkpointed with use_reentrant=False, the input
not requiring grad (the parameters get their gradients all the same); and :sequential, an
nn.Sequential run by checkpoint_sequential in 3 segments under an MSE loss, the input
requiring grad. Each case carries the state dict, the data, the loss and the gradient of
every parameter (and of the input where it requires grad), all with checkpointing; the
script checks that they equal the gradients without it. The Java and Clojure suites build
the same models with jtorch, load the weights, checkpoint the same way and compare. Run
with PYTHONPATH at the folder holding the torch package jtorch loads.
"""
import math

import torch
from torch import nn
from torch.utils.checkpoint import checkpoint, checkpoint_sequential

from edn import StrKeys, edn


def formula(shape, seed):
    """Values 2 sin(1.7 seed + 0.37 i), the recipe the JVM side repeats (float32)."""
    n = math.prod(shape)
    return torch.tensor([2 * math.sin(1.7 * seed + 0.37 * i) for i in range(n)], dtype=torch.float64).float().reshape(shape)


class Block(nn.Module):
    def __init__(self, width, hidden):
        super().__init__()
        self.norm = nn.LayerNorm(width)
        self.fc1 = nn.Linear(width, hidden)
        self.fc2 = nn.Linear(hidden, width)

    def forward(self, x):
        return x + self.fc2(torch.nn.functional.gelu(self.fc1(self.norm(x))))


class Blocks(nn.Module):
    def __init__(self):
        super().__init__()
        self.blocks = nn.ModuleList([Block(8, 16) for _ in range(3)])
        self.head = nn.Linear(8, 5)

    def forward(self, x, checkpointed):
        for b in self.blocks:
            x = checkpoint(b, x, use_reentrant=False) if checkpointed else b(x)
        return self.head(x)


def gradients(model, x, run):
    model.zero_grad()
    if x.grad is not None:
        x.grad = None
    loss = run()
    loss.backward()
    grads = StrKeys((k, p.grad.clone()) for k, p in model.named_parameters())
    return loss, grads, (x.grad.clone() if x.requires_grad else None)


def same(a, b):
    la, ga, xa = a
    lb, gb, xb = b
    assert torch.allclose(la, lb, atol=1e-6), (la, lb)
    for k in ga:
        assert torch.allclose(ga[k], gb[k], atol=1e-6), k
    assert (xa is None) == (xb is None) and (xa is None or torch.allclose(xa, xb, atol=1e-6))


def main():
    torch.manual_seed(0)
    cases = []

    model = Blocks()
    x = formula([6, 8], 1)
    y = torch.tensor([(7 * i + 3) % 5 for i in range(6)], dtype=torch.int64)
    run = lambda ck: torch.nn.functional.cross_entropy(model(x, ck), y)
    with_ck = gradients(model, x, lambda: run(True))
    same(with_ck, gradients(model, x, lambda: run(False)))
    cases.append({"case": "blocks", "state": StrKeys(model.state_dict()), "x": x, "y": y, "loss": with_ck[0].item(),
                  "grads": with_ck[1]})

    seq = nn.Sequential(nn.Linear(8, 16), nn.GELU(), nn.Linear(16, 16), nn.Tanh(), nn.Linear(16, 8), nn.GELU(),
                        nn.Linear(8, 3))
    x = formula([5, 8], 2).requires_grad_()
    target = formula([5, 3], 3)
    run = lambda ck: torch.nn.functional.mse_loss(
        checkpoint_sequential(seq, 3, x, use_reentrant=False) if ck else seq(x), target)
    with_ck = gradients(seq, x, lambda: run(True))
    same(with_ck, gradients(seq, x, lambda: run(False)))
    cases.append({"case": "sequential", "state": StrKeys(seq.state_dict()), "x": x, "target": target,
                  "segments": 3, "loss": with_ck[0].item(), "grads": with_ck[1], "x_grad": with_ck[2]})
    print(edn(cases))


if __name__ == "__main__":
    main()
