//! Writes the Java side of the op table (`Ops.java`, `TensorOps.java`) from
//! `ops::OPS`. The Clojure functions are made from `Ops.SPECS` at load time,
//! so every surface comes from the one table. Run by `make bindings`; a test
//! fails when the committed files are out of date.

use crate::ops::{Arg, Kernel, OpSpec, Ret, OPS};
use std::collections::HashSet;
use std::fmt::Write;

const HEADER: &str = "// Generated from src/ops/table.rs by `make bindings`. Do not edit.\n\
package io.github.jtorch;\n\n";

pub const OPS_JAVA: &str = "java/src/main/java/io/github/jtorch/Ops.java";
pub const TENSOR_OPS_JAVA: &str = "java/src/main/java/io/github/jtorch/TensorOps.java";

/// Java method name: PyTorch's snake_case name in camelCase; a trailing `_`
/// (in-place) becomes `InPlace`.
pub fn java_name(op: &str) -> String {
    let (base, in_place) = match op.strip_suffix('_') {
        Some(b) => (b, true),
        None => (op, false),
    };
    let mut out = String::new();
    let mut upper = false;
    for c in base.chars() {
        if c == '_' {
            upper = true;
        } else if upper {
            out.extend(c.to_uppercase());
            upper = false;
        } else {
            out.push(c);
        }
    }
    if in_place {
        out.push_str("InPlace");
    }
    out
}

/// Java type of an argument; `last` allows varargs for lists; `general`: a
/// general row, whose numbers may be integers kept exact (fast rows take a
/// double, and the TensorScalar rows a long in a form of their own).
fn java_type(arg: Arg, last: bool, general: bool) -> &'static str {
    match arg {
        Arg::Number if !general => "double",
        Arg::Tensor | Arg::OptTensor => "Tensor",
        Arg::Tensors => "java.util.List<Tensor>",
        Arg::Number | Arg::OptNumber => "Number",
        Arg::Int => "long",
        Arg::Bool | Arg::BoolTrue => "boolean",
        Arg::Ints if last => "long...",
        Arg::Ints => "long[]",
        Arg::Dtype => "DType",
        Arg::Device => "Device",
    }
}

/// The Java value passed for a trailing argument left out (past
/// `OpSpec::required`): null is the op's default dtype or device, or none.
fn default_of(arg: Arg) -> &'static str {
    match arg {
        Arg::Bool => "false",
        Arg::BoolTrue => "true",
        _ => "null",
    }
}

/// The `OpArgs` call that packs argument `name` of kind `arg` (see `args.rs`
/// for how each crosses JNI).
fn pack(arg: Arg, name: &str) -> String {
    match arg {
        Arg::Tensor => format!("x.tensor({name}, \"{name}\");"),
        Arg::OptTensor => format!("x.optTensor({name});"),
        Arg::Tensors => format!("x.tensors({name}, \"{name}\");"),
        Arg::Number => format!("x.number({name}, \"{name}\");"),
        Arg::OptNumber => format!("x.optNumber({name}, \"{name}\");"),
        Arg::Int => format!("x.integer({name});"),
        Arg::Bool | Arg::BoolTrue => format!("x.bool({name});"),
        Arg::Ints => format!("x.ints({name});"),
        Arg::Dtype => format!("x.dtype({name});"),
        Arg::Device => format!("x.device({name});"),
    }
}

/// A Rust word (`OptTensor`) as the name of a Java enum constant (`OPT_TENSOR`):
/// the Java enums of `OpSpec` take their constants from the Rust ones this way.
fn java_constant(word: &str) -> String {
    let mut out = String::new();
    for (i, c) in word.chars().enumerate() {
        if c.is_uppercase() && i > 0 {
            out.push('_');
        }
        out.extend(c.to_uppercase());
    }
    out
}

/// Whether `s` changes its first tensor in place and returns nothing of its
/// own: Java and Clojure then return that tensor, as PyTorch does, so calls
/// chain (`w.requiresGradInPlace(true)`, `(-> w (requires-grad! true))`).
pub fn returns_self(s: &OpSpec) -> bool {
    s.name.ends_with('_') && matches!(s.kernel.returns(), Ret::Nothing) && s.kernel.takes_tensor_first()
}

/// The Javadoc of `s`'s methods.
fn doc(s: &OpSpec) -> String {
    if returns_self(s) {
        format!("{} Returns {}.", s.doc, s.args[0])
    } else {
        s.doc.to_string()
    }
}

