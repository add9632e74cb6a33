"""PyTorch's results for the operator parity cases, as EDN on stdout.

Each case names an aten operator, its arguments and keyword arguments; inputs are made
from a formula both sides compute (no shared random state), and the seed is set right
before each call so that random operators draw the same stream. The Clojure suite
(clojure/test/jtorch/operator_parity_test.clj) makes the same inputs, calls the same
operator through jtorch's dispatcher and compares values, shapes, dtypes and gradients.
Run with PYTHONPATH at the folder holding the torch package jtorch loads.
"""
import math
import sys

import torch

from edn import edn


class T:
    """A tensor input: values 2 sin(1.7 seed + 0.37 i) (float) or (7 i + 3 seed) mod span + low (int)."""

    def __init__(self, shape, seed=1, dtype="float32", grad=False, low=0, span=None):
        self.shape, self.seed, self.dtype, self.grad, self.low, self.span = list(shape), seed, dtype, grad, low, span

    def make(self):
        n = math.prod(self.shape)
        dt = getattr(torch, self.dtype)
        if self.span is not None:
            vals = [(7 * i + 3 * self.seed) % self.span + self.low for i in range(n)]
            t = torch.tensor(vals, dtype=torch.int64).to(dt)
        else:
            vals = [2 * math.sin(1.7 * self.seed + 0.37 * i) for i in range(n)]
            t = torch.tensor(vals, dtype=torch.float64).to(dt)
        t = t.reshape(self.shape)
        return t.requires_grad_(True) if self.grad else t

    def edn(self):
        span = "nil" if self.span is None else str(self.span)
        return (f"{{:tensor {edn(self.shape)} :seed {self.seed} :dtype :{self.dtype} "
                f":grad {edn(self.grad)} :low {self.low} :span {span}}}")


class Dt:
    def __init__(self, name):
        self.name = name

    def edn(self):
        return ":" + self.name


def I(shape, span, low=0, seed=1):
    return T(shape, seed, "int64", low=low, span=span)


def B(shape, seed=1):
    return T(shape, seed, "bool", span=2)


def P(shape, low, span, seed=1):
    """Non-negative float values (weights, probabilities)."""
    return T(shape, seed, "float32", low=low, span=span)


def G(shape, seed=1):
    return T(shape, seed, grad=True)


