package io.github.jtorch.examples;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A load test of {@link ScriptModuleService}: {@code --concurrency} threads send
 * {@code POST /predict} requests (rows of random numbers, {@code --batch} rows each) back to
 * back for {@code --seconds} after a warm-up, through {@code java.net.http.HttpClient}. Each
 * second it prints the requests answered and the service's memory ({@code GET /stats}); at the
 * end the throughput, the latency percentiles p50/p90/p99/max, and the service's live tensors,
 * live bytes and RSS when the load started and when it ended. Exits 1 when a request failed or
 * the live tensors or bytes did not come back to where they started.
 *
 * <p>{@code ServeLoadTest --url http://HOST:PORT [options]} loads a running service;
 * {@code ServeLoadTest --model FILE [options]} starts one on FILE in a JVM of its own (so its
 * RSS is its own), loads it, and stops it ({@code make example-serve}). Options:
 * {@code --seconds S --warmup-seconds W --concurrency C --batch B --features F --service-threads N}.
 */
public final class ServeLoadTest {
    private static final HttpClient CLIENT = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5))
            .build();

    public static void main(String[] args) throws Exception {
        String url = null;
        Path model = null;
        double seconds = 10;
        double warmup = 5;
        int concurrency = 8;
        int batch = 1;
        int features = 64;
        int serviceThreads = 4;
        for (int i = 0; i < args.length; i += 2) {
            String value = args[i + 1];
            switch (args[i]) {
                case "--url": url = value; break;
                case "--model": model = Path.of(value); break;
                case "--seconds": seconds = Double.parseDouble(value); break;
                case "--warmup-seconds": warmup = Double.parseDouble(value); break;
                case "--concurrency": concurrency = Integer.parseInt(value); break;
                case "--batch": batch = Integer.parseInt(value); break;
                case "--features": features = Integer.parseInt(value); break;
                case "--service-threads": serviceThreads = Integer.parseInt(value); break;
                default: throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        Process service = null;
        if (url == null) {
            if (model == null) {
                throw new IllegalArgumentException("give --url of a running service or --model FILE to serve");
            }
            service = startService(model, serviceThreads);
            Process started = service;
            Runtime.getRuntime().addShutdownHook(new Thread(started::destroy));
            url = "http://127.0.0.1:" + awaitPort(service, model.resolveSibling("port"));
        }
        boolean ok;
        try {
            ok = load(URI.create(url), seconds, warmup, concurrency, batch, features);
        } finally {
            if (service != null) {
                service.destroy(); // SIGTERM: the service's shutdown hook frees the module
                service.waitFor(30, TimeUnit.SECONDS);
            }
        }
        System.exit(ok ? 0 : 1);
    }

    /** The service on {@code model} in a JVM of its own, writing its port next to the model. */
    private static Process startService(Path model, int threads) throws IOException {
        Path portFile = model.resolveSibling("port");
        Files.deleteIfExists(portFile);
        // A fixed heap touched at start: the RSS then moves with native memory, not with heap
        // pages the JVM touches for the first time as it allocates.
        ProcessBuilder pb = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xms128m", "-Xmx128m", "-XX:+AlwaysPreTouch", "-cp", System.getProperty("java.class.path"), ScriptModuleService.class.getName(),
                "--model", model.toString(), "--port", "0", "--port-file", portFile.toString(),
                "--threads", Integer.toString(threads));
        return pb.inheritIO().start();
    }

    private static int awaitPort(Process service, Path portFile) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!Files.exists(portFile)) {
            if (!service.isAlive() || System.nanoTime() > deadline) {
                throw new IllegalStateException("the service did not start (exit " + (service.isAlive() ? "none" : service.exitValue()) + ")");
            }
            Thread.sleep(50);
        }
        return Integer.parseInt(Files.readString(portFile).trim());
    }

    /** Runs the load against {@code base}; true when every request succeeded and memory came back. */
    static boolean load(URI base, double seconds, double warmup, int concurrency, int batch, int features)
            throws Exception {
        URI predict = base.resolve("/predict");
        System.out.printf("warming up for %.0f s: %d threads, %d row(s) of %d numbers per request%n", warmup,
                concurrency, batch, features);
        run(predict, warmup, concurrency, batch, features, null);
        Map<?, ?> before = stats(base);
        System.out.printf("load for %.0f s%n", seconds);
        Recorder recorder = new Recorder();
        List<Long> rss = Collections.synchronizedList(new ArrayList<>());
        Thread reporter = new Thread(() -> report(base, recorder, rss));
        reporter.setDaemon(true);
        reporter.start();
        long wall = run(predict, seconds, concurrency, batch, features, recorder);
        reporter.interrupt();
        reporter.join();
        Map<?, ?> after = stats(base);

        long[] latencies = recorder.since(0);
        Arrays.sort(latencies);
        System.out.printf("%n%d requests (%d failed) in %.1f s: %.0f requests/s, %.0f rows/s%n", latencies.length,
                recorder.failed.get(), wall / 1e9, latencies.length / (wall / 1e9), latencies.length * batch / (wall / 1e9));
        if (latencies.length > 0) {
            System.out.printf("latency ms: p50 %.2f  p90 %.2f  p99 %.2f  max %.2f%n", percentile(latencies, 50),
                    percentile(latencies, 90), percentile(latencies, 99), latencies[latencies.length - 1] / 1e6);
        }
        System.out.printf("service memory   live tensors   live bytes   RSS MiB%n");
        System.out.printf("  load started   %12s %12s %9.1f%n", number(before, "liveTensors"), number(before, "liveBytes"),
                number(before, "rssBytes") / 1048576.0);
        System.out.printf("  load ended     %12s %12s %9.1f (%+.1f)%n", number(after, "liveTensors"), number(after, "liveBytes"),
                number(after, "rssBytes") / 1048576.0, (number(after, "rssBytes") - number(before, "rssBytes")) / 1048576.0);
        if (rss.size() >= 2) {
            // The JVM's one-off costs (the JIT compiler's scratch memory, which the C library
            // keeps) land early; a service that leaked would keep climbing to the end.
            long mid = rss.get(rss.size() / 2);
            System.out.printf("  RSS over the second half of the load: %.1f -> %.1f MiB (%+.1f)%n", mid / 1048576.0,
                    number(after, "rssBytes") / 1048576.0, (number(after, "rssBytes") - mid) / 1048576.0);
        }
        boolean flat = number(before, "liveTensors") == number(after, "liveTensors")
                && number(before, "liveBytes") == number(after, "liveBytes");
        System.out.println(flat ? "memory flat: the requests' tensors were all freed"
                : "MEMORY GREW: the live tensors or bytes did not come back");
        if (recorder.failed.get() > 0) {
            System.out.println("first failure: " + recorder.firstFailure);
        }
        return flat && recorder.failed.get() == 0 && latencies.length > 0;
    }

    /** Sends requests from {@code concurrency} threads for {@code seconds}; returns the wall time in ns. */
    private static long run(URI predict, double seconds, int concurrency, int batch, int features, Recorder recorder)
            throws Exception {
        ExecutorService threads = Executors.newFixedThreadPool(concurrency);
        long start = System.nanoTime();
        long deadline = start + (long) (seconds * 1e9);
        List<Future<?>> workers = new ArrayList<>();
        for (int w = 0; w < concurrency; w++) {
            int worker = w;
            workers.add(threads.submit(() -> {
                String[] bodies = bodies(worker, batch, features);
                for (int i = 0; System.nanoTime() < deadline; i++) {
                    HttpRequest request = HttpRequest.newBuilder(predict)
                            .POST(HttpRequest.BodyPublishers.ofString(bodies[i % bodies.length]))
                            .header("Content-Type", "application/json")
                            .timeout(Duration.ofSeconds(30))
                            .build();
                    long t0 = System.nanoTime();
                    String failure;
                    try {
                        HttpResponse<String> r = CLIENT.send(request, HttpResponse.BodyHandlers.ofString());
                        failure = r.statusCode() == 200 ? null : r.statusCode() + " " + r.body();
                    } catch (IOException e) {
                        failure = e.toString();
                    }
                    if (recorder != null) {
                        recorder.record(System.nanoTime() - t0, failure);
                    }
                }
                return null;
            }));
        }
        for (Future<?> f : workers) {
            f.get();
        }
        threads.shutdown();
        return System.nanoTime() - start;
    }

    /** A few request bodies per worker, made before the load so the client spends its time sending. */
    private static String[] bodies(int worker, int batch, int features) {
        Random rnd = new Random(worker);
        String[] bodies = new String[16];
        for (int b = 0; b < bodies.length; b++) {
            List<float[]> rows = new ArrayList<>();
            for (int r = 0; r < batch; r++) {
                float[] row = new float[features];
                for (int i = 0; i < features; i++) {
                    row[i] = (float) rnd.nextGaussian();
                }
                rows.add(row);
            }
            bodies[b] = batch == 1 ? Json.numbers(rows.get(0)) : Json.numbers(rows);
        }
        return bodies;
    }

    /** Once a second: requests answered in that second, their p99, and the service's memory (its RSS into {@code rss}). */
    private static void report(URI base, Recorder recorder, List<Long> rss) {
        int seen = 0;
        try {
            for (int second = 1; ; second++) {
                Thread.sleep(1000);
                long[] recent = recorder.since(seen);
                seen += recent.length;
                Arrays.sort(recent);
                Map<?, ?> s = stats(base);
                rss.add(number(s, "rssBytes"));
                System.out.printf("  %3d s  %6d requests  p99 %6.2f ms   live tensors %4d  live bytes %9d  RSS %6.1f MiB%n",
                        second, recent.length, recent.length == 0 ? 0.0 : percentile(recent, 99),
                        number(s, "liveTensors"), number(s, "liveBytes"), number(s, "rssBytes") / 1048576.0);
            }
        } catch (InterruptedException e) {
            // the load is over
        } catch (IOException e) {
            System.out.println("  stats: " + e);
        }
    }

    /** The service's {@code GET /stats}. */
    static Map<?, ?> stats(URI base) throws IOException, InterruptedException {
        HttpResponse<String> r = CLIENT.send(HttpRequest.newBuilder(base.resolve("/stats")).build(),
                HttpResponse.BodyHandlers.ofString());
        return (Map<?, ?>) Json.parse(r.body());
    }

    private static long number(Map<?, ?> m, String key) {
        return ((Double) m.get(key)).longValue();
    }

    /** The nearest-rank percentile of sorted nanoseconds, in ms. */
    private static double percentile(long[] sorted, double p) {
        int rank = (int) Math.ceil(p / 100 * sorted.length);
        return sorted[Math.max(0, rank - 1)] / 1e6;
    }

    /** Latencies in the order they came, so that the reporter can take each second's share. */
    private static final class Recorder {
        private long[] latencies = new long[4096];
        private int count;
        final AtomicLong failed = new AtomicLong();
        volatile String firstFailure;

        void record(long nanos, String failure) {
            if (failure != null) {
                if (failed.getAndIncrement() == 0) {
                    firstFailure = failure;
                }
                return;
            }
            synchronized (this) {
                if (count == latencies.length) {
                    latencies = Arrays.copyOf(latencies, count * 2);
                }
                latencies[count++] = nanos;
            }
        }

        /** The latencies from the {@code from}th on. */
        synchronized long[] since(int from) {
            return Arrays.copyOfRange(latencies, Math.min(from, count), count);
        }
    }
}
