package io.github.jtorch.distributed;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertSame;
import static org.junit.Assert.assertThrows;
import static org.junit.Assert.assertTrue;

import io.github.jtorch.PointerScope;
import io.github.jtorch.Tensor;
import io.github.jtorch.Torch;
import java.io.File;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.Test;

/**
 * Process groups on loopback: ranks in JVMs of their own (DistributedWorker, started by
 * {@link Launcher}), a PyTorch rank among them, a rank killed midway, and what a destroyed group
 * leaves; and, in this JVM, a group of one and the arguments refused.
 */
public class DistributedTest {
    private static final int TIMEOUT_S = 20;

    static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    /** One rank's exit status and output. */
    static final class Ran {
        final int rank;
        final int status;
        final String output;

        Ran(int rank, int status, String output) {
            this.rank = rank;
            this.status = status;
            this.output = output;
        }

        @Override
        public String toString() {
            return "rank " + rank + " exited " + status + ":\n" + output;
        }
    }

    static List<String> worker(String scenario) {
        return Launcher.javaCommand(DistributedWorker.class.getName(),
                List.of(scenario, Integer.toString(TIMEOUT_S)));
    }

    static List<String> pythonRank() {
        return List.of("python3", "scripts/distributed/interop_rank.py", Integer.toString(TIMEOUT_S));
    }

    /** Runs rank r of {@code n} with {@code commands.get(r)}, waits for all (killing them past the deadline). */
    static List<Ran> run(int n, List<List<String>> commands) throws Exception {
        Launcher.Spec spec = Launcher.Spec.local(n, freePort());
        Path logs = Files.createTempDirectory("jtorch-dist");
        Map<String, String> env = Map.of("PYTHONPATH", new File(Torch.libtorchLocation()).getParent());
        List<Process> ps = new ArrayList<>();
        try {
            for (int r = 0; r < n; r++) {
                ps.add(Launcher.startRank(spec, r, commands.get(r), env, logs));
            }
            List<Ran> out = new ArrayList<>();
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(3 * TIMEOUT_S);
            for (int r = 0; r < n; r++) {
                long left = Math.max(1, deadline - System.nanoTime());
                assertTrue("rank " + r + " ended", ps.get(r).waitFor(left, TimeUnit.NANOSECONDS));
                String log = Files.readString(logs.resolve("rank-" + r + ".log"), StandardCharsets.UTF_8);
                out.add(new Ran(r, ps.get(r).exitValue(), log));
            }
            return out;
        } finally {
            ps.forEach(Process::destroyForcibly);
        }
    }

    static List<List<String>> all(int n, List<String> command) {
        List<List<String>> cs = new ArrayList<>();
        for (int r = 0; r < n; r++) {
            cs.add(command);
        }
        return cs;
    }

    static void assertAllOk(List<Ran> ran) {
        for (Ran r : ran) {
            assertEquals(r.toString(), 0, r.status);
            assertTrue(r.toString(), r.output.contains("ok rank " + r.rank));
        }
    }

    @Test
    public void everyCollectiveGivesTheExpectedValuesOnTwoRanks() throws Exception {
        List<Ran> ran = run(2, all(2, worker("collectives")));
        assertAllOk(ran);
        assertTrue(ran.get(0).toString(), ran.get(0).output.contains("checked reduce\n"));
        assertTrue(ran.get(1).toString(), ran.get(1).output.contains("checked send/recv ring"));
    }

    @Test
    public void everyCollectiveGivesTheExpectedValuesOnThreeRanks() throws Exception {
        assertAllOk(run(3, all(3, worker("collectives"))));
    }

    @Test
    public void aPyTorchRankServingTheStoreAndJtorchRanksRunCollectivesTogether() throws Exception {
        List<Ran> ran = run(3, List.of(pythonRank(), worker("interop"), worker("interop")));
        assertAllOk(ran);
        assertTrue(ran.get(0).toString(), ran.get(0).output.contains("checked interop all_gather 2"));
    }

    @Test
    public void jtorchServingTheStoreAndAPyTorchRankRunCollectivesTogether() throws Exception {
        assertAllOk(run(3, List.of(worker("interop"), worker("interop"), pythonRank())));
    }

    @Test
    public void aKilledRankMakesTheOthersFailWithADistributedExceptionWithinTheTimeout() throws Exception {
        long start = System.nanoTime();
        List<Ran> ran = run(3, all(3, worker("survivor")));
        assertEquals(ran.get(2).toString(), 3, ran.get(2).status);
        Pattern failed = Pattern.compile("failed after (\\d+) ms: (.*)");
        for (Ran r : ran.subList(0, 2)) {
            assertAllOk(List.of(r));
            Matcher m = failed.matcher(r.output);
            assertTrue(r.toString(), m.find());
            assertTrue(r.toString(), Long.parseLong(m.group(1)) < TIMEOUT_S * 1000L);
            assertTrue(r.toString(), m.group(2).startsWith("all_reduce: "));
        }
        assertTrue("no hang", System.nanoTime() - start < TimeUnit.SECONDS.toNanos(2 * TIMEOUT_S));
    }

    @Test
    public void aDestroyedGroupLeavesNoThreadsOrSockets() throws Exception {
        List<Ran> ran = run(2, all(2, worker("cleanup")));
        assertAllOk(ran);
        assertTrue(ran.get(0).toString(), ran.get(0).output.contains("after destroy 2"));
    }

