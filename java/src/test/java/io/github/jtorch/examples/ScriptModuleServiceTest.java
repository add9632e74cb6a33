package io.github.jtorch.examples;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import io.github.jtorch.Memory;
import io.github.jtorch.MemoryStats;
import io.github.jtorch.Ops;
import io.github.jtorch.PointerScope;
import io.github.jtorch.Tensor;
import io.github.jtorch.TestSupport;
import io.github.jtorch.Torch;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.Test;

/**
 * The inference service example serves the TorchScript model scripts/export_serving_model.py
 * exports (run now) to several client threads at once with PyTorch's answers, refuses bad
 * bodies, and frees every request's tensors.
 */
public class ScriptModuleServiceTest {
    private static final int CLIENT_THREADS = 4;
    private static final int ROUNDS = 10;
    private static final HttpClient CLIENT = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    private static HttpResponse<String> post(URI base, String path, String body) throws Exception {
        return CLIENT.send(HttpRequest.newBuilder(base.resolve(path)).POST(HttpRequest.BodyPublishers.ofString(body)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private static HttpResponse<String> get(URI base, String path) throws Exception {
        return CLIENT.send(HttpRequest.newBuilder(base.resolve(path)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private static float[][] rows(Tensor t) {
        int n = (int) t.shape()[0];
        int width = (int) t.shape()[1];
        float[] all = t.toFloatArray();
        float[][] rows = new float[n][width];
        for (int i = 0; i < n; i++) {
            System.arraycopy(all, i * width, rows[i], 0, width);
        }
        return rows;
    }

    private static void assertLogits(String what, float[] expected, Object actual) {
        List<?> got = (List<?>) actual;
        assertEquals(what + " classes", expected.length, got.size());
        for (int i = 0; i < expected.length; i++) {
            assertEquals(what + "[" + i + "]", expected[i], (Double) got.get(i), 1e-5 * Math.max(1, Math.abs(expected[i])));
        }
    }

    private static void assertRefused(URI base, int status, String body, String reason) throws Exception {
        HttpResponse<String> r = post(base, "/predict", body);
        assertEquals(body + ": " + r.body(), status, r.statusCode());
        String error = (String) ((Map<?, ?>) Json.parse(r.body())).get("error");
        assertTrue(body + ": " + error, error.contains(reason));
    }

    @Test
    public void manyClientThreadsGetPyTorchsAnswersAndTheRequestsTensorsAreFreed() throws Exception {
        Path dir = Files.createTempDirectory("jtorch-serve");
        try {
            TestSupport.python("scripts/export_serving_model.py", dir.toString());
            float[][] inputs;
            float[][] logits;
            long[] classes;
            try (PointerScope s = new PointerScope()) {
                Map<?, ?> reference = (Map<?, ?>) Torch.load(dir.resolve("reference.pt"));
                inputs = rows((Tensor) reference.get("inputs"));
                logits = rows((Tensor) reference.get("logits"));
                classes = Ops.argmax((Tensor) reference.get("logits"), 1, false).toLongArray();
            }
            MemoryStats beforeStart = TestSupport.settled();
            ScriptModuleService service =
                    ScriptModuleService.start(dir.resolve("model.pt"), new InetSocketAddress("127.0.0.1", 0), 4);
            try {
                URI base = URI.create("http://127.0.0.1:" + service.port());
                MemoryStats serving = TestSupport.settled();
                assertTrue("the module's tensors are live", serving.liveTensors > beforeStart.liveTensors);

                ExecutorService clients = Executors.newFixedThreadPool(CLIENT_THREADS);
                List<Future<Integer>> answered = new ArrayList<>();
                for (int c = 0; c < CLIENT_THREADS; c++) {
                    int client = c;
                    answered.add(clients.submit(() -> {
                        int n = 0;
                        for (int round = 0; round < ROUNDS; round++) {
                            for (int k = 0; k < inputs.length; k++) {
                                int i = (k + client) % inputs.length;
                                HttpResponse<String> r = post(base, "/predict", Json.numbers(inputs[i]));
                                assertEquals(r.body(), 200, r.statusCode());
                                Map<?, ?> answer = (Map<?, ?>) Json.parse(r.body());
                                assertLogits("row " + i, logits[i], answer.get("logits"));
                                assertEquals("row " + i + " argmax", (double) classes[i], (Double) answer.get("argmax"), 0);
                                n++;
                            }
                        }
                        return n;
                    }));
                }
                for (Future<Integer> f : answered) {
                    assertEquals(ROUNDS * inputs.length, (int) f.get());
                }
                clients.shutdown();

                HttpResponse<String> batch = post(base, "/predict", Json.numbers(List.of(inputs)));
                assertEquals(batch.body(), 200, batch.statusCode());
                Map<?, ?> answer = (Map<?, ?>) Json.parse(batch.body());
                List<?> batchLogits = (List<?>) answer.get("logits");
                List<?> batchClasses = (List<?>) answer.get("argmax");
                assertEquals(inputs.length, batchLogits.size());
                for (int i = 0; i < inputs.length; i++) {
                    assertLogits("batch row " + i, logits[i], batchLogits.get(i));
                    assertEquals("batch row " + i + " argmax", (double) classes[i], (Double) batchClasses.get(i), 0);
                }

                assertRefused(base, 400, "[1, 2", "not JSON");
                assertRefused(base, 400, "{\"inputs\": [1]}", "must be a JSON array");
                assertRefused(base, 400, "[[1, 2], [3]]", "row 1 has 1 numbers");
                assertRefused(base, 400, "[1, \"a\"]", "non-number");
                assertRefused(base, 400, "[1, 2, 3]", "forward"); // the model's own refusal of 3 features
                assertEquals(405, get(base, "/predict").statusCode());
                assertEquals("ok", ((Map<?, ?>) Json.parse(get(base, "/health").body())).get("status"));

                Map<?, ?> stats = (Map<?, ?>) Json.parse(get(base, "/stats").body());
                assertEquals((double) (CLIENT_THREADS * ROUNDS * inputs.length + 1), (Double) stats.get("served"), 0);
                assertEquals(5.0, (Double) stats.get("refused"), 0);
                MemoryStats now = Memory.stats();
                assertEquals("live tensors after the requests", serving.liveTensors, now.liveTensors);
                assertEquals("live bytes after the requests", serving.liveBytes, now.liveBytes);
                assertEquals("live tensors /stats reports", (double) now.liveTensors, (Double) stats.get("liveTensors"), 0);
            } finally {
                service.close();
            }
            MemoryStats closed = Memory.stats();
            assertEquals("live tensors once the service is closed", beforeStart.liveTensors, closed.liveTensors);
            assertEquals("live bytes once the service is closed", beforeStart.liveBytes, closed.liveBytes);
        } finally {
            TestSupport.deleteDir(dir);
        }
    }
}
