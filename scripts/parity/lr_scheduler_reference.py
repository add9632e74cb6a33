"""PyTorch's learning rates for the lr_scheduler parity cases, as EDN on stdout.

Each case names an optimizer (PyTorch's class) over parameter groups of one trivial parameter
each (a zero tensor of shape [1] whose gradient is zero), each group's options, and a
scheduler: its class and keyword arguments (a SequentialLR's "schedulers" a list of such
scheduler specs). The loop is PyTorch's: the scheduler is made (its initial step), then per
step optimizer.step() and scheduler.step() (ReduceLROnPlateau's step(metric), with the case's
metrics). "lrs" gives each group's lr after construction and after each step; "momenta" each
group's momentum (SGD, RMSprop) or beta1 (Adam, AdamW) alongside, for cases that cycle it.
The Clojure suite (clojure/test/jtorch/lr_scheduler_parity_test.clj) and the JUnit
LRSchedulerTest run the same steps through jtorch and compare. Run with PYTHONPATH at the
folder holding the torch package jtorch loads.
"""
import math
import warnings

import torch

from edn import StrKeys, edn

warnings.simplefilter("ignore")


def spec(scheduler, **kwargs):
    return {"scheduler": scheduler, "kwargs": StrKeys(kwargs)}


# A metric with plateaus and small wiggles, so patience, threshold and cooldown all matter.
PLATEAU_METRICS = [1.0 / (1 + i // 4) + 0.001 * math.sin(i) for i in range(30)]
RISING_METRICS = [-m for m in PLATEAU_METRICS]

# The OneCycleLR cases with cosine annealing step total_steps times, as PyTorch allows; a linear one
# stepped that far would extrapolate to a negative lr, which jtorch's optimizers refuse.
# (name, optimizer, group lrs (each group's own options), scheduler spec, steps, metrics, cycled momentum)
CASES = [
    ("step-lr", "SGD", [{"lr": 0.1}], spec("StepLR", step_size=3, gamma=0.5), 12, None, False),
    ("step-lr-two-groups", "SGD", [{"lr": 0.1}, {"lr": 0.02}], spec("StepLR", step_size=2), 9, None, False),
    ("multi-step-lr", "SGD", [{"lr": 0.1}, {"lr": 0.05}], spec("MultiStepLR", milestones=[2, 5, 9], gamma=0.3),
     12, None, False),
    ("multi-step-lr-default-gamma", "Adam", [{"lr": 0.01}], spec("MultiStepLR", milestones=[0, 3]), 6, None, False),
    ("exponential-lr", "SGD", [{"lr": 0.1}], spec("ExponentialLR", gamma=0.9), 10, None, False),
    ("exponential-lr-two-groups", "AdamW", [{"lr": 0.01}, {"lr": 0.003}], spec("ExponentialLR", gamma=0.75),
     8, None, False),
    ("cosine-annealing-lr", "SGD", [{"lr": 0.1}], spec("CosineAnnealingLR", T_max=10, eta_min=0.001), 33, None,
     False),
    ("cosine-annealing-lr-two-groups", "Adam", [{"lr": 0.05}, {"lr": 0.2}], spec("CosineAnnealingLR", T_max=7),
     16, None, False),
    ("linear-lr", "SGD", [{"lr": 0.1}], spec("LinearLR"), 8, None, False),
    ("linear-lr-decay-two-groups", "Adam", [{"lr": 0.01}, {"lr": 0.04}],
     spec("LinearLR", start_factor=0.5, end_factor=0.1, total_iters=6), 9, None, False),
    ("one-cycle-sgd-momentum", "SGD", [{"lr": 0.1, "momentum": 0.9}],
     spec("OneCycleLR", max_lr=0.1, total_steps=20), 20, None, True),
    ("one-cycle-adam-beta1-two-groups", "Adam", [{"lr": 0.001}, {"lr": 0.001}],
     spec("OneCycleLR", max_lr=[0.01, 0.05], epochs=3, steps_per_epoch=4, pct_start=0.25, base_momentum=0.8,
          max_momentum=0.9), 12, None, True),
    ("one-cycle-three-phase-linear", "SGD", [{"lr": 0.1, "momentum": 0.5}],
     spec("OneCycleLR", max_lr=0.5, total_steps=15, anneal_strategy="linear", three_phase=True, div_factor=10.0,
          final_div_factor=100.0), 14, None, True),
    ("one-cycle-three-phase-cos-adamw", "AdamW", [{"lr": 0.01}],
     spec("OneCycleLR", max_lr=0.02, total_steps=16, three_phase=True, pct_start=0.4), 16, None, True),
    ("one-cycle-no-momentum-linear", "AdamW", [{"lr": 0.01}, {"lr": 0.02}],
     spec("OneCycleLR", max_lr=0.03, total_steps=10, anneal_strategy="linear", cycle_momentum=False), 9, None,
     False),
    ("one-cycle-momentum-per-group", "RMSprop", [{"lr": 0.01, "momentum": 0.9}, {"lr": 0.01}],
     spec("OneCycleLR", max_lr=[0.1, 0.2], total_steps=12, base_momentum=[0.8, 0.7], max_momentum=[0.9, 0.95]),
     11, None, True),
    ("reduce-lr-on-plateau-min-rel", "SGD", [{"lr": 0.1}, {"lr": 0.05}],
     spec("ReduceLROnPlateau", factor=0.5, patience=1, cooldown=1, min_lr=[0.01, 0.02]), 30, PLATEAU_METRICS,
     False),
    ("reduce-lr-on-plateau-max-abs", "Adam", [{"lr": 0.01}],
     spec("ReduceLROnPlateau", mode="max", threshold=0.05, threshold_mode="abs", patience=2, cooldown=2,
          min_lr=0.002, factor=0.3), 30, RISING_METRICS, False),
    ("reduce-lr-on-plateau-max-rel-eps", "SGD", [{"lr": 0.1}],
     spec("ReduceLROnPlateau", mode="max", patience=0, factor=0.9, eps=0.009, min_lr=0.05), 30, RISING_METRICS,
     False),
    ("reduce-lr-on-plateau-min-abs", "SGD", [{"lr": 0.1}],
     spec("ReduceLROnPlateau", threshold_mode="abs", threshold=0.01, patience=2), 30, PLATEAU_METRICS,
     False),
    ("sequential-linear-warmup-cosine", "SGD", [{"lr": 0.1}, {"lr": 0.03}],
     {"scheduler": "SequentialLR",
      "kwargs": StrKeys(schedulers=[spec("LinearLR", start_factor=0.1, total_iters=4),
                                    spec("CosineAnnealingLR", T_max=10, eta_min=0.001)],
                        milestones=[4])}, 18, None, False),
    ("sequential-three", "Adam", [{"lr": 0.01}],
     {"scheduler": "SequentialLR",
      "kwargs": StrKeys(schedulers=[spec("ExponentialLR", gamma=0.9), spec("StepLR", step_size=2, gamma=0.5),
                                    spec("MultiStepLR", milestones=[2, 4], gamma=0.2)],
                        milestones=[3, 7])}, 12, None, False),
]


def make(opt, s):
    kwargs = dict(s["kwargs"])
    if s["scheduler"] == "SequentialLR":
        kwargs["schedulers"] = [make(opt, c) for c in kwargs["schedulers"]]
    return getattr(torch.optim.lr_scheduler, s["scheduler"])(opt, **kwargs)


def momentum(group):
    return group["betas"][0] if "betas" in group else group["momentum"]


def run(optimizer, groups, s, steps, metrics, cycled):
    params = []
    for _ in groups:
        p = torch.zeros(1, requires_grad=True)
        p.grad = torch.zeros(1)
        params.append(p)
    opt = getattr(torch.optim, optimizer)([dict(g, params=[p]) for g, p in zip(groups, params)], foreach=False)
    sched = make(opt, s)
    lrs, momenta = [], []

    def record():
        lrs.append([float(g["lr"]) for g in opt.param_groups])
        momenta.append([float(momentum(g)) for g in opt.param_groups])

    record()
    for i in range(steps):
        opt.step()
        if metrics is None:
            sched.step()
        else:
            sched.step(metrics[i])
        record()
    return lrs, momenta if cycled else None


def main():
    cases = []
    for name, optimizer, groups, s, steps, metrics, cycled in CASES:
        lrs, momenta = run(optimizer, groups, s, steps, metrics, cycled)
        cases.append({"name": name, "optimizer": optimizer, "groups": [StrKeys(g) for g in groups],
                      "scheduler": s, "steps": steps, "metrics": metrics, "lrs": lrs, "momenta": momenta})
    print(edn({"cases": cases}))


if __name__ == "__main__":
    main()