CASES = [
    ("gelu", [T([2, 3])], {}),
    ("gelu", [G([2, 3])], {"approximate": "tanh"}),
    ("silu", [G([5])], {}),
    ("mish", [T([5])], {}),
    ("hardswish", [T([6])], {}),
    ("leaky_relu", [G([6]), 0.2], {}),
    ("elu", [T([6])], {"alpha": 0.5}),
    ("softplus", [T([6]), 2, 10], {}),
    ("log1p", [T([4], dtype="float64")], {}),
    ("expm1", [G([4])], {}),
    ("layer_norm", [G([2, 4]), [4], G([4], 2), G([4], 3)], {"eps": 1e-6}),
    ("group_norm", [T([2, 4, 3]), 2], {}),
    ("rms_norm", [G([2, 4]), [4]], {"eps": 1e-5}),
    ("softmax", [G([2, 5]), 1], {}),
    ("log_softmax", [T([2, 5]), -1], {"dtype": Dt("float64")}),
    ("logsumexp", [G([3, 4]), [1]], {"keepdim": True}),
    ("sum", [T([3, 4]), [0]], {"keepdim": True}),
    ("sum", [I([3, 4], 9)], {}),
    ("mean", [G([3, 4]), [1]], {}),
    ("std", [T([3, 4]), [1]], {"correction": 0}),
    ("var", [T([3, 4])], {}),
    ("amax", [T([3, 4]), [1]], {}),
    ("max", [T([3, 4]), 1], {}),
    ("max", [T([3, 4]), T([3, 4], 2)], {}),
    ("min", [T([3, 4])], {}),
    ("argmax", [T([3, 4])], {"dim": 1}),
    ("topk", [T([3, 6]), 2], {}),
    ("topk", [T([3, 6]), 3], {"largest": False, "sorted": True}),
    ("sort", [T([3, 5])], {"dim": 0, "descending": True}),
    ("argsort", [T([7])], {}),
    ("cumsum", [G([3, 4]), 1], {}),
    ("cumprod", [T([5]), 0], {}),
    ("tril", [T([4, 4])], {}),
    ("triu", [T([4, 4]), 1], {}),
    ("where", [B([3, 3]), T([3, 3], 2), T([3, 3], 3)], {}),
    ("gather", [G([3, 4]), 1, I([3, 2], 4)], {}),
    ("scatter", [T([3, 4]), 1, I([3, 2], 4), T([3, 2], 5)], {}),
    ("scatter_add", [T([3, 4]), 1, I([3, 2], 4), T([3, 2], 5)], {}),
    ("index_select", [T([5, 3]), 0, I([4], 5)], {}),
    ("masked_fill", [T([3, 3]), B([3, 3]), 0.5], {}),
    ("einsum", ["bij,bjk->bik", [G([2, 3, 4]), G([2, 4, 2], 2)]], {}),
    ("constant_pad_nd", [T([2, 3]), [1, 2]], {}),
    ("pad", [T([1, 2, 4]), [2, 1]], {"mode": "reflect"}),
    ("expand", [T([3, 1]), [3, 4]], {}),
    ("repeat", [T([2, 3]), [2, 1]], {}),
    ("cat", [[T([2, 3]), T([1, 3], 2)]], {}),
    ("stack", [[T([2, 3]), T([2, 3], 2)], 1], {}),
    ("split", [T([5, 2]), 2], {}),
    ("chunk", [T([6]), 3], {}),
    ("unbind", [T([3, 2]), 1], {}),
    ("flip", [T([2, 3]), [0, 1]], {}),
    ("roll", [T([2, 3]), [1], [1]], {}),
    ("diag", [T([3, 3])], {}),
    ("outer", [T([3]), T([4], 2)], {}),
    ("mm", [G([2, 3]), G([3, 4], 2)], {}),
    ("bmm", [T([2, 2, 3]), T([2, 3, 2], 2)], {}),
    ("addmm", [T([2, 4]), T([2, 3]), T([3, 4], 2)], {"beta": 0.5, "alpha": 2}),
    ("clamp", [T([6])], {"min": -0.5, "max": 0.5}),
    ("div", [T([4]), T([4], 2)], {"rounding_mode": "floor"}),
    ("remainder", [I([5], 9), 4], {}),
    ("pow", [T([4]), 2], {}),
    ("atan2", [T([4]), T([4], 2)], {}),
    ("lerp", [T([4]), T([4], 2), 0.3], {}),
    ("nan_to_num", [T([3])], {}),
    ("one_hot", [I([4], 3), 3], {}),
    ("embedding", [T([5, 3]), I([2, 2], 5)], {}),
    ("conv1d", [G([1, 2, 7]), G([3, 2, 3], 2)], {"padding": [1], "stride": [2]}),
    ("conv2d", [T([1, 1, 5, 5]), T([2, 1, 3, 3], 2), T([2], 3)], {}),
    ("avg_pool2d", [T([1, 1, 4, 4]), [2, 2]], {}),
    ("adaptive_avg_pool2d", [T([1, 2, 5, 5]), [2, 2]], {}),
    ("max_pool1d", [T([1, 2, 6]), [2]], {}),
    ("scaled_dot_product_attention", [G([1, 2, 3, 4]), G([1, 2, 3, 4], 2), G([1, 2, 3, 4], 3)], {"is_causal": True}),
    ("cross_entropy_loss", [G([3, 5]), I([3], 5)], {"label_smoothing": 0.1}),
    ("nll_loss_nd", [T([3, 5]), I([3], 5)], {"reduction": 2}),
    ("mse_loss", [G([4]), T([4], 2)], {}),
    ("smooth_l1_loss", [T([4]), T([4], 2)], {"beta": 0.5}),
    ("binary_cross_entropy_with_logits", [G([4]), P([4], 0, 2)], {}),
    ("lstm", [G([3, 2, 4]), [T([1, 2, 5], 2), T([1, 2, 5], 3)],
              [T([20, 4], 4), T([20, 5], 5), T([20], 6), T([20], 7)], True, 1, 0.0, False, False, False], {}),
    ("gru_cell", [T([2, 3]), T([2, 4], 2), T([12, 3], 3), T([12, 4], 4)], {}),
    ("linalg_vector_norm", [T([3, 4])], {"ord": 3}),
    ("linalg_inv", [T([3, 3], dtype="float64")], {}),
    ("fft_fftshift", [T([6])], {}),
    ("fft_rfftfreq", [8], {}),
    ("special_erfcx", [T([4])], {}),
    ("to", [T([3]), Dt("float64")], {}),
    ("arange", [0, 10, 3], {}),
    ("linspace", [0, 1, 5], {}),
    ("full", [[2, 2], 7], {}),
    ("zeros", [[2, 3]], {"dtype": Dt("int32")}),
    ("eye", [3], {}),
    # Random operators after manual_seed.
    ("randn", [[3, 4]], {}),
    ("rand", [[5]], {"dtype": Dt("float64")}),
    ("randint", [10, [6]], {}),
    ("randperm", [8], {}),
    ("multinomial", [P([2, 5], 1, 4), 3], {"replacement": True}),
    ("normal", [T([4]), 0.5], {}),
    ("bernoulli", [P([6], 0, 2), 0.5], {}),
    ("dropout", [T([10]), 0.5, True], {}),
    ("rand_like", [T([3])], {}),
    # More of the dispatcher's breadth: indexing ops, reductions returning tuples, math,
    # linear algebra, convolutions and pooling with indices, upsampling, recurrent layers.
    ("nonzero", [B([3, 3])], {}),
    ("unique_dim", [I([5, 2], 3), 0], {}),
    ("bincount", [I([7], 4)], {}),
    ("histc", [T([10])], {"bins": 4}),
    ("searchsorted", [P([5], 0, 5), T([3], 2)], {}),
    ("kthvalue", [T([3, 5]), 2], {"dim": 1}),
    ("median", [T([3, 5]), 1], {}),
    ("mode", [I([3, 5], 3)], {}),
    ("cummax", [T([6]), 0], {}),
    ("diff", [T([6])], {}),
    ("trace", [T([3, 3])], {}),
    ("kron", [T([2, 2]), T([2, 2], 2)], {}),
    ("linalg_cross", [T([2, 3]), T([2, 3], 2)], {}),
    ("tensordot", [T([2, 3]), T([3, 2], 2), [1], [0]], {}),
    ("repeat_interleave", [T([3]), 2], {}),
    ("tile", [T([2, 2]), [2, 1]], {}),
    ("masked_select", [T([3, 3]), B([3, 3])], {}),
    ("take", [T([3, 3]), I([4], 9)], {}),
    ("index_add", [T([4, 3]), 0, I([2], 4), T([2, 3], 2)], {"alpha": 2}),
    ("index_fill", [T([4, 3]), 1, I([2], 3), -1.0], {}),
    ("scatter_reduce", [T([5]), 0, I([4], 5), T([4], 2), "amax"], {"include_self": False}),
    ("logit", [T([4], 4)], {"eps": 0.01}),
    ("erfinv", [T([4], 3)], {}),
    ("digamma", [P([4], 1, 5)], {}),
    ("lgamma", [G([4])], {}),
    ("polygamma", [1, P([4], 1, 5)], {}),
    ("i0", [T([4])], {}),
    ("sinc", [G([5])], {}),
    ("hypot", [T([4]), T([4], 2)], {}),
    ("logaddexp", [G([4]), G([4], 2)], {}),
    ("round", [T([5])], {"decimals": 1}),
    ("sgn", [T([5])], {}),
    ("fmod", [T([4]), 0.7], {}),
    ("heaviside", [T([4]), T([4], 2)], {}),
    ("isclose", [T([4]), T([4], 1)], {}),
    ("allclose", [T([4]), T([4], 1)], {}),
    ("equal", [T([4]), T([4], 2)], {}),
    ("count_nonzero", [P([3, 4], 0, 2)], {"dim": [1]}),
    ("aminmax", [T([3, 4])], {"dim": 0}),
    ("var_mean", [T([3, 4]), [1]], {}),
    ("std_mean", [T([3, 4])], {}),
    ("nanmean", [T([4])], {}),
    ("prod", [T([3, 4]), 1], {"keepdim": True}),
    ("norm", [G([3, 4]), 2, [1]], {}),
    ("dist", [T([4]), T([4], 2)], {}),
    ("cdist", [T([3, 2]), T([4, 2], 2)], {}),
    ("cosine_similarity", [G([3, 4]), G([3, 4], 2)], {}),
    ("pairwise_distance", [T([3, 4]), T([3, 4], 2)], {}),
    ("kl_div", [T([4]), P([4], 0, 3)], {"log_target": False}),
    ("huber_loss", [G([4]), T([4], 2)], {"delta": 0.5}),
    ("triplet_margin_loss", [T([2, 3]), T([2, 3], 2), T([2, 3], 3)], {}),
    ("margin_ranking_loss", [T([4]), T([4], 2), P([4], 1, 1)], {}),
    ("conv_transpose2d", [G([1, 2, 3, 3]), G([2, 1, 2, 2], 2)], {"stride": [2]}),
    ("max_pool2d_with_indices", [T([1, 1, 4, 4]), [2, 2]], {}),
    ("upsample_nearest2d", [T([1, 1, 2, 2]), [4, 4]], {}),
    ("upsample_bilinear2d", [G([1, 1, 2, 3]), [4, 5], True], {}),
    ("pixel_shuffle", [T([1, 4, 2, 2]), 2], {}),
    ("im2col", [T([1, 1, 4, 4]), [2, 2], [1, 1], [0, 0], [2, 2]], {}),
    ("grid_sampler", [T([1, 1, 3, 3]), T([1, 2, 2, 2], 2), 0, 0, False], {}),
    ("embedding_bag", [T([5, 3]), I([6], 5), I([2], 1, low=0)], {"mode": 1}),
    ("native_layer_norm", [G([2, 4]), [4], None, None, 1e-5], {}),
    ("instance_norm", [T([2, 3, 4]), None, None, None, None, True, 0.1, 1e-5, False], {}),
    ("gru", [G([3, 2, 4]), T([1, 2, 5], 2), [T([15, 4], 4), T([15, 5], 5), T([15], 6), T([15], 7)],
             True, 1, 0.0, False, False, False], {}),
    ("rnn_tanh", [T([3, 2, 4]), T([1, 2, 5], 2), [T([5, 4], 4), T([5, 5], 5), T([5], 6), T([5], 7)],
                  True, 1, 0.0, False, False, False], {}),
    ("lstm_cell", [T([2, 3]), [T([2, 4], 2), T([2, 4], 3)], T([16, 3], 4), T([16, 4], 5)], {}),
    ("linalg_svd", [T([3, 3], dtype="float64")], {"full_matrices": False}),
    ("linalg_qr", [T([3, 3], dtype="float64")], {}),
    ("linalg_det", [G([3, 3])], {}),
    ("linalg_solve", [T([3, 3], dtype="float64"), T([3, 2], 2, dtype="float64")], {}),
    ("linalg_matrix_norm", [T([3, 3])], {"ord": "fro"}),
    ("special_xlogy", [T([4]), P([4], 1, 3)], {}),
    ("fft_fftfreq", [6], {"d": 0.5}),
    ("tril_indices", [3, 3], {}),
    ("cartesian_prod", [[T([2]), T([3], 2)]], {}),
    ("block_diag", [[T([1, 2]), T([2, 1], 2)]], {}),
    ("baddbmm", [T([2, 2, 2]), T([2, 2, 3], 2), T([2, 3, 2], 3)], {"beta": 0.5}),
    ("addcmul", [T([4]), T([4], 2), T([4], 3)], {"value": 0.5}),
    ("clamp_min", [T([5]), 0.2], {}),
    ("normal", [0.0, 2.0, [5]], {}),
    ("randint_like", [T([4]), 10], {}),
    ("poisson", [P([5], 1, 4)], {}),
    ("native_dropout", [T([8]), 0.3, True], {}),
]


