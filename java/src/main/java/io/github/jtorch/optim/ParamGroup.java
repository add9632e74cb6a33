package io.github.jtorch.optim;

import io.github.jtorch.Tensor;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A parameter group, as PyTorch's {@code {"params": [...], "lr": 0.01}}: tensors and the options
 * they take instead of the optimizer's defaults, by PyTorch's names ({@code "lr"},
 * {@code "weight_decay"}, {@code "betas"} ...). Values: a {@link Number}, a {@link Boolean}, or
 * for {@code betas} two numbers (a {@link List} or a {@code double[]}).
 */
public final class ParamGroup {
    private final List<Tensor> params;
    private final Map<String, Object> options;

    /** A group of {@code params} with {@code options} of its own (null: none). */
    public ParamGroup(List<Tensor> params, Map<String, ?> options) {
        Objects.requireNonNull(params, "params");
        List<Tensor> ps = new ArrayList<>();
        for (Tensor t : params) {
            ps.add(Objects.requireNonNull(t, "a parameter group's tensor"));
        }
        this.params = List.copyOf(ps);
        this.options = Collections.unmodifiableMap(new LinkedHashMap<>(options == null ? Map.of() : options));
    }

    /** Its tensors. */
    public List<Tensor> params() {
        return params;
    }

    /** Its options, by PyTorch's names. */
    public Map<String, Object> options() {
        return options;
    }

    /** A group that takes the optimizer's defaults. */
    public static ParamGroup of(Iterable<Tensor> params) {
        return of(params, Map.of());
    }

    /** A group with options of its own. */
    public static ParamGroup of(Iterable<Tensor> params, Map<String, ?> options) {
        Objects.requireNonNull(params, "params");
        List<Tensor> ps = new ArrayList<>();
        params.forEach(ps::add);
        return new ParamGroup(ps, options);
    }
}
