"""EDN for the parity scripts' results, read by the Clojure suites with clojure.edn.

Tensors become {:shape [...] :dtype :float32 :values [...]} (values flattened); a dict's
string keys become keywords (snake_case to kebab-case), unless the dict is a StrKeys, whose
keys stay strings (state-dict names); any object with an edn() method writes itself.
"""
import math

import torch


class StrKeys(dict):
    """A dict whose keys are written as EDN strings."""


def edn(v):
    if v is None:
        return "nil"
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        if math.isnan(v):
            return "##NaN"
        if math.isinf(v):
            return "##Inf" if v > 0 else "##-Inf"
        return repr(v)
    if isinstance(v, str):
        return '"' + v.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t") + '"'
    if hasattr(v, "edn"):
        return v.edn()
    if isinstance(v, torch.Tensor):
        t = v.detach()
        vals = t.reshape(-1).tolist()
        return (f"{{:shape {edn(list(t.shape))} :dtype :{str(t.dtype).replace('torch.', '')} "
                f":values {edn(vals)}}}")
    if isinstance(v, torch.dtype):
        return ":" + str(v).replace("torch.", "")
    if isinstance(v, (list, tuple)):
        return "[" + " ".join(edn(x) for x in v) + "]"
    if isinstance(v, StrKeys):
        return "{" + " ".join(edn(k) + " " + edn(x) for k, x in v.items()) + "}"
    if isinstance(v, dict):
        return "{" + " ".join(":" + k.replace("_", "-") + " " + edn(x) for k, x in v.items()) + "}"
    raise TypeError(f"no EDN for {v!r}")