    @Test
    public void ddpTrainingOnTwoRanksReachesTheParametersOfOneProcessOnTheWholeBatch() throws Exception {
        List<Ran> ran = run(2, all(2, worker("ddp")));
        assertAllOk(ran);
        assertTrue(ran.get(0).toString(), ran.get(0).output.contains("largest difference from one process"));
    }

    @Test
    public void ddpFindingUnusedParametersMatchesOneProcessWhenRanksUseDifferentHeads() throws Exception {
        List<Ran> ran = run(2, all(2, worker("ddp-unused")));
        assertAllOk(ran);
        assertTrue(ran.get(0).toString(), ran.get(0).output.contains("largest difference from one process"));
    }

    static InitOptions single() throws IOException {
        return InitOptions.empty().withMasterAddr("127.0.0.1").withMasterPort(freePort()).withRank(0).withWorldSize(1)
                .withTimeout(Duration.ofSeconds(10));
    }

    @Test
    public void aGroupOfOneRunsEveryCollectiveAndItsResultsAttachToTheCurrentScope() throws Exception {
        try (ProcessGroup g = ProcessGroup.create(single())) {
            assertEquals(0, g.rank());
            assertEquals(1, g.size());
            Tensor t = Tensor.of(new double[] {1, 2}, 2);
            assertSame(t, g.allReduce(t, ReduceOp.AVG));
            assertEquals(List.of(1.0, 2.0), List.of(t.toDoubleArray()[0], t.toDoubleArray()[1]));
            List<Tensor> gathered;
            Tensor scattered;
            try (PointerScope scope = new PointerScope()) {
                gathered = g.allGather(t);
                scattered = g.reduceScatter(List.of(t), ReduceOp.SUM);
                assertEquals(2.0, gathered.get(0).toDoubleArray()[1], 0);
                assertEquals(2, scope.ownedCount());
            }
            assertTrue(gathered.get(0).isReleased());
            assertTrue(scattered.isReleased());
            g.barrier();
        }
    }

    @Test
    public void aClosedGroupRefusesFurtherUse() throws Exception {
        ProcessGroup g = ProcessGroup.create(single());
        g.close();
        assertTrue(g.isReleased());
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> g.barrier());
        assertTrue(e.getMessage(), e.getMessage().contains("process group"));
        g.close();
    }

    @Test
    public void badOptionsAndArgumentsAreRefusedWithTheirReason() throws Exception {
        InitOptions ok = single();
        IllegalArgumentException mpi = assertThrows(IllegalArgumentException.class,
                () -> ProcessGroup.create(ok.withBackend("mpi")));
        assertTrue(mpi.getMessage(), mpi.getMessage().contains("\"gloo\" and \"nccl\""));
        assertThrows(IllegalArgumentException.class, () -> ProcessGroup.create(ok.withRank(1)));
        IllegalArgumentException unset = assertThrows(IllegalArgumentException.class,
                () -> InitOptions.fromEnvironment(Map.of("RANK", "0")).masterAddr());
        assertTrue(unset.getMessage(), unset.getMessage().contains("MASTER_ADDR"));
        assertThrows(IllegalArgumentException.class, () -> InitOptions.fromEnvironment(Map.of("RANK", "one")));
        assertThrows(IllegalArgumentException.class, () -> ok.withTimeout(Duration.ZERO));
        assertThrows(IllegalStateException.class, Distributed::getRank);
        try (ProcessGroup g = ProcessGroup.create(ok)) {
            Tensor t = Tensor.of(new double[] {1, 2, 3, 4}, 2, 2);
            assertThrows(IllegalArgumentException.class, () -> g.broadcast(t, 1));
            assertThrows(IllegalArgumentException.class, () -> g.send(t, 0));
            assertThrows(IllegalArgumentException.class, () -> g.reduceScatter(List.of(t, t), ReduceOp.SUM));
            IllegalArgumentException strided = assertThrows(IllegalArgumentException.class,
                    () -> g.allReduce(io.github.jtorch.Ops.t(t), ReduceOp.SUM));
            assertTrue(strided.getMessage(), strided.getMessage().contains("contiguous"));
            assertThrows(NullPointerException.class, () -> g.allReduce(null, ReduceOp.SUM));
            assertThrows(NullPointerException.class, () -> g.allReduce(t, null));
            assertThrows(IllegalArgumentException.class, () -> g.allToAll(Tensor.of(new double[] {1}, new long[0], null)));
        }
    }

    @Test
    public void aRendezvousWithoutThePeersFailsAfterTheTimeout() throws Exception {
        InitOptions two = single().withWorldSize(2).withTimeout(Duration.ofSeconds(1));
        long start = System.nanoTime();
        DistributedException e = assertThrows(DistributedException.class, () -> Distributed.initProcessGroup(two));
        long ms = (System.nanoTime() - start) / 1_000_000;
        assertTrue(ms + " ms", ms >= 900 && ms < 15_000);
        assertTrue(e.getMessage(), e.getMessage().startsWith("joining the group at 127.0.0.1:"));
        assertFalse(Distributed.isInitialized());
        assertNotNull(e.getMessage());
    }
}
