import io.github.jtorch.Dispatcher;
import io.github.jtorch.Memory;
import io.github.jtorch.Ops;
import io.github.jtorch.PointerScope;
import io.github.jtorch.Tensor;
import io.github.jtorch.Torch;
import java.util.Arrays;
import java.util.List;

/**
 * The smallest run of jtorch on a platform: its native core loads, a few ops compute the
 * values they must, a scope frees what it made, a result moves out of one, and an operator
 * is called through LibTorch's dispatcher. Prints "platform smoke passed" when all held;
 * exits 1 at the first failed check. Used by `make smoke-aarch64` under qemu-user.
 */
public final class PlatformSmoke {
    private static void check(String what, boolean held, Object got) {
        System.out.println((held ? "ok   " : "FAIL ") + what + ": " + got);
        if (!held) {
            System.exit(1);
        }
    }

    public static void main(String[] args) {
        System.out.println("os.arch " + System.getProperty("os.arch"));
        try (PointerScope scope = new PointerScope()) {
            Tensor x = Tensor.of(new float[] {1, 2, 3, 4}, 2, 2);
            float[] y = x.matmul(Ops.ones(2, 1)).toFloatArray();
            check("matmul of [[1 2] [3 4]] by ones", Arrays.equals(y, new float[] {3, 7}), Arrays.toString(y));
            double s = x.mul(2.0).relu().sum().itemDouble();
            check("sum of relu(2x)", s == 20.0, s);
            check("tensors live inside the scope", Memory.stats().liveTensors > 0, Memory.stats().liveTensors);
        }
        check("tensors live after the scope", Memory.stats().liveTensors == 0, Memory.stats().liveTensors);
        Tensor kept = Torch.withTorch(() -> Ops.ones(3).mul(2.0));
        try (PointerScope scope = new PointerScope()) {
            check("a result moved out of its scope", kept.sum().itemDouble() == 6.0, kept);
        }
        kept.close();
        try (PointerScope scope = new PointerScope()) {
            List<?> top = (List<?>) Dispatcher.call("topk", Tensor.of(new float[] {5, 1, 4, 2}, 4), 2);
            float[] values = ((Tensor) top.get(0)).toFloatArray();
            long[] indices = ((Tensor) top.get(1)).toLongArray();
            check("aten::topk through the dispatcher",
                    Arrays.equals(values, new float[] {5, 4}) && Arrays.equals(indices, new long[] {0, 2}), top);
        }
        check("tensors live at the end", Memory.stats().liveTensors == 0, Memory.stats().liveTensors);
        System.out.println("platform smoke passed");
    }
}
