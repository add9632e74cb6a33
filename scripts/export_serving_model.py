"""Exports the TorchScript model the inference service example serves (ScriptModuleService.java).

  export_serving_model.py DIR   writes into DIR: model.pt, torch.jit.script of a small MLP
                                classifier (FEATURES inputs, CLASSES logits, fixed seed, in
                                eval mode), and reference.pt, torch.save of {"inputs": a batch
                                of fixed inputs, "logits": PyTorch's outputs for them}, which
                                the service's test compares the service's answers with.

Run it with the torch package jtorch loads on PYTHONPATH (make example-serve does).
"""
import os
import sys
import warnings

warnings.filterwarnings("ignore", message="Failed to initialize NumPy")  # torch without numpy says so at import
import torch  # noqa: E402
from torch import nn  # noqa: E402

FEATURES = 64
HIDDEN = 256
CLASSES = 10
REFERENCE_ROWS = 8


class Classifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(FEATURES, HIDDEN), nn.ReLU(), nn.Linear(HIDDEN, HIDDEN), nn.ReLU())
        self.head = nn.Linear(HIDDEN, CLASSES)

    def forward(self, x):
        return self.head(self.body(x))


def main(d):
    os.makedirs(d, exist_ok=True)
    torch.manual_seed(0)
    model = Classifier().eval()
    scripted = torch.jit.script(model)
    torch.jit.save(scripted, os.path.join(d, "model.pt"))
    inputs = torch.randn(REFERENCE_ROWS, FEATURES)
    with torch.no_grad():
        logits = scripted(inputs)
    torch.save({"inputs": inputs, "logits": logits}, os.path.join(d, "reference.pt"))
    print(f"wrote {d}/model.pt ({FEATURES} features -> {CLASSES} classes) and {d}/reference.pt")


if __name__ == "__main__":
    main(sys.argv[1])
