"""PyTorch's results for the torch.nn activation and loss module parity cases, as EDN on stdout.

Each case names a torch.nn module class, its jtorch.nn constructor, the constructor's
positional and keyword arguments, any state to copy into it, and its inputs, made from a
formula both sides compute (see ops_reference.T, here with a scale and a squashing function).
PyTorch's output and the gradients of output.sum() with respect to the inputs that require
grad are printed; the Clojure suite (clojure/test/jtorch/nn_modules_parity_test.clj) builds
the same module through jtorch.nn and compares. Run with PYTHONPATH at the folder holding the
torch package jtorch loads.
"""
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import torch  # noqa: E402
from ops_reference import T, edn  # noqa: E402


class V(T):
    """T's values times scale, then squashed: "sigmoid" (into (0, 1)) or "sign" (to +-1)."""

    def __init__(self, shape, seed=1, grad=False, scale=1.0, squash=None, dtype="float32"):
        super().__init__(shape, seed, dtype, grad)
        self.scale, self.squash = scale, squash

    def make(self):
        n = math.prod(self.shape)
        vals = [self.scale * 2 * math.sin(1.7 * self.seed + 0.37 * i) for i in range(n)]
        if self.squash == "sigmoid":
            vals = [1 / (1 + math.exp(-v)) for v in vals]
        elif self.squash == "sign":
            vals = [1.0 if v > 0 else -1.0 for v in vals]
        t = torch.tensor(vals, dtype=torch.float64).to(getattr(torch, self.dtype)).reshape(self.shape)
        return t.requires_grad_(True) if self.grad else t

    def edn(self):
        return (f"{{:tensor {edn(self.shape)} :seed {self.seed} :dtype :{self.dtype} :grad {edn(self.grad)} "
                f":scale {edn(float(self.scale))} :squash {edn(self.squash)}}}")


class Longs:
    """An int64 tensor of the given values and shape."""

    def __init__(self, values, shape=None):
        self.values, self.shape = values, shape or [len(values)]

    def make(self):
        return torch.tensor(self.values, dtype=torch.int64).reshape(self.shape)

    def edn(self):
        return f"{{:longs {edn(self.values)} :shape {edn(self.shape)}}}"


class Fn:
    """A distance function both sides define by name."""

    FNS = {"l1": lambda a, b: (a - b).abs().sum(-1)}

    def __init__(self, name):
        self.name = name

    def make(self):
        return Fn.FNS[self.name]

    def edn(self):
        return f"{{:fn {edn(self.name)}}}"


def G(shape, seed=1, **kw):
    return V(shape, seed, grad=True, **kw)


def X(shape, seed=1, **kw):
    return V(shape, seed, **kw)


def I(shape, span, low=0, seed=1):
    return T(shape, seed, "int64", low=low, span=span)


def F01(shape, seed=1):
    """0.0 and 1.0 as float32 (multi-label targets)."""
    return T(shape, seed, "float32", span=2)


def P(shape, low, span, seed=1):
    return T(shape, seed, "float32", low=low, span=span)


def make(v):
    if isinstance(v, (T, Longs, Fn)):
        return v.make()
    if isinstance(v, list):
        return [make(x) for x in v]
    return v


