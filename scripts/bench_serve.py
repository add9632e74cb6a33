"""PyTorch side of the serving benchmark (ServeBench.java): the TorchScript file jtorch serves,
loaded with torch.jit.load and called from several Python threads at once, each call under
torch.no_grad(), on the same fixed request batch (ROWS x FEATURES, sin(0.1 i) at flat index i).

  bench_serve.py MODEL ROWS FEATURES INTRA_OP_THREADS

Prints "ready VERSION intra=N inter=N switchinterval=S checksum=C", then reads "THREADS SECONDS"
per line on stdin, serves from THREADS threads for SECONDS, and answers each with one line:
"WALL_NS RSS LATENCY_NS..." (the resident bytes when it ended; every call's latency, in no
particular order).
"""
import os
import sys
import threading
import time
import warnings

warnings.filterwarnings("ignore", message="Failed to initialize NumPy")  # torch without numpy says so at import
import torch  # noqa: E402

PAGE = os.sysconf("SC_PAGE_SIZE")


def rss():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * PAGE


def serve(model, x, threads, seconds):
    start = threading.Barrier(threads + 1)
    latencies = [[] for _ in range(threads)]

    def worker(out):
        start.wait()
        end = time.perf_counter_ns() + int(seconds * 1e9)
        while True:
            t0 = time.perf_counter_ns()
            if t0 >= end:
                break
            with torch.no_grad():
                model(x)
            out.append(time.perf_counter_ns() - t0)

    ts = [threading.Thread(target=worker, args=(latencies[k],)) for k in range(threads)]
    for t in ts:
        t.start()
    start.wait()
    t0 = time.perf_counter_ns()
    for t in ts:
        t.join()
    return time.perf_counter_ns() - t0, [v for lat in latencies for v in lat]


def main(path, rows, features, intra):
    torch.set_num_threads(intra)
    model = torch.jit.load(path)
    model.eval()
    x = torch.arange(rows * features, dtype=torch.float64).mul(0.1).sin().float().reshape(rows, features)
    with torch.no_grad():
        checksum = model(x).sum(dtype=torch.float64).item()
    print(f"ready {torch.__version__} intra={torch.get_num_threads()} inter={torch.get_num_interop_threads()} "
          f"switchinterval={sys.getswitchinterval()} checksum={checksum!r}", flush=True)
    for line in sys.stdin:
        threads, seconds = line.split()
        wall, latencies = serve(model, x, int(threads), float(seconds))
        print(wall, rss(), " ".join(map(str, latencies)), flush=True)


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]))
