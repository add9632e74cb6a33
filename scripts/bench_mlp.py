"""PyTorch side of the MLP benchmark: the same training step as jtorch's
(784-256-10, batch 64, Adam, one thread). Reads a step count per line on stdin
and answers with the nanoseconds those steps took, so the JVM benchmark can
interleave it with its own variants."""
import sys
import time

import torch

torch.set_num_threads(1)
torch.manual_seed(0)
model = torch.nn.Sequential(torch.nn.Linear(784, 256), torch.nn.ReLU(), torch.nn.Linear(256, 10))
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
x = torch.randn(64, 784)
y = torch.randint(0, 10, (64,))
print("ready " + torch.__version__, flush=True)
for line in sys.stdin:
    steps = int(line)
    start = time.perf_counter_ns()
    for _ in range(steps):
        opt.zero_grad()
        loss = torch.nn.functional.cross_entropy(model(x), y)
        loss.backward()
        opt.step()
        loss.item()
    print(time.perf_counter_ns() - start, flush=True)