# Python's indexing: (tensor, indices, value or None). An index is an int, None, "..."
# (Ellipsis), a "start:stop:step" string (a slice), a bool, a T (a tensor) or a list of ints.
INDEXING = [
    (T([4, 5]), [1], None),
    (T([4, 5]), ["1:3"], None),
    (T([4, 5]), ["::2", "1:"], None),
    (T([4, 5]), [None, "...", -1], None),
    (T([2, 3, 4]), ["...", 1], None),
    (T([2, 3, 4]), [0, None, ":", "1:"], None),
    (T([4, 5]), [[0, 2, 3]], None),
    (T([4, 5]), [":", [1, 4]], None),
    (T([4, 5]), [I([3], 4), I([3], 5, seed=2)], None),
    (T([4, 5]), [B([4, 5])], None),
    (T([4, 5]), [B([4])], None),
    (T([4, 5]), [True], None),
    (T([4, 5]), ["1:3"], 0.5),
    (T([4, 5]), [B([4, 5])], 0.0),
    (T([4, 5]), [":", 2], T([4], 3)),
    (T([4, 5]), [[0, 3]], T([5], 4)),
    (I([4, 5], 9), [I([2], 4)], 7),
]


# torch.nn.functional's functions that are several operators, which jtorch.nn.functional
# writes out: (name, args, kwargs), called as torch.nn.functional.name(*args, **kwargs).
FUNCTIONAL = [
    ("normalize", [G([3, 4])], {}),
    ("normalize", [T([3, 4])], {"p": 1.0, "dim": 0}),
    ("softmin", [G([2, 5]), 1], {}),
    ("softsign", [G([5])], {}),
    ("tanhshrink", [T([5])], {}),
    ("unfold", [T([1, 2, 4, 4]), [2, 2]], {"stride": 2}),
    ("fold", [T([1, 4, 9]), [4, 4], [2, 2]], {"dilation": 1, "padding": 0, "stride": 1}),
    ("grid_sample", [G([1, 1, 3, 3]), T([1, 2, 2, 2], 2)], {"mode": "bilinear", "padding_mode": "border", "align_corners": True}),
    ("grid_sample", [T([1, 1, 3, 3]), T([1, 2, 2, 2], 2)], {"mode": "nearest", "align_corners": False}),
    ("affine_grid", [T([1, 2, 3]), [1, 1, 2, 3]], {"align_corners": False}),
    ("interpolate", [G([1, 1, 2, 3])], {"scale_factor": 2, "mode": "bilinear", "align_corners": True}),
    ("interpolate", [T([1, 2, 3])], {"size": 5, "mode": "linear"}),
    ("interpolate", [T([1, 1, 2, 2])], {"size": [3, 5]}),
    ("interpolate", [T([1, 1, 3, 3])], {"scale_factor": 2, "mode": "bicubic"}),
    ("interpolate", [T([1, 1, 4, 4])], {"size": [2, 2], "mode": "area"}),
    ("interpolate", [T([1, 1, 3, 3])], {"size": [5, 4], "mode": "nearest-exact"}),
]


