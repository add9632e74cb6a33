package io.github.jtorch.optim;

import io.github.jtorch.DType;
import io.github.jtorch.NativeResource;
import io.github.jtorch.OptimizerHandle;
import io.github.jtorch.PointerScope;
import io.github.jtorch.Safetensors;
import io.github.jtorch.Tensor;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * An optimizer as {@code torch.optim} has it: SGD, Adam, AdamW, RMSprop and Adagrad, computed
 * by jtorch as PyTorch's single-tensor implementations compute them, with PyTorch's option names
 * and defaults, parameter groups, and a state that can be saved and loaded. Make it once, over
 * parameters that require grad; per step call {@link #zeroGrad()}, compute the loss, call
 * backward, then {@link #step()}.
 *
 * <p>Options, by PyTorch's names (defaults as PyTorch's): SGD {@code lr momentum dampening
 * weight_decay nesterov maximize}; Adam and AdamW {@code lr betas eps weight_decay amsgrad
 * maximize}; RMSprop {@code lr alpha eps weight_decay momentum centered maximize}; Adagrad
 * {@code lr lr_decay weight_decay initial_accumulator_value eps maximize}. An option the
 * algorithm lacks, a value of the wrong type, or one PyTorch refuses ("Invalid learning rate:
 * -1.0") is an {@link IllegalArgumentException}.
 *
 * <p>Memory: the optimizer's native state attaches to the current scope when it is made, like
 * a tensor (so make it outside per-batch scopes); {@link #close()} or
 * {@link io.github.jtorch.Torch#release(Object)} frees it now. It keeps its parameters
 * reachable, as PyTorch's optimizers do; releasing them (by releasing the model, or closing
 * the scope they belong to) ends its use: {@link #zeroGrad()}, {@link #step()} and the setters
 * then throw {@link IllegalStateException} naming the released parameter.
 *
 * <p>Every factory throws {@link IllegalArgumentException} for a parameter that does not
 * require grad or appears twice (a layer used twice in a model gives its parameters once
 * through {@link io.github.jtorch.nn.Module#parameters()}).
 *
 * <p>Threads: {@link #zeroGrad()} and {@link #step()} wait for backward passes on other threads
 * that write gradients of this optimizer's parameters, and those wait for them; threads that
 * train models of their own never wait for each other. Read or load the state while no other
 * thread steps it.
 */
public final class Optimizer implements NativeResource, AutoCloseable {
    private final String kind;
    private final OptimizerHandle handle;
    /** The parameters, in order across groups. */
    private final List<Tensor> params;
    /** Each group's learning rate, also readable once the optimizer is released. */
    private final double[] lrs;

    private Optimizer(String kind, int code, List<ParamGroup> groups, Map<String, ?> defaults) {
        Objects.requireNonNull(groups, "parameter groups");
        this.kind = kind;
        List<Tensor> all = new ArrayList<>();
        int[] sizes = new int[groups.size()];
        String[] specs = new String[groups.size()];
        for (int g = 0; g < sizes.length; g++) {
            ParamGroup group = Objects.requireNonNull(groups.get(g), "parameter group");
            Map<String, Object> options = new LinkedHashMap<>(defaults == null ? Map.of() : defaults);
            options.putAll(group.options());
            all.addAll(group.params());
            sizes[g] = group.params().size();
            specs[g] = Options.encode(options);
        }
        this.handle = OptimizerHandle.create(code, all, sizes, specs);
        this.params = List.copyOf(all);
        this.lrs = new double[sizes.length];
        refreshLearningRates();
    }

    private static List<ParamGroup> one(Iterable<Tensor> parameters) {
        return List.of(ParamGroup.of(Objects.requireNonNull(parameters, "parameters")));
    }

    private static Map<String, Object> adamOptions(double lr, double beta1, double beta2, double eps, double weightDecay,
            boolean amsgrad) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("lr", lr);
        o.put("betas", List.of(beta1, beta2));
        o.put("eps", eps);
        o.put("weight_decay", weightDecay);
        o.put("amsgrad", amsgrad);
        return o;
    }

    /** SGD over parameter groups; {@code defaults} for the options a group leaves out. */
    public static Optimizer sgd(List<ParamGroup> groups, Map<String, ?> defaults) {
        return new Optimizer("SGD", OptimizerHandle.SGD, groups, defaults);
    }

    /** SGD over {@code parameters} with {@code options} (PyTorch's names). */
    public static Optimizer sgd(Iterable<Tensor> parameters, Map<String, ?> options) {
        return sgd(one(parameters), options);
    }

    /** Stochastic gradient descent. */
    public static Optimizer sgd(Iterable<Tensor> parameters, double lr) {
        return sgd(parameters, lr, 0, 0, false);
    }

    /** SGD with momentum and weight decay (L2), optionally Nesterov; no dampening. */
    public static Optimizer sgd(Iterable<Tensor> parameters, double lr, double momentum, double weightDecay,
            boolean nesterov) {
        return sgd(parameters, lr, momentum, 0, weightDecay, nesterov);
    }

    /**
     * SGD with every setting of PyTorch's but maximize: momentum, dampening (of the momentum's
     * new gradient), weight decay (L2) and Nesterov momentum (which needs momentum and no
     * dampening).
     */
    public static Optimizer sgd(Iterable<Tensor> parameters, double lr, double momentum, double dampening,
            double weightDecay, boolean nesterov) {
        return sgd(parameters, Map.of("lr", lr, "momentum", momentum, "dampening", dampening, "weight_decay",
                weightDecay, "nesterov", nesterov));
    }

    /** Adam over parameter groups; {@code defaults} for the options a group leaves out. */
    public static Optimizer adam(List<ParamGroup> groups, Map<String, ?> defaults) {
        return new Optimizer("Adam", OptimizerHandle.ADAM, groups, defaults);
    }

    /** Adam over {@code parameters} with {@code options} (PyTorch's names). */
    public static Optimizer adam(Iterable<Tensor> parameters, Map<String, ?> options) {
        return adam(one(parameters), options);
    }

    /** Adam with betas (0.9, 0.999), eps 1e-8, no weight decay. */
    public static Optimizer adam(Iterable<Tensor> parameters, double lr) {
        return adam(parameters, lr, 0.9, 0.999, 1e-8, 0);
    }

    /** Adam with the given betas, eps and weight decay (L2, added to the gradient). */
    public static Optimizer adam(Iterable<Tensor> parameters, double lr, double beta1, double beta2, double eps,
            double weightDecay) {
        return adam(parameters, lr, beta1, beta2, eps, weightDecay, false);
    }

    /** Adam as above, with the AMSGrad variant (the largest second moment so far) when {@code amsgrad}. */
    public static Optimizer adam(Iterable<Tensor> parameters, double lr, double beta1, double beta2, double eps,
            double weightDecay, boolean amsgrad) {
        return adam(parameters, adamOptions(lr, beta1, beta2, eps, weightDecay, amsgrad));
    }

    /** AdamW over parameter groups; {@code defaults} for the options a group leaves out. */
    public static Optimizer adamw(List<ParamGroup> groups, Map<String, ?> defaults) {
        return new Optimizer("AdamW", OptimizerHandle.ADAMW, groups, defaults);
    }

    /** AdamW over {@code parameters} with {@code options} (PyTorch's names). */
    public static Optimizer adamw(Iterable<Tensor> parameters, Map<String, ?> options) {
        return adamw(one(parameters), options);
    }

    /** AdamW (decoupled weight decay) with betas (0.9, 0.999), eps 1e-8, weight decay 0.01. */
    public static Optimizer adamw(Iterable<Tensor> parameters, double lr) {
        return adamw(parameters, lr, 0.9, 0.999, 1e-8, 0.01);
    }

    /** AdamW with the given betas, eps and decoupled weight decay. */
    public static Optimizer adamw(Iterable<Tensor> parameters, double lr, double beta1, double beta2, double eps,
            double weightDecay) {
        return adamw(parameters, lr, beta1, beta2, eps, weightDecay, false);
    }

    /** AdamW as above, with the AMSGrad variant (the largest second moment so far) when {@code amsgrad}. */
    public static Optimizer adamw(Iterable<Tensor> parameters, double lr, double beta1, double beta2, double eps,
            double weightDecay, boolean amsgrad) {
        return adamw(parameters, adamOptions(lr, beta1, beta2, eps, weightDecay, amsgrad));
    }

    /** RMSprop over parameter groups; {@code defaults} for the options a group leaves out. */
    public static Optimizer rmsprop(List<ParamGroup> groups, Map<String, ?> defaults) {
        return new Optimizer("RMSprop", OptimizerHandle.RMSPROP, groups, defaults);
    }

    /** RMSprop over {@code parameters} with {@code options} (PyTorch's names). */
    public static Optimizer rmsprop(Iterable<Tensor> parameters, Map<String, ?> options) {
        return rmsprop(one(parameters), options);
    }

    /** RMSprop with PyTorch's defaults but the learning rate (alpha 0.99, eps 1e-8). */
    public static Optimizer rmsprop(Iterable<Tensor> parameters, double lr) {
        return rmsprop(parameters, Map.of("lr", lr));
    }

    /** Adagrad over parameter groups; {@code defaults} for the options a group leaves out. */
    public static Optimizer adagrad(List<ParamGroup> groups, Map<String, ?> defaults) {
        return new Optimizer("Adagrad", OptimizerHandle.ADAGRAD, groups, defaults);
    }

    /** Adagrad over {@code parameters} with {@code options} (PyTorch's names). */
    public static Optimizer adagrad(Iterable<Tensor> parameters, Map<String, ?> options) {
        return adagrad(one(parameters), options);
    }

    /** Adagrad with PyTorch's defaults but the learning rate (eps 1e-10). */
    public static Optimizer adagrad(Iterable<Tensor> parameters, double lr) {
        return adagrad(parameters, Map.of("lr", lr));
    }

    /** PyTorch's class name: "SGD", "Adam", "AdamW", "RMSprop" or "Adagrad". */
    public String kind() {
        return kind;
    }

    /** Sets every parameter's gradient to None (PyTorch's {@code zero_grad()}). */
    public void zeroGrad() {
        handle.zeroGrad();
    }

    /** Updates every parameter that has a gradient. */
    public void step() {
        handle.step();
    }

    /** The number of parameter groups. */
    public int groupCount() {
        return lrs.length;
    }

    /** The learning rate the next step uses, of the first group. */
    public double learningRate() {
        return learningRate(0);
    }

    /** The learning rate the next step uses in group {@code group}. */
    public double learningRate(int group) {
        checkGroup(group);
        return lrs[group];
    }

    /** Changes the learning rate of every group for the following steps. */
    public void setLearningRate(double lr) {
        for (int g = 0; g < lrs.length; g++) {
            setLearningRate(g, lr);
        }
    }

    /** Changes group {@code group}'s learning rate for the following steps. */
    public void setLearningRate(int group, double lr) {
        setOption(group, "lr", lr);
    }

    /** Option {@code name} of group {@code group}: a Double, a Boolean, or a List of two Doubles (betas). */
    public Object option(int group, String name) {
        Object v = options(group).get(name);
        if (v == null) {
            throw new IllegalArgumentException(kind + " has no option \"" + name + "\"; its options are "
                    + String.join(", ", options(group).keySet()));
        }
        return v;
    }

    /** Every option of group {@code group}, by PyTorch's names. */
    public Map<String, Object> options(int group) {
        checkGroup(group);
        return Options.decode(handle.options(group));
    }

    /**
     * Sets option {@code name} of group {@code group} for the following steps, checked as
     * PyTorch checks it at construction.
     */
    public void setOption(int group, String name, Object value) {
        checkGroup(group);
        Objects.requireNonNull(name, "option name");
        Map<String, Object> one = new HashMap<>();
        one.put(name, value);
        handle.setOptions(group, Options.encode(one));
        refreshLearningRates();
    }

    /** The parameters it updates, in order across its groups (their positions in {@link #paramGroups()}). */
    public List<Tensor> parameters() {
        return params;
    }

    /**
     * The groups as PyTorch's {@code optimizer.param_groups} lists them: each group's options,
     * and under {@code "params"} the positions of its parameters (counted across groups).
     */
    public List<Map<String, Object>> paramGroups() {
        int[] sizes = handle.groupSizes();
        List<Map<String, Object>> out = new ArrayList<>();
        int next = 0;
        for (int g = 0; g < sizes.length; g++) {
            Map<String, Object> group = new LinkedHashMap<>(Options.decode(handle.options(g)));
            List<Integer> params = new ArrayList<>();
            for (int i = 0; i < sizes[g]; i++) {
                params.add(next++);
            }
            group.put("params", List.copyOf(params));
            out.add(group);
        }
        return out;
    }

    /**
     * The optimizer's state as PyTorch's {@code state_dict()} gives it: {@code "state"}, a map
     * from a parameter's position to its state ({@code "step"} a Double, and tensors such as
     * {@code "exp_avg"} or {@code "momentum_buffer"}), for the parameters that have one; and
     * {@code "param_groups"} as {@link #paramGroups()}. The tensors are copies, attached to the
     * current scope: later steps do not change them.
     */
    public Map<String, Object> stateDict() {
        List<Map<String, Object>> groups = paramGroups();
        int n = Arrays.stream(handle.groupSizes()).sum();
        Map<Integer, Map<String, Object>> state = new TreeMap<>();
        // The copies made so far are freed if a later one fails (the optimizer released by
        // another thread, say): only a whole state reaches the caller's scope.
        try (PointerScope scope = new PointerScope()) {
            for (int i = 0; i < n; i++) {
                Map<String, Object> s = new LinkedHashMap<>();
                double step = handle.stateStep(i);
                if (!Double.isNaN(step)) {
                    s.put("step", step);
                }
                for (String name : handle.stateNames(i)) {
                    s.put(name, handle.stateTensor(i, name));
                }
                if (!s.isEmpty()) {
                    state.put(i, s);
                }
            }
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("state", state);
            out.put("param_groups", groups);
            return scope.moveOut(out);
        }
    }

    /**
     * Loads a state from {@link #stateDict()} (of this optimizer, or of another of the same
     * algorithm over parameters of the same shapes in the same groups), as PyTorch's
     * {@code load_state_dict}: the groups' options and the parameters' states are replaced,
     * the state's tensors copied to each parameter's dtype and device. Throws
     * {@link IllegalArgumentException} saying what differs, and loads nothing, when the number
     * of groups, of parameters in a group, an option, a state's name or a tensor's shape does
     * not fit this optimizer.
     */
    public void loadStateDict(Map<String, ?> stateDict) {
        Objects.requireNonNull(stateDict, "state dict");
        List<?> groups = listOf(stateDict.get("param_groups"), "the state dict's \"param_groups\"");
        Map<?, ?> state = stateDict.get("state") == null ? Map.of() : mapOf(stateDict.get("state"), "the state dict's \"state\"");
        int[] mine = handle.groupSizes();
        int[] sizes = new int[groups.size()];
        String[] specs = new String[groups.size()];
        // PyTorch's mapping: the saved groups' parameter ids, in order, are this optimizer's parameters.
        Map<Long, Integer> position = new HashMap<>();
        int next = 0;
        for (int g = 0; g < sizes.length; g++) {
            Map<?, ?> group = mapOf(groups.get(g), "param_groups[" + g + "]");
            List<?> params = listOf(group.get("params"), "param_groups[" + g + "][\"params\"]");
            sizes[g] = params.size();
            for (Object p : params) {
                if (!(p instanceof Number)) {
                    throw new IllegalArgumentException("param_groups[" + g + "][\"params\"] must list numbers, got " + p);
                }
                position.put(((Number) p).longValue(), next++);
            }
            Map<String, Object> options = new LinkedHashMap<>();
            for (Map.Entry<?, ?> e : group.entrySet()) {
                if (!"params".equals(e.getKey())) {
                    options.put(String.valueOf(e.getKey()), e.getValue());
                }
            }
            specs[g] = Options.encode(options);
        }
        int n = Arrays.stream(mine).sum();
        double[] steps = new double[Math.max(n, next)];
        Arrays.fill(steps, Double.NaN);
        List<Integer> owners = new ArrayList<>();
        List<String> names = new ArrayList<>();
        List<Tensor> tensors = new ArrayList<>();
        for (Map.Entry<?, ?> e : state.entrySet()) {
            Object key = e.getKey();
            Integer at = key instanceof Number ? position.get(((Number) key).longValue()) : null;
            if (at == null) {
                throw new IllegalArgumentException("the state dict has a state for parameter " + key
                        + ", which none of its param_groups lists");
            }
            for (Map.Entry<?, ?> s : mapOf(e.getValue(), "state[" + key + "]").entrySet()) {
                String name = String.valueOf(s.getKey());
                if (name.equals("step") && s.getValue() instanceof Number) {
                    steps[at] = ((Number) s.getValue()).doubleValue();
                } else if (s.getValue() instanceof Tensor) {
                    owners.add(at);
                    names.add(name);
                    tensors.add((Tensor) s.getValue());
                } else {
                    throw new IllegalArgumentException("state[" + key + "][\"" + name + "\"] must be "
                            + (name.equals("step") ? "a number" : "a tensor") + ", got " + s.getValue());
                }
            }
        }
        handle.load(sizes, specs, steps, owners.stream().mapToInt(Integer::intValue).toArray(), names.toArray(String[]::new),
                tensors);
        refreshLearningRates();
    }

    /**
     * Saves {@link #stateDict()} to a safetensors file: the state's tensors as
     * {@code state.<i>.<name>}, steps as float64 scalars {@code state.<i>.step}, and each
     * group's options as {@code param_groups.<g>.<option>} (numbers float64, flags bool, betas
     * two float64) with {@code param_groups.<g>.params} (int64). The file replaces any there.
     */
    public void save(Path file) {
        Objects.requireNonNull(file, "file");
        try (PointerScope scope = new PointerScope()) {
            Map<String, Object> sd = stateDict();
            Map<String, Tensor> flat = new TreeMap<>();
            for (Map.Entry<?, ?> e : ((Map<?, ?>) sd.get("state")).entrySet()) {
                for (Map.Entry<?, ?> s : ((Map<?, ?>) e.getValue()).entrySet()) {
                    String name = "state." + e.getKey() + "." + s.getKey();
                    flat.put(name, s.getValue() instanceof Tensor ? (Tensor) s.getValue() : scalar(((Number) s.getValue()).doubleValue()));
                }
            }
            List<?> groups = (List<?>) sd.get("param_groups");
            for (int g = 0; g < groups.size(); g++) {
                for (Map.Entry<?, ?> o : ((Map<?, ?>) groups.get(g)).entrySet()) {
                    flat.put("param_groups." + g + "." + o.getKey(), optionTensor(o.getKey().equals("params"), o.getValue()));
                }
            }
            Safetensors.save(flat, file);
        }
    }

    /**
     * Loads a state saved by {@link #save(Path)} into this optimizer, as
     * {@link #loadStateDict(Map)} does (with its exceptions); a file that is missing or not an
     * optimizer's state throws {@link io.github.jtorch.TorchException} or
     * {@link IllegalArgumentException}.
     */
    public void load(Path file) {
        Objects.requireNonNull(file, "file");
        try (PointerScope scope = new PointerScope()) {
            Map<Integer, Map<String, Object>> state = new TreeMap<>();
            Map<Integer, Map<String, Object>> groups = new TreeMap<>();
            for (Map.Entry<String, Tensor> e : Safetensors.load(file).entrySet()) {
                String[] parts = e.getKey().split("\\.", 3);
                int at = parts.length == 3 ? index(parts[1], e.getKey(), file) : -1;
                if (parts.length != 3 || at < 0 || !(parts[0].equals("state") || parts[0].equals("param_groups"))) {
                    throw new IllegalArgumentException(file + " is not an optimizer's state: it holds " + e.getKey());
                }
                Tensor t = e.getValue();
                if (parts[0].equals("state")) {
                    state.computeIfAbsent(at, k -> new LinkedHashMap<>())
                            .put(parts[2], parts[2].equals("step") ? (Object) t.itemDouble() : t);
                } else {
                    groups.computeIfAbsent(at, k -> new LinkedHashMap<>()).put(parts[2], optionValue(parts[2], t));
                }
            }
            Map<String, Object> sd = new LinkedHashMap<>();
            sd.put("state", state);
            sd.put("param_groups", new ArrayList<>(groups.values()));
            loadStateDict(sd);
        }
    }

    private static int index(String s, String name, Path file) {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(file + " is not an optimizer's state: it holds " + name);
        }
    }

    private static Tensor scalar(double v) {
        return Tensor.of(new double[] {v});
    }

    private static Tensor optionTensor(boolean params, Object v) {
        if (params) {
            return Tensor.of(((List<?>) v).stream().mapToLong(x -> ((Number) x).longValue()).toArray(),
                    ((List<?>) v).size());
        }
        if (v instanceof Boolean) {
            return Tensor.of(new boolean[] {(Boolean) v});
        }
        if (v instanceof List<?>) {
            List<?> l = (List<?>) v;
            return Tensor.of(l.stream().mapToDouble(x -> ((Number) x).doubleValue()).toArray(), l.size());
        }
        return scalar(((Number) v).doubleValue());
    }

    private static Object optionValue(String name, Tensor t) {
        if (name.equals("params")) {
            return Arrays.stream(t.toLongArray()).boxed().collect(Collectors.toList());
        }
        if (t.dtype() == DType.BOOL) {
            return t.toBooleanArray()[0];
        }
        double[] v = t.toDoubleArray();
        return v.length == 1 ? (Object) v[0] : Arrays.stream(v).boxed().collect(Collectors.toList());
    }

    private void refreshLearningRates() {
        for (int g = 0; g < lrs.length; g++) {
            lrs[g] = ((Number) Options.decode(handle.options(g)).get("lr")).doubleValue();
        }
    }

    private void checkGroup(int group) {
        if (group < 0 || group >= lrs.length) {
            throw new IllegalArgumentException("no parameter group " + group + ": this optimizer has " + lrs.length);
        }
    }

    private static List<?> listOf(Object v, String what) {
        if (v instanceof List<?>) {
            return (List<?>) v;
        }
        throw new IllegalArgumentException(what + " must be a list, got " + v);
    }

    private static Map<?, ?> mapOf(Object v, String what) {
        if (v instanceof Map<?, ?>) {
            return (Map<?, ?>) v;
        }
        throw new IllegalArgumentException(what + " must be a map, got " + v);
    }

    /**
     * Whether the optimizer's own native state has been freed (by {@link #close()}, its scope,
     * or the GC). Its parameters' release is theirs: a live optimizer over released parameters
     * throws IllegalStateException from {@link #step()}.
     */
    public boolean isReleased() {
        return handle.isReleased();
    }

    /** Frees the optimizer's native state now; twice is a no-op. */
    @Override
    public void close() {
        handle.close();
    }

    @Override
    public Iterable<?> nativeResources() {
        return List.of(handle);
    }

    @Override
    public String toString() {
        return kind + "(lr=" + lrs[0] + (isReleased() ? ", released)" : ")");
    }
}
