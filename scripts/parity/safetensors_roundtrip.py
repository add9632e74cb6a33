"""A model's weights between PyTorch and jtorch through safetensors files, both ways.

`write DIR`: trains training_reference's TinyLm for a few steps in PyTorch, writes its state
dict to DIR/pytorch.safetensors and prints, as EDN, its output for a fixed input.
`read DIR`: loads DIR/jtorch.safetensors (written by jtorch) into a TinyLm, strictly, and
prints its output for the same input. The safetensors format is written and read here by
hand (8-byte header length, JSON header, raw little-endian data), as the package would.
Run with PYTHONPATH at the folder holding the torch package jtorch loads.
"""
import json
import struct
import sys

import torch
from torch import nn

from edn import edn
from training_reference import TinyLm, data

DTYPES = {torch.float32: "F32", torch.float64: "F64", torch.int64: "I64", torch.float16: "F16",
          torch.bfloat16: "BF16", torch.int32: "I32", torch.int16: "I16", torch.int8: "I8", torch.uint8: "U8",
          torch.bool: "BOOL"}


def save(state, path):
    header, blobs, offset = {}, [], 0
    for name, t in state.items():
        raw = bytes(t.detach().contiguous().reshape(-1).view(torch.uint8).tolist())
        header[name] = {"dtype": DTYPES[t.dtype], "shape": list(t.shape), "data_offsets": [offset, offset + len(raw)]}
        blobs.append(raw)
        offset += len(raw)
    head = json.dumps(header).encode()
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(head)) + head + b"".join(blobs))


def load(path):
    with open(path, "rb") as f:
        blob = f.read()
    n = struct.unpack("<Q", blob[:8])[0]
    header = json.loads(blob[8:8 + n])
    by_name = {v: k for k, v in DTYPES.items()}
    out = {}
    for name, meta in header.items():
        if name == "__metadata__":
            continue
        start, end = meta["data_offsets"]
        raw = bytearray(blob[8 + n + start:8 + n + end])
        out[name] = torch.frombuffer(raw, dtype=by_name[meta["dtype"]]).reshape(meta["shape"]).clone()
    return out


def main(mode, folder):
    tokens, targets = data("lm")
    model = TinyLm()
    if mode == "write":
        torch.manual_seed(5)
        model = TinyLm()
        opt = torch.optim.Adam(model.parameters(), lr=0.01)
        for _ in range(3):
            opt.zero_grad()
            loss = nn.functional.cross_entropy(model(tokens).reshape(-1, 11), targets.reshape(-1))
            loss.backward()
            opt.step()
        save(model.state_dict(), f"{folder}/pytorch.safetensors")
    else:
        model.load_state_dict(load(f"{folder}/jtorch.safetensors"), strict=True)
    with torch.no_grad():
        print(edn({"output": model(tokens)}))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
