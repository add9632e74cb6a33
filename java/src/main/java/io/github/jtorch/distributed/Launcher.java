package io.github.jtorch.distributed;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.TimeUnit;

/**
 * Starts the ranks of a process group on this machine as JVMs of their own, with the environment
 * variables torchrun gives its workers ({@code MASTER_ADDR}, {@code MASTER_PORT}, {@code RANK},
 * {@code LOCAL_RANK}, {@code WORLD_SIZE}, {@code LOCAL_WORLD_SIZE}, {@code GROUP_RANK}), so that
 * each calls {@link Distributed#initProcessGroup()}. On several machines run one launcher per
 * machine, each with {@code --nnodes}, its {@code --node-rank} and the master's address.
 *
 * <pre>
 * java -cp CLASSPATH io.github.jtorch.distributed.Launcher --nproc-per-node 2 \
 *     [--nnodes 1] [--node-rank 0] [--master-addr 127.0.0.1] [--master-port 29500] MainClass args...
 * </pre>
 *
 * <p>The workers run {@code java} of this JVM, with its class path and its {@code -Djtorch.*}
 * properties. As torchrun does, once one worker fails the others are killed; the command's exit
 * status is the first failing worker's.
 */
public final class Launcher {
    private Launcher() {}

    /** Where the ranks meet and how many there are. */
    public static final class Spec {
        private final int nprocPerNode;
        private final int nnodes;
        private final int nodeRank;
        private final String masterAddr;
        private final int masterPort;

        public Spec(int nprocPerNode, int nnodes, int nodeRank, String masterAddr, int masterPort) {
            Objects.requireNonNull(masterAddr, "master address");
            if (nprocPerNode < 1 || nnodes < 1 || nodeRank < 0 || nodeRank >= nnodes) {
                throw new IllegalArgumentException("--nproc-per-node " + nprocPerNode + " --nnodes " + nnodes
                        + " --node-rank " + nodeRank + ": need at least one process and node, and a node rank below "
                        + "the number of nodes");
            }
            if (masterPort < 1 || masterPort > 65535) {
                throw new IllegalArgumentException("--master-port " + masterPort + " is not a TCP port");
            }
            this.nprocPerNode = nprocPerNode;
            this.nnodes = nnodes;
            this.nodeRank = nodeRank;
            this.masterAddr = masterAddr;
            this.masterPort = masterPort;
        }

        public int nprocPerNode() {
            return nprocPerNode;
        }

        public int nnodes() {
            return nnodes;
        }

        public int nodeRank() {
            return nodeRank;
        }

        public String masterAddr() {
            return masterAddr;
        }

        public int masterPort() {
            return masterPort;
        }

        /** One machine, {@code n} processes, the master on 127.0.0.1. */
        public static Spec local(int n, int masterPort) {
            return new Spec(n, 1, 0, "127.0.0.1", masterPort);
        }

        int worldSize() {
            return nprocPerNode * nnodes;
        }
    }

    /** The command that runs {@code mainClass} with {@code args} in a JVM like this one. */
    public static List<String> javaCommand(String mainClass, List<String> args) {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.add("-cp");
        cmd.add(System.getProperty("java.class.path"));
        for (String name : System.getProperties().stringPropertyNames()) {
            if (name.startsWith("jtorch.")) {
                cmd.add("-D" + name + "=" + System.getProperty(name));
            }
        }
        cmd.add(Objects.requireNonNull(mainClass, "main class"));
        cmd.addAll(args);
        return cmd;
    }

    /**
     * Starts this node's workers running {@code command}, each with torchrun's variables set (and
     * {@code env} added). {@code logDir}: each worker's output and errors go to
     * {@code rank-R.log} there; null: to this process's.
     */
    public static List<Process> start(Spec spec, List<String> command, Map<String, String> env, Path logDir)
            throws IOException {
        List<Process> started = new ArrayList<>();
        try {
            for (int local = 0; local < spec.nprocPerNode(); local++) {
                started.add(startRank(spec, local, command, env, logDir));
            }
        } catch (IOException | RuntimeException e) {
            started.forEach(Process::destroyForcibly);
            throw e;
        }
        return started;
    }

