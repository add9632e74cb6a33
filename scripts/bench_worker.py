"""PyTorch side of jtorch's side-by-side benchmarks (io.github.jtorch.bench.SideBySide).

The same loops as the JVM and Rust variants, written as a PyTorch user writes them,
with one LibTorch thread. Reads one command a line on stdin and answers one line of
numbers (nanoseconds; bytes for `memory`), so the JVM driver can interleave this
process's rounds with its own. The JavaCPP worker speaks the same protocol.

Commands: add N | matmul N | scope CYCLES N (answers total and closing time) |
retain CYCLES M | mlp STEPS | lm STEPS | lstm STEPS (both answer the time, then each
step's loss in billionths) | threads K N | memory STEPS EVERY WARMUP. Every command
makes its own inputs (a model's step time depends on where its tensors land in
memory, so the JVM and Rust variants make theirs per run too).
"""
import os
import sys
import threading
import time

import torch

torch.set_num_threads(1)
torch.manual_seed(0)
now = time.perf_counter_ns



def add(n, a=None, b=None):
    if a is None:
        a, b = torch.ones(4), torch.ones(4)
    start = now()
    for _ in range(n):
        c = a + b
    del c
    return now() - start


def matmul(n):
    a, b = torch.randn(64, 64), torch.randn(64, 64)
    start = now()
    for _ in range(n):
        c = a @ b
    del c
    return now() - start


def scope(cycles, n):
    """Python has no scopes: a list of n results, dropped at once (reference counting)."""
    a, b = torch.ones(4), torch.ones(4)
    total = closing = 0
    for _ in range(cycles):
        start = now()
        held = [a + b for _ in range(n)]
        made = now()
        del held
        end = now()
        total += end - start
        closing += end - made
    return total, closing


