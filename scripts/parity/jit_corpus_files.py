"""Files for the bad-input corpus (java/src/stress): a small TorchScript module and damaged
forms of it, and torch.save files. jit_corpus_files.py DIR writes into DIR:
  module.pt         torch.jit.script of a module with forward(x) and describe(d, names, k)
  truncated.pt      its first half
  damaged.pt        its bytes with a run in the middle overwritten
  wrong_version.pt  the same archive with its version record saying 999
  saved.pt          torch.save of a dict of tensors, a list and a string
  ordered.pt        torch.save of a state dict (an OrderedDict)
  legacy.pt         torch.save in the format before PyTorch 1.6
"""
import os
import sys
import zipfile
from typing import Dict, List

import torch
from torch import Tensor, nn


class Small(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 2)

    def forward(self, x):
        return self.fc(x)

    @torch.jit.export
    def describe(self, d: Dict[str, Tensor], names: List[str], k: int) -> Dict[str, int]:
        out: Dict[str, int] = {}
        for n in names:
            out[n] = d[n].numel() * k
        return out


def main(d):
    torch.manual_seed(0)
    m = torch.jit.script(Small())
    module = os.path.join(d, "module.pt")
    torch.jit.save(m, module)
    data = open(module, "rb").read()
    open(os.path.join(d, "truncated.pt"), "wb").write(data[: len(data) // 2])
    mid = len(data) // 2
    open(os.path.join(d, "damaged.pt"), "wb").write(data[:mid] + b"\xff" * 64 + data[mid + 64:])
    with zipfile.ZipFile(module) as src, zipfile.ZipFile(os.path.join(d, "wrong_version.pt"), "w") as dst:
        for info in src.infolist():
            body = b"999\n" if info.filename.endswith("/version") else src.read(info.filename)
            dst.writestr(info, body)
    torch.save({"w": torch.ones(2, 3), "names": ["a", "b"], "tag": "x"}, os.path.join(d, "saved.pt"))
    torch.save(Small().state_dict(), os.path.join(d, "ordered.pt"))
    torch.save({"w": torch.ones(2)}, os.path.join(d, "legacy.pt"), _use_new_zipfile_serialization=False)


if __name__ == "__main__":
    main(sys.argv[1])
