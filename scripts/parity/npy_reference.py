"""NumPy .npy files between PyTorch and jtorch, bit for bit both ways (NpyTest.java).

The format is written and read here by hand, as numpy.save and numpy.load do (numpy is not
installed with torch): magic string, version, header length, a dict literal header, data.
`write DIR`: writes DIR/NAME.npy for tensors of each dtype numpy and jtorch share, some
big-endian, some column-major (fortran_order), one of format version 2, and each tensor's
raw little-endian row-major bytes to DIR/NAME.raw; then damaged files (bad.*.npy).
`check DIR`: reads DIR/NAME.jtorch.npy (written by jtorch) and prints, as EDN, the names whose
dtype, shape or bytes differ from what `write` made.
"""
import ast
import struct
import zipfile
import sys

import torch

from edn import edn

CODES = {torch.float16: "f2", torch.float32: "f4", torch.float64: "f8", torch.int8: "i1", torch.int16: "i2",
         torch.int32: "i4", torch.int64: "i8", torch.uint8: "u1", torch.bool: "b1"}


def raw(t):
    return bytes(t.contiguous().reshape(-1).view(torch.uint8).tolist())


def tensors():
    g = torch.Generator().manual_seed(5)
    nan = torch.tensor([0x7FC00123, 0x80000000, 0x00000001]).to(torch.int32).view(torch.float32)
    return {
        "f32": torch.cat([nan, torch.randn(3, generator=g)]).reshape(2, 3),
        "f64": torch.randn(3, 4, generator=g, dtype=torch.float64),
        "f16": torch.randn(5, generator=g).half(),
        "i64": torch.tensor([[-2**63, 2**63 - 1], [5, -6]]),
        "i32": torch.arange(-3, 3, dtype=torch.int32).reshape(2, 3),
        "i16": torch.tensor([-2**15, 7], dtype=torch.int16),
        "i8": torch.tensor([-128, 127], dtype=torch.int8),
        "u8": torch.tensor([0, 255], dtype=torch.uint8),
        "b1": torch.tensor([True, False, True]),
        "scalar": torch.tensor(3.5, dtype=torch.float64),
        "empty": torch.zeros(0, 3),
    }


def write_npy(path, t, order="<", fortran=False, version=1):
    code = CODES[t.dtype]
    size = t.element_size()
    byte_order = "|" if size == 1 else order
    shape = tuple(t.shape)
    data_t = t.permute(*reversed(range(t.dim()))) if fortran else t
    data = raw(data_t)
    if byte_order == ">":
        data = b"".join(data[i:i + size][::-1] for i in range(0, len(data), size))
    header = "{'descr': '%s%s', 'fortran_order': %s, 'shape': %r, }" % (byte_order, code, fortran, shape)
    prefix = 10 if version == 1 else 12
    header += " " * ((64 - (prefix + len(header) + 1) % 64) % 64) + "\n"
    length = struct.pack("<H", len(header)) if version == 1 else struct.pack("<I", len(header))
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY" + bytes([version, 0]) + length + header.encode() + data)


def read_npy(path):
    return read_npy_bytes(open(path, "rb").read())


def read_npy_bytes(blob):
    assert blob[:6] == b"\x93NUMPY"
    n = struct.unpack("<H", blob[8:10])[0]
    h = ast.literal_eval(blob[10:10 + n].decode())
    dtype = {v: k for k, v in CODES.items()}[h["descr"][1:]]
    assert h["descr"][0] in "<|" and not h["fortran_order"]
    return torch.frombuffer(bytearray(blob[10 + n:]), dtype=dtype).reshape(h["shape"]) if h["shape"] != (0, 3) \
        else torch.zeros(h["shape"], dtype=dtype)


def main(mode, d):
    ts = tensors()
    if mode == "write":
        for name, t in ts.items():
            write_npy(f"{d}/{name}.npy", t)
            with open(f"{d}/{name}.raw", "wb") as f:
                f.write(raw(t))
        write_npy(f"{d}/f64.big.npy", ts["f64"], order=">")
        write_npy(f"{d}/i32.fortran.npy", ts["i32"], fortran=True)
        write_npy(f"{d}/f64.fortran-big.npy", ts["f64"], order=">", fortran=True)
        write_npy(f"{d}/i64.v2.npy", ts["i64"], version=2)
        good = open(f"{d}/f32.npy", "rb").read()
        open(f"{d}/bad.truncated.npy", "wb").write(good[:-5])
        open(f"{d}/bad.header.npy", "wb").write(good[:20])
        open(f"{d}/bad.magic.npy", "wb").write(b"NUMPY" + good[6:])
        open(f"{d}/bad.version.npy", "wb").write(good[:6] + bytes([9]) + good[7:])
        open(f"{d}/bad.dtype.npy", "wb").write(good.replace(b"<f4", b"<c8"))
        open(f"{d}/bad.shape.npy", "wb").write(good.replace(b"(2, 3)", b"(2, x)"))
        open(f"{d}/bad.huge.npy", "wb").write(good[:8] + b"\xff\xff" + good[10:])
        # .npz: numpy.savez stores the .npy files in a zip; savez_compressed deflates them.
        for kind, method in (("stored", zipfile.ZIP_STORED), ("deflated", zipfile.ZIP_DEFLATED)):
            with zipfile.ZipFile(f"{d}/all.{kind}.npz", "w", method) as z:
                for name in ts:
                    z.write(f"{d}/{name}.npy", f"{name}.npy")
        with zipfile.ZipFile(f"{d}/bad.entry.npz", "w") as z:
            z.write(f"{d}/f32.npy", "f32.npy")
            z.write(f"{d}/bad.truncated.npy", "cut.npy")
        open(f"{d}/bad.archive.npz", "wb").write(open(f"{d}/all.stored.npz", "rb").read()[:100])
    else:
        bad = [n for n, t in ts.items()
               if (lambda r: r.dtype != t.dtype or tuple(r.shape) != tuple(t.shape) or raw(r) != raw(t))(
                   read_npy(f"{d}/{n}.jtorch.npy"))]
        different_npz = {}
        for kind in ("stored", "deflated"):
            with zipfile.ZipFile(f"{d}/jtorch.{kind}.npz") as z:
                names = [n[:-4] for n in z.namelist()]
                wrong = [n for n in names
                         if (lambda r, t: r.dtype != t.dtype or tuple(r.shape) != tuple(t.shape) or raw(r) != raw(t))(
                             read_npy_bytes(z.read(n + ".npy")), ts[n])]
                different_npz[kind] = {"names": sorted(names) == sorted(ts), "wrong": wrong,
                                       "compressed": any(i.compress_type == zipfile.ZIP_DEFLATED for i in z.infolist())}
        print(edn({"different": bad, "npz": different_npz}))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