fn return_type(s: &OpSpec) -> &'static str {
    match s.kernel.returns() {
        Ret::Tensor | Ret::OptTensor => "Tensor",
        Ret::Tensors => "java.util.List<Tensor>",
        Ret::Nothing if returns_self(s) => "Tensor",
        Ret::Nothing => "void",
    }
}

/// The statement that calls the native entry for `s` with every argument.
fn body(s: &OpSpec, index: usize) -> String {
    let a = s.args;
    let id = |i: usize| format!("Tensor.idOf({}, \"{}\")", a[i], a[i]);
    // The tensor arguments are fenced after the call: the JIT may let an
    // argument go once its id is read, and an unscoped tensor's cleaner
    // would then free it before the native side looks it up.
    let fast = |call: String, tensors: usize| {
        let fences: String =
            a[..tensors].iter().map(|t| format!("\n        Reference.reachabilityFence({t});")).collect();
        format!(
            "PointerScope.Stack st = PointerScope.forOp();\n        Tensor out = {call};{fences}\n        return out;"
        )
    };
    match s.kernel {
        Kernel::Unary(_) => fast(format!("runUnary({index}, st, {})", id(0)), 1),
        Kernel::Binary(_) => fast(format!("runBinary({index}, st, {}, {})", id(0), id(1)), 2),
        Kernel::TensorScalar(_) => fast(format!("runTensorScalar({index}, st, {}, {}, 0L, false)", id(0), a[1]), 1),
        Kernel::TensorShape(_) => fast(format!("runTensorShape({index}, st, {}, {})", id(0), a[1]), 1),
        Kernel::ReduceDims(_) => fast(format!("runReduceDims({index}, st, {}, {}, {})", id(0), a[1], a[2]), 1),
        Kernel::Factory(_) => format!(
            "PointerScope.Stack st = PointerScope.forOp();\n        return runFactory({index}, st, {}, DType.codeOf({}), Device.codeOf({}));",
            a[0], a[1], a[2]
        ),
        Kernel::General { args, ret, .. } => {
            let packs: Vec<String> = args.iter().zip(a).map(|(arg, name)| pack(*arg, name)).collect();
            let call = match ret {
                Ret::Tensor => format!("return x.one({index});"),
                Ret::OptTensor => format!("return x.maybe({index});"),
                Ret::Tensors => format!("return x.list({index});"),
                Ret::Nothing if returns_self(s) => format!("x.none({index});\n        return {};", a[0]),
                Ret::Nothing => format!("x.none({index});"),
            };
            format!("OpArgs x = new OpArgs();\n        {}\n        {call}", packs.join(" "))
        }
    }
}

/// The parameter lists of `s`: the full one, then one per trailing argument
/// with a default left out, down to `OpSpec::required` (with the arguments
/// each passes on).
fn overloads(s: &OpSpec) -> Vec<(Vec<usize>, Vec<String>)> {
    let kinds = s.kernel.args();
    (s.required()..=kinds.len())
        .rev()
        .map(|keep| {
            let mut call: Vec<String> = s.args[..keep].iter().map(|a| a.to_string()).collect();
            call.extend(kinds[keep..].iter().map(|k| default_of(*k).to_string()));
            ((0..keep).collect(), call)
        })
        .collect()
}

fn params(s: &OpSpec, indices: &[usize], skip_first: bool) -> String {
    let kinds = s.kernel.args();
    let used: Vec<usize> = indices.iter().copied().filter(|i| !(skip_first && *i == 0)).collect();
    used.iter()
        .enumerate()
        .map(|(n, i)| format!("{} {}", java_type(kinds[*i], n + 1 == used.len(), s.kernel.is_general()), s.args[*i]))
        .collect::<Vec<_>>()
        .join(", ")
}

fn erased(s: &OpSpec, name: &str, indices: &[usize], skip_first: bool) -> String {
    let kinds = s.kernel.args();
    let types: Vec<&str> = indices
        .iter()
        .filter(|i| !(skip_first && **i == 0))
        .map(|i| java_type(kinds[*i], false, s.kernel.is_general()))
        .collect();
    format!("{name}({})", types.join(","))
}

