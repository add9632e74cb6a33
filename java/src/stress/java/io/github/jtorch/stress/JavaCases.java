package io.github.jtorch.stress;

import java.io.File;
import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Bad-input cases for every public constructor and method of every public class of jtorch's
 * Java API (found on the classpath, so new ops and classes are covered as they appear): each
 * parameter in turn takes every value of its {@link ArgumentPool}, the others their first
 * value; instance methods also run on bad receivers (released tensors, closed and foreign
 * scopes, closed objects).
 */
final class JavaCases {
    private static final String PACKAGE = "io.github.jtorch";
    private final ArgumentPool pool;
    /** Methods no case can be made for (a parameter type without values, or no receiver). */
    final List<String> skipped = new ArrayList<>();

    private final Fixtures fixtures;

    JavaCases(ArgumentPool pool, Fixtures fixtures) {
        this.pool = pool;
        this.fixtures = fixtures;
    }

    /**
     * Whether {@code maker} makes an object from {@code args} (tried once, in a scope of its
     * own, the object closed): the first maker whose baseline values it refuses (GRUCell's
     * options from a tensor) would leave the class's methods without a receiver.
     */
    private boolean makes(Executable maker, List<ArgumentPool.Value> args) {
        try (io.github.jtorch.PointerScope s = new io.github.jtorch.PointerScope()) {
            Object o = makeWith(maker, args, fixtures, true);
            return o != null;
        } catch (RuntimeException e) {
            return false;
        } finally {
            fixtures.releaseMade();
        }
    }

