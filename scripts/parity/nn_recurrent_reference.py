"""PyTorch's results for the recurrent and attention layer parity cases, as EDN on stdout.

Each case names a torch.nn class, its constructor arguments, and the inputs of one call.
PyTorch makes the module (its own random initialisation), and this prints its state dict,
the inputs' recipes (formula-made values, as ops_reference.py's T; padding and causal masks
by their sizes), the outputs, and the gradients of the inputs and parameters for the sum of
the outputs (the i-th output tensor weighted 1 + 0.1 i). Dropout is 0, so results are
deterministic. The Clojure suite (clojure/test/jtorch/nn_recurrent_test.clj) builds the same
module through jtorch.nn, copies this state dict into it, and compares.
Run with PYTHONPATH at the folder holding the torch package jtorch loads.
"""
import re
import sys

import torch

from ops_reference import G, T, B, edn, tensors


class Pad:
    """A key padding mask (N, S): True at positions s >= lengths[n]."""

    def __init__(self, lengths, size):
        self.lengths, self.size = lengths, size

    def make(self):
        return torch.tensor([[s >= n for s in range(self.size)] for n in self.lengths])

    def edn(self):
        return "{:pad-lengths " + edn(self.lengths) + " :size " + str(self.size) + "}"


class Causal:
    """Transformer.generate_square_subsequent_mask(n)."""

    def __init__(self, n):
        self.n = n

    def make(self):
        return torch.nn.Transformer.generate_square_subsequent_mask(self.n)

    def edn(self):
        return "{:causal " + str(self.n) + "}"


class Mod:
    """A module argument: torch.nn.<cls>(*args, **kwargs)."""

    def __init__(self, cls, args, kwargs):
        self.cls, self.args, self.kwargs = cls, args, kwargs

    def make(self):
        return getattr(torch.nn, self.cls)(*build(self.args), **{k: build(v) for k, v in self.kwargs.items()})

    def edn(self):
        return "{:module " + edn(self.cls) + " :fn " + edn(kebab(self.cls)) + " :args " + to_edn(self.args) \
            + " :kwargs " + to_edn(self.kwargs) + "}"


def kebab(name):
    return re.sub(r"(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", "-", name).lower()


def build(v):
    if isinstance(v, (T, Pad, Causal, Mod)):
        return v.make()
    if isinstance(v, list):
        return [build(x) for x in v]
    return v


