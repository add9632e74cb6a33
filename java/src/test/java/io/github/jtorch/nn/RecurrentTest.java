package io.github.jtorch.nn;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertThrows;
import static org.junit.Assert.assertTrue;

import io.github.jtorch.Kwargs;
import io.github.jtorch.Memory;
import io.github.jtorch.Ops;
import io.github.jtorch.PointerScope;
import io.github.jtorch.Tensor;
import io.github.jtorch.Torch;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.Test;

/**
 * The recurrent, attention and transformer layers from Java: shapes, PyTorch's state-dict
 * names, bad input, and memory. Their values are checked against PyTorch by
 * jtorch.nn-recurrent-test.
 */
public class RecurrentTest {

    /** Runs {@code body} in a scope and checks that nothing outlives it. */
    private static void leavesNothing(Runnable body) {
        long live = Memory.stats().liveTensors;
        try (PointerScope s = new PointerScope()) {
            body.run();
        }
        assertEquals("live tensors", live, Memory.stats().liveTensors);
    }

    private static List<?> list(Object o) {
        assertTrue("a List, as PyTorch's tuple: " + o, o instanceof List);
        return (List<?>) o;
    }

    private static long[] shape(Object t) {
        return ((Tensor) t).shape();
    }

    @Test
    public void lstmGivesOutputAndStateOfPyTorchsShapes() {
        leavesNothing(() -> {
            LSTM lstm = new LSTM(4, 6, Kwargs.of("num_layers", 2, "bidirectional", true, "batch_first", true));
            List<?> r = list(lstm.call(Ops.randn(3, 5, 4)));
            assertArrayEquals(new long[] {3, 5, 12}, shape(r.get(0)));
            List<?> hc = list(r.get(1));
            assertArrayEquals(new long[] {4, 3, 6}, shape(hc.get(0)));
            assertArrayEquals(new long[] {4, 3, 6}, shape(hc.get(1)));
            List<?> again = list(lstm.call(Ops.randn(3, 5, 4), hc));
            assertArrayEquals(new long[] {3, 5, 12}, shape(again.get(0)));
            assertArrayEquals(new long[] {3, 5, 12}, lstm.forward(Ops.randn(3, 5, 4)).shape());
        });
    }

    @Test
    public void unbatchedInputGivesUnbatchedResults() {
        leavesNothing(() -> {
            List<?> r = list(new GRU(4, 6, Kwargs.of("num_layers", 2)).call(Ops.randn(5, 4), Ops.zeros(2, 6)));
            assertArrayEquals(new long[] {5, 6}, shape(r.get(0)));
            assertArrayEquals(new long[] {2, 6}, shape(r.get(1)));
            List<?> p = list(new LSTM(4, 6, Kwargs.of("proj_size", 3)).call(Ops.randn(5, 4)));
            assertArrayEquals(new long[] {5, 3}, shape(p.get(0)));
            assertArrayEquals(new long[] {1, 3}, shape(list(p.get(1)).get(0)));
            assertArrayEquals(new long[] {1, 6}, shape(list(p.get(1)).get(1)));
            assertArrayEquals(new long[] {6}, new RNNCell(4, 6).forward(Ops.randn(4)).shape());
            List<?> hc = list(new LSTMCell(4, 6).call(Ops.randn(3, 4)));
            assertArrayEquals(new long[] {3, 6}, shape(hc.get(1)));
        });
    }

    @Test
    public void stateDictNamesArePyTorchs() {
        leavesNothing(() -> {
            assertEquals(Arrays.asList("weight_ih_l0", "weight_hh_l0", "bias_ih_l0", "bias_hh_l0", "weight_hr_l0",
                    "weight_ih_l0_reverse", "weight_hh_l0_reverse", "bias_ih_l0_reverse", "bias_hh_l0_reverse", "weight_hr_l0_reverse"),
                    List.copyOf(new LSTM(4, 6, Kwargs.of("proj_size", 2, "bidirectional", true)).stateDict().keySet()));
            assertEquals(Arrays.asList("weight_ih", "weight_hh"), List.copyOf(new GRUCell(4, 6, Kwargs.of("bias", false)).stateDict().keySet()));
            assertEquals(Set.of("q_proj_weight", "k_proj_weight", "v_proj_weight", "in_proj_bias", "bias_k", "bias_v", "out_proj.weight",
                    "out_proj.bias"), new LinkedHashSet<>(new MultiheadAttention(8, 2, Kwargs.of("kdim", 5, "add_bias_kv", true))
                            .stateDict().keySet()));
            Set<String> keys = new Transformer(Kwargs.of("d_model", 8, "nhead", 2, "num_encoder_layers", 2, "num_decoder_layers", 1,
                    "dim_feedforward", 16)).stateDict().keySet();
            for (String k : List.of("encoder.layers.1.self_attn.in_proj_weight", "encoder.layers.0.norm2.bias", "encoder.norm.weight",
                    "decoder.layers.0.multihead_attn.out_proj.bias", "decoder.layers.0.norm3.weight", "decoder.norm.bias")) {
                assertTrue(k + " in " + keys, keys.contains(k));
            }
        });
    }

