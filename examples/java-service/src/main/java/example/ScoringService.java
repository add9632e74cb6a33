package example;

import com.sun.net.httpserver.HttpServer;
import io.github.jtorch.Memory;
import io.github.jtorch.Ops;
import io.github.jtorch.PointerScope;
import io.github.jtorch.Tensor;
import io.github.jtorch.Torch;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * A small HTTP service that scores feature vectors with a linear model held in one
 * long-lived tensor. Each request computes in its own {@link PointerScope}, on whichever
 * worker thread serves it, so its tensors are freed when the request ends.
 *
 * <p>Run without arguments it serves on 127.0.0.1 (a free port), sends itself a bounded
 * number of requests from several client threads, checks every answer and that native
 * memory is back where it started, prints a summary and exits: 0 when all is well.
 * With {@code --serve PORT} it serves until stopped.
 */
public final class ScoringService {
    private static final int FEATURES = 4;
    private final Tensor weights;
    private final HttpServer server;
    private final ExecutorService workers = Executors.newFixedThreadPool(4);

    ScoringService(int port) throws IOException {
        // Weights 1, 2, 3, 4 as a column: score = x . w. Retained: they live as long as the service.
        weights = Torch.retain(Tensor.of(new float[] {1, 2, 3, 4}, FEATURES, 1));
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", port), 0);
        server.setExecutor(workers);
        server.createContext("/score", exchange -> {
            String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            byte[] answer;
            int status = 200;
            try {
                answer = Double.toString(score(body)).getBytes(StandardCharsets.UTF_8);
            } catch (RuntimeException e) {
                status = 400;
                answer = e.toString().getBytes(StandardCharsets.UTF_8);
            }
            exchange.sendResponseHeaders(status, answer.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(answer);
            }
        });
        server.start();
    }

    int port() {
        return server.getAddress().getPort();
    }

    /** Scores "x1,x2,x3,x4": every tensor made here is freed when the scope closes. */
    double score(String csv) {
        String[] parts = csv.trim().split(",");
        float[] x = new float[parts.length];
        for (int i = 0; i < parts.length; i++) {
            x[i] = Float.parseFloat(parts[i]);
        }
        try (PointerScope scope = new PointerScope()) {
            Tensor input = Tensor.of(x, 1, x.length);
            return input.matmul(weights).sum().itemDouble();
        }
    }

    void stop() {
        server.stop(0);
        workers.shutdownNow();
        weights.close();
    }

    public static void main(String[] args) throws Exception {
        if (args.length == 2 && args[0].equals("--serve")) {
            ScoringService s = new ScoringService(Integer.parseInt(args[1]));
            System.out.println("serving on 127.0.0.1:" + s.port() + "/score");
            return;
        }
        long liveBefore = Memory.stats().liveTensors;
        ScoringService service = new ScoringService(0);
        HttpClient client = HttpClient.newHttpClient();
        ExecutorService clients = Executors.newFixedThreadPool(3);
        int requests = 60;
        List<Future<Boolean>> answers = new ArrayList<>();
        try {
            for (int i = 0; i < requests; i++) {
                final int n = i;
                answers.add(clients.submit(() -> {
                    String body = n + ",1,0,2";
                    HttpRequest req = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + service.port() + "/score"))
                            .POST(HttpRequest.BodyPublishers.ofString(body)).build();
                    HttpResponse<String> resp = client.send(req, HttpResponse.BodyHandlers.ofString());
                    double expected = n * 1 + 1 * 2 + 0 * 3 + 2 * 4;
                    return resp.statusCode() == 200 && Double.parseDouble(resp.body()) == expected;
                }));
            }
            int ok = 0;
            for (Future<Boolean> f : answers) {
                ok += f.get() ? 1 : 0;
            }
            HttpResponse<String> bad = client.send(HttpRequest.newBuilder(
                    URI.create("http://127.0.0.1:" + service.port() + "/score"))
                    .POST(HttpRequest.BodyPublishers.ofString("1,2")).build(), HttpResponse.BodyHandlers.ofString());
            service.stop();
            long liveAfter = Memory.stats().liveTensors;
            System.out.println("java-service: " + ok + "/" + requests + " requests scored correctly, a bad request got "
                    + bad.statusCode() + ", live tensors " + liveBefore + " -> " + liveAfter
                    + ", LibTorch " + Torch.libtorchVersion() + ", Java " + System.getProperty("java.version"));
            boolean good = ok == requests && bad.statusCode() == 400 && liveAfter == liveBefore;
            System.out.println(good ? "java-service: OK" : "java-service: FAILED");
            clients.shutdownNow();
            System.exit(good ? 0 : 1);
        } finally {
            clients.shutdownNow();
        }
    }
}