def index_item(v):
    if isinstance(v, str):
        if v == "...":
            return Ellipsis
        if v == ":":
            return slice(None)
        parts = [int(p) if p else None for p in v.split(":")]
        return slice(*parts)
    return make(v)


def make(v):
    if isinstance(v, T):
        return v.make()
    if isinstance(v, Dt):
        return getattr(torch, v.name)
    if isinstance(v, list):
        return [make(x) for x in v]
    return v


def leaves(v, out):
    if isinstance(v, torch.Tensor) and v.requires_grad:
        out.append(v)
    elif isinstance(v, list):
        for x in v:
            leaves(x, out)
    return out


def tensors(v, out):
    if isinstance(v, torch.Tensor):
        out.append(v)
    elif isinstance(v, (list, tuple)):
        for x in v:
            tensors(x, out)
    return out


def main():
    torch.set_num_threads(1)
    import warnings
    warnings.filterwarnings("ignore")
    print("[")
    for k, (op, args, kwargs) in enumerate(CASES):
        xs = make(args)
        kw = {n: make(x) for n, x in kwargs.items()}
        torch.manual_seed(1000 + k)
        out = getattr(torch.ops.aten, op)(*xs, **kw)
        grads = None
        inputs = leaves(xs, [])
        if inputs:
            loss = sum((t.float() * (1 + 0.1 * i)).sum() for i, t in enumerate(tensors(out, []))
                       if t.requires_grad)
            loss.backward()
            grads = [t.grad for t in inputs]
        print("{:op " + edn(op) + " :seed " + str(1000 + k) + " :args " + edn(args) + " :kwargs " + edn(kwargs)
              + " :out " + edn(out) + " :grads " + edn(grads) + "}")
    for name, args, kwargs in FUNCTIONAL:
        xs = make(args)
        out = getattr(torch.nn.functional, name)(*xs, **{n: make(v) for n, v in kwargs.items()})
        grads = None
        inputs = leaves(xs, [])
        if inputs:
            out.sum().backward()
            grads = [t.grad for t in inputs]
        print("{:functional " + edn(name) + " :args " + edn(args) + " :kwargs " + edn(kwargs)
              + " :out " + edn(out) + " :grads " + edn(grads) + "}")
    for x, indices, value in INDEXING:
        t = x.make()
        key = tuple(index_item(i) for i in indices)
        if value is None:
            out = t[key]
        else:
            out = t.clone()
            out[key] = make(value)
        print("{:index " + edn(x) + " :indices " + edn(indices) + " :value " + edn(value) + " :out " + edn(out) + "}")
    print("]")


if __name__ == "__main__":
    sys.exit(main())