    /**
     * Starts one worker, the one of local rank {@code local} on this node, as {@link #start} does:
     * for groups whose ranks run different commands (a Python rank among JVM ones).
     */
    public static Process startRank(Spec spec, int local, List<String> command, Map<String, String> env, Path logDir)
            throws IOException {
        if (local < 0 || local >= spec.nprocPerNode()) {
            throw new IllegalArgumentException("local rank " + local + " of " + spec.nprocPerNode() + " per node");
        }
        int rank = spec.nodeRank() * spec.nprocPerNode() + local;
        ProcessBuilder pb = new ProcessBuilder(command);
        Map<String, String> e = pb.environment();
        if (env != null) {
            e.putAll(env);
        }
        e.put("MASTER_ADDR", spec.masterAddr());
        e.put("MASTER_PORT", Integer.toString(spec.masterPort()));
        e.put("WORLD_SIZE", Integer.toString(spec.worldSize()));
        e.put("RANK", Integer.toString(rank));
        e.put("LOCAL_RANK", Integer.toString(local));
        e.put("LOCAL_WORLD_SIZE", Integer.toString(spec.nprocPerNode()));
        e.put("GROUP_RANK", Integer.toString(spec.nodeRank()));
        if (logDir == null) {
            pb.inheritIO();
        } else {
            File log = logDir.resolve("rank-" + rank + ".log").toFile();
            pb.redirectErrorStream(true).redirectOutput(log);
        }
        return pb.start();
    }

    /**
     * Waits for every worker; once one fails, or {@code timeout} (null: none) runs out, kills the
     * others. Returns 0 when all succeeded, else the first failure's exit status (124 for the
     * timeout).
     */
    public static int await(List<Process> workers, Duration timeout) throws InterruptedException {
        long deadline = timeout == null ? Long.MAX_VALUE : System.nanoTime() + timeout.toNanos();
        List<Process> running = new ArrayList<>(workers);
        try {
            while (!running.isEmpty()) {
                for (Process p : new ArrayList<>(running)) {
                    if (p.waitFor(20, TimeUnit.MILLISECONDS)) {
                        running.remove(p);
                        if (p.exitValue() != 0) {
                            return p.exitValue();
                        }
                    }
                }
                if (System.nanoTime() - deadline > 0) {
                    return 124;
                }
            }
            return 0;
        } finally {
            for (Process p : running) {
                p.destroyForcibly();
            }
            for (Process p : running) {
                p.waitFor(10, TimeUnit.SECONDS);
            }
        }
    }

    /** {@link #start} and {@link #await} of {@code mainClass} in JVMs like this one, output shared. */
    public static int run(Spec spec, String mainClass, List<String> args) throws IOException, InterruptedException {
        return await(start(spec, javaCommand(mainClass, args), Map.of(), null), null);
    }

    public static void main(String[] argv) throws Exception {
        Map<String, String> opts = new HashMap<>(Map.of("--nproc-per-node", "1", "--nnodes", "1", "--node-rank", "0",
                "--master-addr", "127.0.0.1", "--master-port", "29500"));
        int i = 0;
        while (i < argv.length && argv[i].startsWith("--")) {
            String key = argv[i];
            int eq = key.indexOf('=');
            String value;
            if (eq >= 0) {
                value = key.substring(eq + 1);
                key = key.substring(0, eq);
                i++;
            } else if (i + 1 < argv.length) {
                value = argv[i + 1];
                i += 2;
            } else {
                throw usage("no value for " + key);
            }
            key = key.replace('_', '-');
            if (!opts.containsKey(key)) {
                throw usage("unknown option " + key);
            }
            opts.put(key, value);
        }
        if (i >= argv.length) {
            throw usage("no main class given");
        }
        Spec spec;
        try {
            spec = new Spec(Integer.parseInt(opts.get("--nproc-per-node")), Integer.parseInt(opts.get("--nnodes")),
                    Integer.parseInt(opts.get("--node-rank")), opts.get("--master-addr"),
                    Integer.parseInt(opts.get("--master-port")));
        } catch (NumberFormatException e) {
            throw usage("not a number: " + e.getMessage());
        }
        List<String> rest = List.of(argv).subList(i + 1, argv.length);
        System.exit(run(spec, argv[i], rest));
    }

    private static IllegalArgumentException usage(String why) {
        return new IllegalArgumentException(why + "; usage: Launcher --nproc-per-node N [--nnodes M] [--node-rank R] "
                + "[--master-addr ADDR] [--master-port PORT] MainClass args...");
    }
}
