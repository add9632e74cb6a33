package io.github.jtorch.examples;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.github.jtorch.Autograd;
import io.github.jtorch.Memory;
import io.github.jtorch.MemoryStats;
import io.github.jtorch.Ops;
import io.github.jtorch.PointerScope;
import io.github.jtorch.Tensor;
import io.github.jtorch.Torch;
import io.github.jtorch.TorchException;
import io.github.jtorch.jit.Jit;
import io.github.jtorch.jit.ScriptModule;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * An inference service on the JDK's own HTTP server ({@code com.sun.net.httpserver}) serving a
 * TorchScript classifier that Python wrote ({@code scripts/export_serving_model.py}). One
 * loaded module serves every request thread at once; each request runs under no-grad in a
 * {@link PointerScope} of its own, so its tensors are freed when it answers and native memory
 * stays flat however long the service runs.
 *
 * <ul>
 *   <li>{@code POST /predict}, body a JSON array: one row of numbers (one example) or a list
 *       of rows (a batch). Answers {@code {"logits": [...], "argmax": k}} for a row and
 *       {@code {"logits": [[...], ...], "argmax": [...]}} for a batch; 400 with
 *       {@code {"error": "..."}} for a body that is not such an array or that the model
 *       refuses (a row of the wrong width).
 *   <li>{@code GET /health}: {@code {"status": "ok", "model": "..."}}.
 *   <li>{@code GET /stats}: requests served and jtorch's memory figures (live tensors, live
 *       bytes, the process's RSS), which the load test reads before and after its load.
 * </ul>
 *
 * <p>Run with {@code make example-serve} (export, serve, load test), or
 * {@code ScriptModuleService --model FILE [--port P] [--threads N] [--port-file FILE]
 * [--intra-op-threads K]}.
 */
public final class ScriptModuleService implements AutoCloseable {
    /** Bodies above this size are refused (413): a request cannot make the service buffer more. */
    private static final int MAX_BODY_BYTES = 1 << 20;

    static {
        // The JDK server writes a response's headers and body separately; without TCP_NODELAY
        // the body waits for the client's delayed ACK, about 40 ms a request on Linux. Read
        // once, when the JVM's first HttpServer starts.
        System.getProperties().putIfAbsent("sun.net.httpserver.nodelay", "true");
    }

    private final Path modelFile;
    private final ScriptModule model;
    private final HttpServer server;
    private final ExecutorService pool;
    private final AtomicLong served = new AtomicLong();
    private final AtomicLong refused = new AtomicLong();

    private ScriptModuleService(Path modelFile, InetSocketAddress address, int threads) throws IOException {
        this.modelFile = modelFile;
        // Outside any request's scope: the module lives until close().
        this.model = Torch.retain(Jit.load(modelFile));
        try {
            server = HttpServer.create(address, 0);
        } catch (IOException | RuntimeException e) {
            Torch.release(model);
            throw e;
        }
        AtomicInteger n = new AtomicInteger();
        pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "predict-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        server.setExecutor(pool);
        server.createContext("/predict", this::predict);
        server.createContext("/health", ex -> get(ex, "{\"status\":\"ok\",\"model\":" + Json.string(modelFile.toString()) + "}"));
        server.createContext("/stats", ex -> get(ex, stats()));
        server.start();
    }

    /**
     * Loads {@code modelFile} (written by {@code torch.jit.save}) and serves it on
     * {@code address} (port 0: a free one, see {@link #port()}) with {@code threads} request
     * threads. The caller must {@link #close()} it, which frees the module.
     */
    public static ScriptModuleService start(Path modelFile, InetSocketAddress address, int threads) throws IOException {
        return new ScriptModuleService(modelFile, address, threads);
    }

    /** The port the service listens on. */
    public int port() {
        return server.getAddress().getPort();
    }

    /** Stops accepting requests, waits for those running, and frees the module. */
    @Override
    public void close() throws InterruptedException {
        server.stop(0);
        pool.shutdown();
        pool.awaitTermination(30, TimeUnit.SECONDS);
        Torch.release(model);
    }

    /**
     * The model's logits for {@code rows} (each one example) and their argmax: what
     * {@code POST /predict} answers. Runs in a scope of its own under no-grad; any thread may call it.
     */
    public Prediction predict(float[][] rows) {
        int width = rows.length == 0 ? 0 : rows[0].length;
        float[] flat = new float[rows.length * width];
        for (int i = 0; i < rows.length; i++) {
            if (rows[i].length != width) {
                throw new IllegalArgumentException("row " + i + " has " + rows[i].length + " numbers, row 0 has " + width);
            }
            System.arraycopy(rows[i], 0, flat, i * width, width);
        }
        try (PointerScope request = new PointerScope(); Autograd.NoGrad g = Autograd.noGrad()) {
            Tensor logits = model.forward(Tensor.of(flat, rows.length, width));
            long classes = logits.shape()[1];
            float[] all = logits.toFloatArray();
            float[][] out = new float[rows.length][];
            for (int i = 0; i < rows.length; i++) {
                out[i] = Arrays.copyOfRange(all, (int) (i * classes), (int) ((i + 1) * classes));
            }
            return new Prediction(out, Ops.argmax(logits, 1, false).toLongArray());
        }
    }