    /** The public classes of the API, in name order. */
    static List<Class<?>> publicClasses() throws IOException {
        Set<String> names = new LinkedHashSet<>();
        // Only where jtorch's own classes are: not its tests or benchmarks.
        Path main;
        try {
            main = Paths.get(io.github.jtorch.Tensor.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (java.net.URISyntaxException e) {
            throw new IOException(e);
        }
        for (String entry : List.of(main.toString())) {
            Path root = Paths.get(entry);
            Path dir = root.resolve(PACKAGE.replace('.', '/'));
            if (!Files.isDirectory(dir)) {
                continue;
            }
            try (Stream<Path> files = Files.walk(dir)) {
                names.addAll(files.map(p -> root.relativize(p).toString())
                        .filter(p -> p.endsWith(".class"))
                        .map(p -> p.substring(0, p.length() - 6).replace(File.separatorChar, '.').replace('$', '.'))
                        .filter(n -> !n.startsWith(PACKAGE + ".stress") && !n.startsWith(PACKAGE + ".bench"))
                        .collect(Collectors.toList()));
            }
        }
        List<Class<?>> out = new ArrayList<>();
        for (String n : names) {
            Class<?> c = load(n);
            if (c != null && Modifier.isPublic(c.getModifiers()) && !c.isAnonymousClass() && !c.isSynthetic()) {
                out.add(c);
            }
        }
        out.sort(Comparator.comparing(Class::getName));
        return out;
    }

    private static Class<?> load(String dotted) {
        // Nested classes: try replacing the last dots with '$' one at a time.
        String name = dotted;
        while (true) {
            try {
                return Class.forName(name, false, JavaCases.class.getClassLoader());
            } catch (ClassNotFoundException | LinkageError e) {
                int i = name.lastIndexOf('.');
                if (i < 0 || name.substring(0, i).equals(PACKAGE)) {
                    return null;
                }
                name = name.substring(0, i) + "$" + name.substring(i + 1);
            }
        }
    }

    List<CorpusCase> cases() throws IOException {
        List<Class<?>> classes = publicClasses();
        Map<String, Executable> executables = new LinkedHashMap<>();
        for (Class<?> c : classes) {
            if (!Modifier.isAbstract(c.getModifiers())) {
                for (Constructor<?> k : c.getConstructors()) {
                    executables.put(signature(k), k);
                }
            }
            for (Method m : c.getMethods()) {
                if (m.getDeclaringClass().getName().startsWith(PACKAGE) && !m.isSynthetic() && !m.isBridge()) {
                    executables.put(signature(m), m);
                }
            }
        }
        List<CorpusCase> out = new ArrayList<>();
        for (Executable e : executables.values()) {
            out.addAll(casesFor(e, classes));
        }
        return out;
    }

    private static String signature(Executable e) {
        StringBuilder s = new StringBuilder(e.getDeclaringClass().getSimpleName());
        s.append(e instanceof Constructor ? ".new" : "." + e.getName()).append('(');
        Class<?>[] p = e.getParameterTypes();
        for (int i = 0; i < p.length; i++) {
            s.append(i == 0 ? "" : ", ").append(p[i].getSimpleName());
        }
        return s.append(')').toString();
    }

    private List<CorpusCase> casesFor(Executable e, List<Class<?>> classes) {
        List<List<ArgumentPool.Value>> pools = new ArrayList<>();
        boolean isInstance = e instanceof Method && !Modifier.isStatic(e.getModifiers());
        if (isInstance) {
            List<ArgumentPool.Value> receivers = receivers(e.getDeclaringClass(), classes);
            if (receivers.isEmpty()) {
                skipped.add(signature(e) + " (no instance to call it on)");
                return List.of();
            }
            pools.add(receivers);
        }
        for (Class<?> p : e.getParameterTypes()) {
            List<ArgumentPool.Value> values = pool.forType(p);
            if (values == null || values.isEmpty()) {
                skipped.add(signature(e) + " (no values of " + p.getSimpleName() + ")");
                return List.of();
            }
            pools.add(values);
        }
        String name = signature(e);
        List<CorpusCase> out = new ArrayList<>();
        java.lang.reflect.Type[] generic = e.getGenericParameterTypes();
        for (List<ArgumentPool.Value> args : CorpusCase.oneAtATime(pools)) {
            String description = name + " with " + args;
            out.add(new CorpusCase(description, false) {
                @Override
                Object run(Fixtures f, List<AutoCloseable> toClose) throws Throwable {
                    Object[] made = make(args, f, toClose);
                    int offset = isInstance ? 1 : 0;
                    for (int i = offset; i < made.length; i++) {
                        if (HeapPollution.of(made[i], generic[i - offset])) {
                            polluted = true;
                        }
                    }
                    try {
                        if (e instanceof Constructor) {
                            Object o = ((Constructor<?>) e).newInstance(made);
                            if (o instanceof AutoCloseable) {
                                toClose.add((AutoCloseable) o);
                            }
                            return o;
                        }
                        Method m = (Method) e;
                        if (!Modifier.isPublic(m.getDeclaringClass().getModifiers())) {
                            // A public method inherited from a package-private base (ConvNd.weight()):
                            // callers reach it through the public subclass, reflection needs this.
                            m.setAccessible(true);
                        }
                        if (isInstance) {
                            Object[] rest = new Object[made.length - 1];
                            System.arraycopy(made, 1, rest, 0, rest.length);
                            return m.invoke(made[0], rest);
                        }
                        return m.invoke(null, made);
                    } catch (InvocationTargetException ex) {
                        throw ex.getCause();
                    }
                }
            });
        }
        return out;
    }

    /**
     * Instances to call {@code type}'s instance methods on: tensors, scopes, enum constants, or
     * objects of a concrete public class assignable to it, made by its first constructor (or
     * static factory) that accepts the first values of the pools; and closed ones.
     */
    private List<ArgumentPool.Value> receivers(Class<?> type, List<Class<?>> classes) {
        List<ArgumentPool.Value> fromPool = pool.forType(type);
        List<ArgumentPool.Value> out = new ArrayList<>();
        if (fromPool != null) {
            for (ArgumentPool.Value v : fromPool) {
                if (!v.label.equals("null")) {
                    out.add(v);
                }
            }
            if (!out.isEmpty()) {
                return out;
            }
        }
        for (Class<?> c : classes) {
            if (!type.isAssignableFrom(c) || Modifier.isAbstract(c.getModifiers()) || c.isInterface()) {
                continue;
            }
            List<Executable> makers = new ArrayList<>(List.of(c.getConstructors()));
            for (Class<?> factory : classes) {
                for (Method m : factory.getMethods()) {
                    if (Modifier.isStatic(m.getModifiers()) && c.isAssignableFrom(m.getReturnType())) {
                        makers.add(m);
                    }
                }
            }
            for (Executable maker : makers) {
                List<ArgumentPool.Value> baseline = new ArrayList<>();
                for (Class<?> p : maker.getParameterTypes()) {
                    List<ArgumentPool.Value> values = pool.forType(p);
                    if (values == null || values.isEmpty()) {
                        baseline = null;
                        break;
                    }
                    baseline.add(values.get(0));
                }
                if (baseline == null || !makes(maker, baseline)) {
                    continue;
                }
                List<ArgumentPool.Value> args = baseline;
                String label = "a " + c.getSimpleName() + " from " + signature(maker);
                out.add(new ArgumentPool.Value(label, f -> makeWith(maker, args, f, false)));
                if (AutoCloseable.class.isAssignableFrom(c)) {
                    out.add(new ArgumentPool.Value("a closed " + c.getSimpleName(), f -> makeWith(maker, args, f, true)));
                } else if (io.github.jtorch.NativeResource.class.isAssignableFrom(c)) {
                    // Modules and the like: released through Torch.release, as a caller would.
                    out.add(new ArgumentPool.Value("a released " + c.getSimpleName(), f -> {
                        Object o = makeWith(maker, args, f, false);
                        io.github.jtorch.Torch.release(o);
                        return o;
                    }));
                }
                return out;
            }
        }
        return out;
    }

    private static Object makeWith(Executable maker, List<ArgumentPool.Value> args, Fixtures f, boolean close) {
        List<AutoCloseable> ignored = new ArrayList<>();
        Object[] made = CorpusCase.make(args, f, ignored);
        try {
            Object o = maker instanceof Constructor ? ((Constructor<?>) maker).newInstance(made) : ((Method) maker).invoke(null, made);
            if (close && o instanceof AutoCloseable) {
                ((AutoCloseable) o).close();
            }
            return o;
        } catch (Exception e) {
            throw new CorpusCase.FixtureFailure("could not make a receiver with " + maker, e);
        }
    }
}