def edn_of(v):
    if isinstance(v, (Longs, Fn)):
        return v.edn()
    if isinstance(v, list):
        return "[" + " ".join(edn_of(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{" + " ".join(":" + k.replace("_", "-") + " " + edn_of(x) for k, x in v.items()) + "}"
    return edn(v)


# (class, jtorch.nn constructor, args, kwargs, inputs[, options]); options: "state" (name to
# recipe, copied into the module), "eval" (evaluation mode).
ACTIVATIONS = [
    ("ReLU6", "relu6", [], {}, [G([2, 5], scale=4)]),
    ("ReLU6", "relu6", [], {"inplace": True}, [X([2, 5], scale=4)]),
    ("LeakyReLU", "leaky-relu", [], {}, [G([2, 5])]),
    ("LeakyReLU", "leaky-relu", [], {"negative_slope": 0.2, "inplace": True}, [X([2, 5])]),
    ("PReLU", "prelu", [], {}, [G([2, 5])]),
    ("PReLU", "prelu", [], {"num_parameters": 3, "init": 0.1}, [G([2, 3, 4])], {"state": {"weight": G([3], 5)}}),
    ("RReLU", "rrelu", [], {}, [G([2, 5])], {"eval": True}),
    ("RReLU", "rrelu", [], {"lower": 0.1, "upper": 0.3}, [G([2, 5])], {"eval": True}),
    ("ELU", "elu", [], {}, [G([2, 5])]),
    ("ELU", "elu", [], {"alpha": 0.5, "inplace": True}, [X([2, 5])]),
    ("SELU", "selu", [], {}, [G([2, 5])]),
    ("CELU", "celu", [], {"alpha": 2.0}, [G([2, 5])]),
    ("GELU", "gelu", [], {}, [G([2, 5])]),
    ("GELU", "gelu", [], {"approximate": "tanh"}, [G([2, 5])]),
    ("SiLU", "silu", [], {}, [G([2, 5])]),
    ("Mish", "mish", [], {}, [G([2, 5])]),
    ("Sigmoid", "sigmoid", [], {}, [G([2, 5])]),
    ("Tanh", "tanh", [], {}, [G([2, 5])]),
    ("Softmax", "softmax", [1], {}, [G([2, 5])]),
    ("Softmax", "softmax", [], {}, [G([2, 3, 2])]),
    ("LogSoftmax", "log-softmax", [-1], {}, [G([2, 5])]),
    ("Softmin", "softmin", [1], {}, [G([2, 5])]),
    ("Softmax2d", "softmax2d", [], {}, [G([2, 3, 2, 2])]),
    ("Softplus", "softplus", [], {}, [G([2, 5])]),
    ("Softplus", "softplus", [], {"beta": 2.0, "threshold": 1.0}, [G([2, 5])]),
    ("Softsign", "softsign", [], {}, [G([2, 5])]),
    ("Hardtanh", "hardtanh", [], {}, [G([2, 5])]),
    ("Hardtanh", "hardtanh", [], {"min_val": -2.0, "max_val": 0.5}, [G([2, 5], scale=2)]),
    ("Hardsigmoid", "hardsigmoid", [], {}, [G([2, 5], scale=2.5)]),
    ("Hardswish", "hardswish", [], {}, [G([2, 5], scale=2.5)]),
    ("Hardshrink", "hardshrink", [], {}, [G([2, 5])]),
    ("Hardshrink", "hardshrink", [], {"lambd": 1.0}, [G([2, 5])]),
    ("Softshrink", "softshrink", [], {"lambd": 0.3}, [G([2, 5])]),
    ("Tanhshrink", "tanhshrink", [], {}, [G([2, 5])]),
    ("Threshold", "threshold", [0.1, 20.0], {}, [G([2, 5])]),
    ("Threshold", "threshold", [-0.5, -3.0], {"inplace": True}, [X([2, 5])]),
    ("LogSigmoid", "log-sigmoid", [], {}, [G([2, 5])]),
    ("GLU", "glu", [], {}, [G([2, 4])]),
    ("GLU", "glu", [], {"dim": 0}, [G([4, 3])]),
]

REDUCTIONS = ["mean", "sum", "none"]


def each_reduction(cls, ctor, kwargs, inputs):
    return [(cls, ctor, [], dict(kwargs, reduction=r), inputs) for r in REDUCTIONS]


LOSSES = (
    each_reduction("L1Loss", "l1-loss", {}, [G([3, 4]), X([3, 4], 2)])
    + [("L1Loss", "l1-loss", [], {}, [G([3, 4]), X([4], 2)])]
    + each_reduction("MSELoss", "mse-loss", {}, [G([3, 4]), X([3, 4], 2)])
    + each_reduction("CrossEntropyLoss", "cross-entropy-loss", {}, [G([3, 5]), I([3], 5)])
    + [
        ("CrossEntropyLoss", "cross-entropy-loss", [], {"weight": P([5], 1, 3)}, [G([3, 5]), I([3], 5)]),
        ("CrossEntropyLoss", "cross-entropy-loss", [], {"ignore_index": 0}, [G([3, 5]), I([3], 5)]),
        ("CrossEntropyLoss", "cross-entropy-loss", [], {"label_smoothing": 0.1}, [G([3, 5]), I([3], 5)]),
        ("CrossEntropyLoss", "cross-entropy-loss", [], {"weight": P([5], 1, 3), "label_smoothing": 0.2,
                                                        "reduction": "sum"}, [G([3, 5]), I([3], 5)]),
        ("CrossEntropyLoss", "cross-entropy-loss", [], {}, [G([3, 5]), X([3, 5], 2, squash="sigmoid")]),
        ("CrossEntropyLoss", "cross-entropy-loss", [], {"label_smoothing": 0.1, "reduction": "none"},
         [G([3, 5]), X([3, 5], 2, squash="sigmoid")]),
        ("CrossEntropyLoss", "cross-entropy-loss", [], {}, [G([2, 3, 2]), I([2, 2], 3)]),
    ]
    + each_reduction("NLLLoss", "nll-loss", {}, [G([3, 5]), I([3], 5)])
    + [
        ("NLLLoss", "nll-loss", [], {"weight": P([5], 1, 3)}, [G([3, 5]), I([3], 5)]),
        ("NLLLoss", "nll-loss", [], {"ignore_index": 3, "reduction": "sum"}, [G([3, 5]), I([3], 5)]),
    ]
    + each_reduction("BCELoss", "bce-loss", {}, [G([3, 4], squash="sigmoid"), X([3, 4], 2, squash="sigmoid")])
    + [("BCELoss", "bce-loss", [], {"weight": P([4], 1, 3)}, [G([3, 4], squash="sigmoid"), X([3, 4], 2, squash="sigmoid")])]
    + each_reduction("BCEWithLogitsLoss", "bce-with-logits-loss", {}, [G([3, 4]), X([3, 4], 2, squash="sigmoid")])
    + [
        ("BCEWithLogitsLoss", "bce-with-logits-loss", [], {"weight": P([4], 1, 3), "pos_weight": P([4], 1, 3, seed=2)},
         [G([3, 4]), X([3, 4], 2, squash="sigmoid")]),
        ("BCEWithLogitsLoss", "bce-with-logits-loss", [], {"pos_weight": P([4], 1, 3, seed=2), "reduction": "none"},
         [G([3, 4]), X([3, 4], 2, squash="sigmoid")]),
    ]
    + each_reduction("HuberLoss", "huber-loss", {}, [G([3, 4]), X([3, 4], 2)])
    + [("HuberLoss", "huber-loss", [], {"delta": 0.5}, [G([3, 4]), X([3, 4], 2)])]
    + each_reduction("SmoothL1Loss", "smooth-l1-loss", {}, [G([3, 4]), X([3, 4], 2)])
    + [
        ("SmoothL1Loss", "smooth-l1-loss", [], {"beta": 0.5}, [G([3, 4]), X([3, 4], 2)]),
        ("SmoothL1Loss", "smooth-l1-loss", [], {"beta": 0.0}, [G([3, 4]), X([3, 4], 2)]),
    ]
    + each_reduction("KLDivLoss", "kl-div-loss", {}, [G([3, 4]), X([3, 4], 2, squash="sigmoid")])
    + [
        ("KLDivLoss", "kl-div-loss", [], {"reduction": "batchmean"}, [G([3, 4]), X([3, 4], 2, squash="sigmoid")]),
        ("KLDivLoss", "kl-div-loss", [], {"log_target": True}, [G([3, 4]), G([3, 4], 2)]),
    ]
    + each_reduction("PoissonNLLLoss", "poisson-nll-loss", {}, [G([3, 4]), P([3, 4], 0, 4)])
    + [
        ("PoissonNLLLoss", "poisson-nll-loss", [], {"log_input": False}, [G([3, 4], squash="sigmoid"), P([3, 4], 0, 4)]),
        ("PoissonNLLLoss", "poisson-nll-loss", [], {"full": True, "reduction": "sum"}, [G([3, 4]), P([3, 4], 0, 4)]),
    ]
    + each_reduction("GaussianNLLLoss", "gaussian-nll-loss", {},
                     [G([3, 4]), X([3, 4], 2), G([3, 4], 3, squash="sigmoid")])
    + [
        ("GaussianNLLLoss", "gaussian-nll-loss", [], {"full": True}, [G([3, 4]), X([3, 4], 2), G([3, 4], 3, squash="sigmoid")]),
        ("GaussianNLLLoss", "gaussian-nll-loss", [], {"eps": 0.3}, [G([3, 4]), X([3, 4], 2), G([3, 4], 3, squash="sigmoid")]),
        ("GaussianNLLLoss", "gaussian-nll-loss", [], {}, [G([3, 4]), X([3, 4], 2), G([3], 3, squash="sigmoid")]),
        ("GaussianNLLLoss", "gaussian-nll-loss", [], {"reduction": "none"}, [G([3, 4]), X([3, 4], 2), G([3, 1], 3, squash="sigmoid")]),
        ("GaussianNLLLoss", "gaussian-nll-loss", [], {"reduction": "sum"}, [G([3, 4]), X([3, 4], 2), 0.5]),
    ]
    + each_reduction("CTCLoss", "ctc-loss", {}, [G([6, 2, 4]), I([2, 3], 3, low=1), [6, 5], [3, 2]])
    + [
        ("CTCLoss", "ctc-loss", [], {}, [G([6, 2, 4]), I([2, 3], 3, low=1), Longs([6, 5]), Longs([3, 2])]),
        ("CTCLoss", "ctc-loss", [], {"blank": 3, "reduction": "sum"}, [G([6, 2, 4]), I([2, 3], 3), [6, 4], [3, 1]]),
        ("CTCLoss", "ctc-loss", [], {"zero_infinity": True, "reduction": "sum"},
         [G([6, 2, 4]), I([2, 3], 3, low=1), [1, 5], [3, 2]]),
        ("CTCLoss", "ctc-loss", [], {"reduction": "none"}, [G([6, 2, 4]), I([5], 3, low=1), [6, 5], [3, 2]]),
    ]
    + each_reduction("MarginRankingLoss", "margin-ranking-loss", {}, [G([4]), G([4], 2), X([4], 3, squash="sign")])
    + [("MarginRankingLoss", "margin-ranking-loss", [], {"margin": 0.5}, [G([4]), G([4], 2), X([4], 3, squash="sign")])]
    + each_reduction("HingeEmbeddingLoss", "hinge-embedding-loss", {}, [G([3, 4]), X([3, 4], 2, squash="sign")])
    + [("HingeEmbeddingLoss", "hinge-embedding-loss", [], {"margin": 0.5}, [G([3, 4]), X([3, 4], 2, squash="sign")])]
    + each_reduction("MultiLabelMarginLoss", "multi-label-margin-loss", {},
                     [G([2, 4]), Longs([3, 0, -1, 1, 1, 2, 3, -1], [2, 4])])
    + each_reduction("SoftMarginLoss", "soft-margin-loss", {}, [G([3, 4]), X([3, 4], 2, squash="sign")])
    + each_reduction("MultiLabelSoftMarginLoss", "multi-label-soft-margin-loss", {}, [G([3, 4]), F01([3, 4])])
    + [("MultiLabelSoftMarginLoss", "multi-label-soft-margin-loss", [], {"weight": P([4], 1, 3)}, [G([3, 4]), F01([3, 4])])]
    + each_reduction("CosineEmbeddingLoss", "cosine-embedding-loss", {}, [G([3, 5]), G([3, 5], 2), X([3], 3, squash="sign")])
    + [("CosineEmbeddingLoss", "cosine-embedding-loss", [], {"margin": 0.2}, [G([3, 5]), G([3, 5], 2), X([3], 3, squash="sign")])]
    + each_reduction("MultiMarginLoss", "multi-margin-loss", {}, [G([3, 5]), I([3], 5)])
    + [
        ("MultiMarginLoss", "multi-margin-loss", [], {"p": 2, "margin": 0.5}, [G([3, 5]), I([3], 5)]),
        ("MultiMarginLoss", "multi-margin-loss", [], {"weight": P([5], 1, 3)}, [G([3, 5]), I([3], 5)]),
    ]
    + each_reduction("TripletMarginLoss", "triplet-margin-loss", {}, [G([3, 4]), G([3, 4], 2), G([3, 4], 3)])
    + [("TripletMarginLoss", "triplet-margin-loss", [], {"margin": 0.5, "p": 1.0, "swap": True},
        [G([3, 4]), G([3, 4], 2), G([3, 4], 3)])]
    + each_reduction("TripletMarginWithDistanceLoss", "triplet-margin-with-distance-loss", {},
                     [G([3, 4]), G([3, 4], 2), G([3, 4], 3)])
    + [("TripletMarginWithDistanceLoss", "triplet-margin-with-distance-loss", [],
        {"distance_function": Fn("l1"), "margin": 2.0, "swap": True}, [G([3, 4]), G([3, 4], 2), G([3, 4], 3)])]
)


def main():
    torch.set_num_threads(1)
    import warnings
    warnings.filterwarnings("ignore")
    print("[")
    for case in ACTIVATIONS + LOSSES:
        cls, ctor, args, kwargs, inputs = case[:5]
        opts = case[5] if len(case) > 5 else {}
        m = getattr(torch.nn, cls)(*make(args), **{k: make(v) for k, v in kwargs.items()})
        state = opts.get("state", {})
        with torch.no_grad():
            for name, recipe in state.items():
                getattr(m, name).copy_(make(recipe))
        if opts.get("eval"):
            m.eval()
        xs = make(inputs)
        out = m(*xs)
        leaves = [x for x in xs if isinstance(x, torch.Tensor) and x.requires_grad]
        grads = None
        if leaves:
            out.sum().backward()
            grads = [x.grad for x in leaves]
        print("{:class " + edn(cls) + " :ctor " + edn(ctor) + " :args " + edn_of(args) + " :kwargs " + edn_of(kwargs)
              + " :state " + edn_of(state) + " :eval " + edn(bool(opts.get("eval")))
              + " :state-dict " + edn(sorted(m.state_dict().keys())) + " :inputs " + edn_of(inputs)
              + " :out " + edn(out) + " :grads " + edn(grads) + "}")
    print("]")


if __name__ == "__main__":
    sys.exit(main())
