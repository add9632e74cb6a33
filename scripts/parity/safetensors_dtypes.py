"""Tensors of every dtype jtorch has, bit for bit, through safetensors files (SafetensorsInteropTest).

`write DIR`: writes DIR/pytorch.safetensors (by hand, as safetensors_roundtrip.py does) holding
a tensor of each dtype, the floating ones with NaNs carrying payloads, signed zeros, infinities
and subnormals, and each tensor's raw bytes to DIR/NAME.raw.
`check DIR`: reads DIR/jtorch.safetensors (written by jtorch from what it read) and prints, as
EDN, the names whose bytes, dtype or shape differ from what `write` wrote.
"""
import sys

import torch

from edn import edn
from safetensors_roundtrip import load, save

SPECIAL_F32 = [0x7FC00123, 0x7F800001, 0xFFC0BEEF, 0x80000000, 0x00000001, 0x807FFFFF, 0x7F800000, 0xFF800000]
SPECIAL_16 = [0x7E01, 0x7C01, 0x8000, 0x0001, 0x83FF, 0x7C00, 0xFC00, 0x3C00]


def tensors():
    g = torch.Generator().manual_seed(3)
    f32 = torch.tensor(SPECIAL_F32, dtype=torch.int64).to(torch.int32).view(torch.float32)
    f16 = torch.tensor(SPECIAL_16, dtype=torch.int32).to(torch.int16).view(torch.float16)
    bf16 = torch.tensor([0x7FC1, 0x7F81, 0x8000, 0x0001, 0x807F, 0x7F80, 0xFF80, 0x3F80],
                        dtype=torch.int32).to(torch.int16).view(torch.bfloat16)
    return {
        "f32": torch.cat([f32, torch.randn(4, generator=g)]).reshape(3, 4),
        "f64": torch.randn(2, 3, generator=g, dtype=torch.float64),
        "f16": f16.reshape(2, 4),
        "bf16": bf16.reshape(4, 2),
        "i64": torch.tensor([-2**63, 2**63 - 1, 0, -1]),
        "i32": torch.tensor([-2**31, 2**31 - 1, 7], dtype=torch.int32),
        "i16": torch.tensor([-2**15, 2**15 - 1], dtype=torch.int16),
        "i8": torch.tensor([-128, 127, 0], dtype=torch.int8),
        "u8": torch.tensor([0, 255, 128], dtype=torch.uint8),
        "bool": torch.tensor([[True, False], [False, True]]),
        "scalar": torch.tensor(2.5),
    }


def raw(t):
    return bytes(t.contiguous().reshape(-1).view(torch.uint8).tolist())


def main(mode, folder):
    mine = tensors()
    if mode == "write":
        save(mine, f"{folder}/pytorch.safetensors")
        for name, t in mine.items():
            with open(f"{folder}/{name}.raw", "wb") as f:
                f.write(raw(t))
    else:
        theirs = load(f"{folder}/jtorch.safetensors")
        bad = [n for n, t in mine.items()
               if n not in theirs or theirs[n].dtype != t.dtype or theirs[n].shape != t.shape or raw(theirs[n]) != raw(t)]
        print(edn({"different": bad, "count": len(theirs)}))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
