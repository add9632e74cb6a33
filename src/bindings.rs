//! Writes the Java side of the op table (`Ops.java`, `TensorOps.java`) from
//! `ops::OPS`. The Clojure functions are made from `Ops.SPECS` at load time,
//! so every surface comes from the one table. Run by `make bindings`; a test
//! fails when the committed files are out of date.

use crate::ops::{Kernel, OpSpec, OPS};
use std::fmt::Write;

const HEADER: &str = "// Generated from src/ops.rs by `make bindings`. Do not edit.\n\
package io.github.jtorch;\n\n";

pub const OPS_JAVA: &str = "java/src/main/java/io/github/jtorch/Ops.java";
pub const TENSOR_OPS_JAVA: &str = "java/src/main/java/io/github/jtorch/TensorOps.java";

/// Java method name: PyTorch's snake_case name in camelCase.
pub fn java_name(op: &str) -> String {
    let mut out = String::new();
    let mut upper = false;
    for c in op.chars() {
        if c == '_' {
            upper = true;
        } else if upper {
            out.extend(c.to_uppercase());
            upper = false;
        } else {
            out.push(c);
        }
    }
    out
}

fn javadoc(doc: &str, indent: &str) -> String {
    format!("{indent}/** {doc} */\n")
}

/// Java parameter list and native call arguments for one op.
fn signature(s: &OpSpec, index: usize) -> (String, String) {
    let a = s.args;
    let t = |i: usize| format!("Tensor.idOf({}, \"{}\")", a[i], a[i]);
    match s.kernel {
        Kernel::T(_) => (format!("Tensor {}", a[0]), format!("t({index}, {})", t(0))),
        Kernel::TT(_) => (
            format!("Tensor {}, Tensor {}", a[0], a[1]),
            format!("tt({index}, {}, {})", t(0), t(1)),
        ),
        Kernel::TS(_) => (
            format!("Tensor {}, double {}", a[0], a[1]),
            format!("ts({index}, {}, {})", t(0), a[1]),
        ),
        Kernel::TL(_) => (
            format!("Tensor {}, long... {}", a[0], a[1]),
            format!("tl({index}, {}, {})", t(0), a[1]),
        ),
        Kernel::TLB(_) => (
            format!("Tensor {}, long[] {}, boolean {}", a[0], a[1], a[2]),
            format!("tlb({index}, {}, {}, {})", t(0), a[1], a[2]),
        ),
        Kernel::LDV(_) => (
            format!("long[] {}, DType {}, Device {}", a[0], a[1], a[2]),
            format!("ldv({index}, {}, DType.codeOf({}), Device.codeOf({}))", a[0], a[1], a[2]),
        ),
        Kernel::SSSDV(_) => (
            format!("double {}, double {}, double {}, DType {}, Device {}", a[0], a[1], a[2], a[3], a[4]),
            format!(
                "sssdv({index}, {}, {}, {}, DType.codeOf({}), Device.codeOf({}))",
                a[0], a[1], a[2], a[3], a[4]
            ),
        ),
    }
}

pub fn ops_java() -> String {
    let mut out = String::from(HEADER);
    out.push_str(
        "import java.util.List;\n\n\
         /**\n * Every tensor op, as static methods; one per row of the native op table.\n\
         \x20* Results attach to the calling thread's innermost open {@link PointerScope}.\n\
         \x20* Errors: {@link NullPointerException} for a null tensor, {@link IllegalStateException}\n\
         \x20* for a released one, {@link IllegalArgumentException} for a bad argument,\n\
         \x20* {@link TorchException} when LibTorch rejects the call.\n */\n\
         public final class Ops {\n    private Ops() {}\n\n    static {\n        NativeLoader.load();\n    }\n\n",
    );
    for (index, s) in OPS.iter().enumerate() {
        let (params, call) = signature(s, index);
        let name = java_name(s.name);
        out.push_str(&javadoc(s.doc, "    "));
        let _ = writeln!(out, "    public static Tensor {name}({params}) {{\n        return Tensor.wrap({call});\n    }}\n");
        // Defaults for the optional trailing dtype and device.
        match s.kernel {
            Kernel::LDV(_) => {
                out.push_str(&javadoc(&format!("{} As float32 on the CPU.", s.doc), "    "));
                let _ = writeln!(
                    out,
                    "    public static Tensor {name}(long... {0}) {{\n        return {name}({0}, null, null);\n    }}\n",
                    s.args[0]
                );
            }
            Kernel::SSSDV(_) => {
                out.push_str(&javadoc(&format!("{} As float32 on the CPU.", s.doc), "    "));
                let _ = writeln!(
                    out,
                    "    public static Tensor {name}(double {0}, double {1}, double {2}) {{\n        return {name}({0}, {1}, {2}, null, null);\n    }}\n",
                    s.args[0], s.args[1], s.args[2]
                );
            }
            _ => {}
        }
    }
    out.push_str("    /** The op table, for generated bindings in other languages. */\n");
    out.push_str("    public static final List<OpSpec> SPECS = List.of(\n");
    let rows: Vec<String> = OPS
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let args: Vec<String> = s.args.iter().map(|a| format!("\"{a}\"")).collect();
            format!(
                "        new OpSpec({i}, \"{}\", \"{}\", List.of({}), \"{}\")",
                s.name,
                s.kernel.family(),
                args.join(", "),
                s.doc.replace('"', "\\\"")
            )
        })
        .collect();
    out.push_str(&rows.join(",\n"));
    out.push_str(");\n\n");
    out.push_str(
        "    static native long t(int op, long a);\n\
         \x20   static native long tt(int op, long a, long b);\n\
         \x20   static native long ts(int op, long a, double b);\n\
         \x20   static native long tl(int op, long a, long[] ints);\n\
         \x20   static native long tlb(int op, long a, long[] ints, boolean flag);\n\
         \x20   static native long ldv(int op, long[] shape, int dtype, int device);\n\
         \x20   static native long sssdv(int op, double a, double b, double c, int dtype, int device);\n}\n",
    );
    out
}

pub fn tensor_ops_java() -> String {
    let mut out = String::from(HEADER);
    out.push_str(
        "/** Instance forms of the {@link Ops} whose first argument is a tensor. */\n\
         public abstract class TensorOps {\n    TensorOps() {}\n\n",
    );
    for s in OPS.iter() {
        let name = java_name(s.name);
        let rest = match s.kernel {
            Kernel::T(_) => Some((String::new(), String::new())),
            Kernel::TT(_) => Some((format!("Tensor {}", s.args[1]), s.args[1].to_string())),
            Kernel::TS(_) => Some((format!("double {}", s.args[1]), s.args[1].to_string())),
            Kernel::TL(_) => Some((format!("long... {}", s.args[1]), s.args[1].to_string())),
            Kernel::TLB(_) => Some((
                format!("long[] {}, boolean {}", s.args[1], s.args[2]),
                format!("{}, {}", s.args[1], s.args[2]),
            )),
            Kernel::LDV(_) | Kernel::SSSDV(_) => None,
        };
        if let Some((params, args)) = rest {
            out.push_str(&javadoc(s.doc, "    "));
            let sep = if args.is_empty() { "" } else { ", " };
            let _ = writeln!(
                out,
                "    public final Tensor {name}({params}) {{\n        return Ops.{name}((Tensor) this{sep}{args});\n    }}\n"
            );
        }
    }
    out.push_str("}\n");
    out
}
