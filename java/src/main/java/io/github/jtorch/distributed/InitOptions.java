package io.github.jtorch.distributed;

import java.time.Duration;
import java.util.Map;
import java.util.Objects;

/**
 * How to join a process group: the backend, the TCPStore rendezvous ({@code MASTER_ADDR},
 * {@code MASTER_PORT}), this process's {@code RANK} and {@code LOCAL_RANK}, the {@code WORLD_SIZE}
 * and the timeout, as torchrun's environment variables give them. {@link #fromEnvironment()}
 * reads them; the {@code with...} methods return a copy with one value set.
 *
 * <p>Gloo's sockets bind the interface {@code GLOO_SOCKET_IFNAME} names (as PyTorch's), else
 * {@link #withHost(String) the host} given, else 127.0.0.1 when the master address is a loopback
 * one, else the address this machine's hostname resolves to.
 */
public final class InitOptions {
    /** PyTorch's default timeout for a process group. */
    public static final Duration DEFAULT_TIMEOUT = Duration.ofMinutes(30);

    private final String backend;
    private final String masterAddr;
    private final int masterPort;
    private final int rank;
    private final int localRank;
    private final int worldSize;
    private final Duration timeout;
    private final String host;
    private final String networkInterface;

    private InitOptions(String backend, String masterAddr, int masterPort, int rank, int localRank, int worldSize,
            Duration timeout, String host, String networkInterface) {
        this.backend = backend;
        this.masterAddr = masterAddr;
        this.masterPort = masterPort;
        this.rank = rank;
        this.localRank = localRank;
        this.worldSize = worldSize;
        this.timeout = timeout;
        this.host = host;
        this.networkInterface = networkInterface;
    }

    /** Nothing set yet: backend "gloo", the default timeout; the rest must be given. */
    public static InitOptions empty() {
        return new InitOptions("gloo", null, -1, -1, -1, -1, DEFAULT_TIMEOUT, null, env(System.getenv(),
                "GLOO_SOCKET_IFNAME"));
    }

    /** From this process's environment (torchrun's variables); those missing stay unset. */
    public static InitOptions fromEnvironment() {
        return fromEnvironment(System.getenv());
    }

    /** From {@code env} as from an environment. IllegalArgumentException for a value that is not a number. */
    public static InitOptions fromEnvironment(Map<String, String> env) {
        InitOptions o = empty().withNetworkInterface(env(env, "GLOO_SOCKET_IFNAME"));
        String addr = env(env, "MASTER_ADDR");
        if (addr != null) {
            o = o.withMasterAddr(addr);
        }
        o = o.withMasterPort(number(env, "MASTER_PORT", o.masterPort));
        o = o.withRank(number(env, "RANK", o.rank));
        o = o.withWorldSize(number(env, "WORLD_SIZE", o.worldSize));
        return o.withLocalRank(number(env, "LOCAL_RANK", o.localRank));
    }

    private static String env(Map<String, String> env, String name) {
        String v = env.get(name);
        return v == null || v.isEmpty() ? null : v;
    }

    private static int number(Map<String, String> env, String name, int otherwise) {
        String v = env(env, name);
        if (v == null) {
            return otherwise;
        }
        try {
            return Integer.parseInt(v.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + " must be a whole number, got \"" + v + "\"");
        }
    }

    /**
     * {@code "gloo"} (CPU tensors) or {@code "nccl"} (CUDA tensors, through jtorch's NCCL
     * plugin, which ships where jtorch was built against a LibTorch with CUDA).
     */
    public InitOptions withBackend(String backend) {
        return new InitOptions(Objects.requireNonNull(backend, "backend"), masterAddr, masterPort, rank, localRank,
                worldSize, timeout, host, networkInterface);
    }

    public InitOptions withMasterAddr(String addr) {
        return new InitOptions(backend, Objects.requireNonNull(addr, "master address"), masterPort, rank, localRank,
                worldSize, timeout, host, networkInterface);
    }

    public InitOptions withMasterPort(int port) {
        return new InitOptions(backend, masterAddr, port, rank, localRank, worldSize, timeout, host, networkInterface);
    }

    public InitOptions withRank(int rank) {
        return new InitOptions(backend, masterAddr, masterPort, rank, localRank, worldSize, timeout, host,
                networkInterface);
    }

    public InitOptions withLocalRank(int localRank) {
        return new InitOptions(backend, masterAddr, masterPort, rank, localRank, worldSize, timeout, host,
                networkInterface);
    }

    public InitOptions withWorldSize(int worldSize) {
        return new InitOptions(backend, masterAddr, masterPort, rank, localRank, worldSize, timeout, host,
                networkInterface);
    }

    /** Bounds the rendezvous and every collective. */
    public InitOptions withTimeout(Duration timeout) {
        Objects.requireNonNull(timeout, "timeout");
        if (timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("timeout must be positive, got " + timeout);
        }
        return new InitOptions(backend, masterAddr, masterPort, rank, localRank, worldSize, timeout, host,
                networkInterface);
    }

    /** The address Gloo's sockets bind on this machine. */
    public InitOptions withHost(String host) {
        return new InitOptions(backend, masterAddr, masterPort, rank, localRank, worldSize, timeout, host,
                networkInterface);
    }

    /** The network interface Gloo's sockets bind (as GLOO_SOCKET_IFNAME); null: none. */
    public InitOptions withNetworkInterface(String iface) {
        return new InitOptions(backend, masterAddr, masterPort, rank, localRank, worldSize, timeout, host, iface);
    }

    public String backend() {
        return backend;
    }

    /** The master's address; IllegalArgumentException when unset. */
    public String masterAddr() {
        if (masterAddr == null) {
            throw missing("MASTER_ADDR", "the master address");
        }
        return masterAddr;
    }

    public int masterPort() {
        if (masterPort < 0) {
            throw missing("MASTER_PORT", "the master port");
        }
        return masterPort;
    }

    public int rank() {
        if (rank < 0) {
            throw missing("RANK", "the rank");
        }
        return rank;
    }

    /** The rank on this machine: LOCAL_RANK, else the rank. */
    public int localRank() {
        return localRank >= 0 ? localRank : rank();
    }

    public int worldSize() {
        if (worldSize < 0) {
            throw missing("WORLD_SIZE", "the world size");
        }
        return worldSize;
    }

    public Duration timeout() {
        return timeout;
    }

    /** Where Gloo's sockets bind ("" for this machine's hostname); empty when an interface is named. */
    public String host() {
        if (networkInterface != null) {
            return "";
        }
        if (host != null) {
            return host;
        }
        String m = masterAddr();
        return m.equals("localhost") || m.startsWith("127.") || m.equals("::1") ? "127.0.0.1" : "";
    }

    public String networkInterface() {
        return networkInterface == null ? "" : networkInterface;
    }

    private static IllegalArgumentException missing(String variable, String what) {
        return new IllegalArgumentException(what + " is not set: set the environment variable " + variable
                + " (torchrun's launcher and jtorch's do) or give it in the options");
    }

    @Override
    public String toString() {
        return "InitOptions[" + backend + " " + masterAddr + ":" + masterPort + " rank " + rank + " of " + worldSize
                + ", timeout " + timeout + "]";
    }
}
