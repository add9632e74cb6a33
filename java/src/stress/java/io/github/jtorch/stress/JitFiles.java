package io.github.jtorch.stress;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The TorchScript and torch.save files of scripts/parity/jit_corpus_files.py, made with PyTorch
 * once per JVM in a temporary folder, for the corpus's and the stress rounds' TorchScript cases.
 */
final class JitFiles {
    private static Path dir;
    private static boolean tried;

    private JitFiles() {}

    /** The folder, or null where Python or the script is not there (the cases are left out). */
    static synchronized Path dir() {
        if (!tried) {
            tried = true;
            dir = make();
        }
        return dir;
    }

    private static Path make() {
        Path script = Path.of("scripts/parity/jit_corpus_files.py");
        if (!Files.isRegularFile(script)) {
            return null;
        }
        try {
            Path d = Files.createTempDirectory("jtorch-jit-files");
            d.toFile().deleteOnExit();
            ProcessBuilder pb = new ProcessBuilder("python3", script.toString(), d.toString())
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD);
            pb.environment().put("PYTHONPATH", new java.io.File(io.github.jtorch.Torch.libtorchLocation()).getParent());
            if (pb.start().waitFor() != 0 || !Files.isRegularFile(d.resolve("module.pt"))) {
                return null;
            }
            try (java.util.stream.Stream<Path> files = Files.list(d)) {
                files.forEach(f -> f.toFile().deleteOnExit());
            }
            return d;
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }
}