def to_edn(v):
    if isinstance(v, (Pad, Causal, Mod)):
        return v.edn()
    if isinstance(v, list):
        return "[" + " ".join(to_edn(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{" + " ".join(":" + k.replace("_", "-") + " " + to_edn(x) for k, x in v.items()) + "}"
    return edn(v)


def leaves(v, out):
    if isinstance(v, torch.Tensor) and v.requires_grad:
        out.append(v)
    elif isinstance(v, list):
        for x in v:
            leaves(x, out)
    return out


LAYER = {"dim_feedforward": 16, "dropout": 0.0}

CASES = [
    # Recurrent layers: (class, constructor args, kwargs, call inputs, call kwargs)
    ("RNN", [4, 6], {"num_layers": 2}, [G([5, 3, 4])], {}),
    ("RNN", [4, 6], {"nonlinearity": "relu", "bidirectional": True, "batch_first": True},
     [G([3, 5, 4], 2), G([2, 3, 6], 3)], {}),
    ("RNN", [4, 6], {"num_layers": 2}, [G([5, 4], 4), G([2, 6], 5)], {}),
    ("LSTM", [4, 6], {"num_layers": 2, "bidirectional": True}, [G([5, 3, 4]), [G([4, 3, 6], 2), G([4, 3, 6], 3)]], {}),
    ("LSTM", [4, 6], {"batch_first": True, "bias": False}, [G([3, 5, 4], 6)], {}),
    ("LSTM", [4, 6], {"num_layers": 2, "proj_size": 3}, [G([5, 2, 4], 7), [G([2, 2, 3], 8), G([2, 2, 6], 9)]], {}),
    ("LSTM", [4, 6], {"proj_size": 2, "bidirectional": True, "batch_first": True}, [G([2, 5, 4], 7)], {}),
    ("LSTM", [4, 6], {}, [G([5, 4], 10), [G([1, 6], 11), G([1, 6], 12)]], {}),
    ("GRU", [4, 6], {"num_layers": 2, "bidirectional": True, "batch_first": True}, [G([2, 5, 4], 13), G([4, 2, 6], 14)], {}),
    ("GRU", [4, 6], {}, [G([5, 4], 15)], {}),
    # Cells
    ("RNNCell", [4, 6], {}, [G([3, 4], 16), G([3, 6], 17)], {}),
    ("RNNCell", [4, 6], {"nonlinearity": "relu", "bias": False}, [G([4], 18)], {}),
    ("LSTMCell", [4, 6], {}, [G([3, 4], 19), [G([3, 6], 20), G([3, 6], 21)]], {}),
    ("LSTMCell", [4, 6], {}, [G([4], 22)], {}),
    ("GRUCell", [4, 6], {}, [G([3, 4], 23), G([3, 6], 24)], {}),
    ("GRUCell", [4, 6], {"bias": False}, [G([4], 25), G([6], 26)], {}),
    # Multi-head attention: query (L=4), key and value (S=5), batch 3
    ("MultiheadAttention", [8, 2], {}, [G([4, 3, 8], 1), G([4, 3, 8], 2), G([4, 3, 8], 3)], {}),
    ("MultiheadAttention", [8, 2], {}, [G([4, 3, 8], 4), G([5, 3, 8], 5), G([5, 3, 8], 6)],
     {"key_padding_mask": Pad([5, 2, 4], 5), "attn_mask": T([4, 5], 7), "average_attn_weights": False}),
    ("MultiheadAttention", [8, 2], {"kdim": 5, "vdim": 6, "batch_first": True},
     [G([3, 4, 8], 8), G([3, 5, 5], 9), G([3, 5, 6], 10)], {"attn_mask": B([4, 5], 11), "need_weights": False}),
    ("MultiheadAttention", [8, 2], {"add_bias_kv": True, "add_zero_attn": True},
     [G([4, 3, 8], 12), G([5, 3, 8], 13), G([5, 3, 8], 14)],
     {"key_padding_mask": Pad([5, 1, 3], 5), "attn_mask": T([4, 5], 15)}),
    ("MultiheadAttention", [8, 2], {}, [G([4, 8], 16), G([4, 8], 17), G([4, 8], 18)],
     {"attn_mask": Causal(4), "is_causal": True, "need_weights": False}),
    ("MultiheadAttention", [8, 2], {"bias": False}, [G([4, 3, 8], 19), G([5, 3, 8], 20), G([5, 3, 8], 21)],
     {"attn_mask": T([6, 4, 5], 22)}),
    # Transformer layers
    ("TransformerEncoderLayer", [8, 2], LAYER, [G([4, 3, 8], 1)],
     {"src_mask": Causal(4), "src_key_padding_mask": Pad([4, 2, 3], 4)}),
    ("TransformerEncoderLayer", [8, 2], dict(LAYER, norm_first=True, activation="gelu", batch_first=True),
     [G([3, 4, 8], 2)], {}),
    ("TransformerEncoderLayer", [8, 2], dict(LAYER, bias=False), [G([4, 8], 3)], {"src_mask": Causal(4), "is_causal": True}),
    ("TransformerDecoderLayer", [8, 2], LAYER, [G([4, 3, 8], 4), G([5, 3, 8], 5)],
     {"tgt_mask": Causal(4), "memory_key_padding_mask": Pad([5, 4, 3], 5)}),
    ("TransformerDecoderLayer", [8, 2], dict(LAYER, norm_first=True, activation="gelu", batch_first=True),
     [G([3, 4, 8], 6), G([3, 5, 8], 7)], {}),
    ("TransformerEncoder", [Mod("TransformerEncoderLayer", [8, 2], LAYER), 2], {}, [G([4, 3, 8], 8)],
     {"mask": Causal(4)}),
    ("TransformerDecoder", [Mod("TransformerDecoderLayer", [8, 2], dict(LAYER, norm_first=True)), 2], {},
     [G([4, 3, 8], 9), G([5, 3, 8], 10)], {"tgt_mask": Causal(4)}),
    ("Transformer", [], dict(d_model=8, nhead=2, num_encoder_layers=2, num_decoder_layers=1, **LAYER),
     [G([5, 3, 8], 11), G([4, 3, 8], 12)], {"tgt_mask": Causal(4)}),
    ("Transformer", [], dict(d_model=8, nhead=2, num_encoder_layers=1, num_decoder_layers=2, batch_first=True,
                             norm_first=True, activation="gelu", **LAYER),
     [G([3, 5, 8], 13), G([3, 4, 8], 14)],
     {"src_key_padding_mask": Pad([5, 3, 4], 5), "memory_key_padding_mask": Pad([5, 3, 4], 5), "tgt_mask": Causal(4)}),
]


def main():
    torch.set_num_threads(1)
    import warnings
    warnings.filterwarnings("ignore")
    print("[")
    for k, (cls, args, kwargs, inputs, call_kwargs) in enumerate(CASES):
        torch.manual_seed(2000 + k)
        m = Mod(cls, args, kwargs).make()
        xs = build(inputs)
        kw = {n: build(v) for n, v in call_kwargs.items()}
        out = m(*xs, **kw)
        terms = [t.float().sum() * (1 + 0.1 * i) for i, t in enumerate(tensors(out, []))]
        sum(terms).backward()
        state = [[name, t] for name, t in m.state_dict().items()]
        param_grads = [[name, p.grad] for name, p in m.named_parameters()]
        print("{:module " + edn(cls) + " :fn " + edn(kebab(cls)) + " :args " + to_edn(args) + " :kwargs " + to_edn(kwargs)
              + " :inputs " + to_edn(inputs) + " :call-kwargs " + to_edn(call_kwargs)
              + " :state " + edn(state) + " :out " + edn(out)
              + " :input-grads " + edn([t.grad for t in leaves(xs, [])])
              + " :param-grads " + edn(param_grads) + "}")
    print("]")


if __name__ == "__main__":
    sys.exit(main())
