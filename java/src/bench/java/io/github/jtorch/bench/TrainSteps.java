package io.github.jtorch.bench;

import io.github.jtorch.Autograd;
import io.github.jtorch.DType;
import io.github.jtorch.Kwargs;
import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;
import io.github.jtorch.Torch;
import io.github.jtorch.nn.Embedding;
import io.github.jtorch.nn.LSTM;
import io.github.jtorch.nn.LayerNorm;
import io.github.jtorch.nn.Linear;
import io.github.jtorch.nn.Module;
import io.github.jtorch.nn.Transformer;
import io.github.jtorch.nn.TransformerEncoderLayer;
import io.github.jtorch.optim.Optimizer;
import java.util.List;

/**
 * The transformer LM and LSTM training steps of the benchmarks from Java, and the inputs every
 * variant shares. The LM: Embedding(64, 128) plus a position Embedding(64, 128), two
 * TransformerEncoderLayer(128, 4, 512, dropout 0, gelu, batch first, norm first) with a causal
 * mask, LayerNorm, Linear(128, 64); batch 16 x 64 tokens, cross-entropy, AdamW. The LSTM:
 * LSTM(64, 128, 2 layers, batch first) over 32 x 50, Linear(128, 10) on the last step,
 * cross-entropy, Adam. Parameters and inputs are filled with fixed values (the same formulas as
 * bench/native/src/train.rs and scripts/bench_worker.py), so the variants' losses can be compared.
 */
public final class TrainSteps {
    private TrainSteps() {}

    static final long VOCAB = 64;
    static final long D_MODEL = 128;
    static final long CONTEXT = 64;
    static final long LM_BATCH = 16;
    static final long LSTM_BATCH = 32;
    static final long LSTM_SEQ = 50;
    static final long LSTM_INPUT = 64;
    static final long CLASSES = 10;

    /** Sets each parameter to 0.1 sin(0.7 i + 0.3 shape[0]) at flat index i. */
    public static void fill(List<Tensor> params) {
        try (Autograd.NoGrad g = Autograd.noGrad()) {
            for (Tensor p : params) {
                long[] shape = p.shape();
                Torch.withTorch(() -> {
                    Tensor i = Ops.arange(0, p.numel(), 1, DType.FLOAT64);
                    Tensor v = Ops.mul(Ops.sin(Ops.add(Ops.mul(i, 0.7), 0.3 * shape[0])), 0.1);
                    Ops.copyInPlace(p, Ops.reshape(Ops.toDtype(v, DType.FLOAT32), shape));
                    return null;
                });
            }
        }
    }

    /** (a i + b) mod m at flat index i. */
    static Tensor ints(long[] shape, long a, long b, long m) {
        long n = 1;
        for (long s : shape) {
            n *= s;
        }
        long[] v = new long[(int) n];
        for (int i = 0; i < n; i++) {
            v[i] = (a * i + b) % m;
        }
        return Tensor.of(v, shape);
    }

    public static Tensor lmTokens() {
        return ints(new long[] {LM_BATCH, CONTEXT}, 37, 11, VOCAB);
    }

    public static Tensor lmTargets() {
        return ints(new long[] {LM_BATCH * CONTEXT}, 53, 5, VOCAB);
    }

    public static Tensor positions() {
        return Ops.arange(0, CONTEXT, 1, DType.INT64);
    }

    public static Tensor causalMask() {
        return Transformer.generateSquareSubsequentMask(CONTEXT);
    }

    public static Tensor lstmInput() {
        Tensor i = Ops.arange(0, LSTM_BATCH * LSTM_SEQ * LSTM_INPUT, 1, DType.FLOAT64);
        return Ops.reshape(Ops.toDtype(Ops.mul(Ops.sin(Ops.mul(i, 0.01)), 0.5), DType.FLOAT32), LSTM_BATCH, LSTM_SEQ, LSTM_INPUT);
    }

    public static Tensor lstmTargets() {
        return ints(new long[] {LSTM_BATCH}, 7, 3, CLASSES);
    }

    /** The LM, as a Java user writes a model of their own; forward gives (batch * context, vocab) logits. */
    static final class TinyLm extends Module {
        private final Embedding tok = registerModule("tok", new Embedding(VOCAB, D_MODEL));
        private final Embedding pos = registerModule("pos", new Embedding(CONTEXT, D_MODEL));
        private final TransformerEncoderLayer block1 = registerModule("block1", block());
        private final TransformerEncoderLayer block2 = registerModule("block2", block());
        private final LayerNorm norm = registerModule("norm", new LayerNorm(new long[] {D_MODEL}));
        private final Linear head = registerModule("head", new Linear(D_MODEL, VOCAB));
        private final Tensor positions = registerBuffer("positions", positions(), false);
        private final Tensor mask = registerBuffer("mask", causalMask(), false);

        private static TransformerEncoderLayer block() {
            return new TransformerEncoderLayer(D_MODEL, 4, Kwargs.of("dim_feedforward", 512, "dropout", 0.0, "activation", "gelu",
                    "batch_first", true, "norm_first", true));
        }

        @Override
        public Tensor forward(Tensor tokens) {
            Tensor x = tok.forward(tokens).add(pos.forward(positions));
            x = (Tensor) block1.call(x, Kwargs.of("src_mask", mask, "is_causal", true));
            x = (Tensor) block2.call(x, Kwargs.of("src_mask", mask, "is_causal", true));
            return head.forward(norm.forward(x)).reshape(-1, VOCAB);
        }
    }

    /** The LSTM classifier: logits of the last step. */
    static final class LstmClassifier extends Module {
        private final LSTM lstm = registerModule("lstm", new LSTM(LSTM_INPUT, 128, Kwargs.of("num_layers", 2, "batch_first", true)));
        private final Linear head = registerModule("head", new Linear(128, CLASSES));

        @Override
        public Tensor forward(Tensor x) {
            return head.forward(Ops.select(lstm.forward(x), 1, -1));
        }
    }

    /** {@code steps} steps: {nanoseconds, the loss of each step}. */
    static double[] steps(Module model, Optimizer opt, Tensor x, Tensor y, int steps) {
        double[] out = new double[steps + 1];
        long start = System.nanoTime();
        for (int i = 0; i < steps; i++) {
            out[i + 1] = Torch.withTorch(() -> {
                opt.zeroGrad();
                Tensor loss = Ops.crossEntropy(model.forward(x), y);
                Ops.backward(loss);
                opt.step();
                return loss.itemDouble();
            });
        }
        out[0] = System.nanoTime() - start;
        return out;
    }

    /** A fresh LM, its AdamW and inputs, run {@code n} steps (call in a scope: all of it is freed with it). */
    public static double[] transformer(int n) {
        Module model = new TinyLm();
        fill(model.parameters());
        Optimizer opt = Optimizer.adamw(model.parameters(), 1e-3, 0.9, 0.999, 1e-8, 0.01);
        return steps(model, opt, lmTokens(), lmTargets(), n);
    }

    /** A fresh LSTM classifier, its Adam and inputs, run {@code n} steps (call in a scope). */
    public static double[] lstm(int n) {
        Module model = new LstmClassifier();
        fill(model.parameters());
        Optimizer opt = Optimizer.adam(model.parameters(), 1e-3);
        return steps(model, opt, lstmInput(), lstmTargets(), n);
    }
}
