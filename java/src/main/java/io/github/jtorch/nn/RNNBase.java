package io.github.jtorch.nn;

import io.github.jtorch.DType;
import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;
import io.github.jtorch.Torch;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * What {@link RNN}, {@link LSTM} and {@link GRU} share, as PyTorch's {@code RNNBase}: the
 * parameters {@code weight_ih_l{k}}, {@code weight_hh_l{k}}, {@code bias_ih_l{k}},
 * {@code bias_hh_l{k}} (and {@code weight_hr_l{k}} for an LSTM with {@code proj_size}), with
 * {@code _reverse} for the second direction, uniform in ±1/sqrt(hidden_size); and a forward
 * pass that runs LibTorch's fused kernel over the whole sequence.
 *
 * <p>Input is (L, N, input_size), (N, L, input_size) with {@code batch_first}, or unbatched
 * (L, input_size). {@link #call(Object...)} takes {@code (input)} or {@code (input, hx)} (also
 * by name: a trailing {@link io.github.jtorch.Kwargs} or map) and returns a {@link List}
 * {@code [output, h_n]}, for an LSTM {@code [output, [h_n, c_n]]}; {@link #forward(Tensor)}
 * returns the output alone. The results attach to the caller's scope; nothing else the pass
 * makes outlives it. Input of the wrong rank, size or dtype, and a state of the wrong shape,
 * are IllegalArgumentExceptions naming the layer and the mismatch.
 */
public abstract class RNNBase extends Module {
    private final String name;
    private final String mode;
    protected final long inputSize;
    protected final long hiddenSize;
    protected final long numLayers;
    protected final boolean bias;
    protected final boolean batchFirst;
    protected final double dropout;
    protected final boolean bidirectional;
    protected final long projSize;
    private final List<Tensor> flatWeights = new ArrayList<>();

    /** {@code mode} is RNN_TANH, RNN_RELU, LSTM or GRU; {@code a} holds the keyword arguments. */
    RNNBase(String name, String mode, long inputSize, long hiddenSize, Args a) {
        this.name = name;
        this.mode = mode;
        this.inputSize = inputSize;
        this.hiddenSize = hiddenSize;
        this.numLayers = a.integer("num_layers", 1);
        this.bias = a.bool("bias", true);
        this.batchFirst = a.bool("batch_first", false);
        this.dropout = a.number("dropout", 0.0);
        this.bidirectional = a.bool("bidirectional", false);
        this.projSize = a.integer("proj_size", 0);
        if (!(dropout >= 0 && dropout <= 1)) {
            throw new IllegalArgumentException(name + ": dropout should be a number in range [0, 1] representing the probability "
                    + "of an element being zeroed, got " + dropout);
        }
        if (inputSize <= 0) {
            throw new IllegalArgumentException(name + ": input_size must be greater than zero, got " + inputSize);
        }
        if (hiddenSize <= 0) {
            throw new IllegalArgumentException(name + ": hidden_size must be greater than zero, got " + hiddenSize);
        }
        if (numLayers <= 0) {
            throw new IllegalArgumentException(name + ": num_layers must be greater than zero, got " + numLayers);
        }
        if (projSize < 0) {
            throw new IllegalArgumentException(name + ": proj_size should be a positive integer or zero to disable projections, got "
                    + projSize);
        }
        if (projSize >= hiddenSize) {
            throw new IllegalArgumentException(name + ": proj_size has to be smaller than hidden_size, got " + projSize + " >= "
                    + hiddenSize);
        }
        long gateSize = (mode.equals("LSTM") ? 4 : mode.equals("GRU") ? 3 : 1) * hiddenSize;
        long realHidden = realHiddenSize();
        double stdv = 1 / Math.sqrt(hiddenSize);
        for (long layer = 0; layer < numLayers; layer++) {
            for (int dir = 0; dir < directions(); dir++) {
                long layerInput = layer == 0 ? inputSize : realHidden * directions();
                String sfx = "_l" + layer + (dir == 1 ? "_reverse" : "");
                flat("weight_ih" + sfx, uniform(stdv, gateSize, layerInput));
                flat("weight_hh" + sfx, uniform(stdv, gateSize, realHidden));
                if (bias) {
                    flat("bias_ih" + sfx, uniform(stdv, gateSize));
                    flat("bias_hh" + sfx, uniform(stdv, gateSize));
                }
                if (projSize > 0) {
                    flat("weight_hr" + sfx, uniform(stdv, projSize, hiddenSize));
                }
            }
        }
    }

    private void flat(String pname, Tensor t) {
        flatWeights.add(parameter(pname, t));
    }

    final int directions() {
        return bidirectional ? 2 : 1;
    }

    /** The size of h: proj_size when projecting, else hidden_size. */
    final long realHiddenSize() {
        return projSize > 0 ? projSize : hiddenSize;
    }

    /** The output alone, with a zero initial state. */
    @Override
    public Tensor forward(Tensor input) {
        return Torch.withTorch(() -> (Tensor) run(input, null).get(0));
    }

    /**
     * PyTorch's {@code rnn(input, hx=None)}: a {@link List} {@code [output, h_n]} ({@code [output,
     * [h_n, c_n]]} for an LSTM, whose hx is a list of two tensors {@code [h_0, c_0]}).
     */
    @Override
    public Object call(Object... inputs) {
        Args a = Args.call(name, inputs, 1, "input", "hx");
        Tensor input = a.tensor("input");
        Object hx = a.get("hx");
        return Torch.withTorch(() -> run(input, hx));
    }

    private List<Object> run(Tensor input, Object hx) {
        int d = input.dim();
        if (d != 2 && d != 3) {
            throw new IllegalArgumentException(name + ": Expected input to be 2D or 3D, got " + d + "D tensor instead");
        }
        DType wt = flatWeights.get(0).dtype();
        if (input.dtype() != wt) {
            throw new IllegalArgumentException(name + ": input dtype (" + input.dtype() + ") does not match weight dtype (" + wt + ")");
        }
        boolean batched = d == 3;
        long batchDim = batchFirst ? 0 : 1;
        Tensor x = batched ? input : Ops.unsqueeze(input, batchDim);
        long got = x.shape()[2];
        if (got != inputSize) {
            throw new IllegalArgumentException(name + ": input.size(-1) must be equal to input_size. Expected " + inputSize + ", got "
                    + got);
        }
        long batch = x.shape()[(int) batchDim];
        long[] hShape = {numLayers * directions(), batch, realHiddenSize()};
        boolean lstm = mode.equals("LSTM");
        List<Tensor> state = lstm ? lstmState(hx, batched, x, hShape) : List.of(state(hx, batched, x, hShape));
        List<Tensor> r;
        switch (mode) {
            case "LSTM":
                r = Ops.lstm(x, state, flatWeights, bias, numLayers, dropout, isTraining(), bidirectional, batchFirst);
                break;
            case "GRU":
                r = Ops.gru(x, state.get(0), flatWeights, bias, numLayers, dropout, isTraining(), bidirectional, batchFirst);
                break;
            case "RNN_RELU":
                r = Ops.rnnRelu(x, state.get(0), flatWeights, bias, numLayers, dropout, isTraining(), bidirectional, batchFirst);
                break;
            default:
                r = Ops.rnnTanh(x, state.get(0), flatWeights, bias, numLayers, dropout, isTraining(), bidirectional, batchFirst);
        }
        List<Tensor> out = new ArrayList<>(r);
        if (!batched) {
            out.set(0, Ops.squeeze(out.get(0), batchDim));
            for (int i = 1; i < out.size(); i++) {
                out.set(i, Ops.squeeze(out.get(i), 1));
            }
        }
        Object hidden = lstm ? Collections.unmodifiableList(Arrays.asList(out.get(1), out.get(2))) : out.get(1);
        return Collections.unmodifiableList(Arrays.asList(out.get(0), hidden));
    }

    /** h_0 for RNN and GRU: zeros when null, else a tensor of the expected shape. */
    private Tensor state(Object hx, boolean batched, Tensor x, long[] shape) {
        if (hx == null) {
            return Ops.zeros(shape, x.dtype(), x.device());
        }
        if (!(hx instanceof Tensor)) {
            throw new IllegalArgumentException(name + ": hx must be a tensor, got " + hx.getClass().getSimpleName());
        }
        Tensor h = (Tensor) hx;
        if (batched && h.dim() != 3) {
            throw new IllegalArgumentException(name + ": For batched 3-D input, hx should also be 3-D but got " + h.dim() + "-D tensor");
        }
        if (!batched && h.dim() != 2) {
            throw new IllegalArgumentException(name + ": For unbatched 2-D input, hx should also be 2-D but got " + h.dim()
                    + "-D tensor");
        }
        Tensor h3 = batched ? h : Ops.unsqueeze(h, 1);
        checkShape(h3, shape, "Expected hidden size ");
        return h3;
    }

    /** [h_0, c_0] for an LSTM: zeros when null, else two tensors of the expected shapes. */
    private List<Tensor> lstmState(Object hx, boolean batched, Tensor x, long[] hShape) {
        long[] cShape = {hShape[0], hShape[1], hiddenSize};
        if (hx == null) {
            return List.of(Ops.zeros(hShape, x.dtype(), x.device()), Ops.zeros(cShape, x.dtype(), x.device()));
        }
        List<?> pair = hx instanceof Tensor[] ? Arrays.asList((Tensor[]) hx) : hx instanceof List ? (List<?>) hx : null;
        if (pair == null || pair.size() != 2 || !(pair.get(0) instanceof Tensor) || !(pair.get(1) instanceof Tensor)) {
            throw new IllegalArgumentException(name + ": hx must be a list of two tensors [h_0, c_0], got "
                    + (pair == null ? hx.getClass().getSimpleName() : pair.size() + " items"));
        }
        Tensor h = (Tensor) pair.get(0);
        Tensor c = (Tensor) pair.get(1);
        int want = batched ? 3 : 2;
        if (h.dim() != want || c.dim() != want) {
            throw new IllegalArgumentException(name + ": For " + (batched ? "batched 3-D" : "unbatched 2-D") + " input, hx and cx should "
                    + "also be " + want + "-D but got (" + h.dim() + "-D, " + c.dim() + "-D) tensors");
        }
        if (!batched) {
            h = Ops.unsqueeze(h, 1);
            c = Ops.unsqueeze(c, 1);
        }
        checkShape(h, hShape, "Expected hidden[0] size ");
        checkShape(c, cShape, "Expected hidden[1] size ");
        return List.of(h, c);
    }

    private void checkShape(Tensor t, long[] want, String what) {
        if (!Arrays.equals(t.shape(), want)) {
            throw new IllegalArgumentException(name + ": " + what + tuple(want) + ", got " + Arrays.toString(t.shape()));
        }
    }

    /** A shape as Python prints a tuple. */
    static String tuple(long[] shape) {
        String s = Arrays.toString(shape);
        return "(" + s.substring(1, s.length() - 1) + (shape.length == 1 ? ",)" : ")");
    }

    @Override
    protected String describe() {
        StringBuilder s = new StringBuilder(name).append('(').append(inputSize).append(", ").append(hiddenSize);
        if (projSize != 0) {
            s.append(", proj_size=").append(projSize);
        }
        if (numLayers != 1) {
            s.append(", num_layers=").append(numLayers);
        }
        if (mode.equals("RNN_RELU")) {
            s.append(", nonlinearity='relu'");
        }
        if (!bias) {
            s.append(", bias=False");
        }
        if (batchFirst) {
            s.append(", batch_first=True");
        }
        if (dropout != 0) {
            s.append(", dropout=").append(dropout);
        }
        if (bidirectional) {
            s.append(", bidirectional=True");
        }
        return s.append(')').toString();
    }
}
