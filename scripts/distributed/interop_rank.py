"""One PyTorch rank of a process group with jtorch ranks (DistributedTest's interop case).

torchrun's variables (MASTER_ADDR, MASTER_PORT, RANK, WORLD_SIZE) from the environment; the
collectives and the values they must give are those of DistributedWorker's "interop" scenario.
Prints "ok rank R" and exits 0, or fails with the first value that differs.
Usage: interop_rank.py TIMEOUT_SECONDS
"""

import datetime
import sys

import torch
import torch.distributed as dist


def expect(what, expected, got):
    if got.tolist() != expected:
        raise AssertionError(f"{what}: expected {expected}, got {got.tolist()}")
    print(f"checked {what}", flush=True)


def main():
    timeout = datetime.timedelta(seconds=float(sys.argv[1]))
    dist.init_process_group("gloo", init_method="env://", timeout=timeout)
    r, n = dist.get_rank(), dist.get_world_size()
    t = torch.full((3,), float(r + 1), dtype=torch.float64)
    dist.all_reduce(t, dist.ReduceOp.SUM)
    expect("interop all_reduce", [n * (n + 1) / 2.0] * 3, t)
    b = torch.tensor([float(r), float(r)], dtype=torch.float64)
    dist.broadcast(b, 0)
    expect("interop broadcast", [0.0, 0.0], b)
    parts = [torch.zeros(1, dtype=torch.float64) for _ in range(n)]
    dist.all_gather(parts, torch.tensor([r * 2.0], dtype=torch.float64))
    for q in range(n):
        expect(f"interop all_gather {q}", [q * 2.0], parts[q])
    dist.barrier()
    dist.destroy_process_group()
    print(f"ok rank {r}", flush=True)


if __name__ == "__main__":
    main()