pub fn ops_java() -> String {
    let mut out = String::from(HEADER);
    out.push_str(
        "import io.github.jtorch.OpSpec.ArgType;\nimport io.github.jtorch.OpSpec.Family;\nimport io.github.jtorch.OpSpec.Returns;\nimport java.lang.ref.Reference;\nimport java.util.List;\n\n\
         /**\n * Every tensor op, as static methods; one per row of the native op table.\n\
         \x20* Results attach to the calling thread's innermost open {@link PointerScope}.\n\
         \x20* Errors: {@link NullPointerException} for a null tensor, {@link IllegalStateException}\n\
         \x20* for a released one, {@link IllegalArgumentException} for a bad argument,\n\
         \x20* {@link TorchException} when LibTorch rejects the call.\n */\n\
         public final class Ops {\n    private Ops() {}\n\n    static {\n        NativeLoader.loadForClass();\n    }\n\n",
    );
    let mut seen = HashSet::new();
    for (index, s) in OPS.iter().enumerate() {
        let name = java_name(s.name);
        let ret = return_type(s);
        for (n, (indices, call)) in overloads(s).into_iter().enumerate() {
            assert!(seen.insert(erased(s, &name, &indices, false)), "two rows give Ops.{name} one Java signature");
            out.push_str(&format!("    /** {} */\n", doc(s)));
            let code = if n == 0 {
                body(s, index)
            } else {
                let r = if ret == "void" { "" } else { "return " };
                format!("{r}{name}({});", call.join(", "))
            };
            let _ = writeln!(
                out,
                "    public static {ret} {name}({}) {{\n        {code}\n    }}\n",
                params(s, &indices, false)
            );
        }
        if let Kernel::TensorScalar(_) = s.kernel {
            let (a, b) = (s.args[0], s.args[1]);
            let _ = writeln!(
                out,
                "    /** {} (An integer b keeps an integer tensor's dtype.) */\n    public static Tensor {name}(Tensor {a}, long {b}) {{\n        \
                 PointerScope.Stack st = PointerScope.forOp();\n        \
                 Tensor out = runTensorScalar({index}, st, Tensor.idOf({a}, \"{a}\"), 0.0, {b}, true);\n        \
                 Reference.reachabilityFence({a});\n        \
                 return out;\n    }}\n",
                s.doc
            );
        }
    }
    out.push_str(
        "    /** Every operator name LibTorch's dispatcher holds ({@code aten::add}), sorted: each {@code aten::} one is a\n\
         \x20    * method here, and every one can be called by {@link Dispatcher#call}. */\n\
         \x20   public static List<String> list() {\n        return Dispatcher.names();\n    }\n\n",
    );
    out.push_str(&operator_methods(false, &table_names(false)));
    out.push_str("    /** The op table, for generated bindings in other languages. */\n");
    out.push_str("    public static final List<OpSpec> SPECS = List.of(\n");
    let rows: Vec<String> = OPS
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let args: Vec<String> = s.args.iter().map(|a| format!("\"{a}\"")).collect();
            let kinds: Vec<String> =
                s.kernel.args().iter().map(|k| format!("ArgType.{}", java_constant(&format!("{k:?}")))).collect();
            format!(
                "        new OpSpec({i}, \"{}\", Family.{}, List.of({}), Returns.{}, {}, List.of({}), \"{}\")",
                s.name,
                java_constant(s.kernel.family()),
                kinds.join(", "),
                java_constant(&format!("{:?}", s.kernel.returns())),
                s.required(),
                args.join(", "),
                doc(s).replace('"', "\\\"")
            )
        })
        .collect();
    out.push_str(&rows.join(",\n"));
    out.push_str(");\n\n");
    out.push_str(
        "    // Each fast argument shape's native call, with the wrapping of its result. Should the call or the\n\
         \x20   // wrapping fail, or an asynchronous exception (Thread.stop) arrive as the call returns,\n\
         \x20   // the stack frees the result the caller never got (PointerScope.Stack.lostId).\n",
    );
    for (family, params, call) in FAST_CALLS {
        let _ = writeln!(
            out,
            "    private static Tensor run{family}(int op, PointerScope.Stack st, {params}) {{\n        \
             long id = 0;\n        try {{\n            id = {call};\n            return Tensor.wrap(id, st);\n        \
             }} catch (Throwable e) {{\n            st.lostId = id;\n            st.recoverLost();\n            \
             throw e;\n        }}\n    }}\n"
        );
    }
    out.push_str(
        "    static native long unary(int op, boolean grad, long a);\n\
         \x20   static native long binary(int op, boolean grad, long a, long b);\n\
         \x20   static native long tensorScalar(int op, boolean grad, long a, double b, long bInt, boolean integral);\n\
         \x20   static native long tensorShape(int op, boolean grad, long a, long[] ints);\n\
         \x20   static native long reduceDims(int op, boolean grad, long a, long[] ints, boolean flag);\n\
         \x20   static native long factory(int op, long[] shape, int dtype, int device);\n\
         \x20   static native long general(int op, boolean grad, long[] args);\n\
         \x20   static native long[] generalList(int op, boolean grad, long[] args);\n}\n",
    );
    out
}