def make_nested(a, b, m):
    return {"layers": [{"w": a + b, "b": a + b} for _ in range(m // 2)]}


def retain(cycles, m):
    """A function returns a nested dict of m tensors; the caller drops it."""
    a, b = torch.ones(4), torch.ones(4)
    start = now()
    for _ in range(cycles):
        kept = make_nested(a, b, m)
        del kept
    return now() - start


class Mlp:
    """The MLP of the benchmarks (784-256-10, batch 64, Adam): scripts/bench_mlp.py's step."""

    def __init__(self):
        torch.manual_seed(0)
        self.model = torch.nn.Sequential(torch.nn.Linear(784, 256), torch.nn.ReLU(), torch.nn.Linear(256, 10))
        self.opt = torch.optim.Adam(self.model.parameters(), lr=1e-3)
        self.x = torch.randn(64, 784)
        self.y = torch.randint(0, 10, (64,))

    def steps(self, n):
        model, opt, x, y = self.model, self.opt, self.x, self.y
        start = now()
        for _ in range(n):
            opt.zero_grad()
            loss = torch.nn.functional.cross_entropy(model(x), y)
            loss.backward()
            opt.step()
            loss.item()
        return now() - start


def filled(shape):
    """0.1 sin(0.7 i + 0.3 shape[0]) at flat index i: the parameters of every variant
    of the lm and lstm benchmarks (TrainSteps.java, bench/native/src/train.rs)."""
    i = torch.arange(0, torch.Size(shape).numel(), 1, dtype=torch.float64)
    return i.mul(0.7).add(0.3 * shape[0]).sin().mul(0.1).to(torch.float32).reshape(shape)


def ints(shape, a, b, m):
    n = torch.Size(shape).numel()
    return torch.tensor([(a * i + b) % m for i in range(n)], dtype=torch.int64).reshape(shape)


def fill(model):
    with torch.no_grad():
        for p in model.parameters():
            p.copy_(filled(p.shape))


class TinyLm(torch.nn.Module):
    """TrainSteps.TinyLm: embeddings, two pre-norm causal encoder layers, norm, head."""

    def __init__(self):
        super().__init__()
        nn = torch.nn
        self.tok = nn.Embedding(64, 128)
        self.pos = nn.Embedding(64, 128)
        self.block1, self.block2 = (
            nn.TransformerEncoderLayer(128, 4, dim_feedforward=512, dropout=0.0, activation="gelu",
                                       batch_first=True, norm_first=True) for _ in range(2))
        self.norm = nn.LayerNorm(128)
        self.head = nn.Linear(128, 64)
        self.register_buffer("positions", torch.arange(64), persistent=False)
        self.register_buffer("mask", nn.Transformer.generate_square_subsequent_mask(64), persistent=False)

    def forward(self, tokens):
        x = self.tok(tokens) + self.pos(self.positions)
        x = self.block1(x, src_mask=self.mask, is_causal=True)
        x = self.block2(x, src_mask=self.mask, is_causal=True)
        return self.head(self.norm(x)).reshape(-1, 64)


class LstmClassifier(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = torch.nn.LSTM(64, 128, num_layers=2, batch_first=True)
        self.head = torch.nn.Linear(128, 10)

    def forward(self, x):
        out, _ = self.lstm(x)
        return self.head(out[:, -1])


def train(model, opt, x, y, n):
    """n steps; the time, then each step's loss in billionths."""
    losses = []
    start = now()
    for _ in range(n):
        opt.zero_grad()
        loss = torch.nn.functional.cross_entropy(model(x), y)
        loss.backward()
        opt.step()
        losses.append(loss.item())
    took = now() - start
    return [took] + [round(v * 1e9) for v in losses]


def lm(n):
    model = TinyLm()
    fill(model)
    opt = torch.optim.AdamW(model.parameters(), lr=1e-3, weight_decay=0.01)
    return train(model, opt, ints((16, 64), 37, 11, 64), ints((16 * 64,), 53, 5, 64), n)


def lstm(n):
    model = LstmClassifier()
    fill(model)
    opt = torch.optim.Adam(model.parameters(), lr=1e-3)
    x = torch.arange(0, 32 * 50 * 64, 1, dtype=torch.float64).mul(0.01).sin().mul(0.5).to(torch.float32)
    return train(model, opt, x.reshape(32, 50, 64), ints((32,), 7, 3, 10), n)


def threads(k, n):
    """k Python threads, each with its own tensors, each running add's loop n times."""
    # The other variants' start: each thread counts itself in and waits until all have,
    # polling with time.sleep(0), which hands the GIL to the threads still to arrive.
    arrived = [0]
    lock = threading.Lock()
    took = [0] * k
    tids = [None] * k
    failed = []

    def run(i):
        tids[i] = threading.get_native_id()
        try:
            a, b = torch.ones(4), torch.ones(4)
            with lock:
                arrived[0] += 1
            while arrived[0] < k:
                time.sleep(0)
            took[i] = add(n, a, b)
        except BaseException as e:
            failed.append(e)
            # Lets the other threads out of the start, should this one fail before it.
            with lock:
                arrived[0] += k

    ts = [threading.Thread(target=run, args=(i,)) for i in range(k)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    await_gone(tids)
    if failed:
        raise failed[0]
    return max(took)


def await_gone(tids):
    """Waits, a second at most, until the threads tids have left the process, as the
    other variants do before their next run (a join returns before a thread has
    finished exiting: see ThreadExits.java)."""
    deadline = time.monotonic() + 1.0
    for tid in tids:
        while tid is not None and os.path.exists(f"/proc/self/task/{tid}") and time.monotonic() < deadline:
            time.sleep(0)


def rss_bytes():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * 4096


def memory(steps, every, warmup):
    x, w, c = torch.randn(16, 64), torch.randn(64, 64), torch.randn(64)
    out = []
    for i in range(-warmup, steps):
        if i >= 0 and i % every == 0:
            out.append(rss_bytes())
        torch.relu(x @ w + c).sum().item()
    out.append(rss_bytes())
    return out


def answer(cmd, args):
    if cmd == "add":
        return [add(args[0])]
    if cmd == "matmul":
        return [matmul(args[0])]
    if cmd == "scope":
        return list(scope(args[0], args[1]))
    if cmd == "retain":
        return [retain(args[0], args[1])]
    if cmd == "mlp":
        return [Mlp().steps(args[0])]
    if cmd == "lm":
        return lm(args[0])
    if cmd == "lstm":
        return lstm(args[0])
    if cmd == "threads":
        return [threads(args[0], args[1])]
    if cmd == "memory":
        return memory(args[0], args[1], args[2])
    raise ValueError("unknown command " + cmd)


print("ready " + torch.__version__ + " python " + sys.version.split()[0], flush=True)
for line in sys.stdin:
    parts = line.split()
    if parts:
        print(" ".join(str(v) for v in answer(parts[0], [int(p) for p in parts[1:]])), flush=True)