    /** Logits per row and the class each row is given. */
    public static final class Prediction {
        public final float[][] logits;
        public final long[] argmax;

        Prediction(float[][] logits, long[] argmax) {
            this.logits = logits;
            this.argmax = argmax;
        }
    }

    private void predict(HttpExchange ex) throws IOException {
        try {
            if (!ex.getRequestMethod().equals("POST")) {
                respond(ex, 405, "{\"error\":\"POST a JSON array to /predict\"}");
                return;
            }
            byte[] body;
            try (InputStream in = ex.getRequestBody()) {
                body = in.readNBytes(MAX_BODY_BYTES + 1);
            }
            if (body.length > MAX_BODY_BYTES) {
                refused.incrementAndGet();
                respond(ex, 413, "{\"error\":\"body over " + MAX_BODY_BYTES + " bytes\"}");
                return;
            }
            String answer;
            try {
                Object parsed = Json.parse(new String(body, StandardCharsets.UTF_8));
                boolean single = parsed instanceof List && !((List<?>) parsed).isEmpty()
                        && !(((List<?>) parsed).get(0) instanceof List);
                float[][] rows = single ? new float[][] {row(parsed, 0)} : rows(parsed);
                Prediction p = predict(rows);
                answer = single
                        ? "{\"logits\":" + Json.numbers(p.logits[0]) + ",\"argmax\":" + p.argmax[0] + "}"
                        : "{\"logits\":" + Json.numbers(List.of(p.logits)) + ",\"argmax\":" + Json.numbers(p.argmax) + "}";
            } catch (IllegalArgumentException | TorchException e) {
                refused.incrementAndGet();
                respond(ex, 400, "{\"error\":" + Json.string(String.valueOf(e.getMessage())) + "}");
                return;
            }
            served.incrementAndGet();
            respond(ex, 200, answer);
        } finally {
            ex.close();
        }
    }

    /** A batch: a non-empty list of rows. */
    private static float[][] rows(Object parsed) {
        if (!(parsed instanceof List) || ((List<?>) parsed).isEmpty()) {
            throw new IllegalArgumentException("the body must be a JSON array of numbers or a non-empty array of such arrays");
        }
        List<?> list = (List<?>) parsed;
        float[][] rows = new float[list.size()][];
        for (int i = 0; i < rows.length; i++) {
            rows[i] = row(list.get(i), i);
        }
        return rows;
    }

    private static float[] row(Object parsed, int index) {
        if (!(parsed instanceof List) || ((List<?>) parsed).isEmpty()) {
            throw new IllegalArgumentException("row " + index + " is not a non-empty array of numbers");
        }
        List<?> list = (List<?>) parsed;
        float[] row = new float[list.size()];
        for (int i = 0; i < row.length; i++) {
            if (!(list.get(i) instanceof Double)) {
                throw new IllegalArgumentException("row " + index + " holds a non-number at " + i);
            }
            row[i] = ((Double) list.get(i)).floatValue();
        }
        return row;
    }

    private String stats() {
        MemoryStats m = Memory.stats();
        return "{\"served\":" + served.get() + ",\"refused\":" + refused.get() + ",\"liveTensors\":" + m.liveTensors
                + ",\"liveBytes\":" + m.liveBytes + ",\"rssBytes\":" + m.rssBytes + "}";
    }

    private static void get(HttpExchange ex, String answer) throws IOException {
        try {
            if (ex.getRequestMethod().equals("GET")) {
                respond(ex, 200, answer);
            } else {
                respond(ex, 405, "{\"error\":\"GET only\"}");
            }
        } finally {
            ex.close();
        }
    }

    private static void respond(HttpExchange ex, int status, String json) throws IOException {
        byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
        ex.getResponseHeaders().set("Content-Type", "application/json");
        ex.sendResponseHeaders(status, bytes.length);
        try (OutputStream out = ex.getResponseBody()) {
            out.write(bytes);
        }
    }

    public static void main(String[] args) throws Exception {
        Path model = null;
        Path portFile = null;
        int port = 8080;
        int threads = 4;
        int intraOpThreads = 1;
        for (int i = 0; i < args.length; i += 2) {
            String value = args[i + 1];
            switch (args[i]) {
                case "--model": model = Path.of(value); break;
                case "--port": port = Integer.parseInt(value); break;
                case "--threads": threads = Integer.parseInt(value); break;
                case "--port-file": portFile = Path.of(value); break;
                case "--intra-op-threads": intraOpThreads = Integer.parseInt(value); break;
                default: throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        if (model == null) {
            throw new IllegalArgumentException("--model FILE is required (scripts/export_serving_model.py writes one)");
        }
        // Requests run side by side; one LibTorch thread each keeps them from fighting over cores.
        Torch.setNumThreads(intraOpThreads);
        ScriptModuleService service = start(model, new InetSocketAddress("127.0.0.1", port), threads);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            try {
                service.close();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }));
        System.out.printf("serving %s on http://127.0.0.1:%d with %d request threads%n", model, service.port(), threads);
        if (portFile != null) {
            // Written last, once the service answers: whoever waits for the file can send at once.
            Path tmp = portFile.resolveSibling(portFile.getFileName() + ".tmp");
            Files.writeString(tmp, Integer.toString(service.port()));
            Files.move(tmp, portFile, StandardCopyOption.ATOMIC_MOVE);
        }
    }
}