/// The fast argument shapes' Java helpers: the shape (`Kernel`'s name), its
/// parameters after the op and the stack, and the native call they make.
const FAST_CALLS: [(&str, &str, &str); 6] = [
    ("Unary", "long a", "unary(op, st.gradEnabled(), a)"),
    ("Binary", "long a, long b", "binary(op, st.gradEnabled(), a, b)"),
    (
        "TensorScalar",
        "long a, double b, long bInt, boolean integral",
        "tensorScalar(op, st.gradEnabled(), a, b, bInt, integral)",
    ),
    ("TensorShape", "long a, long[] ints", "tensorShape(op, st.gradEnabled(), a, ints)"),
    ("ReduceDims", "long a, long[] ints, boolean flag", "reduceDims(op, st.gradEnabled(), a, ints, flag)"),
    ("Factory", "long[] shape, int dtype, int device", "factory(op, shape, dtype, device)"),
];

pub fn tensor_ops_java() -> String {
    let mut out = String::from(HEADER);
    out.push_str(
        "import java.util.List;\n\n\
         /**\n * Instance forms of the {@link Ops} whose first argument is a tensor, and of every\n\
         \x20* LibTorch operator whose every overload takes a tensor {@code self} first.\n */\n\
         public abstract class TensorOps extends NativeHandle {\n    TensorOps(long id) {\n        super(id);\n    }\n\n",
    );
    let mut seen = HashSet::new();
    for s in OPS.iter() {
        if !s.kernel.takes_tensor_first() {
            continue;
        }
        let name = java_name(s.name);
        let ret = return_type(s);
        for (indices, _) in overloads(s) {
            if indices.is_empty() || !seen.insert(erased(s, &name, &indices, true)) {
                continue;
            }
            let mut args = vec!["(Tensor) this".to_string()];
            args.extend(indices.iter().skip(1).map(|i| s.args[*i].to_string()));
            let r = if ret == "void" { "" } else { "return " };
            let _ = writeln!(
                out,
                "    /** {} */\n    public final {ret} {name}({}) {{\n        {r}Ops.{name}({});\n    }}\n",
                doc(s),
                params(s, &indices, true),
                args.join(", ")
            );
        }
        if let Kernel::TensorScalar(_) = s.kernel {
            let b = s.args[1];
            let _ = writeln!(
                out,
                "    /** {} */\n    public final Tensor {name}(long {b}) {{\n        return Ops.{name}((Tensor) this, {b});\n    }}\n",
                s.doc
            );
        }
    }
    out.push_str(&operator_methods(true, &table_names(true)));
    out.push_str("}\n");
    out
}

/// The Java names the table's ops have (static, or instance forms): an
/// operator's `(Object...)` method of one of those names would make a call
/// such as `x.matmul(null)` or `ones(2, 3)` fit two methods.
fn table_names(instance: bool) -> HashSet<String> {
    OPS.iter().filter(|s| !instance || s.kernel.takes_tensor_first()).map(|s| java_name(s.name)).collect()
}

/// Java's reserved words, which a method cannot be named.
const JAVA_KEYWORDS: &[&str] = &[
    "abstract",
    "assert",
    "boolean",
    "break",
    "byte",
    "case",
    "catch",
    "char",
    "class",
    "const",
    "continue",
    "default",
    "do",
    "double",
    "else",
    "enum",
    "extends",
    "final",
    "finally",
    "float",
    "for",
    "goto",
    "if",
    "implements",
    "import",
    "instanceof",
    "int",
    "interface",
    "long",
    "native",
    "new",
    "package",
    "private",
    "protected",
    "public",
    "return",
    "short",
    "static",
    "strictfp",
    "super",
    "switch",
    "synchronized",
    "this",
    "throw",
    "throws",
    "transient",
    "try",
    "void",
    "volatile",
    "while",
    "true",
    "false",
    "null",
];

