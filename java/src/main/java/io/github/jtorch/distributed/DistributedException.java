package io.github.jtorch.distributed;

import io.github.jtorch.TorchException;

/**
 * A process group failed: a rendezvous that did not complete in time, a peer that died or
 * stopped answering within the group's timeout, a collective that timed out. The group that
 * threw it is of no further use: destroy it.
 */
public class DistributedException extends TorchException {
    public DistributedException(String message) {
        super(message);
    }
}
