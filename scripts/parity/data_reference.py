"""PyTorch's torch.utils.data index lists and default_collate batches, as EDN on stdout.

"sequential": SequentialSampler(range(n)) for each n. "batch": BatchSampler(SequentialSampler,
batch_size, drop_last) for each case. "distributed": DistributedSampler(range(n), num_replicas,
rank, shuffle=False, drop_last) per case, every rank's list (with shuffle PyTorch's order comes
from its own generator, which jtorch does not reproduce; only the counts are compared, under
"distributed-shuffled-counts"). "collate": the batches of DataLoader(items, batch_size=3) over
items i -> {"x": tensor([i, 2i], float32), "y": i, "w": i / 2, "pair": [i, tensor(i)]}
for i < 7, each as EDN (tensors with shape, dtype and values). "iterable": the batches (as lists)
of DataLoader(batch_size=3, num_workers=2) over an IterableDataset of range(7), as it is
("plain": each worker iterates it all) and split by get_worker_info() ("sharded"). The Clojure suite
(clojure/test/jtorch/data_test.clj) runs the same through jtorch.data and compares. Run with
PYTHONPATH at the folder holding the torch package jtorch loads.
"""
import torch
from torch.utils.data import (BatchSampler, DataLoader, DistributedSampler, IterableDataset, SequentialSampler,
                              get_worker_info)

from edn import StrKeys, edn

SIZES = [0, 1, 5, 10]
BATCH_CASES = [(n, bs, drop) for n in [0, 1, 7, 10] for bs in [1, 3, 5] for drop in [False, True]]
DIST_CASES = [(n, r, drop) for n in [1, 7, 10, 12] for r in [1, 3, 4] for drop in [False, True]]


def items(n):
    return [{"x": torch.tensor([i, 2 * i], dtype=torch.float32), "y": i, "w": i / 2, "pair": [i, torch.tensor(i)]}
            for i in range(n)]


class Numbers(IterableDataset):
    def __init__(self, n, shard):
        self.n, self.shard = n, shard

    def __iter__(self):
        info = get_worker_info()
        if self.shard and info is not None:
            return iter(range(info.id, self.n, info.num_workers))
        return iter(range(self.n))


def iterable_batches(shard):
    return [b.tolist() for b in DataLoader(Numbers(7, shard), batch_size=3, num_workers=2)]


result = {
    "sequential": [{"n": n, "indices": list(SequentialSampler(range(n)))} for n in SIZES],
    "batch": [{"n": n, "batch_size": bs, "drop_last": drop,
               "batches": list(BatchSampler(SequentialSampler(range(n)), bs, drop))} for n, bs, drop in BATCH_CASES],
    "distributed": [{"n": n, "num_replicas": r, "drop_last": drop,
                     "ranks": [list(DistributedSampler(range(n), num_replicas=r, rank=k, shuffle=False, drop_last=drop))
                               for k in range(r)]} for n, r, drop in DIST_CASES],
    "distributed_shuffled_counts": [{"n": n, "num_replicas": r, "drop_last": drop,
                                     "counts": [len(list(DistributedSampler(range(n), num_replicas=r, rank=k, shuffle=True, seed=3, drop_last=drop)))
                                                for k in range(r)]} for n, r, drop in DIST_CASES],
    "collate": [StrKeys(b) for b in DataLoader(items(7), batch_size=3)],
    "iterable": {"plain": iterable_batches(False), "sharded": iterable_batches(True)},
}
print(edn(result))