/// Methods `Tensor` or its bases declare by hand with a signature an operator's would take.
const HAND_WRITTEN: &[&str] = &["index"];

/// The Java method name of aten operator `short` (`layer_norm`): camelCase,
/// a leading `_` kept, `InPlace` for a trailing one, `_` after a reserved word.
pub fn operator_java_name(short: &str) -> String {
    let lead = &short[..short.len() - short.trim_start_matches('_').len()];
    let mut name = format!("{lead}{}", java_name(short.trim_start_matches('_')));
    if JAVA_KEYWORDS.contains(&name.as_str()) {
        name.push('_');
    }
    name
}

/// What every overload of an operator returns, as a Java type: one tensor, tensors, or anything.
fn operator_return(overloads: &[std::sync::Arc<crate::dispatch::schema::Overload>]) -> &'static str {
    use crate::dispatch::schema::Ty;
    let one = |o: &crate::dispatch::schema::Overload| o.returns == [Ty::Tensor];
    let many = |o: &crate::dispatch::schema::Overload| {
        (o.returns.len() > 1 && o.returns.iter().all(|t| *t == Ty::Tensor))
            || o.returns == [Ty::List(Box::new(Ty::Tensor))]
    };
    if overloads.iter().all(|o| one(o)) {
        "Tensor"
    } else if overloads.iter().all(|o| many(o)) {
        "List<Tensor>"
    } else {
        "Object"
    }
}

fn javadoc_escape(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('@', "&#64;").replace("*/", "*&#47;")
}

/// One method per aten operator (not dunder, not `linalg_`... which keep
/// their names), from the dispatcher's schemas: static in `Ops`, or, for
/// operators whose every overload takes a tensor `self` first, an instance
/// method of `TensorOps`.
///
/// Names the table's ops have are left to the table's typed methods; every
/// operator stays callable through `Dispatcher.call`.
fn operator_methods(instance: bool, skip: &HashSet<String>) -> String {
    use crate::dispatch::schema::Ty;
    let table = match crate::dispatch::table() {
        Ok(t) => t,
        Err(e) => panic!("the dispatcher's table: {e}"),
    };
    let mut names: Vec<&String> =
        table.by_name.keys().filter(|n| n.starts_with("aten::") && !n.starts_with("aten::__")).collect();
    names.sort();
    let mut out = String::new();
    let mut seen = HashSet::new();
    for full in names {
        let overloads = &table.by_name[full];
        let short = &full["aten::".len()..];
        let name = operator_java_name(short);
        if !seen.insert(name.clone()) || skip.contains(&name) || (instance && HAND_WRITTEN.contains(&name.as_str())) {
            continue;
        }
        let is_method =
            overloads.iter().all(|o| o.params.first().is_some_and(|p| p.name == "self" && p.ty == Ty::Tensor));
        if instance && !is_method {
            continue;
        }
        let ret = operator_return(overloads);
        let schemas: Vec<String> = overloads.iter().map(|o| format!("     * {}", javadoc_escape(&o.schema))).collect();
        let (what, call) = if instance {
            (
                "this tensor as {@code self}, then the other arguments",
                format!("Dispatcher.call(\"{full}\", Dispatcher.withSelf(this, args))"),
            )
        } else {
            ("the arguments", format!("Dispatcher.call(\"{full}\", args)"))
        };
        let body = match ret {
            "Tensor" => format!("return (Tensor) {call};"),
            "List<Tensor>" => format!("@SuppressWarnings(\"unchecked\")\n        List<Tensor> r = (List<Tensor>) (List<?>) {call};\n        return r;"),
            _ => format!("return {call};"),
        };
        let _ = writeln!(
            out,
            "    /**\n     * LibTorch's {{@code {full}}} ({{@code torch.{short}}}) on {what}, by the dispatcher: the overload is\n     \
             * chosen from the arguments; keyword arguments as a trailing {{@link Kwargs}}. See {{@link Dispatcher}}.\n     \
             * <pre>\n{}\n     * </pre>\n     */\n    public {}{ret} {name}(Object... args) {{\n        {body}\n    }}\n",
            schemas.join("\n"),
            if instance { "" } else { "static " },
        );
    }
    out
}