    @Test
    public void multiheadAttentionTakesOptionsByNameAndGivesWeightsWhenAsked() {
        leavesNothing(() -> {
            MultiheadAttention mha = new MultiheadAttention(8, 2, Kwargs.of("batch_first", true));
            Tensor q = Ops.randn(3, 4, 8);
            Tensor kv = Ops.randn(3, 5, 8);
            List<Tensor> r = mha.forward(q, kv, kv, Kwargs.of("average_attn_weights", false));
            assertArrayEquals(new long[] {3, 4, 8}, r.get(0).shape());
            assertArrayEquals(new long[] {3, 2, 4, 5}, r.get(1).shape());
            List<?> noWeights = list(mha.call(q, kv, kv, null, false));
            assertNull(noWeights.get(1));
            Tensor causal = Transformer.generateSquareSubsequentMask(4);
            List<?> masked = list(mha.call(q, q, q, Kwargs.of("attn_mask", causal)));
            Tensor w = (Tensor) masked.get(1);
            assertEquals(0.0, w.index(0, 0, 1).itemDouble(), 0.0);
            assertEquals(1.0, w.index(0, 0).sum().itemDouble(), 1e-5);
        });
    }

    @Test
    public void transformerRunsEncoderAndDecoderWithACausalMask() {
        leavesNothing(() -> {
            Transformer t = new Transformer(Kwargs.of("d_model", 8, "nhead", 2, "num_encoder_layers", 1, "num_decoder_layers", 1,
                    "dim_feedforward", 16, "dropout", 0.0));
            Object out = t.call(Ops.randn(5, 2, 8), Ops.randn(4, 2, 8), Kwargs.of("tgt_mask", Transformer.generateSquareSubsequentMask(4)));
            assertArrayEquals(new long[] {4, 2, 8}, shape(out));
        });
    }

    @Test
    public void badInputIsAnIllegalArgumentExceptionNamingTheLayer() {
        leavesNothing(() -> {
            LSTM lstm = new LSTM(8, 4);
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> lstm.call(Ops.randn(3, 2, 5)));
            assertEquals("LSTM: input.size(-1) must be equal to input_size. Expected 8, got 5", e.getMessage());
            e = assertThrows(IllegalArgumentException.class, () -> new GRU(8, 4).call(Ops.randn(3, 2, 8), Ops.zeros(2, 2, 4)));
            assertEquals("GRU: Expected hidden size (1, 2, 4), got [2, 2, 4]", e.getMessage());
            e = assertThrows(IllegalArgumentException.class, () -> new LSTM(8, 4, Kwargs.of("num_layer", 2)));
            assertTrue(e.getMessage(), e.getMessage().startsWith("LSTM: unknown argument num_layer"));
            e = assertThrows(IllegalArgumentException.class, () -> new MultiheadAttention(6, 4));
            assertTrue(e.getMessage(), e.getMessage().startsWith("MultiheadAttention: embed_dim must be divisible by num_heads"));
            e = assertThrows(IllegalArgumentException.class, () -> new LSTMCell(8, 4).call(Ops.randn(2, 8), Ops.zeros(2, 4)));
            assertTrue(e.getMessage(), e.getMessage().startsWith("LSTMCell: hx must be a list of two tensors"));
            e = assertThrows(IllegalArgumentException.class, () -> new TransformerDecoderLayer(8, 2).forward(Ops.randn(3, 8)));
            assertTrue(e.getMessage(), e.getMessage().contains("needs tgt and memory"));
        });
    }

    @Test
    public void aReleasedLayerCannotRun() {
        leavesNothing(() -> {
            RNN rnn = new RNN(4, 6);
            Torch.release(rnn);
            assertTrue(rnn.isReleased());
            assertThrows(IllegalStateException.class, () -> rnn.call(Ops.randn(5, 3, 4)));
        });
    }
}
