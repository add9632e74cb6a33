"""PyTorch's side of the TorchScript and torch.save tests (JitTest.java, jit_test.clj).

  jit_reference.py make DIR   writes into DIR: scripted.pt (torch.jit.script of Net, which
                              has a method besides forward taking a dict, a list, a string,
                              a float, a bool, an optional tensor and a list of tuples),
                              traced.pt (torch.jit.trace of an MLP), pair.pt (a module whose
                              forward returns a tuple: twice x, and x's sum), inputs.pt,
                              state.pt and
                              checkpoint.pt (torch.save of the inputs, of Net's state
                              dict, and of a dict holding it, a number and a list),
                              expected.pt (the outputs, and Net's parameters after STEPS SGD
                              steps), and prints the same as EDN.
  jit_reference.py check DIR  loads DIR/tuned_java.pt (the fine-tuned module jtorch saved)
                              with torch.jit.load, and prints as EDN the largest difference
                              between its outputs and parameters and PyTorch's own fine-tuned
                              module's, and its methods' results on the inputs.
"""
import os
import sys
from typing import Dict, List, Optional, Tuple

import torch
from torch import Tensor, nn

from edn import StrKeys, edn

STEPS = 3
LR = 0.1
MOMENTUM = 0.9


class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 3)
        self.bn = nn.BatchNorm1d(3)

    def forward(self, x):
        return torch.relu(self.bn(self.fc(x)))


class Pair(nn.Module):
    def forward(self, x):
        return x * 2, x.sum()


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.block = Block()
        self.head = nn.Linear(3, 2)
        self.register_buffer("offset", torch.tensor([0.5, -0.25]))

    def forward(self, x):
        return self.head(self.block(x)) + self.offset

    @torch.jit.export
    def summarize(self, feats: Dict[str, Tensor], names: List[str], tag: str, scale: float, flag: bool,
                  extra: Optional[Tensor], pairs: List[Tuple[str, int]]
                  ) -> Tuple[Tensor, List[str], Dict[str, int], str, float, bool, Optional[Tensor]]:
        total = feats[names[0]] * scale
        for n in names[1:]:
            total = total + feats[n]
        counts: Dict[str, int] = {}
        for p in pairs:
            counts[p[0]] = p[1] * feats[p[0]].numel()
        if extra is not None:
            total = total + extra
        return total, [n + tag for n in names], counts, tag.upper(), scale * 2.0, not flag, extra


def made():
    torch.manual_seed(7)
    net = Net()
    mlp = nn.Sequential(nn.Linear(4, 8), nn.Tanh(), nn.Linear(8, 2))
    g = torch.Generator().manual_seed(11)
    inputs = {
        "x": torch.randn(5, 4, generator=g),
        "y": torch.randn(5, 2, generator=g),
        "a": torch.randn(2, 3, generator=g),
        "b": torch.randn(2, 3, generator=g),
        "extra": torch.randn(2, 3, generator=g),
    }
    return net, mlp, inputs


def summarize_args(i):
    return ({"a": i["a"], "b": i["b"]}, ["a", "b"], "!", 1.5, True, i["extra"], [("a", 2), ("b", 3)])


def fine_tuned(module, i):
    """STEPS steps of SGD on the mean squared error, in training mode; the loss of each."""
    module.train()
    opt = torch.optim.SGD(module.parameters(), lr=LR, momentum=MOMENTUM)
    losses = []
    for _ in range(STEPS):
        opt.zero_grad()
        loss = ((module(i["x"]) - i["y"]) ** 2).mean()
        loss.backward()
        opt.step()
        losses.append(loss.item())
    module.eval()
    return losses


def make(d):
    net, mlp, i = made()
    scripted = torch.jit.script(net)
    scripted.eval()
    traced = torch.jit.trace(mlp, i["x"])
    torch.jit.save(scripted, os.path.join(d, "scripted.pt"))
    torch.jit.save(traced, os.path.join(d, "traced.pt"))
    torch.jit.save(torch.jit.script(Pair()), os.path.join(d, "pair.pt"))
    torch.save(i, os.path.join(d, "inputs.pt"))
    torch.save(net.state_dict(), os.path.join(d, "state.pt"))
    torch.save({"model": net.state_dict(), "epoch": 3, "names": ["a", "b"], "lr": 0.5},
               os.path.join(d, "checkpoint.pt"))
    with torch.no_grad():
        fwd = scripted(i["x"])
        trc = traced(i["x"])
        total, names, counts, upper, doubled, negated, extra = scripted.summarize(*summarize_args(i))
    tuned = torch.jit.load(os.path.join(d, "scripted.pt"))
    losses = fine_tuned(tuned, i)
    with torch.no_grad():
        tuned_out = tuned(i["x"])
    expected = {
        "forward": fwd, "traced": trc, "total": total, "tuned_forward": tuned_out,
        "losses": torch.tensor(losses, dtype=torch.float64),
    }
    for k, v in tuned.state_dict().items():
        expected["tuned." + k] = v.detach().clone()
    torch.save(expected, os.path.join(d, "expected.pt"))
    print(edn({
        "forward": fwd, "traced": trc,
        "summarize": [total, names, StrKeys(counts), upper, doubled, negated, extra],
        "parameters": [n for n, _ in scripted.named_parameters()],
        "buffers": [n for n, _ in scripted.named_buffers()],
        "state": StrKeys({k: v for k, v in net.state_dict().items()}),
        "methods": sorted(m for m in ["forward", "summarize"]),
        "losses": losses, "tuned_forward": tuned_out,
    }))


def check(d):
    _, _, i = made()
    mine = torch.jit.load(os.path.join(d, "scripted.pt"))
    fine_tuned(mine, i)
    theirs = torch.jit.load(os.path.join(d, "tuned_java.pt"))
    theirs.eval()
    with torch.no_grad():
        diff = (mine(i["x"]) - theirs(i["x"])).abs().max().item()
        theirs_state = theirs.state_dict()
        for k, v in mine.state_dict().items():
            diff = max(diff, (v.double() - theirs_state[k].double()).abs().max().item())
        total, names, *_ = theirs.summarize(*summarize_args(i))
    print(edn({"max_diff": diff, "names": names, "keys": sorted(theirs_state.keys()) == sorted(mine.state_dict().keys())}))


if __name__ == "__main__":
    {"make": make, "check": check}[sys.argv[1]](sys.argv[2])
