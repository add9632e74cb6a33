"""PyTorch's side of DistributedBench: one rank of DDP training (gloo, env://) of the same MLP.

Usage: ddp_bench.py WIDTH GLOBAL_BATCH STEPS [nosync], with torchrun's variables set; rank 0
prints "samples/s N" over STEPS steps after 3 untimed ones. With nosync every step runs under
no_sync: no gradient is communicated.
"""

import contextlib
import sys
import time

import torch
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel


def main():
    width, batch, steps = (int(a) for a in sys.argv[1:4])
    nosync = sys.argv[4:] == ["nosync"]
    torch.set_num_threads(1)
    dist.init_process_group("gloo", init_method="env://")
    share = batch // dist.get_world_size()
    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Linear(width, width), torch.nn.ReLU(), torch.nn.Linear(width, width),
                                torch.nn.ReLU(), torch.nn.Linear(width, 10))
    ddp = DistributedDataParallel(model)
    opt = torch.optim.SGD(ddp.parameters(), lr=0.01)
    x, y = torch.randn(share, width), torch.randn(share, 10)
    start = 0.0
    for step in range(-3, steps):
        if step == 0:
            dist.barrier()
            start = time.perf_counter()
        opt.zero_grad()
        with ddp.no_sync() if nosync else contextlib.nullcontext():
            torch.nn.functional.mse_loss(ddp(x), y).backward()
        opt.step()
    dist.barrier()
    seconds = time.perf_counter() - start
    if dist.get_rank() == 0:
        print(f"samples/s {steps * batch / seconds:.1f}", flush=True)
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
