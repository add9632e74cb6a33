"""PyTorch's losses, step for step, for the training parity cases, as EDN on stdout.

Four models (an MLP, a CNN, an LSTM classifier and a small causal transformer language
model), each from PyTorch's freshly initialised weights, trained for a few steps on
formula-made data with a torch.optim optimizer. The Clojure and Java suites build the same
architecture with jtorch, load these weights, run the same steps and compare the losses
and the final weights. Run with PYTHONPATH at the folder holding the torch package jtorch
loads.
"""
import math

import torch
from torch import nn

from edn import StrKeys, edn

STEPS = 6


def formula(shape, seed):
    """Values 2 sin(1.7 seed + 0.37 i), the recipe the JVM side repeats (float32)."""
    n = math.prod(shape)
    return torch.tensor([2 * math.sin(1.7 * seed + 0.37 * i) for i in range(n)], dtype=torch.float64).float().reshape(shape)


def labels(n, classes, seed):
    """Class indices (7 i + 3 seed) mod classes, int64."""
    return torch.tensor([(7 * i + 3 * seed) % classes for i in range(n)], dtype=torch.int64)


class Mlp(nn.Module):
    def __init__(self):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(8, 16), nn.ReLU(), nn.Linear(16, 4))

    def forward(self, x):
        return self.net(x)


class Cnn(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 4, 3, padding=1)
        self.fc = nn.Linear(4 * 4 * 4, 3)

    def forward(self, x):
        return self.fc(torch.flatten(torch.max_pool2d(torch.relu(self.conv(x)), 2), 1))


class LstmClassifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(5, 8, batch_first=True)
        self.fc = nn.Linear(8, 3)

    def forward(self, x):
        out, _ = self.lstm(x)
        return self.fc(out[:, -1])


class TinyLm(nn.Module):
    """A causal transformer language model: embedding, one pre-norm encoder layer, head."""

    def __init__(self, vocab=11, d=16):
        super().__init__()
        self.embed = nn.Embedding(vocab, d)
        self.block = nn.TransformerEncoderLayer(d, 2, 32, dropout=0.0, batch_first=True, norm_first=True)
        self.head = nn.Linear(d, vocab)

    def forward(self, tokens):
        n = tokens.shape[1]
        mask = nn.Transformer.generate_square_subsequent_mask(n)
        return self.head(self.block(self.embed(tokens), src_mask=mask, is_causal=True))


def data(name):
    if name == "mlp":
        return formula([10, 8], 1), labels(10, 4, 2)
    if name == "cnn":
        return formula([6, 1, 8, 8], 3), labels(6, 3, 4)
    if name == "lstm":
        return formula([4, 7, 5], 5), labels(4, 3, 6)
    tokens = labels(3 * 9, 11, 7).reshape(3, 9)
    return tokens[:, :-1], tokens[:, 1:]


CASES = [
    ("mlp", Mlp, "sgd", {"lr": 0.1, "momentum": 0.9}),
    ("cnn", Cnn, "adam", {"lr": 0.01}),
    ("lstm", LstmClassifier, "adamw", {"lr": 0.01, "weight_decay": 0.1}),
    ("lm", TinyLm, "adam", {"lr": 0.005}),
]


def main():
    out = []
    for i, (name, cls, opt, kw) in enumerate(CASES):
        torch.manual_seed(100 + i)
        model = cls()
        state = StrKeys({k: v.clone() for k, v in model.state_dict().items()})
        optimizer = getattr(torch.optim, {"sgd": "SGD", "adam": "Adam", "adamw": "AdamW"}[opt])(model.parameters(), **kw)
        x, y = data(name)
        losses = []
        for _ in range(STEPS):
            optimizer.zero_grad()
            logits = model(x)
            loss = nn.functional.cross_entropy(logits.reshape(-1, logits.shape[-1]), y.reshape(-1))
            loss.backward()
            optimizer.step()
            losses.append(loss.item())
        out.append({"model": name, "optimizer": opt, "options": StrKeys(kw), "state": state, "losses": losses,
                    "final": StrKeys(model.state_dict())})
    print(edn(out))


if __name__ == "__main__":
    main()
