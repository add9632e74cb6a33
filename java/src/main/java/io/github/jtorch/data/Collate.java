package io.github.jtorch.data;

import io.github.jtorch.DType;
import io.github.jtorch.Ops;
import io.github.jtorch.Tensor;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** PyTorch's {@code default_collate}: a list of samples into one batch of the same structure. */
public final class Collate {
    private Collate() {}

    /**
     * Tensors are stacked along a new first dimension; integers (Byte to Long) become an int64
     * tensor, Float and Double a float64 one, Booleans a bool one (as torch.tensor of Python
     * numbers); float[], double[], int[] and long[] arrays a [batch, length] tensor of their
     * type; Strings stay a list; a Map becomes a map of each key to the collation of its values
     * (in the first sample's key order); a List or Object[] becomes a list of the collations of
     * each position (all samples must have the same length). Anything else is an
     * IllegalArgumentException, as PyTorch's TypeError. The new tensors join the current scope.
     */
    public static Object defaultCollate(List<?> batch) {
        if (batch.isEmpty()) {
            throw new IllegalArgumentException("default_collate: the batch is empty");
        }
        Object elem = batch.get(0);
        if (elem instanceof Tensor) {
            List<Tensor> tensors = new ArrayList<>(batch.size());
            for (Object o : batch) {
                tensors.add(as(Tensor.class, o));
            }
            return Ops.stack(tensors, 0);
        }
        if (elem instanceof Double || elem instanceof Float) {
            double[] v = new double[batch.size()];
            for (int i = 0; i < v.length; i++) {
                v[i] = as(Number.class, batch.get(i)).doubleValue();
            }
            return Tensor.of(v, v.length);
        }
        if (elem instanceof Long || elem instanceof Integer || elem instanceof Short || elem instanceof Byte) {
            long[] v = new long[batch.size()];
            for (int i = 0; i < v.length; i++) {
                v[i] = as(Number.class, batch.get(i)).longValue();
            }
            return Tensor.of(v, v.length);
        }
        if (elem instanceof Boolean) {
            boolean[] v = new boolean[batch.size()];
            for (int i = 0; i < v.length; i++) {
                v[i] = as(Boolean.class, batch.get(i));
            }
            return Tensor.of(v, v.length);
        }
        if (elem instanceof float[] || elem instanceof double[] || elem instanceof long[] || elem instanceof int[]) {
            return stackArrays(batch);
        }
        if (elem instanceof CharSequence) {
            return new ArrayList<>(batch);
        }
        if (elem instanceof Map) {
            Map<Object, Object> out = new LinkedHashMap<>();
            for (Object key : ((Map<?, ?>) elem).keySet()) {
                List<Object> values = new ArrayList<>(batch.size());
                for (Object o : batch) {
                    Map<?, ?> m = as(Map.class, o);
                    if (!m.containsKey(key)) {
                        throw new IllegalArgumentException("default_collate: a sample lacks the key " + key);
                    }
                    values.add(m.get(key));
                }
                out.put(key, defaultCollate(values));
            }
            return out;
        }
        if (elem instanceof List || elem instanceof Object[]) {
            List<List<Object>> columns = null;
            for (Object o : batch) {
                List<?> sample = o instanceof Object[] ? List.of((Object[]) o) : as(List.class, o);
                if (columns == null) {
                    columns = new ArrayList<>();
                    for (int i = 0; i < sample.size(); i++) {
                        columns.add(new ArrayList<>(batch.size()));
                    }
                }
                if (sample.size() != columns.size()) {
                    throw new IllegalArgumentException("each element in list of batch should be of equal size");
                }
                for (int i = 0; i < sample.size(); i++) {
                    columns.get(i).add(sample.get(i));
                }
            }
            List<Object> out = new ArrayList<>(columns.size());
            for (List<Object> column : columns) {
                out.add(defaultCollate(column));
            }
            return out;
        }
        throw new IllegalArgumentException("default_collate: batch must contain tensors, numbers, arrays, strings, maps or lists; found "
                + (elem == null ? "null" : elem.getClass().getName()));
    }

    private static Tensor stackArrays(List<?> batch) {
        Object first = batch.get(0);
        int len = java.lang.reflect.Array.getLength(first);
        long[] shape = {batch.size(), len};
        int total = Math.multiplyExact(batch.size(), len);
        if (first instanceof float[]) {
            float[] v = new float[total];
            for (int i = 0; i < batch.size(); i++) {
                System.arraycopy(sameLength(as(float[].class, batch.get(i)), len), 0, v, i * len, len);
            }
            return Tensor.of(v, shape);
        }
        if (first instanceof double[]) {
            double[] v = new double[total];
            for (int i = 0; i < batch.size(); i++) {
                System.arraycopy(sameLength(as(double[].class, batch.get(i)), len), 0, v, i * len, len);
            }
            return Tensor.of(v, shape);
        }
        long[] v = new long[total];
        for (int i = 0; i < batch.size(); i++) {
            Object a = batch.get(i);
            if (a instanceof int[]) {
                int[] ints = sameLength((int[]) a, len);
                for (int j = 0; j < len; j++) {
                    v[i * len + j] = ints[j];
                }
            } else {
                System.arraycopy(sameLength(as(long[].class, a), len), 0, v, i * len, len);
            }
        }
        return Tensor.of(v, shape, DType.INT64);
    }

    private static <A> A sameLength(A array, int len) {
        if (java.lang.reflect.Array.getLength(array) != len) {
            throw new IllegalArgumentException("default_collate: stack expects each array to be equal size");
        }
        return array;
    }

    private static <T> T as(Class<T> type, Object o) {
        if (!type.isInstance(o)) {
            throw new IllegalArgumentException("default_collate: expected every sample's item here to be a "
                    + type.getSimpleName() + ", found " + (o == null ? "null" : o.getClass().getName()));
        }
        return type.cast(o);
    }
}
