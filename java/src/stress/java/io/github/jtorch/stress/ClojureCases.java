package io.github.jtorch.stress;

import clojure.java.api.Clojure;
import clojure.lang.IFn;
import clojure.lang.ISeq;
import clojure.lang.Keyword;
import clojure.lang.RT;
import clojure.lang.Symbol;
import clojure.lang.Var;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Bad-input cases for every public function of jtorch's Clojure namespaces (found on the
 * classpath, {@code jtorch.impl.*} aside): each arity from the function's arglists, each
 * argument in turn taking every Clojure value of the pool, the others a plausible value
 * guessed from the parameter's name.
 */
final class ClojureCases {
    private final ArgumentPool pool;
    private final Path files;

    ClojureCases(ArgumentPool pool, Path files) {
        this.pool = pool;
        this.files = files;
    }

    private static Object read(String form) {
        return Clojure.read(form);
    }

    private static Object eval(String form) {
        return Clojure.var("clojure.core", "eval").invoke(read(form));
    }

    /** jtorch's user-facing namespaces on the classpath. */
    static List<String> namespaces() throws IOException {
        TreeSet<String> out = new TreeSet<>();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            Path root = Paths.get(entry);
            Path dir = root.resolve("jtorch");
            if (!Files.isRegularFile(dir.resolve("torch.clj"))) {
                continue; // only where jtorch's own namespaces are, not its tests
            }
            try (Stream<Path> walk = Files.walk(dir)) {
                out.addAll(walk.filter(ClojureCases::declaresNamespace).map(p -> root.relativize(p).toString())
                        .filter(p -> p.endsWith(".clj") && !p.startsWith("jtorch/impl/") && !p.contains("test"))
                        .map(p -> p.substring(0, p.length() - 4).replace(File.separatorChar, '.').replace('_', '-'))
                        .collect(Collectors.toList()));
            }
        }
        return new ArrayList<>(out);
    }

    /**
     * Whether a source file is a namespace of its own: parts of one (jtorch/nn/layers.clj,
     * which jtorch.nn loads after {@code in-ns}) have their functions in that namespace.
     */
    private static boolean declaresNamespace(Path p) {
        if (!p.toString().endsWith(".clj")) {
            return false;
        }
        try (Stream<String> lines = Files.lines(p)) {
            return lines.anyMatch(l -> l.startsWith("(ns "));
        } catch (IOException | java.io.UncheckedIOException e) {
            return true;
        }
    }

    private ArgumentPool.Value clj(String label, String form) {
        Object v = eval(form);
        return new ArgumentPool.Value(label, f -> v);
    }

    /** Clojure values a caller might pass anywhere, good and bad. */
    private List<ArgumentPool.Value> values() {
        List<ArgumentPool.Value> l = new ArrayList<>(pool.tensors());
        l.add(clj("1", "1"));
        l.add(clj("-1", "-1"));
        l.add(clj("0", "0"));
        l.add(clj("1.5", "1.5"));
        l.add(clj("##NaN", "##NaN"));
        l.add(clj("##Inf", "##Inf"));
        l.add(clj("2^70 (BigInt)", "(bigint (Math/pow 2 70))"));
        l.add(clj("1/3", "1/3"));
        l.add(clj("\\c", "\\c"));
        l.add(clj("\"text\"", "\"text\""));
        l.add(clj(":kw", ":kw"));
        l.add(clj(":float32", ":float32"));
        l.add(clj("'sym", "(symbol \"sym\")"));
        l.add(clj("true", "true"));
        l.add(clj("[]", "[]"));
        l.add(clj("[2 3]", "[2 3]"));
        l.add(clj("[-1]", "[-1]"));
        l.add(clj("[[1 2] [3 4]]", "[[1 2] [3 4]]"));
        l.add(clj("[[1 2] [3]] (ragged)", "[[1 2] [3]]"));
        l.add(clj("[1 \"a\"]", "[1 \"a\"]"));
        l.add(clj("[true 1]", "[true 1]"));
        l.add(clj("(range 5)", "(range 5)"));
        l.add(clj("{}", "{}"));
        l.add(clj("{:dtype :float32}", "{:dtype :float32}"));
        l.add(clj("{:dtype :nope}", "{:dtype :nope}"));
        l.add(clj("{:dtype 5}", "{:dtype 5}"));
        l.add(clj("{:device 5}", "{:device 5}"));
        l.add(clj("{:device :cuda}", "{:device :cuda}"));
        l.add(clj("{:shape \"x\"}", "{:shape \"x\"}"));
        l.add(clj("#{1}", "#{1}"));
        l.add(clj("(atom 1)", "(atom 1)"));
        l.add(clj("(long-array [2 2])", "(long-array [2 2])"));
        l.add(clj("(double-array [1 2])", "(double-array [1 2])"));
        l.add(clj("(Object.)", "(Object.)"));
        l.add(clj("a fn returning a tensor", "(fn [& _] (io.github.jtorch.Ops/ones (long-array [2])))"));
        l.add(clj("a fn that throws", "(fn [& _] (throw (ex-info \"callback failed on purpose\" {:jtorch.stress/planned true})))"));
        l.add(new ArgumentPool.Value("a path string", f -> files.resolve("clj-" + System.nanoTime() + ".bin").toString()));
        l.add(new ArgumentPool.Value("a module", Fixtures::model));
        l.add(new ArgumentPool.Value("a released module", Fixtures::releasedModel));
        l.add(new ArgumentPool.Value("a module's parameters", f -> clojure.lang.PersistentVector.create(f.model().parameters())));
        l.add(new ArgumentPool.Value("an optimizer", Fixtures::optimizer));
        l.add(new ArgumentPool.Value("an optimizer whose model was released", Fixtures::optimizerOfReleasedModel));
        l.add(clj(":cpu", ":cpu"));
        l.add(new ArgumentPool.Value("a closed scope", Fixtures::closedScope));
        // The training toolkit's values: state dicts (the model's, another model's, wrong
        // shapes), options with unknown keys, a scaler, transformer layers, a stepped Adam.
        l.add(new ArgumentPool.Value("a model's state dict", f -> cljMap(f.model().stateDict())));
        l.add(new ArgumentPool.Value("a Conv1d's state dict (another model's)", f -> cljMap(new io.github.jtorch.nn.Conv1d(1, 2, 3).stateDict())));
        l.add(new ArgumentPool.Value("the model's keys with [5,5] tensors", f -> cljMap(Fixtures.withValues(f.model().stateDict(),
                k -> f.keep(io.github.jtorch.Ops.zeros(5, 5))))));
        l.add(new ArgumentPool.Value("an optimizer's state dict", f -> f.adamAfterStep().stateDict()));
        l.add(clj("{:lr 0.1}", "{:lr 0.1}"));
        l.add(clj("{:lr -1}", "{:lr -1}"));
        l.add(clj("{:nope 1} (an unknown key)", "{:nope 1}"));
        l.add(clj("{:bias false}", "{:bias false}"));
        l.add(new ArgumentPool.Value("a grad scaler", f -> new io.github.jtorch.amp.GradScaler()));
        l.add(new ArgumentPool.Value("a released grad scaler", f -> {
            io.github.jtorch.amp.GradScaler s = new io.github.jtorch.amp.GradScaler();
            io.github.jtorch.Torch.release(s);
            return s;
        }));
        l.add(new ArgumentPool.Value("a TransformerEncoderLayer(4, 2)", f -> new io.github.jtorch.nn.TransformerEncoderLayer(4, 2)));
        l.add(new ArgumentPool.Value("a TransformerDecoderLayer(4, 2)", f -> new io.github.jtorch.nn.TransformerDecoderLayer(4, 2)));
        l.add(new ArgumentPool.Value("an Adam that has taken a step", Fixtures::adamAfterStep));
        l.add(new ArgumentPool.Value("another thread's scope", Fixtures::foreignScope));
        // TorchScript: a module, a released one, and its file and damaged forms by path string.
        l.addAll(pool.forType(io.github.jtorch.jit.ScriptModule.class).stream().filter(v -> !v.label.equals("null")).collect(java.util.stream.Collectors.toList()));
        for (ArgumentPool.Value p : pool.jitPaths()) {
            l.add(new ArgumentPool.Value(p.label + " (a path string)", f -> p.make.apply(f).toString()));
        }
        return l;
    }

    /** A Java map as a Clojure map, as Clojure callers pass one. */
    private static Object cljMap(Map<?, ?> m) {
        return Clojure.var("clojure.core", "into").invoke(clojure.lang.PersistentArrayMap.EMPTY, m);
    }

    /** A plausible value for a parameter named {@code name}. */
    private ArgumentPool.Value baseline(String name, List<ArgumentPool.Value> values) {
        String n = name.toLowerCase(Locale.ROOT);
        String label;
        if (n.equals("m") || n.equals("module") || n.equals("model")) {
            label = "a module";
        } else if (n.equals("state") || n.equals("sd")) {
            label = "a model's state dict";
        } else if (n.equals("scaler")) {
            label = "a grad scaler";
        } else if (n.equals("encoder-layer")) {
            label = "a TransformerEncoderLayer(4, 2)";
        } else if (n.equals("decoder-layer")) {
            label = "a TransformerDecoderLayer(4, 2)";
        } else if (n.equals("child")) {
            label = "a module";
        } else if (n.equals("g")) {
            label = "0";
        } else if (n.equals("opt") || n.equals("optimizer")) {
            label = "an optimizer";
        } else if (n.equals("parameters") || n.equals("params") || n.equals("ps")) {
            label = "a module's parameters";
        } else if (n.equals("device")) {
            label = ":cpu";
        } else if (n.contains("shape") || n.contains("dims") || n.contains("size") || n.equals("kernel") || n.equals("stride")) {
            label = "[2 3]";
        } else if (n.contains("opt")) {
            label = "{}";
        } else if (n.equals("data") || n.equals("xs")) {
            label = "[[1 2] [3 4]]";
        } else if (n.equals("f") || n.contains("body") || n.contains("work") || n.contains("handler") || n.equals("fn")) {
            label = "a fn returning a tensor";
        } else if (n.contains("path") || n.contains("file")) {
            label = "a path string";
        } else if (n.equals("n") || n.contains("seed") || n.contains("lr") || n.startsWith("in") && !n.equals("input")
                || n.startsWith("out") || n.contains("num") || n.contains("count") || n.contains("bytes") || n.equals("k")) {
            label = "1";
        } else if (n.contains("level")) {
            label = "\"text\"";
        } else if (n.contains("key") || n.contains("name")) {
            label = ":kw";
        } else {
            label = "a float32 [2,3] tensor";
        }
        for (ArgumentPool.Value v : values) {
            if (v.label.equals(label)) {
                return v;
            }
        }
        return values.get(0);
    }

    List<CorpusCase> cases() throws IOException {
        IFn require = Clojure.var("clojure.core", "require");
        List<ArgumentPool.Value> values = values();
        List<CorpusCase> out = new ArrayList<>();
        for (String ns : namespaces()) {
            require.invoke(Symbol.intern(ns));
            Map<String, Var> publics = new TreeMap<>();
            Object m = Clojure.var("clojure.core", "ns-publics").invoke(Symbol.intern(ns));
            for (Object e : (Iterable<?>) m) {
                Map.Entry<?, ?> entry = (Map.Entry<?, ?>) e;
                publics.put(entry.getKey().toString(), (Var) entry.getValue());
            }
            for (Map.Entry<String, Var> e : publics.entrySet()) {
                Var var = e.getValue();
                Map<?, ?> meta = (Map<?, ?>) var.meta();
                if (meta == null || Boolean.TRUE.equals(meta.get(Keyword.intern("macro"))) || !(var.getRawRoot() instanceof IFn)
                        || meta.get(Keyword.intern("arglists")) == null) {
                    continue;
                }
                // An operator made from LibTorch's schemas (jtorch.impl.dispatch): all of them share
                // one path, which the operator cases of the Java side and jtorch.torch/call's own
                // cases take through every value; each operator runs once, on plausible values.
                boolean operator = meta.get(Keyword.intern("operator")) != null;
                for (Object arglist : (Collection<?>) meta.get(Keyword.intern("arglists"))) {
                    List<String> params = new ArrayList<>();
                    boolean variadic = false;
                    for (Object p : (Collection<?>) arglist) {
                        if (p.toString().equals("&")) {
                            variadic = true;
                            break;
                        }
                        params.add(p instanceof Symbol ? p.toString() : "opts");
                    }
                    if (operator) {
                        out.addAll(casesFor(ns + "/" + e.getKey(), var, params, values).subList(0, 1));
                        break;
                    }
                    out.addAll(casesFor(ns + "/" + e.getKey(), var, params, values));
                    if (variadic) {
                        List<String> more = new ArrayList<>(params);
                        more.add("more");
                        out.addAll(casesFor(ns + "/" + e.getKey(), var, more, values));
                    }
                }
            }
        }
        return out;
    }

    private List<CorpusCase> casesFor(String name, Var var, List<String> params, List<ArgumentPool.Value> values) {
        List<List<ArgumentPool.Value>> pools = new ArrayList<>();
        for (String p : params) {
            List<ArgumentPool.Value> forParam = new ArrayList<>();
            ArgumentPool.Value base = baseline(p, values);
            forParam.add(base);
            for (ArgumentPool.Value v : values) {
                if (v != base) {
                    forParam.add(v);
                }
            }
            pools.add(forParam);
        }
        List<CorpusCase> out = new ArrayList<>();
        for (List<ArgumentPool.Value> args : CorpusCase.oneAtATime(pools)) {
            out.add(new CorpusCase("(" + name + (args.isEmpty() ? "" : " ") + args.stream().map(v -> v.label)
                    .collect(Collectors.joining(" ")) + ")", true) {
                @Override
                Object run(Fixtures f, List<AutoCloseable> toClose) {
                    Object[] made = make(args, f, toClose);
                    ISeq seq = RT.seq(made);
                    Object result = var.applyTo(seq);
                    if (result instanceof clojure.lang.LazySeq) {
                        RT.count(result); // realise it while the case's scope is open
                    }
                    return result;
                }
            });
        }
        return out;
    }

    /** Whether {@code e} is the exception the pool's throwing fn throws on purpose. */
    static boolean isPlanned(Throwable e) {
        if (e instanceof clojure.lang.ExceptionInfo) {
            Object data = ((clojure.lang.ExceptionInfo) e).getData();
            return data != null && Boolean.TRUE.equals(((Map<?, ?>) data).get(Keyword.intern("jtorch.stress", "planned")));
        }
        return false;
    }
}
